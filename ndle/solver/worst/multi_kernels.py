"""Compiled parts of the n-board worst-case search (`ndle.solver.worst.multi`): the necessary condition of a
position, and the first guess whose every joint feedback leaves a position meeting it.

A position is k boards' answer sets, stored flat: ``flat[starts[b]:starts[b + 1]]`` is board b's (sorted answer
indices; none of them an answer already solved). Its necessary condition (`boards_fit`): fixing the other boards'
answers makes any strategy a one-board strategy, so each board's answers, less what the others force, must be
found within d guesses on one board (`ndle.solver.worst.kernels.fits`). On two boards one word of the other board
is removed (none if the other has a word outside this board's); on more boards every word of the others (a subset
of what any one choice leaves).

`first_passing` runs the loop over guesses in the search's order inside compiled code: each Python call of a
compiled function with the search's context (eighteen arrays) costs more than the check itself, which is where
the interpreted search spent most of its time.

`hard` is the one-board check's rule (the n-board search passes False). These kernels are compiled in each
process, not cached on disk, and call their own compiled copy of the recursive one-board `fits`: numba's disk
cache cannot link a recursive function it loads into another function ("Symbol not found:
.numba.unresolved$...fits", or a segmentation fault, from the second run on). Compiling them costs a few
processor seconds per process.
"""

from __future__ import annotations

import types

import numba
import numpy as np

from ndle.solver.worst import kernels as worst_kernels


def _own_fits():
    """Return a compiled copy of `ndle.solver.worst.kernels.fits` whose recursive calls are to itself."""
    space = dict(vars(worst_kernels))
    f = types.FunctionType(worst_kernels.fits.py_func.__code__, space, "fits")
    space["fits"] = numba.njit(cache=False)(f)
    return space["fits"]


fits = _own_fits()


@numba.njit
def _rest(flat, starts, b, mark):  # pragma: no cover - compiled
    """Return board b's answers less what fixing the other boards' answers removes (`mark`: zeroed scratch)."""
    k = starts.size - 1
    s = flat[starts[b]:starts[b + 1]]
    if k == 1:
        return s
    for h in s:
        mark[h] = 1
    drop = -1
    if k == 2:
        o = flat[starts[1 - b]:starts[2 - b]]
        inside = True
        for h in o:
            if mark[h] == 0:
                inside = False
                break
        if inside and o.size > 0:
            drop = o[0]
        for h in s:
            mark[h] = 0
        if drop < 0:
            return s
        out = np.empty(s.size - 1, np.int32)
        m = 0
        for h in s:
            if h != drop:
                out[m] = h
                m += 1
        return out[:m]
    for h in s:
        mark[h] = 0
    for c in range(k):
        if c != b:
            for h in flat[starts[c]:starts[c + 1]]:
                mark[h] = 1
    out = np.empty(s.size, np.int32)
    m = 0
    for h in s:
        if mark[h] == 0:
            out[m] = h
            m += 1
    for c in range(k):
        if c != b:
            for h in flat[starts[c]:starts[c + 1]]:
                mark[h] = 0
    return out[:m]


@numba.njit
def boards_fit(ctx, T, flat, starts, d, hard, mark):  # pragma: no cover - compiled
    """Return whether every board, the others' answers fixed, fits within d guesses alone (necessary)."""
    for b in range(starts.size - 1):
        rest = _rest(flat, starts, b, mark)
        if rest.size > 0 and fits(ctx, rest, T, np.int64(0), np.int64(0), d, hard)[0] == 0:  # (typed: one compile)
            return False
    return True


@numba.njit
def _augment(b, parts, pstarts, hold, seen):  # pragma: no cover - compiled
    """Return whether board b gets a word, moving others along an augmenting path (Kuhn's matching)."""
    for w in parts[pstarts[b]:pstarts[b + 1]]:
        if seen[w]:
            continue
        seen[w] = True
        if hold[w] < 0 or _augment(hold[w], parts, pstarts, hold, seen):
            hold[w] = b
            return True
    return False


@numba.njit
def _distinct(parts, pstarts, k, n_words):  # pragma: no cover - compiled
    """Return whether one word of each of the k parts, all different, can be chosen."""
    for b in range(k):
        if pstarts[b + 1] == pstarts[b]:
            return False
    if k == 1:
        return True
    if k == 2:
        one = pstarts[1] - pstarts[0] == 1 and pstarts[2] - pstarts[1] == 1
        return not (one and parts[pstarts[0]] == parts[pstarts[1]])
    hold = np.full(n_words, -1, np.int64)
    for b in range(k):  # noqa: SIM110 (compiled: no generators)
        if not _augment(b, parts, pstarts, hold, np.zeros(n_words, np.bool_)):
            return False
    return True


