"""A quick estimate of a one-board position's value: the expected guesses of a fast strategy's own tree from it.

From a position, the strategy (`PLAYER`: Fetterman's summed entropy, ties to candidates, the look-ahead's own base
rule) chooses a guess; every feedback it may get leads to a position where it chooses again, down to the answer.
The expectation of the guesses that tree takes, under the game's prior (uniform without one), is what some
strategy achieves from the position, so it is never below the position's exact value (an upper bound), and is
marked estimated. A guess's estimate is 1 plus the expectation, over its feedback, of the positions' estimates.
Each node costs one choice of the strategy (its entropy of every guess over the node's candidates), so a tree of
n candidates costs about n times the guesses times the depth: on Bulls and Cows' largest part after a first guess
(1,440 codes) about a second.

Where the strategy's guess splits nothing (Jotto's anagrams: every guess but the words themselves shows them
the same count), the tree plays the first candidate instead, so it always ends.
"""

from __future__ import annotations

import numpy as np

from ndle.game import Game, State
from ndle.strategies import make_strategy

PLAYER = "sum"  # the strategy whose tree is played out (with ties to candidates)


class Playout:
    """Expected guesses of a quick strategy's tree from one-board positions (an upper bound of the exact value).

    Parameters
    ----------
    game : Game
        The game, of one board shown at a time, rows that tell the truth.
    """

    def __init__(self, game: Game):
        self.game = game
        self.player = make_strategy(PLAYER, game, tiebreak="candidates")
        self._memo: dict[bytes, float] = {}
        self._answer_guess = np.asarray(game.words.answer_guess)

    def position(self, state: State) -> float:
        """Return the strategy's expected further guesses from `state` (0 once done).

        Parameters
        ----------
        state : State
            A position with one unsolved board.

        Returns
        -------
        float
            The expected guesses of the strategy's tree from there, under the game's prior.
        """
        if state.done:
            return 0.0
        board = state.unsolved[0]
        key = self._key(board)
        hit = self._memo.get(key)
        if hit is None:
            hit = self._memo[key] = self.guess(state, self._choice(state))
        return hit

    def guess(self, state: State, guess: int) -> float:
        """Return 1 plus the expectation, over `guess`'s feedback at `state`, of the strategy's further guesses.

        Parameters
        ----------
        state : State
            A position with one unsolved board.
        guess : int
            A guess id.

        Returns
        -------
        float
        """
        board = state.unsolved[0]
        cands = np.asarray(board.candidates, dtype=np.intp)
        probs = self._probabilities(board)
        codes = np.asarray(self.game.matrix[int(guess)])[cands]
        total = 1.0
        for code in np.unique(codes):
            mask = codes == code
            if mask.sum() == 1 and int(self._answer_guess[cands[mask][0]]) == int(guess):
                continue  # the answer itself: done
            after = state.apply(int(guess), [int(code)])
            if not after.done:  # (a guess that told nothing: the same candidates, valued by the tree from there)
                total += float(probs[mask].sum()) * self.position(after)
        return total

    def _choice(self, state: State) -> int:
        """Return the strategy's guess, or the first candidate where that guess would split nothing."""
        guess = int(self.player.choose(state))
        cands = np.asarray(state.unsolved[0].candidates, dtype=np.intp)
        codes = np.asarray(self.game.matrix[guess])[cands]
        if codes.min() == codes.max() and int(guess) not in self._answer_guess[cands].tolist():
            return int(self._answer_guess[cands[0]])
        return guess

    def _probabilities(self, board) -> np.ndarray:
        """Return the board's candidates' probabilities (uniform without a prior)."""
        probs = board.probabilities
        if probs is None:
            return np.full(len(board.candidates), 1.0 / len(board.candidates))
        return np.asarray(probs, dtype=float)

    def _key(self, board) -> bytes:
        """Return a memo key of a board's candidates (and their probabilities under a prior)."""
        cands = np.asarray(board.candidates, dtype=np.int64).tobytes()
        probs = board.probabilities
        return cands if probs is None else cands + np.asarray(probs, dtype=float).tobytes()


__all__ = ["PLAYER", "Playout"]
