"""Play one game: a strategy against hidden answers, turn by turn, to a GameRecord."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Sequence

import numpy as np

from ndle.errors import NdleError
from ndle.game import AnswerId, Game, GuessId, State
from ndle.strategies import Strategy
from ndle.strategies.pools import game_allows

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
                f"{self.turns} guesses (limit {self.max_guesses}), solved on turns {' '.join(map(str, self.solved_at))}"
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
    or, in a hard-mode game, if it does not use the hints shown so far.
    """
    cap = cap or default_turn_cap(state.game)
    if state.turn >= cap:
        raise NdleError(f"strategy {strategy.name!r} did not finish within {cap} guesses")
    guess = opener if (state.turn == state.game.prefill and opener is not None) else strategy.choose(state, rng)
    if guess in state.guesses:
        raise NdleError(f"strategy {strategy.name!r} repeated the guess {state.game.words.guesses[guess]!r}")
    if state.game.hard and not game_allows(state)[guess]:
        raise NdleError(f"strategy {strategy.name!r} played {state.game.words.guesses[guess]!r}, which hard mode "
                        "forbids (it does not use every hint shown so far)")
    return guess


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
    state = game.opening(answers, rng, prefilled) if state is None else state
    cap = turn_cap or default_turn_cap(game)
    while not state.done:
        state = state.play(next_guess(state, strategy, rng, opener=opener, cap=cap), answers)
    words = game.words
    record = GameRecord(tuple(words.answers[a] for a in answers), tuple(b.solved_at for b in state.boards),
                        tuple(state.guess_words), game.max_guesses)
    return record, state
