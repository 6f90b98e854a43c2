"""Compiled n-board helper: a guess's static bound after it, summed over its children (the clean chances it
needs are in `ndle.solver.nboard.clean`, the guesses that split alike in `ndle.solver.nboard.families`).

`after_bound_last` sums the children's static bounds
(`ndle.solver.nboard.bounds.position_bound`) of a `last` position after a
guess over every feedback combination, with no Python object per child
(`ndle.solver.nboard.static` prepares its input). Boards are given by their
feedback classes under the guess as global class ids (identical sets share
one id, the green class is -1); a child whose distinct sets are pairwise
disjoint and more than four is reported back (the caller then takes the
general path). Boards on the same set split alike, so each child of theirs
is valued once and counted as often as its classes can be ordered among them
(a sixth of the work for three boards on one set, as at the start).
"""

from __future__ import annotations

import math

import numba
import numpy as np

from ndle.solver.nboard.bounds import SLACK, SPREAD_BOARDS, spread
from ndle.solver.nboard.clean import clean2_seen, clean3, clean4


@numba.njit(cache=True)
def _ceil(x):  # pragma: no cover - compiled
    return math.ceil(x - SLACK * max(1.0, abs(x)))


@numba.njit(cache=True, inline="always")
def _tied(options, starts):  # pragma: no cover - compiled
    """Return whether each board has the previous board's classes (each child then once, weighted)."""
    n = starts.size - 1
    tied = np.zeros(n, np.bool_)
    for b in range(1, n):
        k0, k1 = starts[b] - starts[b - 1], starts[b + 1] - starts[b]
        tied[b] = k0 == k1 and (options[starts[b - 1]:starts[b]] == options[starts[b]:starts[b + 1]]).all()
    return tied


@numba.njit(cache=True, inline="always")
def _weight(tied, idx):  # pragma: no cover - compiled
    """Return how many orderings of the tied boards' classes give the child `idx`."""
    weight, run, same = 1, 1, 1
    for b in range(1, tied.size):
        if not tied[b]:
            run = same = 1
        else:
            run += 1
            same = same + 1 if idx[b] == idx[b - 1] else 1
            weight = weight * run // same
    return weight


@numba.njit(cache=True, inline="always")
def _advance(idx, tied, starts):  # pragma: no cover - compiled
    """Step `idx` to the next child (mixed radix; idx[b] <= idx[b + 1] where board b + 1 is tied to b); return
    False after the last."""
    n = idx.size
    for b in range(n):
        idx[b] += 1
        if idx[b] < (idx[b + 1] + 1 if b + 1 < n and tied[b + 1] else starts[b + 1] - starts[b]):
            return True
        idx[b] = 0
    return False


@numba.njit(cache=True, inline="always")
def _classes(ids, m, sizes, x, overlap, reps, best, order, cnt, rsize):  # pragma: no cover - compiled
    """Return (the child's distinct classes k, whether they are pairwise disjoint, its answer tuples N, its bound
    before the clean chance, the sum of its boards' optima per answer) for boards with classes ids[:m]; fill
    reps[:k] and, unless m = k = 2, cnt[:k] and rsize[:k] (boards and answers of each)."""
    if m == 2 and ids[0] != ids[1] and not overlap[ids[0], ids[1]]:  # the common child, without the loops
        reps[0], reps[1] = ids[0], ids[1]
        lo, hi = min(x[ids[0]], x[ids[1]]), max(x[ids[0]], x[ids[1]])
        return 2, True, sizes[ids[0]] * sizes[ids[1]], max(hi, 2.0, (lo + hi + 1) / 2), 0.0  # (0.0 + lo + hi + 1) / 2
    N = 1
    lb, xsum = 0.0, 0.0
    k = 0
    for j in range(m):
        i = ids[j]
        N *= sizes[i]
        lb = max(lb, x[i])
        xsum += x[i]
        r = 0
        while r < k and reps[r] != i:
            r += 1
        if r == k:
            reps[k], best[k], cnt[k], rsize[k] = i, x[i], 0, sizes[i]
            k += 1
        cnt[r] += 1
    disjoint = True
    for r in range(k):
        for s in range(r + 1, k):
            if overlap[reps[r], reps[s]]:
                disjoint = False
    if disjoint:
        for r in range(k):  # summed in ascending order, as the readable bound does (no allocation)
            v, j = best[r], r
            while j > 0 and order[j - 1] > v:
                order[j] = order[j - 1]
                j -= 1
            order[j] = v
        tot = 0.0
        for r in range(k):
            tot += order[r]
        lb = max(lb, float(k), (tot + k * (k - 1) / 2) / k)
    return k, disjoint, N, lb, xsum


