"""Compiled exact search under answer weights: a branch and bound on integers (`wsearch.WeightedSearch` wraps it).

The weights are scaled by a power of two and rounded to int64 (`quantised`: the total just below 2**50), so every
sum is exact and every comparison is between integers; the search then finds the exact optimum of the quantised
weights. A strategy's total moves by at most one unit per answer and guess under the rounding, so the quantised
optimum, divided by the scale, is within ``n * max_guesses`` units (2**-49 of the total weight each) of the real
one: below 3e-11 expected guesses for Wordle's 2,315 answers. Weights that are integers (or any multiple of a power
of two) below 2**50 in total are kept exactly.

``T(C) = W(C) + min over guesses g of sum_i T(C_i)`` over g's feedback classes but the all-green one; the candidates'
own guesses first, the others (never in consistent play) only while the best is above 2 W (each answer then needs
two guesses); each guess's
bound ``W + sum_i (2 W_i - M_i)`` orders them (ties by guess id) and cuts off those that cannot beat the best so
far. A guess's classes start at their cheap bounds (exact for one or two answers, else 2 W_i - M_i or what the
memo knows) and are searched one by one with what is left of the cut-off, so a guess is dropped as soon as its
classes' bounds reach it. A value at or above the cut-off (beta) is only a lower bound, returned with no guess and
never taken for a value. Values and bounds are memoised by candidate set and guesses left in the uniform search's
table (`ndle.solver.one.memo`); its partition helper is shared too (`ndle.solver.one.kernels.partition`).
"""

from __future__ import annotations

import math

import numba
import numpy as np

from ndle.solver.one.kernels import partition
from ndle.solver.one.memo import C_HITS, C_NODES, NO, NONE, YES, lookup, store

WINF = np.int64(1) << 60  # no strategy within the guess limit (totals stay below 2**57)
TOTAL_BITS = 50  # the quantised weights sum to at most 2**TOTAL_BITS


def quantised(weights: np.ndarray) -> tuple[np.ndarray, int]:
    """Return the weights as int64 multiples of 2**-k and k: round(w * 2**k), the total at most 2**50.

    Parameters
    ----------
    weights : numpy.ndarray
        Positive finite weights (any scale).

    Returns
    -------
    tuple of (numpy.ndarray, int)
        The int64 weights (at least 1 each) and the exponent k of the scale.
    """
    w = np.asarray(weights, dtype=np.float64)
    k = TOTAL_BITS - math.ceil(math.log2(float(w.sum()) * (1 + 2**-40)))  # room for the rounding of the total
    q = np.maximum(np.rint(np.ldexp(w, k)), 1).astype(np.int64)
    return q, k


@numba.njit(cache=True, nogil=True)
def class_bounds(matrix, rows, candidates, weights, green, sums, heaviest, bound, classes):  # pragma: no cover
    """Fill bound[k] with the sum over guess rows[k]'s non-green classes of 2 W_i - M_i, classes[k] with its number
    of classes (`weights` per candidate, int64 or float64; sums, heaviest: zeroed scratch per code, left zeroed)."""
    m = candidates.shape[0]
    for k in range(rows.shape[0]):
        row = matrix[rows[k]]
        for j in range(m):
            p = row[candidates[j]]
            sums[p] += weights[j]
            if weights[j] > heaviest[p]:
                heaviest[p] = weights[j]
        bound[k] = 0
        n = 0
        for j in range(m):
            p = row[candidates[j]]
            if sums[p] > 0:
                n += 1
                if p != green:
                    bound[k] += 2 * sums[p] - heaviest[p]
                sums[p] = 0
                heaviest[p] = 0
        classes[k] = n


@numba.njit(cache=True, nogil=True)
def _class_floor(ctx, sub, dc):  # pragma: no cover - compiled
    """Return (a lower bound of T(sub) with dc guesses left, whether exact), without search."""
    w = ctx.weights
    c = sub.size
    if dc <= 0 or (dc == 1 and c >= 2):
        return WINF, True
    W, top = np.int64(0), np.int64(0)
    for h in sub:
        W += w[h]
        top = max(top, w[h])
    if c <= 2:
        return 2 * W - top, True  # one answer: W; two: the heavier first
    lb = 2 * W - top
    i = lookup(ctx, sub, dc, 0, 0)
    if i >= 0 and ctx.values[i] >= lb:
        return ctx.values[i], ctx.exact[i]
    return lb, False


@numba.njit(cache=True, nogil=True)
def scan_floor(ctx, sub, dc):  # pragma: no cover - compiled
    """Return W + the least over every guess of its bound (a lower bound of T(sub) two guesses deep), recorded in
    the memo as a bound of (sub, dc) so that a later search starts from it."""
    M, w, npat, green = ctx.matrix, ctx.weights, ctx.npat, ctx.green
    rows = np.arange(M.shape[0])
    bound, classes = np.empty(rows.size, np.int64), np.empty(rows.size, np.int64)
    class_bounds(M, rows, sub, w[sub], green, np.zeros(npat, np.int64), np.zeros(npat, np.int64), bound, classes)
    v = w[sub].sum() + bound.min()
    store(ctx, sub, dc, 0, 0, v, NO, NONE)
    return v


