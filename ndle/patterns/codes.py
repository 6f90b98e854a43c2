"""Exact Wordle feedback (Selby's rule) and Hayes's ternary zip codes."""

from __future__ import annotations

from collections import Counter

from ndle.errors import FeedbackError
from ndle.words import WORD_LENGTH, check_word

Pattern = int  # base-3 zip code: B=0, Y=1, G=2, first letter most significant
N_PATTERNS = 3**WORD_LENGTH
ALL_GREEN: Pattern = N_PATTERNS - 1  # GGGGG = 242
COLOURS = "BYG"
WEIGHTS = tuple(3 ** (WORD_LENGTH - 1 - i) for i in range(WORD_LENGTH))  # zip-code place value of each position
_DIGITS = str.maketrans("012", COLOURS)  # Hayes's zip-code digits


def feedback(guess: str, answer: str) -> str:
    """Return the B/Y/G feedback of `guess` against `answer`.

    Greens first; then, left to right, a guess letter is yellow only while the
    answer still has an unmatched copy of it (MUDDY vs MODEM is GBGBB).
    """
    g, a = check_word(guess), check_word(answer)
    marks = ["G" if x == y else "B" for x, y in zip(g, a)]
    unmatched = Counter(y for x, y in zip(g, a) if x != y)
    for i, x in enumerate(g):
        if marks[i] == "B" and unmatched[x] > 0:
            marks[i] = "Y"
            unmatched[x] -= 1
    return "".join(marks)


def encode(marks: str) -> Pattern:
    """Return the zip code of a feedback string (GGGGG is 242), raising FeedbackError if malformed."""
    s = parse_feedback(marks, strict=False)
    return sum(COLOURS.index(c) * w for c, w in zip(s, WEIGHTS))


def decode(code: Pattern) -> str:
    """Return the feedback string of a zip code."""
    code = int(code)
    if not 0 <= code < N_PATTERNS:
        raise FeedbackError(f"pattern code {code} is outside 0..{N_PATTERNS - 1}")
    return "".join(COLOURS[code // w % 3] for w in WEIGHTS)


def parse_feedback(marks: str, strict: bool = True) -> str:
    """Return a feedback string upper-cased, raising FeedbackError unless it is five of B, Y, G.

    Exactly two spellings are accepted, in either case: the letters B (absent),
    Y (present), G (correct), or Hayes's zip-code digits 0, 1, 2 (so `BYBGG`,
    `bybgg` and `01022` are the same feedback), one spelling per string. Anything else is
    refused.
    With `strict`, the five patterns of four greens and one yellow (which never
    occur) are rejected too.
    """
    if not isinstance(marks, str):
        raise FeedbackError(f"expected a feedback string, got {marks!r}")
    s = marks.strip().upper()
    mixed = any(c in "012" for c in s) and any(c in COLOURS for c in s)  # one spelling at a time
    s = s.translate(_DIGITS)
    if mixed or len(s) != WORD_LENGTH or any(c not in COLOURS for c in s):
        raise FeedbackError(f"feedback {marks!r} must be {WORD_LENGTH} of B (absent), Y (present), G (correct) "
                            "or of the digits 0, 1, 2")
    if strict and s.count("G") == WORD_LENGTH - 1 and s.count("Y") == 1:
        raise FeedbackError(f"feedback {marks!r} is impossible: four greens and one yellow never occur")
    return s
