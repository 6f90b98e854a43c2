"""Exact solvers, one folder per problem, and one front for them all: `solve` (`ndle.solve`) takes a game and
chooses the search that answers for exactly that game (`ndle.solver.front`), or refuses with UnsupportedGameError.

* `ndle.solver.one`: one board, the least total guesses (Selby's search, its top lists, decision trees), and the
  least expected guesses under a prior;
* `ndle.solver.nboard`: n boards, the least expected turns;
* `ndle.solver.worst`: the least turn that finds every answer, and the shortest win forced against the host;
* `ndle.solver.lying`: one board whose rows lie (Fibble), on tiny lists;
* `ndle.solver.xordle`: Xordle's least expected guesses, on small lists.

`ndle.solver.arguments` checks the arguments they share, and refuses a game a search does not honour. The names
below are imported from their folder the first time they are used (PEP 562), so importing one solver does not load
the others.
"""

from __future__ import annotations

import importlib

_ONE = ("OptimalResult", "Solver", "Tree", "TreeReport", "check_tree", "optimal", "read_tree", "write_tree")
_NBOARD = ("nboard_optimal",)
_WORST = ("ForcedWin", "MultiWorstResult", "StrategyWorst", "WorstFloor", "WorstResult", "WorstSweepResult",
          "forced_win", "multi_worst", "strategy_worst", "worst_case", "worst_floor", "worst_sweep")
_FRONT = ("Solution", "solve")
_WHERE = {**dict.fromkeys(_ONE, "one"), **dict.fromkeys(_NBOARD, "nboard"), **dict.fromkeys(_WORST, "worst"),
          "LyingSolver": "lying", "exact_value": "xordle", "Solution": "solution", "solve": "front",
          "prior_optimal": "one.prior", "PriorResult": "one.prior"}
__all__ = sorted(_WHERE)


def __getattr__(name: str):
    """Return a public name, importing its folder the first time (PEP 562)."""
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """Return the public API (`__all__`)."""
    return list(__all__)
