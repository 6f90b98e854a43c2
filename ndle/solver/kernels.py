"""Compiled exact search for Selby's f(H): least total guesses over an answer subset, with depth limit and cut-offs.

``f(H) = |H| + min over guesses t of the sum over non-green patterns s of f(P(H, t, s))``,
f of one answer is 1, f is infinite (INF) once the remaining guesses run out.

`solve` returns (value, best guess). A value below the `beta` it was called
with is exact; a value >= beta is only a lower bound (a beta cut-off). Bounds:

* per guess t splitting n answers into k parts (green included), every part of
  size m needs at least 2m - 1 guesses (1 for m = 1), so f >= 3n - k - [t is an
  answer in H]; f(H) >= 2n - 1 overall.
* capacity: once no allowed guess splits H into more than K parts (green
  included), no subset of H splits into more either, so at most K^(j - 1)
  answers are solved within j guesses: `bounds.tree_floor`. It exceeds 2n - 1 once n > K, and bounds every part of
  H after any guess (K from H's own scan; the pattern count at the root).
* closed forms: a member of H splitting it into singletons gives 2n - 1; a
  member leaving one pair, or a non-member splitting into singletons, 2n
  (optimal once no member splits); a guess whose parts are all of size <= 2
  with bound 2n + 1 gives 2n + 1 (optimal once nothing reaches 2n).

Values and bounds are cached by (guesses left, answer subset, allowed guesses
in hard mode): see `optimal_cache`.

Patterns are the matrix's codes 0..npat - 1 (ctx[17]), all green the last
(npat - 1): zip codes for words of up to 7 letters, else the matrix's distinct
zip codes renumbered in order (ctx[18] maps them back; see `Solver`); ctx[19]: the matrix transposed.
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.solver.bounds import floor_upto, part_floor
from ndle.solver.memo import (C_ENTRIES, C_HITS, C_NODES, C_POOL, C_SCANS, INF, _lookup, _store,  # noqa: F401
                            hard_filter, subset_hash)


@numba.njit(cache=True, inline="always")
def member_bad(M, t, H, cnt):  # pragma: no cover - compiled
    """Return how many answers of H show guess t the pattern of an earlier one (0: t splits H into singletons).

    `cnt` is a zeroed scratch array of npat counts, left zeroed.
    """
    bad = 0
    for h in H:
        p = M[t, h]
        cnt[p] += 1
        if cnt[p] >= 2:
            bad += 1
    for h in H:
        cnt[M[t, h]] = 0
    return bad


@numba.njit(cache=True, inline="always")
def split_stats(MT, t, H, cnt):  # pragma: no cover - compiled
    """Return (parts incl. green, sum of squared part sizes, answers solved, every part <= 2) of H under guess t.

    MT is the matrix transposed (answers x guesses): a scan over consecutive guesses reads few cache lines.
    `cnt` is a zeroed scratch array of npat counts (all green the last), left zeroed.
    """
    k = 0
    s2 = 0
    upto2 = True
    for h in H:
        p = MT[h, t]
        c = cnt[p]
        if c == 0:
            k += 1
        elif c >= 2:
            upto2 = False
        s2 += 2 * c + 1
        cnt[p] = c + 1
    green = cnt[cnt.size - 1]
    for h in H:
        cnt[MT[h, t]] = 0
    return k, s2, green, upto2


@numba.njit(cache=True)
def _member_split(M, ag, H, npat):  # pragma: no cover - compiled
    """Return (the first member of H splitting it into singletons, the first leaving one pair), -1 for none."""
    cnt = np.zeros(npat, np.int64)
    pair = -1
    for a in H:
        t = ag[a]
        bad = member_bad(M, t, H, cnt)
        if bad == 0:
            return np.int64(t), np.int64(pair)
        if bad == 1 and pair < 0:
            pair = t
    return np.int64(-1), np.int64(pair)


@numba.njit(cache=True)
def _member_bound(M, ag, H, d, npat):  # pragma: no cover - compiled
    """Return (lower bound of f(H), whether exact) from H's own members: 2n - 1, 2n, or at least 2n."""
    n = H.size
    single, pair = _member_split(M, ag, H, npat)
    if single >= 0:
        return np.int64(2 * n - 1), True
    return np.int64(2 * n), pair >= 0 and d >= 3


