"""How a game is observed: `Observation`, honest rows (each board's row filters its candidates), and the table that
chooses a game's observation from its `Rules` (the first registered test its rules pass; honest rows when none does).

A variant (a lying channel, Xordle's merged rows, the greens rule, or a new one) is a subclass in its own module,
registered once with `register_observation`; the state, the loop, the assistant, the strategies and the reports ask
`game.observation` rather than branching on the game's settings.
"""

from __future__ import annotations

from typing import Callable, Sequence

import math

import numpy as np

from ndle.checks import counted
from ndle.game.board import AnswerId, Answers, Board, GuessId, narrow
from ndle.patterns.codes import Pattern
from ndle.patterns.matrix import frozen
from ndle.rules import Rules


class Observation:
    """Honest rows: each board shows its own row, the row filters the board's candidates, and a board is solved by
    the row of all greens. A variant subclasses it and overrides what it observes differently.

    Parameters
    ----------
    game : Game
        The game observed (`Game.observation` makes the one a game has).

    Attributes
    ----------
    name : str
        The variant's name (``honest``, ``lying``, ``xordle``, ``greens``, ...).
    title : str or None
        The name a share text starts with when the game is no real game (Xordle's), else None.
    rows_lie : bool
        Whether a row may lie: it weighs the candidates (`ndle.game.lying.reweigh`) rather than filtering them.
    merged : bool
        Whether one row shows for every board (Xordle's two answers merged on one board).
    solves_by_greens : bool
        Whether a board is solved once each of its letters has shown green, rather than by a row of all greens.
    """

    name = "honest"
    title: str | None = None
    rows_lie = False
    merged = False
    solves_by_greens = False

    def __init__(self, game) -> None:
        self.game = game

    def __repr__(self) -> str:
        return f"<{self.name} rows>"

    @property
    def weighted(self) -> bool:
        """Return whether the answers are weighted by a prior (`Game.weights`), not equally likely."""
        return self.game.weights is not None

    def start(self):
        """Return the state before the first guess (in sequence mode only board 1 is visible)."""
        from ndle.game.state import State

        game = self.game
        every = frozen(np.arange(len(game.words.answers), dtype=np.int32))
        hide = game.mode == "sequence"
        return State(game, tuple(Board(every, None, hide and b > 0, game.weights) for b in range(game.boards)))

    def check_answers(self, answers: Sequence[AnswerId]) -> None:
        """Raise a WordError if the answers (one per board) cannot be played together (honest rows: any can)."""

    def apply(self, state, guess: GuessId, patterns: Sequence[Pattern | None] | np.ndarray,
              won: Sequence[bool] | None = None):
        """Return `state` after `guess` showed `patterns` (what `State.apply` returns; `won` only matters to rows
        that lie)."""
        return state.filtered(guess, patterns)

    def play(self, state, guess: GuessId, answers: Answers, rng: np.random.Generator | None = None):
        """Return `state` after `guess` against the hidden `answers`, revealing boards as they come up (what
        `State.play` returns; `rng` only matters to rows that lie)."""
        game = self.game
        state, green = state.apply(guess, self.true_rows(guess, answers)), game.solved
        while (b := state.needs_reveal) is not None:
            history = [int(game.matrix[g, answers[b]]) for g in state.guesses]
            end = history.index(green) + 1 if green in history else len(history)
            state = state.reveal(b, history[:end])
        return state

    def true_rows(self, guess: GuessId, answers: Answers):
        """Return the row each board shows for `guess` against the hidden `answers`, before any lie."""
        return np.asarray(self.game.matrix[int(guess)])[np.asarray(answers, dtype=np.intp)]

    def parse(self, text: str, length: int) -> Pattern:
        """Return the code of one board's row as typed (the feedback rule's own marks)."""
        return self.game.feedback_rule.parse(text, length)

    def codes(self, state, marks: Sequence[str]) -> list[Pattern | None]:
        """Return the codes of one feedback string per board (what `State.codes` returns)."""
        n = self.game.words.length  # a solved board may show "-" or one "-" a letter
        return [None if board.hidden or (board.solved and m.strip() in ("-", "-" * n))
                else self.parse(m, n) for board, m in zip(state.boards, marks)]

    def rows_given(self, marks: Sequence[str]) -> list[str]:
        """Return the feedback strings of one guess as given, one per board."""
        return list(marks)

    def solve_turns(self, state, answers: Sequence[AnswerId]) -> tuple[int | None, ...]:
        """Return the turn each answer was found (None: not yet), in the answers' order."""
        return tuple(b.solved_at for b in state.boards)

    def solved_rows(self, codes: np.ndarray) -> np.ndarray:
        """Return, for turns x boards of codes, whether each board is solved by that turn's row."""
        return codes == self.game.solved

    def missing_greens(self, state, boards: np.ndarray) -> np.ndarray:
        """Return, for some boards, the positions (a bit each) a guess must show green to solve them."""
        return np.full(len(boards), (1 << self.game.words.length) - 1, dtype=np.int64)

    @property
    def boards_shown(self) -> int:
        """Return the number of rows a guess shows (Xordle: one for its two boards)."""
        return self.game.boards

    def check_row(self, state, board: int, guess: GuessId, text: str) -> None:
        """Raise an NdleError if one board's row as typed is malformed or no candidate of the board explains it."""
        narrow(self.game, state.boards[board].candidates, guess, self.parse(text, self.game.words.length), board)

    def left(self, state) -> int:
        """Return the answers still possible in a one-board position (Xordle: the pairs of answers)."""
        return len(state.boards[0].candidates)

    def left_hint(self, state) -> str:
        """Return the first hint: how many answers each board the player sees has left."""
        left = [(b + 1, len(board.candidates)) for b, board in enumerate(state.boards)
                if not board.solved and not board.hidden]
        if len(state.boards) == 1:
            return f"{counted(left[0][1], 'possible answer')} left"
        return "; ".join(f"board {b}: {counted(n, 'answer')} left" for b, n in left)

    def position_lines(self, state, limit: int | None) -> list[str]:
        """Return the lines that describe the position beyond its boards' candidates (Xordle: the pairs left, the
        first `limit` of them named; None: every one)."""
        return []

    def position_info(self, state, limit: int) -> dict:
        """Return what `position_lines` says, as fields of a JSON answer."""
        return {}

    def share_rows(self, rows: list, solved: list) -> tuple[list, list]:
        """Return the rows and solve turns a share grid shows (Xordle: one board)."""
        return rows, solved

    def uncertainty(self, state) -> float:
        """Return the bits still unknown about the answer of a one-board position (0 once won): log2 of the
        candidates (equally likely to the review)."""
        return 0.0 if state.done else math.log2(len(state.boards[0].candidates))

    def information(self, state, guesses: np.ndarray) -> np.ndarray:
        """Return the bits each guess is expected to tell about the answer of a one-board position."""
        from ndle.measures.bits import entropy_bits, partition_sizes

        board, matrix = state.boards[0], self.game.matrix
        return np.array([entropy_bits(partition_sizes(matrix[g], board.candidates)) for g in guesses.tolist()])

    def chance(self, state, targets: Sequence[AnswerId]) -> float:
        """Return the model's probability of the true answer in a one-board position (1 once won)."""
        if state.done:
            return 1.0
        board = state.boards[0]
        return float(board.probabilities[board.candidates == int(targets[0])].sum())

    def entropy_scorer(self):
        """Return the process's shared scorer of the expected entropy left: uniform, or under the prior."""
        from ndle.measures.entropy import Scorer
        from ndle.measures.weighted import WeightedScorer

        game = self.game
        return (Scorer.for_matrix(game.matrix) if game.weights is None
                else WeightedScorer.for_prior(game.matrix, game.weights))

    def wanted(self) -> str:
        """Return the boards whose feedback the assistant asks for, in words."""
        n = self.game.boards
        return ("the visible board" if self.game.mode == "sequence" else
                f"each of the {n} boards in board order (- for a solved board)" if n > 1 else "the board")

    def asked_boards(self, state) -> list[int]:
        """Return the boards whose feedback a turn's line gives (sequence mode: the visible one)."""
        return state.active if self.game.mode == "sequence" else list(range(self.game.boards))

    def asked_on(self, boards: list[int]) -> str:
        """Return where a turn's feedback is asked for, in words."""
        return f"board {boards[0] + 1}" if len(boards) == 1 else f"boards 1-{len(boards)}"

    def prefill_prompt(self, turn: int, on: str) -> str:
        """Return the assistant's prompt for a pre-filled guess."""
        return f"> pre-filled guess {turn + 1} of {self.game.prefill}: WORD and its feedback on {on}"

    @property
    def prefilled(self) -> str:
        """Return the pre-filled guesses in words (Xordle: the clue)."""
        return counted(self.game.prefill, "pre-filled guess")

    def answers_given(self, words: list[str]) -> list[str]:
        """Return the answer words as given for the boards (Xordle: a pair may be given as one `a,b`)."""
        return words


