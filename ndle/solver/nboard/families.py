"""Guesses that split a position's candidates alike (the same classes, the same one solved) have equal values:
the n-board search tries one per family, the lowest id (compiled)."""

from __future__ import annotations

import numba
import numpy as np


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


@numba.njit(cache=True)
def _rename(code, name, k):  # pragma: no cover - compiled
    """Return (code's name by first appearance, the next free name)."""
    if name[code] < 0:
        name[code] = k
        k += 1
    return name[code], k


BELL = np.array([1, 1, 2, 5, 15, 52, 203, 877, 4140, 21147, 115975, 678570, 4213597, 27644437, 190899322,
                 1382958545, 10480142147, 82864869804], dtype=np.int64)  # Bell numbers: set partitions of 0..17


@numba.njit(cache=True)
def _gather(MT, union, first):  # pragma: no cover - compiled
    """Return MT's columns `first` over the rows `union`, transposed back: (len(first), len(union))."""
    R = np.empty((first.size, union.size), MT.dtype)
    for j in range(union.size):
        row = MT[union[j]]
        for i in range(first.size):
            R[i, j] = row[first[i]]
    return R


@numba.njit(cache=True)
def _small_family_rows(MT, union, green, cand):  # pragma: no cover - compiled
    """Return `family_rows` for at most 16 answers: each renamed row packed exactly into 64 bits (4 per answer)."""
    G = cand.size
    u = union.size
    size = 64
    while size < 2 * min(G, BELL[u + 1]):  # families: at most the set partitions of the answers and a green one
        size *= 2
    table = np.full(size, -1, np.int64)
    keys = np.empty(size, np.uint64)
    keep = np.zeros(G, np.bool_)
    c = np.empty(u, np.int64)
    v = np.empty(u, np.uint64)
    for r in range(G):
        t = cand[r]
        key, k = np.uint64(0), np.uint64(1)
        for j in range(u):
            c[j] = MT[union[j], t]
            if c[j] == green:
                v[j] = 0
            else:
                i = 0
                while i < j and c[i] != c[j]:
                    i += 1
                if i < j:
                    v[j] = v[i]
                else:
                    v[j] = k
                    k += np.uint64(1)
            key = (key << np.uint64(4)) | v[j]
        slot = np.int64((key * np.uint64(0x9E3779B97F4A7C15)) >> np.uint64(40)) & (size - 1)
        while table[slot] >= 0 and keys[slot] != key:
            slot = (slot + 1) & (size - 1)
        if table[slot] < 0:
            table[slot], keys[slot], keep[r] = t, key, True
    first = cand[keep]
    return first, _gather(MT, union, first)


@numba.njit(cache=True)
def family_rows(MT, union, green, n_codes, cand):  # pragma: no cover - compiled
    """Return (the lowest guess of each family, sorted; their feedback codes over the answers `union`) from the
    transposed pattern matrix MT (answers x guesses, codes below n_codes): the first row of each distinct row of
    `partitions(M[:, union], green)` and `M[first][:, union]`, in one pass over open-addressing tables of row keys,
    with no (guesses x union) array in between. Only the guesses `cand` (ascending) are looked at: every guess, or
    the lowest of each family of a superset of `union`'s answers (each family here is a union of those)."""
    G = cand.size
    u = union.size
    if u <= 16:
        return _small_family_rows(MT, union, green, cand)
    size = 1
    while size < 2 * G:
        size *= 2
    table = np.full(size, -1, np.int64)  # a leader guess, or -1
    keys = np.empty(size, np.uint64)
    keep = np.zeros(G, np.bool_)
    name, other = np.full(n_codes, -1, np.int64), np.full(n_codes, -1, np.int64)
    name[green], other[green] = 0, 0
    for i in range(G):
        t = cand[i]
        x, k = np.uint64(1469598103934665603), 1
        for j in range(u):
            v, k = _rename(MT[union[j], t], name, k)
            x = (x ^ np.uint64(v)) * np.uint64(1099511628211)
        for j in range(u):
            name[MT[union[j], t]] = -1
        name[green] = 0
        slot = np.int64(x & np.uint64(size - 1))
        while True:
            s = table[slot]
            if s < 0:
                table[slot], keys[slot], keep[i] = t, x, True
                break
            if keys[slot] == x:  # the leader s splits alike when the two renamings agree everywhere
                same, k1, k2 = True, 1, 1
                for j in range(u):
                    v1, k1 = _rename(MT[union[j], t], name, k1)
                    v2, k2 = _rename(MT[union[j], s], other, k2)
                    if v1 != v2:
                        same = False
                        break
                for j in range(u):
                    name[MT[union[j], t]] = -1
                    other[MT[union[j], s]] = -1
                name[green], other[green] = 0, 0
                if same:
                    break
            slot = (slot + 1) & (size - 1)
    first = cand[keep]
    return first, _gather(MT, union, first)
