"""The positions a zip code shows green, as bit masks (bit i: letter i, from the first), and the positions each board
has shown green over a game's rows."""

from __future__ import annotations

from functools import cache
from typing import Sequence

import numpy as np

TABLE_LENGTH = 10  # words up to this long read their green masks from a table (3**10 entries)


def green_bits(codes: np.ndarray, length: int) -> np.ndarray:
    """Return, for each zip code, the bit mask of its green positions (bit i: letter i, from the first).

    Parameters
    ----------
    codes : numpy.ndarray
        Zip codes of words of `length` letters.
    length : int
        The word length.

    Returns
    -------
    numpy.ndarray
        int64 masks; all greens is ``2**length - 1``.
    """
    codes = np.asarray(codes, dtype=np.int64)
    return _green_table(length)[codes] if length <= TABLE_LENGTH else _green_digits(codes, length)


def greens_shown(rows: Sequence[Sequence[int | None]], boards: int, length: int) -> np.ndarray:
    """Return each board's positions shown green on some row, as a bit mask.

    Parameters
    ----------
    rows : sequence of sequence of (int or None)
        The zip code each board showed on each turn (``rows[t][b]``; None where a board showed nothing).
    boards : int
        The number of boards (the length of each row).
    length : int
        The word length.

    Returns
    -------
    numpy.ndarray
        One int64 mask per board (0 for a board that showed no green), read-only.
    """
    codes = np.array([[-1 if p is None else int(p) for p in row] for row in rows], dtype=np.int64)
    codes = codes.reshape(len(rows), boards)
    bits = np.where(codes >= 0, green_bits(np.maximum(codes, 0), length), 0)
    greens = np.bitwise_or.reduce(bits, axis=0) if len(rows) else np.zeros(boards, dtype=np.int64)
    greens.setflags(write=False)
    return greens


def _green_digits(codes: np.ndarray, length: int) -> np.ndarray:
    """Return the green masks of zip codes, digit by digit."""
    bits = np.zeros(len(codes), dtype=np.int64)
    for i in range(length - 1, -1, -1):  # the last letter is the least significant digit
        bits |= (codes % 3 == 2).astype(np.int64) << i
        codes = codes // 3
    return bits


@cache
def _green_table(length: int) -> np.ndarray:
    """Return the green mask of every zip code of `length` letters."""
    return _green_digits(np.arange(3**length, dtype=np.int64), length)
