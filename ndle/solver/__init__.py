"""Exact solvers, one folder per problem, and this one front for all three.

* `ndle.solver.one`: one board, the least total guesses (Selby's search, its top lists, decision trees);
* `ndle.solver.nboard`: n boards, the least expected turns;
* `ndle.solver.worst`: the least turn that finds every answer, and the shortest win forced against the host.

`ndle.solver.arguments` checks the arguments all three share. The names below are imported from their folder
the first time they are used (PEP 562), so importing one solver does not load the others.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_ONE = ("OptimalResult", "Solver", "Tree", "TreeReport", "check_tree", "optimal", "read_tree", "write_tree")
_NBOARD = ("nboard_optimal",)
_WORST = ("ForcedWin", "MultiWorstResult", "StrategyWorst", "WorstFloor", "WorstResult", "WorstSweepResult",
          "forced_win", "multi_worst", "strategy_worst", "worst_case", "worst_floor", "worst_sweep")
_WHERE = {**dict.fromkeys(_ONE, "one"), **dict.fromkeys(_NBOARD, "nboard"), **dict.fromkeys(_WORST, "worst")}
if TYPE_CHECKING:  # what type checkers and editors see: each public name from its module (`_WHERE`; a test checks)
    from ndle.solver.nboard import nboard_optimal
    from ndle.solver.one import check_tree, optimal, OptimalResult, read_tree, Solver, Tree, TreeReport, write_tree
    from ndle.solver.worst import (forced_win, ForcedWin, multi_worst, MultiWorstResult, strategy_worst, StrategyWorst,
                                   worst_case, worst_floor, worst_sweep, WorstFloor, WorstResult, WorstSweepResult)

__all__ = ["ForcedWin", "MultiWorstResult", "OptimalResult", "Solver", "StrategyWorst", "Tree", "TreeReport",
           "WorstFloor", "WorstResult", "WorstSweepResult", "check_tree", "forced_win", "multi_worst", "nboard_optimal",
           "optimal", "read_tree", "strategy_worst", "worst_case", "worst_floor", "worst_sweep", "write_tree"]


def __getattr__(name: str):
    """Return a public name, importing its folder the first time (PEP 562)."""
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """Return the public API (`__all__`)."""
    return list(__all__)
