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
from typing import TYPE_CHECKING

_ONE = ("OptimalResult", "Solver", "Tree", "TreeReport", "check_tree", "optimal", "read_tree", "write_tree")
_NBOARD = ("nboard_optimal",)
_WORST = ("ForcedWin", "MultiWorstResult", "StrategyWorst", "WorstFloor", "WorstResult", "WorstSweepResult",
          "forced_win", "multi_worst", "strategy_worst", "worst_case", "worst_floor", "worst_sweep")
_WHERE = {**dict.fromkeys(_ONE, "one"), **dict.fromkeys(_NBOARD, "nboard"), **dict.fromkeys(_WORST, "worst"),
          "LyingSolver": "lying", "exact_value": "xordle", "Solution": "solution", "solve": "front",
          "prior_optimal": "one.prior", "PriorResult": "one.prior"}
if TYPE_CHECKING:  # what type checkers and editors see: each public name from its module (`_WHERE`; a test checks)
    from ndle.solver.front import solve
    from ndle.solver.lying import LyingSolver
    from ndle.solver.nboard import nboard_optimal
    from ndle.solver.one import check_tree, optimal, OptimalResult, read_tree, Solver, Tree, TreeReport, write_tree
    from ndle.solver.one.prior import PriorResult, prior_optimal
    from ndle.solver.solution import Solution
    from ndle.solver.worst import (forced_win, ForcedWin, multi_worst, MultiWorstResult, strategy_worst, StrategyWorst,
                                   worst_case, worst_floor, worst_sweep, WorstFloor, WorstResult, WorstSweepResult)
    from ndle.solver.xordle import exact_value

__all__ = ["exact_value", "ForcedWin", "LyingSolver", "MultiWorstResult", "OptimalResult", "PriorResult", "Solution",
           "Solver", "StrategyWorst", "Tree", "TreeReport", "WorstFloor", "WorstResult", "WorstSweepResult",
           "check_tree", "forced_win", "multi_worst", "nboard_optimal", "optimal", "prior_optimal", "read_tree",
           "solve", "strategy_worst", "worst_case", "worst_floor", "worst_sweep", "write_tree"]


def __getattr__(name: str):
    """Return a public name, importing its folder the first time (PEP 562)."""
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """Return the public API (`__all__`)."""
    return list(__all__)
