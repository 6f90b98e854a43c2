"""Feedback as two counts: symbols right in the right place, and right in the wrong place (Mastermind's black and
white pegs, Bulls and Cows' bulls and cows).

The pairs (right place, wrong place) that can occur for codes of L symbols are
numbered in order (by the first count, then the second), the solved one (L, 0)
last; (L - 1, 1) never occurs and has no code. Four symbols give 14 feedbacks.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

import numpy as np

from ndle.errors import FeedbackError
from ndle.patterns.feedback.base import FeedbackRule
from ndle.patterns.feedback.symbols import symbol_codes, symbol_counts
from ndle.words import check_word

_CHUNK = 512


@cache
def peg_pairs(length: int) -> tuple[tuple[int, int], ...]:
    """Return the (right place, wrong place) pairs codes of `length` symbols can show, in code order.

    Parameters
    ----------
    length : int
        The code length.

    Returns
    -------
    tuple of (int, int)
        Pair ``k`` is feedback code ``k``; the last is ``(length, 0)``.
    """
    return tuple((b, w) for b in range(length + 1) for w in range(length + 1 - b) if (b, w) != (length - 1, 1))


@cache
def _table(length: int) -> np.ndarray:
    """Return the (L + 1, L + 1) table from (right place, wrong place) to code (the impossible pairs 255)."""
    t = np.full((length + 1, length + 1), 255, dtype=np.uint8)
    for k, (b, w) in enumerate(peg_pairs(length)):
        t[b, w] = k
    t.setflags(write=False)
    return t


class PegRule(FeedbackRule):
    """Two counts: symbols in the right place, and further symbols in common in the wrong place (multisets)."""

    pegs = ("B", "W")  # the letters of the two counts, as written (2B1W)
    distinct = False  # True: every word must have distinct symbols

    def n_patterns(self, length: int) -> int:
        """Return the number of (right place, wrong place) pairs that occur."""
        return len(peg_pairs(length))

    def _check(self, g: np.ndarray, a: np.ndarray, guesses, answers) -> None:
        """Raise FeedbackError if the rule needs distinct symbols and a word repeats one."""
        if not self.distinct:
            return
        for codes, words in ((g, guesses), (a, answers)):
            s = np.sort(codes, axis=1)
            if (bad := np.flatnonzero((s[:, 1:] == s[:, :-1]).any(axis=1))).size:
                raise FeedbackError(f"{self.name} needs codes without repeated symbols; "
                                    f"{list(words)[bad[0]]!r} repeats one")

    def matrix(self, guesses, answers) -> np.ndarray:
        """Return the pair codes: right place by comparing tiles, in common by the symbols' least counts."""
        g, a, n_symbols = symbol_codes(guesses, answers)
        self._check(g, a, guesses, answers)
        length = g.shape[1]
        table, cg, ca = _table(length), symbol_counts(g, n_symbols), symbol_counts(a, n_symbols)
        out = np.empty((len(g), len(a)), dtype=self.dtype(length))
        for start in range(0, len(g), _CHUNK):
            gl, cl = g[start:start + _CHUNK], cg[start:start + _CHUNK]
            right = np.zeros((len(gl), len(a)), dtype=np.uint8)
            for k in range(length):
                right += gl[:, k, None] == a[None, :, k]
            common = np.zeros((len(gl), len(a)), dtype=np.uint8)
            for s in np.flatnonzero(cl.any(axis=0) & ca.any(axis=0)):
                common += np.minimum(cl[:, s, None], ca[None, :, s])
            out[start:start + _CHUNK] = table[right, common - right]
        return out

    def counts(self, guess: str, answer: str) -> tuple[int, int]:
        """Return (right place, wrong place) of `guess` against `answer`, by the definition."""
        g, a = check_word(guess, None, symbols=True), check_word(answer, len(guess), symbols=True)
        if self.distinct and (len(set(g)) < len(g) or len(set(a)) < len(a)):
            raise FeedbackError(f"{self.name} needs codes without repeated symbols; got {g!r} and {a!r}")
        right = sum(x == y for x, y in zip(g, a))
        common = sum((Counter(g) & Counter(a)).values())
        return right, common - right

    def reference(self, guess: str, answer: str) -> str:
        """Return the two counts written out, e.g. ``2B1W``."""
        b, w = self.counts(guess, answer)
        return f"{b}{self.pegs[0]}{w}{self.pegs[1]}"

    def parse(self, text: str, length: int) -> int:
        """Return the code of two counts typed as ``2B1W`` (either count may be left out when 0) or as two
        digits ``21``."""
        if not isinstance(text, str):
            raise FeedbackError(f"expected a feedback string, got {text!r}")
        s = re.sub(r"\s+", "", text).upper()
        one, two = self.pegs
        if m := re.fullmatch(r"(\d)(\d)", s):
            b, w = int(m[1]), int(m[2])
        elif s and (m := re.fullmatch(rf"(?:(\d+){one})?(?:(\d+){two})?", s)):
            b, w = int(m[1] or 0), int(m[2] or 0)
        else:
            raise FeedbackError(f"{self.name} feedback {text!r} must be {self.written}")
        code = _table(length)[b, w] if b <= length and w <= length else 255
        if code == 255:
            raise FeedbackError(f"{self.name} feedback {text!r} never occurs for codes of {length} symbols")
        return int(code)

    def show(self, code: int, length: int) -> str:
        """Return the counts of a code written out, e.g. ``2B1W``."""
        b, w = peg_pairs(length)[self.check_code(code, length)]
        return f"{b}{self.pegs[0]}{w}{self.pegs[1]}"
