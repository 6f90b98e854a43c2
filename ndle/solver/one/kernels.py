"""Compiled exact search for Selby's f(H): least total guesses over an answer subset, with depth limit and cut-offs.

``f(H) = |H| + min over guesses t of the sum over non-green patterns s of f(P(H, t, s))``,
f of one answer is 1, f is infinite (INF) once the remaining guesses run out.

`solve` returns (value, best guess). A value below the `beta` it was called
with is exact; a value >= beta is only a lower bound (a beta cut-off). Bounds:

* per guess t splitting n answers into k parts (green included), every part of
  size m needs at least 2m - 1 guesses (1 for m = 1), so f >= 3n - k - [t is an
  answer in H]; f(H) >= 2n - 1 overall.
* capacity: once no allowed guess splits H into more than K parts (green
  included), nor into more than C parts besides the solved one, no subset of H
  splits into more either, so at most A(j) answers are solved within j guesses
  (K^(j - 1); (C^j - 1) / (C - 1) when C = K - 1, Jotto's five counts):
  `bounds.tree_floor`. It exceeds 2n - 1 once n > A(2), and bounds every part
  of H after any guess (K and C from H's own scan; the pattern count at the root).
* closed forms: a member of H splitting it into singletons gives 2n - 1; a
  member leaving one pair, or a non-member splitting into singletons, 2n
  (optimal once no member splits); a guess whose parts are all of size <= 2
  with bound 2n + 1 gives 2n + 1 (optimal once nothing reaches 2n).

Values and bounds are cached by (guesses left, answer subset, allowed guesses
in hard mode): see `optimal_cache`. In consistent play (`ctx.consistent`) the
guesses allowed at a node are its answers (their guess ids), so the subset
alone keys a node; every bound above holds, as each counts guesses of answers
or bounds any strategy.

Patterns are the matrix's codes 0..npat - 1 (`ctx.npat`), all green the last (npat - 1): zip codes for words of
up to 7 letters, else the matrix's distinct zip codes renumbered in order (`ctx.codes` maps them back; see
`Solver`); `ctx.transposed`: the matrix transposed; the context's symmetry fields (`stabiliser`): while it is on,
the guesses tried after a guess are one per orbit of the stabiliser of the guesses played. The context is a
`ndle.solver.one.context.SearchContext`.
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.solver.one.bounds import floor_upto, part_floor, second_reach
from ndle.solver.one.memo import (C_ENTRIES, C_HITS, C_NODES, C_POOL, C_SCANS, INF, NO, NONE, YES,  # noqa: F401
                            lookup, recalled, store, hard_filter, subset_hash)
from ndle.solver.one.splits import member_bound, scan
from ndle.solver.one.stabiliser import S_ON, child_guesses, pop


@numba.njit(cache=True)
def partition(M, H, t, npat):  # pragma: no cover - compiled
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


@numba.njit(cache=True, nogil=True)
def part_floors(ctx, parts, start, n, d, floor, hard, th1, th2, tot_parts, known):  # pragma: no cover - compiled
    """Return n + each non-green part's cheap lower bound (closed forms, floor, cached value); fill tot_parts, known."""
    tot = np.int64(n)
    for p in range(start.size - 2):
        c = start[p + 1] - start[p]
        if c == 0:
            continue
        plb = part_floor(c, d - 1)
        known[p] = c < 3 or plb >= INF
        if not known[p] and c < floor.size:
            plb = max(plb, floor[c])
        if not known[p] and not hard:
            i = lookup(ctx, parts[start[p]:start[p + 1]], d - 1, th1, th2)
            if i >= 0 and ctx.values[i] > plb:
                plb, known[p] = ctx.values[i], ctx.exact[i]
        tot_parts[p] = plb
        tot += plb
    return tot


