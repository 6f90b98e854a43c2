"""Entropies of candidate sets whose answers are not equally likely (an answer prior), for all guesses at once.

With candidate probabilities w (summing to 1) and a guess's feedback classes of
probability W_i (the sums of w over each class), the feedback's entropy is
``H(P) = -sum_i W_i log2 W_i`` and the expected entropy left is
``H(A | P) = H(A) - H(P)``, ``H(A) = -sum w log2 w`` (the answer is fixed by the
feedback's class and itself). With equal weights these are Fetterman's forms (6)
and (7) (`ndle.measures.entropy`, whose integer kernels the uniform prior keeps).
Each class sum adds its members in candidate order and the classes are taken in
the order of their first members, so two guesses with the same partition score
exactly the same.
"""

from __future__ import annotations

import weakref

import numba
import numpy as np

from ndle.measures.memo import CandidateMemo
from ndle.patterns.codes import all_green
from ndle.patterns.matrix import frozen

_LIVE: "weakref.WeakValueDictionary[tuple[int, int], WeightedScorer]" = weakref.WeakValueDictionary()
_LATEST: list = [None]  # the last scorer handed out stays alive between users


@numba.njit(cache=True, nogil=True)
def _feedback_entropy(matrix, candidates, weights, out):  # pragma: no cover - compiled
    # out[k] = -sum W log2 W over the class weights W of matrix row k (uint8 or uint16 codes)
    sums = np.zeros(np.iinfo(matrix.dtype).max + 1, np.float64)
    m = candidates.shape[0]
    for k in range(matrix.shape[0]):
        row = matrix[k]
        for j in range(m):
            sums[row[candidates[j]]] += weights[j]
        h = 0.0
        for j in range(m):
            p = row[candidates[j]]
            w = sums[p]
            if w > 0.0:
                h -= w * np.log2(w)
                sums[p] = 0.0
        out[k] = h


@numba.njit(cache=True, nogil=True)
def _feedback_entropy_sorted(matrix, candidates, weights, out):  # pragma: no cover - compiled
    # as _feedback_entropy for any code width: classes found by a stable sort of the row's codes, their terms
    # summed in the order of their first members (as the counting kernel does)
    m = candidates.shape[0]
    codes = np.empty(m, matrix.dtype)
    first = np.empty(m, np.int64)
    sums = np.empty(m, np.float64)
    for k in range(matrix.shape[0]):
        row = matrix[k]
        for j in range(m):
            codes[j] = row[candidates[j]]
        order = np.argsort(codes, kind="mergesort")
        n = 0
        w = 0.0
        for t in range(m):
            if t == 0 or codes[order[t]] != codes[order[t - 1]]:
                first[n] = order[t]  # a stable sort: the class's first member comes first
            w += weights[order[t]]
            if t == m - 1 or codes[order[t + 1]] != codes[order[t]]:
                sums[n] = w
                n += 1
                w = 0.0
        h = 0.0
        for i in np.argsort(first[:n]):
            if sums[i] > 0.0:
                h -= sums[i] * np.log2(sums[i])
        out[k] = h


