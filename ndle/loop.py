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
    def won(self) -> bool:
        return self.turns <= self.max_guesses

    def _repr_html_(self) -> str:
        from ndle.render.html import record_html
        return record_html(self)

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(answers=list(self.answers), solved_at=list(self.solved_at), guesses=list(self.guesses),
                 turns=self.turns, won=self.won)
        return d


def play_game(game: Game, strategy: Strategy, answers: Sequence[AnswerId], *, opener: GuessId | None = None,
              rng: np.random.Generator | None = None, turn_cap: int | None = None) -> tuple[GameRecord, State]:
    """Return the record and final state of `strategy` playing until every board is solved.

    The game goes on past the guess limit (counted as a loss then) up to
    `turn_cap` turns (default: 4 x limit + number of answers), which only a
    broken strategy reaches.
    """
    state = game.start()
    cap = turn_cap or 4 * game.max_guesses + len(game.words.answers)
    while not state.done:
        if state.turn >= cap:
            raise NdleError(f"strategy {strategy.name!r} did not finish within {cap} guesses")
        guess = opener if (state.turn == 0 and opener is not None) else strategy.choose(state, rng)
        if guess in state.guesses:
            raise NdleError(f"strategy {strategy.name!r} repeated the guess {game.words.guesses[guess]!r}")
        state = state.play(guess, answers)
    words = game.words
    record = GameRecord(tuple(words.answers[a] for a in answers), tuple(b.solved_at for b in state.boards),
                        tuple(state.guess_words), game.max_guesses)
    return record, state
