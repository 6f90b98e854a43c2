"""Exact n-board values when the answers are weighted by a prior: `NBoardSolver`'s search in units of weight.

Each board's answer is drawn independently from the prior (repeats allowed,
as `ndle simulate --replacement` draws them, and as the uniform search assumes
with every answer equally likely), so an answer tuple weighs the product of
its answers' weights and after any feedback each board's answer is still
independent of the others', weighted by the prior over its candidates. A
position's value is its score summed over the answer tuples times their
weights,

    W(pos) = cost * mass(pos) + sum over the guess's feedback combinations of solved * W(child),

mass(pos) the product of the boards' candidate weights and `solved` the weight
of the answers the combination solves (cost: 1 for `last`, the unsolved
boards for `total`); the expected score is W / mass. The search, its memo and
its guess families are `NBoardSolver`'s; a board alone is the compiled
weighted one-board search (`ndle.solver.one.wsearch`: exact for the weights
rounded to multiples of a power of two, the total near 2 ** 50 of them),
whose optima also bound the positions
(`ndle.solver.nboard.bounds.expected_bound`); a guess is first
bounded by its feedback alone (every answer of a class but the heaviest needs
a second guess more). The weights are scaled by a power of two, the lightest
between one and two: integer weights stay exact under the one-board search's
rounding; with every weight equal each is exactly one and W is the uniform
search's integer F, computed exactly in floating point (below 2 ** 53).
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np

from ndle.errors import NdleError
from ndle.solver.nboard.bounds import SLACK, expected_bound, groups_of
from ndle.solver.nboard.families import family_rows
from ndle.solver.nboard.position import Position
from ndle.solver.nboard.search import DEFAULT_CAPACITY, NBoardSolver
from ndle.solver.nboard.static import UNLIMITED
from ndle.solver.one.wsearch import WeightedSearch, guess_bounds
from ndle.words import WordList


class WeightedNBoardSolver(NBoardSolver):
    """Exact n-board values with the answers weighted (see the module docstring); values in units of weight.

    Parameters
    ----------
    words : WordList
        The answers (candidate ids index these) and allowed guesses.
    weights : numpy.ndarray
        One positive weight per answer (probabilities or any multiple of them).
    objective : str
        ``"last"`` or ``"total"``.
    capacity, matrix, on_full, feedback, consistent
        As `NBoardSolver`'s.
    """

    compiled = False
    unit: type[int] | type[float] = float

    def __init__(self, words: WordList, weights: np.ndarray, objective: str = "last", *,
                 capacity: int = DEFAULT_CAPACITY, matrix: np.ndarray | None = None,
                 on_full: Callable[[str], None] | None = None, feedback: str = "exact", consistent: bool = False):
        w = np.asarray(weights, dtype=np.float64)
        if w.shape != (len(words.answers),) or not np.all(np.isfinite(w)) or not np.all(w > 0):
            raise NdleError(f"the answer weights must be {len(words.answers):,} positive finite numbers, one an answer")
        super().__init__(words, objective, capacity=capacity, matrix=matrix, on_full=on_full, feedback=feedback,
                         consistent=consistent)
        # equal weights become exactly one each; others are scaled by a power of two (every bit kept, so the
        # one-board search's rounding keeps integer weights exactly), the lightest in [1, 2)
        self.weights: np.ndarray = (np.ones_like(w) if np.all(w == w[0])
                                    else np.ldexp(w, -math.frexp(float(w.min()))[1] + 1))
        self.weights.setflags(write=False)
        self.one_weighted = WeightedSearch(self.matrix, self.weights, words.answer_guess, self.green)
        self.alone_weighted = WeightedSearch(self.matrix, self.weights, words.answer_guess, self.green,
                                             consistent=True) if consistent else self.one_weighted
        self._board_mass: dict[tuple[int, ...], float] = {}

    def board_mass(self, H: tuple[int, ...]) -> float:
        """Return the weight of one board's candidates."""
        m = self._board_mass.get(H)
        if m is None:
            self._board_mass[H] = m = float(self.weights[list(H)].sum())
        return m

    def mass(self, pos: Position) -> float:
        """Return the weight of a position's answer tuples (the product of its boards' candidate weights)."""
        return math.prod(self.board_mass(b) for b in pos)

    def above(self, value: float) -> float:
        """Return the least float above `value`."""
        return math.nextafter(value, math.inf)

    @staticmethod
    def child_beta(rest: float, bound: float, count: float) -> float:
        """Return the least child value v with rest + count * v >= bound."""
        return (bound - rest) / count

    def f1(self, H: tuple[int, ...]) -> float:
        """Return the least weighted total of guesses solving every answer of H on one board (no limit)."""
        if not H:
            return 0.0
        v = self._f1.get(H)
        if v is None:
            v = self.one_weighted.real(self.one_weighted.solve(np.array(H), UNLIMITED)[0])
            if not np.isfinite(v):
                raise NdleError(f"no guess separates the {len(H)} candidates {H[:3]}...")
            self._f1[H] = v
        return v

    def f_alone(self, H: tuple[int, ...]) -> float:
        """Return the exact value of a board left alone: `f1`, or in consistent play the weighted one-board
        search's of consistent play."""
        if not self.consistent or len(H) <= 2:
            return self.f1(H)
        v = self._alone.get(H)
        if v is None:
            self._alone[H] = v = self.alone_weighted.real(self.alone_weighted.solve(np.array(H), UNLIMITED)[0])
        return v

    def _one_best(self, H: tuple[int, ...]) -> int:
        """Return a best first guess of one board (the weighted one-board search's, of consistent play's if so)."""
        return self.alone_weighted.solve(np.array(H), UNLIMITED)[1]

    def _static_bound(self, pos: Position) -> float:
        """Return `expected_bound` of the boards' one-board optima, in units of weight (a hair low: rounding)."""
        group, _, disjoint = groups_of(pos)
        x = [self.f1(b) / self.board_mass(b) for b in pos]
        return expected_bound(self.objective, x, group, disjoint) * self.mass(pos) * (1 - SLACK)

    def moves(self, pos: Position, within: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, list[int],
                                                                               np.ndarray]:
        """Return `NBoardSolver.moves`: the guesses worth trying (one per family), their feedback over the union
        of candidates, that union and their first bounds, best first: each board's expected turns after the guess
        at least 1 + (the sum over its non-green classes of 2 W_i - M_i) / W, combined by `expected_bound`."""
        union = sorted(set().union(*pos))
        cand = self.allowed(union, within)
        first, R = family_rows(self.one.transposed, np.array(union, dtype=np.int64), self.green, self.n_codes, cand)
        where = {a: i for i, a in enumerate(union)}
        group, reps, disjoint = groups_of(pos)
        useless = np.ones(first.size, dtype=bool)
        turns = []  # per group: each guess's least expected solve turn of its boards
        for b in reps:
            ids = np.array(b, dtype=np.int64)
            further, splits = guess_bounds(self.matrix, first, ids, self.weights[ids], self.green)
            useless &= ~splits & ~(R[:, [where[a] for a in b]] == self.green).any(axis=1)
            turns.append(1.0 + further / self.board_mass(b))
        scale = self.mass(pos) * (1 - SLACK)
        E = np.array(turns).T.tolist()
        lbs = np.array([expected_bound(self.objective, [e[g] for g in group], group, disjoint) * scale for e in E])
        keep = np.flatnonzero(~useless)
        order = keep[np.lexsort((first[keep], lbs[keep]))]
        return first[order].astype(np.int64), R[order], union, lbs[order]


__all__ = ["WeightedNBoardSolver"]
