"""A Xordle position: the pairs still possible, narrowed by each merged row; what its two boards show.

The State of a Xordle game keeps its candidate pairs (`State.pairs`) beside its two boards. Until a word is found
board 1 holds the first words of the pairs left and board 2 their second words (each pair's smaller answer id
first: one way to show an unordered pair); a row that finds a word
(all green, and the game says so) solves board 1 with it and leaves board 2 its partners, where each later row
tells exactly what Wordle's row against the second word would (the found word's letters, absent from the other,
show their own fixed colours). Board 2 is solved when the second word is guessed.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Sequence

import numpy as np

from ndle.game.board import Board, weighed
from ndle.errors import FeedbackError, NdleError, NoCandidatesError
from ndle.patterns.codes import Pattern, not_won_code, parse_any_row, parse_not_won
from ndle.xordle.pairs import all_pairs, merged_codes

def start_boards(game) -> tuple[tuple[Board, Board], tuple[np.ndarray, np.ndarray]]:
    """Return the two boards and the candidate pairs before the first guess of a Xordle game.

    Parameters
    ----------
    game : Game
        A Xordle game.

    Returns
    -------
    boards : tuple of Board
        The pairs' first words and their second words.
    pairs : tuple of numpy.ndarray
        Every valid pair (`ndle.xordle.pairs.all_pairs`).
    """
    first, second = all_pairs(game.words)
    return _boards(game, first, second, [None, None]), (first, second)


def row_code(game, guess: int, answers: Sequence[int] | np.ndarray) -> Pattern:
    """Return the merged row a guess shows against the two hidden answers (`not_won_code` if all green, no word)."""
    row = np.asarray(game.matrix[int(guess)])
    a, b = (np.array([row[int(x)]]) for x in answers)
    return int(merged_codes(a, b, game.words.length)[0])


def shown_code(game, code: Pattern) -> Pattern:
    """Return the row the game shows for a merged code (a cross row shows all green)."""
    return game.solved if code == not_won_code(game.words.length) else code


def apply_row(state, guess: int, patterns: Sequence[Pattern | None] | np.ndarray):
    """Return the Xordle state after `guess` showed a merged row (`State.apply` for a Xordle game).

    Parameters
    ----------
    state : State
        A Xordle position (`state.pairs` set).
    guess : int
        The guess id.
    patterns : sequence of (int or None)
        The row per board: each board still unsolved shows the same merged code (`not_won_code` for an all-green
        row that found no word); solved boards' entries are ignored.

    Returns
    -------
    State
        The position after the row.

    Raises
    ------
    NoCandidatesError
        If no pair left gives that row.
    FeedbackError
        If the unsolved boards are given different rows.
    """
    game, guess = state.game, int(guess)
    words, turn = game.words, state.turn + 1
    open_ = [b for b, board in enumerate(state.boards) if not board.solved]
    codes = {int(p) for b in open_ if (p := patterns[b]) is not None}
    if len(codes) != 1:
        raise FeedbackError(f"xordle shows one row per guess, got {len(codes)} different rows")
    code = codes.pop()
    first, second = state.pairs
    row = np.asarray(game.matrix[guess])
    keep = merged_codes(row[first], row[second], words.length) == code
    if not keep.any():
        shown = game.feedback_rule.show(shown_code(game, code), words.length)
        what = " (no word found)" if code == not_won_code(words.length) else ""
        raise NoCandidatesError(f"no pair of answers without a common letter gives {shown}{what} for "
                                f"{words.guesses[guess]!r}")
    first, second = first[keep], second[keep]
    solved = [board.solved_at for board in state.boards]
    if code == game.solved:  # a word is found: it is the guess
        found = int(np.flatnonzero(words.answer_guess == guess)[0])
        if solved[0] is None:  # the first one goes to board 1, its partners to board 2
            swap = second == found
            first, second = np.where(swap, second, first), np.where(swap, first, second)
            order = np.argsort(second, kind="stable")
            first, second = first[order], second[order]
            solved[0] = turn
        elif found == int(first[0]):
            raise NdleError(f"{words.guesses[guess]!r} was found already")
        else:
            solved[1] = turn
    first, second = first.astype(np.int32), second.astype(np.int32)
    for a in (first, second):
        a.setflags(write=False)
    boards = _boards(game, first, second, solved)
    seen = tuple(shown_code(game, code) if b in open_ else None for b in range(len(state.boards)))
    return replace(state, boards=boards, guesses=state.guesses + (guess,), patterns=state.patterns + (seen,),
                   tally=None, pairs=(first, second))


def _boards(game, first: np.ndarray, second: np.ndarray, solved: list) -> tuple[Board, Board]:
    """Return the two boards the pairs left show: until a word is found, the pairs' first words and their second
    words (each pair's smaller answer id first); then the found word and its partners."""
    if solved[0] is None:
        return weighed(game.weights, _frozen_unique(first)), weighed(game.weights, _frozen_unique(second))
    return weighed(game.weights, first[:1], solved[0]), weighed(game.weights, _frozen_unique(second), solved[1])


def _frozen_unique(ids: np.ndarray) -> np.ndarray:
    """Return the sorted distinct answer ids, int32, read-only."""
    out = np.unique(ids).astype(np.int32)
    out.setflags(write=False)
    return out


def row_codes(state, marks: Sequence[str]) -> list[Pattern | None]:
    """Return the codes of a Xordle row as typed: one feedback string (or the same one per board, `-` for a board
    not given); an all-green row that found no word ends with `NOT_WON_MARK`. Solved boards get None."""
    game, n = state.game, state.game.words.length
    marks = [marks] if isinstance(marks, str) else list(marks)
    texts = {m.strip() for m in marks if m.strip() not in ("-", "-" * n)}
    if len(texts) != 1:
        raise FeedbackError(f"xordle shows one row per guess: give one feedback string, got {len(texts)}")
    code = parse_not_won(texts.pop(), n, partial(parse_any_row, game.feedback_rule), game.solved)
    return [None if board.solved else code for board in state.boards]


def solve_turns(state, answers: Sequence[int]) -> tuple[int | None, ...]:
    """Return the turn each of the two answers was found (None: not yet), in the answers' order."""
    turns = [None, None]
    for board in state.boards:
        if board.solved:
            turns[[int(a) for a in answers].index(int(board.candidates[0]))] = board.solved_at
    return tuple(turns)


def pair_labels(state, limit: int) -> list[str]:
    """Return the first `limit` pairs left as `word+word` labels (the found word first once there is one)."""
    words = state.game.words.answers
    first, second = state.pairs
    return [f"{words[a]}+{words[b]}" for a, b in zip(first[:limit].tolist(), second[:limit].tolist())]


def pairs_left(state, limit: int) -> str:
    """Return the line saying how many pairs are left, with the first `limit` as `word+word` labels."""
    labels, n = pair_labels(state, limit), len(state.pairs[0])
    return f"pairs left: {n:,}: {' '.join(labels)}{' ...' if n > len(labels) else ''}"
