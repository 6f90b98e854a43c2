"""The weighted entropy kernels equal their readable references, and the entropy identities hold under any prior."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, strategies as st

from ndle.measures.bits import entropy_bits, partition_sizes, remaining_bits
from ndle.measures.weighted import (WeightedScorer, answer_entropy, class_probabilities, feedback_entropy,
                                    feedback_entropy_reference, remaining_reference)
from ndle.strategies.lookahead import class_sizes


@st.composite
def weighted_matrices(draw):
    """Return (matrix, candidates, probabilities): random codes of one width, a candidate subset and its weights."""
    dtype = draw(st.sampled_from([np.uint8, np.uint16, np.uint32]))
    codes = draw(st.integers(1, 12))
    guesses, answers = draw(st.integers(1, 6)), draw(st.integers(1, 30))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    matrix = rng.integers(0, codes, (guesses, answers)).astype(dtype)
    if dtype != np.uint8:
        matrix = matrix * 4099  # codes beyond one byte
    candidates = np.flatnonzero(rng.random(answers) < 0.7)
    if candidates.size == 0:
        candidates = np.array([0])
    w = draw(st.lists(st.floats(1e-3, 1e3), min_size=len(candidates), max_size=len(candidates)))
    w = np.array(w) / np.sum(w)
    return matrix, candidates, w


@given(weighted_matrices())
def test_feedback_entropy_equals_the_weighted_bincount_reference(case):
    matrix, candidates, w = case
    fast = feedback_entropy(matrix, candidates, w)
    assert np.allclose(fast, feedback_entropy_reference(matrix, candidates, w), atol=1e-9)
    assert np.all(fast >= -1e-12) and np.all(fast <= answer_entropy(w) + 1e-9)  # 0 <= H(P) <= H(A)


@given(weighted_matrices())
def test_expected_entropy_left_is_answer_entropy_minus_feedback_entropy(case):
    matrix, candidates, w = case
    h_a, h_p = answer_entropy(w), feedback_entropy(matrix, candidates, w)
    assert np.allclose(h_a - h_p, remaining_reference(matrix, candidates, w), atol=1e-9)


@given(weighted_matrices())
def test_equal_weights_give_fettermans_forms_6_and_7(case):
    matrix, candidates, _ = case
    m = len(candidates)
    w = np.full(m, 1.0 / m)
    h_p = feedback_entropy(matrix, candidates, w)
    for g, row in enumerate(matrix):
        sizes = partition_sizes(row, candidates)
        assert math.isclose(h_p[g], entropy_bits(sizes), abs_tol=1e-9)
        assert math.isclose(answer_entropy(w) - h_p[g], remaining_bits(sizes), abs_tol=1e-9)


@given(weighted_matrices(), st.integers(0, 1000))
def test_same_partition_scores_exactly_the_same(case, seed):
    matrix, candidates, w = case
    codes, inverse = np.unique(matrix[0], return_inverse=True)
    relabelled = codes[np.random.default_rng(seed).permutation(len(codes))][inverse]  # one-to-one on codes
    a, b = feedback_entropy(np.vstack([matrix[0], relabelled]), candidates, w)
    assert a == b


def test_scorer_memoises_and_renormalises():
    rng = np.random.default_rng(5)
    matrix = rng.integers(0, 5, (7, 40)).astype(np.uint8)
    prior = rng.random(40) + 0.1
    prior /= prior.sum()
    scorer = WeightedScorer(matrix, prior)
    c = np.arange(3, 30, 2)
    w = prior[c] / prior[c].sum()
    assert np.allclose(scorer.remaining(c), remaining_reference(matrix, c, w))
    assert scorer.entropy(c) is scorer.entropy(c) and (scorer.hits, scorer.misses) == (2, 1)
    assert np.all(scorer.remaining(c[:1]) == 0)


@given(weighted_matrices())
def test_class_probabilities_follow_class_sizes_layout(case):
    matrix, candidates, w = case
    guesses = np.arange(matrix.shape[0])
    for length, shift in ((5, 242), (11, None)):  # 243 codes: a column per code; longer words: classes in order
        m = matrix.astype(np.int64) % 243 if shift else matrix.astype(np.int64)
        m = m.astype(np.uint8 if shift else np.uint32)
        sizes = class_sizes(m, guesses, candidates, length)
        probs = class_probabilities(m, guesses, candidates, w, length)
        assert probs.shape == sizes.shape and np.allclose(probs.sum(axis=1), 1.0)
        assert np.array_equal(probs > 0, sizes > 0)
        equal = class_probabilities(m, guesses, candidates, np.full(len(candidates), 1 / len(candidates)), length)
        assert np.allclose(equal, sizes / len(candidates))
