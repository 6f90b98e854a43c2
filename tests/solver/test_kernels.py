"""The solver's split counting (one copy for the bounds, the scan and Selby's order) against numpy references."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.patterns.codes import all_green, n_patterns
from ndle.solver import kernels as K
from ndle.solver.selby_order import _member_bads, _scan
from tests.players_util import small_game

GAME = small_game(60, 40, seed=11)
M = np.ascontiguousarray(GAME.matrix)
AG = GAME.words.answer_guess.astype(np.int32)
subsets = st.lists(st.integers(0, 59), min_size=1, max_size=60, unique=True).map(
    lambda h: np.array(sorted(h), np.int32))


def _reference(t: int, H: np.ndarray) -> tuple[int, int, int, bool, int]:
    sizes = np.bincount(M[t, H], minlength=n_patterns(5))
    parts = sizes[sizes > 0]
    return len(parts), int((parts**2).sum()), int(sizes[all_green(5)]), bool(parts.max() <= 2), len(H) - len(parts)


@settings(max_examples=60, deadline=None)
@given(subsets, st.integers(0, 99))
def test_split_stats_and_member_bad(H, t):
    cnt = np.zeros(n_patterns(5), np.int64)
    k, s2, green, upto2, bad = _reference(t, H)
    assert K.split_stats(M, t, H, cnt) == (k, s2, green, upto2)
    assert K.member_bad(M, t, H, cnt) == bad
    assert not cnt.any()  # the scratch counts are left zeroed
    got = _scan(M, H, np.array([t], np.int32), n_patterns(5))
    assert [int(a[0]) for a in got] == [k, s2, green, int(upto2)]


@settings(max_examples=60, deadline=None)
@given(subsets, st.integers(2, 6))
def test_member_split_and_bound(H, d):
    bads = [_reference(int(AG[a]), H)[-1] for a in H]
    assert _member_bads(M, AG, H, n_patterns(5)).tolist() == bads
    single, pair = K._member_split(M, AG, H, n_patterns(5))
    first = lambda v: int(AG[H[bads.index(v)]]) if v in bads else -1
    assert (single, pair) == ((first(0), -1 if 1 not in bads[:bads.index(0)] else first(1)) if 0 in bads
                              else (-1, first(1)))
    n = len(H)
    value, exact = K._member_bound(M, AG, H, d, n_patterns(5))
    assert (value, exact) == ((2 * n - 1, True) if 0 in bads else (2 * n, 1 in bads and d >= 3))


def _floor_by_every_split(n: int, k: int) -> list[int]:
    """tree_floor by trying every multiset of parts (slow, readable): a member guess leaves n - 1 answers in at
    most k - 1 parts, any other guess n answers in 2 to k parts, each smaller than n."""
    L = [0, 1]

    def least(total: int, parts: int, largest: int) -> float:
        if total == 0:
            return 0
        if parts == 0:
            return float("inf")
        return min((L[s] + least(total - s, parts - 1, s) for s in range(1, min(largest, total) + 1)),
                   default=float("inf"))

    for m in range(2, n + 1):
        best = min(least(m - 1, k - 1, m - 1), least(m, k, m - 1))
        L.append(m + best)
    return L


@pytest.mark.parametrize("k", [2, 3, 4, 5, 7])
def test_tree_floor_is_below_every_tree(k):
    """The floor never exceeds the best tree whose guesses make at most k parts, and is above 2m - 1 past k."""
    n = {2: 14, 3: 16, 4: 18, 5: 20, 7: 22}[k]
    got = K.tree_floor(n, k).tolist()
    best = _floor_by_every_split(n, k)
    assert all(g <= b for g, b in zip(got, best))
    assert got[:k + 1] == best[:k + 1] == [0] + [2 * m - 1 for m in range(1, k + 1)]
    assert all(got[m] > 2 * m - 1 for m in range(k + 1, n + 1))


def test_tree_floor_counts_turns():
    """With 81 parts at most: 1 answer on turn 1, 80 more on turn 2, 6,480 more on turn 3."""
    L = K.tree_floor(7000, 81)
    assert L[81] == 1 + 2 * 80 and L[177] == L[81] + 3 * 96 and L[6561] == L[81] + 3 * 6480
    assert L[6562] == L[6561] + 4
