"""The exact search's result for one opener: its total over all answers, its histogram and its tree."""

from __future__ import annotations

from dataclasses import dataclass, field

from ndle.solver.one.trees import Tree


@dataclass(frozen=True)
class OptimalResult:
    """The best strategy found for one opener: its total over all answers and its tree.

    `proven` is true when `total` is the exact optimum for this opener (exhaustive
    search); with a heuristic `width` it is only an upper bound.

    Parameters
    ----------
    words : str
        The word list's name.
    opener : str
        The first guess of the strategy.
    total : int
        The sum over all answers of the guesses needed (the tree's total).
    n_answers : int
        How many answers the word list has.
    histogram : dict of int to int
        How many answers are solved in each number of guesses.
    max_guesses : int
        The guess limit searched under.
    hard : bool
        Whether the search was in hard mode.
    width : int
        The heuristic width (0: exhaustive search).
    proven : bool
        Whether `total` is the proven optimum for this opener.
    seconds : float
        The search's wall time.
    tree : Tree, optional
        The strategy tree (None when it was not kept).
    ranking : tuple of (str, int, bool)
        ``(opener, total, proven)`` for each opener tried, best first (empty when one opener was searched).
    consistent : bool
        Whether every guess was a possible answer (consistent play); `to_dict` names it only when set.
    """

    words: str
    opener: str
    total: int
    n_answers: int
    histogram: dict[int, int]
    max_guesses: int
    hard: bool
    width: int
    proven: bool
    seconds: float
    tree: Tree | None = field(default=None, repr=False)
    ranking: tuple[tuple[str, int, bool], ...] = ()  # (opener, total, proven) for each opener tried
    consistent: bool = False

    @property
    def mean(self) -> float:
        """Return the mean number of guesses per answer."""
        return self.total / self.n_answers

    @property
    def worst(self) -> int:
        """Return the most guesses any answer needs."""
        return max(self.histogram)

    def to_dict(self) -> dict:
        """Return the figures as a JSON-ready dict."""
        d = {"words": self.words, "opener": self.opener, "total": self.total, "answers": self.n_answers,
             "mean": round(self.mean, 4), "histogram": {str(k): v for k, v in sorted(self.histogram.items())},
             "worst": self.worst, "max_guesses": self.max_guesses, "hard": self.hard, "width": self.width,
             "proven": self.proven, "seconds": round(self.seconds, 3)}
        if self.consistent:
            d["consistent"] = True
        if self.ranking:
            d["ranking"] = [{"opener": w, "total": t, "mean": round(t / self.n_answers, 4), "proven": p}
                            for w, t, p in self.ranking]
        return d
