"""Entropies of the rows a game shows when they lie (`ndle.game.lying`), for all guesses at once.

A guess's true feedback classes have probabilities W_t (sums of the
candidates' probabilities w); the rows shown have ``P(s) = sum_t W_t C[t, s]``
through the channel C. The entropy of the shown row is ``H(S)``, and the
expected entropy of the answer left after it is

    H(A | S) = H(A) - H(S) + H(S | A),   H(S | A) = sum_t W_t h_t,

h_t the entropy of row t of the channel (log2(C(L, k) 2**k), 0 for the win).
With honest feedback (C the identity) these are `ndle.measures.weighted`'s.
The candidates' probabilities are the prior's renormalised over the set (the
channel is flat: `ndle.game.lying`), so the set alone is the memo's key.
"""

from __future__ import annotations

import weakref

import numba
import numpy as np

from ndle.measures.memo import CandidateMemo
from ndle.measures.weighted import answer_entropy
from ndle.patterns.matrix import frozen

_LIVE: "weakref.WeakValueDictionary[tuple, ShownScorer]" = weakref.WeakValueDictionary()
_LATEST: list = [None]  # the last scorer handed out stays alive between users


@numba.njit(cache=True, nogil=True)
def _shown_entropy(matrix, candidates, weights, indptr, indices, data, row_entropy, n_out, out_h, out_cond
                   ):  # pragma: no cover - compiled
    # out_h[k] = H(S) of matrix row k's shown rows, out_cond[k] = sum_t W_t h_t; classes and shown rows are taken
    # in the order of their first members, so equal partitions score the same
    n_true = indptr.shape[0] - 1
    m = candidates.shape[0]
    sums = np.zeros(n_true, np.float64)
    touched = np.empty(m, np.int64)
    shown = np.zeros(n_out, np.float64)
    hit = np.empty(n_out, np.int64)
    for k in range(matrix.shape[0]):
        row = matrix[k]
        nt = 0
        for j in range(m):
            t = row[candidates[j]]
            if sums[t] == 0.0:
                touched[nt] = t
                nt += 1
            sums[t] += weights[j]
        ns = 0
        cond = 0.0
        for i in range(nt):
            t = touched[i]
            w = sums[t]
            cond += w * row_entropy[t]
            for p in range(indptr[t], indptr[t + 1]):
                c = indices[p]
                if shown[c] == 0.0:
                    hit[ns] = c
                    ns += 1
                shown[c] += w * data[p]
            sums[t] = 0.0
        h = 0.0
        for i in range(ns):
            v = shown[hit[i]]
            h -= v * np.log2(v)
            shown[hit[i]] = 0.0
        out_h[k] = h
        out_cond[k] = cond


def shown_entropy(matrix: np.ndarray, candidates: np.ndarray, weights: np.ndarray, channel
                  ) -> tuple[np.ndarray, np.ndarray]:
    """Return H(S), the entropy of each guess's shown row, and H(S | A), the part the lies add, in bits.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix (true feedback), guesses by answers.
    candidates : numpy.ndarray
        The candidate answers' column indices.
    weights : numpy.ndarray
        Their probabilities (summing to 1), in the same order.
    channel : Channel
        P(shown | true) (`ndle.game.lying.lie_channel`).

    Returns
    -------
    h_shown, h_lies : numpy.ndarray
        float64, one value per guess (matrix row) each.
    """
    K = matrix.shape[0]
    out_h, out_cond = np.zeros(K), np.zeros(K)
    if len(candidates) == 0:
        return out_h, out_cond
    c = np.ascontiguousarray(candidates, dtype=np.int32)
    w = np.ascontiguousarray(weights, dtype=np.float64)
    C = channel.matrix
    _shown_entropy(frozen(matrix), c, w, C.indptr.astype(np.int64), C.indices.astype(np.int64),
                   C.data.astype(np.float64), channel.row_entropy, C.shape[1], out_h, out_cond)
    return out_h, out_cond


