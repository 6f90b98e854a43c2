"""A guess's lower bound from its feedback alone, before any child position is built (compiled; all of a
position's guesses in one call).

Each board's feedback classes under the guess give Selby's bound 2c - 1 total
guesses for a class of c candidates, so c candidates need (2c - 1) / c more
turns at least. The boards' classes are then combined as the position bounds
of `ndle.solver.nboard.bounds` combine boards: over every pair of classes of
any two boards (`_pair_after`), and for three boards over every triple
(`_triple_after`): classes of different groups or different classes of one
group are disjoint (distinct turns, the waste bound with the clean chance at
its cap: no turn can hit more than one of them, each with chance at most one
over its size), a class shared by boards counts its coinciding answers.
"""

from __future__ import annotations

import numba
import numpy as np

@numba.njit(cache=True)
def _class_sizes(R, t, cols, lo, hi, cnt, green, out):  # pragma: no cover - compiled
    """Return (how many classes guess t splits columns cols[lo:hi] into, the green one's index or -1), their sizes
    in `out` in order of first appearance (`cnt` left zeroed)."""
    k, g = 0, -1
    for j in range(lo, hi):
        c = R[t, cols[j]]
        cnt[c] += 1
    for j in range(lo, hi):
        c = R[t, cols[j]]
        if cnt[c] > 0:
            if c == green:
                g = k
            out[k] = cnt[c]
            k += 1
            cnt[c] = 0
    return k, g


@numba.njit(cache=True)
def _x(c):  # pragma: no cover - compiled
    """Return Selby's bound per candidate: (2c - 1) / c more turns for a class of c."""
    return (2.0 * c - 1.0) / c


@numba.njit(cache=True)
def _two(ci, cj, same):  # pragma: no cover - compiled
    """Return the last of two boards' further turns, at least, in non-green classes of ci and cj candidates (`same`:
    one set, else disjoint)."""
    xi, xj = _x(ci), _x(cj)
    if same:
        return max(xi + (1.0 - 1.0 / ci) / 2.0, 2.0 - 1.0 / ci)
    return max(xi, xj, 3.0 - 1.0 / min(ci, cj), (xi + xj + 1.0) / 2.0)


@numba.njit(cache=True)
def _three(c0, c1, c2, e01, e12, e02):  # pragma: no cover - compiled
    """Return the last of three boards' further turns, at least, in non-green classes of c0, c1 and c2 candidates
    (eij: boards i and j on one set, else disjoint)."""
    if e01 and e12:  # one set: E[distinct answers], the coinciding answers' spread, one board's clean chance
        q = 1.0 - 1.0 / c0
        return max(_x(c0) + q * q, c0 * (1.0 - q * q * q), 2.0 - 1.0 / c0)
    if e01 or e12 or e02:  # a set shared by two boards, one disjoint from it
        a, b = (c0, c2) if e01 else (c1, c0) if e12 else (c0, c1)
        xa, xb = _x(a), _x(b)
        return max(xb, xa + (1.0 - 1.0 / a) / 2.0, (xa + xb + 1.0) / 2.0, 3.0 - 1.0 / min(a, b),
                   3.0 - 1.0 / a, (2.0 * xa + xb + 3.0 - 2.0 / a) / 3.0)
    x0, x1, x2 = _x(c0), _x(c1), _x(c2)
    return max(x0, x1, x2, (x0 + x1 + x2 + 3.0) / 3.0, 4.0 - 1.0 / min(c0, c1, c2), (x0 + x1 + 1.0) / 2.0,
               (x1 + x2 + 1.0) / 2.0, (x0 + x2 + 1.0) / 2.0)


@numba.njit(cache=True)
def _pair_after(sa, na, ga, sb, nb, gb, same):  # pragma: no cover - compiled
    """Return the expected further turns, at least, of two boards after a guess that splits them into classes of
    sizes sa[:na] and sb[:nb] (green ones ga, gb; `same`: one set): `_two` of every pair of classes."""
    tot, n = 0.0, 0
    for i in range(na):
        for j in range(nb):
            w = sa[i] * sb[j]
            n += w
            if i == ga and j == gb:
                v = 0.0
            elif i == ga:
                v = _x(sb[j])
            elif j == gb:
                v = _x(sa[i])
            else:
                v = _two(sa[i], sb[j], same and i == j)
            tot += w * v
    return tot / n


@numba.njit(cache=True)
def _triple_after(sa, na, ga, sb, nb, gb, sc, nc, gc, s01, s12, s02):  # pragma: no cover - compiled
    """Return `_pair_after` for three boards (sij: boards i and j on one set; s12 only with s01): `_three` of every
    triple of classes, `_two` where one is green (boards on one set: each triple once, times its orderings)."""
    tot, n = 0.0, 0
    for i in range(na):
        for j in range(i if s01 else 0, nb):
            for k in range(j if s12 else 0, nc):
                if s01 and s12:
                    w = 1 if i == k else 3 if i == j or j == k else 6
                else:
                    w = 2 if s01 and i < j else 1
                w *= sa[i] * sb[j] * sc[k]
                n += w
                gi, gj, gk = i == ga, j == gb, k == gc
                if gi and gj and gk:
                    v = 0.0
                elif gi and gj:
                    v = _x(sc[k])
                elif gi and gk:
                    v = _x(sb[j])
                elif gj and gk:
                    v = _x(sa[i])
                elif gi:
                    v = _two(sb[j], sc[k], s12 and j == k)
                elif gj:
                    v = _two(sa[i], sc[k], s02 and i == k)
                elif gk:
                    v = _two(sa[i], sb[j], s01 and i == j)
                else:
                    v = _three(sa[i], sb[j], sc[k], s01 and i == j, s12 and j == k, s02 and i == k)
                tot += w * v
    return tot / n


