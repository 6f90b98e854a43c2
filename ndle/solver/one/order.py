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

`opener_order` is the other order: first guesses by a quick score of their
first split, the order the sweeps and the opener shortlist try them in.
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named
from ndle.solver.one import kernels as K
from ndle.solver.one.splits import LANES, member_bad, split_next
from ndle.words import WordList


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


@numba.njit(cache=True)
def selby_choice(ctx, H, T, order, th1, th2, d, turn, value, width, hard):  # pragma: no cover - compiled
    """Return Selby's guess at a node (answers H, allowed T, `order` = T in his word order, d guesses left,
    `turn` guesses made) whose optimum is `value`; -1 if none attains it."""
    M, ag, npat = ctx.matrix, ctx.answer_guess, ctx.npat
    n = H.size
    if n <= 2:
        return np.int64(ag[H[0]])
    cnt = np.zeros(npat, np.int64)
    single, pair = -1, -1
    for a in H:
        bad = member_bad(M, ag[a], H, cnt)
        if bad == 0 and single < 0:
            single = ag[a]
        elif bad == 1:
            pair = ag[a]
    if single >= 0 and value == 2 * n - 1:
        return np.int64(single)
    nT = order.size
    keys = np.empty(nT, np.int64)
    lbs = np.empty(nT, np.int64)
    last_two = -1
    cnt8, out = np.zeros((LANES, npat), np.int64), np.empty((4, LANES), np.int64)
    i0 = 0
    while i0 < nT:
        lanes = split_next(ctx.transposed, H, order, i0, cnt8, cnt, out)
        for j in range(lanes):
            i, k, s2, green, upto2 = i0 + j, out[0, j], out[1, j], out[2, j], out[3, j]
            if green == 0 and s2 == n and value == 2 * n:
                return np.int64(order[i])  # the first non-member splitting H into singletons
            lb = 3 * n - k - green
            if lb == 2 * n + 1 and upto2:
                last_two = i
            lbs[i] = lb
            keys[i] = ((2 * s2 + n * lb) << 32) | i  # i in Selby's order: position breaks ties
        i0 += lanes
    if pair >= 0 and d >= 3 and value == 2 * n:
        return np.int64(pair)
    if last_two >= 0 and d >= 3 and value == 2 * n + 1:
        return np.int64(order[last_two])
    if turn > 2 and introselect_last(keys):
        tried = keys  # in the order nth_element leaves
    else:  # sorted: only guesses whose bound allows the optimum are tried, so sort just those
        tried = np.sort(keys[lbs[keys & 0xFFFFFFFF] <= value])
    for key in tried:
        i = key & 0xFFFFFFFF
        if lbs[i] > value:
            continue
        t = np.int64(order[i])
        if K.solve(ctx, H, T, th1, th2, d, value + 1, width, hard, t)[0] == value:
            return t
    return np.int64(-1)


def _split_scores(block: np.ndarray, npat: int) -> tuple[np.ndarray, np.ndarray]:
    """Return each row's (sum of squared part sizes, parts + 1 if one part is all green): counted per code for
    small code spaces, else as runs of the sorted row."""
    green = npat - 1
    if npat <= 729:
        codes = block.astype(np.int64) + np.arange(len(block))[:, None] * npat
        counts = np.bincount(codes.ravel(), minlength=len(block) * npat).reshape(-1, npat)
        return (counts**2).sum(axis=1), (counts > 0).sum(axis=1) + (counts[:, green] > 0)
    block = np.sort(block, axis=1)
    new = np.ones(block.shape, bool)
    new[:, 1:] = block[:, 1:] != block[:, :-1]
    first = np.flatnonzero(new)
    sizes = np.diff(np.append(first, block.size))
    s2 = np.bincount(first // block.shape[1], weights=sizes.astype(np.float64)**2, minlength=len(block))
    return s2.astype(np.int64), new.sum(axis=1) + (block[:, -1] == green)


def opener_order(words: WordList, feedback: str = "exact") -> np.ndarray:
    """Return guess ids ordered by a quick score of the first split: the sum of squared part sizes, then parts."""
    rule = rule_named(feedback)
    M, npat = matrix_for(words, rule.name), rule.n_patterns(words.length)
    G = M.shape[0]
    s2, k = np.empty(G, np.int64), np.empty(G, np.int64)
    for start in range(0, G, 1024):
        s2[start:start + 1024], k[start:start + 1024] = _split_scores(np.asarray(M[start:start + 1024]), npat)
    return np.lexsort((np.arange(G), -k, s2))
