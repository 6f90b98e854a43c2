"""How guesses split an answer set (compiled): member checks, per-guess statistics, and the search's scan.

The scan over every allowed guess is the exact search's inner loop. It reads
the transposed pattern matrix (answers x guesses), so consecutive guesses share
the cache lines of H's rows, and counts `LANES` guesses at a time, each in its
own row of counts, so the processor overlaps their independent updates.
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.patterns.matrix import frozen
from ndle.solver.one.memo import C_SCANS, INF

LANES = 8  # guesses counted together by `split_block`
DENSE_LENGTH = 7  # up to this word length the kernels index zip codes directly; longer words' codes are renumbered


@numba.njit(cache=True, inline="always")
def member_bad(M, t, H, cnt):  # pragma: no cover - compiled
    """Return how many answers of H show guess t the pattern of an earlier one (0: t splits H into singletons).

    `cnt` is a zeroed scratch array of npat counts, left zeroed.
    """
    bad = 0
    for h in H:
        p = M[t, h]
        cnt[p] += 1
        if cnt[p] >= 2:
            bad += 1
    for h in H:
        cnt[M[t, h]] = 0
    return bad


@numba.njit(cache=True, inline="always")
def split_stats(MT, t, H, cnt):  # pragma: no cover - compiled
    """Return (parts incl. green, sum of squared part sizes, answers solved, every part <= 2) of H under guess t.

    MT is the matrix transposed (answers x guesses): a scan over consecutive guesses reads few cache lines.
    `cnt` is a zeroed scratch array of npat counts (all green the last), left zeroed.
    """
    k = 0
    s2 = 0
    upto2 = True
    for h in H:
        p = MT[h, t]
        c = cnt[p]
        if c == 0:
            k += 1
        elif c >= 2:
            upto2 = False
        s2 += 2 * c + 1
        cnt[p] = c + 1
    green = cnt[cnt.size - 1]
    for h in H:
        cnt[MT[h, t]] = 0
    return k, s2, green, upto2


@numba.njit(cache=True)
def _member_split(M, ag, H, npat):  # pragma: no cover - compiled
    """Return (the first member of H splitting it into singletons, the first leaving one pair), -1 for none."""
    cnt = np.zeros(npat, np.int64)
    pair = -1
    for a in H:
        t = ag[a]
        bad = member_bad(M, t, H, cnt)
        if bad == 0:
            return np.int64(t), np.int64(pair)
        if bad == 1 and pair < 0:
            pair = t
    return np.int64(-1), np.int64(pair)


@numba.njit(cache=True)
def member_bound(M, ag, H, d, npat):  # pragma: no cover - compiled
    """Return (lower bound of f(H), whether exact) from H's own members: 2n - 1, 2n, or at least 2n."""
    n = H.size
    single, pair = _member_split(M, ag, H, npat)
    if single >= 0:
        return np.int64(2 * n - 1), True
    return np.int64(2 * n), pair >= 0 and d >= 3


@numba.njit(cache=True, inline="always")
def split_block(MT, H, T, i0, cnt, out):  # pragma: no cover - compiled
    """Fill out[0..3, j] with `split_stats` of guess T[i0 + j] for j < LANES (every part <= 2 as 0 or 1).

    `cnt` is a zeroed (LANES, npat) scratch array, left zeroed.
    """
    green = cnt.shape[1] - 1
    for j in range(LANES):
        out[0, j], out[1, j], out[3, j] = 0, 0, 0
    for h in H:
        for j in range(LANES):
            p = MT[h, T[i0 + j]]
            c = cnt[j, p]
            out[0, j] += c == 0
            out[1, j] += 2 * c + 1
            out[3, j] = max(out[3, j], c)
            cnt[j, p] = c + 1
    for j in range(LANES):
        out[2, j] = cnt[j, green]
        out[3, j] = out[3, j] < 2
    for h in H:
        for j in range(LANES):
            cnt[j, MT[h, T[i0 + j]]] = 0


@numba.njit(cache=True, inline="always")
def split_next(MT, H, T, i, cnt, cnt1, out):  # pragma: no cover - compiled
    """Fill `out` with the statistics of T[i:] (LANES guesses, or the last one alone); return how many."""
    if i + LANES <= T.size:
        split_block(MT, H, T, i, cnt, out)
        return LANES
    k, s2, green, upto2 = split_stats(MT, T[i], H, cnt1)
    out[0, 0], out[1, 0], out[2, 0], out[3, 0] = k, s2, green, upto2
    return 1


