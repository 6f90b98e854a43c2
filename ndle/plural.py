"""Counted nouns in messages: "1 board", "4 boards", "1 guess", "6 guesses" (never "board(s)")."""

from __future__ import annotations

_IRREGULAR = {"guess": "guesses", "index": "indexes", "match": "matches", "candidate": "candidates"}


def plural(noun: str, n: int) -> str:
    """Return `noun` for a count of `n`: as given for 1, else its plural (`guess` -> `guesses`, `board` -> `boards`).

    Parameters
    ----------
    noun : str
        The singular noun (or several words ending in the noun, e.g. "feedback string").
    n : int
        The count.

    Returns
    -------
    str
        The noun in the right number.
    """
    if n == 1:
        return noun
    head, _, last = noun.rpartition(" ")
    many = _IRREGULAR.get(last) or (last + "es" if last.endswith(("s", "x", "ch", "sh")) else last + "s")
    return f"{head} {many}" if head else many


def counted(n: int, noun: str) -> str:
    """Return "N noun" with the noun in the right number and N with thousands separators.

    Parameters
    ----------
    n : int
        The count.
    noun : str
        The singular noun (see `plural`).

    Returns
    -------
    str
        E.g. "1 board", "4 boards", "2,315 answers".
    """
    return f"{n:,} {plural(noun, n)}"
