"""Selby's hard-mode rule: which guesses the feedback seen so far still allows."""

from __future__ import annotations

from collections import Counter
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


def hard_mode_breach(words: WordList, history: Iterable[tuple[int, Pattern | None]], guess: int) -> str | None:
    """Return why one guess breaks hard mode after one board's (guess, pattern) history, or None if it keeps it
    (the rule of `hard_mode_mask`, for one guess, in words).

    Parameters
    ----------
    words : WordList
        The word lists.
    history : iterable of (int, Pattern or None)
        The guesses so far (guess ids) and the feedback each showed (None: nothing shown).
    guess : int
        The guess id to check.

    Returns
    -------
    str or None
        The hint the guess misses, e.g. "the 2nd letter must be A (green in CRANE)" or "it must contain R (shown
        by CRANE)", or None.
    """
    word = words.guesses[guess]
    have = Counter(word)
    for g, pattern in history:
        if pattern is None:
            continue
        shown, marks = words.guesses[g], decode(pattern, words.length)
        for pos, (letter, mark) in enumerate(zip(shown, marks)):
            if mark == COLOURS[2] and word[pos] != letter:
                return f"the {_ordinal(pos + 1)} letter must be {letter.upper()} (green in {shown.upper()})"
        for letter, k in Counter(x for x, m in zip(shown, marks) if m != COLOURS[0]).items():
            if have[letter] < k:
                return f"it must contain {letter.upper()}{f' {k} times' if k > 1 else ''} (shown by {shown.upper()})"
    return None


def _ordinal(n: int) -> str:
    """Return 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
