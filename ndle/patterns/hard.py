"""Selby's hard-mode rule: which guesses the feedback seen so far still allows."""

from __future__ import annotations

from typing import Iterable

import numpy as np

from ndle.patterns.codes import COLOURS, Pattern, decode
from ndle.patterns.matrix import guess_letters
from ndle.words import WordList


def hard_mode_mask(words: WordList, history: Iterable[tuple[int, Pattern]]) -> np.ndarray:
    """Return the guesses allowed in hard mode after one board's (guess, pattern) history.

    Selby's rule: every green letter stays in place, and each letter appears at
    least as often as the greens and yellows of one earlier guess prove.

    Parameters
    ----------
    words : WordList
        The word list.
    history : iterable of (int, int)
        The board's (guess id, zip code) pairs so far.

    Returns
    -------
    numpy.ndarray
        A boolean mask over the guesses: True where hard mode allows the guess.
    """
    letters, counts = guess_letters(words)
    mask = np.ones(len(letters), dtype=bool)
    for guess, pattern in history:
        word, marks = letters[guess], decode(pattern, words.length)
        need = np.zeros(counts.shape[1], dtype=np.uint8)
        for pos, (letter, mark) in enumerate(zip(word, marks)):
            if mark == COLOURS[2]:
                mask &= letters[:, pos] == letter
            if mark != COLOURS[0]:
                need[letter] += 1
        mask &= (counts >= need).all(axis=1)
    return mask
