"""What a strategy tree does on every answer of a word list (as `ndle.solver.one.trees.check_tree` finds it)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TreeReport:
    """What a tree does on every answer of a word list.

    Parameters
    ----------
    total : int
        The sum over all answers of the guesses needed.
    n_answers : int
        How many answers the word list has.
    histogram : dict of int to int
        How many answers are solved in each number of guesses.
    worst : int
        The most guesses any answer needs.
    """

    total: int
    n_answers: int
    histogram: dict[int, int]
    worst: int

    @property
    def mean(self) -> float:
        """Return the mean number of guesses per answer."""
        return self.total / self.n_answers

    def to_dict(self) -> dict:
        """Return the figures as a JSON-ready dict."""
        return {"total": self.total, "answers": self.n_answers, "mean": round(self.mean, 4),
                "histogram": {str(k): v for k, v in sorted(self.histogram.items())}, "worst": self.worst}
