"""The worst case: the least turn that finds every answer whatever it is, and the least line that forces a win.

`search` is the one-board worst case (`worst_case`) and `openers` decides it for every first guess; `multi` is
the n-board worst case and `floor` its lower bound from two counts; `play` is a given strategy's exact worst case;
`forced` is the shortest forced win against the deterministic host of `ndle.adversary`. `kernels` and
`multi_kernels` are their compiled parts.
"""

from ndle.solver.worst.floor import WorstFloor, floor_from_counts, worst_floor
from ndle.solver.worst.forced import ForcedWin, forced_win
from ndle.solver.worst.multi import BoardsSearch, MultiWorstResult, multi_worst
from ndle.solver.worst.openers import WorstSweepResult, worst_sweep
from ndle.solver.worst.play import StrategyWorst, strategy_worst
from ndle.solver.worst.search import DepthSolver, WorstResult, worst_case

__all__ = ["BoardsSearch", "DepthSolver", "ForcedWin", "MultiWorstResult", "StrategyWorst", "WorstFloor", "WorstResult",
           "WorstSweepResult", "floor_from_counts", "forced_win", "multi_worst", "strategy_worst", "worst_case",
           "worst_floor", "worst_sweep"]
