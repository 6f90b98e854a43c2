import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.patterns.codes import encode, n_patterns
from ndle.measures.spectrum import (StatsCache, scatter_of, spectrum, stats_all, stats_all_reference, stats_of,
                           stddev_of)
from tests.players_util import small_game

SMALL = small_game(60, 80, seed=3)


def test_exact_small_spectra():
    sizes = np.zeros(n_patterns(5), dtype=int)
    sizes[[0, 5, 242]] = [2, 1, 1]
    s = stats_of(sizes)
    assert s.m == 4 and s.scatter == 3
    assert s.entropy == pytest.approx(1.5)  # 1/2 * 1 + 2 * 1/4 * 2
    mean = 4 / 243
    assert s.stddev == pytest.approx(np.sqrt(((2 - mean) ** 2 + 2 * (1 - mean) ** 2 + 240 * mean ** 2) / 243))


def test_stddev_counts_empty_codes():
    # All candidates in one code: sigma is large, not 0 (Hayes: empty codes are included).
    sizes = np.zeros(n_patterns(5), dtype=int)
    sizes[0] = 243
    assert stddev_of(sizes) == pytest.approx(np.sqrt(242) * 1.0, rel=1e-12)
    assert scatter_of(sizes) == 1 and stats_of(sizes).entropy == 0
    with pytest.raises(ValueError):
        stddev_of(np.ones(5))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 59), min_size=1, max_size=60, unique=True))
def test_kernel_equals_reference(cands):
    cands = np.array(sorted(cands), dtype=np.int32)
    fast, slow = stats_all(SMALL.matrix, cands, length=5), stats_all_reference(SMALL.matrix, cands, 5)
    np.testing.assert_allclose(fast.entropy, slow.entropy, atol=1e-9)
    np.testing.assert_allclose(fast.stddev, slow.stddev, rtol=1e-9, atol=1e-9)
    np.testing.assert_array_equal(fast.scatter, slow.scatter)


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(1, 40), min_size=1, max_size=30), st.randoms(use_true_random=False))
def test_permuted_spectra_tie_exactly(sizes, rnd):
    # Two guesses whose spectra are permutations of each other get identical H and sigma.
    m = sum(sizes)
    codes_a = rnd.sample(range(n_patterns(5)), len(sizes))
    codes_b = rnd.sample(range(n_patterns(5)), len(sizes))
    matrix = np.zeros((2, m), dtype=np.uint8)
    for row, codes in ((0, codes_a), (1, codes_b)):
        matrix[row] = np.repeat(codes, sizes)
    s = stats_all(matrix, np.arange(m), length=5)
    assert s.entropy[0] == s.entropy[1] and s.stddev[0] == s.stddev[1] and s.scatter[0] == s.scatter[1]


def test_rows_subset_and_cache():
    cands = np.arange(0, 60, 2, dtype=np.int32)
    full = stats_all(SMALL.matrix, cands, length=5)
    rows = np.array([3, 7, 50])
    np.testing.assert_array_equal(stats_all(SMALL.matrix, cands, rows, length=5).entropy, full.entropy[rows])
    cache = StatsCache(SMALL.matrix, capacity=2, length=5)
    everything = np.arange(SMALL.matrix.shape[0])
    np.testing.assert_array_equal(cache.stats(cands, everything).stddev, full.stddev)
    np.testing.assert_array_equal(cache.stats(cands, everything[1:]).scatter, full.scatter[1:])
    assert stats_all(SMALL.matrix, np.array([], dtype=np.int32), length=5).m == 0


def test_hayes_table1_first_move(wordle):
    # Hayes, Table 1 and text: H, sigma, chi of the best and worst starters (wordle lists).
    s = stats_all(wordle.matrix, wordle.start().boards[0].candidates, length=5)
    g = wordle.words.guess_id
    for word, h in [("soare", 5.886), ("roate", 5.883), ("raise", 5.878), ("raile", 5.866), ("reast", 5.865),
                    ("crate", 5.835), ("trace", 5.831), ("qajaq", 1.892)]:
        assert round(s.entropy[g(word)], 3) == h, word
    for word, sigma in [("roate", 22.02), ("raise", 22.14), ("raile", 22.22), ("soare", 22.42)]:
        assert s.stddev[g(word)] == pytest.approx(sigma, abs=0.0051), word
    assert round(s.stddev[g("immix")], 1) == 95.5
    for word, chi in [("trace", 150), ("crate", 148), ("salet", 148), ("slate", 147), ("reast", 147), ("qajaq", 18)]:
        assert s.scatter[g(word)] == chi, word
    assert int(np.argmax(s.entropy)) == g("soare") and int(np.argmin(s.stddev)) == g("roate")
    assert int(np.argmax(s.stddev)) == g("immix")
    assert int(np.argmax(s.scatter)) == g("trace") and s.scatter.min() == 18


def test_hayes_figure15_slate_trout(wordle):
    # Hayes, Figure 15: SLATE shows 10010 (84) for FIRST; 24 answers share it; TROUT then isolates FIRST.
    g, a = wordle.words.guess_id, wordle.words.answer_id
    assert wordle.matrix[g("slate"), a("first")] == 84 == encode("YBBYB")
    cands = np.flatnonzero(wordle.matrix[g("slate")] == 84)
    assert len(cands) == 24
    sizes = spectrum(wordle.matrix, g("trout"), cands, 5)
    assert sizes[29] == 1 and wordle.matrix[g("trout"), a("first")] == 29
