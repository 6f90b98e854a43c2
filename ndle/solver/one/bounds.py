"""Cheap lower bounds of Selby's f, without search (compiled): per part, by capacity, after a first guess.

After opener g splits the answers H into parts P_s, ``f(H | g) = |H| + sum``
over the non-green parts of ``f(P_s)``. A part of size m >= 3 needs, for every next
guess t splitting it into k_t parts (green_t = 1 when t is in P_s),
f(P_s) >= 3m - k_t - green_t (each sub-part of size c needs 2c - 1 guesses,
one for a single answer); the least over all allowed t bounds f(P_s) from
below without any search. Sizes 1 and 2 are exact (1 and 3). The depth limit
only raises f, so the bound holds for every guess limit.
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.solver.one.memo import INF, hard_filter


@numba.njit(cache=True)
def part_floor(c, dc):  # pragma: no cover - compiled
    """Return the cheap lower bound of f for a part of size c with dc guesses left."""
    if dc <= 0 or (dc == 1 and c >= 2):
        return INF
    if c == 1:
        return np.int64(1)
    if c == 2:
        return np.int64(3)
    return np.int64(2 * c - 1)


@numba.njit(cache=True)
def tree_floor(L, k, c=-1):  # pragma: no cover - compiled
    """Fill L[m] (m = 0 .. L.size - 1) with a lower bound of f for m answers when no guess splits them into more
    than k parts, nor into more than c parts other than the solved one (c < 0: k).

    Every guess solves at most one answer and opens at most min(k - 1, c)
    further guesses, or min(k, c) when it solves none; a guess makes no more
    parts of a subset than of the whole. So at most A(j) answers are solved
    within j guesses, A(1) = 1, A(j) = max(1 + min(k - 1, c) A(j - 1),
    min(k, c) A(j - 1)): k^(j - 1) when c >= k, (c^j - 1) / (c - 1) when
    c = k - 1 (Jotto's five counts: the solved one is never a sixth part
    of its own). The i-th answer (by turn) needs the least j with A(j) >= i,
    and L[m] sums those turns (2m - 1 while m <= A(2)). Filled in place: numba
    returned a new array to Python without its dtype once the kernels that
    call it had been loaded from the disk cache.
    """
    c = k if c < 0 else min(c, k)
    solving = min(k - 1, c)  # further guesses after one that solves an answer
    if L.size:
        L[0] = 0
    turn, reach = np.int64(1), np.int64(1)
    for i in range(1, L.size):
        while i > reach:
            turn += 1
            if (c >= 2 or solving >= 1) and reach < INF // max(c, 1):
                reach = max(1 + solving * reach, c * reach)
            else:
                reach = INF
        L[i] = min(L[i - 1] + turn, INF)


@numba.njit(cache=True)
def second_reach(k, c):  # pragma: no cover - compiled
    """Return A(2), the most answers solved within two guesses (see `tree_floor`): f is 2m - 1 up to it."""
    c = k if c < 0 else min(c, k)
    return max(1 + min(k - 1, c), c)


@numba.njit(cache=True)
def floor_upto(n, k, c=-1):  # pragma: no cover - compiled
    """Return `tree_floor` for sizes 0..n when n > A(2) (`second_reach`), else a one-entry array (it equals
    2m - 1 up to A(2))."""
    L = np.empty(n + 1 if n > second_reach(k, c) else 1, np.int64)
    tree_floor(L, k, c)
    return L


@numba.njit(cache=True)
def part_bound(MT, ag, P, allowed, npat):  # pragma: no cover - compiled
    """Return min over allowed guesses t of 3m - k_t - green_t for the answer set P (exact for m <= 2), or the
    capacity floor when it is larger.

    MT is the pattern matrix transposed (answers x guesses), so each answer's
    row is read once, in order; an npat-bit set per guess counts its parts.
    """
    m = P.size
    if m <= 2:
        return np.int64(2 * m - 1)
    G = MT.shape[1]
    seen = np.zeros((G, (npat + 63) // 64), np.uint64)
    k = np.zeros(G, np.int32)
    for h in P:
        row = MT[h]
        for t in range(G):
            c = row[t]
            bit = np.uint64(1) << np.uint64(c & 63)
            x = seen[t, c >> 6]
            if (x & bit) == 0:
                seen[t, c >> 6] = x | bit
                k[t] += 1
    parts = 1  # the most parts an allowed guess makes (the capacity floor's k)
    for t in range(G):
        if allowed[t] and k[t] > parts:
            parts = k[t]
    member = np.zeros(G, np.int32)
    for h in P:
        member[ag[h]] = 1  # green_t: t is a member of P
    most, spread = 0, 1  # the most parts with green_t counted twice; the most parts other than the solved one
    for t in range(G):
        if allowed[t]:
            most = max(most, k[t] + member[t])
            spread = max(spread, k[t] - member[t])
    if m > second_reach(parts, spread):
        return max(np.int64(3 * m - most), floor_upto(m, parts, spread)[m])
    return np.int64(3 * m - most)


@numba.njit(cache=True)
def opener_parts(M, g, n, npat):  # pragma: no cover - compiled
    """Return (answers grouped by pattern under guess g, group starts, npat + 1 entries)."""
    cnt = np.zeros(npat, np.int64)
    for h in range(n):
        cnt[M[g, h]] += 1
    start = np.zeros(npat + 1, np.int64)
    for p in range(npat):
        start[p + 1] = start[p] + cnt[p]
    fill = start[:npat].copy()
    parts = np.empty(n, np.int32)
    for h in range(n):
        p = M[g, h]
        parts[fill[p]] = h
        fill[p] += 1
    return parts, start


@numba.njit(cache=True)
def root_bounds(M, MT, ag, T, g, beta, hard, letters, lcounts, codes):  # pragma: no cover - compiled
    """Return (per-pattern lower bounds of f(part) after opener g, ``|H|`` + their sum), largest parts first
    (patterns are the solver's codes, `codes` their zip codes).

    Parts start at 2m - 1 and are raised largest first; once the total reaches
    beta the rest are left at 2m - 1 (the total is then only a bound >= beta).
    """
    n, npat = M.shape[1], codes.size
    green = npat - 1
    parts, start = opener_parts(M, g, n, npat)
    out = np.zeros(npat, np.int64)
    tot = np.int64(n)
    sizes = np.zeros(green, np.int64)
    for p in range(green):
        m = start[p + 1] - start[p]
        if m > 0:
            out[p] = 2 * m - 1
            tot += out[p]
        sizes[p] = (m << 32) + p
    sizes.sort()
    allowed = np.ones(M.shape[0], np.bool_)
    for q in range(green - 1, -1, -1):
        p = sizes[q] & 0xFFFFFFFF
        if tot >= beta or sizes[q] >> 32 <= 2:
            break
        P = parts[start[p]:start[p + 1]]
        if hard:
            allowed[:] = False
            for t in hard_filter(T, g, codes[p], letters, lcounts):
                allowed[t] = True
        v = part_bound(MT, ag, P, allowed, npat)
        tot += v - out[p]
        out[p] = v
    return out, tot
