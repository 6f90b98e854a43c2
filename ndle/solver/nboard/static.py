"""Guesses' static `last` bounds in one compiled call: a position's boards split by each guess, with no Python
object per class or child.

`NBoardSolver.after_bound` of a guess is its cost plus every child's static
bound (`ndle.solver.nboard.bounds.position_bound`). `static_bounds` computes
it for many guesses of one position at once: each board (boards with equal
candidate sets once) is split by the guess's feedback, equal classes of
different boards get one id (an answer-keyed hash, then the members compared),
each class's one-board optimum comes from the one-board search's cache
(a class not there yet is solved by `NBoardSolver.f1` in between), classes of different boards are marked where
they share an answer, and `ndle.solver.nboard.fast.after_bound_last` sums the
children's bounds. The search uses it to give up a guess before building its
children in Python, which is where most guesses end.
"""

from __future__ import annotations

import math

import numba
import numpy as np

from ndle.solver.one.memo import lookup
from ndle.solver.nboard.fast import after_bound_last

UNLIMITED = 64  # guesses left handed to the one-board search: never binding for the sets valued here
NOTHING, GENERAL, MISSING = -1, -2, -3  # a guess that changes nothing; a child needing the general path;
# a class whose one-board optimum is not in the one-board cache yet


@numba.njit(cache=True)
def _layout(boards, bstart, owner):  # pragma: no cover - compiled
    """Return each board's first board with the same set, and which boards (each the first of its set) share an
    answer (`owner` left at -1)."""
    n = bstart.size - 1
    first_of = np.arange(n)
    for b in range(1, n):
        lo, hi = bstart[b], bstart[b + 1]
        if bstart[b] - bstart[b - 1] == hi - lo and (boards[bstart[b - 1]:bstart[b]] == boards[lo:hi]).all():
            first_of[b] = first_of[b - 1]
    meets = np.zeros((n, n), np.bool_)
    for b in range(n):
        if first_of[b] != b:
            continue
        owner[boards[bstart[b]:bstart[b + 1]]] = b
        for c in range(b + 1, n):
            if first_of[c] == c:
                for j in range(bstart[c], bstart[c + 1]):
                    if owner[boards[j]] == b:
                        meets[b, c] = meets[c, b] = True
                        break
        owner[boards[bstart[b]:bstart[b + 1]]] = -1
    return first_of, meets


