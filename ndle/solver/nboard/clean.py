"""Compiled clean chances of two to four disjoint boards: `ndle.solver.nboard.waste.Waste.clean_chance`, the
largest chance of solving the boards on consecutive turns, for the waste bound.

`clean2`, `clean3` and `clean4` take two, three and four boards. With two boards A and B a hit
on A (a candidate x of A played) leaves B split into the classes of x's
feedback, each of whose own clean chance is one over its size, so

    Q(A, B) = max over candidates x of either board of (classes of the other board under x) / (|A| |B|);

with three, a hit on one board splits the other two into pairs of classes
(p, q), each worth Q(p, q) |p| |q|, so Q(A, B, C) = max over hits of the
sum of those over |A| |B| |C|; with four, a hit splits the other three into
triples of classes, each worth Q(p, q, r) |p| |q| |r|.

Each form tries the smallest board first and skips a board whose hit cannot
beat the best so far (a hit gives at most the product of the other boards'
sizes).
"""

from __future__ import annotations

import numba
import numpy as np


@numba.njit(cache=True)
def _classes(M, g, members, lo, hi, seen):  # pragma: no cover - compiled
    """Return how many distinct feedback codes guess g shows the answers members[lo:hi] (`seen` left zeroed)."""
    k = 0
    for j in range(lo, hi):
        c = M[g, members[j]]
        if seen[c] == 0:
            seen[c] = 1
            k += 1
    for j in range(lo, hi):
        seen[M[g, members[j]]] = 0
    return k


@numba.njit(cache=True)
def _pair(M, ag, p, q, seen):  # pragma: no cover - compiled
    """Return Q(p, q) |p| |q|: the most classes a candidate of one set splits the other into."""
    if p.size < q.size:  # first the smaller set's candidates on the larger set (they can reach the most classes)
        p, q = q, p
    best = 0
    for y in q:
        best = max(best, _classes(M, ag[y], p, 0, p.size, seen))
        if best == p.size:
            return best  # the most there can be
    if best >= q.size:
        return best  # no candidate of p splits q into more
    for x in p:
        best = max(best, _classes(M, ag[x], q, 0, q.size, seen))
        if best == q.size:
            return best
    return best


@numba.njit(cache=True)
def clean2_seen(M, ag, a, b, seen):  # pragma: no cover - compiled
    """Return the clean chance Q of two disjoint boards, with a zeroed `seen` buffer (left zeroed)."""
    return _pair(M, ag, a, b, seen) / (a.size * b.size)


@numba.njit(cache=True)
def clean2(M, ag, a, b, n_codes):  # pragma: no cover - compiled
    """Return the clean chance Q of two disjoint boards (answer id arrays a and b)."""
    return clean2_seen(M, ag, a, b, np.zeros(n_codes, np.uint8))


@numba.njit(cache=True)
def _split(M, g, s):  # pragma: no cover - compiled
    """Return s reordered by g's feedback code with the class boundaries (starts, one past the last)."""
    codes = np.empty(s.size, np.int64)
    for i in range(s.size):
        codes[i] = M[g, s[i]]
    order = np.argsort(codes, kind="mergesort")
    out = s[order]
    cuts = [0]
    for i in range(1, s.size):
        if codes[order[i]] != codes[order[i - 1]]:
            cuts.append(i)
    cuts.append(s.size)
    return out, np.array(cuts, np.int64)


@numba.njit(cache=True)
def _triple(M, ag, a, b, c, seen):  # pragma: no cover - compiled
    """Return Q(a, b, c) |a| |b| |c| of three disjoint boards: the most, over hits, of the pairs' `_pair` sums."""
    boards = (a, b, c)
    best = 0
    for h in np.argsort(np.array([a.size, b.size, c.size]), kind="mergesort"):  # smallest first: likeliest hits
        o1, o2 = boards[(h + 1) % 3], boards[(h + 2) % 3]
        if best >= o1.size * o2.size:
            continue  # a hit here gives at most |o1| |o2| (every class pair clean for sure)
        for x in boards[h]:
            g = ag[x]
            s1, c1 = _split(M, g, o1)
            s2, c2 = _split(M, g, o2)
            total = 0
            for i in range(c1.size - 1):
                for j in range(c2.size - 1):
                    total += _pair(M, ag, s1[c1[i]:c1[i + 1]], s2[c2[j]:c2[j + 1]], seen)
            best = max(best, total)
    return best


@numba.njit(cache=True)
def clean3(M, ag, a, b, c, n_codes):  # pragma: no cover - compiled
    """Return the clean chance Q of three disjoint boards (answer id arrays a, b and c)."""
    return _triple(M, ag, a, b, c, np.zeros(n_codes, np.uint8)) / (a.size * b.size * c.size)


@numba.njit(cache=True)
def clean4(M, ag, a, b, c, d, n_codes):  # pragma: no cover - compiled
    """Return the clean chance Q of four disjoint boards: the most, over hits on one board, of the other three's
    `_triple` summed over their classes under the hit, over |a| |b| |c| |d|."""
    seen = np.zeros(n_codes, np.uint8)
    boards = (a, b, c, d)
    best = 0
    for h in np.argsort(np.array([a.size, b.size, c.size, d.size]), kind="mergesort"):
        o1, o2, o3 = boards[(h + 1) % 4], boards[(h + 2) % 4], boards[(h + 3) % 4]
        if best >= o1.size * o2.size * o3.size:
            continue  # a hit here gives at most |o1| |o2| |o3|
        for x in boards[h]:
            g = ag[x]
            s1, c1 = _split(M, g, o1)
            s2, c2 = _split(M, g, o2)
            s3, c3 = _split(M, g, o3)
            total = 0
            for i in range(c1.size - 1):
                for j in range(c2.size - 1):
                    for k in range(c3.size - 1):
                        total += _triple(M, ag, s1[c1[i]:c1[i + 1]], s2[c2[j]:c2[j + 1]], s3[c3[k]:c3[k + 1]],
                                         seen)
            best = max(best, total)
    return best / (a.size * b.size * c.size * d.size)
