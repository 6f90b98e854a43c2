"""Xordle's merged rows: two answers without a common letter, one row a guess merged from both, the position kept
as the pairs of answers left (`ndle.game.xordle`, `ndle.xordle.pairs`)."""

from __future__ import annotations

from ndle.checks import counted
from ndle.errors import NdleError
from ndle.game.observe.base import Observation, register_observation
from ndle.game.xordle import apply_row, pairs_left, row_code, row_codes, solve_turns, start_boards
from ndle.rules import XORDLE_MODE
from ndle.xordle.pairs import check_pair


class Xordle(Observation):
    """One merged row for the two boards; `State.pairs` keeps the candidate pairs."""

    name = "xordle"
    merged = True

    def start(self):
        """Return the two boards and every pair of answers before the first guess."""
        from ndle.game.state import State

        boards, pairs = start_boards(self.game)
        return State(self.game, boards, pairs=pairs)

    def check_answers(self, answers):
        """Raise a WordError unless the two answers are a pair (distinct, no common letter)."""
        check_pair(self.game.words, answers)

    def apply(self, state, guess, patterns, won=None):
        """Return `state` after one merged row narrowed the pairs (`ndle.game.xordle.apply_row`)."""
        if len(patterns) != len(state.boards):
            raise NdleError(f"expected feedback for {counted(len(state.boards), 'board')}, got {len(patterns)}")
        return apply_row(state, guess, patterns)

    def play(self, state, guess, answers, rng=None):
        """Return `state` after the row merged from both answers."""
        return state.apply(guess, [row_code(self.game, guess, answers)] * len(state.boards))

    def codes(self, state, marks):
        """Return the codes of the one merged row (`ndle.game.xordle.row_codes`)."""
        return row_codes(state, marks)

    def rows_given(self, marks):
        """Return one merged row given once as the same row on each board."""
        return list(marks) * self.game.boards if len(marks) == 1 else list(marks)

    def solve_turns(self, state, answers):
        """Return the turn each of the two answers was found, in the answers' order."""
        return solve_turns(state, answers)

    def left(self, state):
        """Return the pairs of answers still possible."""
        return len(state.pairs[0])

    def position_lines(self, state, limit):
        """Return the line of the pairs left, with the first `limit` as `word+word` labels."""
        return [pairs_left(state, limit)]


register_observation(lambda rules: rules.mode == XORDLE_MODE, Xordle)
