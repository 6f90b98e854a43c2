"""The search's cache and hard-mode filter (compiled): Zobrist keys, verified entries, allowed guesses.

The cache maps (guesses left, answer subset, allowed guesses in hard mode) to an
exact value or a lower bound. Its key is a 64-bit Zobrist hash; an entry is
used only when the stored subset (a sorted index list in `pool`), the depth and
a second, independent 64-bit hash of the allowed-guess set all match.

ctx layout (a tuple, so numba passes it whole): 0 key -> entry dict, 1 subset
length, 2 depth, 3 allowed-set check hash, 4 pool offset, 5 pool, 6 value,
7 exact flag, 8 best guess, 9 counters, 10 pattern matrix, 11 answer -> guess,
12 answer Zobrist table, 13 guess letters, 14 guess letter counts, 15-16 guess
Zobrist tables, 17 number of pattern codes, 18 each code's zip code.
"""

from __future__ import annotations

import numba
import numpy as np

INF = np.int64(1) << 40
_GOLD = np.int64(0x9E3779B97F4A7C15 - (1 << 64))

# counters: 0 entries used, 1 pool used, 2 nodes searched, 3 cache hits, 4 full scans
C_ENTRIES, C_POOL, C_NODES, C_HITS, C_SCANS = 0, 1, 2, 3, 4


@numba.njit(cache=True)
def _mix(x):  # pragma: no cover - compiled
    """splitmix64 finaliser (wrapping int64 arithmetic)."""
    x = (x ^ ((x >> 30) & 0x3FFFFFFFF)) * np.int64(-4658895280553007687)
    x = (x ^ ((x >> 27) & 0x1FFFFFFFFF)) * np.int64(-7723592293110705685)
    return x ^ ((x >> 31) & 0x1FFFFFFFF)


@numba.njit(cache=True)
def subset_hash(H, z):  # pragma: no cover - compiled
    s = np.int64(0)
    for h in H:
        s += z[h]
    return s


@numba.njit(cache=True)
def _key(H, d, th1, z1):  # pragma: no cover - compiled
    return _mix(subset_hash(H, z1) + _mix(th1 + d * _GOLD))


@numba.njit(cache=True)
def _lookup(ctx, H, d, th1, th2):  # pragma: no cover - compiled
    """Return the entry index of (H, d, allowed set) or -1."""
    table, e_len, e_depth, e_th2, e_off, pool = ctx[0], ctx[1], ctx[2], ctx[3], ctx[4], ctx[5]
    key = _key(H, d, th1, ctx[12])
    if key not in table:
        return -1
    i = table[key]
    if e_len[i] != H.size or e_depth[i] != d or e_th2[i] != th2:
        return -1
    off = e_off[i]
    for j in range(H.size):
        if pool[off + j] != H[j]:
            return -1
    return i


@numba.njit(cache=True)
def _store(ctx, H, d, th1, th2, value, exact, best):  # pragma: no cover - compiled
    """Record an exact value or a lower bound (kept as the larger of old and new)."""
    table, e_len, e_depth, e_th2, e_off, pool = ctx[0], ctx[1], ctx[2], ctx[3], ctx[4], ctx[5]
    e_val, e_exact, e_best, counters = ctx[6], ctx[7], ctx[8], ctx[9]
    i = _lookup(ctx, H, d, th1, th2)
    if i >= 0:
        if e_exact[i]:
            return
        if exact or value > e_val[i]:
            e_val[i], e_exact[i], e_best[i] = value, exact, best
        return
    n_ent, used = counters[C_ENTRIES], counters[C_POOL]
    if n_ent >= e_len.size or used + H.size > pool.size:
        return  # full: the search stays exact, only slower
    for j in range(H.size):
        pool[used + j] = H[j]
    e_len[n_ent], e_depth[n_ent], e_th2[n_ent], e_off[n_ent] = H.size, d, th2, used
    e_val[n_ent], e_exact[n_ent], e_best[n_ent] = value, exact, best
    table[_key(H, d, th1, ctx[12])] = n_ent
    counters[C_ENTRIES] = n_ent + 1
    counters[C_POOL] = used + H.size


@numba.njit(cache=True)
def hard_filter(T, t, s, letters, lcounts):  # pragma: no cover - compiled
    """Return the guesses of T still allowed in hard mode after guess t showed zip code s (Selby's rule)."""
    length = letters.shape[1]
    need = np.zeros(lcounts.shape[1], np.int64)
    green_pos = np.zeros(length, np.bool_)
    rest = np.int64(s)
    for i in range(length - 1, -1, -1):  # the last letter is the least significant digit
        mark = rest % 3
        rest //= 3
        if mark > 0:
            need[letters[t, i]] += 1
        green_pos[i] = mark == 2
    out = np.empty(T.size, np.int32)
    m = 0
    for g in T:
        ok = True
        for i in range(length):
            if green_pos[i] and letters[g, i] != letters[t, i]:
                ok = False
                break
        if ok:
            for i in range(length):
                c = letters[t, i]
                if lcounts[g, c] < need[c]:
                    ok = False
                    break
        if ok:
            out[m] = g
            m += 1
    return out[:m].copy()
