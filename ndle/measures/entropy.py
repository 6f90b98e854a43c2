"""Partition entropies of candidate sets: Fetterman's forms (6) and (7) for all guesses at once (one partition:
`ndle.measures.bits`)."""

from __future__ import annotations

import numba
import numpy as np

from ndle.measures.bits import Bits, entropy_bits, partition_sizes, remaining_bits  # noqa: F401 (still importable here)
from ndle.measures.memo import CandidateMemo
from ndle.patterns.matrix import frozen

# Fixed point for sum(c log2 c): integer sums are exact and independent of summation
# order, so two guesses with the same partition sizes score exactly the same.
SCALE = 2.0**36


_TABLE = np.zeros(1, dtype=np.int64)


def shared_xlogx_table(m: int) -> np.ndarray:
    """Return xlogx_table(k) for some k >= m (one shared, growing table: entries never change)."""
    global _TABLE
    if len(_TABLE) <= m:
        _TABLE = xlogx_table(max(m, 2 * len(_TABLE), 4096))
        _TABLE.setflags(write=False)
    return _TABLE


def xlogx_table(m: int) -> np.ndarray:
    """Return round(c log2 c * 2**36) for c = 0..m as int64."""
    c = np.arange(m + 1, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        v = np.where(c > 0, c * np.log2(np.maximum(c, 1)), 0.0)
    return np.rint(v * SCALE).astype(np.int64)


# Four kernels give the same integer sums (one per guess) of round(c log2 c * 2**36) over
# the partition sizes c; which is fastest depends on the candidate count m and the code width:
#  - `_sum_xlogx_pairs` (m <= PAIRS_MAX): O(m^2) byte comparisons of answer-major rows,
#    SIMD over all guesses; each class is counted once, by its first member;
#  - `_sum_xlogx_answer_major` (m < ROWS_MIN): per guess, bincount the m patterns read
#    from m answer-major rows (sequential streams; 8 guesses at a time for parallelism);
#  - `_sum_xlogx` (large m): per guess, bincount over its guess-major row (also the
#    spectrum statistics' kernel: given `sumsq` and `chi`, it fills sum c^2 and the class count);
#  - `_sum_xlogx_sorted` (uint32 codes, 11 letters or more, where a count per code is too big): per
#    guess, sort the m codes and count runs (also with `sumsq` and `chi`).
# The counting kernels hold one count per possible code of the matrix's dtype (256 or 65,536).
PAIRS_MAX = 24
ROWS_MIN = 256
_LANES = 8


@numba.njit(cache=True, nogil=True)
def _sum_xlogx(matrix, candidates, table, out, rows=None, sumsq=None, chi=None):  # pragma: no cover - compiled
    # out[k] = sum of table[c] over the class sizes c of matrix row rows[k] (default: row k); with
    # sumsq and chi also sum c^2 and the number of classes (None arguments are compiled away)
    counts = np.zeros(np.iinfo(matrix.dtype).max + 1, np.int32)  # uint8 or uint16 codes only
    m = candidates.shape[0]
    n_rows = matrix.shape[0] if rows is None else rows.shape[0]
    for k in range(n_rows):
        row = matrix[k] if rows is None else matrix[rows[k]]
        for j in range(m):
            counts[row[candidates[j]]] += 1
        s = 0
        q = 0
        n = 0
        for j in range(m):
            p = row[candidates[j]]
            c = counts[p]
            if c:
                s += table[c]
                if sumsq is not None:
                    q += c * c
                    n += 1
                counts[p] = 0
        out[k] = s
        if sumsq is not None:
            sumsq[k] = q
            chi[k] = n


@numba.njit(cache=True, nogil=True)
def _sum_xlogx_answer_major(by_answer, candidates, table, out):  # pragma: no cover - compiled
    m, n_guesses = candidates.shape[0], by_answer.shape[1]
    counts = np.zeros((_LANES, np.iinfo(by_answer.dtype).max + 1), np.int32)  # uint8 or uint16 codes only
    pats = np.empty((m, _LANES), by_answer.dtype)
    g0 = 0
    while g0 + _LANES <= n_guesses:
        for j in range(m):
            row = by_answer[candidates[j]]
            for k in range(_LANES):
                p = row[g0 + k]
                pats[j, k] = p
                counts[k, p] += 1
        for k in range(_LANES):
            s = 0
            for j in range(m):
                p = pats[j, k]
                s += table[counts[k, p]]
                counts[k, p] = 0
            out[g0 + k] = s
        g0 += _LANES
    for g in range(g0, n_guesses):
        for j in range(m):
            counts[0, by_answer[candidates[j], g]] += 1
        s = 0
        for j in range(m):
            p = by_answer[candidates[j], g]
            s += table[counts[0, p]]
            counts[0, p] = 0
        out[g] = s


@numba.njit(cache=True, nogil=True)
def _sum_xlogx_pairs(by_answer, candidates, table, out):  # pragma: no cover - compiled
    m, n_guesses = candidates.shape[0], by_answer.shape[1]
    out[:] = 0
    size = np.empty(n_guesses, np.uint8)  # m <= PAIRS_MAX < 256
    first = np.empty(n_guesses, np.uint8)
    for j in range(m):
        rj = by_answer[candidates[j]]
        size[:] = 1
        first[:] = 1
        for k in range(j):  # j starts its class unless an earlier candidate shares its pattern
            rk = by_answer[candidates[k]]
            for g in range(n_guesses):
                first[g] &= np.uint8(rk[g] != rj[g])
        for k in range(j + 1, m):
            rk = by_answer[candidates[k]]
            for g in range(n_guesses):
                size[g] += np.uint8(rk[g] == rj[g])
        for g in range(n_guesses):
            out[g] += table[size[g]] * first[g]


@numba.njit(cache=True, nogil=True)
def _sum_xlogx_sorted(matrix, candidates, table, out, rows=None, sumsq=None, chi=None):  # pragma: no cover - compiled
    # as _sum_xlogx, by sorting each row's m codes and counting runs (any code width)
    m = candidates.shape[0]
    n_rows = matrix.shape[0] if rows is None else rows.shape[0]
    codes = np.empty(m + 1, matrix.dtype)
    for k in range(n_rows):
        row = matrix[k] if rows is None else matrix[rows[k]]
        for j in range(m):
            codes[j] = row[candidates[j]]
        codes[:m].sort()
        s = 0
        q = 0
        n = 0
        run = 1
        for j in range(1, m + 1):
            if j < m and codes[j] == codes[j - 1]:
                run += 1
                continue
            s += table[run]
            q += run * run
            n += 1
            run = 1
        out[k] = s if m else 0
        if sumsq is not None:
            sumsq[k] = q if m else 0
            chi[k] = n if m else 0


def sum_xlogx(matrix, candidates, table, out, rows=None, sumsq=None, chi=None) -> None:
    """Fill `out` with the fixed-point sum of c log2 c over each row's part sizes (and `sumsq`, `chi` if given),
    counting per code for uint8/uint16 matrices and by sorting for wider codes."""
    wide = matrix.dtype.itemsize > 2
    rows = None if rows is None else frozen(rows)  # the inputs read-only: one compiled kernel per dtype
    (_sum_xlogx_sorted if wide else _sum_xlogx)(frozen(matrix), frozen(candidates), frozen(table), out, rows, sumsq,
                                                chi)


def _remaining(matrix: np.ndarray, by_answer: np.ndarray | None, candidates: np.ndarray) -> np.ndarray:
    """Return form (7) for every guess, using the answer-major copy `by_answer` (A, G) when given."""
    m = len(candidates)
    n_guesses = matrix.shape[0]
    if m <= 1:
        return np.zeros(n_guesses)
    if m == 2:  # split (0 bits) or not (1 bit)
        if by_answer is not None:
            return (by_answer[candidates[0]] == by_answer[candidates[1]]).astype(np.float64)
        return (matrix[:, candidates[0]] == matrix[:, candidates[1]]).astype(np.float64)
    out = np.empty(n_guesses, dtype=np.int64)
    c = frozen(np.ascontiguousarray(candidates, dtype=np.int32))  # (read-only, as the kernels' other callers')
    if by_answer is None or m >= ROWS_MIN or (m > PAIRS_MAX and matrix.dtype.itemsize > 2):
        sum_xlogx(matrix, c, shared_xlogx_table(m), out)
    elif m <= PAIRS_MAX:
        _sum_xlogx_pairs(frozen(by_answer), c, shared_xlogx_table(m), out)
    else:
        _sum_xlogx_answer_major(frozen(by_answer), c, shared_xlogx_table(m), out)
    return out / (SCALE * m)


def remaining_all(matrix: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Return form (7) for every guess (one per matrix row) over a candidate set, as float64.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers (uint8 codes).
    candidates : numpy.ndarray
        The candidate answers' column indices, sorted.

    Returns
    -------
    numpy.ndarray
        float64, one value per guess: the expected entropy left after it, in bits (lower is better).
    """
    return _remaining(matrix, None, candidates)


def remaining_all_reference(matrix: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Return form (7) for every guess the slow, readable way (for tests)."""
    return np.array([remaining_bits(partition_sizes(row, candidates)) for row in matrix])


class Scorer(CandidateMemo):
    """Form-(7) score vectors of candidate sets, memoised (LRU) because the same sets recur across games.

    Keeps an answer-major copy of the matrix (built on first use: 0.2 s, one
    byte per matrix entry) for the fast kernels of small candidate sets.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    capacity : int, default 1024
        How many candidate sets' vectors to keep.
    """

    def __init__(self, matrix: np.ndarray, capacity: int = 1024):
        super().__init__(matrix, capacity)
        self._by_answer: np.ndarray | None = None

    @property
    def by_answer(self) -> np.ndarray:
        """Return the (answers, guesses) C-contiguous copy of the matrix."""
        if self._by_answer is None:
            self._by_answer = np.ascontiguousarray(self.matrix.T)
            self._by_answer.setflags(write=False)
        return self._by_answer

    def _copy_for(self, candidates: np.ndarray) -> np.ndarray | None:
        """Return the answer-major copy if the set is small enough to use it (large sets never build it)."""
        return self.by_answer if len(candidates) < ROWS_MIN else None

    def remaining(self, candidates: np.ndarray) -> np.ndarray:
        """Return the read-only form-(7) vector over all guesses for a sorted candidate array."""
        if len(candidates) <= 2:
            return _remaining(self.matrix, self._copy_for(candidates), candidates)
        return self.lookup(candidates,
                           lambda: frozen(_remaining(self.matrix, self._copy_for(candidates), candidates)))

