"""Guesses that split alike: the first of each family equals numpy's unique, and renamed rows are equal exactly
when the guesses split the candidates alike."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings, strategies as st

from ndle.solver.nboard.families import family_rows, partitions


@settings(max_examples=100, deadline=None)
@given(rows=st.integers(1, 30), cols=st.integers(1, 6), codes=st.integers(1, 5), seed=st.integers(0, 2**32 - 1))
def test_partitions_are_equal_exactly_when_rows_split_alike(rows, cols, codes, seed):
    R = np.random.default_rng(seed).integers(0, codes, size=(rows, cols)).astype(np.uint8)
    green = codes - 1

    def split(r):  # the classes of the columns, the green one marked
        return frozenset((c == green, frozenset(np.flatnonzero(r == c).tolist())) for c in set(r.tolist()))

    P = partitions(R, green)
    for i in range(rows):
        for j in range(rows):
            assert (P[i] == P[j]).all() == (split(R[i]) == split(R[j])), (R[i], R[j])


@settings(max_examples=100, deadline=None)
@given(guesses=st.integers(1, 40), answers=st.integers(1, 24), codes=st.integers(1, 5), data=st.data(),
       seed=st.integers(0, 2**32 - 1))
def test_family_rows_equal_the_two_steps(guesses, answers, codes, data, seed):
    """One pass over the transposed matrix (up to 16 answers packed, more hashed): the same families and rows as
    `partitions` then numpy's unique (the first guess of each distinct renamed row)."""
    M = np.random.default_rng(seed).integers(0, codes, size=(guesses, answers)).astype(np.uint8)
    union = np.array(sorted(data.draw(st.sets(st.integers(0, answers - 1), min_size=1))), dtype=np.int64)
    green = codes - 1
    first, R = family_rows(np.ascontiguousarray(M.T), union, green, codes, np.arange(guesses))
    P = partitions(np.ascontiguousarray(M[:, union]), green)
    _, want = np.unique(P.view(np.dtype((np.void, P.shape[1] * P.itemsize))).ravel(), return_index=True)
    want = np.sort(want)
    assert first.tolist() == want.tolist()
    assert np.array_equal(R, M[want][:, union])


@settings(max_examples=100, deadline=None)
@given(guesses=st.integers(1, 40), answers=st.integers(1, 24), codes=st.integers(1, 5), data=st.data(),
       seed=st.integers(0, 2**32 - 1))
def test_families_of_a_subset_come_from_the_supersets(guesses, answers, codes, data, seed):
    """A position's families are unions of the families of any position it came from (fewer answers split no
    further): looking only at the lowest guess of each of those finds the same families and rows."""
    M = np.random.default_rng(seed).integers(0, codes, size=(guesses, answers)).astype(np.uint8)
    MT, green = np.ascontiguousarray(M.T), codes - 1
    big = sorted(data.draw(st.sets(st.integers(0, answers - 1), min_size=1)))
    small = np.array(sorted(data.draw(st.sets(st.sampled_from(big), min_size=1))), dtype=np.int64)
    parents, _ = family_rows(MT, np.array(big, dtype=np.int64), green, codes, np.arange(guesses))
    first, R = family_rows(MT, small, green, codes, parents)
    want, want_R = family_rows(MT, small, green, codes, np.arange(guesses))
    assert first.tolist() == want.tolist()
    assert np.array_equal(R, want_R)
