"""Selby's exact search: optimal one-board strategies, their tie order, and decision-tree files."""

from ndle.solver.search import OptimalResult, Solver, optimal
from ndle.solver.trees import Tree, TreeReport, check_tree, read_tree, write_tree

__all__ = ["OptimalResult", "Solver", "Tree", "TreeReport", "check_tree", "optimal", "read_tree", "write_tree"]
