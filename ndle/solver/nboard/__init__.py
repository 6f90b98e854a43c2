"""n boards, least expected turns: the exact search over positions of candidate sets, its bounds and root rankings.

`optimal` is the front (`nboard_optimal`, `start_from`); `position` is what a position is; `search` is the
solver (`NBoardSolver`) over `moves` (one guess per feedback family), bounded by `bounds`, `static`, `first`,
`fast`, `clean` and `waste`; `root` ranks every guess of a position over rounds and jobs; `endgame` is the
small-position expectimax the strategies use; `weighted` is the search with the answers weighted by a prior
(`WeightedNBoardSolver`).
"""

from ndle.solver.nboard.endgame import Endgame
from ndle.solver.nboard.optimal import NBoardResult, Start, nboard_optimal, start_from
from ndle.solver.nboard.root import Ranking, rank
from ndle.solver.nboard.position import Position, canonical, tuples_of
from ndle.solver.nboard.search import NBoardSolver
from ndle.solver.nboard.weighted import WeightedNBoardSolver

__all__ = ["Endgame", "NBoardResult", "NBoardSolver", "Position", "Ranking", "Start", "WeightedNBoardSolver",
           "canonical", "nboard_optimal", "rank", "start_from", "tuples_of"]
