"""Summary statistics of simulated games: means with t confidence intervals, histograms, opener shares, paired tests."""

from __future__ import annotations

import math
from collections import Counter
from typing import Iterable, Sequence

import numpy as np

CONFIDENCE = 0.95


def mean_ci(values: Sequence[float] | np.ndarray, confidence: float = CONFIDENCE
            ) -> tuple[float, float, tuple[float, float] | None]:
    """Return (mean, sample std, t confidence interval of the mean); the interval is None for fewer than 2 values."""
    x = np.asarray(values, dtype=np.float64)
    if x.size == 0:
        return math.nan, math.nan, None
    mean = float(x.mean())
    if x.size < 2:
        return mean, 0.0, None
    std = float(x.std(ddof=1))
    if std == 0.0:
        return mean, 0.0, (mean, mean)
    from scipy import stats  # imported on use: workers that only play games start faster
    low, high = stats.t.interval(confidence, x.size - 1, loc=mean, scale=std / math.sqrt(x.size))
    return mean, std, (float(low), float(high))


def histogram(values: Iterable[int]) -> dict[int, int]:
    """Return {value: count} in increasing value order."""
    return dict(sorted(Counter(int(v) for v in values).items()))


def opener_shares(guesses: Iterable[Sequence[str]], top: int = 10, depth: int = 2) -> list[dict]:
    """Return the most frequent opening sequences (first `depth` guesses) with counts and shares.

    Ties in frequency are listed alphabetically, so the list is deterministic.
    """
    return top_openings(Counter(" ".join(g[:depth]) for g in guesses), top)


def top_openings(openings: Counter, top: int = 10) -> list[dict]:
    """Return the `top` most frequent openings of {opening: count} with counts and shares (ties alphabetical)."""
    total = sum(openings.values())
    ranked = sorted(openings.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    return [{"guesses": k, "count": c, "share": c / total} for k, c in ranked]


def describe(turns: Sequence[int] | np.ndarray, first_solved: Sequence[int] | np.ndarray,
             won: Sequence[bool] | np.ndarray,
             guesses: Sequence[Sequence[str]] | Counter, top_openers: int = 10) -> dict:
    """Return the summary fields of a set of games.

    Parameters
    ----------
    turns : sequence of int
        Each game's score: the turn its last board was solved.
    first_solved : sequence of int
        Each game's turn of the first board solved.
    won : sequence of bool
        Whether each game finished within the guess limit.
    guesses : sequence of sequences of str, or Counter
        The games' guesses, or already the counts of their openings (first two guesses, ``"w1 w2"``).
    top_openers : int, default 10
        How many of the most frequent openings to report.

    Returns
    -------
    dict
        ``mean``, ``std``, ``sem``, ``ci95`` (the 95 % t interval of the mean, or None for fewer than two
        games), ``histogram`` (turns -> games), ``win_rate``, ``first_solved_mean`` and ``openers`` (the
        most frequent openings with their shares).
    """
    mean, std, ci = mean_ci(turns)
    return {
        "mean": mean,
        "std": std,
        "sem": std / math.sqrt(len(turns)) if len(turns) > 1 else None,
        "ci95": list(ci) if ci else None,
        "histogram": {str(k): int(v) for k, v in zip(*np.unique(np.asarray(turns, np.int64), return_counts=True))},
        "win_rate": float(np.mean(won)) if len(won) else math.nan,
        "first_solved_mean": float(np.mean(first_solved)) if len(first_solved) else math.nan,
        "openers": top_openings(guesses, top_openers) if isinstance(guesses, Counter)
        else opener_shares(guesses, top_openers),
    }


def describe_total(total: Sequence[int] | np.ndarray) -> dict:
    """Return the official score's summary fields: total_mean, total_std, total_ci95."""
    mean, std, ci = mean_ci(total)
    return {"total_mean": mean, "total_std": std, "total_ci95": list(ci) if ci else None}


def paired(a: Sequence[float] | np.ndarray, b: Sequence[float] | np.ndarray, confidence: float = CONFIDENCE) -> dict:
    """Return a paired comparison of two scores on the same games.

    Parameters
    ----------
    a, b : sequence of float
        The two scores of each game, in the same game order (lower is better: guesses).
    confidence : float, default 0.95
        The confidence level of the interval of the mean difference.

    Returns
    -------
    dict
        ``games``; ``a_better``, ``tie`` and ``b_better``, the shares of games where a is lower, equal or
        higher; ``mean_difference`` (a - b) with its t interval ``ci95``; ``differences`` (a - b -> games);
        ``wilcoxon_statistic`` and ``wilcoxon_p``, the two-sided Wilcoxon signed-rank test with zero
        differences dropped (p is 1 when every game ties).

    Raises
    ------
    ValueError
        If a and b are not one-dimensional and of equal length.
    """
    x, y = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("paired samples must be 1-d and of equal length")
    d = x - y
    n = d.size
    mean, std, ci = mean_ci(d, confidence)
    out = {
        "games": int(n),
        "a_better": float(np.mean(d < 0)) if n else math.nan,
        "tie": float(np.mean(d == 0)) if n else math.nan,
        "b_better": float(np.mean(d > 0)) if n else math.nan,
        "mean_difference": mean,
        "ci95": list(ci) if ci else None,
        "differences": {str(k): v for k, v in histogram(d.astype(np.int64)).items()},
        "wilcoxon_statistic": None,
        "wilcoxon_p": None,
    }
    if np.count_nonzero(d):
        from scipy import stats

        res = stats.wilcoxon(d, zero_method="wilcox", alternative="two-sided")
        out["wilcoxon_statistic"], out["wilcoxon_p"] = float(res.statistic), float(res.pvalue)
    elif n:
        out["wilcoxon_p"] = 1.0  # identical on every game: no evidence of a difference
    return out


def z_score(mean: float, sem: float | None, reference: float) -> float | None:
    """Return (mean - reference) in standard errors of the mean (None without an error estimate)."""
    return (mean - reference) / sem if sem else None

