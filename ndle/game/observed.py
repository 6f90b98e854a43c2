"""Observed play: the state a game reaches from the guesses played and the feedback each board showed."""

from __future__ import annotations

from typing import Iterable, Sequence

from ndle.checks import counted
from ndle.errors import NdleError


def state_from_feedback(game, history: Iterable[tuple[str, Sequence[str]]]):
    """Return the state `game` reaches by observed play (what `State.from_feedback` returns).

    Parameters
    ----------
    game : Game
        The game played.
    history : iterable of (str, sequence of str)
        (guess word, one feedback string per board) pairs, in order; a board's feedback after all greens is
        ignored, and in sequence mode a hidden board's feedback is read when it is revealed.

    Returns
    -------
    State
        The boards' candidates after that play.
    """
    state, given = game.start(), []
    for word, marks in history:
        guess, marks = game.words.guess_id(word), [marks] if isinstance(marks, str) else marks
        marks = game.observation.rows_given(marks)  # xordle: one merged row given once, for both words
        if len(marks) != game.boards:
            raise NdleError(f"{word}: expected {counted(game.boards, 'feedback string')}, got {len(marks)}")
        given.append(marks)
        state = state.apply(guess, state.codes(marks))
        while (b := state.needs_reveal) is not None:
            codes: list[int] = []  # each row's feedback, up to the one that solves the board
            for row in (row for row in given if not codes or codes[-1] != game.solved):
                codes.append(game.feedback_rule.parse(row[b], game.words.length))
            state = state.reveal(b, codes)
    return state
