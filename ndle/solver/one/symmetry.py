"""Symmetric first guesses: on a whole code space under a feedback rule that relabelling symbols and permuting
positions leave unchanged (Mastermind, Bulls and Cows, Jotto), openers with the same multiset of symbol
multiplicities have the same least total, so one opener per class decides the optimum.

If a permutation s of the symbols and of the positions, applied to guess and answer alike, never changes the
feedback, and maps the code space onto itself, then it maps every strategy after opener g to a strategy after
s(g) with the same number of guesses on every answer: both openers have one least total. Two codes are
mapped onto each other exactly when their symbols' multiplicities agree as multisets (1123 and 4144: 2, 1, 1),
so Mastermind's 1,296 openers fall into 5 classes and Bulls and Cows' 5,040 into one. Deeper in the tree the
search uses the same symmetry, restricted to the maps that fix the guesses played (`ndle.solver.one.stabiliser`).
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from ndle.words import code_space_of, code_words
from ndle.patterns.feedback.base import rule_named
from ndle.solver.one.stabiliser import STACK, new_symmetry
from ndle.words import WordList


def whole_space(words: WordList, feedback: str = "exact") -> tuple[int, str, bool] | None:
    """Return the code space (length, symbols, repeats) when the lists are a whole code space under a symmetric
    rule (guesses and answers alike), else None.

    Parameters
    ----------
    words : WordList
        The lists.
    feedback : str
        The feedback rule; its `symmetric` flag says whether relabelling and permuting leave it unchanged.

    Returns
    -------
    tuple or None
    """
    space = code_space_of(words.name) if words.codes else None
    if not getattr(rule_named(feedback), "symmetric", False) or space is None:
        return None
    if words.guesses != words.answers or words.answers != code_words(*space):
        return None
    return space


def symmetry_items(words: WordList, feedback: str = "exact", max_depth: int = STACK, on: bool = True) -> tuple:
    """Return the search context's symmetry items (`ndle.solver.one.stabiliser`): the codes' symbols on a whole
    code space under a symmetric rule, else the empty items (no symmetry).

    Parameters
    ----------
    words : WordList
        The lists.
    feedback : str
        The feedback rule.
    max_depth : int
        Up to how many guesses played the stabiliser's orbits are used.
    on : bool
        False: the empty items, whatever the lists.

    Returns
    -------
    tuple
        Six items, as `new_symmetry` makes them.
    """
    if not on or (space := whole_space(words, feedback)) is None:
        return new_symmetry()
    number = {c: i for i, c in enumerate(space[1])}
    symbols = np.array([[number[c] for c in code] for code in words.guesses], dtype=np.int64)
    return new_symmetry(symbols, len(space[1]), max_depth)


def opener_classes(words: WordList, feedback: str = "exact") -> list[int] | None:
    """Return one opener (guess id, the first in list order) per symmetry class, or None where the symmetry
    does not hold (a rule that is not symmetric, or lists that are not a whole code space).

    Parameters
    ----------
    words : WordList
        The lists: a code space (`ndle.words.lists.code_space`) for the classes to exist.
    feedback : str
        The feedback rule; its `symmetric` flag says whether relabelling and permuting leave it unchanged.

    Returns
    -------
    list of int or None
        Guess ids, in list order.
    """
    if whole_space(words, feedback) is None:
        return None
    first: dict[tuple[int, ...], int] = {}
    for g, code in enumerate(words.guesses):
        first.setdefault(tuple(sorted(Counter(code).values(), reverse=True)), g)
    return sorted(first.values())