@numba.njit(cache=True)
def guess_bounds(R, cols, starts, mult, green, n_codes, last, disjoint):  # pragma: no cover - compiled
    """Return per-guess lower bounds of the expected further score after each guess (the guess's turn included).

    R is (guesses, union) feedback codes; the position's boards form groups of
    equal candidate sets, mult[g] boards in group g, whose candidates are the
    union columns cols[starts[g]:starts[g + 1]] (each group scanned once). Per
    board, a non-green class of c candidates needs at least 2c - 1 guesses in
    total (Selby's bound), so E_b >= sum (2c - 1) / m_b. `last`: 1 + max(max_b
    E_b, the expected number of distinct answers the guess leaves, each needing
    a turn of its own: (m - green)(1 - (1 - 1/m)^k) for k boards on a set of m,
    summed over the groups if `disjoint`, else the largest); `total`: k + max(sum_b
    E_b, the expected k'(k' + 1)/2 over the k' groups left if `disjoint`); `last`:
    at least `_pair_after` of any two boards of one group or (if `disjoint`) of two
    groups, and of three boards two of which share a set (if `disjoint`)
    `_triple_after` of the three. Also returns the sum of squared class sizes
    over the boards (an ordering key) and whether the guess changes nothing (no
    board split, nothing solved).
    """
    G = R.shape[0]
    n_groups = starts.size - 1
    k = 0
    for g in range(n_groups):
        k += mult[g]
    out = np.empty(G, np.float64)
    s2 = np.empty(G, np.int64)
    useless = np.empty(G, np.bool_)
    cnt = np.zeros(n_codes, np.int64)
    E = np.empty(n_groups, np.float64)
    solved = np.empty(n_groups, np.float64)
    dist = np.empty(n_groups, np.float64)
    width = 1
    for g in range(n_groups):
        width = max(width, starts[g + 1] - starts[g])
    sizes, n_cls, green_at = np.empty((n_groups, width), np.int64), np.empty(n_groups, np.int64), \
        np.empty(n_groups, np.int64)
    for t in range(G):
        sq = 0
        nothing = True
        for g in range(n_groups):
            m = starts[g + 1] - starts[g]
            classes = 0
            for j in range(starts[g], starts[g + 1]):
                c = R[t, cols[j]]
                if cnt[c] == 0:
                    classes += 1
                cnt[c] += 1
            gr = cnt[green]
            for j in range(starts[g], starts[g + 1]):
                c = R[t, cols[j]]
                sq += mult[g] * (2 * cnt[c] - 1)  # sums to the squares of the class sizes, per board
                cnt[c] -= 1
            if classes > 1 or gr > 0:
                nothing = False
            nongreen = classes - (1 if gr > 0 else 0)
            E[g] = (2.0 * (m - gr) - nongreen) / m
            solved[g] = (gr / m) ** mult[g]  # every board of the group solved by this guess
            dist[g] = (m - gr) * (1.0 - (1.0 - 1.0 / m) ** mult[g])  # E[distinct answers left in the group]
        s2[t] = sq
        useless[t] = nothing
        if last:
            lb, left = 0.0, 0.0  # each answer left needs a turn of its own (boards with one answer share it)
            for g in range(n_groups):
                lb = max(lb, E[g], dist[g])
                left += dist[g]
            if disjoint:
                lb = max(lb, left)
            for g in range(n_groups):
                n_cls[g], green_at[g] = _class_sizes(R, t, cols, starts[g], starts[g + 1], cnt, green, sizes[g])
            if disjoint and k == 3 and n_groups < 3:  # three boards, two on one set: every triple of classes
                b0, b1 = 0, 0 if mult[0] > 1 else 1  # each board's group, a group of two first
                b2 = 0 if mult[0] > 2 else 1 if mult[0] + mult[1] > 2 else 2
                if b1 == b2 != b0:
                    b0, b2 = b2, b0
                lb = max(lb, _triple_after(sizes[b0], n_cls[b0], green_at[b0], sizes[b1], n_cls[b1], green_at[b1],
                                           sizes[b2], n_cls[b2], green_at[b2], b0 == b1, b1 == b2, b0 == b2))
            for g in range(n_groups):  # any two boards: the last is solved no earlier than the last of those two
                if mult[g] > 1:
                    lb = max(lb, _pair_after(sizes[g], n_cls[g], green_at[g], sizes[g], n_cls[g], green_at[g], True))
                if disjoint:
                    for h in range(g + 1, n_groups):
                        lb = max(lb, _pair_after(sizes[g], n_cls[g], green_at[g], sizes[h], n_cls[h], green_at[h],
                                                 False))
            out[t] = 1.0 + lb
        else:
            lb, mean, var = 0.0, 0.0, 0.0  # mean and variance of the number of groups left
            for g in range(n_groups):
                lb += mult[g] * E[g]
                mean += 1.0 - solved[g]
                var += solved[g] * (1.0 - solved[g])
            if disjoint:
                lb = max(lb, (var + mean * mean + mean) / 2.0)
            out[t] = k + lb
    return out, s2, useless