@numba.njit(cache=True)
def _one_guess(ctx1, boards, bstart, layout, g, n_codes, scratch, cheap, loose, base=0,
               stop=1 << 62):  # pragma: no cover - compiled
    """Return (N + the sum of guess g's children's static bounds, or NOTHING, GENERAL or MISSING; the missing
    classes; whether a missing class counted Selby's 2m - 1 instead, when `cheap`; whether a clean chance took
    its cap instead of its value, when `loose`; `base` and `stop`: `after_bound_last`'s, less N)."""
    M, z = ctx1.matrix, ctx1.answer_keys
    green = n_codes - 1
    n = bstart.size - 1
    owner, cnt, fill, code_cls, seen = scratch
    options = np.empty(boards.size + n, np.int64)
    starts = np.zeros(n + 1, np.int64)
    members = np.empty(boards.size, np.int32)
    mstart = np.zeros(boards.size + 1, np.int64)
    chash = np.empty(boards.size, np.int64)
    cls_of = np.empty(boards.size, np.int64)  # each board entry's class id (-1 green)
    G = 0
    useless = True
    N = np.int64(1)
    first_of, meets = layout
    for b in range(n):
        lo, hi = bstart[b], bstart[b + 1]
        N *= hi - lo
        o0 = starts[b]
        if first_of[b] != b:  # the same set as an earlier board: the same classes
            f = first_of[b]
            k = starts[f + 1] - starts[f]
            options[o0:o0 + k] = options[starts[f]:starts[f] + k]
            starts[b + 1] = o0 + k
            if not (k == 1 and options[o0] >= 0):
                useless = False
            continue
        k = 0
        for j in range(lo, hi):  # counting sort by feedback (stable: each class stays sorted)
            c = M[g, boards[j]]
            if cnt[c] == 0:
                seen[k] = c
                k += 1
            cnt[c] += 1
        cursor = mstart[G]
        g0 = G if meets[:b, b].any() else 0  # where an equal class can be: earlier boards sharing an answer
        for t in range(k):
            fill[seen[t]] = cursor
            cursor += cnt[seen[t]]
        for j in range(lo, hi):
            c = M[g, boards[j]]
            members[fill[c]] = boards[j]
            fill[c] += 1
        for t in range(k):  # each class: green, equal to an earlier one, or new (moved down into place)
            c = seen[t]
            m = cnt[c]
            at = fill[c] - m
            cid = -1
            if c != green:
                h = np.int64(0)
                for i in range(at, at + m):
                    h += z[members[i]]
                for e in range(g0):
                    if chash[e] == h and mstart[e + 1] - mstart[e] == m:
                        eq = True
                        for i in range(m):
                            if members[mstart[e] + i] != members[at + i]:
                                eq = False
                                break
                        if eq:
                            cid = e
                            break
                if cid < 0:
                    cid = G
                    w = mstart[G]
                    for i in range(m):  # w <= at: copying upwards is safe
                        members[w + i] = members[at + i]
                    chash[G] = h
                    mstart[G + 1] = w + m
                    G += 1
            code_cls[c] = cid
            options[o0 + t] = cid
        starts[b + 1] = o0 + k
        for j in range(lo, hi):  # each entry's class id, for the overlaps
            cls_of[j] = code_cls[M[g, boards[j]]]
        for t in range(k):
            cnt[seen[t]] = 0
        if not (k == 1 and options[o0] >= 0):
            useless = False
    if useless:
        return np.int64(NOTHING), np.empty(0, np.int32), False, False
    f1 = np.empty(G, np.int64)
    n_miss = 0
    partial = False
    for e in range(G):  # one-board optima from the one-board search's cache; the missing ones go back to Python
        m = mstart[e + 1] - mstart[e]
        f1[e] = 2 * m - 1
        if m > 2:
            i = lookup(ctx1, members[mstart[e]:mstart[e + 1]], np.int64(UNLIMITED), np.int64(0), np.int64(0))
            if i >= 0 and ctx1.exact[i]:
                f1[e] = ctx1.values[i]
            elif cheap:
                partial = True
            else:
                f1[e] = -1
                n_miss += 1 + m
    if n_miss:
        miss = np.empty(n_miss, np.int32)
        q = 0
        for e in range(G):
            if f1[e] < 0:
                m = mstart[e + 1] - mstart[e]
                miss[q] = m
                miss[q + 1:q + 1 + m] = members[mstart[e]:mstart[e + 1]]
                q += 1 + m
        return np.int64(MISSING), miss, False, False
    overlap = np.zeros((G, G), np.bool_)
    for b in range(n):  # classes of different sets that share an answer
        if first_of[b] != b or not meets[b, b + 1:].any():
            continue
        for j in range(bstart[b], bstart[b + 1]):
            owner[boards[j]] = cls_of[j]
        for c in range(b + 1, n):
            if not meets[b, c]:  # (only first boards meet)
                continue
            for j in range(bstart[c], bstart[c + 1]):
                e, f = owner[boards[j]], cls_of[j]
                if e >= 0 and f >= 0:
                    overlap[e, f] = overlap[f, e] = True
        for j in range(bstart[b], bstart[b + 1]):
            owner[boards[j]] = -1
    total, fallback, loosened = after_bound_last(options[:starts[n]], starts, members[:mstart[G]].astype(np.int64),
                                                 mstart[:G + 1], f1, overlap, M, ctx1.answer_guess, n_codes, loose,
                                                 base, stop)
    if fallback:
        return np.int64(GENERAL), np.empty(0, np.int32), False, False
    return N + total, np.empty(0, np.int32), partial, loosened


