"""Partition entropies of candidate sets: Fetterman's forms (6) and (7), per guess and for all guesses at once."""

from __future__ import annotations

from collections import OrderedDict

import numba
import numpy as np
from scipy import stats

from .feedback import N_PATTERNS

Bits = float
# Fixed point for sum(c log2 c): integer sums are exact and independent of summation
# order, so two guesses with the same partition sizes score exactly the same.
_SCALE = 2.0**36


def partition_sizes(row: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Return the 243 partition sizes of `candidates` under one guess's matrix row."""
    return np.bincount(row[candidates], minlength=N_PATTERNS)


def entropy_bits(sizes: np.ndarray) -> Bits:
    """Return form (6): the entropy of the feedback distribution, in bits."""
    sizes = np.asarray(sizes)
    return float(stats.entropy(sizes[sizes > 0], base=2)) if sizes.sum() else 0.0


def remaining_bits(sizes: np.ndarray) -> Bits:
    """Return form (7): the expected entropy left, sum of |E_i|/|E| log2 |E_i|."""
    sizes = np.asarray(sizes, dtype=np.float64)
    sizes = sizes[sizes > 0]
    return float((sizes * np.log2(sizes)).sum() / sizes.sum()) if sizes.size else 0.0


def xlogx_table(m: int) -> np.ndarray:
    """Return round(c log2 c * 2**36) for c = 0..m as int64."""
    c = np.arange(m + 1, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        v = np.where(c > 0, c * np.log2(np.maximum(c, 1)), 0.0)
    return np.rint(v * _SCALE).astype(np.int64)


@numba.njit(cache=True, nogil=True)
def _sum_xlogx(matrix, candidates, table, out):  # pragma: no cover - compiled
    counts = np.zeros(243, np.int32)
    m = candidates.shape[0]
    for g in range(matrix.shape[0]):
        row = matrix[g]
        for j in range(m):
            counts[row[candidates[j]]] += 1
        s = 0
        for j in range(m):
            p = row[candidates[j]]
            c = counts[p]
            if c:
                s += table[c]
                counts[p] = 0
        out[g] = s


def remaining_all(matrix: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Return form (7) for every guess (one per matrix row) over a candidate set, as float64."""
    m = len(candidates)
    if m <= 1:
        return np.zeros(matrix.shape[0])
    if m == 2:  # split (0 bits) or not (1 bit)
        return (matrix[:, candidates[0]] == matrix[:, candidates[1]]).astype(np.float64)
    out = np.empty(matrix.shape[0], dtype=np.int64)
    _sum_xlogx(matrix, np.ascontiguousarray(candidates, dtype=np.int32), xlogx_table(m), out)
    return out / (_SCALE * m)


def remaining_all_reference(matrix: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Return form (7) for every guess the slow, readable way (for tests)."""
    return np.array([remaining_bits(partition_sizes(row, candidates)) for row in matrix])


class Scorer:
    """Form-(7) score vectors of candidate sets, memoised (LRU) because the same sets recur across games."""

    def __init__(self, matrix: np.ndarray, capacity: int = 1024):
        self.matrix, self.capacity = matrix, capacity
        self._memo: OrderedDict[bytes, np.ndarray] = OrderedDict()
        self.hits = self.misses = 0

    def remaining(self, candidates: np.ndarray) -> np.ndarray:
        """Return the read-only form-(7) vector over all guesses for a sorted candidate array."""
        if len(candidates) <= 2:
            return remaining_all(self.matrix, candidates)
        key = np.asarray(candidates, dtype=np.int32).tobytes()
        if (v := self._memo.get(key)) is not None:
            self._memo.move_to_end(key)
            self.hits += 1
            return v
        self.misses += 1
        v = remaining_all(self.matrix, candidates)
        v.setflags(write=False)
        self._memo[key] = v
        if len(self._memo) > self.capacity:
            self._memo.popitem(last=False)
        return v
