"""A lower bound of the least total of a whole code space in consistent play, without search. Measurement script.

Every first guess of a code space under Mastermind's rule is one of a few classes (the shape of its colours: 11111,
11112, ... 12345 for 5 pegs), so the least total over every first guess is the least over one code a class. After a
first guess g, each of its parts P (the codes answering g alike) costs f(P), the least total of guesses from there,
and in consistent play the next guess t is a code of P:

    f(P) >= |P| + min over t in P of  sum over t's parts Q of P but the solved one  F(|Q|)

with F the capacity floor (`ndle.solver.one.bounds.tree_floor`: a guess solves at most one code and splits the rest
into at most C parts, so at most 1, 1 + C, 1 + C + C^2, ... codes are found within 1, 2, 3, ... guesses). The
bound is n + the sum over g's parts of their bounds, the least over the classes. An upper bound is any consistent
strategy's total over every code (`ndle benchmark ... --consistent --strategy NAME`).

    nice -n 10 python experiments/consistent/bounds.py --code-length 5 --symbols 12345678 [--deeper]

With ``--deeper`` each Q's F(|Q|) is replaced by the larger of it and Q's own bound above (one guess further).
"""

from __future__ import annotations

import argparse
import itertools
import time

import numba
import numpy as np

import ndle
from ndle.patterns.cache import matrix_for
from ndle.solver.one.bounds import tree_floor


@numba.njit(cache=True)
def part_bound(M, P, F, win, npat):  # pragma: no cover - compiled
    """Return |P| + the least over t in P of the sum of F over t's parts of P but the solved one (2|P| - 1 if
    |P| <= 2)."""
    m = P.size
    if m <= 2:
        return 2 * m - 1
    cnt = np.zeros(npat, np.int64)
    best = np.int64(1) << 40
    for t in P:
        cnt[:] = 0
        for h in P:
            cnt[M[t, h]] += 1
        s = 0
        for q in range(npat):
            if q != win:
                s += F[cnt[q]]
        best = min(best, s)
    return m + best


@numba.njit(cache=True)
def deeper_bound(M, P, F, win, npat):  # pragma: no cover - compiled
    """Return |P| + the least over t in P of the sum over t's parts Q of P but the solved one of the larger of
    F(|Q|) and `part_bound(Q)`: one guess further; the t are tried by their one-level sum, cut at the best."""
    m = P.size
    if m <= 2:
        return 2 * m - 1
    cnt = np.zeros(npat, np.int64)
    first = np.empty(m, np.int64)
    for i in range(m):
        cnt[:] = 0
        for h in P:
            cnt[M[P[i], h]] += 1
        s = 0
        for q in range(npat):
            if q != win:
                s += F[cnt[q]]
        first[i] = s
    best = np.int64(1) << 40
    start = np.zeros(npat + 1, np.int64)
    grouped = np.empty(m, np.int32)
    for i in np.argsort(first):
        if first[i] >= best:
            break
        t = P[i]
        cnt[:] = 0
        for h in P:
            cnt[M[t, h]] += 1
        start[0] = 0
        for q in range(npat):
            start[q + 1] = start[q] + cnt[q]
        fill = start[:npat].copy()
        for h in P:
            c = M[t, h]
            grouped[fill[c]] = h
            fill[c] += 1
        s = 0
        for q in range(npat):
            if q == win or cnt[q] == 0:
                continue
            Q = grouped[start[q]:start[q + 1]].copy()
            s += max(F[cnt[q]], part_bound(M, Q, F, win, npat))
            if s >= best:
                break
        best = min(best, s)
    return m + best


def shapes(length: int, symbols: str) -> list[str]:
    """Return one code per class of first guesses: the colours' multiplicities, largest first (11112, 11122, ...)."""
    out = []
    for k in range(1, min(length, len(symbols)) + 1):
        for parts in itertools.combinations_with_replacement(range(length, 0, -1), k):
            if sum(parts) == length and list(parts) == sorted(parts, reverse=True):
                out.append("".join(symbols[i] * c for i, c in enumerate(parts)))
    return sorted(set(out))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--code-length", type=int, default=5)
    p.add_argument("--symbols", default="12345678")
    p.add_argument("--feedback", default="mastermind")
    p.add_argument("--deeper", action="store_true", help="one guess further in every part (slower, higher)")
    a = p.parse_args()
    game = ndle.as_game(code_length=a.code_length, symbols=a.symbols, feedback=a.feedback, consistent=True)
    words = game.words
    M = np.asarray(matrix_for(words, a.feedback))
    n = len(words.answers)
    win, npat = int(M[0, 0]), int(M.max()) + 1  # the feedback of a code against itself; how many there are
    cpu = time.process_time()
    F = np.empty(n + 1, np.int64)
    openers = shapes(a.code_length, a.symbols)
    rows = {g: np.asarray(M[words.guess_id(g)]) for g in openers}
    k = max(int(np.unique(r).size) for r in rows.values())  # most parts a guess makes (a first guess of each class)
    tree_floor(F, k, k - 1)
    print(f"{words.name}: {n:,} codes, {len(openers)} first-guess classes, at most {k} parts a guess; capacity "
          f"floor alone {F[n]:,} ({F[n] / n:.4f})", flush=True)
    one = {g: n + sum(int(part_bound(M, np.flatnonzero(rows[g] == q).astype(np.int32), F, win, npat))
                      for q in np.unique(rows[g]) if q != win) for g in openers}
    for g in openers:
        print(f"after {g}: at least {one[g]:,} ({one[g] / n:.4f})", flush=True)
    best_g = min(one, key=one.get)
    print(f"consistent play, any first guess: at least {one[best_g]:,} ({one[best_g] / n:.4f}), least after "
          f"{best_g} ({time.process_time() - cpu:.1f} processor s)", flush=True)
    if not a.deeper:
        return
    # one guess further: the classes in the order of their bound above; a class whose sum (the parts done one guess
    # further, the rest as above) reaches the least found so far cannot be the least, and is left there
    best, best_g = 1 << 60, ""
    for g in sorted(openers, key=one.get):
        if one[g] >= best:
            print(f"after {g}: at least {one[g]:,} already, not below {best:,}", flush=True)
            continue
        parts = [np.flatnonzero(rows[g] == q).astype(np.int32) for q in np.unique(rows[g]) if q != win]
        parts.sort(key=len)
        total = one[g]
        for P in parts:
            total += int(deeper_bound(M, P, F, win, npat)) - int(part_bound(M, P, F, win, npat))
            if total >= best:
                break
        cut = total >= best
        if not cut:
            best, best_g = total, g
        print(f"after {g}, one guess further: at least {total:,}{' (cut: its other parts not searched)' if cut else ''}"
              f" ({time.process_time() - cpu:.1f} processor s)", flush=True)
    print(f"consistent play, any first guess, one guess further: at least {best:,} ({best / n:.4f}), least after "
          f"{best_g}")


if __name__ == "__main__":
    main()
