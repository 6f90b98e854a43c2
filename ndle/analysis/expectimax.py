"""The review's own exact expectimax over independent boards (`Expectimax`): the value of a position of
candidates per unsolved board, and of a guess there, under the game's answer prior, pruned only by lower bounds
never above the true value (`ndle.analysis.values` asks it where no project search applies)."""

from __future__ import annotations

import itertools
import time

import numpy as np

from ndle.errors import OutOfTime
from ndle.game import Game


class Expectimax:
    """Exact values of positions of independent boards (sorted tuples of candidates per unsolved board), memoised.

    Parameters
    ----------
    game : Game
        The game: its pattern matrix, answer prior (uniform without one) and answers' guess ids.

    Attributes
    ----------
    deadline : float
        Processor time (`time.process_time`) past which a value raises `ndle.errors.OutOfTime`.
    """

    def __init__(self, game: Game):
        self.matrix = game.matrix
        weights = game.weights
        self._weights = np.ones(len(game.words.answers)) if weights is None else np.asarray(weights, dtype=float)
        self._answer_guess = np.asarray(game.words.answer_guess)
        self._memo: dict = {}
        self.deadline = np.inf

    def value(self, pos: tuple, deadline: float) -> float:
        """Return the least expected further guesses of a position.

        Parameters
        ----------
        pos : tuple of tuple of int
            The unsolved boards' candidates, each sorted, the boards sorted.
        deadline : float
            Processor time past which `ndle.errors.OutOfTime` is raised.

        Returns
        -------
        float
        """
        self.deadline = deadline
        return self._v(pos)

    def guess(self, pos: tuple, g: int, deadline: float) -> float:
        """Return 1 plus the expected further guesses after guess `g` at a position (see `value`).

        Parameters
        ----------
        pos : tuple of tuple of int
            The position.
        g : int
            The guess id.
        deadline : float
            Processor time past which `ndle.errors.OutOfTime` is raised.

        Returns
        -------
        float
        """
        self.deadline = deadline
        return self._q(pos, int(g))

    def _v(self, pos: tuple) -> float:
        """Return the exact value of a position (sorted tuples of candidates per unsolved board)."""
        if not pos:
            return 0.0
        hit = self._memo.get(pos)
        if hit is not None:
            return hit
        if time.process_time() > self.deadline:
            raise OutOfTime
        bounds = sorted((self._q_bound(pos, g), g) for g in self._distinct(pos))
        best = np.inf
        for bound, g in bounds:
            if bound >= best - 1e-12:
                break  # every guess left is bounded at least as high as the best found
            best = min(best, self._q(pos, g))
        self._memo[pos] = best
        return best

    def _q(self, pos: tuple, g: int) -> float:
        """Return the exact value of guess `g` at a position."""
        per_board = [self._classes(b, g) for b in pos]
        total = 0.0
        for combo in itertools.product(*per_board):
            p = float(np.prod([c[0] for c in combo]))
            rest = tuple(sorted(c[1] for c in combo if c[1] is not None))
            total += p * self._v(rest)
        return 1.0 + total

    def _classes(self, board: tuple, g: int) -> list:
        """Return the classes of `g`'s feedback on one board: (probability, candidates left, None once solved)."""
        cands = np.asarray(board, dtype=np.intp)
        codes = np.asarray(self.matrix[g])[cands]
        w = self._weights[cands]
        w = w / w.sum()
        out = []
        for code in np.unique(codes):
            mask = codes == code
            part = tuple(int(c) for c in cands[mask])
            won = len(part) == 1 and int(self._answer_guess[part[0]]) == g
            out.append((float(w[mask].sum()), None if won else part))
        return out

    def _lower(self, board: tuple | None) -> float:
        """Return a lower bound on one board's further guesses (0 once solved)."""
        if board is None:
            return 0.0
        if len(board) == 1:
            return 1.0
        w = self._weights[np.asarray(board, dtype=np.intp)]
        return 2.0 - float(w.max() / w.sum())

    def _q_bound(self, pos: tuple, g: int) -> float:
        """Return a lower bound on guess `g`'s value: 1 plus the larger of the boards expected left unsolved and
        any one board's expected further guesses (each guess solves at most one board)."""
        left, most = 0.0, 0.0
        for b in pos:
            classes = self._classes(b, g)
            left += sum(p for p, part in classes if part is not None)
            most = max(most, sum(p * self._lower(part) for p, part in classes))
        return 1.0 + max(left, most)

    def _distinct(self, pos: tuple) -> list[int]:
        """Return one guess for each distinct way of splitting the boards, leaving out the guesses that split no
        board and solve none (they cannot be best)."""
        cands = np.asarray([c for b in pos for c in b], dtype=np.intp)
        codes = np.asarray(self.matrix)[:, cands]
        _, first = np.unique(codes, axis=0, return_index=True)
        keep, start = [], 0
        ends = np.cumsum([len(b) for b in pos])
        for g in sorted(int(i) for i in first):
            row, useful, start = codes[g], False, 0
            for end in ends:
                part = row[start:end]
                if part.min() != part.max() or self._answer_guess[cands[start:end]].tolist().count(g):
                    useful = True
                    break
                start = end
            if useful:
                keep.append(g)
        return keep


__all__ = ["Expectimax"]
