"""The summary of games against every answer (tuple): mean, deviation, histogram and failures, counted over the
games or, under an answer prior, weighted by the chance of each game's answers."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import numpy as np


def histogram_of(turns: np.ndarray) -> dict[int, int]:
    """Return turns -> games, from 1 to the largest (zeros included)."""
    counts = Counter(np.asarray(turns).tolist())
    return {t: counts.get(t, 0) for t in range(1, max(counts, default=0) + 1)}


def _std(x: np.ndarray) -> float:
    return float(x.std(ddof=1)) if len(x) > 1 else 0.0


def _weighted(x: np.ndarray, weights: np.ndarray) -> tuple[float, float]:
    """Return the mean and standard deviation of `x` under probabilities proportional to `weights`."""
    w = np.asarray(weights, dtype=np.float64)
    mean = float(np.average(x, weights=w))
    return mean, float(np.sqrt(np.average((x - mean) ** 2, weights=w)))


@dataclass(frozen=True)
class BenchmarkResult:
    """Summary of games against every answer (tuple): mean and sample std of turns, histogram, failures (> limit).

    On several boards a game's turns are its last board's solve turn (Fetterman's score); `total_mean`,
    `total_std` and `total_histogram` summarise the sum of the boards' solve turns (the real games' score).
    A game lost (past `max_guesses`) goes on to its end: its turns count in the mean.

    Attributes
    ----------
    games : int
        How many games were played.
    mean, std : float
        The mean number of guesses and its sample standard deviation.
    histogram : dict of int to int
        Guesses -> games, from 1 to the longest game.
    failures : int
        The games that needed more than `max_guesses` guesses.
    max_guesses : int
        The guess limit.
    positions : int or None
        The decision tree's nodes (the strategy's calls), for deterministic strategies only.
    boards : int
        Boards per game.
    replacement : bool
        Every answer tuple with repeats, rather than distinct answers (several boards only).
    total_mean, total_std : float or None
        The mean and sample std of the sum of the boards' solve turns (several boards only).
    total_histogram : dict of int to int or None
        Sum of solve turns -> games (several boards only).
    failure_chance : float or None
        Under an answer prior: the chance of a failure when the answers are drawn from it. Then `mean` and
        `total_mean` are expected values under the prior (each game weighted by its answers' probabilities, the
        product of the boards' on several boards, renormalised over the games played), `std` and `total_std`
        the prior's standard deviations; the histograms and `failures` still count games.
    """

    games: int
    mean: float
    std: float
    histogram: dict[int, int]
    failures: int
    max_guesses: int
    positions: int | None = None  # decision-tree nodes (strategy calls), deterministic strategies only
    boards: int = 1
    replacement: bool = False
    total_mean: float | None = None
    total_std: float | None = None
    total_histogram: dict[int, int] | None = None
    failure_chance: float | None = None

    @classmethod
    def from_turns(cls, turns: np.ndarray, max_guesses: int, positions: int | None = None,
                   replacement: bool = False, weights: np.ndarray | None = None) -> "BenchmarkResult":
        """Return the summary of per-game turns: an array of turns (one board), or rows of each board's solve turn;
        `weights` (one per game, any positive scale): an answer prior's (see `failure_chance`)."""
        turns = np.asarray(turns)
        if turns.ndim == 2 and turns.shape[1] > 1:
            last, total = turns.max(axis=1), turns.sum(axis=1)
            one = cls.from_turns(last, max_guesses, positions, weights=weights)
            mean, std = (float(total.mean()), _std(total)) if weights is None else _weighted(total, weights)
            return replace(one, boards=turns.shape[1], replacement=bool(replacement), total_mean=mean,
                           total_std=std, total_histogram=histogram_of(total))
        turns = turns.reshape(-1)
        failed = turns > max_guesses
        if weights is not None:
            mean, std = _weighted(turns, weights)
            chance = float(np.average(failed, weights=np.asarray(weights, dtype=np.float64)))
            return cls(len(turns), mean, std, histogram_of(turns), int(failed.sum()), max_guesses, positions,
                       failure_chance=chance)
        return cls(len(turns), float(turns.mean()), _std(turns), histogram_of(turns),
                   int(failed.sum()), max_guesses, positions)

    def to_dict(self) -> dict:
        d = {"mean": self.mean, "std": self.std, "histogram": {str(k): v for k, v in self.histogram.items()},
             "failures": self.failures, "games": self.games, "max_guesses": self.max_guesses}
        if self.positions is not None:
            d["positions"] = self.positions
        if self.failure_chance is not None:
            d["failure_chance"] = self.failure_chance
        if self.boards > 1 and self.total_histogram is not None:  # kept on several boards
            d.update(boards=self.boards, replacement=self.replacement, total_mean=self.total_mean,
                     total_std=self.total_std, total_histogram={str(k): v for k, v in self.total_histogram.items()})
        return d


__all__ = ["BenchmarkResult", "histogram_of"]
