"""Rows that lie (Fibble): each row is drawn through the game's channel, and weighs the candidates rather than
filtering them (`ndle.game.lying`)."""

from __future__ import annotations

from ndle.game.lying import apply_shown, parse_shown, play_lying
from ndle.game.observe.base import Observation, register_observation


class Lying(Observation):
    """Rows whose `lies` tiles lie (`Game.channel`): see `ndle.game.lying` for the model."""

    name = "lying"
    rows_lie = True

    def apply(self, state, guess, patterns, won=None):
        """Return `state` after a row as shown (`ndle.game.lying.apply_shown`)."""
        return apply_shown(state, guess, patterns, won)

    def play(self, state, guess, answers, rng=None):
        """Return `state` after `guess`, its lies drawn from `rng` (`ndle.game.lying.play_lying`)."""
        return play_lying(state, guess, answers, rng)

    def parse(self, text, length):
        """Return the code of a row as shown: any marks, and all greens not won (`ndle.game.lying.parse_shown`)."""
        return parse_shown(self.game, text, length)


register_observation(lambda rules: bool(rules.lies), Lying)
