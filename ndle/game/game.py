"""Game (immutable facts: word lists, matrix, Rules); State (what the player knows: boards, history) lives in
`ndle.game.state` and is importable from here."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Iterable, Sequence, overload

import numpy as np

from ndle.game.board import AnswerId, Board, GuessId, narrow, narrowed, weighed  # noqa: F401 (importable from here)
from ndle.game.lying import Channel, game_channel
from ndle.game.observe import Observation, observation_for
from ndle.checks import an_array, counted, many, one_of
from ndle.errors import ModeError, NdleError, WordError
from ndle.patterns.feedback.base import FeedbackRule, rule_named
from ndle.rules import check_memory, draw_prefill
from ndle.patterns.codes import Pattern
from ndle.patterns.cache import matrix_for
from ndle.patterns.matrix import frozen
from ndle.rules import WORD_FIELDS
from ndle.game.priors import game_prior
from ndle.rules import GameSettings, Rules, as_rules
from ndle.game.state import State
from ndle.words import WordList


class _Matrix:
    """The game's pattern matrix (guesses x answers feedback codes): the one given, checked, or the list's own,
    built or read from the disk cache at its first use (a first suggestion read from the shipped openers needs
    none)."""

    @overload
    def __get__(self, game: None, owner: type | None = None) -> None: ...

    @overload
    def __get__(self, game: Game, owner: type | None = None) -> np.ndarray: ...

    def __get__(self, game: Game | None, owner: type | None = None) -> np.ndarray | None:
        if game is None:  # the class's: no matrix given (the dataclass's default)
            return None
        if (matrix := game.__dict__.get("_matrix")) is None:
            matrix = _checked_matrix(game, matrix_for(game.words, game.feedback))
            game.__dict__["_matrix"] = matrix
        return matrix

    def __set__(self, game: Game, matrix: np.ndarray | None) -> None:
        game.__dict__["_matrix"] = matrix  # None: the list's own, read at its first use


@dataclass(frozen=True, eq=False)
class Game(GameSettings):
    """The immutable facts of a game: its word lists and pattern matrix, and its `Rules` (boards, limit, feedback
    rule, real game, mode, hard mode, pre-fills), whose fields read as the game's own (`game.boards`, ...).
    `Game(words, rules)` plays a WordList under rules; `Game.create` loads the list the rules name. `feedback_rule`
    is the rule itself (`ndle.patterns.feedback`), `solved` the code of the feedback that means solved, `channel`
    the odds of the rows shown when they lie (`ndle.game.lying`; None when they never do), `observation` how its
    rows are observed (`ndle.game.observe`: honest, lying, Xordle's, the greens rule).

    Parameters
    ----------
    words : WordList
        The answers and allowed guesses.
    rules : Rules
        What the game is (default: one board of Wordle).
    matrix : numpy.ndarray, optional
        The pattern matrix (default: built or read from the disk cache).
    weights : numpy.ndarray, optional
        The answer prior: a positive weight per answer, kept as probabilities (default: that of `rules.prior`).
    """

    words: WordList
    rules: Rules = field(default_factory=Rules)
    matrix: _Matrix = _Matrix()  # read from the disk cache at its first use unless given
    weights: np.ndarray | None = field(default=None, repr=False)
    feedback_rule: FeedbackRule = field(init=False, repr=False)
    solved: int = field(init=False, repr=False)
    channel: Channel | None = field(init=False, repr=False)

    def __post_init__(self) -> None:
        one_of(self.words, WordList, "a WordList as a Game's words (Game.create loads one by name)", ModeError)
        one_of(self.rules, Rules, "Rules (a Game's rules must be a Rules: Game.create takes keywords)", ModeError)
        if self.rules.words != self.words.name and self.rules.answers_file is None:
            object.__setattr__(self, "rules", replace(self.rules, words=self.words.name))
        check_memory(self.boards, len(self.words.answers), self.max_guesses)  # before the matrix
        object.__setattr__(self, "feedback_rule", rule_named(self.rules.feedback))
        object.__setattr__(self, "solved", self.feedback_rule.solved(self.words.length))
        object.__setattr__(self, "channel", game_channel(self.rules, self.words.length))  # None: rows never lie
        if self.__dict__["_matrix"] is not None:  # a given matrix is checked now; the list's own is read when needed
            self.__dict__["_matrix"] = _checked_matrix(self, self.__dict__["_matrix"])
        object.__setattr__(self, "weights", game_prior(self.weights, self.rules.prior, self.words))

    @classmethod
    def create(cls, rules: Rules | str | int | None = None, words: str | WordList | None = None, *,
               matrix: np.ndarray | None = None, **fields) -> "Game":
        """Return `as_game(rules, words=words, matrix=matrix, **fields)`: e.g. `Game.create("quordle",
        mode="sequence")`, `Game.create(4)` (four boards of Wordle), `Game.create(boards=2, words="nyt")`."""
        return as_game(rules, words=words, matrix=matrix, **fields)

    def changed(self, **fields) -> "Game":
        """Return this game with Rules fields changed (`Rules.changed`), sharing the matrix (and the score memos)
        when the word list and feedback rule stay, and the weights when the prior does too (else the rules' own)."""
        rules = self.rules.changed(**fields)
        if not all(getattr(rules, k) == getattr(self.rules, k) for k in WORD_FIELDS):
            return as_game(rules)
        return replace(self, rules=rules, weights=self.weights if rules.prior == self.rules.prior else None)

    def with_boards(self, boards: int, max_guesses: int | None = None, **fields) -> "Game":
        """Return the same game with another board count (and, as keywords, other Rules fields; see `changed`)."""
        return self.changed(boards=boards, max_guesses=max_guesses, **fields)

    @property
    def turn_cap(self) -> int:
        """Return the turn a game loop gives up at (4 x limit + answers): only a broken strategy reaches it."""
        return 4 * self.max_guesses + len(self.words.answers)

    def describe(self) -> str:
        """Return e.g. 'quordle, sequence mode, limit 10'."""
        return self.rules.describe()

    def __repr__(self) -> str:
        from ndle.render.reprs import game_repr
        return game_repr(self)

    @cached_property
    def observation(self) -> Observation:
        """Return how the game is observed: honest rows, or the variant its rules choose (rows that lie, Xordle's
        merged rows, the greens rule, ...; `ndle.game.observe`), made once a game."""
        return observation_for(self)

    def start(self) -> "State":
        """Return the state before the first guess (in sequence mode only board 1 is visible)."""
        return self.observation.start()

    def opening(self, answers: Sequence[AnswerId], rng: np.random.Generator | None = None,
                prefilled: Sequence[GuessId] | None = None) -> "State":
        """Return the state after the pre-filled guesses (none outside rescue and jumble) against `answers`:
        `prefilled` if given, else drawn from `rng` (after the answers: the game's own Generator)."""
        state = self.start()
        if not self.prefill:
            if prefilled:
                raise NdleError(f"{self.mode} mode has no pre-filled guesses")
            return state
        if prefilled is None:
            prefilled = draw_prefill(rng, self.words, answers, self.prefill, self.rules.prefill_source,
                                     self.rules.min_letters)
        elif len(prefilled) != self.prefill:
            raise NdleError(f"{self.describe()}: expected {self.prefill} pre-filled, got {len(prefilled)}")
        for guess in prefilled:
            state = state.play(guess, answers)
        return state

    def answer_ids(self, answers: Iterable[str]) -> tuple[AnswerId, ...]:
        """Return the answer indices of words, checking there is one per board."""
        ids = tuple(self.words.answer_id(a) for a in many(answers, "the answer words, one per board", WordError))
        if len(ids) != self.boards:
            raise WordError(f"expected {counted(self.boards, 'answer')}, one per board, got {len(ids)}")
        self.observation.check_answers(ids)
        return ids

    def patterns(self, guess: GuessId, answers: Sequence[AnswerId]) -> tuple[Pattern, ...]:
        """Return the zip code each board shows for `guess`."""
        return tuple(self.matrix[int(guess)][np.asarray(answers, dtype=np.intp)].tolist())


def _checked_matrix(game: Game, matrix) -> np.ndarray:
    """Return a game's matrix checked (its shape) and read-only, a fact of the game like the cached one."""
    an_array(matrix, "a Game's matrix", (len(game.words.guesses), len(game.words.answers)), ModeError)
    return frozen(matrix)


def as_game(game: Game | Rules | WordList | str | int | None = None, /, *, words: str | WordList | None = None,
            matrix: np.ndarray | None = None, **fields) -> Game:
    """Return the game any accepted form gives: the one way a value becomes a Game.

    Parameters
    ----------
    game : Game, Rules, WordList, str, int or Mapping, optional
        A Game, Rules, a WordList, a name of a shipped list or real game (`nyt`, `quordle`), a number of boards
        of Wordle or a mapping of Rules fields (see `ndle.rules.rules.as_rules`); None: one board of Wordle.
    words : str or WordList, optional
        A shipped list's name (a Rules field), or a WordList to play.
    matrix : numpy.ndarray, optional
        The pattern matrix (default: built or read from the disk cache).
    **fields
        Rules fields (`boards`, `hard`, ...; None: not given); defaults follow them (see `Rules.changed`).

    Returns
    -------
    Game
        e.g. ``as_game("quordle", mode="sequence").max_guesses == 10``; ``as_game(4)``: four boards of Wordle.
    """
    fields = {k: v for k, v in fields.items() if v is not None}
    if isinstance(game, Game) and words is None and matrix is None:
        return game.changed(**fields) if fields else game
    if isinstance(game, WordList) and words is None:
        game, words = None, game
    listed = words if isinstance(words, WordList) else None  # else a list's name, or None
    given = game.rules if isinstance(game, Game) else game
    if isinstance(given, WordList):  # beside `words`: as_rules refuses it (one line)
        given = as_rules(given)  # type: ignore[arg-type]  # refused, with the message every other form gets
    rules = as_rules(given, **fields, words=words if listed is None else None)
    return Game(rules.word_list() if listed is None else listed, rules, matrix)