@numba.njit(cache=True, nogil=True)
def _rows(ctx, H, stage, only):  # pragma: no cover - compiled
    """Return the guesses of a stage: 0 the candidates' own (or just `only`), 1 every other guess."""
    ag = ctx.answer_guess
    if only >= 0:
        return np.full(1, only, np.int64)
    mine = np.unique(ag[H]).astype(np.int64)
    if stage == 0:
        return mine
    mark = np.ones(ctx.matrix.shape[0], np.bool_)
    mark[mine] = False
    return np.flatnonzero(mark).astype(np.int64)


@numba.njit(cache=True, nogil=True)
def _mass(w, H):  # pragma: no cover - compiled
    """Return the candidates' total weight, the heaviest weight and its place in H (the first of equals)."""
    W, top, first = np.int64(0), np.int64(0), 0
    for j in range(H.size):
        W += w[H[j]]
        if w[H[j]] > top:
            top, first = w[H[j]], j
    return W, top, first


@numba.njit(cache=True, nogil=True)
def _settled(ctx, H, d, beta, W, top, first):  # pragma: no cover - compiled
    """Return (True, value, guess) when a position is decided without a search (no candidate, no guess left, one
    or two candidates, a cheap bound at beta, the memo), else (False, 0, -1); counts memo hits and nodes."""
    ag, counters, n = ctx.answer_guess, ctx.counters, H.size
    if n == 0:
        return True, np.int64(0), NONE
    if d <= 0 or (d == 1 and n > 1):
        return True, WINF, NONE
    if n == 1:
        return True, W, np.int64(ag[H[0]])
    if n == 2:  # the heavier first
        return True, 2 * W - top, np.int64(ag[H[first]])
    if 2 * W - top >= beta:
        return True, 2 * W - top, NONE
    i = lookup(ctx, H, d, 0, 0)
    if i >= 0:
        counters[C_HITS] += 1
        if ctx.exact[i]:
            return True, ctx.values[i], np.int64(ctx.best[i])
        if ctx.values[i] >= beta:
            return True, ctx.values[i], NONE
    counters[C_NODES] += 1
    return False, np.int64(0), NONE


@numba.njit(cache=True, nogil=True)
def _floors(ctx, parts, start, d, W, lbs, known):  # pragma: no cover - compiled
    """Return W + the cheap bounds of a guess's non-green classes, each class's bound in `lbs` and whether it is
    its exact value in `known`."""
    npat, green, tot = ctx.npat, ctx.green, W
    for p in range(npat):
        if p != green and start[p + 1] > start[p]:
            lbs[p], known[p] = _class_floor(ctx, parts[start[p]:start[p + 1]], d - 1)
            tot = min(tot + lbs[p], WINF)
    return tot


@numba.njit(cache=True, nogil=True)
def wsolve(ctx, H, d, beta, only):  # pragma: no cover - compiled
    """Return (T(H) with d guesses left, a best guess); exact when below beta, else a bound >= beta and guess -1
    (self-recursive only: numba's disk cache mishandles mutual recursion).

    With `only` >= 0, return instead W + the sum of T over that guess's classes (exact if below beta), without
    consulting or filling the memo.
    """
    M, w, npat, green = ctx.matrix, ctx.weights, ctx.npat, ctx.green
    W, top, first = _mass(w, H)
    if only < 0:
        settled, v, g = _settled(ctx, H, d, beta, W, top, first)
        if settled:
            return v, g
    wH = w[H]
    sums, heaviest = np.zeros(npat, np.int64), np.zeros(npat, np.int64)
    lbs, known = np.zeros(npat, np.int64), np.zeros(npat, np.bool_)
    best_g, limit, lower = NONE, beta, WINF
    for stage in range(1 if only >= 0 else 2):
        if stage == 1 and (limit <= 2 * W or ctx.consistent):
            break  # every other guess leaves each answer two guesses at least; consistent play guesses none
        rows = _rows(ctx, H, stage, only)
        bound, classes = np.empty(rows.size, np.int64), np.empty(rows.size, np.int64)
        class_bounds(M, rows, H, wH, green, sums, heaviest, bound, classes)
        for i in np.argsort(bound, kind="mergesort"):  # by bound, ties by guess id
            if stage == 1 and classes[i] <= 1:
                continue  # tells nothing
            if W + bound[i] >= limit:
                lower = min(lower, W + bound[i])
                break  # this guess and every later one cannot beat the best so far
            # W + the sum over the classes: their cheap bounds, then each searched with what is left of limit
            parts, start = partition(M, H, rows[i], npat)
            tot = _floors(ctx, parts, start, d, W, lbs, known)
            sizes = start[1:] - start[:-1]
            for p in np.argsort(-sizes, kind="mergesort") if only >= 0 else np.arange(npat):  # the root: largest first
                if tot >= limit:
                    break
                if p != green and start[p + 1] > start[p] and not known[p]:
                    base = tot - lbs[p]
                    v = wsolve(ctx, parts[start[p]:start[p + 1]], d - 1, limit - base, NONE)[0]
                    tot = min(base + v, WINF)
            if tot < limit:
                best_g, limit = rows[i], tot
            else:
                lower = min(lower, tot)
    if only >= 0:
        return (limit, best_g) if best_g >= 0 else (max(lower, beta), NONE)
    if best_g >= 0:
        store(ctx, H, d, 0, 0, limit, YES, best_g)
        return limit, best_g
    store(ctx, H, d, 0, 0, limit, NO, NONE)
    return limit, NONE
