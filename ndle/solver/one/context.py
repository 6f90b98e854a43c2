"""What the compiled searches read: their contexts as named tuples (numba passes one whole and reads its fields by
name, as fast as a plain tuple's items).

The first ten fields, the same in every context, are the cache `ndle.solver.one.memo` keeps (`new_cache` makes
them); the rest are the search's fixed tables. `SearchContext` is the context of the one-board search
(`ndle.solver.one.search.Solver`) and of the worst-case search (`ndle.solver.worst.search.DepthSolver`),
`WeightedContext` that of the search under answer weights (`ndle.solver.one.wsearch.WeightedSearch`).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ndle.patterns.matrix import guess_letters
from ndle.solver.one.memo import new_cache
from ndle.words import WordList


class SearchContext(NamedTuple):
    """The one-board and worst-case searches' context: the cache, the fixed tables and the symmetry's items."""

    table: np.ndarray  # the cache's slots: columns 0-1 each slot's entry + 1 (0 for empty) and its key; 2 entry keys
    lengths: np.ndarray  # each entry's answer-subset length
    depths: np.ndarray  # each entry's guesses left
    checks: np.ndarray  # each entry's allowed-guess-set check hash
    offsets: np.ndarray  # where each entry's subset starts in `pool`
    pool: np.ndarray  # the entries' answer subsets, end to end
    values: np.ndarray  # each entry's value (exact, or a lower bound)
    exact: np.ndarray  # whether each entry's value is exact
    best: np.ndarray  # each entry's best guess
    counters: np.ndarray  # `ndle.solver.one.memo`'s C_* counters
    matrix: np.ndarray  # the pattern matrix, guesses x answers, in the kernels' codes
    answer_guess: np.ndarray  # each answer's guess id
    answer_keys: np.ndarray  # the answers' Zobrist table (the cache's keys)
    letters: np.ndarray  # each guess's letters (hard mode)
    letter_counts: np.ndarray  # each guess's letter counts (hard mode)
    guess_keys: np.ndarray  # the guesses' Zobrist table (the hash of an allowed-guess set)
    guess_checks: np.ndarray  # a second, independent one (its check hash)
    npat: np.int64  # the number of pattern codes, all green the last
    codes: np.ndarray  # each pattern code's zip code
    transposed: np.ndarray  # the matrix, answers x guesses (what the scans read)
    symbols: np.ndarray  # the symmetry (`ndle.solver.one.stabiliser`): each code's symbols
    perms: np.ndarray  # every position permutation
    code_ids: np.ndarray  # each code's id, read in base `nsym` (-1 for none)
    controls: np.ndarray  # the stabiliser's S_* controls
    stack: np.ndarray  # the guesses played
    guesses: np.ndarray  # every guess id
    consistent: np.bool_  # consistent play: at each node only the answers left may be guessed


class WeightedContext(NamedTuple):
    """The search under answer weights' context (`ndle.solver.one.wkernel`): the cache and its fixed tables."""

    table: np.ndarray  # the cache, as `SearchContext`'s first ten fields
    lengths: np.ndarray
    depths: np.ndarray
    checks: np.ndarray
    offsets: np.ndarray
    pool: np.ndarray
    values: np.ndarray
    exact: np.ndarray
    best: np.ndarray
    counters: np.ndarray
    matrix: np.ndarray  # the pattern matrix, guesses x answers
    answer_guess: np.ndarray  # each answer's guess id
    answer_keys: np.ndarray  # the answers' Zobrist table
    weights: np.ndarray  # each answer's quantised weight
    npat: np.int64  # the number of pattern codes
    green: np.int64  # the code of a right guess
    consistent: np.bool_  # consistent play: at each node only the answers left may be guessed


def table_bytes(matrix: np.ndarray, renumbered: bool, capacity: int) -> int:
    """Return the bytes the one-board search holds with its pattern matrix: the matrix, its renumbered copy (words
    longer than `ndle.solver.one.splits.DENSE_LENGTH`), its transposed copy and a cache of `capacity` positions
    (`ndle.solver.one.memo.new_cache`'s arrays).

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    renumbered : bool
        Whether the kernels read a renumbered copy of it.
    capacity : int
        The positions the cache keeps.

    Returns
    -------
    int
        The bytes, the matrix's own included (a copy may have narrower codes: an upper bound).
    """
    m = int(np.asarray(matrix).nbytes)
    slots = 1 << max(4, (2 * capacity - 1).bit_length())
    return m * (3 if renumbered else 2) + 24 * slots + 67 * capacity


def search_context(words: WordList, matrix: np.ndarray, npat: int, codes: np.ndarray, transposed: np.ndarray,
                   symmetry: tuple, capacity: int, seed: int, consistent: bool = False) -> SearchContext:
    """Return a `SearchContext`: an empty cache of `capacity` positions, the tables of `words` and `matrix` (its
    Zobrist tables drawn from `seed`), the symmetry's six items (`ndle.solver.one.symmetry.symmetry_items`) and
    whether play is consistent (only the answers left may be guessed at each node)."""
    rng = np.random.default_rng(seed)
    z = lambda n: rng.integers(np.iinfo(np.int64).min, np.iinfo(np.int64).max, size=n, dtype=np.int64)  # noqa: E731
    letters, counts = guess_letters(words)
    return SearchContext._make((*new_cache(capacity), matrix, words.answer_guess.astype(np.int32),
                                z(matrix.shape[1]), np.ascontiguousarray(letters), np.ascontiguousarray(counts),
                                z(matrix.shape[0]), z(matrix.shape[0]), np.int64(npat), codes, transposed, *symmetry,
                                np.bool_(consistent)))
