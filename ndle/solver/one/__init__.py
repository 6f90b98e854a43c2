"""One board, least total guesses (Selby's f(H)): the exact search, its top lists over every opener, decision trees.

`search` is the front of the search (`optimal`, `Solver`); `kernels`, `bounds`, `memo`, `splits` and `order` are
its compiled parts; `openers` decides every first guess against the K-th best (its `journal` resumes a stopped
run); `trees` reads, writes and checks decision-tree files. Under answer weights (a prior): `weighted` is the
readable search, `wkernel` (with `wsearch`, its object) the compiled one, `prior_sweep` decides every opener, and
`prior` is their front (`prior_optimal`: after one opener or over every one). Keys compared in order (``worst,deepest``,
``total,beyond:4``) are `ndle.solver.lex`, which builds on this search.
"""

from ndle.solver.one.openers import SweepResult, decide, sweep
from ndle.solver.one.search import OptimalResult, Solver, check, opener_order, optimal, rank_openers
from ndle.solver.one.tree_report import TreeReport
from ndle.solver.one.trees import Tree, check_tree, read_tree, write_tree

__all__ = ["OptimalResult", "Solver", "SweepResult", "Tree", "TreeReport", "check", "check_tree", "decide",
           "opener_order", "optimal", "rank_openers", "read_tree", "sweep", "write_tree"]
