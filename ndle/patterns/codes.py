"""Exact Wordle feedback (Selby's rule) and Hayes's ternary zip codes, for words of any length.

A word of L letters has 3**L zip codes: B=0, Y=1, G=2 per letter, the first letter
most significant, so all green is 3**L - 1 (242 for five letters). Matrices hold
them in the smallest unsigned type: uint8 up to 5 letters, uint16 up to 10,
uint32 up to 15 (`code_dtype`).
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from ndle.checks import echoed, whole
from ndle.errors import FeedbackError, WordError
from ndle.words import MAX_LENGTH, MIN_LENGTH, check_word

Pattern = int  # base-3 zip code: B=0, Y=1, G=2, first letter most significant
COLOURS = "BYG"
_DIGITS = str.maketrans("012", COLOURS)  # Hayes's zip-code digits


def n_patterns(length: int) -> int:
    """Return the number of zip codes of words of one length.

    Parameters
    ----------
    length : int
        The word length.

    Returns
    -------
    int
        3**length (243 for five letters).
    """
    return 3**length


def all_green(length: int) -> Pattern:
    """Return the zip code of all greens.

    Parameters
    ----------
    length : int
        The word length.

    Returns
    -------
    Pattern
        3**length - 1 (GGGGG is 242).
    """
    if type(length) is not int or not MIN_LENGTH <= length <= MAX_LENGTH:  # the quick test first: called per turn
        length = whole(length, "the word length", FeedbackError, low=MIN_LENGTH, high=MAX_LENGTH)
    return 3**length - 1


def weights(length: int) -> tuple[int, ...]:
    """Return the zip-code place value of each position.

    Parameters
    ----------
    length : int
        The word length.

    Returns
    -------
    tuple of int
        3**(length - 1), ..., 3, 1 (81, 27, 9, 3, 1 for five letters).
    """
    return tuple(3 ** (length - 1 - i) for i in range(length))


def code_dtype(length: int) -> np.dtype:
    """Return the smallest unsigned dtype holding every zip code of words of one length.

    Parameters
    ----------
    length : int
        The word length, 2 to 15.

    Returns
    -------
    numpy.dtype
        uint8 up to 5 letters, uint16 up to 10, uint32 up to 15.

    Raises
    ------
    FeedbackError
        For a length outside 2 to 15.
    """
    if not MIN_LENGTH <= length <= MAX_LENGTH:
        raise FeedbackError(f"words of {length} letters are not supported ({MIN_LENGTH} to {MAX_LENGTH})")
    return np.dtype(np.uint8 if length <= 5 else np.uint16 if length <= 10 else np.uint32)


def feedback(guess: str, answer: str) -> str:
    """Return the B/Y/G feedback of `guess` against `answer` (words of one length).

    Greens first; then, left to right, a guess letter is yellow only while the
    answer still has an unmatched copy of it (MUDDY vs MODEM is GBGBB).

    Parameters
    ----------
    guess, answer : str
        Two words of the same length.

    Returns
    -------
    str
        One of B, Y, G per letter of `guess`.
    """
    g, a = check_word(guess), check_word(answer)
    if len(g) != len(a):
        raise WordError(f"{echoed(guess)} has {len(g)} letters and {echoed(answer)} {len(a)}: "
                        "feedback needs one length")
    marks = ["G" if x == y else "B" for x, y in zip(g, a)]
    unmatched = Counter(y for x, y in zip(g, a) if x != y)
    for i, x in enumerate(g):
        if marks[i] == "B" and unmatched[x] > 0:
            marks[i] = "Y"
            unmatched[x] -= 1
    return "".join(marks)


def encode(marks: str) -> Pattern:
    """Return the zip code of a feedback string (GGGGG is 242), raising FeedbackError if malformed.

    Parameters
    ----------
    marks : str
        Feedback letters B/Y/G (or digits 0/1/2), one per letter of the guess.

    Returns
    -------
    int
        The zip code.
    """
    s = parse_feedback(marks, strict=False)
    code = 0
    for c in s:
        code = 3 * code + COLOURS.index(c)
    return code


def decode(code: Pattern, length: int) -> str:
    """Return the feedback string of a zip code of `length` letters.

    Parameters
    ----------
    code : int
        A feedback zip code (base 3, first letter most significant: B 0, Y 1, G 2).
    length : int
        The word length.

    Returns
    -------
    str
        The feedback letters, e.g. ``"BYBGG"``.
    """
    code, n = whole(code, "a pattern code", FeedbackError), n_patterns(whole(length, "the word length", FeedbackError,
                                                                             low=MIN_LENGTH, high=MAX_LENGTH))
    if not 0 <= code < n:
        raise FeedbackError(f"pattern code {code} is outside 0..{n - 1}")
    return "".join(COLOURS[code // w % 3] for w in weights(length))


def parse_feedback(marks: str, length: int | None = None, strict: bool = True) -> str:
    """Return a feedback string upper-cased, raising FeedbackError unless it is `length` (default: any
    supported length) of B, Y, G.

    Exactly two spellings are accepted, in either case: the letters B (absent),
    Y (present), G (correct), or Hayes's zip-code digits 0, 1, 2 (so `BYBGG`,
    `bybgg` and `01022` are the same feedback), one spelling per string. Anything else is
    refused.
    With `strict`, the patterns of all greens but one yellow (which never occur) are rejected too.

    Parameters
    ----------
    marks : str
        The feedback as typed.
    length : int, optional
        The word length expected.
    strict : bool
        Refuse the patterns that never occur (all greens but one yellow).

    Returns
    -------
    str
        The feedback as upper-case B, Y, G.
    """
    if not isinstance(marks, str):
        raise FeedbackError(f"expected a feedback string, got {echoed(marks)}")
    s = marks.strip().upper()
    mixed = any(c in "012" for c in s) and any(c in COLOURS for c in s)  # one spelling at a time
    s = s.translate(_DIGITS)
    bad_length = len(s) != length if length is not None else not MIN_LENGTH <= len(s) <= MAX_LENGTH
    if mixed or bad_length or any(c not in COLOURS for c in s):
        many = length if length is not None else f"{MIN_LENGTH} to {MAX_LENGTH}"
        raise FeedbackError(f"feedback {echoed(marks)} must be {many} of B (absent), Y (present), G (correct) "
                            "or of the digits 0, 1, 2")
    if strict and s.count("G") == len(s) - 1 and s.count("Y") == 1:
        raise FeedbackError(f"feedback {echoed(marks)} is impossible: all greens but one yellow never occur")
    return s


NOT_WON_MARK = "*"  # typed after a row that shows all greens while the game goes on (Xordle, Fibble)
NOT_WON_HINT = "a row all green that did not win: GGGGG*"  # how the help texts word it


def not_won_code(length: int) -> Pattern:
    """Return the code of a row that shows all greens while the game goes on (3**L: one past the zip codes).

    Xordle shows it when a row is green against the two words together but is neither; Fibble when a row lies.

    Parameters
    ----------
    length : int
        The word length.

    Returns
    -------
    Pattern
        3**length (243 for five letters).
    """
    return all_green(length) + 1


def parse_not_won(text: str, length: int, parse, solved: Pattern) -> Pattern:
    """Return the code of a row as typed where an all-green row may not win: `NOT_WON_MARK` after all greens
    says the game went on (`not_won_code`); any other row is read by `parse`.

    Parameters
    ----------
    text : str
        The row as typed, e.g. ``"GGGGG*"`` or ``"BYBGG"``.
    length : int
        The word length.
    parse : callable
        ``parse(text, length)``: the code of a row without the mark (the game's feedback rule's reader).
    solved : Pattern
        The code of all greens under that rule.

    Returns
    -------
    Pattern
        `not_won_code(length)` for a marked all-green row, else ``parse(text, length)``.

    Raises
    ------
    FeedbackError
        If the mark follows a row that is not all green, or `parse` refuses the row.
    """
    text = text.strip() if isinstance(text, str) else text
    if not (isinstance(text, str) and text.endswith(NOT_WON_MARK)):
        return parse(text, length)
    if parse(text[: -len(NOT_WON_MARK)], length) != solved:
        raise FeedbackError(f"{NOT_WON_MARK!r} marks an all-green row that did not win, not {text!r}")
    return not_won_code(length)


def parse_any_row(rule, text: str, length: int) -> Pattern:
    """Return the code of a row as a game that merges or falsifies rows shows it (Xordle, Fibble), under `rule`.

    Parameters
    ----------
    rule : FeedbackRule
        The game's feedback rule.
    text : str
        The row as typed.
    length : int
        The word length.

    Returns
    -------
    int
        The row's code; under Wordle's tiles the marks an honest row never shows (all greens but one yellow) too.
    """
    try:
        return rule.parse(text, length)
    except FeedbackError:
        if rule.tiles != "BYG":
            raise
        return encode(parse_feedback(text, length, strict=False))
