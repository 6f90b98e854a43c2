"""Guesses that split a position's candidates alike (the same classes, the same one solved) have equal values:
the n-board search tries one per family, the lowest id (compiled)."""

from __future__ import annotations

import numba
import numpy as np


@numba.njit(cache=True)
def first_of_families(R):  # pragma: no cover - compiled
    """Return the sorted indices of the first row of each distinct row of R (np.unique's return_index, by hashing)."""
    G, C = R.shape
    h = np.empty(G, np.uint64)
    for t in range(G):
        x = np.uint64(1469598103934665603)
        for j in range(C):
            x = (x ^ np.uint64(R[t, j])) * np.uint64(1099511628211)
        h[t] = x
    order = np.argsort(h, kind="mergesort")  # stable: within equal hashes, lowest index first
    keep = np.zeros(G, np.bool_)
    leaders = np.empty(G, np.int64)
    i = 0
    while i < G:
        j = i
        while j < G and h[order[j]] == h[order[i]]:
            j += 1
        n_lead = 0
        for a in range(i, j):
            t = order[a]
            new = True
            for b in range(n_lead):
                s = leaders[b]
                same = True
                for c in range(C):
                    if R[t, c] != R[s, c]:
                        same = False
                        break
                if same:
                    new = False
                    break
            if new:
                leaders[n_lead] = t
                n_lead += 1
                keep[t] = True
        i = j
    return np.flatnonzero(keep)


@numba.njit(cache=True)
def partitions(R, green):  # pragma: no cover - compiled
    """Return R with each row's codes renamed by first appearance (green 0, the others 1, 2, ...): rows that split
    the candidates alike (the same classes, the same one solved) become equal."""
    out = np.empty(R.shape, np.int16)
    name = np.full(max(R.max() + 1, green + 1), -1, np.int16)
    for t in range(R.shape[0]):
        name[:] = -1
        name[green], k = 0, 1
        for j in range(R.shape[1]):
            c = R[t, j]
            if name[c] < 0:
                name[c] = k
                k += 1
            out[t, j] = name[c]
    return out