@numba.njit(cache=True, nogil=True)
def answers_left(ag, sub, Tk, alike, n):  # pragma: no cover - compiled
    """Return the guesses consistent play tries on the answers `sub`: their guess ids, or with the symmetry on
    (`alike`) those among `Tk`, one per orbit (the maps fixing the guesses played map `sub` onto itself, so an
    orbit lies in it or outside it whole); `n` guesses in all."""
    if not alike:
        return ag[sub]
    mark = np.zeros(n, np.bool_)
    for a in sub:
        mark[ag[a]] = True
    keep = np.empty(Tk.size, ag.dtype)
    m = 0
    for g in Tk:
        if mark[g]:
            keep[m] = g
            m += 1
    return keep[:m].copy()


@numba.njit(cache=True, nogil=True)
def part_guesses(ctx, T, Ta, guess, p, part, hard, alike):  # pragma: no cover - compiled
    """Return (the guesses allowed on `part`, the answers showing code p to `guess`; their two hashes): in hard mode
    those of T keeping guess's clues, in consistent play the part's own answers (`answers_left`), else Ta (the
    guesses after `guess`, one per orbit when `alike`)."""
    if hard:
        Tn = hard_filter(T, guess, ctx.codes[p], ctx.letters, ctx.letter_counts)
        return Tn, subset_hash(Tn, ctx.guess_keys), subset_hash(Tn, ctx.guess_checks)
    if ctx.consistent:
        return answers_left(ctx.answer_guess, part, Ta, alike, ctx.matrix.shape[0]), np.int64(0), np.int64(0)
    return Ta, np.int64(0), np.int64(0)


@numba.njit(cache=True, nogil=True)
def open_parts(start, known):  # pragma: no cover - compiled
    """Return the non-green parts of 3 or more not known exactly, as (size << 32) + code, smallest first."""
    nbig = 0
    for p in range(start.size - 2):
        if start[p + 1] - start[p] >= 3 and not known[p]:
            nbig += 1
    big = np.empty(nbig, np.int64)
    q = 0
    for p in range(start.size - 2):
        c = start[p + 1] - start[p]
        if c >= 3 and not known[p]:
            big[q] = (c << 32) + p
            q += 1
    big.sort()  # smallest parts first
    return big


@numba.njit(cache=True, nogil=True)
def _settled(ctx, H, th1, th2, d, beta):  # pragma: no cover - compiled
    """Return (f(H), a best guess) when known without a search (sizes 0 to 2, no guess left, 2n - 1 >= beta, the
    cache), else (-1, -1)."""
    ag, n = ctx.answer_guess, H.size
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
    return recalled(ctx, H, d, th1, th2, beta)


@numba.njit(cache=True, nogil=True)
def _to_try(ctx, H, T, th1, th2, d, beta, width, only):  # pragma: no cover - compiled
    """Return (f(H) or its bound >= beta when the scan settles it, else -1; its guess; the guesses to try, their
    bounds and the order to try them in; the least bound; `floor_upto`), storing a settled value."""
    n = H.size
    if only >= 0:
        one = np.zeros(1, np.int64)
        return (np.int64(-1), np.int64(-1), np.array([only], np.int64), one, one, np.int64(-1),
                floor_upto(n, ctx.npat))
    ctx.counters[C_NODES] += 1
    value, t, cand, keys, lbs, min_lb, most, spread = scan(ctx, H, T, d, beta, width)
    if value >= 0:
        store(ctx, H, d, th1, th2, value, YES, np.int64(t))
        return value, np.int64(t), cand, lbs, keys, min_lb, keys
    floor = floor_upto(n, most, spread)  # above 2m - 1 only for parts larger than `second_reach`
    if n > second_reach(most, spread):
        min_lb = max(min_lb, floor[n])
    if min_lb >= beta:
        store(ctx, H, d, th1, th2, min_lb, NO, NONE)
        return min_lb, np.int64(-1), cand, lbs, keys, min_lb, floor
    order = np.argsort(keys, kind="mergesort")
    if width > 0 and order.size > width:
        order = order[:width]
    return np.int64(-1), np.int64(-1), cand, lbs, order, min_lb, floor


