"""Symbol codes and counts of words (codes) for the feedback rules' matrix builders."""

from __future__ import annotations

import numpy as np

from ndle.errors import WordError


def symbol_codes(guesses, answers) -> tuple[np.ndarray, np.ndarray, int]:
    """Return both lists' symbol codes over their shared alphabet (in alphabet order) and its size.

    Parameters
    ----------
    guesses, answers : sequence of str
        Words (codes) of one length.

    Returns
    -------
    g, a : numpy.ndarray
        (n, length) uint8 symbol codes of the guesses and of the answers.
    n_symbols : int
        The alphabet's size.
    """
    from ndle.patterns.matrix import letter_codes
    from ndle.words import alphabet_of

    guesses, answers = list(guesses), list(answers)
    if not guesses or not answers:
        raise WordError(f"a feedback matrix needs a guess and an answer or more, got {len(guesses)} and {len(answers)}")
    if len({len(w) for w in guesses + answers}) != 1:
        raise WordError("a feedback matrix needs words of one length")
    alphabet = alphabet_of(guesses + answers)
    return letter_codes(guesses, alphabet), letter_codes(answers, alphabet), len(alphabet)


def symbol_counts(codes: np.ndarray, n_symbols: int) -> np.ndarray:
    """Return (n, n_symbols) uint8 counts of each symbol in each word of `codes` ((n, length) symbol codes).

    Parameters
    ----------
    codes : numpy.ndarray
        Symbol codes, one row per word.
    n_symbols : int
        The alphabet's size.

    Returns
    -------
    numpy.ndarray
    """
    counts = np.zeros((len(codes), n_symbols), dtype=np.uint8)
    for k in range(codes.shape[1]):
        np.add.at(counts, (np.arange(len(codes)), codes[:, k]), 1)
    return counts
