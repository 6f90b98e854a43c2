"""Letter statistics of candidate sets: positional letter counts and the guesses' summed frequencies (Hayes)."""

from __future__ import annotations

import numpy as np

from ndle.patterns.matrix import guess_letters
from ndle.words import WordList


def position_counts(words: WordList, candidates: np.ndarray) -> np.ndarray:
    """Return the (5, 26) table: how many candidates have each letter in each position."""
    letters = guess_letters(words)[0][words.answer_guess[candidates]]
    table = np.zeros((5, 26), dtype=np.int64)
    for pos in range(5):
        table[pos] = np.bincount(letters[:, pos], minlength=26)
    return table


def frequency_scores(words: WordList, table: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
    """Return the sum of positional letter counts under `table` of each guess in `rows` (default: every guess)."""
    letters = guess_letters(words)[0]
    return table[np.arange(5), letters if rows is None else letters[rows]].sum(axis=1)
