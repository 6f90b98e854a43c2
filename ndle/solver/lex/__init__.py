"""Lexicographic objectives on one board, exact: keys compared in order (``worst,deepest``, ``total,beyond:4``,
``beyond:4,total`` ...).

`search` is the front (`lex_optimal`); `cost` the exact search for a per-turn cost table (`CostSolver`), with
`kernels` its compiled part; `openers` runs a search over every first guess on workers, `journal` records each
opener decided so that a stopped run resumes; `result` is the answer (`LexResult`). The keys themselves and their
cost tables are `ndle.solver.objectives`. This package builds on the one-board search (`ndle.solver.one`) and the
depth-only search (`ndle.solver.worst`).
"""

from ndle.solver.lex.cost import CostSolver
from ndle.solver.lex.result import LexResult
from ndle.solver.lex.search import lex_optimal

__all__ = ["CostSolver", "LexResult", "lex_optimal"]
