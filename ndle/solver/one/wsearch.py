"""The compiled search under answer weights as an object: quantised weights, a memo kept across calls, values in
the weights' own units (`ndle.solver.one.wkernel` has the search and the quantisation's error bound)."""

from __future__ import annotations

import math

import numpy as np

from ndle.solver.one.memo import NONE, new_cache
from ndle.solver.one.splits import DENSE_LENGTH
from ndle.solver.one.wkernel import WINF, quantised, wsolve


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
    """

    def __init__(self, matrix: np.ndarray, weights: np.ndarray, answer_guess: np.ndarray, solved: int,
                 capacity: int = 1 << 20):
        self.q, self.exponent = quantised(weights)
        self.matrix = np.ascontiguousarray(matrix)
        if int(self.matrix.max()) >= 3**DENSE_LENGTH:  # long words: their distinct codes renumbered 0, 1, ...
            codes, dense = np.unique(self.matrix, return_inverse=True)
            self.matrix = np.ascontiguousarray(dense.reshape(self.matrix.shape).astype(np.uint32))
            solved = int(np.searchsorted(codes, solved)) if solved in codes else len(codes)
        npat = max(int(self.matrix.max()), int(solved)) + 1
        z = np.random.default_rng(np.random.SeedSequence(20220119)).integers(
            np.iinfo(np.int64).min, np.iinfo(np.int64).max, size=self.matrix.shape[1], dtype=np.int64)
        self._fixed = (self.matrix, np.asarray(answer_guess, np.int32), z, self.q, np.int64(npat),
                       np.int64(solved))
        self.capacity = capacity
        self.ctx = new_cache(capacity) + self._fixed

    def fresh(self) -> None:
        """Empty the memo (when nearly full: a search keeps going without it, only slower)."""
        self.ctx = new_cache(self.capacity) + self._fixed

    def nearly_full(self) -> bool:
        """Return whether the memo has used nine tenths of its entries or its pool."""
        c = self.ctx[9]
        return bool(c[0] > 0.9 * self.ctx[1].size or c[1] > 0.9 * self.ctx[5].size)

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
        H = np.ascontiguousarray(candidates, dtype=np.int32)
        v, g = wsolve(self.ctx, H, np.int64(guesses_left), np.int64(beta), NONE)
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
        H = np.ascontiguousarray(candidates, dtype=np.int32)
        return int(wsolve(self.ctx, H, np.int64(guesses_left), np.int64(beta), np.int64(guess))[0])

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