@numba.njit
def _group_by_code(M, g, flat, starts, N_PATTERNS):  # pragma: no cover - compiled
    """Return each board's answers grouped by g's code (grouped, gstart), its codes (codes, ncodes), informative."""
    k = starts.size - 1
    grouped = np.empty(starts[k], np.int32)
    gstart = np.zeros((k, N_PATTERNS + 1), np.int64)
    codes = np.empty((k, N_PATTERNS), np.int64)
    ncodes = np.zeros(k, np.int64)
    informative = False
    for b in range(k):
        cnt = np.zeros(N_PATTERNS, np.int64)
        for h in flat[starts[b]:starts[b + 1]]:
            cnt[M[g, h]] += 1
        pos = starts[b]
        for p in range(N_PATTERNS):
            gstart[b, p] = pos
            pos += cnt[p]
            if cnt[p] > 0:
                codes[b, ncodes[b]] = p
                ncodes[b] += 1
        gstart[b, N_PATTERNS] = pos
        fill = gstart[b, :N_PATTERNS].copy()
        for h in flat[starts[b]:starts[b + 1]]:
            p = M[g, h]
            grouped[fill[p]] = h
            fill[p] += 1
        if ncodes[b] > 1 or codes[b, 0] == N_PATTERNS - 1:
            informative = True
    return grouped, gstart, codes, ncodes, informative


@numba.njit
def _child(codes, idx, parts, pstarts, answer, GREEN, child, cstarts):  # pragma: no cover - compiled
    """Fill the position after joint feedback idx (boards not green; the answer dropped if some board is green)."""
    k = idx.size
    green = False
    for b in range(k):
        if codes[b, idx[b]] == GREEN:
            green = True
    m = 0
    kc = 0
    for b in range(k):
        if codes[b, idx[b]] == GREEN:
            continue
        cstarts[kc] = m
        for j in range(pstarts[b], pstarts[b + 1]):
            if not (green and parts[j] == answer):
                child[m] = parts[j]
                m += 1
        kc += 1
    cstarts[kc] = m
    return m, kc


@numba.njit
def guess_passes(ctx, T, flat, starts, g, answer, d, hard, mark):  # pragma: no cover - compiled
    """Return whether guess g (answer index `answer`, -1 if none) tells something and leaves, for every joint
    feedback some tuple of distinct answers shows, a position meeting the condition within d - 1 guesses."""
    M, N_PATTERNS = ctx.matrix, ctx.npat  # zip codes of the word length, all green the last
    GREEN = N_PATTERNS - 1
    k = starts.size - 1
    n = starts[k]
    grouped, gstart, codes, ncodes, informative = _group_by_code(M, g, flat, starts, N_PATTERNS)
    if not informative:
        return False
    idx = np.zeros(k, np.int64)
    child = np.empty(n, np.int32)
    cstarts = np.zeros(k + 1, np.int64)
    parts = np.empty(n, np.int32)
    pstarts = np.zeros(k + 1, np.int64)
    while True:
        # the joint feedback idx: the parts, then whether a tuple of distinct answers shows it
        m = 0
        for b in range(k):
            p = codes[b, idx[b]]
            pstarts[b] = m
            for j in range(gstart[b, p], gstart[b, p + 1]):
                parts[m] = grouped[j]
                m += 1
        pstarts[k] = m
        if _distinct(parts, pstarts, k, mark.size):
            m, kc = _child(codes, idx, parts, pstarts, answer, GREEN, child, cstarts)
            if kc > 0 and (d - 1 < kc or not boards_fit(ctx, T, child[:m], cstarts[:kc + 1].copy(), d - 1, hard, mark)):
                return False
        b = 0  # the next joint feedback (mixed radix)
        while b < k:
            idx[b] += 1
            if idx[b] < ncodes[b]:
                break
            idx[b] = 0
            b += 1
        if b == k:
            return True


@numba.njit
def first_passing(ctx, T, flat, starts, order, answers, i0, d, hard, mark):  # pragma: no cover - compiled
    """Return the first index i >= i0 of `order` whose guess passes (`guess_passes`), or -1."""
    for i in range(i0, order.size):
        g = order[i]
        if guess_passes(ctx, T, flat, starts, g, answers[g], d, hard, mark):
            return np.int64(i)
    return np.int64(-1)
