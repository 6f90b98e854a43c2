"""The exact one-board search for a per-turn cost table under a guess limit (`CostSolver`): the search a
lexicographic objective's sum keys are minimised by (`ndle.solver.lex.kernels`, the compiled part)."""

from __future__ import annotations

import numpy as np

from ndle.errors import NdleError
from ndle.solver.lex.kernels import cgrow, csolve
from ndle.solver.one.memo import INF
from ndle.solver.one.search import Solver
from ndle.solver.one.stabiliser import from_the_root
from ndle.solver.one.trees import Tree
from ndle.words import WordList


class CostSolver(Solver):
    """The exact one-board search for a per-turn cost table under a guess limit (its cache serves that table only).

    Parameters
    ----------
    words : WordList
        The word list.
    cost : numpy.ndarray
        c(d) for d = 0 .. limit, never decreasing in d (c(0) unused): the cost of an answer solved at turn d.
    limit : int
        The guess limit L.
    hard : bool
        Search hard-mode strategies.
    feedback : str, optional
        The feedback rule.
    capacity : int
        Cache positions.
    symmetry : bool
        One guess per orbit on a symmetric code space (`Solver`).
    consistent : bool
        Consistent play: at each position only the answers left may be guessed (`Solver`).
    """

    def __init__(self, words: WordList, cost: np.ndarray, limit: int, *, hard: bool = False,
                 feedback: str | None = None, capacity: int = 1 << 20, symmetry: bool = True,
                 consistent: bool = False):
        super().__init__(words, hard=hard, feedback=feedback, capacity=capacity, symmetry=symmetry, tiebreak="search",
                         consistent=consistent)
        cost = np.asarray(cost, dtype=np.int64)
        if cost.shape != (limit + 1,) or np.any(np.diff(cost[1:]) < 0) or np.any(cost[1:] < 0):
            raise NdleError(f"a cost table is c(0) .. c({limit}), never negative and never decreasing")
        self.limit = int(limit)
        self.cl = np.zeros(limit + 1, np.int64)  # by guesses left e: the cost of being found with e left
        self.cl[1:] = cost[1:][::-1]
        zero = [e for e in range(1, limit + 1) if self.cl[e] == 0]  # cl never increases with e
        self.zero = (self.context, self.all_guesses, np.int64(limit + 1))  # no answer found at no cost: no use
        if zero and not hard and not self.consistent:  # "V(H) = 0?" is the depth-only search's question (symmetry
            # off: any set H; it starts from every guess, so not in consistent play)
            from ndle.solver.worst.search import DepthSolver

            depth = DepthSolver(words, feedback=self.rule.name, symmetry=False, capacity=1 << 20)
            self.zero = (depth.context, depth.all_guesses, np.int64(zero[0]))

    def solve_node(self, H: np.ndarray, T: np.ndarray, h1: int, h2: int, d: int, beta: int = int(INF),
                   only: int = -1) -> tuple[int, int]:
        """Return (V(H) with d guesses left, a best guess) by the cost table (see `Solver.solve_node`)."""
        v, t = csolve(self.context, self.cl, H, T, h1, h2, d, beta, self.hard, np.int64(only),
                      np.int64(self.context.npat), self.zero)
        return int(v), int(t)

    def evaluate(self, opener: int, max_guesses: int | None = None, beta: int = int(INF)) -> int:
        """Return the least weighted total after `opener` under the table's limit (>= beta: only a bound)."""
        if max_guesses is not None and max_guesses != self.limit:
            raise NdleError(f"this cost table is for {self.limit} guesses, not {max_guesses}")
        return super().evaluate(opener, self.limit, beta)

    def tree(self, opener: int, max_guesses: int | None = None) -> Tree:
        """Return a best tree after `opener` for the cost table."""
        with from_the_root(self.context):
            nodes, err = cgrow(self.context, self.cl, opener, len(self.words.answers), self.all_guesses,
                               self.limit, self.hard, self.zero)
        return self.built(nodes, err, self.limit)


__all__ = ["CostSolver"]