@numba.njit(cache=True)
def _partition(M, H, t, npat):  # pragma: no cover - compiled
    """Return (H grouped by pattern, each group sorted; group starts, npat + 1 entries) under guess t."""
    cnt = np.zeros(npat, np.int64)
    for h in H:
        cnt[M[t, h]] += 1
    start = np.zeros(npat + 1, np.int64)
    for p in range(npat):
        start[p + 1] = start[p] + cnt[p]
    fill = start[:npat].copy()
    parts = np.empty(H.size, np.int32)
    for h in H:
        p = M[t, h]
        parts[fill[p]] = h
        fill[p] += 1
    return parts, start


@numba.njit(cache=True)
def _scan(ctx, H, T, d, beta, width):  # pragma: no cover - compiled
    """Return (closed-form value or -1, its guess, candidates, their sort keys, their bounds, least bound,
    the most parts any guess of T splits H into)."""
    M, ag, npat, MT = ctx[10], ctx[11], ctx[17], ctx[19]
    n = H.size
    empty = np.empty(0, np.int64)
    single, pair = _member_split(M, ag, H, npat)  # members first: 2n - 1 or 2n closed forms
    most = np.int64(npat)
    if single >= 0:
        return np.int64(2 * n - 1), single, empty, empty, empty, INF, most
    if pair >= 0 and d >= 3:
        return np.int64(2 * n), pair, empty, empty, empty, INF, most
    if 2 * n >= beta:
        return np.int64(-1), np.int64(-1), empty, empty, empty, np.int64(2 * n), most
    ctx[9][C_SCANS] += 1
    nT = T.size
    cand = np.empty(nT, np.int64)
    keys = np.empty(nT, np.int64)
    lbs = np.empty(nT, np.int64)
    m = 0
    min_lb = INF
    good = -1
    cnt = np.zeros(npat, np.int64)
    most = 1
    for t in T:
        k, s2, green, upto2 = split_stats(MT, t, H, cnt)
        most = max(most, k)
        if k == 1 and green == 0:
            continue  # tells nothing
        if k == n and green == 0:
            return np.int64(2 * n), np.int64(t), empty, empty, empty, INF, np.int64(n)
        if d == 2:
            continue
        lb = 3 * n - k - green
        if lb == 2 * n + 1 and upto2 and good < 0:
            good = t
        min_lb = min(min_lb, lb)
        cand[m], keys[m], lbs[m] = t, (s2 * 4 + lb) if width == 0 else (2 * s2 + n * lb), lb
        m += 1
    if d == 2:
        return INF, np.int64(-1), empty, empty, empty, INF, np.int64(most)
    if good >= 0:
        return np.int64(2 * n + 1), np.int64(good), empty, empty, empty, INF, np.int64(most)
    return np.int64(-1), np.int64(-1), cand[:m], keys[:m], lbs[:m], min_lb, np.int64(most)


