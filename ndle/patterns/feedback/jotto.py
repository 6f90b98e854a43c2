"""`jotto`: Jotto's count of letters in common (as multisets); the right word is a win of its own, told apart from
its anagrams."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np

from ndle.errors import FeedbackError
from ndle.patterns.feedback.base import FeedbackRule, register_rule
from ndle.patterns.feedback.symbols import symbol_codes, symbol_counts
from ndle.words import check_word


@register_rule("jotto")
class Jotto(FeedbackRule):
    """Jotto: how many letters the guess shares with the answer, each letter counted as often as both have it.

    Codes 0 to L are those counts; L + 1, the last, is the win (the guess is the answer), written ``win``.
    """

    summary = "Jotto: the number of letters in common (as multisets); the right word is a win"
    written = "the number of letters in common, e.g. 2, or win"
    symmetric = True

    def n_patterns(self, length: int) -> int:
        """Return length + 2: the counts 0 to length and the win."""
        return length + 2

    def matrix(self, guesses, answers) -> np.ndarray:
        """Return the counts by the symbols' least counts, the win where every tile matches."""
        g, a, n_symbols = symbol_codes(guesses, answers)
        length = g.shape[1]
        cg, ca = symbol_counts(g, n_symbols), symbol_counts(a, n_symbols)
        out = np.zeros((len(g), len(a)), dtype=self.dtype(length))
        for s in np.flatnonzero(cg.any(axis=0) & ca.any(axis=0)):
            out += np.minimum(cg[:, s, None], ca[None, :, s]).astype(out.dtype)
        same = np.ones(out.shape, dtype=bool)
        for k in range(length):
            same &= g[:, k, None] == a[None, :, k]
        out[same] = length + 1
        return out

    def reference(self, guess: str, answer: str) -> str:
        """Return ``win`` or the count of letters in common."""
        g, a = check_word(guess, None, symbols=True), check_word(answer, len(guess), symbols=True)
        return "win" if g == a else str(sum((Counter(g) & Counter(a)).values()))

    def parse(self, text: str, length: int) -> int:
        """Return the code of a count (0 to `length`) or of ``win``."""
        s = text.strip().lower() if isinstance(text, str) else ""
        if s in ("win", "w", "solved"):
            return length + 1
        if re.fullmatch(r"\d+", s) and int(s) <= length:
            return int(s)
        raise FeedbackError(f"jotto feedback {text!r} must be a count from 0 to {length}, or win")

    def show(self, code: int, length: int) -> str:
        """Return the count, or ``win``."""
        code = self.check_code(code, length)
        return "win" if code == length + 1 else str(code)