@numba.njit(cache=True, inline="always")
def _clean(k, m, N, lb, reps, sizes, members, mstart, M, ag, n_codes, loose, q2, qk,
           seen):  # pragma: no cover - compiled
    """Return (a child of k <= 4 disjoint classes' bound raised by its clean chance Q; the loose bound's count
    when the exact one is computed instead, else -1; whether Q took its cap, when `loose`). Q's values are kept
    in q2 (two classes) and qk (three or four)."""
    r0, r1 = reps[0], reps[min(1, k - 1)]
    if k == 1:
        return max(lb, 2 - 1.0 / sizes[r0]), -1, False
    if k == 2 and lb >= 3 - 1.0 / (sizes[r0] * sizes[r1]):
        return lb, -1, False  # Q >= 1 / (|p| |q|): 3 - Q cannot exceed lb
    if k == 2:
        at_cap = max(lb, 3 - 1.0 / min(sizes[r0], sizes[r1]))  # the bound with Q at its cap
        if loose:
            return at_cap, -1, True
        capped = max(_ceil(at_cap * N), 0) if m == 2 else -1  # (no spread term: its loose bound is this)
        if q2[r0, r1] < 0:
            q2[r0, r1] = q2[r1, r0] = clean2_seen(M, ag, members[mstart[r0]:mstart[r0 + 1]],
                                              members[mstart[r1]:mstart[r1 + 1]], seen)
        return max(lb, 3 - q2[r0, r1]), capped, False
    if lb >= k + 1:  # k + 1 - Q cannot exceed lb
        return lb, -1, False
    t = np.sort(reps[:k])
    at_cap = max(lb, k + 1 - 1.0 / sizes[t].min())
    if loose:
        return at_cap, -1, True
    capped = max(_ceil(at_cap * N), 0) if m == k else -1
    key = 0  # the sorted classes in base G, then the number of boards
    for r in range(k):
        key = key * q2.shape[0] + t[r]
    key = key * 2 + k - 3
    if key not in qk:
        sets = [members[mstart[t[r]]:mstart[t[r] + 1]] for r in range(k)]
        qk[key] = (clean3(M, ag, sets[0], sets[1], sets[2], n_codes) if k == 3 else
                   clean4(M, ag, sets[0], sets[1], sets[2], sets[3], n_codes))
    return max(lb, k + 1 - qk[key]), capped, False


@numba.njit(cache=True)
def after_bound_last(options, starts, members, mstart, f1, overlap, M, ag, n_codes, loose=False, base=0,
                     stop=1 << 62):  # pragma: no cover - compiled
    """Return (the sum of every child's static `last` bound, whether some child needs the general path, whether a
    clean chance was loosened).

    With `loose`, two disjoint classes p and q take the clean chance's cap 1 / min(|p|, |q|) (no candidate splits
    the other set into more classes than it has) instead of its value, which costs |p| |q| feedback look-ups,
    and three disjoint classes the cap 1 / min(|p|, |q|, |r|) (the first turn must hit one of them) instead of
    a three-board recursion: a weaker bound, flagged so that the caller can compute the exact one where the
    weaker does not suffice.
    Given `base`, the loose sum, the exact pass stops as soon as the loose sum raised by the children valued so
    far reaches `stop` (a lower bound of the sum, returned as loosened).

    Board b's feedback classes under the guess are options[starts[b]:starts[b + 1]] (global class ids, -1 for
    the green class); class i's answers are members[mstart[i]:mstart[i + 1]], its one-board optimum f1[i];
    overlap[i, j] says whether classes i and j share an answer.
    """
    n = starts.size - 1
    G = f1.size
    tied = _tied(options, starts)
    seen = np.zeros(n_codes, np.uint8)
    q2 = np.full((G, G), -1.0)
    qk = dict()  # sorted class triple or quadruple -> Q
    qk[np.int64(-1)] = 0.0
    idx, ids, reps = np.zeros(n, np.int64), np.empty(n, np.int64), np.empty(n, np.int64)
    best, order = np.empty(n, np.float64), np.empty(n, np.float64)
    cnt, rsize = np.empty(n, np.int64), np.empty(n, np.int64)
    sizes = mstart[1:] - mstart[:-1]
    x = f1 / sizes  # each class's one-board optimum per answer
    total = gained = 0
    fallback = loosened = False
    while True:
        weight = _weight(tied, idx)  # how many orderings of the tied boards' classes give this child
        m = 0
        for b in range(n):
            o = options[starts[b] + idx[b]]
            if o >= 0:
                ids[m] = o
                m += 1
        if m == 1:
            total += weight * f1[ids[0]]
        elif m > 1:
            k, disjoint, N, lb, xsum = _classes(ids, m, sizes, x, overlap, reps, best, order, cnt, rsize)
            capped = -1  # a child's loose bound, when its exact one is computed
            if disjoint and k > 4:
                fallback = True
            elif disjoint:
                lb, capped, capped_q = _clean(k, m, N, lb, reps, sizes, members, mstart, M, ag, n_codes, loose,
                                              q2, qk, seen)
                loosened = loosened or capped_q
            if disjoint and k < m <= SPREAD_BOARDS:
                eg, ed = spread(cnt[:k], rsize[:k])
                lb = max(lb, ed, (xsum + eg) / m)
            c = max(_ceil(lb * N), 0)
            total += weight * c
            if capped >= 0:
                gained += weight * (c - capped)
                if base + gained >= stop:
                    return base + gained, fallback, True
        if not _advance(idx, tied, starts):
            return total, fallback, loosened
