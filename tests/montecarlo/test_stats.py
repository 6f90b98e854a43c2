"""Summary maths: means and t intervals, histograms, opener shares, paired comparisons (checked against scipy)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from scipy import stats

from ndle.montecarlo.stats import describe, histogram, mean_ci, opener_shares, paired, z_score


def test_mean_ci_matches_textbook_t_interval():
    x = [7, 7, 8, 6, 7, 9, 7, 8, 7, 6]
    mean, std, (low, high) = mean_ci(x)
    assert mean == pytest.approx(7.2)
    assert std == pytest.approx(np.std(x, ddof=1))
    half = stats.t.ppf(0.975, len(x) - 1) * std / math.sqrt(len(x))
    assert (low, high) == pytest.approx((7.2 - half, 7.2 + half))


@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(1, 20), min_size=2, max_size=200))
def test_mean_ci_contains_mean_and_is_symmetric(values):
    mean, std, ci = mean_ci(values)
    assert ci[0] <= mean <= ci[1]
    assert (mean - ci[0]) == pytest.approx(ci[1] - mean, abs=1e-9)
    if std == 0:
        assert ci == (mean, mean)


def test_mean_ci_edge_cases():
    assert mean_ci([5]) == (5.0, 0.0, None)
    m, s, ci = mean_ci([])
    assert math.isnan(m) and ci is None


def test_histogram_and_openers():
    assert histogram([3, 1, 3, 2, 3]) == {1: 1, 2: 1, 3: 3}
    games = [("soare", "clint", "x"), ("soare", "clint"), ("soare", "clipt", "y"), ("soare", "abbey"), ("roate",)]
    top = opener_shares(games, top=3)
    assert [o["guesses"] for o in top] == ["soare clint", "roate", "soare abbey"]  # ties alphabetical
    assert top[0] == {"guesses": "soare clint", "count": 2, "share": 0.4}


def test_describe_fields():
    d = describe([6, 7, 7, 10], [3, 4, 4, 5], [True, True, True, False], [("soare", "clint")] * 4)
    assert d["mean"] == 7.5 and d["histogram"] == {"6": 1, "7": 2, "10": 1}
    assert d["win_rate"] == 0.75 and d["first_solved_mean"] == 4.0
    assert d["sem"] == pytest.approx(np.std([6, 7, 7, 10], ddof=1) / 2)
    assert d["openers"][0]["share"] == 1.0


def test_paired_against_scipy():
    rng = np.random.default_rng(5)
    a = rng.integers(5, 10, 300)
    b = a + rng.choice([-1, 0, 0, 1, 1], 300)
    d = paired(a, b)
    diff = a - b
    assert d["a_better"] == np.mean(diff < 0) and d["tie"] == np.mean(diff == 0) and d["b_better"] == np.mean(diff > 0)
    assert d["a_better"] + d["tie"] + d["b_better"] == pytest.approx(1.0)
    ref = stats.wilcoxon(diff, zero_method="wilcox")
    assert d["wilcoxon_p"] == pytest.approx(ref.pvalue) and d["wilcoxon_statistic"] == pytest.approx(ref.statistic)
    assert d["mean_difference"] == pytest.approx(diff.mean())
    low, high = stats.t.interval(0.95, 299, loc=diff.mean(), scale=stats.sem(diff))
    assert d["ci95"] == pytest.approx([low, high])
    assert sum(d["differences"].values()) == 300


def test_paired_identical_and_errors():
    d = paired([4, 5, 6], [4, 5, 6])
    assert d["tie"] == 1.0 and d["wilcoxon_p"] == 1.0 and d["wilcoxon_statistic"] is None
    with pytest.raises(ValueError):
        paired([1, 2], [1, 2, 3])


def test_z_score():
    assert z_score(7.1, 0.01, 7.0) == pytest.approx(10.0)
    assert z_score(7.1, None, 7.0) is None

