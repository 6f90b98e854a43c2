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
* both: the waste bounds of `ndle.solver.nboard_waste` over those k boards.

Bounds in floating point are lowered by a relative 1e-9 before rounding up,
so a rounded bound never exceeds the true integer value.
"""

from __future__ import annotations

import math

import numba
import numpy as np

OBJECTIVES = ("last", "total")
_SLACK = 1e-9


def ceil_bound(x: float) -> int:
    """Return the least integer >= x less a relative margin (a safe integer lower bound of an integer above x)."""
    return math.ceil(x - _SLACK * max(1.0, abs(x)))


def ceil_bounds(x: np.ndarray) -> np.ndarray:
    """Return `ceil_bound` of every entry of a float array as int64 (the same integers, vectorised)."""
    return np.ceil(x - _SLACK * np.maximum(1.0, np.abs(x))).astype(np.int64)


def groups_of(pos) -> tuple[list[int], bool]:
    """Return (one group id per board: equal candidate sets share one, whether different groups are disjoint)."""
    ids: dict[tuple, int] = {}
    group = [ids.setdefault(b, len(ids)) for b in pos]
    reps = list(ids)
    disjoint = sum(map(len, reps)) == len(set().union(*reps)) if reps else True
    return group, disjoint


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
def guess_bounds(R, cols, starts, group, n_groups, green, n_codes, last, disjoint):  # pragma: no cover - compiled
    """Return per-guess lower bounds of the expected further score after each guess (the guess's turn included).

    R is (guesses, union) feedback codes; board b's candidates are the union
    columns cols[starts[b]:starts[b + 1]]. Per board, a non-green class of c
    candidates needs at least 2c - 1 guesses in total (Selby's bound), so
    E_b >= sum (2c - 1) / m_b. `last`: 1 + max(max_b E_b, the expected number
    of groups left if `disjoint`); `total`: k + max(sum_b E_b, the expected
    k'(k' + 1)/2 over the k' groups left if `disjoint`). Also returns the sum
    of squared class sizes (an ordering key) and whether the guess changes
    nothing (no board split, nothing solved).
    """
    G = R.shape[0]
    k = starts.size - 1
    out = np.empty(G, np.float64)
    s2 = np.empty(G, np.int64)
    useless = np.empty(G, np.bool_)
    cnt = np.zeros(n_codes, np.int64)
    E = np.empty(k, np.float64)
    q = np.empty(k, np.float64)
    solved = np.empty(n_groups, np.float64)
    for t in range(G):
        sq = 0
        nothing = True
        for b in range(k):
            m = starts[b + 1] - starts[b]
            classes = 0
            for j in range(starts[b], starts[b + 1]):
                c = R[t, cols[j]]
                if cnt[c] == 0:
                    classes += 1
                cnt[c] += 1
            gr = cnt[green]
            for j in range(starts[b], starts[b + 1]):
                c = R[t, cols[j]]
                sq += 2 * cnt[c] - 1  # sums to the squares of the class sizes
                cnt[c] -= 1
            if classes > 1 or gr > 0:
                nothing = False
            nongreen = classes - (1 if gr > 0 else 0)
            E[b] = (2.0 * (m - gr) - nongreen) / m
            q[b] = gr / m
        s2[t] = sq
        useless[t] = nothing
        solved[:] = 1.0
        for b in range(k):
            solved[group[b]] *= q[b]
        mean, var = 0.0, 0.0
        for g in range(n_groups):
            mean += 1.0 - solved[g]
            var += solved[g] * (1.0 - solved[g])
        if last:
            lb = 0.0
            for b in range(k):
                lb = max(lb, E[b])
            if disjoint:
                lb = max(lb, mean)
            out[t] = 1.0 + lb
        else:
            lb = 0.0
            for b in range(k):
                lb += E[b]
            if disjoint:
                lb = max(lb, (var + mean * mean + mean) / 2.0)
            out[t] = k + lb
    return out, s2, useless
