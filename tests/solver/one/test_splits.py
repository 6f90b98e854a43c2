"""The solver's split counting (one copy for the bounds, the scan and Selby's order) against numpy references."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings, strategies as st

from ndle.patterns.codes import all_green, n_patterns
from ndle.solver.one import splits as S
from tests.players_util import small_game

GAME = small_game(60, 40, seed=11)
M = np.ascontiguousarray(GAME.matrix)
MT = np.ascontiguousarray(M.T)  # the scan reads the transposed matrix
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
    assert S.split_stats(MT, t, H, cnt) == (k, s2, green, upto2)
    assert not cnt.any()  # the scratch counts are left zeroed
    assert S.member_bad(M, t, H, cnt) == bad
    assert not cnt.any()


@settings(max_examples=60, deadline=None)
@given(subsets, st.integers(2, 6))
def test_member_split_and_bound(H, d):
    bads = [_reference(int(AG[a]), H)[-1] for a in H]
    cnt = np.zeros(n_patterns(5), np.int64)
    assert [S.member_bad(M, int(AG[a]), H, cnt) for a in H] == bads
    single, pair = S._member_split(M, AG, H, n_patterns(5))
    first = lambda v: int(AG[H[bads.index(v)]]) if v in bads else -1
    assert (single, pair) == ((first(0), -1 if 1 not in bads[:bads.index(0)] else first(1)) if 0 in bads
                              else (-1, first(1)))
    n = len(H)
    value, exact = S.member_bound(M, AG, H, d, n_patterns(5))
    assert (value, exact) == ((2 * n - 1, True) if 0 in bads else (2 * n, 1 in bads and d >= 3))



@settings(max_examples=40, deadline=None)
@given(subsets, st.lists(st.integers(0, 99), min_size=1, max_size=30))
def test_split_next_counts_lanes_like_split_stats(H, T):
    """The scan's block of LANES guesses (and its one-guess tail) equals split_stats guess by guess."""
    from ndle.solver.one.splits import LANES, split_next

    T = np.array(T, np.int32)
    cnt, cnt1, out = np.zeros((LANES, n_patterns(5)), np.int64), np.zeros(n_patterns(5), np.int64), \
        np.empty((4, LANES), np.int64)
    i = 0
    while i < len(T):
        lanes = split_next(MT, H, T, i, cnt, cnt1, out)
        assert lanes == (LANES if i + LANES <= len(T) else 1)
        for j in range(lanes):
            assert tuple(int(x) for x in out[:, j]) == tuple(int(x) for x in _reference(int(T[i + j]), H)[:4])
        i += lanes
    assert not cnt.any() and not cnt1.any()


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 30), st.integers(1, 30), st.integers(1, 70000), st.integers(0, 2**32 - 1))
def test_renumbered_is_numpys_unique_with_its_inverse(rows, cols, top, seed):
    m = np.random.default_rng(np.random.SeedSequence(seed)).integers(0, top, size=(rows, cols)).astype(np.uint32)
    codes, dense = S.renumbered(m)
    want, inverse = np.unique(m, return_inverse=True)
    assert codes.tolist() == want.tolist() and codes.dtype == np.int64
    assert dense.shape == m.shape and dense.tolist() == inverse.reshape(m.shape).tolist()
    assert dense.dtype == (np.uint16 if len(want) <= 1 << 16 else np.uint32)
