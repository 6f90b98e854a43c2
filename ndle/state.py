"""State (what the player knows: boards, history), with each board's status also kept in arrays over all boards,
so a guess costs a few array operations over the boards plus work on the boards whose candidates it splits."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from typing import Iterable, Sequence

import numpy as np

from ndle.board import AnswerId, Board, GuessId, narrow, weighed
from ndle.checks import counted
from ndle.errors import FeedbackError, HardModeError, NdleError
from ndle.modes import GREENS_MODE
from ndle.patterns.codes import Pattern
from ndle.patterns.hard import hard_mode_breach

TABLE_LENGTH = 10  # words up to this long read their green masks from a table (3**10 entries)


@dataclass(frozen=True)
class _Tally:
    """Each board's status as arrays: solve turn (0: unsolved), hidden, candidates left, the sole candidate (-1
    unless one is left), the positions shown green so far (a bit each, first letter lowest)."""

    solved: np.ndarray
    hidden: np.ndarray
    sizes: np.ndarray
    sole: np.ndarray
    greens: np.ndarray

    @classmethod
    def of(cls, boards: Sequence[Board], patterns, length: int, tiles: bool = True) -> "_Tally":
        """Return the tally of boards (and of the rows of feedback seen so far, for the greens: only under a
        per-tile rule, `tiles`)."""
        greens = np.zeros(len(boards), dtype=np.int64)
        for row in patterns if tiles else ():
            for b, p in enumerate(row):
                if p is not None:
                    greens[b] |= int(green_bits(np.array([p]), length)[0])
        tally = cls(np.array([b.solved_at or 0 for b in boards], dtype=np.int64),
                    np.array([b.hidden for b in boards], dtype=bool),
                    np.array([len(b.candidates) for b in boards], dtype=np.int64),
                    np.array([b.candidates[0] if len(b.candidates) == 1 else -1 for b in boards], dtype=np.int64),
                    greens)
        for a in (tally.solved, tally.hidden, tally.sizes, tally.sole, tally.greens):
            a.setflags(write=False)
        return tally


def green_bits(codes: np.ndarray, length: int) -> np.ndarray:
    """Return, for each zip code, the bit mask of its green positions (bit i: letter i, from the first).

    Parameters
    ----------
    codes : numpy.ndarray
        Zip codes of words of `length` letters.
    length : int
        The word length.

    Returns
    -------
    numpy.ndarray
        int64 masks; all greens is ``2**length - 1``.
    """
    codes = np.asarray(codes, dtype=np.int64)
    return _green_table(length)[codes] if length <= TABLE_LENGTH else _green_digits(codes, length)


def _green_digits(codes: np.ndarray, length: int) -> np.ndarray:
    """Return the green masks of zip codes, digit by digit."""
    bits = np.zeros(len(codes), dtype=np.int64)
    for i in range(length - 1, -1, -1):  # the last letter is the least significant digit
        bits |= (codes % 3 == 2).astype(np.int64) << i
        codes = codes // 3
    return bits


@cache
def _green_table(length: int) -> np.ndarray:
    """Return the green mask of every zip code of `length` letters."""
    return _green_digits(np.arange(3**length, dtype=np.int64), length)


@dataclass(frozen=True, eq=False)
class State:
    """What the player knows: the boards and the guesses so far.

    Parameters
    ----------
    game : Game
    boards : tuple of Board
        Each board's candidates, and the turn it was solved.
    guesses : tuple of int
        The guess ids played, in order.
    patterns : tuple of tuple of (int or None)
        ``patterns[t][b]`` is board b's zip code on turn t (None once solved, or while the board is hidden).
    tally : optional
        The boards' status as arrays (made from `boards` when not given; `apply` passes it on).
    pairs : tuple of numpy.ndarray, optional
        Xordle's candidate pairs (first and second answer ids, aligned; see `ndle.xordle`); None in other games.
    """

    game: object
    boards: tuple[Board, ...]
    guesses: tuple[GuessId, ...] = ()
    patterns: tuple[tuple[Pattern | None, ...], ...] = ()
    tally: object = field(default=None, repr=False)  # a _Tally (the boards as arrays), made from `boards` if None
    pairs: tuple | None = field(default=None, repr=False)  # xordle's candidate pairs (ndle.xordle.rows)

    def __post_init__(self) -> None:
        if self.tally is None:
            object.__setattr__(self, "tally", _Tally.of(self.boards, self.patterns, self.game.words.length,
                                                        bool(self.game.feedback_rule.tiles)))

    @property
    def turn(self) -> int:
        """Return the number of guesses played."""
        return len(self.guesses)

    @property
    def done(self) -> bool:
        return not (self.tally.solved == 0).any()

    @property
    def active_mask(self) -> np.ndarray:
        """Return the mask of the boards the player sees unsolved (hidden boards are not among them)."""
        return (self.tally.solved == 0) & ~self.tally.hidden

    @property
    def active(self) -> list[int]:
        """Return the indices of the boards the player sees unsolved (hidden boards are not among them)."""
        return np.flatnonzero(self.active_mask).tolist()

    @property
    def unsolved(self) -> list[Board]:
        """Return the boards the player sees unsolved (in sequence mode: the first unsolved one)."""
        return [self.boards[i] for i in self.active]

    @property
    def solved_turns(self) -> np.ndarray:
        """Return each board's solve turn (0 while unsolved), read-only."""
        return self.tally.solved

    @property
    def sizes(self) -> np.ndarray:
        """Return each board's number of candidates left, read-only."""
        return self.tally.sizes

    @property
    def sole(self) -> np.ndarray:
        """Return each board's only candidate where one is left (else -1), read-only."""
        return self.tally.sole

    @property
    def greens(self) -> np.ndarray:
        """Return each board's positions shown green so far, as a bit mask (bit i: letter i), read-only."""
        return self.tally.greens

    @property
    def needs_reveal(self) -> int | None:
        """Return the board to reveal now (the first unsolved one, if hidden), else None."""
        left = np.flatnonzero(self.tally.solved == 0)
        return int(left[0]) if left.size and self.tally.hidden[left[0]] else None

    @property
    def guess_words(self) -> list[str]:
        return [self.game.words.guesses[g] for g in self.guesses]

    def __repr__(self) -> str:
        from ndle.render.reprs import state_repr
        return state_repr(self)

    def _repr_html_(self) -> str:
        from ndle.render.html import state_html
        return state_html(self)

    def apply(self, guess: GuessId, patterns: Sequence[Pattern | None]) -> "State":
        """Return the state after `guess` showed `patterns` (one per board; solved and hidden boards' entries
        are ignored: a hidden board's feedback goes to `reveal` when it becomes the first unsolved one); raise
        NoCandidatesError if the feedback leaves an unsolved board without candidates, HardModeError if the game
        is in hard mode and the guess does not use the hints shown so far. In the greens mode a board is solved
        once each of its letters has shown green on some guess."""
        n = len(self.boards)
        if len(patterns) != n:
            raise NdleError(f"expected feedback for {counted(n, 'board')}, got {len(patterns)}")
        if self.pairs is not None:  # xordle: one merged row narrows the pairs
            from ndle.xordle.rows import apply_row
            return apply_row(self, guess, patterns)
        guess, length = int(guess), self.game.words.length
        history = zip(self.guesses, (p[0] for p in self.patterns))  # hard mode: one board (Rules refuses more)
        if self.game.hard and (why := hard_mode_breach(self.game.words, history, guess)):
            raise HardModeError(f"{self.game.words.guesses[guess]} breaks hard mode: {why}")
        t, turn, row = self.tally, self.turn + 1, np.asarray(self.game.matrix[guess])
        shown = np.flatnonzero(self.active_mask)
        if isinstance(patterns, np.ndarray):
            codes = patterns[shown].astype(np.int64)
        else:
            codes = np.fromiter((int(patterns[b]) for b in shown), dtype=np.int64, count=len(shown))
        greens = t.greens.copy()
        if self.game.feedback_rule.tiles:  # the positions shown green (counts-only feedback has none)
            greens[shown] |= green_bits(codes, length)
        if self.game.mode == GREENS_MODE:
            now = greens[shown] == (1 << length) - 1
        else:
            now = codes == self.game.solved
        boards, sizes, sole = list(self.boards), t.sizes.copy(), t.sole.copy()
        single = t.sizes[shown] == 1
        wrong = shown[single & (row[np.maximum(t.sole[shown], 0)] != codes)]  # a sole candidate that disagrees
        first_wrong = int(wrong[0]) if wrong.size else n
        for b, p, solves in zip(shown[~single].tolist(), codes[~single].tolist(), now[~single].tolist()):
            if b > first_wrong:
                break
            board = boards[b]
            keep = board.candidates[row[board.candidates] == p]
            if not keep.size:
                narrow(self.game, board.candidates, guess, p, b)  # raises NoCandidatesError
            if len(keep) < len(board.candidates) or solves:
                keep.setflags(write=False)
                boards[b] = weighed(self.game.weights, keep, turn if solves else None)
                sizes[b], sole[b] = len(keep), keep[0] if len(keep) == 1 else -1
        if wrong.size:
            narrow(self.game, self.boards[first_wrong].candidates, guess, int(codes[shown == first_wrong][0]),
                   first_wrong)  # raises NoCandidatesError
        for b in shown[single & now].tolist():
            boards[b] = replace(self.boards[b], solved_at=turn)
        solved = t.solved.copy()
        solved[shown[now]] = turn
        seen = np.empty(n, dtype=object)  # None where no feedback was shown
        seen[shown] = codes.tolist()
        tally = _Tally(solved, t.hidden, sizes, sole, greens)
        for a in (solved, sizes, sole, greens):
            a.setflags(write=False)
        return replace(self, boards=tuple(boards), guesses=self.guesses + (guess,),
                       patterns=self.patterns + (tuple(seen.tolist()),), tally=tally)

    def reveal(self, board: int, patterns: Sequence[Pattern]) -> "State":
        """Return the state after hidden board `board` showed `patterns` for the guesses so far, in order (they
        may stop at all greens: solved then); raise NoCandidatesError if they leave it no candidate, FeedbackError
        if too few or too many."""
        old = self.boards[board]
        if not old.hidden:
            raise NdleError(f"board {board + 1} is not hidden")
        patterns, green = [int(p) for p in patterns], self.game.solved
        solved = next((t for t, p in enumerate(patterns, 1) if p == green), None)
        if len(patterns) != (solved or self.turn):
            raise FeedbackError(f"board {board + 1}: expected feedback for the {counted(self.turn, 'guess')} so far "
                                f"(or up to the one showing all greens), got {len(patterns)}")
        keep = old.candidates
        for guess, p in zip(self.guesses, patterns):
            keep = narrow(self.game, keep, guess, p, board)
        boards = (*self.boards[:board], weighed(self.game.weights, keep, solved), *self.boards[board + 1:])
        rows = [tuple(p if i != board or t >= len(patterns) else patterns[t] for i, p in enumerate(row))
                for t, row in enumerate(self.patterns)]
        return replace(self, boards=boards, patterns=tuple(rows), tally=None)

    def play(self, guess: GuessId, answers: Sequence[AnswerId]) -> "State":
        """Return the state after `guess` against the hidden `answers` (revealing boards as they come up)."""
        if self.pairs is not None:  # xordle: the row merged from both answers
            from ndle.xordle.rows import row_code
            return self.apply(guess, [row_code(self.game, guess, answers)] * len(self.boards))
        codes = np.asarray(self.game.matrix[int(guess)])[np.asarray(answers, dtype=np.intp)]
        state, green = self.apply(guess, codes), self.game.solved
        while (b := state.needs_reveal) is not None:
            history = [int(self.game.matrix[g, answers[b]]) for g in state.guesses]
            end = history.index(green) + 1 if green in history else len(history)
            state = state.reveal(b, history[:end])
        return state

    def codes(self, marks: Sequence[str]) -> list[Pattern | None]:
        """Return the zip codes of one feedback string per board (None for a hidden board, and for a solved one
        given `-`; any other entry must be valid feedback), raising FeedbackError if one is malformed."""
        if self.pairs is not None:  # xordle: one merged row
            from ndle.xordle.rows import row_codes
            return row_codes(self, marks)
        n = self.game.words.length  # a solved board may show "-" or one "-" a letter
        return [None if board.hidden or (board.solved and m.strip() in ("-", "-" * n))
                else self.game.feedback_rule.parse(m, n) for board, m in zip(self.boards, marks)]

    @classmethod
    def from_feedback(cls, game, history: Iterable[tuple[str, Sequence[str]]]) -> "State":
        """Return the state reached by observed play: (guess word, one feedback string per board) pairs. A board's
        feedback after all greens is ignored: give `-` (or one `-` a letter, or any valid feedback). In sequence
        mode a hidden board's feedback is read when it is revealed (until then it may be anything)."""
        from ndle.observed import state_from_feedback
        return state_from_feedback(game, history)
