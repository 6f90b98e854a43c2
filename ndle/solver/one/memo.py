"""The search's cache and hard-mode filter (compiled): Zobrist keys, verified entries, allowed guesses.

The cache maps (guesses left, answer subset, allowed guesses in hard mode) to an
exact value or a lower bound. Its key is a 64-bit Zobrist hash; an entry is
used only when the stored subset (a sorted index list in `pool`), the depth and
a second, independent 64-bit hash of the allowed-guess set all match.

The key -> entry map is an open-addressing table in plain arrays (linear
probing over a power-of-two number of slots, doubled and rebuilt whenever the
entries would pass half of them, so a small search touches little memory), so
nothing is compiled at run time. Once the entries or the pool are full, new
positions are not cached: the search stays exact, only slower.

The cache is the first ten fields of a search's context (`ndle.solver.one.context`: a named tuple, so numba
passes it whole): table, lengths, depths, checks, offsets, pool, values, exact, best, counters; the functions here
read those and its `answer_keys`.
"""

from __future__ import annotations

import numba
import numpy as np

INF = np.int64(1) << 40
_GOLD = np.int64(0x9E3779B97F4A7C15 - (1 << 64))

# counters: 0 entries used, 1 pool used, 2 nodes searched, 3 cache hits, 4 full scans, 5 positions left
# uncached because the cache was full, 6 slots in use (a power of two)
C_ENTRIES, C_POOL, C_NODES, C_HITS, C_SCANS, C_FULL, C_SLOTS = 0, 1, 2, 3, 4, 5, 6
FIRST_SLOTS = 1 << 12
# `store`'s flag and "no guess" as typed values: a compiled caller passing the literals True, False or -1 would
# compile it again for each
YES, NO, NONE = np.bool_(True), np.bool_(False), np.int64(-1)


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


def new_cache(capacity: int) -> tuple:
    """Return the first ten items of a search context: an empty cache of `capacity` positions and its counters.

    Parameters
    ----------
    capacity : int
        How many positions the cache keeps (their answer lists share a pool of 16 per position).

    Returns
    -------
    tuple
        The slots, the entry arrays, the pool and the counters: the first ten fields of a
        `ndle.solver.one.context.SearchContext` or `WeightedContext`.
    """
    slots = 1 << max(4, (2 * capacity - 1).bit_length())
    counters = np.zeros(16, np.int64)
    counters[C_SLOTS] = min(slots, FIRST_SLOTS)
    return (np.zeros((slots, 3), np.int64), np.zeros(capacity, np.int32), np.zeros(capacity, np.int16),
            np.zeros(capacity, np.int64), np.zeros(capacity, np.int64), np.zeros(16 * capacity, np.int16),
            np.zeros(capacity, np.int64), np.zeros(capacity, np.bool_), np.zeros(capacity, np.int32), counters)


@numba.njit(cache=True, inline="always")
def _same(ctx, i, H, d, th2):  # pragma: no cover - compiled
    """Return whether entry i holds (H, d, allowed set)."""
    e_len, e_depth, e_th2, e_off, pool = ctx.lengths, ctx.depths, ctx.checks, ctx.offsets, ctx.pool
    if e_len[i] != H.size or e_depth[i] != d or e_th2[i] != th2:
        return False
    off = e_off[i]
    for j in range(H.size):  # noqa: SIM110 - compiled: a plain loop
        if pool[off + j] != H[j]:
            return False
    return True


@numba.njit(cache=True, inline="always")
def _find(ctx, key, H, d, th2):  # pragma: no cover - compiled
    """Return (the entry of (H, d, allowed set) or -1, the slot where it is or would go)."""
    table = ctx.table
    mask = ctx.counters[C_SLOTS] - 1
    s = key & mask
    while table[s, 0] != 0:
        if table[s, 1] == key and _same(ctx, table[s, 0] - 1, H, d, th2):
            return table[s, 0] - 1, s
        s = (s + 1) & mask
    return np.int64(-1), s


@numba.njit(cache=True)
def lookup(ctx, H, d, th1, th2):  # pragma: no cover - compiled
    """Return the entry index of (H, d, allowed set) or -1."""
    return _find(ctx, _key(H, d, th1, ctx.answer_keys), H, d, th2)[0]


@numba.njit(cache=True)
def recalled(ctx, H, d, th1, th2, beta):  # pragma: no cover - compiled
    """Return (value, guess) of (H, d, allowed set) from the cache when that settles a search cut off at beta (an
    exact value and its guess, or a bound at or above beta and -1; a hit counted), else (-1, -1)."""
    i = lookup(ctx, H, d, th1, th2)
    if i >= 0:
        ctx.counters[C_HITS] += 1
        if ctx.exact[i]:
            return ctx.values[i], np.int64(ctx.best[i])
        if ctx.values[i] >= beta:
            return ctx.values[i], np.int64(-1)
    return np.int64(-1), np.int64(-1)


@numba.njit(cache=True)
def _grow(ctx):  # pragma: no cover - compiled
    """Double the slots in use and re-insert every entry."""
    table, counters = ctx.table, ctx.counters
    size = counters[C_SLOTS] * 2
    counters[C_SLOTS] = size
    mask = size - 1
    table[:size, 0] = 0
    for i in range(counters[C_ENTRIES]):
        s = table[i, 2] & mask
        while table[s, 0] != 0:
            s = (s + 1) & mask
        table[s, 0], table[s, 1] = i + 1, table[i, 2]


@numba.njit(cache=True)
def store(ctx, H, d, th1, th2, value, exact, best):  # pragma: no cover - compiled
    """Record an exact value or a lower bound (kept as the larger of old and new)."""
    table, e_len, e_depth, e_th2, e_off, pool = ctx.table, ctx.lengths, ctx.depths, ctx.checks, ctx.offsets, ctx.pool
    e_val, e_exact, e_best, counters = ctx.values, ctx.exact, ctx.best, ctx.counters
    key = _key(H, d, th1, ctx.answer_keys)
    i, s = _find(ctx, key, H, d, th2)
    if i >= 0:
        if e_exact[i]:
            return
        if exact or value > e_val[i]:
            e_val[i], e_exact[i], e_best[i] = value, exact, best
        return
    n_ent, used = counters[C_ENTRIES], counters[C_POOL]
    if n_ent >= e_len.size or used + H.size > pool.size:
        counters[C_FULL] += 1
        return  # full: the search stays exact, only slower
    for j in range(H.size):
        pool[used + j] = H[j]
    e_len[n_ent], e_depth[n_ent], e_th2[n_ent], e_off[n_ent] = H.size, d, th2, used
    e_val[n_ent], e_exact[n_ent], e_best[n_ent] = value, exact, best
    table[n_ent, 2] = key
    counters[C_ENTRIES] = n_ent + 1
    counters[C_POOL] = used + H.size
    if 2 * (n_ent + 1) > counters[C_SLOTS]:
        _grow(ctx)
    else:
        table[s, 0], table[s, 1] = n_ent + 1, key


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
