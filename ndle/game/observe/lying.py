"""Rows that lie (Fibble): each row is drawn through the game's channel, and weighs the candidates rather than
filtering them (`ndle.game.lying`)."""

from __future__ import annotations

from ndle.game.lying import apply_shown, parse_shown, play_lying, reweigh
from ndle.game.observe.base import Observation, register_observation
from ndle.patterns.codes import NOT_WON_HINT


class Lying(Observation):
    """Rows whose `lies` tiles lie (`Game.channel`): see `ndle.game.lying` for the model."""

    name = "lying"
    title = "fibble"
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


    def check_row(self, state, board, guess, text):
        """Raise an NdleError unless some candidate of the board explains the row (`ndle.game.lying.reweigh`)."""
        reweigh(self.game, state.boards[board], guess, self.parse(text, self.game.words.length), None, board,
                state.turn + 1)

    def uncertainty(self, state):
        """Return the entropy of the candidates' probabilities (weighed by the rows seen)."""
        from ndle.measures.weighted import answer_entropy

        return 0.0 if state.done else answer_entropy(state.boards[0].probabilities)

    def information(self, state, guesses):
        """Return what the row each guess shows tells about the answer, H(A) - H(A | S) (`ndle.measures.shown`)."""
        from ndle.measures.weighted import answer_entropy

        scorer, candidates = self.entropy_scorer(), state.boards[0].candidates
        return answer_entropy(scorer.weights(candidates)) - scorer.remaining(candidates)[guesses]

    def entropy_scorer(self):
        """Return the process's shared scorer of the entropy left after the rows shown (`ndle.measures.shown`)."""
        from ndle.measures.shown import ShownScorer

        return ShownScorer.for_game(self.game)

    def wanted(self):
        """Return the board's row asked for, in words."""
        return f"the board ({NOT_WON_HINT}, a lie)"


register_observation(lambda rules: bool(rules.lies), Lying)
