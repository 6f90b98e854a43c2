"""The search's capacity floor against the best tree under every split (small sizes) and its turn counts."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

from ndle.patterns.cache import matrix_for
from ndle.patterns.codes import n_patterns
from ndle.solver.one.bounds import part_bound, tree_floor
from tests.solver.one.test_search import dense_lists, reference_total


def floor(n: int, k: int, c: int = -1) -> np.ndarray:
    L = np.full(n + 1, -1, np.int64)
    tree_floor(L, k, c)
    return L


def _floor_by_every_split(n: int, k: int, c: int | None = None) -> list[int]:
    """tree_floor by trying every multiset of parts (slow, readable): a member guess leaves n - 1 answers in at
    most min(k - 1, c) parts, any other guess n answers in 2 to min(k, c) parts, each smaller than n."""
    c = k if c is None else min(c, k)
    L = [0, 1]

    def least(total: int, parts: int, largest: int) -> float:
        if total == 0:
            return 0
        if parts == 0:
            return float("inf")
        return min((L[s] + least(total - s, parts - 1, s) for s in range(1, min(largest, total) + 1)),
                   default=float("inf"))

    for m in range(2, n + 1):
        best = min(least(m - 1, min(k - 1, c), m - 1), least(m, c, m - 1))
        L.append(m + best)
    return L


@pytest.mark.parametrize("k", [2, 3, 4, 5, 7])
def test_tree_floor_is_below_every_tree(k):
    """The floor never exceeds the best tree whose guesses make at most k parts, and is above 2m - 1 past k."""
    n = {2: 14, 3: 16, 4: 18, 5: 20, 7: 22}[k]
    got = floor(n, k).tolist()
    best = _floor_by_every_split(n, k)
    assert all(g <= b for g, b in zip(got, best))
    assert got[:k + 1] == best[:k + 1] == [0] + [2 * m - 1 for m in range(1, k + 1)]
    assert all(got[m] > 2 * m - 1 for m in range(k + 1, n + 1))


@pytest.mark.parametrize("k, c", [(6, 5), (4, 3), (5, 3), (3, 2)])
def test_tree_floor_with_fewer_unsolved_parts_is_below_every_tree(k, c):
    """With at most c parts besides the solved one (Jotto: k = 6 codes seen, five counts), the floor never exceeds
    the best such tree, and is at or above the floor that knows only k."""
    n = 18
    got = floor(n, k, c).tolist()
    best = _floor_by_every_split(n, k, c)
    assert all(g <= b for g, b in zip(got, best))
    assert all(g >= b for g, b in zip(got, floor(n, k).tolist()))


def test_tree_floor_counts_jotto_turns():
    """Five parts besides the solved one: 1 answer on turn 1, 5 more on turn 2, 25 on turn 3, 125 on turn 4."""
    L = floor(200, 6, 5)
    assert L[6] == 1 + 2 * 5 and L[31] == L[6] + 3 * 25 and L[156] == L[31] + 4 * 125 and L[157] == L[156] + 5
    assert floor(200, 6)[36] == 1 + 2 * 5 + 3 * 30  # knowing only k = 6: 30 on turn 3


def test_tree_floor_counts_turns():
    """With 81 parts at most: 1 answer on turn 1, 80 more on turn 2, 6,480 more on turn 3."""
    L = floor(7000, 81)
    assert L[81] == 1 + 2 * 80 and L[177] == L[81] + 3 * 96 and L[6561] == L[81] + 3 * 6480
    assert L[6562] == L[6561] + 4


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=dense_lists)
def test_part_bound_is_below_the_exact_value(words):
    """On sets larger than any guess's split (where the capacity floor is used), the bound without search stays
    at or below f, the least total over every first guess (slow reference)."""
    M = np.ascontiguousarray(matrix_for(words))
    npat = n_patterns(words.length)
    P = np.arange(len(words.answers), dtype=np.int32)
    ag = words.answer_guess.astype(np.int32)
    got = part_bound(np.ascontiguousarray(M.T), ag, P, np.ones(len(words.guesses), np.bool_), npat)
    exact = min(reference_total(words, t, 12, False) for t in words.guesses)
    assert got <= exact