def feedback_entropy(matrix: np.ndarray, candidates: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Return H(P), the entropy of each guess's feedback in bits, over weighted candidates.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    candidates : numpy.ndarray
        The candidate answers' column indices.
    weights : numpy.ndarray
        Their probabilities (summing to 1), in the same order.

    Returns
    -------
    numpy.ndarray
        float64, one entropy per guess (matrix row); higher splits the candidates better.
    """
    out = np.zeros(matrix.shape[0])
    if len(candidates) <= 1:
        return out
    c = frozen(np.ascontiguousarray(candidates, dtype=np.int32))
    w = frozen(np.ascontiguousarray(weights, dtype=np.float64))
    kernel = _feedback_entropy_sorted if matrix.dtype.itemsize > 2 else _feedback_entropy
    kernel(frozen(matrix), c, w, out)
    return out


def answer_entropy(weights: np.ndarray) -> float:
    """Return H(A), the entropy of the answer in bits, from the candidates' probabilities.

    Parameters
    ----------
    weights : numpy.ndarray
        The candidates' probabilities (summing to 1).

    Returns
    -------
    float
        ``-sum w log2 w``.
    """
    w = np.asarray(weights, dtype=np.float64)
    w = w[w > 0]
    return float(-(w * np.log2(w)).sum())


def feedback_entropy_reference(matrix: np.ndarray, candidates: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Return H(P) for every guess the slow, readable way: class weights by bincount, then the entropy (tests)."""
    from scipy import stats

    out = []
    for row in matrix:
        _, klass = np.unique(row[candidates], return_inverse=True)
        out.append(float(stats.entropy(np.bincount(klass, weights=weights), base=2)) if len(candidates) else 0.0)
    return np.array(out)


def remaining_reference(matrix: np.ndarray, candidates: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Return H(A | P) for every guess by its definition, sum over classes of W_i times the class's own answer
    entropy (for tests of the identity H(A | P) = H(A) - H(P))."""
    out = []
    for row in matrix:
        codes, total = row[candidates], 0.0
        for code in np.unique(codes):
            w = weights[codes == code]
            total += w.sum() * answer_entropy(w / w.sum())
        out.append(total)
    return np.array(out)


def class_probabilities(matrix: np.ndarray, guesses: np.ndarray, candidates: np.ndarray, weights: np.ndarray,
                        length: int, *, solved: int | None = None) -> np.ndarray:
    """Return the (K, C) probabilities of the feedback classes of weighted candidates under each of K guesses, in
    `ndle.strategies.lookahead.class_sizes`' layout (one column per zip code up to five letters, else the non-green
    classes in code order then zeros; the all-green class last).

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix.
    guesses, candidates : numpy.ndarray
        The K guess ids and the candidate answer ids.
    weights : numpy.ndarray
        The candidates' probabilities (summing to 1).
    length : int
        The word length.
    solved : int, optional
        The solved feedback's code under another feedback rule (`Game.solved`, its largest code; default Wordle's
        all green): the layout has one column per code up to it, as `class_sizes` has.

    Returns
    -------
    numpy.ndarray
        float64, each row summing to 1.
    """
    codes = matrix[np.ix_(guesses, candidates)].astype(np.int64)
    green = all_green(length) if solved is None else solved
    K, m, n = len(guesses), len(candidates), green + 1
    w = np.broadcast_to(np.asarray(weights, dtype=np.float64), (K, m))
    if n <= 243:
        codes += (np.arange(K) * n)[:, None]
        return np.bincount(codes.ravel(), weights=w.ravel(), minlength=K * n).reshape(K, n)
    order = np.argsort(codes, axis=1, kind="stable")
    codes, w = np.take_along_axis(codes, order, axis=1), np.take_along_axis(w, order, axis=1)
    is_green = codes == green
    new = ~is_green
    new[:, 1:] &= codes[:, 1:] != codes[:, :-1]
    part = np.cumsum(new, axis=1) - 1
    index = (np.arange(K)[:, None] * (m + 1) + part)[~is_green]
    out = np.bincount(index, weights=w[~is_green], minlength=K * (m + 1)).reshape(K, m + 1)
    out[:, m] = np.where(is_green, w, 0.0).sum(axis=1)
    return out


class WeightedScorer(CandidateMemo):
    """Feedback entropies of candidate sets under an answer prior, memoised (LRU) by candidate set.

    A candidate set's probabilities are the prior's, renormalised over the set,
    so the set alone is the memo's key.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    prior : numpy.ndarray
        Every answer's probability.
    capacity : int, default 1024
        How many candidate sets' vectors to keep.
    """

    def __init__(self, matrix: np.ndarray, prior: np.ndarray, capacity: int = 1024):
        super().__init__(matrix, capacity)
        self.prior = prior

    @classmethod
    def for_prior(cls, matrix: np.ndarray, prior: np.ndarray) -> "WeightedScorer":
        """Return this process's scorer for a matrix and prior (made on first use, kept while anyone uses it)."""
        key = (id(matrix), id(prior))
        scorer = _LIVE.get(key)
        if scorer is None or scorer.matrix is not matrix or scorer.prior is not prior:
            scorer = _LIVE[key] = cls(matrix, prior)
        _LATEST[0] = scorer
        return scorer

    def weights(self, candidates: np.ndarray) -> np.ndarray:
        """Return the candidates' probabilities (the prior renormalised over them)."""
        w = self.prior[candidates]
        return w / w.sum()

    def entropy(self, candidates: np.ndarray) -> np.ndarray:
        """Return the read-only H(P) vector over all guesses for a sorted candidate array."""
        return self.lookup(candidates, lambda: frozen(
            feedback_entropy(self.matrix, candidates, self.weights(candidates))))

    def remaining(self, candidates: np.ndarray) -> np.ndarray:
        """Return H(A | P) = H(A) - H(P) over all guesses: the expected entropy left after each (lower is better)."""
        if len(candidates) <= 1:
            return np.zeros(self.matrix.shape[0])
        return answer_entropy(self.weights(candidates)) - self.entropy(candidates)
