"""Hayes's spectrum measures when the answers are not equally likely (an answer prior), and each feedback's chance.

A guess splits m candidates of probabilities w (summing to 1) into feedback
classes of probability W_i. Under the prior:

- H = -sum_i W_i log2 W_i, the expected information of the feedback in bits
  (`ndle.measures.weighted.feedback_entropy`: two guesses that split the
  candidates alike score exactly alike);
- sigma and chi keep their definitions, statistics of the classes' sizes (as
  the Hayes players `stddev` and `scatter` do under a prior): the candidates
  are counted, never weighed.

With equal weights H is `ndle.measures.spectrum`'s (up to the last bits of a float).
"""

from __future__ import annotations

import numpy as np

from ndle.measures.spectrum import Stats, stats_all
from ndle.measures.weighted import feedback_entropy

def feedback_chances(matrix: np.ndarray, guess: int, candidates: np.ndarray, weights: np.ndarray,
                     n_codes: int) -> np.ndarray:
    """Return the chance of each feedback code of one guess over weighted candidates.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    guess : int
        The guess id (a row of `matrix`).
    candidates : numpy.ndarray
        The candidate answer ids.
    weights : numpy.ndarray
        Their probabilities (any positive scale: renormalised here), in the same order.
    n_codes : int
        The feedback rule's number of codes.

    Returns
    -------
    numpy.ndarray
        float64, indexed by feedback code, summing to 1 (all zeros without candidates).
    """
    w = np.asarray(weights, dtype=np.float64)
    mass = np.bincount(np.asarray(matrix[guess])[candidates], weights=w, minlength=n_codes)
    return mass / w.sum() if len(w) else mass


def weighted_stats(matrix: np.ndarray, candidates: np.ndarray, weights: np.ndarray, rows: np.ndarray | None = None,
                   *, length: int, n_codes: int | None = None) -> Stats:
    """Return H over weighted candidates, and sigma and chi over their counts, of every guess in `rows` (default
    every matrix row).

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix.
    candidates : numpy.ndarray
        The candidate answer ids.
    weights : numpy.ndarray
        Their probabilities (any positive scale: renormalised here), in the same order.
    rows : numpy.ndarray, optional
        Guess ids (default: every row of `matrix`).
    length : int
        The word length.
    n_codes : int, optional
        The feedback rule's number of codes (default Wordle's, 3**length): sigma is over all of them.

    Returns
    -------
    Stats
        The three measures, aligned with `rows` (see the module docstring).
    """
    counted = stats_all(matrix, candidates, rows, length=length, n_codes=n_codes)
    if len(candidates) == 0:
        return counted
    w = np.asarray(weights, dtype=np.float64)
    block = np.asarray(matrix) if rows is None else np.asarray(matrix)[np.asarray(rows)]
    entropy = feedback_entropy(np.ascontiguousarray(block), candidates, w / w.sum())
    return Stats(counted.m, entropy, counted.stddev, counted.scatter)


def weighted_entropy_reference(matrix: np.ndarray, candidates: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Return the weighted H of every guess the slow, readable way: one guess, one class at a time (tests)."""
    w = np.asarray(weights, dtype=np.float64) / np.sum(weights)
    out = []
    for row in np.asarray(matrix):
        codes = row[candidates]
        mass = [w[codes == c].sum() for c in sorted(set(codes.tolist()))]
        out.append(-sum(p * np.log2(p) for p in mass if p > 0))
    return np.array(out)


__all__ = ["feedback_chances", "weighted_entropy_reference", "weighted_stats"]
