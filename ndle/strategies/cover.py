"""A static letter-position cover for many boards: the fewest guesses that put every letter of the answers in every
position where an answer has it, found once per word list by integer programming, played in a fixed order.

Under Kilordle's rule (the `greens` mode: a board is solved once each of its
positions has shown green) the cover solves every board, whatever the
answers: on the Wordle list 30 guesses (the optimum of the integer program;
Kilordle allows 1,005). The words go most greens first (over all the
answers), so boards are solved early on average; the game ends as soon as
every board is solved, sometimes before the last words. Where boards are
solved only by their own word (the classic mode) the cover is followed by
`first_candidate`: one board at a time.
"""

from __future__ import annotations

from functools import cached_property

import numpy as np

from ndle.game import GuessId, State
from ndle.measures.cover import static_cover
from ndle.strategies.base import Strategy, register


def first_candidate(state: State, allowed: np.ndarray) -> GuessId:
    """Return a candidate of the first unsolved board the player sees (its first allowed one; else the first
    allowed guess): what a cover plays once it has nothing left to show.

    Parameters
    ----------
    state : State
        The position.
    allowed : numpy.ndarray
        bool, the guesses that may be played.

    Returns
    -------
    int
        A guess id.
    """
    words = state.game.words
    for b in state.active:
        options = words.answer_guess[state.boards[b].candidates]
        options = options[allowed[options]]
        if options.size:
            return int(options[0])
    return int(np.argmax(allowed))


@register("cover")
class StaticCover(Strategy):
    """Play a fewest-guess letter-position cover of the answer list in a fixed order, then one board at a time."""

    summary = "many boards: a fixed fewest-guess cover of every letter in every position (integer programming)"

    @cached_property
    def order(self) -> tuple[GuessId, ...]:
        """Return the cover's guesses in the order played, solved at the first choice (a first guess read from the
        shipped openers needs no integer program)."""
        return static_cover(self.game.words)

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        allowed = self.allowed(state)
        return next((g for g in self.order if allowed[g]), None) or first_candidate(state, allowed)
