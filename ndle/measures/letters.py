"""Letter statistics of candidate sets: positional letter counts and the guesses' summed frequencies (Hayes)."""

from __future__ import annotations

import numpy as np

from ndle.patterns.matrix import guess_letters
from ndle.words import WordList


def position_counts(words: WordList, candidates: np.ndarray) -> np.ndarray:
    """Return the (length, letters) table: how many candidates have each letter in each position (letters in
    `words.alphabet` order; (5, 26) for Wordle).

    Parameters
    ----------
    words : WordList
        The word list.
    candidates : numpy.ndarray
        The candidate answer ids.

    Returns
    -------
    numpy.ndarray
        The counts, of shape (length, letters).
    """
    letters = guess_letters(words)[0][words.answer_guess[candidates]]
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
