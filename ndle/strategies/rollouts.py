"""Rollouts: the mean further score after each guess when a base strategy plays on, over answer tuples.

The answer tuples are every tuple of the visible boards' candidates (and any
candidate of a hidden board) when there are at most `samples` of them, the
exact expectation under the uniform, independent-boards model; otherwise
`samples` tuples drawn from the game's Generator, the same tuples for every
guess compared (common random numbers, so the differences between guesses
carry far less noise than the values themselves).
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from ndle.errors import NdleError
from ndle.game import AnswerId, State
from ndle.strategies.base import Strategy


def answer_tuples(state: State, samples: int, rng: np.random.Generator | None) -> list[tuple[AnswerId, ...]]:
    """Return the answer tuples a rollout plays: all of them if at most `samples`, else `samples` drawn."""
    pools = [b.candidates for b in state.boards]  # a solved board's one candidate is its answer
    if math.prod(len(p) for p in pools) <= samples:
        return [tuple(int(a) for a in t) for t in itertools.product(*pools)]
    if rng is None:
        raise NdleError("a sampled rollout needs the game's random generator")
    picks = [rng.integers(0, len(p), size=samples) for p in pools]
    return [tuple(int(p[i[s]]) for p, i in zip(pools, picks)) for s in range(samples)]


def play_out(state: State, base: Strategy, answers: tuple[AnswerId, ...], objective: str,
             first: int | None = None) -> int:
    """Return the further score of playing `first` (if given), then `base` to the end, from `state` against
    `answers`: turns until the last board is solved (`last`) or the summed further solve turns of the boards
    unsolved now (`total`)."""
    start, open_boards = state.turn, [i for i, b in enumerate(state.boards) if not b.solved]
    cap = state.game.turn_cap
    if first is not None:
        state = state.play(first, answers)
    while not state.done:
        if state.turn >= cap:
            raise NdleError(f"the rollout's base rule did not finish within {cap} guesses")
        state = state.play(base.choose(state), answers)
    if objective == "last":
        return state.turn - start
    return sum((state.boards[i].solved_at or 0) - start for i in open_boards)  # every board solved by now


def rollout_values(state: State, guesses: np.ndarray, base: Strategy, objective: str, samples: int,
                   rng: np.random.Generator | None) -> np.ndarray:
    """Return the mean further score (this guess included) after each guess, `base` playing on, over the
    answer tuples of `answer_tuples` (the same for every guess)."""
    tuples = answer_tuples(state, samples, rng)
    out = np.zeros(len(guesses))
    for answers in tuples:
        for k, g in enumerate(guesses):
            out[k] += play_out(state, base, answers, objective, first=int(g))
    return out / len(tuples)
