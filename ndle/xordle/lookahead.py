"""The look-ahead's Xordle part: before a word is found, each shortlisted guess is valued over the classes of pairs
its merged row makes.

A guess's value is 1 (the guess) plus, over its classes (weighed by their chance), the expected further guesses of
each: the class where the guess finds a word leaves one board of that word's partners (valued by `partner_value`:
the fitted one-board model, or the exact search where it is small); any other class of k pairs is valued as one
board of k candidates (finding one word of the pair tells the other's partners) plus one guess for the second word:
V(k) + 1, which is exact for k = 1 (two guesses) and k = 2 (V(2) = 1.5).
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from ndle.xordle.pairs import merged_codes
from ndle.errors import NdleError
from ndle.xordle.scores import pair_phase, pair_weights, sum_scores


def pair_shortlist(game, state, allowed: np.ndarray, k: int) -> np.ndarray:
    """Return the guesses a Xordle look-ahead compares: the `k` best by the pairs' entropy left (`sum_scores`),
    and the best word of the pairs' first words and of their second words.

    Parameters
    ----------
    game : Game
        The Xordle game.
    state : State
        A position with no word found yet.
    allowed : numpy.ndarray
        The mask of guesses that may be played.
    k : int
        How many of the best guesses by entropy to keep.

    Returns
    -------
    numpy.ndarray
        Guess ids, best score first (candidate words first among equals).
    """
    score = np.where(allowed, sum_scores(game, state), np.inf)
    words = game.words
    is_word = np.zeros(len(score), dtype=bool)
    extra = []
    for board in state.boards:
        ids = words.answer_guess[board.candidates]
        is_word[ids] = True
        ids = ids[allowed[ids]]
        if ids.size:
            extra.append(int(ids[np.argmin(score[ids])]))
    k = min(k, int(allowed.sum()))
    top = np.argpartition(score, k - 1)[:k] if k < len(score) else np.arange(len(score))
    pick = np.union1d(top[np.isfinite(score[top])], np.array(extra, dtype=np.int64))
    return pick[np.lexsort((pick, ~is_word[pick], score[pick]))]


def pair_values(game, state, guesses: np.ndarray, one_board: Callable[..., float]) -> np.ndarray:
    """Return the expected further guesses after each guess in a Xordle position with no word found yet.

    Parameters
    ----------
    game : Game
        The Xordle game.
    state : State
        A position with no word found yet.
    guesses : numpy.ndarray
        The guess ids to value.
    one_board : callable
        ``one_board(m, candidates=None)``: the expected further guesses to find one word among m candidates (their
        answer ids when known, for an exact search), e.g. the fitted model's V(m).

    Returns
    -------
    numpy.ndarray
        One value per guess, this guess included (lower is better).
    """
    first, second = state.pairs
    weights = pair_weights(game.weights, first, second)
    w = np.full(len(first), 1.0 / len(first)) if weights is None else weights
    out = np.empty(len(guesses))
    for i, g in enumerate(np.asarray(guesses).tolist()):
        row = np.asarray(game.matrix[g])
        codes = merged_codes(row[first], row[second], game.words.length)
        classes, inverse = np.unique(codes, return_inverse=True)
        chance = np.bincount(inverse, weights=w, minlength=len(classes))
        total = 1.0
        for c, code in enumerate(classes.tolist()):
            part = inverse == c
            if code == game.solved:  # the guess is one of the words: its partners are left
                found = int(np.flatnonzero(game.words.answer_guess == g)[0])
                partners = np.where(first[part] == found, second[part], first[part])
                partners = np.unique(partners)
                total += chance[c] * one_board(len(partners), partners)
            else:
                total += chance[c] * (one_board(int(part.sum())) + 1.0)
        out[i] = total
    return out


def pair_scores(game, state, allowed: np.ndarray, k: int, one_board: Callable[..., float]
                ) -> tuple[np.ndarray, np.ndarray]:
    """Return the guesses a Xordle look-ahead compares (`pair_shortlist`) and their values (`pair_values`).

    Parameters
    ----------
    game : Game
        The Xordle game.
    state : State
        A position with no word found yet (`ndle.xordle.scores.pair_phase`).
    allowed : numpy.ndarray
        The mask of guesses that may be played.
    k : int
        How many of the best guesses by entropy to compare.
    one_board : callable
        As `pair_values` takes it.

    Returns
    -------
    tuple of numpy.ndarray
        The guess ids and their expected further guesses (lower is better).
    """
    if not pair_phase(state):
        raise NdleError("the pairs are compared only before a word is found")
    rows = pair_shortlist(game, state, allowed, k)
    return rows, pair_values(game, state, rows, one_board)


def one_word(fit, solve, exact: int, m: int, candidates: np.ndarray | None = None) -> float:
    """Return the expected further guesses to find one word among m candidates.

    Parameters
    ----------
    fit : ndle.measures.value.Fit
        The fitted one-board model V(m).
    solve : callable or None
        ``solve(candidates, guesses_left)`` -> (least total guesses, best guess): Selby's exact search, or None.
    exact : int
        The most candidates the exact search takes.
    m : int
        The number of candidates.
    candidates : numpy.ndarray, optional
        Their answer ids (needed for the exact search).

    Returns
    -------
    float
        Exact where the candidates are known and at most `exact` (and the search applies), else the model's V(m).
    """
    if candidates is not None and solve is not None and m <= exact:
        v = solve(candidates, 1000)[0]
        if np.isfinite(v):
            return v / m
    return fit.value([m])
