"""A quick estimate of a position's value in the greens mode (Kilordle): the fewest guesses that finish every board.

Under the greens rule a board is solved once each of its positions has shown green, so guesses that show every
(position, letter) pair some unsolved board may still need (`ndle.measures.cover.open_pairs`) finish the game
whatever the answers: the fewest such guesses (`ndle.measures.cover.minimum_cover`, an integer program solved by
HiGHS) is what a plan fixed now achieves, never below the position's exact value (an upper bound), and is marked
estimated. A guess shows its own pairs on every board (green where the answer has that letter there, ruling it out
where not), so after it no board needs them: its estimate is 1 plus the fewest guesses covering the pairs still
open without them, an upper bound of its value too (its feedback may rule out more). Each figure is one integer
program over at most the list's 125 pairs (Wordle's answers); a process keeps its last covers. A guess's program
is skipped where a greedy cover of what it leaves has one guess fewer than the position's fewest: no cover of it is
shorter (with the guess it would cover the position).
"""

from __future__ import annotations

import numpy as np

from ndle.game import Game, State
from ndle.measures.cover import guess_pairs, minimum_cover, open_pairs


class CoverValue:
    """The fewest guesses covering a greens-mode position's open pairs, as its estimated value (an upper bound).

    Parameters
    ----------
    game : Game
        A game in the greens mode.
    """

    def __init__(self, game: Game):
        self.game = game
        self._open: tuple[tuple, np.ndarray] | None = None  # the last position's open pairs (asked of thrice a turn)

    def position(self, state: State) -> float:
        """Return the fewest guesses that show every pair the unsolved boards may still need (0 once done).

        Parameters
        ----------
        state : State
            The position.

        Returns
        -------
        float
        """
        if state.done:
            return 0.0
        return self._cover(self._needed(state))

    def guess(self, state: State, guess: int) -> float:
        """Return 1 plus the fewest guesses covering the pairs open at `state` that `guess` does not show.

        Parameters
        ----------
        state : State
            The position.
        guess : int
            A guess id.

        Returns
        -------
        float
        """
        needed = self._needed(state)
        least = self._cover(needed) - 1  # a cover of what the guess leaves, with the guess, covers the position
        needed[guess_pairs(self.game.words)[int(guess)]] = False
        if self._greedy(needed) <= least:
            return 1.0 + max(least, 0.0)  # the greedy cover reaches that bound: the fewest, no program solved
        return 1.0 + self._cover(needed)

    def _needed(self, state: State) -> np.ndarray:
        """Return the mask of the pairs some unsolved board may still need (a fresh copy)."""
        key = (state.guesses, state.patterns)
        if self._open is None or self._open[0] != key:
            self._open = (key, open_pairs(state) > 0)
        return self._open[1].copy()

    def _greedy(self, needed: np.ndarray) -> int:
        """Return the size of the greedy cover of the needed pairs (the guess showing the most of them, in turn)."""
        pairs, left, count = guess_pairs(self.game.words), needed.copy(), 0
        while left.any():
            left[pairs[int(np.argmax(left[pairs].sum(axis=1)))]] = False
            count += 1
        return count

    def _cover(self, needed: np.ndarray) -> float:
        """Return the fewest guesses showing the needed pairs (0 for none)."""
        return 0.0 if not needed.any() else float(len(minimum_cover(self.game.words, needed)))


__all__ = ["CoverValue"]
