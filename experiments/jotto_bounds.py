"""The bracket of Jotto's least total on a word list: lower bounds over every opener without search.

For each opener g, n + sum over its parts P of a bound of f(P):

* ``root``: the search's own root bound (`ndle.solver.one.bounds.root_bounds`: per part, the least
  3m - k_t - green_t over next guesses, or the capacity floor);
* ``look``: one guess further, |P| + min over every guess t of the sum over t's parts Q (the solved one left
  out) of the capacity floor F(|Q|) (`tree_floor` with the list's K and C; exact for sizes 1 and 2).

Every guess is tried at both levels, so the least over all openers bounds f(list) from below.

    python experiments/jotto_bounds.py jotto          # a shipped list; about 12 processor seconds
    python experiments/jotto_bounds.py FILE.txt       # or a file of answers (guesses the same)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numba
import numpy as np

from ndle.patterns.cache import matrix_for
from ndle.solver.one import kernels as K
from ndle.solver.one.bounds import tree_floor
from ndle.solver.one.openers import _root, _solver
from ndle.words import load_words


@numba.njit(cache=True)
def look_bounds(M, F, win):  # pragma: no cover - compiled
    """Return, per opener g, n + sum over g's parts P of |P| + min_t sum over t's parts of F (F[m] for size m)."""
    G, n = M.shape
    out = np.zeros(G, np.int64)
    cnt = np.zeros(win + 1, np.int64)
    for g in range(G):
        tot = n
        for p in range(win):  # g's non-solved parts
            P = np.array([h for h in range(n) if M[g, h] == p], np.int32)
            m = P.size
            if m == 0:
                continue
            if m <= 2:
                tot += 2 * m - 1
                continue
            best = np.int64(1) << 40
            for t in range(G):
                cnt[:] = 0
                for h in P:
                    cnt[M[t, h]] += 1
                if cnt.max() == m:  # one part: tells nothing (or t solves the one answer left: m = 1)
                    continue
                s = 0
                for q in range(win):
                    s += F[cnt[q]]
                best = min(best, s)
            tot += m + best
        out[g] = tot
    return out


def main(name: str) -> None:
    words = load_words(answers_file=name) if Path(name).is_file() else load_words(name)
    M = np.ascontiguousarray(matrix_for(words, "jotto")).astype(np.int64)
    n, win = len(words.answers), int(M.max())
    codes = [np.unique(M[g]) for g in range(len(words.guesses))]
    k = max(len(c) for c in codes)  # most parts incl. the solved one
    c = max(len(cs) - (win in cs) for cs in codes)  # most parts besides the solved one
    F = np.empty(n + 1, np.int64)
    tree_floor(F, k, c)
    start = time.process_time()
    s = _solver(words, False, feedback="jotto")
    root = np.array([_root(s, g, int(K.INF))[1] for g in range(len(words.guesses))])
    look = look_bounds(M, F, win)
    best = np.maximum(root, look)
    g = int(np.argmin(best))
    print(f"{words.name}: {n} answers, K = {k}, C = {c}, capacity floor alone {F[n]} ({F[n] / n:.4f})")
    print(f"root bound: least {root.min()} ({root.min() / n:.4f}) at {words.guesses[int(np.argmin(root))]}")
    print(f"one guess further: least {best.min()} ({best.min() / n:.4f}) at {words.guesses[g]}")
    print(f"processor seconds {time.process_time() - start:.1f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "wordle-jotto")
