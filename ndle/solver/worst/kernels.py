"""Compiled worst-case search for one board: can every answer of a set H be found within d guesses?

``fits(H, d)`` is true when |H| <= 1 (d >= 1 for one answer), or |H| = 2 and d >= 2,
or some allowed guess t leaves every non-green feedback class P of H with
``fits(P, d - 1)``. With d = 2 that asks for a guess showing every answer of H
a different pattern. Cuts (each a necessary condition, so the search stays exact):

* a guess whose classes all have at most one answer (at most two, with d >= 3)
  decides H at once;
* no class can be larger than ``k**(d - 2)`` answers, with k the most classes any
  allowed guess makes of H: a subset of H is split into at most k classes by any
  guess, so within j guesses at most ``k**(j - 1)`` of its answers can be found;
* guesses are tried with the smallest largest class first, and each guess's
  classes largest first, stopping at the first that does not fit;
* on a whole code space under a symmetric rule (normal mode), the guesses tried
  after a guess are one per orbit of the maps that fix the guesses played
  (`ndle.solver.one.stabiliser`): such a map sends each class onto itself, so two
  guesses it maps onto each other both fit or both do not.

In consistent play (`ctx.consistent`) the guesses tried on a class are its own
answers: every cut above still holds, and H alone keys a position.

Results are cached by (d, H, allowed guesses in hard mode) in a verified cache
of the same layout as the expected-value search's (`ndle.solver.one.memo`), its
own instance; every entry is exact (1: fits, 0: does not).
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.solver.one.kernels import answers_left, partition
from ndle.solver.one.memo import NONE, YES, lookup, store, hard_filter, subset_hash
from ndle.solver.one.stabiliser import S_ON, child_guesses, pop

_BIG = np.int64(1) << 40


@numba.njit(cache=True)
def separating(MT, T, H):  # pragma: no cover - compiled
    """Return the first guess of T showing every answer of H a different pattern, or -1.

    MT is the pattern matrix transposed (answers x guesses): each pair of answers
    marks, in one sequential pass over both rows, the guesses that do not tell them apart.
    """
    G = MT.shape[1]
    bad = np.ones(G, np.uint8)
    for t in T:
        bad[t] = 0
    for j in range(1, H.size):
        rj = MT[H[j]]
        for k in range(j):
            rk = MT[H[k]]
            for g in range(G):
                bad[g] |= rj[g] == rk[g]
        if bad.min() == 1:
            return np.int64(-1)
    for g in range(G):
        if bad[g] == 0:
            return np.int64(g)
    return np.int64(-1)


@numba.njit(cache=True)
def _scan(M, T, H, npat):  # pragma: no cover - compiled
    """Return (largest non-green class, number of classes incl. green) of H under each guess of T (npat zip
    codes, all green the last)."""
    cnt = np.zeros(npat, np.int64)
    largest = np.empty(T.size, np.int64)
    classes = np.empty(T.size, np.int64)
    for i in range(T.size):
        t = T[i]
        k = 0
        for h in H:
            p = M[t, h]
            k += cnt[p] == 0
            cnt[p] += 1
        most = 0
        for h in H:
            p = M[t, h]
            if p != npat - 1 and cnt[p] > most:
                most = cnt[p]
        for h in H:
            cnt[M[t, h]] = 0
        largest[i], classes[i] = most, k
    return largest, classes


@numba.njit(cache=True)
def _classes(M, H, t, npat):  # pragma: no cover - compiled
    """Return (H grouped by pattern under guess t, group starts (npat + 1), non-green patterns largest class
    first)."""
    parts, start = partition(M, H, t, npat)
    keys = np.empty(npat, np.int64)
    m = 0
    for p in range(npat - 1):  # all green (npat - 1) left out
        c = start[p + 1] - start[p]
        if c > 0:
            keys[m] = -c * npat + p
            m += 1
    keys = np.sort(keys[:m])
    order = np.empty(m, np.int64)
    for i in range(m):
        order[i] = (keys[i] % npat + npat) % npat
    return parts, start, order


@numba.njit(cache=True)
def _tried(largest, classes, n, d):  # pragma: no cover - compiled
    """Return the guesses (indices) worth trying with d guesses left on n answers, smallest largest class first."""
    k = 0
    for c in classes:
        k = max(k, c)
    cap = np.int64(1)  # no class larger than k**(d - 2) can fit
    for _ in range(d - 2):
        cap = min(cap * k, _BIG)
    keys = np.empty(largest.size, np.int64)
    m = 0
    for i in range(largest.size):
        if largest[i] <= cap and largest[i] < n:
            keys[m] = (largest[i] * (n + 1) - classes[i]) * (1 << 20) + i  # classes <= n
            m += 1
    return np.sort(keys[:m]) % (1 << 20)


@numba.njit(cache=True)
def fits(ctx, H, T, th1, th2, d, hard):  # pragma: no cover - compiled
    """Return (1 if every answer of H can be found within d guesses from T else 0, a guess that does it or -1).

    ctx is a `ndle.solver.one.context.SearchContext`: its `npat` the number of zip codes (3**length, all green the
    last), its `codes` the codes themselves.
    """
    M, ag = ctx.matrix, ctx.answer_guess
    n = H.size
    if n == 0:
        return np.int64(1), np.int64(-1)
    if d <= 0:
        return np.int64(0), np.int64(-1)
    if n == 1:
        return np.int64(1), np.int64(ag[H[0]])
    if d == 1:
        return np.int64(0), np.int64(-1)
    if n == 2:
        return np.int64(1), np.int64(ag[H[0]])
    i = lookup(ctx, H, d, th1, th2)
    if i >= 0:
        ctx.counters[3] += 1
        return ctx.values[i], np.int64(ctx.best[i])
    ctx.counters[2] += 1
    if d == 2:
        t = separating(ctx.transposed, T, H)
        ok = np.int64(1 if t >= 0 else 0)
        store(ctx, H, d, th1, th2, np.int64(ok), YES, np.int64(t))
        return ok, t
    largest, classes = _scan(M, T, H, ctx.npat)
    for i in range(T.size):
        if largest[i] <= 2:  # singletons and pairs: each fits within the d - 1 >= 2 guesses left
            store(ctx, H, d, th1, th2, np.int64(1), YES, np.int64(T[i]))
            return np.int64(1), np.int64(T[i])
    for i in _tried(largest, classes, n, d):
        t = T[i]
        parts, start, order = _classes(M, H, t, ctx.npat)
        ok = True
        alike = ctx.controls[S_ON] != 0 and not hard  # one guess per orbit after t (stabiliser)
        Tk = child_guesses(ctx, t) if alike else T
        for p in order:
            if start[p + 1] - start[p] <= 2:
                break
            Tc, c1, c2 = Tk, th1, th2
            if hard:
                Tc = hard_filter(T, t, p, ctx.letters, ctx.letter_counts)
                c1, c2 = subset_hash(Tc, ctx.guess_keys), subset_hash(Tc, ctx.guess_checks)
            elif ctx.consistent:  # consistent play: the class's own answers (one per orbit with the symmetry on)
                Tc = answers_left(ag, parts[start[p]:start[p + 1]], Tk, alike, M.shape[0])
            if fits(ctx, parts[start[p]:start[p + 1]], Tc, c1, c2, d - 1, hard)[0] == 0:
                ok = False
                break
        if alike:
            pop(ctx)
        if ok:
            store(ctx, H, d, th1, th2, np.int64(1), YES, np.int64(t))
            return np.int64(1), np.int64(t)
    store(ctx, H, d, th1, th2, np.int64(0), YES, NONE)
    return np.int64(0), np.int64(-1)
