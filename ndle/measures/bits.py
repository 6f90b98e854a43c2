"""Fetterman's forms (6) and (7) on one partition of the candidates, the readable way (the all-guess kernels are
in `ndle.measures.entropy`)."""

from __future__ import annotations

import numpy as np

Bits = float


def partition_sizes(row: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Return the sizes of the non-empty parts of `candidates` under one guess's matrix row, in code order.

    Parameters
    ----------
    row : numpy.ndarray
        One guess's row of the pattern matrix.
    candidates : numpy.ndarray
        The candidate answer ids.

    Returns
    -------
    numpy.ndarray
        The part sizes.
    """
    return np.unique(np.asarray(row)[candidates], return_counts=True)[1]


def entropy_bits(sizes: np.ndarray) -> Bits:
    """Return form (6): the entropy of the feedback distribution, in bits.

    Parameters
    ----------
    sizes : numpy.ndarray
        The sizes of the parts (counts per feedback).

    Returns
    -------
    float
        The entropy in bits.
    """
    from scipy import stats  # imported here: scipy.stats alone takes longer to import than the rest of ndle

    sizes = np.asarray(sizes)
    return float(stats.entropy(sizes[sizes > 0], base=2)) if sizes.sum() else 0.0


def remaining_bits(sizes: np.ndarray) -> Bits:
    """Return form (7): the expected entropy left, sum of ``|E_i|/|E| log2 |E_i|``.

    Parameters
    ----------
    sizes : array_like of int
        The sizes of a guess's partition of the candidates (zeros are ignored).

    Returns
    -------
    float
        Bits; 0 for an empty partition.
    """
    sizes = np.asarray(sizes, dtype=np.float64)
    sizes = sizes[sizes > 0]
    return float((sizes * np.log2(sizes)).sum() / sizes.sum()) if sizes.size else 0.0
