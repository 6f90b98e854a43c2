"""One board under hard mode or consistent play, valued at a game's positions (`RuledBoard`): Selby's search under
the rule (`ndle.solver.one.Solver`), a position keyed by its candidates and the guesses its hints still allow
(`Solver.at`), so two positions with the same candidates but other hints are valued apart."""

from __future__ import annotations

import time

import numpy as np

from ndle.errors import OutOfTime
from ndle.game import Game, State
from ndle.solver.nboard.static import UNLIMITED
from ndle.solver.one.memo import INF
from ndle.solver.one.search import Solver


class RuledBoard:
    """Exact values and best guesses of one board of a game in hard mode or consistent play (no turn limit).

    Parameters
    ----------
    game : Game
        The game (one board; its hard mode, consistent play, feedback rule and pattern matrix).
    most : int
        The most candidates of a board the compiled search is asked about (it cannot be stopped); a guess at a
        larger board is valued through each board it leaves.
    """

    def __init__(self, game: Game, most: int = 300):
        self.game, self.most = game, int(most)
        self._solver: Solver | None = None

    @property
    def solver(self) -> Solver:
        """Return the search under the game's rule (made on first use; its cache serves every call)."""
        if self._solver is None:
            game = self.game
            self._solver = Solver(game.words, hard=game.hard, matrix=np.asarray(game.matrix), feedback=game.feedback,
                                  consistent=game.consistent)
        return self._solver

    def best(self, state: State) -> tuple[float, int]:
        """Return (the least total of further guesses over the board's candidates, a best guess; -1 if none).

        Parameters
        ----------
        state : State
            The position (one board unsolved).

        Returns
        -------
        tuple of (float, int)
        """
        value, g = self.solver.solve_node(*self.solver.at(state), UNLIMITED)
        return float(value), int(g)

    def position(self, state: State) -> float | None:
        """Return the least expected further guesses at `state`; None on a board of more than `most` candidates.

        Parameters
        ----------
        state : State
            The position.

        Returns
        -------
        float or None
        """
        if state.done:
            return 0.0
        key = self.solver.at(state)
        H = key[0]
        if len(H) > self.most:
            return None
        value, _ = self.solver.solve_node(*key, UNLIMITED)
        return value / len(H) if value < INF else None

    def guess(self, state: State, guess: int, deadline: float) -> float | None:
        """Return 1 plus the expected further guesses after `guess`, then the best; a board of more than `most`
        candidates through each board the guess leaves (None if one is too big).

        Parameters
        ----------
        state : State
            The position.
        guess : int
            The guess id.
        deadline : float
            Processor time (`time.process_time`) past which, between the boards the guess leaves, `OutOfTime` is
            raised.

        Returns
        -------
        float or None
        """
        one, guess = self.solver, int(guess)
        key = one.at(state)
        H = key[0]
        if len(H) <= self.most:
            value, _ = one.solve_node(*key, UNLIMITED, only=guess)
            return value / len(H) if value < INF else None
        codes = np.asarray(one.matrix[guess])[H]
        parts = [(int(code), H[codes == code]) for code in np.unique(codes)]
        if any(len(part) > self.most for _, part in parts):
            return None
        total = len(H)  # one guess for every answer, then each part's least total (the green part: none)
        for code, part in sorted(parts, key=lambda p: -len(p[1])):
            if code == one.green:
                continue
            if time.process_time() > deadline:
                raise OutOfTime
            value, _ = one.solve_node(part.copy(), *one.at(state, ((guess, code),))[1:], UNLIMITED - 1)
            if value >= INF:
                return None
            total += value
        return total / len(H)


__all__ = ["RuledBoard"]
