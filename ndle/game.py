"""Game (immutable facts, preset and mode) and State (what the player knows: per-board candidates, history)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence

import numpy as np

from ndle.errors import FeedbackError, NdleError, NoCandidatesError, WordError
from ndle.modes import describe as describe_setup, draw_prefill, resolve
from ndle.patterns.codes import Pattern, all_green, decode, encode, parse_feedback
from ndle.patterns.cache import matrix_for
from ndle.patterns.rules import check_rule
from ndle.words import WordList, load_words

GuessId = int  # row of the pattern matrix, index into WordList.guesses
AnswerId = int  # column of the pattern matrix, index into WordList.answers
SOLVED_MARKS = ("-", "-----")  # what to give as the feedback of a board already solved


@dataclass(frozen=True, eq=False)
class Game:
    """The immutable facts of an n-board game: word lists, pattern matrix, board count, guess limit.

    `feedback` names the rule the matrix follows: `exact` (Wordle's, the default)
    or a variant from `ndle.patterns.rules` for reproducing a published program.
    `preset` names a real game (`quordle`, ...: board count and limit) and
    `mode` how it is played (`classic`, `sequence`, `rescue`, `jumble`, `chill`,
    `extreme`; see `ndle.modes`); `prefill` guesses are pre-filled per game,
    drawn from `prefill_source`. Explicit `n_boards`/`max_guesses` override.
    """

    words: WordList
    n_boards: int | None = None  # None: the preset's, else 1
    max_guesses: int = 0  # 0 means the preset's and mode's limit, else n_boards + 5
    matrix: np.ndarray = field(default=None, repr=False)
    feedback: str = "exact"
    preset: str | None = None
    mode: str = "classic"
    prefill: int | None = None  # None: the mode's number of pre-filled guesses
    prefill_source: str = "answers"

    def __post_init__(self) -> None:
        setup = resolve(self.n_boards, self.max_guesses, self.preset, self.mode, self.prefill, self.prefill_source)
        check_rule(self.feedback)
        set_ = object.__setattr__
        set_(self, "n_boards", setup.n_boards)
        set_(self, "max_guesses", setup.max_guesses)
        set_(self, "prefill", setup.prefill)
        set_(self, "_setup", setup)
        if self.matrix is None:
            set_(self, "matrix", matrix_for(self.words, self.feedback))

    @classmethod
    def create(cls, n_boards: int | None = None, words: str | WordList = "wordle", *, answers_file=None,
               guesses_file=None, max_guesses: int = 0, feedback: str = "exact", game: str | None = None,
               mode: str = "classic", prefill: int | None = None, prefill_source: str = "answers") -> "Game":
        """Return a game on a named list (`wordle`, `nyt`), a WordList, or user files, under a feedback rule,
        as the real game `game` (e.g. `quordle`) is played in `mode` (e.g. `sequence`).

            >>> Game.create(game="quordle", mode="sequence").max_guesses
            10
        """
        if not isinstance(words, WordList):
            words = load_words(words, answers_file, guesses_file)
        return cls(words, n_boards, max_guesses, feedback=feedback, preset=game, mode=mode, prefill=prefill,
                   prefill_source=prefill_source)

    def with_boards(self, n_boards: int, max_guesses: int = 0, **setup) -> "Game":
        """Return the same game (sharing the matrix, and so the strategies' score memos) with another board count
        (and, as keywords, another preset, mode or pre-fill)."""
        return replace(self, n_boards=n_boards, max_guesses=max_guesses, **setup)

    @property
    def turn_cap(self) -> int:
        """Return the turn a game loop gives up at (4 x guess limit + number of answers): only a broken strategy
        reaches it."""
        return 4 * self.max_guesses + len(self.words.answers)

    @property
    def setup(self) -> dict:
        """Return the preset, mode and pre-fill fields (what a saved run records beside boards and limit)."""
        return {"preset": self.preset, "mode": self.mode, "prefill": self.prefill,
                "prefill_source": self.prefill_source}

    def describe(self) -> str:
        """Return e.g. 'quordle, sequence mode, limit 10'."""
        return describe_setup(self.preset, self.mode, self.n_boards, self.max_guesses, self.prefill)

    def __repr__(self) -> str:
        """Return the game's words, boards and limit, and its rule, preset and mode where not the defaults."""
        extra = "".join(f", {k}={v!r}" for k, v, default in (
            ("feedback", self.feedback, "exact"), ("preset", self.preset, None), ("mode", self.mode, "classic"),
            ("prefill", self.prefill, 0)) if v != default)
        return f"Game({self.words!r}, n_boards={self.n_boards}, max_guesses={self.max_guesses}{extra})"

    def start(self) -> "State":
        """Return the state before the first guess (in sequence mode only board 1 is visible)."""
        everything = np.arange(len(self.words.answers), dtype=np.int32)
        everything.setflags(write=False)
        hide = self.mode == "sequence"
        return State(self, tuple(Board(everything, hidden=hide and b > 0) for b in range(self.n_boards)))

    def opening(self, answers: Sequence[AnswerId], rng: np.random.Generator | None = None,
                prefilled: Sequence[GuessId] | None = None) -> "State":
        """Return the state after the pre-filled guesses (none outside rescue and jumble) against `answers`.

        They are `prefilled` if given, else drawn from `rng` (after the answers: the game's own Generator).
        """
        state = self.start()
        if not self.prefill:
            if prefilled:
                raise NdleError(f"{self.mode} mode has no pre-filled guesses")
            return state
        if prefilled is None:
            prefilled = draw_prefill(rng, self.words, answers, self.prefill, self.prefill_source,
                                     self._setup.min_letters)
        elif len(prefilled) != self.prefill:
            raise NdleError(f"{self.describe()}: expected {self.prefill} pre-filled guess(es), got {len(prefilled)}")
        for guess in prefilled:
            state = state.play(guess, answers)
        return state

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
    """One board: its remaining candidates (sorted answer indices) and the turn it was solved (1-based).

    A `hidden` board (sequence mode) shows the player nothing yet: all candidates, unsolved.
    """

    candidates: np.ndarray
    solved_at: int | None = None
    hidden: bool = False

    @property
    def solved(self) -> bool:
        return self.solved_at is not None

    @property
    def left(self) -> str:
        """Return 'N left', or 'hidden' while the player sees none of the board's feedback (sequence mode)."""
        return "hidden" if self.hidden else f"{len(self.candidates)} left"


@dataclass(frozen=True, eq=False)
class State:
    """What the player knows: boards and the guesses so far; `patterns[t][b]` is board b's feedback on
    turn t (None once solved, or while the board is hidden)."""

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
    def active(self) -> list[int]:
        """Return the indices of the boards the player sees unsolved (hidden boards are not among them)."""
        return [i for i, b in enumerate(self.boards) if not b.solved and not b.hidden]

    @property
    def unsolved(self) -> list[Board]:
        """Return the boards the player sees unsolved (in sequence mode: the first unsolved one)."""
        return [self.boards[i] for i in self.active]

    @property
    def needs_reveal(self) -> int | None:
        """Return the board to reveal now (the first unsolved one, if hidden), else None."""
        first = next((i for i, b in enumerate(self.boards) if not b.solved), None)
        return first if first is not None and self.boards[first].hidden else None

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
        are ignored: a hidden board's feedback is given to `reveal` when it becomes the first unsolved one).

        Raises NoCandidatesError if the feedback leaves an unsolved board without candidates.
        """
        if len(patterns) != len(self.boards):
            raise NdleError(f"expected feedback for {len(self.boards)} board(s), got {len(patterns)}")
        guess, green = int(guess), all_green(self.game.words.length)
        turn = self.turn + 1
        boards, shown = [], []
        for b, (board, p) in enumerate(zip(self.boards, patterns)):
            if board.solved or board.hidden:
                boards.append(board)
                shown.append(None)
                continue
            p = int(p)
            boards.append(Board(narrow(self.game, board.candidates, guess, p, b), turn if p == green else None))
            shown.append(p)
        return replace(self, boards=tuple(boards), guesses=self.guesses + (guess,),
                       patterns=self.patterns + (tuple(shown),))

    def reveal(self, board: int, patterns: Sequence[Pattern]) -> "State":
        """Return the state after hidden board `board` showed `patterns` for the guesses so far, in order
        (they may stop at its GGGGG: the board was solved then).

        Raises NoCandidatesError if they leave it no candidate, FeedbackError if too few or too many.
        """
        old = self.boards[board]
        if not old.hidden:
            raise NdleError(f"board {board + 1} is not hidden")
        patterns, green = [int(p) for p in patterns], all_green(self.game.words.length)
        solved = next((t for t, p in enumerate(patterns, 1) if p == green), None)
        if len(patterns) != (solved or self.turn):
            raise FeedbackError(f"board {board + 1}: expected feedback for the {self.turn} guess(es) so far "
                                f"(or up to its GGGGG), got {len(patterns)}")
        keep = old.candidates
        for guess, p in zip(self.guesses, patterns):
            keep = narrow(self.game, keep, guess, p, board)
        boards = list(self.boards)
        boards[board] = Board(keep, solved)
        rows = [tuple(p if i != board or t >= len(patterns) else patterns[t] for i, p in enumerate(row))
                for t, row in enumerate(self.patterns)]
        return replace(self, boards=tuple(boards), patterns=tuple(rows))

    def play(self, guess: GuessId, answers: Sequence[AnswerId]) -> "State":
        """Return the state after `guess` against the hidden `answers` (revealing boards as they come up)."""
        state, green = self.apply(guess, self.game.patterns(guess, answers)), all_green(self.game.words.length)
        while (b := state.needs_reveal) is not None:
            history = [int(self.game.matrix[g, answers[b]]) for g in state.guesses]
            end = history.index(green) + 1 if green in history else len(history)
            state = state.reveal(b, history[:end])
        return state

    def codes(self, marks: Sequence[str]) -> list[Pattern | None]:
        """Return the zip codes of one feedback string per board (None for a hidden board, and for a solved one
        given `-`; any other entry must be valid feedback), raising FeedbackError if one is malformed."""
        return [None if board.hidden or (board.solved and m.strip() in SOLVED_MARKS)
                else encode(parse_feedback(m, self.game.words.length)) for board, m in zip(self.boards, marks)]

    @classmethod
    def from_feedback(cls, game: Game, history: Iterable[tuple[str, Sequence[str]]]) -> "State":
        """Return the state reached by observed play: (guess word, one feedback string per board) pairs.

        A board's feedback after it showed GGGGG is ignored: give `-` (or `-----`, or any valid feedback).
        In sequence mode a hidden board's feedback is read when it is revealed (until then it may be anything).
        """
        state, given = game.start(), []
        for word, marks in history:
            guess = game.words.guess_id(word)
            if isinstance(marks, str):
                marks = [marks]
            if len(marks) != game.n_boards:
                raise NdleError(f"{word}: expected {game.n_boards} feedback string(s), got {len(marks)}")
            given.append(marks)
            state = state.apply(guess, state.codes(marks))
            while (b := state.needs_reveal) is not None:
                codes = []
                for row in given:
                    codes.append(encode(parse_feedback(row[b], game.words.length)))
                    if codes[-1] == all_green(game.words.length):
                        break
                state = state.reveal(b, codes)
        return state


def narrow(game: Game, candidates: np.ndarray, guess: GuessId, pattern: Pattern, board: int) -> np.ndarray:
    """Return the candidates that show `pattern` for `guess` (read-only), raising NoCandidatesError if none
    (`board`, 0-based, names the board in the message)."""
    keep = candidates[game.matrix[guess][candidates] == pattern]
    if keep.size == 0:
        word, n = game.words.guesses[guess], game.words.length
        raise NoCandidatesError(f"board {board + 1}: no answer in the list gives {decode(pattern, n)} for {word!r}")
    keep.setflags(write=False)
    return keep
