"""A position's guesses and what each leads to, for the n-board search (`ndle.solver.nboard.search`): the guesses worth
trying (one per feedback family) with their first bounds, the child positions of a guess, and the bounds after it.
"""

from __future__ import annotations

import itertools
import math
import time
from collections import Counter
from typing import TYPE_CHECKING, Callable

import numpy as np

from ndle.errors import OutOfTime
from ndle.solver.nboard.bounds import ceil_bound, ceil_bounds, groups_of
from ndle.solver.nboard.families import family_rows
from ndle.solver.nboard.first import guess_bounds
from ndle.solver.nboard.position import Position, tuples_of
from ndle.solver.nboard.static import NOTHING, board_arrays, fits, static_bounds

if TYPE_CHECKING:
    from ndle.solver.one import Solver

INF = 1 << 62  # no value (F values are Python integers, exact at any size)
Value = int | float  # a position's value: an exact integer F (equal weights) or a weighted float sum


def _orderings(combo: tuple[int, ...]) -> int:
    """Return the number of distinct orderings of a sorted tuple (k! over the factorials of its repeats)."""
    return math.factorial(len(combo)) // math.prod(math.factorial(n) for n in Counter(combo).values())


class Expansion:
    """`NBoardSolver`'s side that expands positions (it reads the solver's matrix, objective and bounds)."""

    if TYPE_CHECKING:  # what it reads of the solver (`ndle.solver.nboard.search.NBoardSolver`)
        one: Solver
        matrix: np.ndarray
        green: int
        n_codes: int
        objective: str
        weights: np.ndarray | None
        compiled: bool
        consistent: bool
        _every: np.ndarray

        def bound(self, pos: Position) -> Value: ...

        def known_bound(self, pos: Position) -> Value: ...

        mass: Callable[[Position], Value]

    deadline: float = math.inf  # a `time.process_time` time past which the search stops (`NBoardSolver`)

    def _in_time(self) -> None:
        """Raise OutOfTime once the deadline is past."""
        if self.deadline < math.inf and time.process_time() > self.deadline:
            raise OutOfTime

    def allowed(self, union: list[int], within: np.ndarray | None = None) -> np.ndarray:
        """Return the guesses a position of these candidates allows (ascending): every guess, or `within` (see
        `solve`); in consistent play its candidates (`within` then ignored: a family's lowest guess there may not
        be a candidate here, while another of the family is)."""
        if self.consistent:
            return np.unique(np.asarray(self.one.words.answer_guess)[union]).astype(np.int64)
        return self._every if within is None else within

    def moves(self, pos: Position, within: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, list[int],
                                                                               np.ndarray]:
        """Return the guesses worth trying (one per feedback family, lowest id; best bound first), their
        feedback over the union of candidates, that union, and each guess's lower bound of F (`within`: as
        `solve`'s)."""
        union = sorted(set().union(*pos))
        cand = self.allowed(union, within)
        first, R = family_rows(self.one.transposed, np.array(union, dtype=np.int64), self.green, self.n_codes, cand)
        where = {a: i for i, a in enumerate(union)}
        group, reps, disjoint = groups_of(pos)  # guess_bounds scans each group's set once
        cols = np.array([where[a] for b in reps for a in b], dtype=np.int64)
        starts = np.cumsum([0] + [len(b) for b in reps]).astype(np.int64)
        mult = np.bincount(group).astype(np.int64)
        lbs, s2, useless = guess_bounds(R, cols, starts, mult, self.green, self.n_codes, self.objective == "last",
                                        disjoint)
        N = tuples_of(pos)
        if N < 1 << 52:
            F_lb = ceil_bounds(lbs * float(N))
        else:  # beyond float's integers: Python integers, one by one
            F_lb = np.array([ceil_bound(x * N) for x in lbs.tolist()], dtype=np.int64)
        keep = np.flatnonzero(~useless)
        order = keep[np.lexsort((first[keep], s2[keep], F_lb[keep]))]
        return first[order].astype(np.int64), R[order], union, F_lb[order]

    def children(self, pos: Position, row, union) -> dict[Position, float]:
        """Return the positions a guess with feedback `row` over `union` leads to, with their multiplicities (the
        feedback combinations leading to each). Boards on one candidate set are enumerated as multisets of its
        classes, each weighted by its orderings."""
        code = dict(zip(union, np.asarray(row).tolist()))
        choices = []  # per group of equal boards: (orderings, the classes its boards fall in)
        for b, k in Counter(pos).items():
            parts: dict[int, list[int]] = {}
            for a in b:
                parts.setdefault(code[a], []).append(a)
            split = [() if c == self.green else tuple(p) for c, p in parts.items()]
            hit = None if self.weights is None or self.green not in parts else [  # weighted: a solved answer's weight
                float(self.weights[p[0]]) if c == self.green else 1.0 for c, p in parts.items()]
            choices.append([(_orderings(combo) if hit is None else _orderings(combo) * math.prod(hit[i] for i in combo),
                             tuple(split[i] for i in combo))
                            for combo in itertools.combinations_with_replacement(range(len(split)), k)])
        kids: dict[Position, float] = {}
        for pick in itertools.product(*choices):
            key = tuple(sorted(p for _, group in pick for p in group if p))
            kids[key] = kids.get(key, 0) + math.prod(w for w, _ in pick)
        return kids

    def children_by_product(self, pos: Position, row, union) -> Counter:
        """Return `children` by enumerating every combination of the boards' classes (the readable reference)."""
        code = dict(zip(union, np.asarray(row).tolist()))
        splits = []
        for b in pos:
            parts: dict[int, list[int]] = {}
            for a in b:
                parts.setdefault(code[a], []).append(a)
            splits.append([() if c == self.green else tuple(p) for c, p in parts.items()])
        return Counter(tuple(sorted(filter(None, combo))) for combo in itertools.product(*splits))

    def _bounded(self, pos: Position, row, union, N: Value, memo: bool = True):
        """Return (children with multiplicities and bounds, F's lower bound after the guess), or None for a
        guess that changes nothing; `memo` False: static bounds only (the same in every process)."""
        kids = self.children(pos, row, union)
        if len(kids) == 1 and next(iter(kids)) == pos:
            return None
        cost = N if self.objective == "last" else N * len(pos)
        value = self.known_bound if memo else self.bound
        items = [(cnt, child, value(child)) for child, cnt in kids.items()]
        return items, cost + sum(cnt * lb for cnt, _, lb in items)

    def _after_known(self, pos: Position, row, union, N: Value, memo: bool = True) -> Value:
        """Return F's lower bound after a guess from its children's known (`memo` False: static) bounds (INF: it
        changes nothing)."""
        got = self._bounded(pos, row, union, N, memo)
        return INF if got is None else got[1]

    def after_bound(self, pos: Position, guess: int) -> Value:
        """Return a lower bound of F after `guess` from its children's static bounds (INF: it changes nothing)."""
        if self.compiled and self.objective == "last" and fits(pos):
            fast = int(static_bounds(self, board_arrays(pos), [guess])[0])
            if fast >= 0 or fast == NOTHING:
                return INF if fast == NOTHING else fast
        union = sorted(set().union(*pos))
        return self._after_known(pos, self.matrix[guess, union], union, self.mass(pos), memo=False)
