"""The one candidate-set memo: LRU order, and one shared instance per matrix and kind in a process."""

from __future__ import annotations

import gc

import numpy as np

from ndle.measures import memo
from ndle.measures.entropy import Scorer
from ndle.measures.memo import CandidateMemo
from ndle.measures.spectrum import StatsCache
from ndle.strategies import make_strategy


def test_lookup_computes_once_and_evicts_least_recent():
    m = CandidateMemo(np.zeros((1, 1), np.uint8), capacity=2)
    calls = []
    get = lambda c: m.lookup(np.array(c, dtype=np.int32), lambda: calls.append(tuple(c)) or len(calls))
    assert get([1, 2]) == 1 and get([1, 2]) == 1 and (m.hits, m.misses) == (1, 1)
    get([3]), get([1, 2]), get([4])  # [3] is now the least recently used
    assert len(m) == 2 and get([1, 2]) == 1 and get([3]) == 4
    assert calls == [(1, 2), (3,), (4,), (3,)]


def test_for_matrix_is_shared_per_matrix_and_kind():
    a, b = np.zeros((3, 4), np.uint8), np.zeros((3, 4), np.uint8)
    assert Scorer.for_matrix(a) is Scorer.for_matrix(a)
    assert Scorer.for_matrix(a) is not Scorer.for_matrix(b)
    stats = StatsCache.for_matrix(a, length=5)
    assert stats is not Scorer.for_matrix(a) and isinstance(stats, StatsCache) and stats.length == 5


def test_unused_memos_are_released():
    a = np.zeros((3, 4), np.uint8)
    Scorer.for_matrix(a)
    Scorer.for_matrix(np.zeros((3, 4), np.uint8))  # the latest one stays alive, the one of `a` does not
    gc.collect()
    assert (Scorer, id(a)) not in memo._LIVE


def test_strategies_on_one_matrix_share_the_memo(wordle):
    four = wordle.with_boards(4)
    s, m = make_strategy("sum", wordle), make_strategy("min", four)
    assert s.scorer is m.scorer is Scorer.for_matrix(wordle.matrix)
    e, d = make_strategy("entropy", wordle), make_strategy("stddev", wordle.with_boards(2))
    assert e.cache is d.cache
