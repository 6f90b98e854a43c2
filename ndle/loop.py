"""Play one game: a strategy against hidden answers, turn by turn, to a GameRecord."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Sequence

import numpy as np

from ndle.errors import NdleError
from ndle.game import AnswerId, Game, GuessId, State
from ndle.strategies import Strategy

Turn = int  # 1-based


@dataclass(frozen=True)
class GameRecord:
    """One finished game: answers, the turn each board was solved (board order), the guesses in order."""

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

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(answers=list(self.answers), solved_at=list(self.solved_at), guesses=list(self.guesses),
                 turns=self.turns, total=self.total, won=self.won)
        return d


def play_game(game: Game, strategy: Strategy, answers: Sequence[AnswerId], *, opener: GuessId | None = None,
              rng: np.random.Generator | None = None, turn_cap: int | None = None,
              prefilled: Sequence[GuessId] | None = None) -> tuple[GameRecord, State]:
    """Return the record and final state of `strategy` playing until every board is solved.

    The game's mode sets what the strategy sees (`State`) and the pre-filled
    guesses it starts after (`prefilled`, else drawn from `rng`, see
    `Game.opening`); `opener` is the strategy's own first guess.

    The game goes on past the guess limit (counted as a loss then) up to
    `turn_cap` turns (default: 4 x limit + number of answers), which only a
    broken strategy reaches.
    """
    state = game.opening(answers, rng, prefilled)
    first_turn = state.turn
    cap = turn_cap or 4 * game.max_guesses + len(game.words.answers)
    while not state.done:
        if state.turn >= cap:
            raise NdleError(f"strategy {strategy.name!r} did not finish within {cap} guesses")
        guess = opener if (state.turn == first_turn and opener is not None) else strategy.choose(state, rng)
        if guess in state.guesses:
            raise NdleError(f"strategy {strategy.name!r} repeated the guess {game.words.guesses[guess]!r}")
        state = state.play(guess, answers)
    words = game.words
    record = GameRecord(tuple(words.answers[a] for a in answers), tuple(b.solved_at for b in state.boards),
                        tuple(state.guess_words), game.max_guesses)
    return record, state
