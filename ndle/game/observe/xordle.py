"""Xordle's merged rows: two answers without a common letter, one row a guess merged from both, the position kept
as the pairs of answers left (`ndle.game.xordle`, `ndle.xordle.pairs`)."""

from __future__ import annotations

import math

from ndle.checks import counted
from ndle.errors import NdleError
from ndle.game.observe.base import Observation, register_observation
from ndle.game.xordle import apply_row, pair_labels, pairs_left, row_code, row_codes, solve_turns, start_boards
from ndle.patterns.codes import NOT_WON_HINT
from ndle.rules import XORDLE_MODE
from ndle.xordle.pairs import check_pair


class Xordle(Observation):
    """One merged row for the two boards; `State.pairs` keeps the candidate pairs."""

    name = "xordle"
    title = "xordle"
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
        return state.apply(guess, self.true_rows(guess, answers))

    def codes(self, state, marks):
        """Return the codes of the one merged row (`ndle.game.xordle.row_codes`)."""
        return row_codes(state, marks)

    def rows_given(self, marks):
        """Return one merged row given once as the same row on each board."""
        return list(marks) * self.game.boards if len(marks) == 1 else list(marks)

    def solve_turns(self, state, answers):
        """Return the turn each of the two answers was found, in the answers' order."""
        return solve_turns(state, answers)

    @property
    def boards_shown(self):
        """Return 1: one merged row a guess."""
        return 1

    def true_rows(self, guess, answers):
        """Return the row merged from both answers, on each board."""
        return [row_code(self.game, guess, answers)] * len(answers)

    def left(self, state):
        """Return the pairs of answers still possible."""
        return len(state.pairs[0])

    def left_hint(self, state):
        """Return the pairs of answers left, then the other word's answers once one is found."""
        n = len(state.pairs[0])
        if state.boards[0].solved:
            return f"one word found; {counted(n, 'possible answer')} left for the other"
        return f"{counted(n, 'pair')} of answers left"

    def position_lines(self, state, limit):
        """Return the line of the pairs left, with the first `limit` (None: all) as `word+word` labels."""
        return [pairs_left(state, len(state.pairs[0]) if limit is None else limit)]

    def position_info(self, state, limit):
        """Return the number of pairs left and the first `limit` as `word+word` labels."""
        return {"pairs_left": len(state.pairs[0]), "pairs": pair_labels(state, limit)}

    def share_rows(self, rows, solved):
        """Return one board, one row a guess, scored by the turn both words are found."""
        return [[next(m for m in row if m is not None)] for row in rows], [max(solved) if all(solved) else None]

    def uncertainty(self, state):
        """Return the bits still unknown about the pair: the entropy of the pairs' probabilities."""
        from ndle.measures.weighted import answer_entropy
        from ndle.xordle.scores import pair_weights

        if state.done:
            return 0.0
        w = pair_weights(self.game.weights, *state.pairs)
        return math.log2(len(state.pairs[0])) if w is None else answer_entropy(w)

    def information(self, state, guesses):
        """Return the entropy of each guess's merged row over the pairs left."""
        from ndle.xordle.scores import pair_stats

        return pair_stats(self.game, *state.pairs, guesses).entropy

    def chance(self, state, targets):
        """Return the probability of the true pair."""
        from ndle.xordle.scores import pair_weights

        if state.done:
            return 1.0
        first, second = state.pairs
        a, b = (int(t) for t in targets)
        hit = ((first == a) & (second == b)) | ((first == b) & (second == a))
        w = pair_weights(self.game.weights, first, second)
        return float(hit.sum() / len(first)) if w is None else float(w[hit].sum())

    def wanted(self):
        """Return the one merged row asked for, in words."""
        return f"the board (one row for both words; {NOT_WON_HINT}, no word found)"

    def asked_boards(self, state):
        """Return board 1: one merged row for both words."""
        return [0]

    def asked_on(self, boards):
        """Return 'the board'."""
        return "the board"

    def prefill_prompt(self, turn, on):
        """Return the prompt for the clue."""
        return f"> the clue: WORD and its row on {on} (the game's first row)"

    @property
    def prefilled(self):
        """Return 'the clue'."""
        return "the clue"

    def answers_given(self, words):
        """Return a pair given as one `a,b` as two words."""
        return [w.strip() for w in words[0].split(",")] if len(words) == 1 else words


register_observation(lambda rules: rules.mode == XORDLE_MODE, Xordle)
