"""The best strategy for a lexicographic objective on one board, as `ndle.solver.lex.lex_optimal` returns it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ndle.solver.objectives import describe
from ndle.solver.one.trees import Tree


@dataclass(frozen=True)
class LexResult:
    """The best strategy for a lexicographic objective, one board.

    Attributes
    ----------
    words : str
        The word list's name.
    objective : tuple of str
        The keys, first compared first.
    opener : str
        The best strategy's first guess.
    values : dict of str to int
        Each key's value for it (proven optimal, key by key in order).
    n_answers : int
        The answers.
    histogram : dict of int to int
        Answers solved at each turn.
    max_guesses : int
        The limit searched under (``worst``'s value when it is a key).
    hard : bool
        Hard mode.
    openers : int
        First guesses searched (one per symmetry class on a whole code space with ``all``).
    seconds : float
        Wall time.
    tree : Tree, optional
        The strategy.
    proven : bool
        Every key proven optimal.
    consistent : bool
        Consistent play: every guess a possible answer (`to_dict` names it only when set).
    """

    words: str
    objective: tuple[str, ...]
    opener: str
    values: dict[str, int]
    n_answers: int
    histogram: dict[int, int]
    max_guesses: int
    hard: bool
    openers: int
    seconds: float
    tree: Tree | None = field(default=None, repr=False)
    proven: bool = True
    consistent: bool = False

    @property
    def total(self) -> int:
        """Return the sum over the answers of the guesses each needs."""
        return sum(d * c for d, c in self.histogram.items())

    @property
    def mean(self) -> float:
        """Return the mean guesses per answer."""
        return self.total / self.n_answers

    def to_dict(self) -> dict:
        """Return the figures as a JSON-ready dict."""
        return {"words": self.words, "objective": describe(self.objective), "opener": self.opener,
                "values": dict(self.values), "answers": self.n_answers, "total": self.total,
                "mean": round(self.mean, 4), "histogram": {str(k): v for k, v in sorted(self.histogram.items())},
                "max_guesses": self.max_guesses, "hard": self.hard, "openers": self.openers, "proven": self.proven,
                "seconds": round(self.seconds, 3)} | ({"consistent": True} if self.consistent else {})


__all__ = ["LexResult"]
