"""Which of several equally good guesses a tree plays: the one Selby's program (wordle.cpp) would print.

Optimal trees are far from unique (SALET = 7,920 has many histograms). To
publish the same trees as Selby, each node's guess is chosen by his rules:
a member of H splitting it into singletons (first one), else a non-member
doing so (first in his word order: answers, then the other guesses, each
alphabetical), else a member leaving one pair (last one), else a guess with
parts of size <= 2 and bound 2n + 1 (last one), else the first
guess in his candidate order whose exact value is the optimum. That order
sorts by 2 sum(c^2) + n (3n - k - green) for the first three guesses and is
otherwise what GNU libstdc++'s std::nth_element leaves (reproduced here).
This reproduces his published SALET tree's histogram (2:78 3:1225 4:971 5:41).
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.solver import kernels as K


@numba.njit(cache=True)
def _scan(M, H, T, npat):  # pragma: no cover - compiled
    """Return per-guess (parts k incl. green, sum of squares, green, all parts <= 2) over T."""
    nT = T.size
    k = np.zeros(nT, np.int64)
    s2 = np.zeros(nT, np.int64)
    green = np.zeros(nT, np.int64)
    upto2 = np.ones(nT, np.bool_)
    cnt = np.zeros(npat, np.int64)
    for i in range(nT):
        k[i], s2[i], green[i], upto2[i] = K.split_stats(M, T[i], H, cnt)
    return k, s2, green, upto2


@numba.njit(cache=True)
def _member_bads(M, ag, H, npat):  # pragma: no cover - compiled
    """Return `member_bad` of each member of H (in H's order)."""
    cnt = np.zeros(npat, np.int64)
    bad = np.empty(H.size, np.int64)
    for i in range(H.size):
        bad[i] = K.member_bad(M, ag[H[i]], H, cnt)
    return bad


@numba.njit(cache=True)
def _less(a, b):  # pragma: no cover - compiled
    return a < b


@numba.njit(cache=True)
def introselect_last(v):  # pragma: no cover - compiled
    """Reorder v in place as GNU libstdc++ std::nth_element(v, v + n - 1, v + n) does; False if it would heap-select."""
    first, last = 0, v.size
    if last == 0:
        return True
    nth = last - 1
    depth = 0
    m = last
    while m > 1:  # std::__lg
        m >>= 1
        depth += 1
    depth *= 2
    while last - first > 3:
        if depth == 0:
            return False
        depth -= 1
        # __move_median_to_first(first, first + 1, mid, last - 1)
        mid = first + (last - first) // 2
        a, b, c = first + 1, mid, last - 1
        if v[a] < v[b]:
            pick = b if v[b] < v[c] else (c if v[a] < v[c] else a)
        elif v[a] < v[c]:
            pick = a
        elif v[b] < v[c]:
            pick = c
        else:
            pick = b
        v[first], v[pick] = v[pick], v[first]
        # __unguarded_partition(first + 1, last, first)
        lo, hi, pivot = first + 1, last, v[first]
        while True:
            while v[lo] < pivot:
                lo += 1
            hi -= 1
            while pivot < v[hi]:
                hi -= 1
            if not lo < hi:
                break
            v[lo], v[hi] = v[hi], v[lo]
            lo += 1
        if lo <= nth:
            first = lo
        else:
            last = lo
    v[first:last] = np.sort(v[first:last])  # insertion sort of distinct keys
    return True


def selby_rank(words) -> np.ndarray:
    """Return each guess's index in Selby's word order (answers first, then the rest, each alphabetical)."""
    rank = np.empty(len(words.guesses), np.int64)
    is_answer = np.zeros(len(words.guesses), bool)
    is_answer[words.answer_guess] = True
    order = np.concatenate([np.flatnonzero(is_answer), np.flatnonzero(~is_answer)])
    rank[order] = np.arange(len(order))
    return rank


def choose(solver, H: np.ndarray, T: np.ndarray, h1: int, h2: int, d: int, turn: int, value: int) -> int:
    """Return Selby's guess at a node (answers H, allowed T, d guesses left, `turn` guesses made) of optimum `value`."""
    M, words = solver.matrix, solver.words
    n = len(H)
    if n <= 2:
        return int(words.answer_guess[H[0]])
    members = words.answer_guess[H]
    bad = _member_bads(M, words.answer_guess, H, solver.npat)
    if (bad == 0).any() and value == 2 * n - 1:
        return int(members[np.argmax(bad == 0)])
    rank = solver.selby_rank
    T = T[np.argsort(rank[T], kind="stable")]
    k, s2, green, upto2 = _scan(M, H, T, solver.npat)
    split = np.flatnonzero((green == 0) & (s2 == n))
    if split.size and value == 2 * n:
        return int(T[split[0]])
    if (bad == 1).any() and d >= 3 and value == 2 * n:
        return int(members[np.flatnonzero(bad == 1)[-1]])
    lb = 3 * n - k - green
    two = np.flatnonzero((lb == 2 * n + 1) & upto2)
    if two.size and d >= 3 and value == 2 * n + 1:
        return int(T[two[-1]])
    keys = ((2 * s2 + n * lb) << 32) | np.arange(len(T))  # T is in Selby's order: position breaks ties
    if turn <= 2 or not introselect_last(keys):
        keys.sort()
    for key in keys:
        i = int(key) & 0xFFFFFFFF
        if lb[i] > value:
            continue
        t = int(T[i])
        v, _ = solver.solve_node(H, T, h1, h2, d, value + 1, only=t)
        if v == value:
            return t
    raise RuntimeError("no guess attains the optimum")  # pragma: no cover - the value came from the same search
