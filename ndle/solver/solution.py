"""What `ndle.solve` answers: the search it chose, the value in the objective's unit, a best guess, that search's own
result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

SEARCHES = {
    "one": "Selby's least-total search after an opener (ndle.solver.one.optimal)",
    "sweep": "the complete top list over every opener (ndle.solver.one.sweep)",
    "prior": "the least expected guesses under a prior (ndle.solver.one.prior)",
    "nboard": "the n-board expected score (ndle.solver.nboard.nboard_optimal)",
    "worst": "the worst case after an opener (ndle.solver.worst.worst_case)",
    "worst_classes": "the worst case by one opener per symmetry class (ndle.solver.worst.classes)",
    "worst_sweep": "the worst case over every opener (ndle.solver.worst.worst_sweep)",
    "multi_worst": "the n-board worst case (ndle.solver.worst.multi_worst)",
    "forced": "the shortest win forced against the absurdle host (ndle.solver.worst.forced_win)",
    "lying": "the exact search of rows that lie (ndle.solver.lying)",
    "xordle": "Xordle's exact search (ndle.solver.xordle.exact_value)",
    "lex": "a lexicographic objective on one board (ndle.solver.lex.lex_optimal)",
}


@dataclass(frozen=True)
class Solution:
    """The answer of `ndle.solve` for one game.

    Attributes
    ----------
    game : str
        The game answered for (`Game.describe`).
    search : str
        The search that answered (a key of `SEARCHES`).
    objective : str
        ``expected`` (one board's expected guesses), ``last`` or ``total`` (n boards' expected score), ``worst``
        (the least turn that finds every answer) or ``forced`` (the shortest forced win against the host), or a
        lexicographic list of keys (``worst,deepest``: the value is the first key's).
    value : float
        The answer in the objective's unit, from the position (`nan` when the search decided nothing).
    guess : str or None
        A best next guess (the opener from the empty board).
    proven : bool
        The value is proven (a search cut short or a heuristic width gives a bound).
    result : object
        The chosen search's own result (`OptimalResult`, `SweepResult`, `NBoardResult`, `WorstResult`, ...).
    totals : object, optional
        With ``worst`` over every opener: the complete top list of least totals within the worst case
        (`SweepResult`), when asked for.
    """

    game: str
    search: str
    objective: str
    value: float
    guess: str | None
    proven: bool
    result: Any
    totals: Any = None

    def to_dict(self) -> dict:
        """Return the solution as a JSON-ready dict (the search's own result under ``result``)."""
        inner = self.result.to_dict() if hasattr(self.result, "to_dict") else self.result
        return {"game": self.game, "search": self.search, "objective": self.objective, "value": self.value,
                "guess": self.guess, "proven": self.proven, "result": inner,
                **({"totals": self.totals.to_dict()} if self.totals is not None else {})}
