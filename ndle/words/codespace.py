"""Code spaces: every string of a length over a set of symbols (repeats allowed or not), as Mastermind's and Bulls
and Cows' codes are, named so that a game's `words` field carries them (`mastermind`, `codes-5-abcdefgh`).

    >>> code_words(2, "ab"), code_words(2, "abc", repeats=False)[:3]
    (('aa', 'ab', 'ba', 'bb'), ('ab', 'ac', 'ba'))
"""

from __future__ import annotations

import itertools
import math
import re

from ndle.errors import WordListError

CODE_PRESETS = {"mastermind": (4, "123456", True), "bulls-cows": (4, "0123456789", False)}  # length, symbols, repeats
MAX_CODES = 1 << 16  # a code space's size (its pattern matrix has this many squared entries)
_NAME = re.compile(r"codes-(\d+)-([0-9a-z]+)(-distinct)?")


def code_space_name(length: int, symbols: str, repeats: bool = True) -> str:
    """Return the name of a code space: ``codes-4-123456``, ``codes-4-0123456789-distinct`` without repeats.

    Parameters
    ----------
    length : int
        The code length.
    symbols : str
        The symbols, each once (digits and lower-case letters a-z).
    repeats : bool
        Whether a code may repeat a symbol.

    Returns
    -------
    str
    """
    return f"codes-{length}-{symbols}" + ("" if repeats else "-distinct")


def code_space_of(name: str) -> tuple[int, str, bool] | None:
    """Return the (length, symbols, repeats) a code-space name gives (a preset's or ``codes-...``), None for any
    other name; raising WordListError for a code space that cannot be made.

    Parameters
    ----------
    name : str
        A name, e.g. ``mastermind``, ``bulls-cows`` or ``codes-5-12345678``.

    Returns
    -------
    tuple or None
    """
    if name in CODE_PRESETS:
        return CODE_PRESETS[name]
    if not isinstance(name, str) or not (m := _NAME.fullmatch(name)):
        return None
    length, symbols, repeats = int(m[1]), m[2], not m[3]
    check_code_space(length, symbols, repeats)
    return length, symbols, repeats


def check_code_space(length: int, symbols: str, repeats: bool) -> None:
    """Raise WordListError (one line) unless codes of `length` over `symbols` can be played.

    Parameters
    ----------
    length : int
        The code length, 2 to 15.
    symbols : str
        Distinct digits or lower-case letters a-z.
    repeats : bool
        Whether a code may repeat a symbol.
    """
    if isinstance(length, bool) or not isinstance(length, int) or not 2 <= length <= 15:
        raise WordListError(f"a code length is from 2 to 15, got {length!r}")
    if not isinstance(symbols, str) or not re.fullmatch(r"[0-9a-z]+", symbols) or len(set(symbols)) != len(symbols):
        raise WordListError(f"code symbols are distinct digits or lower-case letters a-z, got {symbols!r}")
    if len(symbols) < 2 or (not repeats and len(symbols) < length):
        raise WordListError(f"{length} symbols {'without' if not repeats else 'with'} repeats need more than "
                            f"{len(symbols)} symbol(s)")
    size = len(symbols)**length if repeats else math.perm(len(symbols), length)
    if size > MAX_CODES:
        raise WordListError(f"{size:,} codes of {length} over {symbols!r}: at most {MAX_CODES:,} are supported")


def code_words(length: int, symbols: str, repeats: bool = True) -> tuple[str, ...]:
    """Return every code of `length` over `symbols`, sorted.

    Parameters
    ----------
    length : int
        The code length.
    symbols : str
        The symbols.
    repeats : bool
        Whether a code may repeat a symbol.

    Returns
    -------
    tuple of str
    """
    check_code_space(length, symbols, repeats)
    made = itertools.product(symbols, repeat=length) if repeats else itertools.permutations(symbols, length)
    return tuple(sorted("".join(c) for c in made))
