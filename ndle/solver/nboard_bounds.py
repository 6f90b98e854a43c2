"""Admissible lower bounds for n-board positions, in the search's integer units (compiled where hot).

A position's value F is its score summed over every answer tuple (N = the
product of the boards' candidate counts), so F / N is the expected score and
every F is an integer. Lower bounds, each from the boards' one-board optima
f(H) (Selby's least total guesses, no guess limit; the expected turns to
solve board b are at least ``f(H_b) / m_b`` under any multi-board strategy, whose play on board b is a
mixture of one-board strategies since the other boards' answers are independent):

* `last`: the largest ``f(H_b) / m_b``; and, over boards whose candidate sets
  are pairwise disjoint (one per group of identical sets), which no single
  guess can solve on the same turn, their solve turns are distinct, so
  k * last >= sum of their turns + k(k - 1)/2, and last >= k;
* `total`: the sum of ``f(H_b) / m_b``; over the pairwise disjoint ones their
  solve turns are distinct positive integers, summing to at least k(k + 1)/2;
* both: the waste bounds of `ndle.solver.nboard_waste` over those k boards;
* `last`, boards in groups of identical sets (the groups pairwise disjoint, at
  most `SPREAD_BOARDS` boards): boards with equal answers are solved on the
  same turn and boards with different answers on different turns. With the
  answers' multiplicities sorted m_1 >= m_2 >= ..., the boards' turns sum to
  at most K * last - sum of m_i (i - 1) (K boards; the largest block last,
  the next one turn earlier, ...), so K E[last] >= sum of ``f(H_b) / m_b`` + E[sum m_i (i - 1)],
  and E[last] >= E[the number of distinct answers] (`spread`: the expectations over every answer tuple).

Bounds in floating point are lowered by a relative 1e-9 before rounding up,
so a rounded bound never exceeds the true integer value.
"""

from __future__ import annotations

import math

import numba
import numpy as np

OBJECTIVES = ("last", "total")
SLACK = 1e-9
SPREAD_BOARDS = 8  # the most boards `spread` takes (the size of its table of block shapes)


def _shapes(c: int, most: int | None = None) -> list[tuple[int, ...]]:
    """Return the integer partitions of c, largest part first (parts at most `most`)."""
    if c == 0:
        return [()]
    return [(p,) + rest for p in range(min(c, most or c), 0, -1) for rest in _shapes(c - p, p)]


def _set_partitions(shape: tuple[int, ...]) -> int:
    """Return how many ways c boards split into blocks of these sizes (c! over the blocks' orders and repeats)."""
    return math.factorial(sum(shape)) // math.prod(math.factorial(p) for p in shape) // math.prod(
        math.factorial(shape.count(p)) for p in set(shape))


# every way c <= SPREAD_BOARDS boards fall into blocks of equal answers: the blocks' sizes (largest first,
# 0-padded) and how many set partitions of the boards have them; the shapes of c boards are rows
# SHAPE_START[c] to SHAPE_START[c + 1]
_ALL = [(c, q) for c in range(1, SPREAD_BOARDS + 1) for q in _shapes(c)]
SHAPE_PARTS = np.array([q + (0,) * (SPREAD_BOARDS - len(q)) for _, q in _ALL], dtype=np.int64)
SHAPE_COUNT = np.array([_set_partitions(q) for _, q in _ALL], dtype=np.float64)
SHAPE_START = np.searchsorted([c for c, _ in _ALL], np.arange(SPREAD_BOARDS + 2)).astype(np.int64)


def ceil_bound(x: float) -> int:
    """Return the least integer >= x less a relative margin (a safe integer lower bound of an integer above x)."""
    return math.ceil(x - SLACK * max(1.0, abs(x)))


def ceil_bounds(x: np.ndarray) -> np.ndarray:
    """Return `ceil_bound` of every entry of a float array as int64 (the same integers, vectorised)."""
    return np.ceil(x - SLACK * np.maximum(1.0, np.abs(x))).astype(np.int64)


def groups_of(pos) -> tuple[list[int], tuple, bool]:
    """Return (one group id per board: equal candidate sets share one, each group's set in group order, whether
    different groups are disjoint)."""
    ids: dict[tuple, int] = {}
    group = [ids.setdefault(b, len(ids)) for b in pos]
    reps = tuple(ids)
    disjoint = sum(map(len, reps)) == len(set().union(*reps)) if reps else True
    return group, reps, disjoint


@numba.njit(cache=True)
def spread(counts, sizes):  # pragma: no cover - compiled
    """Return (E[sum of m_i (i - 1)], E[the number of distinct answers]) for groups of counts[r] boards sharing
    one candidate set of sizes[r] answers (groups disjoint, at most `SPREAD_BOARDS` boards, answers uniform and
    independent); m_1 >= m_2 >= ... are how many boards share each distinct answer."""
    k = counts.size
    idx = np.zeros(k, np.int64)
    parts = np.zeros(SPREAD_BOARDS, np.int64)
    eg, ed = 0.0, 0.0
    while True:
        prob, n = 1.0, 0
        for r in range(k):
            c, s = counts[r], SHAPE_START[counts[r]] + idx[r]
            d = 0
            for j in range(SPREAD_BOARDS):
                if SHAPE_PARTS[s, j] > 0:
                    parts[n] = SHAPE_PARTS[s, j]
                    n += 1
                    d += 1
            p = SHAPE_COUNT[s]
            for j in range(d):  # sizes[r] (sizes[r] - 1) ... over sizes[r] ** c: the blocks' answers all differ
                p *= (sizes[r] - j) / sizes[r]
            prob *= p / float(sizes[r]) ** (c - d)
        if prob > 0.0:
            v = -np.sort(-parts[:n])
            g = 0
            for i in range(n):
                g += v[i] * i
            eg += prob * g
            ed += prob * n
        r = 0  # the next combination of shapes (mixed radix)
        while r < k:
            idx[r] += 1
            if idx[r] < SHAPE_START[counts[r] + 1] - SHAPE_START[counts[r]]:
                break
            idx[r] = 0
            r += 1
        if r == k:
            return eg, ed


