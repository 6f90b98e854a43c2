"""The compiled search under answer weights as an object: quantised weights, a memo kept across calls, values in
the weights' own units (`ndle.solver.one.wkernel` has the search and the quantisation's error bound); and each
guess's first bound under weights, which the n-board search under a prior orders its guesses by."""

from __future__ import annotations

import math

import numpy as np

from ndle.patterns.matrix import frozen
from ndle.solver.one.context import WeightedContext
from ndle.solver.one.memo import NONE, new_cache
from ndle.solver.one.splits import DENSE_LENGTH, renumbered
from ndle.solver.one.wkernel import WINF, class_bounds, quantised, wsolve


class WeightedSearch:
    """The compiled exact search under answer weights, one board, with a guess limit; its memo kept across calls.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    weights : numpy.ndarray
        Every answer's weight (positive; any scale), quantised by `quantised`.
    answer_guess : numpy.ndarray
        The guess id of each answer.
    solved : int
        The feedback code of a right guess.
    capacity : int, default 2**20
        The positions the memo keeps (once full, new ones are not kept: only slower).
    consistent : bool, default False
        Consistent play: at each position only the candidates are guessed (the first guess of `after` is the
        caller's).
    """

    def __init__(self, matrix: np.ndarray, weights: np.ndarray, answer_guess: np.ndarray, solved: int,
                 capacity: int = 1 << 20, consistent: bool = False):
        self.q, self.exponent = quantised(weights)
        self.matrix = np.ascontiguousarray(matrix)
        if int(self.matrix.max()) >= 3**DENSE_LENGTH:  # long words: their distinct codes renumbered 0, 1, ...
            codes, dense = renumbered(self.matrix)
            self.matrix = np.ascontiguousarray(dense.astype(np.uint32))
            solved = int(np.searchsorted(codes, solved)) if solved in codes else len(codes)
        npat = max(int(self.matrix.max()), int(solved)) + 1
        z = np.random.default_rng(np.random.SeedSequence(20220119)).integers(
            np.iinfo(np.int64).min, np.iinfo(np.int64).max, size=self.matrix.shape[1], dtype=np.int64)
        self.consistent = bool(consistent)
        self._fixed = (self.matrix, np.asarray(answer_guess, np.int32), z, self.q, np.int64(npat),
                       np.int64(solved), np.bool_(consistent))
        self.capacity = capacity
        self.context = WeightedContext._make((*new_cache(capacity), *self._fixed))

    def fresh(self) -> None:
        """Empty the memo (when nearly full: a search keeps going without it, only slower)."""
        self.context = WeightedContext._make((*new_cache(self.capacity), *self._fixed))

    def nearly_full(self) -> bool:
        """Return whether the memo has used nine tenths of its entries or its pool."""
        c = self.context.counters
        return bool(c[0] > 0.9 * self.context.lengths.size or c[1] > 0.9 * self.context.pool.size)

    def solve(self, candidates: np.ndarray, guesses_left: int, beta: int = int(WINF)) -> tuple[int, int]:
        """Return (the least quantised total of guesses, a best guess) for sorted candidates; a value at or above
        `beta` is only a bound (guess -1), WINF when no strategy keeps within the limit.

        Parameters
        ----------
        candidates : numpy.ndarray
            The candidate answer ids, sorted.
        guesses_left : int
            The guesses allowed from here.
        beta : int
            Stop once the value is known to be at least this.

        Returns
        -------
        tuple of (int, int)
            The value and the guess.
        """
        H = np.array(candidates, dtype=np.int32)  # a writable copy: the kernel crashes on read-only input
        v, g = wsolve(self.context, H, np.int64(guesses_left), np.int64(beta), NONE)
        return int(v), int(g)

    def after(self, guess: int, candidates: np.ndarray, guesses_left: int, beta: int = int(WINF)) -> int:
        """Return the least quantised total when `guess` is played first (at or above `beta`: only a bound).

        Parameters
        ----------
        guess : int
            The first guess's id.
        candidates : numpy.ndarray
            The candidate answer ids, sorted.
        guesses_left : int
            The guesses allowed, that one included.
        beta : int
            Stop once the value is known to be at least this.

        Returns
        -------
        int
            The candidates' weight plus the least totals of the guess's feedback classes (WINF if impossible).
        """
        if guesses_left <= 0:
            return int(WINF)
        H = np.array(candidates, dtype=np.int32)  # a writable copy: the kernel crashes on read-only input
        return int(wsolve(self.context, H, np.int64(guesses_left), np.int64(beta), np.int64(guess))[0])

    def real(self, value: int) -> float:
        """Return a quantised total in the weights' own units (inf for WINF).

        Parameters
        ----------
        value : int
            A total from `solve` or `after`.

        Returns
        -------
        float
            ``value * 2**-k``.
        """
        return math.inf if value >= WINF else math.ldexp(value, -self.exponent)


