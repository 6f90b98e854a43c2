"""Readable references of the exact one-board search under an answer prior, which the tests hold the compiled one
(`ndle.solver.one.wsearch.WeightedSearch`) and the players to: a branch and bound in plain numpy with a dictionary
memo, and a plain expectimax over every guess.

With candidate weights w (any positive scale), a strategy's cost T(C) is the sum over the candidates of weight times
the guesses it takes; the optimum satisfies

    T(C) = W(C) + min over guesses g of the sum of T(C_i) over g's feedback classes C_i, the all-green one left out

with W(C) the candidates' total weight (every answer pays for this guess), and the expected number of guesses is
T / W. With equal weights it is Selby's least total (`ndle.solver.one.search`). The search is a depth-first
branch and bound over every allowed guess that splits the candidates or may be the answer: each guess's lower bound,
``W + sum_i (2 W_i - M_i)`` over its classes (every answer needs one more guess, all but the heaviest of a class one
more still; ``M_i`` the heaviest weight in class i), orders the guesses and cuts off those that cannot beat the best
so far (a cut-off child returns no guess, so a rounded bound is never taken for a value); values are memoised by
candidate set and guesses left.
"""

from __future__ import annotations

import numpy as np

from ndle.patterns.codes import all_green
from ndle.solver.one.wsearch import guess_bounds


class WeightedSolver:
    """Least expected guesses on one board under answer weights, exact, with a guess limit."""

    def __init__(self, matrix: np.ndarray, weights: np.ndarray, answer_guess: np.ndarray, length: int,
                 guesses: np.ndarray | None = None, solved: int | None = None):
        self.matrix, self.weights = matrix, np.asarray(weights, dtype=np.float64)
        self.guesses = np.arange(matrix.shape[0]) if guesses is None else np.asarray(guesses)
        self.allowed = np.zeros(matrix.shape[0], dtype=bool)
        self.allowed[self.guesses] = True
        self.answer_guess, self.green = answer_guess, all_green(length) if solved is None else int(solved)
        self.memo: dict[tuple[bytes, int], tuple[float, int]] = {}
        self.nodes = 0

    def solve(self, candidates: np.ndarray, guesses_left: int, beta: float = np.inf) -> tuple[float, int]:
        """Return (T, best guess) for sorted candidates with `guesses_left` guesses (inf, -1 if impossible); a value
        at or above `beta` is only a lower bound (the search stopped there)."""
        c = np.asarray(candidates, dtype=np.int64)
        w = self.weights[c]
        W = float(w.sum())
        if len(c) == 0:
            return 0.0, -1
        if guesses_left <= 0:
            return np.inf, -1
        if len(c) == 1:
            return W, int(self.answer_guess[c[0]])
        if guesses_left == 1:
            return np.inf, -1
        if len(c) == 2:  # the heavier first: one guess for it, two for the other
            first = int(np.argmax(w))
            return W + float(w[1 - first]), int(self.answer_guess[c[first]])
        key = (c.tobytes(), guesses_left)
        if (hit := self.memo.get(key)) is not None and (hit[1] >= 0 or hit[0] >= beta):
            return hit
        self.nodes += 1
        best, best_g = self._search(c, w, W, guesses_left, beta)
        if best_g >= 0 or best >= beta:
            self.memo[key] = (best, best_g)
        return best, best_g

    def _search(self, c: np.ndarray, w: np.ndarray, W: float, left: int, beta: float) -> tuple[float, int]:
        """Return the branch and bound's (value, guess) of one position (value >= beta: a bound, guess -1): the
        candidates' own guesses first; the others (each answer then needs two guesses at least: a bound of 2 W)
        only while the best so far is above 2 W."""
        mine = np.unique(self.answer_guess[c])
        mine = mine[self.allowed[mine]]
        bound, _ = guess_bounds(self.matrix, mine, c, w, self.green)
        best, best_g, limit = self._expand(c, W, left, beta, mine, bound)
        if limit > 2 * W:
            others = self.guesses[~np.isin(self.guesses, mine)]
            bound, useful = guess_bounds(self.matrix, others, c, w, self.green)
            v, g, limit = self._expand(c, W, left, limit, others[useful], bound[useful])
            if g >= 0:
                best, best_g = v, g
        return (best, best_g) if best_g >= 0 else (limit, -1)

    def _expand(self, c: np.ndarray, W: float, left: int, limit: float, rows: np.ndarray, bound: np.ndarray
                ) -> tuple[float, int, float]:
        """Return (value, guess, new limit) of the best of `rows` below `limit`, tried in order of their bounds
        (guess -1 if none is below it)."""
        best, best_g = np.inf, -1
        for i in np.lexsort((rows, bound)):
            if W + bound[i] >= limit:
                break  # this guess and every later one (by bound) cannot beat the best so far
            total, cut, codes = W, False, self.matrix[rows[i], c]
            for code in np.unique(codes):
                if code == self.green:
                    continue
                v, g = self.solve(c[codes == code], left - 1, limit - total)
                total += v
                if g < 0 or total >= limit:  # the class's search was cut off (or is impossible)
                    cut = True
                    break
            if not cut and total < best:
                best, best_g, limit = total, int(rows[i]), total
        return best, best_g, limit

    def after(self, guess: int, candidates: np.ndarray, guesses_left: int) -> float:
        """Return the least weighted total of guesses when `guess` is played first (inf if impossible)."""
        c = np.asarray(candidates, dtype=np.int64)
        if guesses_left <= 0:
            return np.inf
        codes, total = self.matrix[guess, c], float(self.weights[c].sum())
        for code in np.unique(codes):
            if code != self.green:
                total += self.solve(c[codes == code], guesses_left - 1)[0]
        return total

    def expected(self, candidates: np.ndarray, guesses_left: int) -> float:
        """Return the least expected number of guesses (T / W) for sorted candidates with `guesses_left` guesses."""
        c = np.asarray(candidates, dtype=np.int64)
        return self.solve(c, guesses_left)[0] / float(self.weights[c].sum())


def expectimax_reference(matrix: np.ndarray, weights: np.ndarray, answer_guess: np.ndarray, length: int,
                         candidates: np.ndarray, guesses_left: int, solved: int | None = None) -> float:
    """Return the least weighted total of guesses by plain expectimax over every guess (slow and readable: tests)."""
    c = np.asarray(candidates)
    if len(c) == 0:
        return 0.0
    if guesses_left == 0:
        return np.inf
    green, best = all_green(length) if solved is None else solved, np.inf
    for g in range(matrix.shape[0]):
        codes = matrix[g, c]
        if len(np.unique(codes)) == 1 and codes[0] != green:
            continue  # learns nothing: never part of a best strategy
        total = float(weights[c].sum())
        for code in np.unique(codes):
            if code != green:
                total += expectimax_reference(matrix, weights, answer_guess, length, c[codes == code],
                                              guesses_left - 1, solved)
        best = min(best, total)
    return best
