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
    tied = np.zeros(n, np.bool_)  # board b has board b - 1's classes: each child once, weighted by its orderings
    for b in range(1, n):
        k0, k1 = starts[b] - starts[b - 1], starts[b + 1] - starts[b]
        tied[b] = k0 == k1 and (options[starts[b - 1]:starts[b]] == options[starts[b]:starts[b + 1]]).all()
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
        weight, run, same = 1, 1, 1  # how many orderings of the tied boards' classes give this child
        for b in range(1, n):
            if not tied[b]:
                run = same = 1
            else:
                run += 1
                same = same + 1 if idx[b] == idx[b - 1] else 1
                weight = weight * run // same
        m = 0
        for b in range(n):
            o = options[starts[b] + idx[b]]
            if o >= 0:
                ids[m] = o
                m += 1
        if m == 1:
            total += weight * f1[ids[0]]
        elif m > 1:
            capped = -1  # a two-class child's loose bound, when its exact one is computed below
            if m == 2 and ids[0] != ids[1] and not overlap[ids[0], ids[1]]:  # the common child, without the loops
                k, disjoint, reps[0], reps[1] = 2, True, ids[0], ids[1]
                N = sizes[ids[0]] * sizes[ids[1]]
                lo, hi = min(x[ids[0]], x[ids[1]]), max(x[ids[0]], x[ids[1]])
                lb = max(hi, 2.0, (lo + hi + 1) / 2)  # as below: (0.0 + lo + hi + 1) / 2
            else:
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
            if disjoint:
                r0, r1 = reps[0], reps[min(1, k - 1)]
                if k == 1:
                    lb = max(lb, 2 - 1.0 / sizes[r0])
                elif k == 2 and lb >= 3 - 1.0 / (sizes[r0] * sizes[r1]):
                    pass  # Q >= 1 / (|p| |q|): 3 - Q cannot exceed lb
                elif k == 2:
                    at_cap = max(lb, 3 - 1.0 / min(sizes[r0], sizes[r1]))  # the bound with Q at its cap
                    if loose:
                        lb, loosened = at_cap, True
                    else:
                        if m == 2:  # (no spread term: its loose bound is this)
                            capped = max(_ceil(at_cap * N), 0)
                        if q2[r0, r1] < 0:
                            q2[r0, r1] = q2[r1, r0] = clean2_seen(M, ag, members[mstart[r0]:mstart[r0 + 1]],
                                                              members[mstart[r1]:mstart[r1 + 1]], seen)
                        lb = max(lb, 3 - q2[r0, r1])
                elif 3 <= k <= 4 and lb < k + 1:  # else k + 1 - Q cannot exceed lb
                    t = np.sort(reps[:k])
                    at_cap = max(lb, k + 1 - 1.0 / sizes[t].min())
                    if loose:
                        lb, loosened = at_cap, True
                    else:
                        if m == k:
                            capped = max(_ceil(at_cap * N), 0)
                        key = 0  # the sorted classes in base G, then the number of boards
                        for r in range(k):
                            key = key * G + t[r]
                        key = key * 2 + k - 3
                        if key not in qk:
                            sets = [members[mstart[t[r]]:mstart[t[r] + 1]] for r in range(k)]
                            qk[key] = (clean3(M, ag, sets[0], sets[1], sets[2], n_codes) if k == 3 else
                                       clean4(M, ag, sets[0], sets[1], sets[2], sets[3], n_codes))
                        lb = max(lb, k + 1 - qk[key])
                elif k > 4:
                    fallback = True
                if k < m <= SPREAD_BOARDS:
                    eg, ed = spread(cnt[:k], rsize[:k])
                    lb = max(lb, ed, (xsum + eg) / m)
            c = max(_ceil(lb * N), 0)
            total += weight * c
            if capped >= 0:
                gained += weight * (c - capped)
                if base + gained >= stop:
                    return base + gained, fallback, True
        b = 0  # the next combination (mixed radix; idx[b] <= idx[b + 1] where board b + 1 is tied to b)
        while b < n:
            idx[b] += 1
            if idx[b] < (idx[b + 1] + 1 if b + 1 < n and tied[b + 1] else starts[b + 1] - starts[b]):
                break
            idx[b] = 0
            b += 1
        if b == n:
            return total, fallback, loosened

