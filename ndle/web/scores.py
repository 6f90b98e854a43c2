"""A suggested guess in a player's words: the chance that it solves a board this turn, and the expected number of
guesses to finish the game after playing it (this one included).

The expected guesses come from the fitted model that `lookahead` looks ahead with (`ndle.measures.value`, its fit
of the turn the last board is solved), the same estimate whichever strategy suggested the guess; on one board, when
`lookahead` is the strategy asked, its own score is that number, exact where its search applies.
"""

from __future__ import annotations

from typing import TypeGuard

from functools import cache

import numpy as np

from ndle.game import State
from ndle.measures.value import ValueModel, expected_values
from ndle.strategies import Strategy
from ndle.measures.value import class_sizes
from ndle.strategies.lookahead import Lookahead


def solve_chance(state: State, word: str) -> float:
    """Return the chance that a guess solves one of the boards the player sees unsolved, each board's answer equally
    likely to be any of its candidates (the boards' answers are distinct, so these events exclude each other).

    Parameters
    ----------
    state : State
        The position.
    word : str
        The guess.

    Returns
    -------
    float
        The probability, from 0 to 1.
    """
    answer = state.game.words.answer_index.get(word)
    if answer is None:
        return 0.0
    chance = sum(1.0 / len(b.candidates) for b in state.unsolved if np.any(b.candidates == answer))
    return min(1.0, float(chance))


def speaks_for_players(strategy: Strategy) -> TypeGuard[Lookahead]:
    """Return whether a strategy's own scores are the expected guesses to finish: `lookahead` on one board, with
    its default objective (its exact search's values, or its model's where the search does not apply)."""
    return type(strategy) is Lookahead and strategy.objective == "last" and strategy.game.boards == 1


@cache
def shipped_model() -> ValueModel:
    """Return the value model shipped with ndle (read once)."""
    return ValueModel.load(None)


def guesses_to_finish(state: State, words: list[str]) -> list[float]:
    """Return the fitted estimate of the guesses needed to finish the game after each guess, the guess included
    (the expected turn the last board is solved, counted from now).

    Parameters
    ----------
    state : State
        The position (not finished).
    words : list of str
        The guesses.

    Returns
    -------
    list of float
        One estimate a guess.
    """
    game, model = state.game, shipped_model()
    ids = np.array([game.words.guess_index[w] for w in words], dtype=np.int64)
    sizes = [class_sizes(game.matrix, ids, b.candidates, game.words.length) for b in state.unsolved]
    return (1.0 + expected_values(model, model.fit_for(game.boards, "last"), sizes)).tolist()
