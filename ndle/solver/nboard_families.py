"""Guesses that split a position's candidates alike (the same classes, the same one solved) have equal values:
the n-board search tries one per family, the lowest id (compiled)."""

from __future__ import annotations

import numba
import numpy as np


@numba.njit(cache=True)
def first_of_families(R):  # pragma: no cover - compiled
    """Return the sorted indices of the first row of each distinct row of R (np.unique's return_index), by one
    pass over the rows with an open-addressing table of row hashes."""
    G, C = R.shape
    size = 1
    while size < 2 * G:
        size *= 2
    table = np.full(size, -1, np.int64)  # a leader row's index, or -1
    keys = np.empty(size, np.uint64)
    keep = np.zeros(G, np.bool_)
    for t in range(G):
        x = np.uint64(1469598103934665603)
        for j in range(C):
            x = (x ^ np.uint64(R[t, j])) * np.uint64(1099511628211)
        slot = np.int64(x & np.uint64(size - 1))
        while True:
            s = table[slot]
            if s < 0:
                table[slot], keys[slot], keep[t] = t, x, True
                break
            if keys[slot] == x:
                same = True
                for c in range(C):
                    if R[t, c] != R[s, c]:
                        same = False
                        break
                if same:
                    break
            slot = (slot + 1) & (size - 1)
    return np.flatnonzero(keep)


@numba.njit(cache=True)
def partitions(R, green):  # pragma: no cover - compiled
    """Return R with each row's codes renamed by first appearance (green 0, the others 1, 2, ...): rows that split
    the candidates alike (the same classes, the same one solved) become equal."""
    out = np.empty(R.shape, np.int16)
    name = np.full(max(R.max() + 1, green + 1), -1, np.int16)
    name[green] = 0
    for t in range(R.shape[0]):
        k = 1
        for j in range(R.shape[1]):
            c = R[t, j]
            if name[c] < 0:
                name[c] = k
                k += 1
            out[t, j] = name[c]
        for j in range(R.shape[1]):  # only the codes this row touched
            name[R[t, j]] = -1
        name[green] = 0
    return out