def position_bound(objective: str, sizes, f1s, group, disjoint: bool, clean: float | None = None) -> int:
    """Return a lower bound of F for boards of `sizes` with one-board optima `f1s` (see the module docstring);
    `clean` is `ndle.solver.nboard_waste`'s Q (`last`) or J (`total`) of one board per group, if disjoint."""
    N = math.prod(sizes)
    x = [f / m for f, m in zip(f1s, sizes)]  # expected turns each board needs at least
    if objective == "last":
        lb = max(x)
        if disjoint:
            best: dict[int, float] = {}
            for g, v in zip(group, x):
                best[g] = max(best.get(g, 0.0), v)
            k = len(best)
            lb = max(lb, k, (sum(sorted(best.values())) + k * (k - 1) / 2) / k)
            if clean is not None:
                lb = max(lb, k + 1 - clean)
            if k < len(sizes) <= SPREAD_BOARDS:  # some boards share a set: their answers may coincide
                gsize = np.zeros(k, np.int64)
                gsize[group] = sizes
                eg, ed = spread(np.bincount(group, minlength=k).astype(np.int64), gsize)
                lb = max(lb, ed, (sum(x) + eg) / len(x))
    else:
        lb = sum(x)
        if disjoint:
            best = {}
            for g, v in zip(group, x):
                best[g] = max(best.get(g, 0.0), v)
            k = len(best)
            lb = max(lb, sum(x) - sum(best.values()) + k * (k + 1) / 2 + (k - clean if clean is not None else 0))
    return max(ceil_bound(lb * N), 0)


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
def _pair_after(sa, na, ga, sb, nb, gb, same):  # pragma: no cover - compiled
    """Return the expected further turns, at least, of two boards after a guess that splits them into classes of
    sizes sa[:na] and sb[:nb] (green ones ga, gb): over every pair of classes, each board's Selby bound, two
    disjoint boards on different turns and the waste bound 3 - Q with the clean chance's cap Q <= 1 / min(ci, cj)
    (`ndle.solver.nboard_waste`: no candidate splits a set into more classes than it has), one set paired with
    itself its coinciding answers (`spread`)."""
    tot, n = 0.0, 0
    for i in range(na):
        ci = sa[i]
        xi = (2.0 * ci - 1.0) / ci
        for j in range(nb):
            cj = sb[j]
            xj = (2.0 * cj - 1.0) / cj
            n += ci * cj
            if i == ga and j == gb:
                v = 0.0
            elif i == ga:
                v = xj
            elif j == gb:
                v = xi
            elif same and i == j:
                v = max(xi + (1.0 - 1.0 / ci) / 2.0, 2.0 - 1.0 / ci)
            else:
                v = max(xi, xj, 3.0 - 1.0 / min(ci, cj), (xi + xj + 1.0) / 2.0)
            tot += ci * cj * v
    return tot / n


@numba.njit(cache=True)
def guess_bounds(R, cols, starts, mult, green, n_codes, last, disjoint):  # pragma: no cover - compiled
    """Return per-guess lower bounds of the expected further score after each guess (the guess's turn included).

    R is (guesses, union) feedback codes; the position's boards form groups of
    equal candidate sets, mult[g] boards in group g, whose candidates are the
    union columns cols[starts[g]:starts[g + 1]] (each group scanned once). Per
    board, a non-green class of c candidates needs at least 2c - 1 guesses in
    total (Selby's bound), so E_b >= sum (2c - 1) / m_b. `last`: 1 + max(max_b
    E_b, the expected number of groups left if `disjoint`); `total`: k + max(sum_b
    E_b, the expected k'(k' + 1)/2 over the k' groups left if `disjoint`); `last`:
    at least `_pair_after` of any two boards of one group or (if `disjoint`) of two
    groups. Also returns the sum of squared class sizes over the boards (an
    ordering key) and whether the guess changes nothing (no board split, nothing
    solved).
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
        s2[t] = sq
        useless[t] = nothing
        mean, var = 0.0, 0.0
        for g in range(n_groups):
            mean += 1.0 - solved[g]
            var += solved[g] * (1.0 - solved[g])
        if last:
            lb = 0.0
            for g in range(n_groups):
                lb = max(lb, E[g])
            if disjoint:
                lb = max(lb, mean)
            for g in range(n_groups):
                n_cls[g], green_at[g] = _class_sizes(R, t, cols, starts[g], starts[g + 1], cnt, green, sizes[g])
            for g in range(n_groups):  # any two boards: the last is solved no earlier than the last of those two
                if mult[g] > 1:
                    lb = max(lb, _pair_after(sizes[g], n_cls[g], green_at[g], sizes[g], n_cls[g], green_at[g], True))
                if disjoint:
                    for h in range(g + 1, n_groups):
                        lb = max(lb, _pair_after(sizes[g], n_cls[g], green_at[g], sizes[h], n_cls[h], green_at[h],
                                                 False))
            out[t] = 1.0 + lb
        else:
            lb = 0.0
            for g in range(n_groups):
                lb += mult[g] * E[g]
            if disjoint:
                lb = max(lb, (var + mean * mean + mean) / 2.0)
            out[t] = k + lb
    return out, s2, useless
