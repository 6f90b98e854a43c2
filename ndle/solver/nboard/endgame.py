"""Exact expectimax for small n-board positions: the least expected further turns, for `last` or `total`.

A position is the unsolved boards' candidate sets, each board's answer
uniform over its candidates and independent of the others. A guess costs one
turn (`last`: the turn the last board is solved) or one turn per unsolved
board (`total`: the sum of the boards' solve turns); a board is solved when
its answer is guessed. Guesses whose feedback is the same on every candidate
of every board are the same move, so only one of each such family is tried
(the lowest id); a guess that tells nothing and solves nothing is never
tried. The guess limit is ignored (expected turns only).
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from ndle.errors import NdleError
from ndle.solver.nboard.position import Position


class Endgame:
    """Exact values of small positions over a fixed set of allowed guesses, memoised across calls."""

    def __init__(self, matrix: np.ndarray, guesses: np.ndarray, objective: str = "last", limit: int = 200_000, *,
                 green: int):
        if objective not in ("last", "total"):
            raise NdleError(f"unknown objective {objective!r}; choose last or total")
        self.matrix, self.objective, self.limit = matrix, objective, limit
        self.green = int(green)  # the all-green code of the matrix's words
        self.guesses = np.asarray(guesses, dtype=np.int64)
        self.memo: dict[Position, tuple[float, int]] = {}

    def moves(self, pos: Position) -> tuple[np.ndarray, np.ndarray, list[int]]:
        """Return one guess per distinct feedback signature over the position's candidates (the lowest id),
        the boards' candidates first, then by the number of feedback classes (most first); with their
        feedback rows over the candidates and those candidates (sorted)."""
        union = sorted(set(itertools.chain.from_iterable(pos)))
        rows = self.matrix[np.ix_(self.guesses, np.asarray(union))]
        base = self.green + 1
        if base ** len(union) < 2**63:  # one int64 key per row
            _, first = np.unique(rows.astype(np.int64) @ (base ** np.arange(len(union), dtype=np.int64)),
                                 return_index=True)
        else:
            _, first = np.unique(rows, axis=0, return_index=True)
        first = np.sort(first)
        rows = rows[first]
        classes = (np.diff(np.sort(rows, axis=1), axis=1) != 0).sum(axis=1)
        solves = (rows == self.green).any(axis=1)
        order = np.lexsort((first, -classes, ~solves))
        return self.guesses[first[order]], rows[order], union

    def lower_bound(self, pos: Position) -> float:
        """Return a lower bound of a position's value: a guess solves at most one of pairwise disjoint boards."""
        k = len(pos)
        disjoint = sum(map(len, pos)) == len(set(itertools.chain.from_iterable(pos)))
        if self.objective == "last":
            return float(k if disjoint else min(k, 1))
        return k * (k + 1) / 2 if disjoint else float(k)

    def solve(self, pos: Position) -> tuple[float, int]:
        """Return (least expected further cost, a best guess id; -1 when nothing is left) of a position."""
        if not pos:
            return 0.0, -1
        if (hit := self.memo.get(pos)) is not None:
            return hit
        if len(self.memo) >= self.limit:
            raise NdleError(f"the exact endgame grew beyond {self.limit} positions")
        best, best_guess = math.inf, -1
        guesses, rows, union = self.moves(pos)
        for g, row in zip(guesses.tolist(), rows.tolist()):
            v = self._value(pos, dict(zip(union, row)), best)
            if v < best:
                best, best_guess = v, g
        self.memo[pos] = (best, best_guess)
        return best, best_guess

    def guess_value(self, pos: Position, guess: int, bound: float = math.inf) -> float:
        """Return the expected further cost of playing `guess` and then the best (>= bound: only a lower bound;
        inf for a guess that tells nothing and solves nothing)."""
        union = sorted(set(itertools.chain.from_iterable(pos)))
        return self._value(pos, dict(zip(union, self.matrix[guess, union].tolist())), bound)

    def _value(self, pos: Position, code: dict[int, int], bound: float) -> float:
        cost = 1.0 if self.objective == "last" else float(len(pos))
        splits = [self._split(b, code, self.green) for b in pos]
        if all(len(s) == 1 and s[0][1] == b for s, b in zip(splits, pos)):
            return math.inf
        outcomes = []
        for combo in itertools.product(*splits):
            child = tuple(sorted(part for _, part in combo if part))
            outcomes.append((math.prod(q for q, _ in combo), child))
        bound_now = cost + sum(p * self.lower_bound(child) for p, child in outcomes)
        for p, child in outcomes:
            if bound_now >= bound:
                return bound_now
            bound_now += p * (self.solve(child)[0] - self.lower_bound(child))
        return bound_now

    @staticmethod
    def _split(board: tuple[int, ...], code: dict[int, int], green: int) -> list[tuple[float, tuple[int, ...]]]:
        """Return (probability, remaining candidates; empty when solved) per feedback class of one board."""
        groups: dict[int, list[int]] = {}
        for a in board:
            groups.setdefault(code[a], []).append(a)
        m = len(board)
        return [(len(part) / m, () if c == green else tuple(part)) for c, part in sorted(groups.items())]
