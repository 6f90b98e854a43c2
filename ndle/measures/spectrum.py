"""Hayes's spectrum of a guess (how the candidates fall into the 3**L zip codes) and its statistics H, sigma, chi.

For a guess with spectrum n_0..n_242 over m candidates (Hayes, "Words for the Wordle-Weary"; five letters:
243 codes, L letters: 3**L):

- H = sum over occupied codes of n_i/m (log2 m - log2 n_i), the expected information in bits;
- sigma = the population standard deviation of all 3**L counts, empty codes included (mean m/3**L);
- chi = the number of occupied codes ("scatter").

`stats_all` computes the three for many guesses at once in one pass over the
pattern matrix (a numba kernel). H's sum of n log2 n is accumulated in fixed
point and sigma's sum of n^2 in integers, so two guesses with the same spectrum
up to permutation get bit-identical H and sigma and the alphabetical tie rule is exact.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ndle.measures.bits import entropy_bits
from ndle.measures.entropy import SCALE, shared_xlogx_table, sum_xlogx
from ndle.measures.memo import CandidateMemo
from ndle.patterns.codes import n_patterns
from ndle.words import MAX_LENGTH, MIN_LENGTH

Spectrum = np.ndarray  # int64[3**L]: candidates per zip code


@dataclass(frozen=True)
class SpectrumStats:
    """H (bits), sigma and chi of one spectrum over m candidates."""

    m: int
    entropy: float
    stddev: float
    scatter: int


def spectrum(matrix: np.ndarray, guess: int, candidates: np.ndarray, length: int, *,
             n_codes: int | None = None) -> Spectrum:
    """Return the 3**length counts of `candidates` per zip code for one guess (words of `length` letters; under
    another feedback rule, its `n_codes` counts).

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix.
    guess : int
        The guess id (a row of `matrix`).
    candidates : numpy.ndarray
        The candidate answer ids.
    length : int
        The word length.
    n_codes : int, optional
        The feedback rule's number of codes (default Wordle's, 3**length).

    Returns
    -------
    numpy.ndarray
        The counts, indexed by zip code.
    """
    return np.bincount(np.asarray(matrix[guess])[candidates], minlength=n_codes or n_patterns(length))


def stddev_of(sizes: Spectrum, n_codes: int | None = None) -> float:
    """Return sigma over all 3**L codes (or a feedback rule's `n_codes`), empty ones included (population standard
    deviation)."""
    sizes = np.asarray(sizes, dtype=np.float64)
    lengths = {n_codes} if n_codes else {n_patterns(n) for n in range(MIN_LENGTH, MAX_LENGTH + 1)}
    if sizes.ndim != 1 or len(sizes) not in lengths:
        raise ValueError(f"a spectrum has 3**L counts (L = {MIN_LENGTH} to {MAX_LENGTH}), got shape {sizes.shape}")
    return float(np.std(sizes))


def scatter_of(sizes: Spectrum) -> int:
    """Return chi, the number of occupied zip codes."""
    return int(np.count_nonzero(sizes))


def stats_of(sizes: Spectrum, n_codes: int | None = None) -> SpectrumStats:
    """Return H, sigma and chi of one spectrum.

    Parameters
    ----------
    sizes : numpy.ndarray
        The candidates per zip code (243 counts, empty codes included).
    n_codes : int, optional
        The feedback rule's number of codes (default: Wordle's, 3**L).

    Returns
    -------
    SpectrumStats
        The candidate count m, H in bits, sigma of all 243 counts and chi, the occupied codes.
    """
    sizes = np.asarray(sizes)
    return SpectrumStats(int(sizes.sum()), entropy_bits(sizes), stddev_of(sizes, n_codes), scatter_of(sizes))


@dataclass(frozen=True)
class Stats:
    """H, sigma and chi of many guesses' spectra over one candidate set of size m (arrays aligned with the rows).

    Parameters
    ----------
    m : int
        The candidate set's size.
    entropy : numpy.ndarray
        Each guess's feedback entropy H in bits.
    stddev : numpy.ndarray
        Each guess's standard deviation sigma of the counts per zip code.
    scatter : numpy.ndarray
        Each guess's number chi of distinct feedbacks (non-empty parts).
    """

    m: int
    entropy: np.ndarray
    stddev: np.ndarray
    scatter: np.ndarray

    def take(self, index: np.ndarray) -> "Stats":
        """Return the stats of a subset of the rows."""
        return Stats(self.m, self.entropy[index], self.stddev[index], self.scatter[index])


def stats_all(matrix: np.ndarray, candidates: np.ndarray, rows: np.ndarray | None = None, *, length: int,
              n_codes: int | None = None) -> Stats:
    """Return H, sigma and chi of every guess in `rows` (default all matrix rows) over `candidates`
    (words of `length` letters: sigma is over their 3**length codes).

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix.
    candidates : numpy.ndarray
        The candidate answer ids.
    rows : numpy.ndarray, optional
        Guess ids (default: every row of `matrix`).
    length : int
        The word length.
    n_codes : int, optional
        The feedback rule's number of codes (default Wordle's, 3**length): sigma is over them.

    Returns
    -------
    Stats
        The three measures, aligned with `rows`.
    """
    rows = None if rows is None else np.ascontiguousarray(rows, dtype=np.int32)
    n_rows = matrix.shape[0] if rows is None else len(rows)
    cands = np.ascontiguousarray(candidates, dtype=np.int32)
    m = len(cands)
    xlogx = np.zeros(n_rows, dtype=np.int64)
    sumsq = np.zeros(n_rows, dtype=np.int64)
    chi = np.zeros(n_rows, dtype=np.int64)
    if m == 0:
        return Stats(0, np.zeros(n_rows), np.zeros(n_rows), chi)
    sum_xlogx(matrix, cands, shared_xlogx_table(m), xlogx, rows, sumsq, chi)
    entropy = np.log2(m) - xlogx / (SCALE * m)
    n = n_codes or n_patterns(length)
    mean = m / n
    stddev = np.sqrt(np.maximum(sumsq / n - mean * mean, 0.0))
    return Stats(m, entropy, stddev, chi)


def stats_all_reference(matrix: np.ndarray, candidates: np.ndarray, length: int) -> Stats:
    """Return `stats_all` the slow, readable way (for tests)."""
    each = [stats_of(spectrum(matrix, g, candidates, length)) for g in range(len(matrix))]
    return Stats(len(candidates), np.array([s.entropy for s in each]), np.array([s.stddev for s in each]),
                 np.array([s.scatter for s in each]))


class StatsCache(CandidateMemo):
    """All-guess `Stats` per candidate set, memoised (LRU): positions recur across games and decision trees.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix.
    capacity : int
        The most candidate sets kept (about 0.3 MB each on Wordle's list).
    length : int
        The word length (sigma is over its 3**length codes).
    n_codes : int, optional
        The feedback rule's number of codes (default Wordle's).
    """

    def __init__(self, matrix: np.ndarray, capacity: int = 256, *, length: int, n_codes: int | None = None):
        super().__init__(matrix, capacity)  # ~0.3 MB per entry on wordle
        self.length, self.n_codes = length, n_codes

    def stats(self, candidates: np.ndarray, rows: np.ndarray | None = None) -> Stats:
        """Return the stats of `rows` (sorted guess ids; default every guess) over a sorted candidate array."""
        n = self.matrix.shape[0]
        if (rows is not None and len(rows) * 4 < n) or len(candidates) <= 2:
            return stats_all(self.matrix, candidates, rows, length=self.length, n_codes=self.n_codes)
        full = self.lookup(candidates, lambda: stats_all(self.matrix, candidates, length=self.length,
                                                         n_codes=self.n_codes))
        return full if rows is None or len(rows) == n else full.take(rows)
