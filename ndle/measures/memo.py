"""One memo for score vectors of candidate sets (LRU), and one shared instance per pattern matrix in a process."""

from __future__ import annotations

import weakref
from typing import Any, Callable, TypeVar

import numpy as np
from cachetools import LRUCache

M = TypeVar("M", bound="CandidateMemo")
_LIVE: "weakref.WeakValueDictionary[tuple[type, int], Any]" = weakref.WeakValueDictionary()  # each key's own kind
_LATEST: dict[type, "CandidateMemo"] = {}  # the last memo of each kind handed out stays alive between users


class CandidateMemo:
    """Values computed from a pattern matrix per candidate set, the least recently used dropped past `capacity`.

    The same candidate sets recur across games, boards and decision trees, so
    strategies ask `for_matrix` for the process's memo of their game's matrix:
    every strategy (and every worker chunk) on that matrix shares it.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix the values are computed from.
    capacity : int
        The most candidate sets kept.
    """

    def __init__(self, matrix: np.ndarray, capacity: int):
        self.matrix, self.capacity = matrix, capacity
        self._memo: LRUCache[bytes, object] = LRUCache(maxsize=capacity)
        self.hits = self.misses = 0

    @classmethod
    def for_matrix(cls: type[M], matrix: np.ndarray, **options) -> M:
        """Return this process's memo of this kind for `matrix` (made on first use with `options`, kept while
        anyone uses it)."""
        key = (cls, id(matrix))
        memo = _LIVE.get(key)
        if memo is None or memo.matrix is not matrix:
            memo = _LIVE[key] = cls(matrix, **options)
        _LATEST[cls] = memo
        return memo

    def lookup(self, candidates: np.ndarray, compute: Callable[[], object]):
        """Return the value memoised for a sorted candidate array, calling `compute()` on a miss."""
        key = np.asarray(candidates, dtype=np.int32).tobytes()
        if (v := self._memo.get(key)) is not None:  # a hit becomes the most recently used
            self.hits += 1
            return v
        self.misses += 1
        v = self._memo[key] = compute()  # past `capacity` the least recently used goes
        return v

    def __len__(self) -> int:
        return len(self._memo)
