"""Retrospective analysis of a played one-board game: "how you should have played" (Hayes).

For each turn of a game someone played against a known answer: the
candidates before and after, the bits the feedback actually gave
(log2 before/after), the bits the guess was expected to give (H of its
spectrum), what a strategy would have played in the same position, the bits
that guess was expected to give, and how many guesses in all the strategy would
have needed if it had taken over from that position.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Sequence

from ndle.errors import NdleError
from ndle.game import Game, State
from ndle.loop import play_game
from ndle.measures.bits import entropy_bits, partition_sizes
from ndle.strategies import Strategy


@dataclass(frozen=True)
class TurnReview:
    """One turn of a reviewed game, with the strategy's alternative in the same position.

    Attributes
    ----------
    turn : int
        The turn, from 1.
    guess, feedback : str
        The word played and the feedback it got (``B``/``Y``/``G``).
    before, after : int
        The candidates left before and after the guess.
    expected_bits, bits_gained : float
        The information the guess was expected to give (its entropy over the candidates) and what it gave.
    strategy_guess : str
        What the strategy would have played in the same position.
    strategy_expected_bits : float
        The entropy of the strategy's guess.
    strategy_total : int
        The guesses in all had the strategy taken over before this turn.
    """

    turn: int
    guess: str
    feedback: str
    before: int
    after: int
    expected_bits: float
    bits_gained: float
    strategy_guess: str
    strategy_expected_bits: float
    strategy_total: int  # guesses in all if the strategy had taken over before this turn


@dataclass(frozen=True)
class Review:
    """A reviewed game: the answer, each turn, and the player's and the strategy's totals.

    Attributes
    ----------
    answer : str
        The game's answer.
    turns : list of TurnReview
        Each turn played.
    solved : bool
        Whether the guesses found the answer.
    strategy : str
        The strategy's name.
    strategy_alone : int
        The guesses the strategy needs from the start.
    """

    answer: str
    turns: list[TurnReview]
    solved: bool
    strategy: str
    strategy_alone: int  # guesses the strategy needs from the start

    @property
    def player_total(self) -> int | None:
        return len(self.turns) if self.solved else None

    def to_dict(self) -> dict:
        return {"answer": self.answer, "solved": self.solved, "guesses": self.player_total,
                "strategy": self.strategy, "strategy_alone": self.strategy_alone,
                "turns": [asdict(t) for t in self.turns]}


def finish(state: State, strategy: Strategy, answer: int, rng=None) -> int:
    """Return the turn on which `strategy`, taking over at `state`, solves the board with `answer`
    (the game loop's cap)."""
    record, _ = play_game(state.game, strategy, (answer,), rng=rng, state=state)
    return record.solved_at[0]


def review(game: Game, strategy: Strategy, answer: str, guesses: Sequence[str], rng=None) -> Review:
    """Return the turn-by-turn review of one-board `guesses` against `answer` (the game may stop unsolved)."""
    if game.boards != 1:
        raise NdleError("a review is of a one-board game")
    if not guesses:
        raise NdleError("give at least one guess to review")
    target = game.words.answer_id(answer)
    state = game.start()
    turns = []
    for word in guesses:
        if state.done:
            raise NdleError(f"{word!r} was played after the answer {game.words.answers[target]!r} was found")
        guess = game.words.guess_id(word)
        cands = state.boards[0].candidates
        alt = strategy.choose(state, rng)
        total = finish(state, strategy, target, rng)
        after_state = state.play(guess, (target,))
        after = len(after_state.boards[0].candidates)
        pattern = int(game.matrix[guess, target])
        solved = pattern == game.solved
        gained = math.log2(len(cands) / after) if not solved else math.log2(len(cands))
        shown = game.feedback_rule.show(pattern, game.words.length)
        turns.append(TurnReview(state.turn + 1, game.words.guesses[guess], shown,
                                len(cands), 0 if solved else after,
                                entropy_bits(partition_sizes(game.matrix[guess], cands)), gained,
                                game.words.guesses[alt], entropy_bits(partition_sizes(game.matrix[alt], cands)),
                                total))
        state = after_state
    return Review(game.words.answers[target], turns, state.done, strategy.name, turns[0].strategy_total)