@numba.njit(cache=True, nogil=True)
def _member_floors(M, ag, parts, start, d, tot, bound, tot_parts, known):  # pragma: no cover - compiled
    """Return the sum `tot` raised by the member closed forms of the open parts of 3 or more, smallest code first,
    until it reaches `bound` (tot_parts and known updated)."""
    p = 0
    while p < start.size - 2 and tot < bound:
        c = start[p + 1] - start[p]
        if c >= 3 and not known[p]:
            mb, ex = member_bound(M, ag, parts[start[p]:start[p + 1]], d - 1, start.size - 1)
            if mb > tot_parts[p]:
                tot += mb - tot_parts[p]
                tot_parts[p] = mb
            known[p] = ex
        p += 1
    return tot


@numba.njit(cache=True, nogil=True)
def _close(ctx, H, th1, th2, d, beta, width, best, best_t, lower):  # pragma: no cover - compiled
    """Return and store the search's result: (best, its guess) when below beta, else a lower bound >= beta."""
    if best < beta:
        store(ctx, H, d, th1, th2, best, YES, np.int64(best_t))
        return best, np.int64(best_t)
    if width > 0:
        lower = max(lower, beta)  # only the tried guesses were bounded
    store(ctx, H, d, th1, th2, lower, lower >= INF, NONE)
    return lower, np.int64(-1)


@numba.njit(cache=True, nogil=True)  # threads (the web server) run on while a search runs
def solve(ctx, H, T, th1, th2, d, beta, width, hard, only):  # pragma: no cover - compiled
    """Return (f(H) with d guesses left, a best guess); exact when below beta, else a lower bound >= beta.

    With `only` >= 0, return instead n + the sum of f over the parts of H under
    that guess (exact if below beta), without consulting or filling the cache.
    """
    M, ag, npat = ctx.matrix, ctx.answer_guess, ctx.npat
    n = H.size
    if only < 0:
        value, t = _settled(ctx, H, th1, th2, d, beta)
        if value >= 0:
            return value, t
    value, t, cand, lbs, order, min_lb, floor = _to_try(ctx, H, T, th1, th2, d, beta, width, only)
    if value >= 0:
        return value, t
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
        parts, start = partition(M, H, t, npat)
        tot = part_floors(ctx, parts, start, n, d, floor, hard, th1, th2, tot_parts, known)
        tot = _member_floors(M, ag, parts, start, d, tot, bound, tot_parts, known)
        if tot < bound:
            big = open_parts(start, known)
            alike = big.size > 0 and ctx.controls[S_ON] != 0 and not hard  # one guess per orbit after t (stabiliser)
            Tk = child_guesses(ctx, t) if alike else T
            for q in range(big.size):
                p = big[q] & 0xFFFFFFFF
                sub = parts[start[p]:start[p + 1]]
                Tc, c1, c2 = Tk, th1, th2
                if hard:
                    Tc = hard_filter(T, t, ctx.codes[p], ctx.letters, ctx.letter_counts)
                    c1, c2 = subset_hash(Tc, ctx.guess_keys), subset_hash(Tc, ctx.guess_checks)
                elif ctx.consistent:  # only the part's own answers may be guessed: T follows from the part
                    Tc = answers_left(ag, sub, Tk, alike, M.shape[0])
                base = tot - tot_parts[p]
                v = solve(ctx, sub, Tc, c1, c2, d - 1, bound - base, width, hard, np.int64(-1))[0]
                tot = base + v
                if tot >= bound:
                    break
            if alike:
                pop(ctx)
        tot = min(tot, INF)
        if tot < bound:
            best, best_t = tot, t
            if best == min_lb:
                break
        else:
            lower = min(lower, tot)
    if only >= 0:
        return min(best, lower), np.int64(only)
    return _close(ctx, H, th1, th2, d, beta, width, best, best_t, lower)
