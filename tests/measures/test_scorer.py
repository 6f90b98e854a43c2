"""The fast form-(7) kernels and the Scorer memo: exact agreement with the reference on every size path."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.measures import entropy
from ndle.measures.entropy import (PAIRS_MAX, ROWS_MIN, Scorer, _sum_xlogx, _sum_xlogx_answer_major, _sum_xlogx_pairs,
                          shared_xlogx_table, remaining_all, remaining_all_reference, xlogx_table)
from ndle.patterns.matrix import frozen, pattern_matrix
from ndle.words import load_words


@pytest.fixture(scope="module")
def real():
    """The wordle matrix and its answer-major copy."""
    from ndle.game import Game

    m = np.asarray(Game.create("wordle").matrix)
    return m, frozen(np.ascontiguousarray(m.T))


def _all_kernels(matrix, by_answer, candidates):
    c = frozen(np.ascontiguousarray(candidates, dtype=np.int32))  # read-only, as the library's calls
    table = frozen(xlogx_table(len(c)))
    outs = []
    kernels = [(_sum_xlogx, matrix), (_sum_xlogx_answer_major, by_answer)]
    if len(c) <= PAIRS_MAX:
        kernels.append((_sum_xlogx_pairs, by_answer))
    for kernel, m in kernels:
        out = np.empty(matrix.shape[0], dtype=np.int64)
        kernel(m, c, table, out, *([None] * 3 if kernel is _sum_xlogx else []))
        outs.append(out)
    return outs


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_kernels_give_identical_integer_sums(real, data):
    """Every kernel returns the same fixed-point sums (bit-identical), for every set size path."""
    matrix, by_answer = real
    m = data.draw(st.sampled_from([3, 4, 5, 7, PAIRS_MAX, PAIRS_MAX + 1, 40, ROWS_MIN - 1, ROWS_MIN]))
    cands = np.sort(data.draw(st.lists(st.integers(0, matrix.shape[1] - 1), min_size=m, max_size=m, unique=True)))
    outs = _all_kernels(matrix, by_answer, cands)
    for out in outs[1:]:
        np.testing.assert_array_equal(out, outs[0])


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_scorer_equals_reference(real, data):
    """Scorer.remaining (answer-major kernels, memo) equals the slow reference to 1e-9 on random sets."""
    matrix, _ = real
    scorer = Scorer(matrix, capacity=4)
    m = data.draw(st.integers(1, 60))
    cands = np.sort(np.array(data.draw(st.lists(st.integers(0, matrix.shape[1] - 1), min_size=m, max_size=m,
                                                unique=True)), dtype=np.int32))
    rows = np.array(data.draw(st.lists(st.integers(0, matrix.shape[0] - 1), min_size=1, max_size=30)))
    got = scorer.remaining(cands)[rows]
    want = remaining_all_reference(matrix[rows], cands)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-9)
    np.testing.assert_array_equal(scorer.remaining(cands), remaining_all(matrix, cands))


def test_large_sets_use_the_guess_major_kernel(real):
    matrix, _ = real
    cands = np.arange(0, 2 * ROWS_MIN, 2, dtype=np.int32)
    rows = np.arange(0, matrix.shape[0], 997)
    np.testing.assert_allclose(Scorer(matrix).remaining(cands)[rows], remaining_all_reference(matrix[rows], cands),
                               rtol=0, atol=1e-9)


@pytest.mark.parametrize("answers,guesses", [
    (["aabbc", "abcab", "bbbbb", "ccaab", "cabba", "acbca", "aaaaa"], ["abcde", "bacde", "ccccc"]),
    (["eerie", "eeeee", "reeee", "errie", "riree", "ireer"], ["eiree", "rreei"]),
])
def test_equal_partition_sizes_tie_exactly(answers, guesses):
    """Guesses with the same partition sizes (in any order) get bit-identical scores on every kernel."""
    words = sorted(set(answers) | set(guesses))
    matrix = pattern_matrix(words, sorted(answers))
    by_answer = np.ascontiguousarray(matrix.T)
    cands = np.arange(len(answers), dtype=np.int32)
    sizes = [tuple(sorted(np.bincount(row, minlength=243))) for row in matrix]
    for out in _all_kernels(matrix, by_answer, cands):
        for i in range(len(words)):
            for j in range(len(words)):
                if sizes[i] == sizes[j]:
                    assert out[i] == out[j]
    got = Scorer(matrix).remaining(cands)
    np.testing.assert_allclose(got, remaining_all_reference(matrix, cands), rtol=0, atol=1e-12)


def test_two_candidates_split_or_not(real):
    matrix, _ = real
    words = load_words("wordle")
    pair = np.array(sorted([words.answer_id("flame"), words.answer_id("blame")]), dtype=np.int32)
    v = Scorer(matrix).remaining(pair)
    assert v[words.guess_id("flame")] == 0.0 and v[words.guess_id("blame")] == 0.0
    assert v[words.guess_id("mummy")] == 1.0  # MUMMY shows BBBGB on both
    np.testing.assert_array_equal(v, remaining_all(matrix, pair))
    assert not Scorer(matrix).remaining(pair[:1]).any()


def test_memo_is_lru_and_read_only(real):
    matrix, _ = real
    scorer = Scorer(matrix, capacity=2)
    sets = [np.arange(k, k + 5, dtype=np.int32) for k in (0, 10, 20)]
    first = scorer.remaining(sets[0])
    assert not first.flags.writeable
    assert scorer.remaining(sets[0]) is first and scorer.hits == 1
    scorer.remaining(sets[1])
    scorer.remaining(sets[2])  # evicts sets[0], the least recently used
    assert scorer.remaining(sets[1]) is not None and scorer.hits == 2
    again = scorer.remaining(sets[0])
    assert again is not first and scorer.misses == 4
    np.testing.assert_array_equal(again, first)


def test_shared_table_is_exact_prefix():
    big = shared_xlogx_table(5000)
    np.testing.assert_array_equal(big[:300], xlogx_table(299))
    assert not big.flags.writeable
    assert entropy.shared_xlogx_table(10) is entropy.shared_xlogx_table(20)