def guess_bounds(matrix: np.ndarray, rows: np.ndarray, candidates: np.ndarray, w: np.ndarray,
                 green: int) -> tuple[np.ndarray, np.ndarray]:
    """Return each guess's first bound over weighted candidates and whether it splits them (`lower_bounds`, read
    from the matrix; compiled for one- and two-byte codes).

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    rows : numpy.ndarray
        The guess ids bounded.
    candidates : numpy.ndarray
        The candidate answer ids.
    w : numpy.ndarray
        The candidates' weights, in the order of `candidates`.
    green : int
        The feedback code of a right guess.

    Returns
    -------
    tuple of (numpy.ndarray, numpy.ndarray)
        Per guess, the least weighted total of the guesses after it (the sum over its non-green classes of
        2 W_i - M_i), and whether it has more than one class.
    """
    if matrix.dtype.itemsize > 2:
        return lower_bounds(matrix[np.ix_(rows, candidates)].astype(np.int64), w, green)
    bound, classes = np.empty(len(rows)), np.empty(len(rows), np.int64)
    size = np.iinfo(matrix.dtype).max + 1
    class_bounds(frozen(matrix), frozen(np.ascontiguousarray(rows, dtype=np.int64)),
                 frozen(np.ascontiguousarray(candidates, dtype=np.int64)),
                 frozen(np.ascontiguousarray(w, dtype=np.float64)), green, np.zeros(size), np.zeros(size), bound,
                 classes)
    return bound, classes > 1


def lower_bounds(codes: np.ndarray, w: np.ndarray, green: int) -> tuple[np.ndarray, np.ndarray]:
    """Return each guess's lower bound on the further weighted guesses beyond this one, and whether it splits the
    candidates (more than one class): plain numpy, for codes of any width.

    Parameters
    ----------
    codes : numpy.ndarray
        The feedback codes, guesses by candidates (int64).
    w : numpy.ndarray
        The candidates' weights.
    green : int
        The feedback code of a right guess.

    Returns
    -------
    tuple of (numpy.ndarray, numpy.ndarray)
        The sum over each guess's non-green classes of 2 W_i - M_i (W_i a class's weight, M_i its heaviest), and
        whether the guess has more than one class.
    """
    K, m = codes.shape
    order = np.argsort(codes, axis=1, kind="stable")
    sorted_codes = np.take_along_axis(codes, order, axis=1)
    sw = w[order]
    start = np.ones((K, m), dtype=bool)
    start[:, 1:] = sorted_codes[:, 1:] != sorted_codes[:, :-1]
    klass = np.cumsum(start, axis=1) - 1 + (np.arange(K) * m)[:, None]
    flat = klass.ravel()
    sums = np.bincount(flat, weights=sw.ravel(), minlength=K * m)
    heaviest = np.zeros(K * m)
    np.maximum.at(heaviest, flat, sw.ravel())
    greens = (sorted_codes == green) & start
    per_class = 2 * sums - heaviest
    per_class[klass[greens]] = 0.0
    bound = per_class.reshape(K, m).sum(axis=1)
    useful = start.sum(axis=1) > 1
    return bound, useful