@numba.njit(cache=True)
def scan(ctx, H, T, d, beta, width):  # pragma: no cover - compiled
    """Return (closed-form value or -1, its guess, candidates, their sort keys, their bounds, least bound,
    the most parts any guess of T splits H into, the most parts other than the solved one (-1: not scanned))."""
    M, ag, npat, MT = ctx.matrix, ctx.answer_guess, ctx.npat, ctx.transposed
    n = H.size
    empty = np.empty(0, np.int64)
    single, pair = _member_split(M, ag, H, npat)  # members first: 2n - 1 or 2n closed forms
    most = np.int64(npat)
    if single >= 0:
        return np.int64(2 * n - 1), single, empty, empty, empty, INF, most, np.int64(-1)
    if pair >= 0 and d >= 3:
        return np.int64(2 * n), pair, empty, empty, empty, INF, most, np.int64(-1)
    if 2 * n >= beta:
        return np.int64(-1), np.int64(-1), empty, empty, empty, np.int64(2 * n), most, np.int64(-1)
    ctx.counters[C_SCANS] += 1
    nT = T.size
    cand = np.empty(nT, np.int64)
    keys = np.empty(nT, np.int64)
    lbs = np.empty(nT, np.int64)
    m = 0
    min_lb = INF
    good = -1
    cnt, cnt1, out = np.zeros((LANES, npat), np.int64), np.zeros(npat, np.int64), np.empty((4, LANES), np.int64)
    most, spread = 1, 1
    i = 0
    while i < nT:
        lanes = split_next(MT, H, T, i, cnt, cnt1, out)
        for j in range(lanes):
            t, k, s2, green, upto2 = T[i + j], out[0, j], out[1, j], out[2, j], out[3, j]
            most = max(most, k)
            spread = max(spread, k - (green > 0))
            if k == 1 and green == 0:
                continue  # tells nothing
            if k == n and green == 0:
                return np.int64(2 * n), np.int64(t), empty, empty, empty, INF, np.int64(n), np.int64(-1)
            if d == 2:
                continue
            lb = 3 * n - k - green
            if lb == 2 * n + 1 and upto2 and good < 0:
                good = t
            min_lb = min(min_lb, lb)
            cand[m], keys[m], lbs[m] = t, (s2 * 4 + lb) if width == 0 else (2 * s2 + n * lb), lb
            m += 1
        i += lanes
    if d == 2:
        return INF, np.int64(-1), empty, empty, empty, INF, np.int64(most), np.int64(spread)
    if good >= 0:
        return np.int64(2 * n + 1), np.int64(good), empty, empty, empty, INF, np.int64(most), np.int64(spread)
    return np.int64(-1), np.int64(-1), cand[:m], keys[:m], lbs[:m], min_lb, np.int64(most), np.int64(spread)


@numba.njit(cache=True)
def transposed(M):  # pragma: no cover - compiled
    """Return M's transpose as a new C-ordered array, copied in 64 x 64 tiles (numpy's strided copy is slower)."""
    rows, cols = M.shape
    out = np.empty((cols, rows), M.dtype)
    for r0 in range(0, rows, 64):
        for c0 in range(0, cols, 64):
            for r in range(r0, min(r0 + 64, rows)):
                for c in range(c0, min(c0 + 64, cols)):
                    out[c, r] = M[r, c]
    return out


def kernel_codes(matrix: np.ndarray, n_codes: int) -> tuple[np.ndarray, np.ndarray]:
    """Return (the matrix the kernels read, each of its codes' feedback code): the matrix itself up to
    3**DENSE_LENGTH codes, else its distinct codes renumbered 0, 1, ... in order (solved stays the largest);
    read-only.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix, guesses by answers.
    n_codes : int
        The rule's number of feedback codes for the word length.

    Returns
    -------
    tuple of numpy.ndarray
        The matrix the kernels read and each of its codes' feedback code.
    """
    if n_codes <= 3**DENSE_LENGTH:
        return frozen(np.ascontiguousarray(matrix)), np.arange(n_codes, dtype=np.int64)
    codes, dense = renumbered(matrix)
    return frozen(dense), codes


def renumbered(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return a matrix's distinct codes, sorted, and the matrix with each code replaced by its rank among them
    (`numpy.unique` with `return_inverse`, by a table over the codes a block of rows at a time: the 8-letter
    list's matrix takes a second and its own size again, where sorting it took minutes and 4.6 GB).

    Parameters
    ----------
    matrix : numpy.ndarray
        A pattern matrix of non-negative codes, guesses by answers.

    Returns
    -------
    codes : numpy.ndarray
        The distinct codes, ascending (int64).
    dense : numpy.ndarray
        The ranks, the matrix's shape, uint16 when there are at most 65,536 codes, else uint32.
    """
    m = np.asarray(matrix)
    top = int(m.max()) + 1 if m.size else 1
    step = max(1, (1 << 22) // max(m.shape[1], 1))  # rows a block: a few million entries
    seen = np.zeros(top, dtype=bool)
    for i in range(0, m.shape[0], step):
        seen[m[i:i + step]] = True
    codes = np.flatnonzero(seen).astype(np.int64)
    dtype = np.uint16 if len(codes) <= 1 << 16 else np.uint32
    rank = np.zeros(top, dtype=dtype)
    rank[codes] = np.arange(len(codes), dtype=dtype)
    dense = np.empty(m.shape, dtype=dtype)
    for i in range(0, m.shape[0], step):
        dense[i:i + step] = rank[m[i:i + step]]
    return codes, dense