class ShownScorer(CandidateMemo):
    """H(S) and H(A | S) of candidate sets under a lying game's channel and prior, memoised (LRU) by candidate set.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    channel : Channel
        The game's channel (flat: `ndle.game.lying`).
    prior : numpy.ndarray, optional
        Every answer's probability (None: uniform).
    capacity : int, default 1024
        How many candidate sets' vectors to keep.
    """

    def __init__(self, matrix: np.ndarray, channel, prior: np.ndarray | None = None, capacity: int = 1024):
        super().__init__(matrix, capacity)
        self.channel, self.prior = channel, prior

    @classmethod
    def for_game(cls, game) -> "ShownScorer":
        """Return this process's scorer of a lying game (made on first use, kept while anyone uses it)."""
        key = (id(game.matrix), id(game.channel), id(game.weights))
        scorer = _LIVE.get(key)
        if scorer is None or scorer.matrix is not game.matrix or scorer.channel is not game.channel \
                or scorer.prior is not game.weights:
            scorer = _LIVE[key] = cls(game.matrix, game.channel, game.weights)
        _LATEST[0] = scorer
        return scorer

    def weights(self, candidates: np.ndarray) -> np.ndarray:
        """Return the candidates' probabilities (the prior renormalised over them; uniform without one)."""
        if self.prior is None:
            return np.full(len(candidates), 1.0 / len(candidates))
        w = self.prior[candidates]
        return w / w.sum()

    def _pair(self, candidates: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Return the read-only (H(S), H(S | A)) vectors over all guesses for a sorted candidate array."""
        return self.lookup(candidates, lambda: tuple(frozen(v) for v in shown_entropy(
            self.matrix, candidates, self.weights(candidates), self.channel)))

    def entropy(self, candidates: np.ndarray) -> np.ndarray:
        """Return H(S), the entropy of the shown row of each guess (higher: more is learnt)."""
        return self._pair(candidates)[0]

    def remaining(self, candidates: np.ndarray) -> np.ndarray:
        """Return H(A | S) = H(A) - H(S) + H(S | A) over all guesses: the expected entropy left (lower is better)."""
        if len(candidates) <= 1:
            return np.zeros(self.matrix.shape[0])
        h, lies = self._pair(candidates)
        return answer_entropy(self.weights(candidates)) - h + lies


def shown_classes(game, guesses: np.ndarray, board) -> tuple[np.ndarray, np.ndarray]:
    """Return the (K, C) sizes and probabilities of the rows a lying game may show for each of K guesses on a
    board, in `ndle.measures.value.expected_values`' layout (the win last).

    Parameters
    ----------
    game : Game
        A game whose rows lie (`game.channel`).
    guesses : numpy.ndarray
        The K guess ids.
    board : Board
        The board: its candidates and their probabilities.

    Returns
    -------
    sizes : numpy.ndarray
        int64: how many candidates explain each row shown (every row but the win's may be explained by several
        true rows, so a row of sizes may add up to more than the candidates).
    probabilities : numpy.ndarray
        float64: each row's probability, summing to 1 over a row.
    """
    channel, candidates = game.channel, board.candidates
    n = channel.matrix.shape[0]
    codes = np.asarray(game.matrix[np.ix_(np.asarray(guesses), candidates)], dtype=np.int64)
    K = len(codes)
    offsets = (np.arange(K) * n)[:, None]
    weights = np.broadcast_to(board.probabilities, codes.shape)
    true_sizes = np.bincount((codes + offsets).ravel(), minlength=K * n).reshape(K, n)
    true_probs = np.bincount((codes + offsets).ravel(), weights=weights.ravel(), minlength=K * n).reshape(K, n)
    explains = (channel.matrix > 0).astype(np.int64)
    sizes = np.asarray(explains.T @ true_sizes.T).T
    probs = channel.shown_probabilities(true_probs)
    order = np.r_[np.delete(np.arange(n + 1), channel.green), channel.green]  # the win last
    return sizes[:, order], probs[:, order]
