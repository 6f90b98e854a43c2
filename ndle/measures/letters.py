"""Letter statistics of candidate sets: positional letter counts and the guesses' summed frequencies (Hayes)."""

from __future__ import annotations

import numpy as np

from ndle.patterns.matrix import guess_letters
from ndle.words import WordList


def position_counts(words: WordList, candidates: np.ndarray, weights: np.ndarray | None = None) -> np.ndarray:
    """Return the (length, letters) table: how many candidates have each letter in each position (letters in
    `words.alphabet` order; (5, 26) for Wordle).

    Parameters
    ----------
    words : WordList
        The word list.
    candidates : numpy.ndarray
        The candidate answer ids.
    weights : numpy.ndarray, optional
        The candidates' probabilities under an answer prior (same order): each candidate then counts m times its
        probability (its expected share of the m candidates; 1 each when they are equal).

    Returns
    -------
    numpy.ndarray
        The counts, of shape (length, letters): int64, or float64 with `weights`.
    """
    letters = guess_letters(words)[0][words.answer_guess[candidates]]
    if weights is not None:
        w = np.asarray(weights, dtype=np.float64)
        share = len(candidates) * w / w.sum()
        return np.stack([np.bincount(letters[:, pos], weights=share, minlength=len(words.alphabet))
                         for pos in range(words.length)]) if len(candidates) else \
            np.zeros((words.length, len(words.alphabet)))
    table = np.zeros((words.length, len(words.alphabet)), dtype=np.int64)
    for pos in range(words.length):
        table[pos] = np.bincount(letters[:, pos], minlength=len(words.alphabet))
    return table


def frequency_scores(words: WordList, table: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
    """Return the sum of positional letter counts under `table` of each guess in `rows` (default: every guess).

    Parameters
    ----------
    words : WordList
        The word list.
    table : numpy.ndarray
        A (length, letters) table of counts, as `position_counts` returns.
    rows : numpy.ndarray, optional
        Guess ids to score (default: every guess).

    Returns
    -------
    numpy.ndarray
        One score per guess of `rows`.
    """
    letters = guess_letters(words)[0]
    return table[np.arange(words.length), letters if rows is None else letters[rows]].sum(axis=1)