@numba.njit(cache=True)
def _static_bounds(ctx1, boards, bstart, guesses, n_codes, n_answers, cheap, cut):  # pragma: no cover - compiled
    """Return the guesses' bounds up to the first with a class missing from the one-board cache, those classes
    (each its size, then its members), and which bounds counted 2m - 1 for a missing class (`cheap`: then the
    clean chances take their caps first, and their values only for a bound below `cut`)."""
    scratch = (np.full(n_answers, -1, np.int64), np.zeros(n_codes, np.int64), np.zeros(n_codes, np.int64),
               np.zeros(n_codes, np.int64), np.zeros(n_codes, np.int64))
    out = np.empty(guesses.size, np.int64)
    partial = np.zeros(guesses.size, np.bool_)
    layout = _layout(boards, bstart, scratch[0])
    N = np.int64(1)  # the position's answer tuples (a bound's own part, outside `after_bound_last`'s sum)
    for b in range(bstart.size - 1):
        N *= bstart[b + 1] - bstart[b]
    for i in range(guesses.size):
        v, miss, partial[i], loosened = _one_guess(ctx1, boards, bstart, layout, guesses[i], n_codes, scratch, cheap,
                                                   cheap, np.int64(0), np.int64(1 << 62))  # (typed: compiled once)
        if miss.size:
            return out[:i], miss, partial[:i]
        if loosened and v < cut:  # the exact chances, until the bound reaches the cut
            v, miss, partial[i], _ = _one_guess(ctx1, boards, bstart, layout, guesses[i], n_codes, scratch, cheap,
                                                np.bool_(False), v - N, cut - N)
        out[i] = v
    return out, np.empty(0, np.int32), partial


def cheap_static_bounds(solver, arrays: tuple[np.ndarray, np.ndarray], guesses,
                        cut: int = 1 << 62) -> tuple[np.ndarray, np.ndarray]:
    """Return `static_bounds` with Selby's 2m - 1 for each class whose one-board optimum is not cached yet (a lower
    bound: the search drops a guess whose cheap bound reaches its cut-off without solving those classes), and
    which bounds are such partial ones. A bound at or above `cut` may also take the clean chances' caps
    (`ndle.solver.nboard.fast.after_bound_last`'s `loose`) instead of their values."""
    out, _, partial = _static_bounds(solver.one.context, *arrays, np.asarray(guesses, dtype=np.int64), solver.n_codes,
                                     solver.matrix.shape[1], True, cut)
    return out, partial


def static_bounds(solver, arrays: tuple[np.ndarray, np.ndarray], guesses) -> np.ndarray:
    """Return each guess's `NBoardSolver.after_bound` for the `last` objective, or NOTHING (it changes nothing)
    or GENERAL (a child of more than four disjoint sets, or a class the one-board cache cannot hold: take the
    general path).

    Parameters
    ----------
    solver : NBoardSolver
        The solver (its one-board search's cache gives the classes' optima; missing ones are solved first).
    arrays : tuple of numpy.ndarray
        The position's boards from `board_arrays` (sorted candidate ids end to end, equal sets adjacent).
    guesses : array_like of int
        The guesses.

    Returns
    -------
    numpy.ndarray
        One int64 per guess.
    """
    guesses = np.asarray(guesses, dtype=np.int64)
    ctx1 = solver.one.context
    out = []
    while guesses.size:
        got, miss, _ = _static_bounds(ctx1, *arrays, guesses, solver.n_codes, solver.matrix.shape[1], False, 0)
        out.append(got)
        guesses = guesses[got.size:]
        if miss.size:  # solve the missing classes on one board, then go on from that guess
            q, stuck = 0, True
            while q < miss.size:
                m = int(miss[q])
                H = tuple(miss[q + 1:q + 1 + m].tolist())
                solver.f1(H)
                stuck = stuck and lookup(ctx1, np.asarray(H, dtype=np.int32), UNLIMITED, 0, 0) < 0
                q += 1 + m
            if stuck:  # the one-board cache is full: this guess takes the general path
                out.append(np.array([GENERAL], dtype=np.int64))
                guesses = guesses[1:]
    return np.concatenate(out) if out else np.empty(0, np.int64)

def board_arrays(pos) -> tuple[np.ndarray, np.ndarray]:
    """Return a position's boards for `static_bounds`: their candidate ids end to end and where each starts."""
    sizes = [len(b) for b in pos]
    boards = np.fromiter((a for b in pos for a in b), dtype=np.int32, count=sum(sizes))
    return boards, np.cumsum([0, *sizes]).astype(np.int64)


def fits(pos) -> bool:
    """Return whether a position's bounds stay far inside int64 (else the general path, in Python integers)."""
    return math.prod(len(b) for b in pos) < 1 << 52