@numba.njit(cache=True, nogil=True)  # threads (the web server) run on while a search runs
def solve(ctx, H, T, th1, th2, d, beta, width, hard, only):  # pragma: no cover - compiled
    """Return (f(H) with d guesses left, a best guess); exact when below beta, else a lower bound >= beta.

    With `only` >= 0, return instead n + the sum of f over the parts of H under
    that guess (exact if below beta), without consulting or filling the cache.
    """
    M, ag, counters, npat = ctx[10], ctx[11], ctx[9], ctx[17]
    green_code = npat - 1
    n = H.size
    if only >= 0:
        cand = np.array([only], np.int64)
        lbs = np.zeros(1, np.int64)
        order = np.zeros(1, np.int64)
        min_lb = np.int64(-1)
        floor = floor_upto(n, npat)
    else:
        if n == 0:
            return np.int64(0), np.int64(-1)
        if d <= 0:
            return INF, np.int64(-1)
        if n == 1:
            return np.int64(1), np.int64(ag[H[0]])
        if d == 1:
            return INF, np.int64(-1)
        if 2 * n - 1 >= beta:
            return np.int64(2 * n - 1), np.int64(-1)
        if n == 2:
            return np.int64(3), np.int64(ag[H[0]])
        i = _lookup(ctx, H, d, th1, th2)
        if i >= 0:
            counters[C_HITS] += 1
            if ctx[7][i]:
                return ctx[6][i], np.int64(ctx[8][i])
            if ctx[6][i] >= beta:
                return ctx[6][i], np.int64(-1)
        counters[C_NODES] += 1
        value, t, cand, keys, lbs, min_lb, most = _scan(ctx, H, T, d, beta, width)
        if value >= 0:
            _store(ctx, H, d, th1, th2, value, True, t)
            return value, t
        floor = floor_upto(n, most)  # above 2m - 1 only for parts larger than `most`
        if n > most:
            min_lb = max(min_lb, floor[n])
        if min_lb >= beta:
            _store(ctx, H, d, th1, th2, min_lb, False, -1)
            return min_lb, np.int64(-1)
        order = np.argsort(keys, kind="mergesort")
        if width > 0 and order.size > width:
            order = order[:width]
    best, best_t, lower = INF, np.int64(-1), INF
    tot_parts = np.zeros(npat, np.int64)
    known = np.zeros(npat, np.bool_)
    for j in order:
        t, lb = cand[j], lbs[j]
        bound = min(best, beta)
        if lb >= bound:
            lower = min(lower, lb)
            continue
        # n + sum over the non-green parts of f: cheap bounds, cached values, member closed forms, then
        # exact values smallest part first, stopping once the sum reaches the bound
        parts, start = _partition(M, H, t, npat)
        tot = np.int64(n)
        for p in range(green_code):
            c = start[p + 1] - start[p]
            if c == 0:
                continue
            plb = part_floor(c, d - 1)
            known[p] = c < 3 or plb >= INF
            if not known[p] and c < floor.size:
                plb = max(plb, floor[c])
            if not known[p] and not hard:
                i = _lookup(ctx, parts[start[p]:start[p + 1]], d - 1, th1, th2)
                if i >= 0 and ctx[6][i] > plb:
                    plb, known[p] = ctx[6][i], ctx[7][i]
            tot_parts[p] = plb
            tot += plb
        p = 0
        while p < green_code and tot < bound:
            c = start[p + 1] - start[p]
            if c >= 3 and not known[p]:
                mb, ex = _member_bound(M, ag, parts[start[p]:start[p + 1]], d - 1, npat)
                if mb > tot_parts[p]:
                    tot += mb - tot_parts[p]
                    tot_parts[p] = mb
                known[p] = ex
            p += 1
        if tot < bound:
            nbig = 0
            for p in range(green_code):
                c = start[p + 1] - start[p]
                if c >= 3 and not known[p]:
                    nbig += 1
            big = np.empty(nbig, np.int64)
            q = 0
            for p in range(green_code):
                c = start[p + 1] - start[p]
                if c >= 3 and not known[p]:
                    big[q] = (c << 32) + p
                    q += 1
            big.sort()  # smallest parts first
            for q in range(nbig):
                p = big[q] & 0xFFFFFFFF
                sub = parts[start[p]:start[p + 1]]
                Tc, c1, c2 = T, th1, th2
                if hard:
                    Tc = hard_filter(T, t, ctx[18][p], ctx[13], ctx[14])
                    c1, c2 = subset_hash(Tc, ctx[15]), subset_hash(Tc, ctx[16])
                base = tot - tot_parts[p]
                v = solve(ctx, sub, Tc, c1, c2, d - 1, bound - base, width, hard, np.int64(-1))[0]
                tot = base + v
                if tot >= bound:
                    break
        tot = min(tot, INF)
        if tot < bound:
            best, best_t = tot, t
            if best == min_lb:
                break
        else:
            lower = min(lower, tot)
    if only >= 0:
        return min(best, lower), np.int64(only)
    if best < beta:
        _store(ctx, H, d, th1, th2, best, True, best_t)
        return best, best_t
    if width > 0:
        lower = max(lower, beta)  # only the tried guesses were bounded
    _store(ctx, H, d, th1, th2, lower, lower >= INF, -1)
    return lower, np.int64(-1)
