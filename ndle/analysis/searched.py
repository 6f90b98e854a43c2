"""The project's exact searches asked for a review's values: positions and guesses valued within a deadline.

`Searched` chooses, for one game, the search `ndle.solve` would choose for its positions and asks its public value
API (in expected guesses to finish, no turn limit):

- rows that tell the truth, uniform answers: the n-board search (`ndle.solver.nboard.NBoardSolver`, objective
  ``last``), whose one board is Selby's compiled one-board search (`ndle.solver.one.Solver`, no effective limit);
- under a prior: the same search weighted (`ndle.solver.nboard.WeightedNBoardSolver`, one board the compiled
  weighted search of `ndle.solver.one.wsearch`);
- rows that lie, one board on a tiny list: the lying search (`ndle.solver.lying.LyingSolver`), whose model counts
  the game's guess limit (every answer must be won within the turns left).

The searches' Python parts look at their `deadline` and raise `ndle.errors.OutOfTime` once it is past; their compiled
one-board parts cannot be stopped, so one board is searched only up to `ONE_BOARD` candidates and several up to a
limit together (`Searched.fits`); one such call may overrun the deadline (most take well under a second). A position
is the unsolved boards' candidates (`ndle.solver.nboard.position`); the boards must be independent (the caller
checks it).
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

import numpy as np

from ndle.errors import NdleError, OutOfTime
from ndle.game import Game, State

if TYPE_CHECKING:  # the searches load numba: imported when first asked (`ndle --help` stays light)
    from ndle.solver.nboard.position import Position
    from ndle.solver.nboard.search import NBoardSolver

ONE_BOARD = 300  # the most candidates on one board a search is asked about: its compiled part cannot be stopped
# (Wordle: a board of 221 candidates takes 0.5 s, one of 265 up to 15 s, of 537 45 s of processor time)


class Searched:
    """Exact position and guess values of one game from the project's searches (see the module docstring).

    Parameters
    ----------
    game : Game
        The game reviewed: classic mode, no hard mode, no pre-filled rows, no Xordle; rows that lie only on a list
        the lying search takes (`ndle.solver.lying.check_size`).
    limit : int
        The most candidates, over the unsolved boards, of a position of several boards that is searched.

    Raises
    ------
    NdleError
        For a game no search here values (`applies` says which do).
    """

    def __init__(self, game: Game, limit: int = 60):
        if not self.applies(game):
            raise NdleError(f"no exact search values the positions of {game.describe()}")
        self.game, self.limit = game, int(limit)
        self.lying = game.observation.rows_lie
        self._solver: NBoardSolver | None = None
        self._liar: Any = None  # the lying search with a deadline, made on first use

    @staticmethod
    def applies(game: Game) -> bool:
        """Return whether a search here values `game`'s positions.

        Parameters
        ----------
        game : Game
            The game.

        Returns
        -------
        bool
            True for the classic mode without hard mode, consistent play or pre-filled rows, rows that tell the
            truth (any boards, any prior) or lie on one board of a tiny list.
        """
        seen = game.observation
        if game.mode != "classic" or game.hard or game.consistent or game.prefill or seen.merged:
            return False
        if seen.rows_lie:
            from ndle.solver.lying import MAX_ANSWERS, MAX_GUESSES

            words = game.words
            return game.boards == 1 and len(words.answers) <= MAX_ANSWERS and len(words.guesses) <= MAX_GUESSES
        return True

    def fits(self, pos: Position) -> bool:
        """Return whether a position is small enough to be searched: one board of at most `ONE_BOARD` candidates,
        several of at most `limit` together (a larger one rarely ends within seconds)."""
        if len(pos) <= 1:
            return not pos or len(pos[0]) <= ONE_BOARD
        return sum(map(len, pos)) <= self.limit

    @property
    def solver(self) -> NBoardSolver:
        """Return the n-board search (weighted under a prior), made on first use; its memo serves every call."""
        if self._solver is None:
            from ndle.solver.nboard.search import NBoardSolver
            from ndle.solver.nboard.weighted import WeightedNBoardSolver

            game = self.game
            if game.weights is None:
                self._solver = NBoardSolver(game.words, "last", matrix=np.asarray(game.matrix), feedback=game.feedback)
            else:
                self._solver = WeightedNBoardSolver(game.words, np.asarray(game.weights, dtype=float), "last",
                                                    matrix=np.asarray(game.matrix), feedback=game.feedback)
        return self._solver

    def _mass(self, pos: Position) -> float:
        """Return the weight of a position's answer tuples in the search's units (uniform: their number)."""
        return float(self.solver.mass(pos))

    def position(self, pos: Position, deadline: float) -> float:
        """Return the least expected further guesses of a position (sorted tuples of candidates per unsolved board).

        Raises
        ------
        OutOfTime
            Once `deadline` (a `time.process_time` time) is past.
        """
        if not pos:
            return 0.0
        s = self.solver
        s.deadline = deadline
        value, _ = s.solve(pos)
        return float(value) / self._mass(pos)

    def guess(self, pos: Position, guess: int, deadline: float) -> float | None:
        """Return 1 plus the expected further guesses after playing `guess` at a position, then the best; None when
        a board it may leave is too big to search (`fits`). A position too big itself is valued through the
        positions the guess leads to (Wordle's first guess: each of its feedback's candidates, one board search).

        Raises
        ------
        OutOfTime
            Once `deadline` is past.
        """
        from ndle.solver.nboard.moves import INF

        s = self.solver
        s.deadline = deadline
        if time.process_time() > deadline:
            raise OutOfTime
        if self.fits(pos):
            value = s.guess_value(pos, int(guess))
            if value >= INF:  # a guess that changes nothing: the position again, one guess later
                return 1.0 + self.position(pos, deadline)
            return float(value) / self._mass(pos)
        if len(pos) > 1:
            return None  # (the positions it leads to: as many as the products of the boards' classes)
        union = sorted(set().union(*pos))
        kids = s.children(pos, s.matrix[int(guess), union], union)  # each child with its weight of answer tuples
        if any(not self.fits(child) for child in kids):
            return None
        total = self._mass(pos)  # F = N (one turn for every answer tuple) + the children's F by their weights
        for child, count in sorted(kids.items(), key=lambda kid: -kid[1]):
            total += count * s.solve(child)[0]
        return float(total) / self._mass(pos)

    # -- rows that lie ------------------------------------------------------------------------------------------

    def _liar_at(self, deadline: float):
        """Return the lying search (made on first use, its memo kept), its deadline set."""
        if self._liar is None:
            from ndle.solver.lying import LyingSolver

            self._liar = LyingSolver(self.game)
        self._liar.deadline = deadline
        return self._liar

    def lying_weights(self, state: State) -> np.ndarray:
        """Return a lying board's weights over every answer (zero for the answers ruled out)."""
        board = state.boards[0]
        w = np.zeros(len(self.game.words.answers))
        w[np.asarray(board.candidates, dtype=np.intp)] = board.probabilities
        return w

    def lying_position(self, state: State, deadline: float) -> float:
        """Return the least expected further guesses of a lying board within the game's turns left (inf if no play
        wins every answer in time)."""
        if state.done:
            return 0.0
        left = self.game.max_guesses - state.turn
        return float(self._liar_at(deadline).solve(self.lying_weights(state), left)[0])

    def lying_guess(self, state: State, guess: int, deadline: float) -> float:
        """Return 1 plus the expected further guesses after `guess` on a lying board, then the best, in time."""
        liar, left = self._liar_at(deadline), self.game.max_guesses - state.turn
        if left <= 0:
            return math.inf
        total = 1.0
        w = self.lying_weights(state)
        for p, after in liar.outcomes(w / w.sum(), int(guess)):
            total += p * liar.solve(after, left - 1)[0]
        return total


__all__ = ["ONE_BOARD", "Searched"]
