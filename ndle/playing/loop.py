"""Play one game: a strategy against hidden answers, turn by turn, to a GameRecord."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Sequence

import numpy as np

from ndle.checks import many, one_of, shown, whole
from ndle.errors import ConfigError, NdleError, StrategyError, WordError
from ndle.game import AnswerId, Game, GuessId, State
from ndle.playing.openings import first_choice
from ndle.strategies import Strategy
from ndle.strategies.pools import game_allows
from ndle.checks import counted

Turn = int  # 1-based


@dataclass(frozen=True)
class GameRecord:
    """One finished game: answers, the turn each board was solved (board order), the guesses in order.

    `print(record)` shows its grid; `turns` is the last board's turn (Fetterman's score), `total` the sum of the
    boards' turns (the real games' score).

    Attributes
    ----------
    answers : tuple of str
        Each board's answer.
    solved_at : tuple of int
        The turn each board was solved, from 1 (past `max_guesses` when the game was lost).
    guesses : tuple of str
        The guesses in order, pre-filled ones included.
    max_guesses : int
        The guess limit.
    """

    answers: tuple[str, ...]
    solved_at: tuple[Turn, ...]
    guesses: tuple[str, ...]
    max_guesses: int

    @property
    def turns(self) -> Turn:
        """Return the turn the last board was solved."""
        return max(self.solved_at)

    @property
    def first_solved(self) -> Turn:
        return min(self.solved_at)

    @property
    def total(self) -> Turn:
        """Return the official score of the real games: the sum of the boards' solve turns."""
        return sum(self.solved_at)

    @property
    def won(self) -> bool:
        return self.turns <= self.max_guesses

    def __repr__(self) -> str:
        """Return what happened in a line: boards and answers, won or lost, solve turns, guesses."""
        n = len(self.answers)
        verdict = "won" if self.won else "lost"
        return (f"<GameRecord {n} board{'s' if n > 1 else ''} ({' '.join(self.answers)}): {verdict} in "
                f"{counted(self.turns, 'guess')} (limit {self.max_guesses}), solved on turns "
                f"{' '.join(map(str, self.solved_at))}"
                f"; guesses {' '.join(self.guesses)}>")

    def __str__(self) -> str:
        """Return the grid of every board and a result line (`print(record)`; ANSI tiles on a terminal)."""
        from ndle.render.text import render_record
        return render_record(self)

    def _repr_html_(self) -> str:
        from ndle.render.html import record_html
        return record_html(self)

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(answers=list(self.answers), solved_at=list(self.solved_at), guesses=list(self.guesses),
                 turns=self.turns, total=self.total, won=self.won)
        return d


def default_turn_cap(game: Game) -> int:
    """Return the turn a game loop gives up at (`Game.turn_cap`: 4 x guess limit + number of answers)."""
    return game.turn_cap


def next_guess(state: State, strategy: Strategy, rng: np.random.Generator | None = None, *,
               opener: GuessId | None = None, cap: int | None = None) -> GuessId:
    """Return the guess played at `state`: `opener` on the player's first turn (after any pre-filled guesses),
    else the strategy's choice.

    Raises NdleError once `cap` turns (default `default_turn_cap`) are played, if the guess was played before,
    or, in a hard-mode game, if it does not use the hints shown so far (in consistent play: if it is not a possible
    answer any more).
    """
    cap = cap or default_turn_cap(state.game)
    if state.turn >= cap:
        raise NdleError(f"strategy {strategy.name!r} did not finish within {cap} guesses")
    if state.turn == state.game.prefill and opener is not None:
        guess = opener
    elif state.turn == 0:  # a deterministic strategy's first guess is computed once and kept (ndle.playing.openings)
        guess = first_choice(state, strategy) if strategy.deterministic else strategy.choose(state, rng)
    else:
        guess = strategy.choose(state, rng)
    if guess in state.guesses:
        raise NdleError(f"strategy {strategy.name!r} repeated the guess {state.game.words.guesses[guess]!r}"
                        + _answer_id_hint(state, guess))
    if (state.game.hard or state.game.consistent) and not game_allows(state)[guess]:
        broken = "consistent play" if state.game.consistent and not state.possible(guess) else "hard mode"
        why = "it is not a possible answer any more" if broken == "consistent play" else \
            "it does not use every hint shown so far"
        raise NdleError(f"strategy {strategy.name!r} played {state.game.words.guesses[guess]!r}, which {broken} "
                        f"forbids ({why})")
    return guess


def _answer_id_hint(state: State, guess: GuessId) -> str:
    """Return the end of a bad guess's message when the id reads as an answer id of a candidate (an answer id
    returned where a guess id is due), else ""."""
    words = state.game.words
    if not 0 <= guess < len(words.answers) or words.answer_guess[guess] == guess:
        return ""
    if not any(guess in board.candidates for board in state.unsolved):
        return ""
    return (f" (guess id {guess}); as an answer id it is the candidate {words.answers[guess]!r}: a strategy returns "
            "guess ids, e.g. board.candidate_guesses(state.game.words) for a board's candidates")


