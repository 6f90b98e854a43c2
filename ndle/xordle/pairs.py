"""Xordle's candidates and feedback: pairs of answers with no letter in common, and the merged row of a guess.

A pair is two answer ids; a set of pairs is two aligned int32 arrays (`first`, `second`), never a guesses x pairs
matrix. The merged code of a guess against a pair is read from the two columns of the shared pattern matrix through
a 3**L x 3**L table (`merge_table`): each tile is the larger of the two Wordle colours (grey < yellow < green),
except that a row all green which is neither word gets its own code, `not_won_code` (the game tells a found word).
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ndle.errors import NdleError, WordError
from ndle.patterns.codes import all_green, not_won_code

TABLE_LENGTH = 7  # up to this word length the merged codes come from a table (2,187 x 2,187 entries)


def _digits(codes: np.ndarray, length: int) -> np.ndarray:
    """Return the base-3 digits of zip codes, first letter first, shape (len(codes), length)."""
    codes = np.asarray(codes, dtype=np.int64)
    return (codes[:, None] // 3 ** np.arange(length - 1, -1, -1)) % 3


def _merged_digits(a: np.ndarray, b: np.ndarray, length: int) -> np.ndarray:
    """Return the merged codes of Wordle codes `a` and `b` (aligned), tile by tile."""
    a, b = np.asarray(a, dtype=np.int64), np.asarray(b, dtype=np.int64)
    out = np.maximum(_digits(a, length), _digits(b, length)) @ (3 ** np.arange(length - 1, -1, -1))
    green = all_green(length)
    out[(out == green) & (a != green) & (b != green)] = not_won_code(length)
    return out


@cache
def merge_table(length: int) -> np.ndarray:
    """Return the merged code of every two Wordle codes of `length` letters, read-only.

    Parameters
    ----------
    length : int
        The word length, at most `TABLE_LENGTH`.

    Returns
    -------
    numpy.ndarray
        uint16, shape (3**L, 3**L): ``table[a, b]`` is the merged row of codes a and b (`not_won_code` where every
        tile is green but neither is all green).
    """
    n = 3**length
    a, b = np.divmod(np.arange(n * n, dtype=np.int64), n)
    table = _merged_digits(a, b, length).astype(np.uint16).reshape(n, n)
    table.setflags(write=False)
    return table


def merged_codes(a: np.ndarray, b: np.ndarray, length: int) -> np.ndarray:
    """Return the merged rows of aligned Wordle codes against a pair's two words.

    Parameters
    ----------
    a, b : numpy.ndarray
        The Wordle codes of one guess (or several) against each pair's first and second word.
    length : int
        The word length.

    Returns
    -------
    numpy.ndarray
        int64 merged codes, as the game shows them (`not_won_code` for an all-green row that found no word).
    """
    if length <= TABLE_LENGTH:
        return merge_table(length)[np.asarray(a, dtype=np.intp), np.asarray(b, dtype=np.intp)].astype(np.int64)
    return _merged_digits(np.ravel(a), np.ravel(b), length).reshape(np.shape(a))


def letter_masks(words) -> np.ndarray:
    """Return each word's letters as a bit mask (one bit a letter of the list's alphabet), int64."""
    alphabet = sorted({c for w in words for c in w})
    if len(alphabet) > 63:
        raise WordError(f"xordle needs an alphabet of at most 63 letters, got {len(alphabet)}")
    bit = {c: 1 << i for i, c in enumerate(alphabet)}
    return np.array([sum(bit[c] for c in set(w)) for w in words], dtype=np.int64)


def shared_letters(first: str, second: str) -> str:
    """Return the letters two words have in common, in the first's order (empty: a valid Xordle pair)."""
    return "".join(dict.fromkeys(c for c in first if c in second))


@cache
def _pairs_of(answers: tuple[str, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Return every pair of answers with no letter in common, smaller id first (cached per answer list)."""
    masks = letter_masks(answers)
    firsts, seconds = [], []
    for i in range(len(answers) - 1):
        j = np.flatnonzero((masks[i + 1:] & masks[i]) == 0) + i + 1
        firsts.append(np.full(len(j), i, dtype=np.int32))
        seconds.append(j.astype(np.int32))
    first = np.concatenate(firsts) if firsts else np.zeros(0, np.int32)
    second = np.concatenate(seconds) if seconds else np.zeros(0, np.int32)
    for a in (first, second):
        a.setflags(write=False)
    return first, second


def all_pairs(words) -> tuple[np.ndarray, np.ndarray]:
    """Return every Xordle pair of a word list's answers.

    Parameters
    ----------
    words : WordList
        The answers and allowed guesses.

    Returns
    -------
    tuple of numpy.ndarray
        (first, second): aligned read-only int32 answer ids, first < second, in that order; 591,038 pairs on
        Wordle's 2,315 answers.

    Raises
    ------
    NdleError
        If no two answers are without a common letter.
    """
    first, second = _pairs_of(tuple(words.answers))
    if not len(first):
        raise NdleError(f"no two answers of the {words.name} list are without a letter in common: no xordle game")
    return first, second


def check_pair(words, answers) -> tuple[int, int]:
    """Return an answer pair's ids, raising WordError in one line unless they are two words with no letter in common.

    Parameters
    ----------
    words : WordList
        The word lists.
    answers : sequence of int
        Two answer ids.

    Returns
    -------
    tuple of int
        The two ids.
    """
    ids = tuple(int(a) for a in answers)
    if len(ids) != 2:
        raise WordError(f"xordle has two answers, got {len(ids)}")
    a, b = (words.answers[i] for i in ids)
    if common := shared_letters(a, b):
        raise WordError(f"xordle's two answers share no letter, but {a!r} and {b!r} share {common!r}")
    return ids


def draw_pair(rng: np.random.Generator, words, prior: np.ndarray | None = None) -> tuple[int, int]:
    """Return a pair drawn from `rng` as the game draws it: uniformly over the valid pairs (under a prior, each
    pair as likely as the product of its words' probabilities: two draws, redrawn until they share no letter).

    Parameters
    ----------
    rng : numpy.random.Generator
        The game's Generator.
    words : WordList
        The word lists.
    prior : numpy.ndarray, optional
        Each answer's probability (None: uniform).

    Returns
    -------
    tuple of int
        The two answer ids, smaller first.
    """
    first, second = all_pairs(words)
    if prior is None:
        k = int(rng.integers(len(first)))
    else:
        p = prior[first] * prior[second]
        k = int(rng.choice(len(first), p=p / p.sum()))
    return int(first[k]), int(second[k])


def pair_words(game):
    """Return a Xordle game's WordList (whose pairs its answers are drawn from), None for any other game."""
    return game.words if game.observation.merged else None


def nth_pair(words, index: int) -> tuple[int, int]:
    """Return the index-th valid pair (the order of `all_pairs`), for runs that play every pair once."""
    first, second = all_pairs(words)
    return int(first[index % len(first)]), int(second[index % len(first)])
