"""Compiled exact search for a per-turn cost table: the least sum over the answers of c(turn solved), one board.

``V(H, e) = min over guesses t of [t in H] cl[e] + sum over t's non-green parts P of V(P, e - 1)``, with e the
guesses left and ``cl[e]`` the cost of an answer found by the next guess (``cl[e] = c(L - e + 1)`` under the limit
L; it never increases with e, as c never decreases with the turn). Selby's least total is the table c(d) = d.

Bounds (valid for any such table): a guess solves at most one answer and splits the rest into at most b - 1 parts (b
= the number of feedback codes), so at most b^(j-1) answers are found within j guesses; the answers found earliest
then fill turns 1, 2, ... up to those capacities (`floor_cost`: cl[e] + (m - 1) cl[e - 1] for m <= b answers, exact
for m <= 2). Below a set H, b is the most classes any allowed guess makes of H (counted by the scan of H's guesses):
a guess splits a subset of H into at most the classes it makes of H, and the guesses allowed below H are H's or
fewer. A guess's bound is its green answer's cost plus its parts' floors (or what the memo knows); guesses are
tried by bound, then by the sum of squared part sizes, and one whose bound reaches the best so far (or the cut-off
beta) is dropped; a part of at most b answers that one of its own answers splits into single answers is valued at
its floor without a search (`_member_splits`). A guess leaving the answers in one part is never tried (it only
delays every answer). Values at or above beta are only lower bounds, returned with no guess; values and bounds are
memoised by (answers, guesses left, allowed guesses in hard mode) in the search's cache (`ndle.solver.one.memo`), so
one cache serves one cost table only. In consistent play (`ctx.consistent`) a part's guesses are its own answers (the
bounds hold for any strategy). With the context's symmetry on, the guesses tried after a guess are one per
orbit of the maps fixing the guesses played (`ndle.solver.one.stabiliser`), as in Selby's search.
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.solver.one.kernels import answers_left, part_guesses, partition
from ndle.solver.one.memo import C_NODES, INF, NO, NONE, YES, hard_filter, lookup, recalled, store, subset_hash
from ndle.solver.one.stabiliser import S_ON, child_guesses, pop
from ndle.solver.worst.kernels import fits

# columns of the tree's node array: guess, parent node (-1 for the root), pattern code from the parent, solves one
N_GUESS, N_PARENT, N_CODE, N_SOLVES = 0, 1, 2, 3


@numba.njit(cache=True, nogil=True)
def floor_cost(m, e, cl, b):  # pragma: no cover - compiled
    """Return a lower bound of V for m answers with e guesses left when a guess makes at most b feedbacks."""
    tot = np.int64(0)
    left, before, reach, j = np.int64(m), np.int64(0), np.int64(1), np.int64(1)
    while left > 0:
        if j > e:
            return INF
        here = min(left, reach - before)
        tot += here * cl[e - j + 1]
        left -= here
        before = reach
        reach = reach * b if reach < INF // b else INF
        j += 1
    return min(tot, INF)


@numba.njit(cache=True, nogil=True)
def _scan(ctx, cl, H, cand, d, every, b):  # pragma: no cover - compiled
    """Return each candidate guess's bound (its parts' floors with at most b classes a guess), the sum of its squared
    part sizes (INF for a guess that splits nothing, unless `every`: then its part's floor) and the most classes a
    candidate makes of H."""
    MT, npat = ctx.transposed, ctx.npat
    green = npat - 1
    lbs = np.empty(cand.size, np.int64)
    sq = np.empty(cand.size, np.int64)
    cnt = np.zeros(npat, np.int64)
    touched = np.empty(npat, np.int64)
    most = np.int64(1)
    for j in range(cand.size):
        t = cand[j]
        k = 0
        for h in H:
            p = MT[h, t]
            if cnt[p] == 0:
                touched[k] = p
                k += 1
            cnt[p] += 1
        most = max(most, np.int64(k))
        lb, s, splits = np.int64(0), np.int64(0), True
        if k == 1 and touched[0] != green and not every:
            splits = False
        for i in range(k):
            p = touched[i]
            c = cnt[p]
            s += c * c
            if p == green:
                lb += cl[d]
            else:
                lb += floor_cost(c, d - 1, cl, b)
            cnt[p] = 0
        lbs[j] = min(lb, INF) if splits else INF
        sq[j] = s
    return lbs, sq, most


@numba.njit(cache=True, nogil=True)
def _settled(ctx, cl, H, th1, th2, d, beta, b):  # pragma: no cover - compiled
    """Return (V(H), a best guess) when known without a search (0 to 2 answers, no guess left, the floor at or above
    beta, the cache), else (-1, -1)."""
    n = H.size
    if n == 0:
        return np.int64(0), np.int64(-1)
    if d <= 0:
        return INF, np.int64(-1)
    if n == 1:
        return cl[d], np.int64(ctx.answer_guess[H[0]])
    if d == 1:
        return INF, np.int64(-1)
    if n == 2:
        return cl[d] + cl[d - 1], np.int64(ctx.answer_guess[H[0]])
    low = floor_cost(n, d, cl, b)
    if low >= beta:
        return low, np.int64(-1)
    return recalled(ctx, H, d, th1, th2, beta)


@numba.njit(cache=True, nogil=True)
def _member_splits(M, ag, P, cnt):  # pragma: no cover - compiled
    """Return whether some answer of P, played, shows every other answer of P a pattern of its own (`cnt`: zeroed
    scratch of npat counts, left zeroed)."""
    for h in P:
        g = ag[h]
        alone = True
        for x in P:
            p = M[g, x]
            cnt[p] += 1
            if cnt[p] > 1:
                alone = False
        for x in P:
            cnt[M[g, x]] = 0
        if alone:
            return True
    return False


@numba.njit(cache=True, nogil=True)
def _parts_floor(ctx, cl, parts, start, d, hard, th1, th2, plb, known, b):  # pragma: no cover - compiled
    """Return the green answer's cost plus each non-green part's floor (at most b classes a guess) or cached value
    (plb, known filled)."""
    npat = ctx.npat
    tot = np.int64(0)
    for p in range(npat):
        c = start[p + 1] - start[p]
        plb[p], known[p] = 0, True
        if c == 0:
            continue
        if p == npat - 1:
            tot += cl[d]
            continue
        v = floor_cost(c, d - 1, cl, b)
        known[p] = c <= 2 or v >= INF
        if not known[p] and not hard:
            i = lookup(ctx, parts[start[p]:start[p + 1]], d - 1, th1, th2)
            if i >= 0 and ctx.values[i] >= v:
                v, known[p] = ctx.values[i], ctx.exact[i]
        plb[p] = v
        tot += v
    return min(tot, INF)


@numba.njit(cache=True, nogil=True)
def csolve(ctx, cl, H, T, th1, th2, d, beta, hard, only, b, zero):  # pragma: no cover - compiled
    """Return (V(H) with d guesses left and guesses T allowed, a best guess): exact below beta, else a lower bound
    >= beta (guess -1). With `only` >= 0: the value of playing that guess first (uncached; exact below beta). No
    allowed guess makes more than b classes of H (npat at the root; a subset's classes are its set's, cut).
    `zero` = (depth context, every guess, j0): cl[e] = 0 from e = j0 on, so that with beta <= 1 (normal mode) V(H)
    is 0 when every answer can be found within d - j0 + 1 guesses, else at least 1: the depth-only search answers."""
    M, npat, codes = ctx.matrix, ctx.npat, ctx.codes
    if only < 0:
        value, t = _settled(ctx, cl, H, th1, th2, d, beta, b)
        if value >= 0:
            return value, t
        dctx, every, j0 = zero
        if beta <= 1 and j0 <= d and not hard:
            ok, t = fits(dctx, H, every, np.int64(0), np.int64(0), d - j0 + 1, False)
            if ok:
                return np.int64(0), np.int64(t)
            store(ctx, H, d, th1, th2, np.int64(1), NO, NONE)
            return np.int64(1), np.int64(-1)
        ctx.counters[C_NODES] += 1
        cand = T.astype(np.int64)
    else:
        cand = np.array([only], np.int64)
    lbs, sq, most = _scan(ctx, cl, H, cand, d, only >= 0, b)  # the guess asked is played even if it splits nothing
    if only < 0:  # every allowed guess (one per orbit of the maps fixing H) was counted
        b = min(b, most)
    order = np.argsort(sq, kind="mergesort")
    order = order[np.argsort(lbs[order], kind="mergesort")]
    min_lb = lbs[order[0]] if order.size else INF
    best, best_t, lower = INF, np.int64(-1), INF
    plb = np.zeros(npat, np.int64)
    known = np.zeros(npat, np.bool_)
    cnt = np.zeros(npat, np.int64)
    for j in order:
        bound = min(best, beta)
        if lbs[j] >= bound:
            lower = min(lower, lbs[j])
            break  # the rest bound no lower
        t = cand[j]
        parts, start = partition(M, H, t, npat)
        tot = _parts_floor(ctx, cl, parts, start, d, hard, th1, th2, plb, known, b)
        if tot < bound:
            nopen = 0
            for p in range(npat - 1):
                if not known[p]:
                    nopen += 1
            big = np.empty(nopen, np.int64)
            q = 0
            for p in range(npat - 1):
                if not known[p]:
                    big[q] = ((start[p + 1] - start[p]) << 32) + p
                    q += 1
            big.sort()  # smallest parts first
            alike = nopen > 0 and ctx.controls[S_ON] != 0 and not hard
            Tk = child_guesses(ctx, t) if alike else T
            for q in range(nopen):
                p = big[q] & 0xFFFFFFFF
                sub = parts[start[p]:start[p + 1]]
                Tc, c1, c2 = Tk, th1, th2
                if hard:
                    Tc = hard_filter(T, t, codes[p], ctx.letters, ctx.letter_counts)
                    c1, c2 = subset_hash(Tc, ctx.guess_keys), subset_hash(Tc, ctx.guess_checks)
                elif ctx.consistent:  # only the part's own answers may be guessed: T follows from the part
                    Tc = answers_left(ctx.answer_guess, sub, Tk, alike, M.shape[0])
                base = tot - plb[p]
                if sub.size <= npat and d >= 3 and _member_splits(M, ctx.answer_guess, sub, cnt):
                    v = floor_cost(sub.size, d - 1, cl, npat)  # one of its answers, then each alone: the floor
                else:
                    v = csolve(ctx, cl, sub, Tc, c1, c2, d - 1, bound - base, hard, np.int64(-1), b, zero)[0]
                tot = min(base + v, INF)
                if tot >= bound:
                    break
            if alike:
                pop(ctx)
        if tot < bound:
            best, best_t = tot, t
            if best <= min_lb:
                break
        else:
            lower = min(lower, tot)
    if only >= 0:
        return min(best, lower), np.int64(only)
    if best < beta:
        store(ctx, H, d, th1, th2, best, YES, np.int64(best_t))
        return best, np.int64(best_t)
    lower = max(lower, min_lb)
    store(ctx, H, d, th1, th2, lower, YES if lower >= INF else NO, NONE)
    return lower, np.int64(-1)


@numba.njit(cache=True)
def _node(ctx, cl, guess, H, T, d, parent, code, hard, out, err, zero):  # pragma: no cover - compiled
    """Record the node playing `guess` on answers H and grow its subtrees; -1 (details in err) on failure."""
    M, npat = ctx.matrix, ctx.npat
    node = err[3]
    err[3] += 1
    out[node, N_GUESS], out[node, N_PARENT], out[node, N_CODE], out[node, N_SOLVES] = guess, parent, code, 0
    parts, start = partition(M, H, guess, npat)
    alike = ctx.controls[S_ON] != 0 and not hard
    Ta = child_guesses(ctx, guess) if alike else T
    status = np.int64(node)
    for p in range(npat):
        if start[p + 1] == start[p]:
            continue
        if p == npat - 1:
            out[node, N_SOLVES] = 1
            continue
        part = parts[start[p]:start[p + 1]]
        Tn, h1, h2 = part_guesses(ctx, T, Ta, guess, p, part, hard, alike)
        v, best = csolve(ctx, cl, part, Tn, h1, h2, d - 1, INF, hard, np.int64(-1), np.int64(npat), zero)
        if v >= INF or best < 0:
            err[0], err[1], err[2] = node, p, part.size
            status = np.int64(-1)
            break
        if _node(ctx, cl, best, part, Tn, d - 1, node, p, hard, out, err, zero) < 0:
            status = np.int64(-1)
            break
    if alike:
        pop(ctx)
    return status


@numba.njit(cache=True)
def cgrow(ctx, cl, opener, n, T, d, hard, zero):  # pragma: no cover - compiled
    """Return (node array: guess, parent, code, solves per node, depth first; err: failing node, its pattern code
    and part size, -1 when the tree is whole, then the node count) of a best tree after `opener`."""
    out = np.empty((n * max(d, 1) + 1, 4), np.int64)
    err = np.full(4, -1, np.int64)
    err[3] = 0
    H = np.arange(n).astype(np.int32)
    none = np.int64(-1)
    _node(ctx, cl, np.int64(opener), H, T, d, none, none, hard, out, err, zero)
    return out[:err[3]].copy(), err
