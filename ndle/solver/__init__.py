"""Selby's exact search: optimal one-board strategies, their tie order, and decision-tree files."""

from ndle.solver.search import OptimalResult, Solver, optimal
from ndle.solver.trees import Tree, TreeReport, check_tree, read_tree, write_tree
from ndle.solver.worst import WorstResult, worst_case
from ndle.solver.worst_sweep import WorstSweepResult, worst_sweep

__all__ = ["OptimalResult", "Solver", "Tree", "TreeReport", "WorstResult", "WorstSweepResult", "check_tree", "optimal",
           "read_tree", "worst_case", "worst_sweep", "write_tree"]
