import heapq
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.measures.bits import entropy_bits, partition_sizes, remaining_bits
from ndle.measures.entropy import Scorer, remaining_all, remaining_all_reference


def huffman_length(weights: list[int]) -> float:
    """Return the mean Huffman code length of a distribution given by positive weights (heapq)."""
    if len(weights) == 1:
        return 0.0
    heap = [(w, i, 0) for i, w in enumerate(weights)]  # (weight, tiebreak, sum of depths * weight)
    heapq.heapify(heap)
    total, counter = sum(weights), len(weights)
    while len(heap) > 1:
        w1, _, c1 = heapq.heappop(heap)
        w2, _, c2 = heapq.heappop(heap)
        heapq.heappush(heap, (w1 + w2, counter, c1 + c2 + w1 + w2))
        counter += 1
    return heap[0][2] / total


@st.composite
def dyadic(draw):
    """Partition sizes whose probabilities are all powers of two (a full binary code tree)."""
    depths = [0]
    for _ in range(draw(st.integers(0, 12))):
        i = draw(st.integers(0, len(depths) - 1))
        if depths[i] < 10:
            d = depths.pop(i) + 1
            depths += [d, d]
    top = max(depths)
    return [2 ** (top - d) for d in depths]


@given(dyadic())
def test_dyadic_entropy_is_huffman_length(sizes):
    assert math.isclose(entropy_bits(sizes), huffman_length(sizes), abs_tol=1e-9)


sizes_st = st.lists(st.integers(1, 60), min_size=1, max_size=243)


@given(sizes_st)
def test_huffman_bounds(sizes):
    h, length = entropy_bits(sizes), huffman_length(sizes)
    assert h - 1e-9 <= length < h + 1


@given(sizes_st)
def test_forms_6_and_7_sum_to_log_m(sizes):
    m = sum(sizes)
    assert math.isclose(entropy_bits(sizes) + remaining_bits(sizes), math.log2(m), abs_tol=1e-9)


@given(sizes_st)
def test_entropy_bounds(sizes):
    m, h = sum(sizes), entropy_bits(sizes)
    assert -1e-12 <= h <= math.log2(min(m, 243)) + 1e-9


@settings(max_examples=40)
@given(st.data())
def test_independent_boards_add(wordle, data):
    """The joint pattern distribution of one guess on two independent boards has H = H1 + H2."""
    m, n = wordle.matrix, len(wordle.words.answers)
    g = data.draw(st.integers(0, m.shape[0] - 1))
    e1 = np.unique(data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=40)))
    e2 = np.unique(data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=40)))
    joint = (m[g, e1].astype(int)[:, None] * 243 + m[g, e2][None, :]).ravel()
    h_joint = entropy_bits(np.bincount(joint))
    h1, h2 = entropy_bits(partition_sizes(m[g], e1)), entropy_bits(partition_sizes(m[g], e2))
    assert math.isclose(h_joint, h1 + h2, abs_tol=1e-9)


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_fast_scores_equal_reference(wordle, data):
    n = len(wordle.words.answers)
    cands = np.unique(data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=80))).astype(np.int32)
    rows = wordle.matrix[:300]
    assert np.allclose(remaining_all(rows, cands), remaining_all_reference(rows, cands), atol=1e-9, rtol=0)


def test_equal_partitions_tie_exactly(wordle):
    """Guesses with the same multiset of partition sizes get bit-identical scores."""
    cands = np.arange(0, 2315, 7, dtype=np.int32)
    scores = remaining_all(wordle.matrix, cands)
    seen = {}
    for g in range(0, wordle.matrix.shape[0], 3):
        key = tuple(sorted(np.bincount(wordle.matrix[g, cands], minlength=243)))
        if key in seen:
            assert scores[g] == seen[key]
        seen[key] = scores[g]


def test_soare_on_nyt(nyt):
    """Fetterman's first-guess table: soare 5.287849713481362 and the next ranks."""
    scores = Scorer.for_matrix(nyt.matrix).remaining(np.arange(2309, dtype=np.int32))
    ranked = [nyt.words.guesses[i] for i in np.argsort(scores, kind="stable")[:6]]
    assert ranked == ["soare", "roate", "raise", "reast", "raile", "slate"]
    assert math.isclose(scores[nyt.words.guess_id("soare")], 5.287849713481362, abs_tol=1e-9)
    assert math.isclose(scores[nyt.words.guess_id("trace")], 5.342623349694359, abs_tol=1e-9)


def test_scorer_memo(wordle):
    scorer = Scorer(wordle.matrix, capacity=2)
    a, b, c = (np.arange(k, 40 + k, dtype=np.int32) for k in range(3))
    va = scorer.remaining(a)
    assert scorer.remaining(a) is va and scorer.hits == 1
    scorer.remaining(b), scorer.remaining(c)
    assert scorer.remaining(a) is not va and np.array_equal(scorer.remaining(a), va)
    assert not va.flags.writeable
    assert (scorer.remaining(np.array([5], dtype=np.int32)) == 0).all()


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 15), st.sampled_from(["ab", "abc", "abelst", "ñao"]), st.integers(0, 2**32 - 1))
def test_kernels_and_identities_at_every_length(n, letters, seed):
    """Every kernel (counting per code for uint8/uint16, sorting for uint32, pairs, answer-major) equals the
    readable reference, and H + remaining = log2 m for every guess, at every length."""
    from ndle.measures.entropy import (SCALE, _sum_xlogx, _sum_xlogx_answer_major, _sum_xlogx_pairs,
                                       _sum_xlogx_sorted, shared_xlogx_table)
    from ndle.measures.spectrum import stats_all, stats_all_reference
    from ndle.patterns.matrix import frozen, pattern_matrix

    rng = np.random.default_rng(seed)
    words = sorted({"".join(rng.choice(list(letters), n)) for _ in range(60)})
    matrix = frozen(pattern_matrix(words, words))  # read-only, as the library hands the kernels their inputs
    by_answer = frozen(np.ascontiguousarray(matrix.T))
    for size in {1, 2, 3, min(len(words), 20), len(words)}:
        cands = frozen(np.sort(rng.choice(len(words), size, replace=False)).astype(np.int32))
        ref = remaining_all_reference(matrix, cands)
        np.testing.assert_allclose(remaining_all(matrix, cands), ref, atol=1e-12)
        np.testing.assert_allclose(Scorer(matrix).remaining(cands), ref, atol=1e-12)
        kernels = [(_sum_xlogx_sorted, matrix), (_sum_xlogx_pairs, by_answer)]
        if matrix.dtype.itemsize <= 2:
            kernels += [(_sum_xlogx, matrix), (_sum_xlogx_answer_major, by_answer)]
        for kernel, m in kernels:
            out = np.empty(len(words), np.int64)
            table = shared_xlogx_table(size)
            kernel(m, cands, table, out, *([None] * 3 if kernel in (_sum_xlogx, _sum_xlogx_sorted) else []))
            np.testing.assert_allclose(out / (SCALE * size), ref, atol=1e-12)
        for g in range(len(words)):
            sizes = partition_sizes(matrix[g], cands)
            assert entropy_bits(sizes) + remaining_bits(sizes) == pytest.approx(np.log2(size), abs=1e-9)
        if n <= 9:  # the reference spectrum has 3**n counts
            fast, slow = stats_all(matrix, cands, length=n), stats_all_reference(matrix, cands, n)
            np.testing.assert_allclose(fast.entropy, slow.entropy, atol=1e-9)
            np.testing.assert_allclose(fast.stddev, slow.stddev, atol=1e-9)
            np.testing.assert_array_equal(fast.scatter, slow.scatter)
