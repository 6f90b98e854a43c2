"""The look-ahead's Xordle part: before a word is found, each shortlisted guess is valued over the classes of pairs
its merged row makes.

A guess's value is 1 (the guess) plus, over its classes (weighed by their chance), the expected further guesses of
each: the class where the guess finds a word leaves one board of that word's partners (valued by `one_word`: the
exact one-board search where it is small, else the fitted one-board model); any other class of k pairs is valued
as one board of k candidates (finding one word of the pair tells the other's partners) plus one guess for the
second word: V(k) + 1, which is exact for k = 1 (two guesses) and k = 2 (V(2) = 1.5).
"""

from __future__ import annotations

import numpy as np

from ndle.xordle.pairs import merged_codes
from ndle.errors import NdleError
from ndle.solver.one.memo import INF
from ndle.xordle.scores import pair_phase, pair_weights, sum_scores
from ndle.strategies.shortlist import shortlist


def pair_shortlist(game, state, allowed: np.ndarray, k: int) -> np.ndarray:
    """Return the guesses a Xordle look-ahead compares: the `k` best by the pairs' entropy left (`sum_scores`),
    and the best word of the pairs' first words and of their second words.

    Parameters
    ----------
    game : Game
        The Xordle game.
    state : State
        A position with no word found yet.
    allowed, k
        As for `shortlist` (`k`: how many of the best guesses by entropy).

    Returns
    -------
    numpy.ndarray
        Guess ids, as `shortlist` orders them.
    """
    return shortlist(sum_scores(game, state), state.boards, game.words, allowed, k)


def pair_values(strategy, state, guesses: np.ndarray) -> np.ndarray:
    """Return the expected further guesses after each guess in a Xordle position with no word found yet.

    Parameters
    ----------
    strategy : Lookahead
        The look-ahead: its game, its fitted model (`model`) and its exact one-board search (`solver`, used on
        at most `exact` candidates).
    state : State
        A position with no word found yet (`pair_phase`).
    guesses : numpy.ndarray
        The guess ids to value.

    Returns
    -------
    numpy.ndarray
        One value per guess, this guess included (lower is better).
    """
    if not pair_phase(state):
        raise NdleError("the pairs are valued only before a word is found")
    game = strategy.game
    fit = strategy.model.fit_for(1, "last")
    first, second = state.pairs
    weights = pair_weights(game.weights, first, second)
    w = np.full(len(first), 1.0 / len(first)) if weights is None else weights
    values: dict[int, float] = {}  # V(k) + 1 by class size, for this call
    out = np.empty(len(guesses))
    for i, g in enumerate(np.asarray(guesses).tolist()):
        row = np.asarray(game.matrix[g])
        codes = merged_codes(row[first], row[second], game.words.length)
        classes, inverse = np.unique(codes, return_inverse=True)
        chance = np.bincount(inverse, weights=w, minlength=len(classes)).tolist()
        sizes = np.bincount(inverse, minlength=len(classes)).tolist()
        total = 1.0
        for c, code in enumerate(classes.tolist()):
            if code == game.solved:  # the guess is one of the words: its partners are left
                part = inverse == c
                found = int(np.flatnonzero(game.words.answer_guess == g)[0])
                partners = np.unique(np.where(first[part] == found, second[part], first[part]))
                total += chance[c] * one_word(fit, strategy.solver, strategy.exact, len(partners), partners)
            else:
                if sizes[c] not in values:
                    values[sizes[c]] = fit.value([sizes[c]]) + 1.0
                total += chance[c] * values[sizes[c]]
        out[i] = total
    return out


def one_word(fit, solver, exact: int, m: int, candidates: np.ndarray) -> float:
    """Return the expected further guesses to find one word among m candidates.

    Parameters
    ----------
    fit : ndle.measures.value.Fit
        The fitted one-board model V(m).
    solver : ndle.solver.one.search.Solver or None
        Selby's exact one-board search on the game's matrix, or None where it does not apply.
    exact : int
        The most candidates the exact search takes.
    m : int
        The number of candidates.
    candidates : numpy.ndarray
        Their answer ids.

    Returns
    -------
    float
        Exact where the search applies and there are at most `exact` candidates, else the model's V(m).
    """
    if solver is not None and m <= exact:
        v, _ = solver.solve_node(np.array(candidates, dtype=np.int32), solver.all_guesses, 0, 0, 1000)
        if v < INF:
            return v / m
    return fit.value([m])
