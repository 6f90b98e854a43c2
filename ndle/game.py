"""Game (immutable facts) and State (per-board candidate sets and history) for n-board Wordle."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence

import numpy as np

from ndle.measures.entropy import Scorer
from ndle.errors import NdleError, NoCandidatesError, WordError
from ndle.patterns.codes import ALL_GREEN, Pattern, decode, encode, parse_feedback
from ndle.patterns.cache import matrix_for
from ndle.patterns.rules import check_rule
from ndle.words import WordList, load_words

GuessId = int  # row of the pattern matrix, index into WordList.guesses
AnswerId = int  # column of the pattern matrix, index into WordList.answers


@dataclass(frozen=True, eq=False)
class Game:
    """The immutable facts of an n-board game: word lists, pattern matrix, board count, guess limit.

    `feedback` names the rule the matrix follows: `exact` (Wordle's, the default)
    or a variant from `ndle.patterns.rules` for reproducing a published program.
    """

    words: WordList
    n_boards: int = 1
    max_guesses: int = 0  # 0 means the default, n_boards + 5
    matrix: np.ndarray = field(default=None, repr=False)
    scorer: Scorer = field(default=None, repr=False, compare=False)
    feedback: str = "exact"

    def __post_init__(self) -> None:
        if not isinstance(self.n_boards, int) or self.n_boards < 1:
            raise NdleError(f"the number of boards must be a positive integer, got {self.n_boards!r}")
        if self.max_guesses < 0:
            raise NdleError(f"the guess limit must be positive, got {self.max_guesses}")
        check_rule(self.feedback)
        set_ = object.__setattr__
        set_(self, "max_guesses", self.max_guesses or self.n_boards + 5)
        if self.matrix is None:
            set_(self, "matrix", matrix_for(self.words, self.feedback))
        if self.scorer is None:
            set_(self, "scorer", Scorer(self.matrix))

    @classmethod
    def create(cls, n_boards: int = 1, words: str | WordList = "wordle", *, answers_file=None,
               guesses_file=None, max_guesses: int = 0, feedback: str = "exact") -> "Game":
        """Return a game on a named list (`wordle`, `nyt`), a WordList, or user files, under a feedback rule."""
        if not isinstance(words, WordList):
            words = load_words(words, answers_file, guesses_file)
        return cls(words, n_boards, max_guesses, feedback=feedback)

    def with_boards(self, n_boards: int, max_guesses: int = 0) -> "Game":
        """Return the same game (sharing matrix and score memo) with another board count."""
        return replace(self, n_boards=n_boards, max_guesses=max_guesses)

    def start(self) -> "State":
        """Return the state before the first guess."""
        everything = np.arange(len(self.words.answers), dtype=np.int32)
        everything.setflags(write=False)
        return State(self, tuple(Board(everything) for _ in range(self.n_boards)))

    def answer_ids(self, answers: Iterable[str]) -> tuple[AnswerId, ...]:
        """Return the answer indices of words, checking there is one per board."""
        ids = tuple(self.words.answer_id(a) for a in answers)
        if len(ids) != self.n_boards:
            raise WordError(f"expected {self.n_boards} answer(s), one per board, got {len(ids)}")
        return ids

    def patterns(self, guess: GuessId, answers: Sequence[AnswerId]) -> tuple[Pattern, ...]:
        """Return the zip code each board shows for `guess`."""
        return tuple(int(self.matrix[guess, a]) for a in answers)


@dataclass(frozen=True)
class Board:
    """One board: its remaining candidates (sorted answer indices) and the turn it was solved (1-based)."""

    candidates: np.ndarray
    solved_at: int | None = None

    @property
    def solved(self) -> bool:
        return self.solved_at is not None


@dataclass(frozen=True, eq=False)
class State:
    """Boards and the guesses so far; `patterns[t][b]` is board b's feedback on turn t (None once solved)."""

    game: Game
    boards: tuple[Board, ...]
    guesses: tuple[GuessId, ...] = ()
    patterns: tuple[tuple[Pattern | None, ...], ...] = ()

    @property
    def turn(self) -> int:
        """Return the number of guesses played."""
        return len(self.guesses)

    @property
    def done(self) -> bool:
        return all(b.solved for b in self.boards)

    @property
    def unsolved(self) -> list[Board]:
        return [b for b in self.boards if not b.solved]

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
        """Return the state after `guess` showed `patterns` (one per board; solved boards' entries are ignored).

        Raises NoCandidatesError if the feedback leaves an unsolved board without candidates.
        """
        if len(patterns) != len(self.boards):
            raise NdleError(f"expected feedback for {len(self.boards)} board(s), got {len(patterns)}")
        guess = int(guess)
        row = self.game.matrix[guess]
        turn = self.turn + 1
        boards, shown = [], []
        for b, (board, p) in enumerate(zip(self.boards, patterns)):
            if board.solved:
                boards.append(board)
                shown.append(None)
                continue
            p = int(p)
            keep = board.candidates[row[board.candidates] == p]
            if keep.size == 0:
                word = self.game.words.guesses[guess]
                raise NoCandidatesError(f"board {b + 1}: no answer in the list gives {decode(p)} for {word!r}")
            keep.setflags(write=False)
            boards.append(Board(keep, turn if p == ALL_GREEN else None))
            shown.append(p)
        return replace(self, boards=tuple(boards), guesses=self.guesses + (guess,),
                       patterns=self.patterns + (tuple(shown),))

    def play(self, guess: GuessId, answers: Sequence[AnswerId]) -> "State":
        """Return the state after `guess` against the hidden `answers`."""
        return self.apply(guess, self.game.patterns(guess, answers))

    @classmethod
    def from_feedback(cls, game: Game, history: Iterable[tuple[str, Sequence[str]]]) -> "State":
        """Return the state reached by observed play: (guess word, one feedback string per board) pairs.

        A board's feedback after it showed GGGGG is ignored (it may be given as anything, e.g. "-----").
        """
        state = game.start()
        for word, marks in history:
            guess = game.words.guess_id(word)
            if isinstance(marks, str):
                marks = [marks]
            if len(marks) != game.n_boards:
                raise NdleError(f"{word}: expected {game.n_boards} feedback string(s), got {len(marks)}")
            codes = [None if board.solved else encode(parse_feedback(m)) for board, m in zip(state.boards, marks)]
            state = state.apply(guess, codes)
        return state