Test = Callable[[Rules], bool]
_TABLE: list[tuple[Test, type[Observation]]] = []


def register_observation(test: Test, kind: type[Observation]) -> type[Observation]:
    """Register a variant: games whose `Rules` pass `test` are observed by `kind` (the latest registration first).

    Parameters
    ----------
    test : callable
        Takes a game's `Rules`, returns whether the variant applies.
    kind : type
        An `Observation` subclass, made with the game.

    Returns
    -------
    type
        `kind`, so the call can decorate the class.
    """
    _TABLE.insert(0, (test, kind))
    return kind


def unregister_observation(kind: type[Observation]) -> None:
    """Remove a variant's registration (games made afterwards no longer choose it).

    Parameters
    ----------
    kind : type
        An `Observation` subclass given to `register_observation` (every registration of it goes).
    """
    _TABLE[:] = [(test, k) for test, k in _TABLE if k is not kind]


def observation_kind(rules: Rules) -> type[Observation]:
    """Return the variant `rules` choose (the class `observation_for` makes), known before the game is made.

    Parameters
    ----------
    rules : Rules
        The game's rules.

    Returns
    -------
    type
        The first registered variant whose test the rules pass (the latest registration first), else `Observation`.
    """
    return next((k for test, k in _TABLE if test(rules)), Observation)


def observation_for(game) -> Observation:
    """Return how `game` is observed (what `Game.observation` holds, made once a game).

    Parameters
    ----------
    game : Game
        The game; its `Rules` choose the variant.

    Returns
    -------
    Observation
        The first registered variant whose test the rules pass (the latest registration first), made with the
        game; honest rows (`Observation`) when none does.
    """
    return observation_kind(game.rules)(game)
