"""Game (immutable facts: word lists, matrix, Rules) and State (what the player knows: boards, history)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence

import numpy as np

from ndle.board import AnswerId, Board, GuessId, narrow, narrowed, weighed
from ndle.checks import an_array, counted, many, one_of
from ndle.errors import FeedbackError, HardModeError, ModeError, NdleError, WordError
from ndle.feedback_rules.base import FeedbackRule, rule_named
from ndle.modes import draw_prefill
from ndle.patterns.codes import Pattern
from ndle.patterns.cache import matrix_for
from ndle.patterns.hard import hard_mode_breach
from ndle.patterns.matrix import frozen
from ndle.params import PARAMS, WORD_FIELDS
from ndle.priors import game_prior
from ndle.rules import Rules, as_rules
from ndle.words import WordList


@dataclass(frozen=True, eq=False)
class Game:
    """The immutable facts of a game: its word lists and pattern matrix, and its `Rules` (boards, limit, feedback
    rule, real game, mode, hard mode, pre-fills), whose fields read as the game's own (`game.boards`, ...).
    `Game(words, rules)` plays a WordList under rules; `Game.create` loads the list the rules name. `feedback_rule`
    is the rule itself (`ndle.feedback_rules`), `solved` the code of the feedback that means solved.

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
    matrix: np.ndarray = field(default=None, repr=False)
    weights: np.ndarray | None = field(default=None, repr=False)
    feedback_rule: FeedbackRule = field(init=False, repr=False)
    solved: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        one_of(self.words, WordList, "a WordList as a Game's words (Game.create loads one by name)", ModeError)
        one_of(self.rules, Rules, "Rules (a Game's rules must be a Rules: Game.create takes keywords)", ModeError)
        if self.rules.words != self.words.name and self.rules.answers_file is None:
            object.__setattr__(self, "rules", replace(self.rules, words=self.words.name))
        object.__setattr__(self, "feedback_rule", rule_named(self.rules.feedback))
        object.__setattr__(self, "solved", self.feedback_rule.solved(self.words.length))
        if self.matrix is None:
            object.__setattr__(self, "matrix", matrix_for(self.words, self.rules.feedback))
        an_array(self.matrix, "a Game's matrix", (len(self.words.guesses), len(self.words.answers)), ModeError)
        object.__setattr__(self, "matrix", frozen(self.matrix))  # a fact of the game, read-only like the cached one
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

    def start(self) -> "State":
        """Return the state before the first guess (in sequence mode only board 1 is visible)."""
        every = frozen(np.arange(len(self.words.answers), dtype=np.int32))
        hide = self.mode == "sequence"
        return State(self, tuple(Board(every, None, hide and b > 0, self.weights) for b in range(self.boards)))

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
        return ids

    def patterns(self, guess: GuessId, answers: Sequence[AnswerId]) -> tuple[Pattern, ...]:
        """Return the zip code each board shows for `guess`."""
        return tuple(int(self.matrix[guess, a]) for a in answers)


for _p in PARAMS:  # each setting of the rules reads as the game's own (`game.boards`, `game.hard`, ...)
    if _p.on_game:
        setattr(Game, _p.name, property(lambda game, name=_p.name: getattr(game.rules, name),
                                        doc=f"Return the game's {_p.name} (see `Rules`)."))


def as_game(game: Game | Rules | WordList | str | int | None = None, /, *, words: str | WordList | None = None,
            matrix: np.ndarray | None = None, **fields) -> Game:
    """Return the game any accepted form gives: the one way a value becomes a Game.

    Parameters
    ----------
    game : Game, Rules, WordList, str, int or Mapping, optional
        A Game, Rules, a WordList, a name of a shipped list or real game (`nyt`, `quordle`), a number of boards
        of Wordle or a mapping of Rules fields (see `ndle.rules.as_rules`); None: one board of Wordle.
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
    rules = as_rules(game.rules if isinstance(game, Game) else game, **fields, words=words if listed is None else None)
    return Game(rules.word_list() if listed is None else listed, rules, matrix)


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
    """

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
        are ignored: a hidden board's feedback goes to `reveal` when it becomes the first unsolved one); raise
        NoCandidatesError if the feedback leaves an unsolved board without candidates, HardModeError if the game
        is in hard mode and the guess does not use the hints shown so far."""
        if len(patterns) != len(self.boards):
            raise NdleError(f"expected feedback for {counted(len(self.boards), 'board')}, got {len(patterns)}")
        guess, green = int(guess), self.game.solved
        history = zip(self.guesses, (p[0] for p in self.patterns))  # hard mode: one board (Rules refuses more)
        if self.game.hard and (why := hard_mode_breach(self.game.words, history, guess)):
            raise HardModeError(f"{self.game.words.guesses[guess]} breaks hard mode: {why}")
        turn = self.turn + 1
        boards, shown = [], []
        for b, (board, p) in enumerate(zip(self.boards, patterns)):
            if board.solved or board.hidden:
                boards.append(board)
                shown.append(None)
                continue
            p = int(p)
            boards.append(narrowed(self.game, board.candidates, guess, p, b, turn if p == green else None))
            shown.append(p)
        return replace(self, boards=tuple(boards), guesses=self.guesses + (guess,),
                       patterns=self.patterns + (tuple(shown),))

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
        return replace(self, boards=boards, patterns=tuple(rows))

    def play(self, guess: GuessId, answers: Sequence[AnswerId]) -> "State":
        """Return the state after `guess` against the hidden `answers` (revealing boards as they come up)."""
        state, green = self.apply(guess, self.game.patterns(guess, answers)), self.game.solved
        while (b := state.needs_reveal) is not None:
            history = [int(self.game.matrix[g, answers[b]]) for g in state.guesses]
            end = history.index(green) + 1 if green in history else len(history)
            state = state.reveal(b, history[:end])
        return state

    def codes(self, marks: Sequence[str]) -> list[Pattern | None]:
        """Return the zip codes of one feedback string per board (None for a hidden board, and for a solved one
        given `-`; any other entry must be valid feedback), raising FeedbackError if one is malformed."""
        n = self.game.words.length  # a solved board may show "-" or one "-" a letter
        return [None if board.hidden or (board.solved and m.strip() in ("-", "-" * n))
                else self.game.feedback_rule.parse(m, n) for board, m in zip(self.boards, marks)]

    @classmethod
    def from_feedback(cls, game: Game, history: Iterable[tuple[str, Sequence[str]]]) -> "State":
        """Return the state reached by observed play: (guess word, one feedback string per board) pairs. A board's
        feedback after all greens is ignored: give `-` (or one `-` a letter, or any valid feedback). In sequence
        mode a hidden board's feedback is read when it is revealed (until then it may be anything)."""
        from ndle.observed import state_from_feedback
        return state_from_feedback(game, history)
