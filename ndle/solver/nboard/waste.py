"""Waste-aware bounds: how well k disjoint boards can be solved on k consecutive turns without a wasted guess.

Boards with pairwise disjoint candidate sets are solved on distinct turns, so
the last one falls on turn k + W, W the turns that solve no board, and the
sum of their solve turns is at least k(k + 1)/2 plus one for every board still
unsolved after the first wasted turn. Both need only the guesses that can hit,
the candidates themselves, so they are computed exactly by a small recursion:

* `clean_chance` Q: the largest probability, over all strategies, that no turn
  is wasted before the last board is solved; then E[last] >= k + 1 - Q;
* `clean_solves` J: the largest expected number of boards solved before the
  first wasted turn; then E[total] >= k(k + 1)/2 + k - J.

A turn that hits board b (probability 1/|H_b| for a candidate of b) leaves the
other boards split by that guess's feedback; a miss ends the clean run.
Values are memoised per position; Q of two, three or four boards comes from
`ndle.solver.nboard.clean` (compiled).
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from ndle.solver.nboard.clean import clean2, clean3, clean4


class Waste:
    """Q and J of disjoint positions on one pattern matrix (answer ids index its columns)."""

    def __init__(self, matrix: np.ndarray, answer_guess: np.ndarray):
        self.matrix, self.ag = matrix, answer_guess
        self._q: dict = {}
        self._j: dict = {}
        self._ag = np.asarray(answer_guess, dtype=np.int64)
        self._codes = int(matrix.max()) + 1

    def _after(self, guess: int, others) -> list[tuple[int, tuple]]:
        """Return (answer tuples, position) of the other boards after a guess, one per feedback combination."""
        splits = []
        row = self.matrix[guess]
        for board in others:
            parts: dict[int, list[int]] = {}
            for a in board:
                parts.setdefault(int(row[a]), []).append(a)
            splits.append(list(parts.values()))
        return [(math.prod(len(p) for p in combo), tuple(sorted(tuple(p) for p in combo)))
                for combo in itertools.product(*splits)]

    def clean_chance(self, pos) -> float:
        """Return the largest probability of solving the boards of a disjoint position on consecutive turns."""
        if len(pos) <= 1:
            return 1.0 / len(pos[0]) if pos else 1.0
        hit = self._q.get(pos)
        if hit is not None:
            return hit
        if len(pos) <= 4:
            arrays = [np.asarray(b, dtype=np.int64) for b in pos]
            q = (clean2, clean3, clean4)[len(pos) - 2](self.matrix, self._ag, *arrays, self._codes)  # type: ignore[call-arg]  # numba kernels
            self._q[pos] = q
            return q
        return self._q.setdefault(pos, self.clean_chance_general(pos))

    def clean_chance_general(self, pos) -> float:
        """Return `clean_chance` by the general recursion (any number of boards; the readable reference)."""
        best = 0.0
        for b in sorted(range(len(pos)), key=lambda i: len(pos[i])):
            board = pos[b]
            if 1.0 / len(board) <= best:
                break  # a hit on this board (or a larger one) is no likelier than the best so far
            others = pos[:b] + pos[b + 1:]
            n = math.prod(len(o) for o in others)
            for a in board:
                v = sum(c * self.clean_chance(child) for c, child in self._after(int(self.ag[a]), others))
                best = max(best, v / (n * len(board)))
        return best

    def clean_solves(self, pos) -> float:
        """Return the largest expected number of boards of a disjoint position solved before a wasted turn."""
        if len(pos) <= 1:
            return 1.0 / len(pos[0]) if pos else 0.0
        hit = self._j.get(pos)
        if hit is not None:
            return hit
        best = 0.0
        k = len(pos)
        for b in sorted(range(k), key=lambda i: len(pos[i])):
            board = pos[b]
            if k / len(board) <= best:
                break  # at most k boards, each hit no likelier than 1/|H_b|
            others = pos[:b] + pos[b + 1:]
            n = math.prod(len(o) for o in others)
            for a in board:
                v = sum(c * self.clean_solves(child) for c, child in self._after(int(self.ag[a]), others))
                best = max(best, (1.0 + v / n) / len(board))
        self._j[pos] = best
        return best