def _ids(values, n: int, one: str, error: type[NdleError]) -> tuple[int, ...]:
    """Return indices below `n` (ints or numpy ints; `one` names one, e.g. "an answer index") as a tuple of ints,
    else raise `error` in one line."""
    return tuple(whole(v, one, error, high=n - 1) for v in many(values, one.split(" ", 1)[1] + "es", error))


def checked_play(game, strategy, answers=None, opener=None, rng=None, turn_cap=None, state=None,
                 prefilled=None) -> tuple:
    """Check the arguments of `play_game` (and of `decision_tree`, which has no answers).

    Parameters
    ----------
    game, strategy, answers, opener, rng, turn_cap, state, prefilled
        As `play_game` takes them; `answers` None is not checked.

    Returns
    -------
    tuple
        The answers, the opener and the pre-filled guesses as ints (None stays None).

    Raises
    ------
    NdleError
        A subclass (ConfigError, StrategyError, WordError) with one line, for the first bad argument.
    """
    one_of(game, Game, "a Game (ndle.Game.create(...))", ConfigError)
    one_of(strategy, Strategy, "a Strategy (ndle.make_strategy(name, game))", StrategyError)
    words = game.words
    answers = None if answers is None else _ids(answers, len(words.answers), "an answer index", WordError)
    if answers is not None and len(answers) != game.boards:
        raise WordError(f"expected {counted(game.boards, 'answer index')}, one per board, got {len(answers)}")
    opener = None if opener is None else whole(opener, "the opener's guess index", WordError,
                                               high=len(words.guesses) - 1)
    prefilled = None if prefilled is None else _ids(prefilled, len(words.guesses), "a pre-filled guess index",
                                                    WordError)
    if rng is not None and not isinstance(rng, np.random.Generator):
        raise ConfigError(f"rng must be a numpy.random.Generator or None, got {shown(rng)}")
    if turn_cap is not None:
        whole(turn_cap, "the turn cap", ConfigError, low=1)
    if state is not None:
        one_of(state, State, "a State (game.start()) or None as the state", ConfigError)
    return answers, opener, prefilled


def play_game(game: Game, strategy: Strategy, answers: Sequence[AnswerId], *, opener: GuessId | None = None,
              rng: np.random.Generator | None = None, turn_cap: int | None = None,
              state: State | None = None, prefilled: Sequence[GuessId] | None = None) -> tuple[GameRecord, State]:
    """Return the record and final state of `strategy` playing until every board is solved.

    The game starts at `state` if given, else after the game's pre-filled
    guesses (`prefilled`, else drawn from `rng`, see `Game.opening`; none
    outside the rescue and jumble modes). The game's mode sets what the
    strategy sees (`State`). The game goes on past the guess limit (counted
    as a loss then) up to `turn_cap` turns, which only a broken strategy reaches.

    Parameters
    ----------
    game : Game
        The game: word lists, boards, guess limit, mode.
    strategy : Strategy
        The player (see `make_strategy`).
    answers : sequence of int
        Each board's answer, as an index into the answer list (`Game.answer_ids` turns words into them).
    opener : int, optional
        The strategy's own first guess, as an index into the guess list; default the strategy's choice.
    rng : numpy.random.Generator, optional
        The randomness of a randomised strategy and of drawn pre-filled guesses.
    turn_cap : int, optional
        The turn at which a game is abandoned; default `Game.turn_cap`.
    state : State, optional
        The position to start from; default the start of the game.
    prefilled : sequence of int, optional
        The pre-filled guesses of the rescue and jumble modes, as guess indices; default drawn from `rng`.

    Returns
    -------
    record : GameRecord
        The answers, each board's solve turn, the guesses.
    state : State
        The final position (every board solved), for showing the boards' tiles.
    """
    answers, opener, prefilled = checked_play(game, strategy, answers, opener, rng, turn_cap, state, prefilled)
    state = game.opening(answers, rng, prefilled) if state is None else state
    cap = turn_cap or default_turn_cap(game)
    hidden = np.asarray(answers, dtype=np.intp)  # converted once: each turn reads every board's feedback
    while not state.done:
        state = state.play(next_guess(state, strategy, rng, opener=opener, cap=cap), hidden, rng)
    words = game.words
    solved_at = tuple(t or 0 for t in game.observation.solve_turns(state, answers))  # in the answers' order
    record = GameRecord(tuple(words.answers[a] for a in answers), solved_at, tuple(state.guess_words),
                        game.max_guesses)
    return record, state
