"""A board left alone in the n-board search (`OneBoard`, a base of `ndle.solver.nboard.search.NBoardSolver`): its
exact one-board values, Selby's f(H) from the compiled one-board search, and in consistent play the least total of
consistent play on that board."""

from __future__ import annotations

import numpy as np

from ndle.errors import NdleError
from ndle.solver.one import kernels as K
from ndle.solver.nboard.moves import Value
from ndle.solver.nboard.static import UNLIMITED
from ndle.solver.one.search import Solver
from ndle.words import WordList


class OneBoard:
    """One board's exact values for the n-board search, memoised.

    Parameters
    ----------
    words : WordList
        The answers and allowed guesses.
    matrix : numpy.ndarray or None
        The (guesses, answers) feedback matrix (None: the word list's cached one).
    feedback : str
        The feedback rule of `matrix`.
    consistent : bool
        Consistent play: a board left alone is searched guessing its candidates only; `f1` stays free play's (the
        n-board bounds' one-board optima).
    """

    def __init__(self, words: WordList, matrix: np.ndarray | None, feedback: str, consistent: bool):
        self.words = words
        self.one = Solver(words, matrix=matrix, feedback=feedback)  # free play's: the bounds' one-board optima
        self.matrix = self.one.matrix
        self.consistent = bool(consistent)
        self.alone = Solver(words, matrix=matrix, feedback=feedback, consistent=True) if consistent else self.one
        self._alone: dict[tuple[int, ...], Value] = {}  # a board left alone: its exact value (consistent play's)
        self._f1: dict[tuple[int, ...], Value] = {}

    def f1(self, H: tuple[int, ...]) -> Value:
        """Return Selby's f(H): the least total guesses solving every answer of H on one board (no limit)."""
        m = len(H)
        if m <= 2:
            return 2 * m - 1 if m else 0
        v = self._f1.get(H)
        if v is None:
            arr = np.array(H, dtype=np.int32)
            v, _ = self.one.solve_node(arr, self.one.all_guesses, 0, 0, UNLIMITED)
            if v >= K.INF:
                raise NdleError(f"no guess separates the {m} candidates {H[:3]}...")
            self._f1[H] = v = int(v)
        return v

    def _one_best(self, H: tuple[int, ...]) -> int:
        """Return a best first guess of a board left alone (its answer when one is left)."""
        if len(H) == 1:
            return int(self.words.answer_guess[H[0]])
        one = self.alone
        T = self.words.answer_guess[list(H)].astype(np.int32) if self.consistent else one.all_guesses
        return int(one.solve_node(np.array(H, dtype=np.int32), T, 0, 0, UNLIMITED)[1])

    def f_alone(self, H: tuple[int, ...]) -> Value:
        """Return the exact value of a board left alone: `f1`, or in consistent play the least total guesses of
        consistent play on that board (at least `f1`)."""
        if not self.consistent or len(H) <= 2:
            return self.f1(H)
        v = self._alone.get(H)
        if v is None:
            arr = np.array(H, dtype=np.int32)
            v, _ = self.alone.solve_node(arr, self.words.answer_guess[arr].astype(np.int32), 0, 0, UNLIMITED)
            self._alone[H] = v = int(v)  # (a candidate guessed always splits: never INF)
        return v


__all__ = ["OneBoard"]
