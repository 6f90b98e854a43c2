"""The greens rule (Kilordle's greens mode): a board is solved once each of its letters has shown green on some
row, not only by a row of all greens."""

from __future__ import annotations

import numpy as np

from ndle.game.observe.base import Observation, register_observation
from ndle.patterns.greens import green_bits
from ndle.rules import GREENS_MODE


class Greens(Observation):
    """Honest rows under the greens rule: `State.greens` keeps each board's positions shown green."""

    name = "greens"
    solves_by_greens = True

    def apply(self, state, guess, patterns, won=None):
        """Return `state` after the rows, a board solved once all its positions have shown green."""
        return state.filtered(guess, patterns, by_greens=True)

    def solved_rows(self, codes):
        """Return, for turns x boards of codes, whether each board has shown every position green by that turn."""
        game = self.game
        if not game.feedback_rule.tiles:  # counts-only feedback shows no greens
            return codes == game.solved
        shown = np.bitwise_or.accumulate(green_bits(codes.ravel(), game.words.length).reshape(codes.shape), axis=0)
        return shown == (1 << game.words.length) - 1

    def missing_greens(self, state, boards):
        """Return, for some boards, the positions not yet shown green (a guess showing them solves the board)."""
        full = (1 << self.game.words.length) - 1
        if not len(boards):
            return np.full(0, full, dtype=np.int64)
        return full & ~np.asarray(state.greens, dtype=np.int64)[boards]


register_observation(lambda rules: rules.mode == GREENS_MODE, Greens)
