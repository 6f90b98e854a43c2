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
* both: the waste bounds of `ndle.solver.nboard.waste` over those k boards;
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
    `clean` is `ndle.solver.nboard.waste`'s Q (`last`) or J (`total`) of one board per group, if disjoint."""
    N = math.prod(sizes)
    x = [f / m for f, m in zip(f1s, sizes)]  # expected turns each board needs at least
    return max(ceil_bound(expected_bound(objective, x, group, disjoint, clean, sizes) * N), 0)


def expected_bound(objective: str, x, group, disjoint: bool, clean: float | None = None, sizes=None) -> float:
    """Return a lower bound of the expected score of boards each needing at least `x[b]` expected turns alone.

    Parameters
    ----------
    objective : str
        ``"last"`` or ``"total"``.
    x : list of float
        Each board's least expected solve turn on its own (its one-board optimum).
    group : list of int
        Each board's group: boards on equal candidate sets share one.
    disjoint : bool
        Whether the groups' candidate sets are pairwise disjoint (then solved on distinct turns).
    clean : float, optional
        `ndle.solver.nboard.waste`'s Q (`last`) or J (`total`) of one board per group, if disjoint.
    sizes : list of int, optional
        The boards' candidate counts when every answer is equally likely (the spread of coinciding answers);
        None under other answer weights.

    Returns
    -------
    float
        The bound (see the module docstring).
    """
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
            if sizes is not None and k < len(sizes) <= SPREAD_BOARDS:  # some boards share a set: answers may coincide
                gsize = np.zeros(k, np.int64)
                gsize[group] = sizes
                eg, ed = spread(np.bincount(group, minlength=k).astype(np.int64), gsize)
                lb = max(lb, ed, (sum(x) + eg) / len(x))
        return lb
    lb = sum(x)
    if disjoint:
        best = {}
        for g, v in zip(group, x):
            best[g] = max(best.get(g, 0.0), v)
        k = len(best)
        lb = max(lb, sum(x) - sum(best.values()) + k * (k + 1) / 2 + (k - clean if clean is not None else 0))
    return lb
