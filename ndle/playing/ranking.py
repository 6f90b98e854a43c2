"""The K best guesses of a strategy at a position, with its scores: what `suggest --top`, `assist --top` and the
browser page show.

A strategy that scores every guess it considers implements
`Strategy.guess_scores(state)`, returning the guesses and its own score of each
(`Strategy.better` says whether lower or higher is better); the ranking orders
them by that score, ties by word, and puts the strategy's actual choice first
(its tie rule or endgame rule may pick another of equal score). A strategy that
picks a guess without scoring the others (`random`, `tree`) ranks only its choice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ndle.checks import one_of, whole
from ndle.errors import NdleError, StrategyError
from ndle.game import GuessId, State
from ndle.playing.loop import next_guess
from ndle.playing.openings import first_scores
from ndle.strategies import Strategy


@dataclass(frozen=True)
class RankedGuess:
    """One guess of a ranking.

    Parameters
    ----------
    word : str
        The guess.
    score : float or None
        The strategy's own score of it (`Strategy.better` says which way is better); None when the strategy
        picks its guess without scoring the others.
    chosen : bool
        Whether this is the guess the strategy plays.
    """

    word: str
    score: float | None
    chosen: bool = False


def top_guesses(state: State, strategy: Strategy, k: int = 5, *, rng: np.random.Generator | None = None,
                opener: GuessId | None = None) -> list[RankedGuess]:
    """Return the `k` best guesses of `strategy` at `state`, its choice first, with its scores.

    Parameters
    ----------
    state : State
        The position (see `State.from_feedback` for one built from the feedback seen).
    strategy : Strategy
        The strategy whose ranking this is.
    k : int
        How many guesses to return (at least 1; fewer if fewer are allowed).
    rng : numpy.random.Generator, optional
        The Generator of a randomised strategy's choice.
    opener : int, optional
        A fixed first guess (guess id): on the first turn it is the choice.

    Returns
    -------
    list of RankedGuess
        Best first; the first is the guess the strategy plays. Empty once every board is solved.
    """
    one_of(state, State, "a State (game.start(), State.from_feedback(...))", NdleError)
    one_of(strategy, Strategy, "a Strategy (ndle.make_strategy(name, game))", StrategyError)
    k = whole(k, "the number of guesses to rank", NdleError, low=1)
    if state.done:
        return []
    words = state.game.words.guesses
    chosen = next_guess(state, strategy, rng, opener=opener)
    try:
        rows, scores = first_scores(state, strategy, k)  # computed as usual after the first turn
    except NotImplementedError:
        return [RankedGuess(words[chosen], None, True)]
    rows, scores = np.asarray(rows), np.asarray(scores, dtype=np.float64)
    key = -scores if strategy.better == "higher" else scores
    order = np.lexsort((rows, key))  # by score, ties by guess id (alphabetical)
    where = np.flatnonzero(rows == chosen)
    own = float(scores[where[0]]) if where.size else None
    ranked = [RankedGuess(words[chosen], own, True)]
    for i in order[: k]:
        if int(rows[i]) != chosen and len(ranked) < k:
            ranked.append(RankedGuess(words[int(rows[i])], float(scores[i])))
    return ranked
