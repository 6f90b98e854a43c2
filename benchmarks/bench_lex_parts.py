"""A lexicographic objective after one opener, part by part: its bracket as the parts are proven.

After a fixed first guess the objective's weighted sum is the sum over the opener's feedback parts of each part's
own optimum, so each part is searched by itself (smallest first) and the bracket printed after each: proven parts'
exact values, plus for the rest 0 below and, above, their values in the least-total strategy with the fewest
answers beyond K (``total,beyond:K``, fast) when the objective is ``beyond:K``. A run cut short still leaves a
proven bracket.

    python benchmarks/bench_lex_parts.py --opener salet --objective beyond:4
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from ndle.solver.objectives import cost_table, parse_keys, weights
from ndle.solver.one.kernels import partition
from ndle.solver.lex import CostSolver
from ndle.words import load_words


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--words", default="wordle")
    p.add_argument("--opener", default="salet")
    p.add_argument("--objective", default="beyond:4")
    p.add_argument("--max-guesses", type=int, default=6)
    a = p.parse_args()
    words, keys, L = load_words(a.words), parse_keys(a.objective), a.max_guesses
    n = len(words.answers)
    solver = CostSolver(words, cost_table(keys, L, n), L)
    upper_keys = ("total", *keys) if len(keys) == 1 and keys[0].startswith("beyond:") else None
    upper = CostSolver(words, cost_table(upper_keys, L, n), L) if upper_keys else None
    w_total = weights(upper_keys, L, n)[0] if upper_keys else 1
    g = words.guess_id(a.opener)
    parts, start = partition(solver.context.matrix, np.arange(n, dtype=np.int32), g, solver.npat)
    todo = sorted((int(start[c + 1] - start[c]), c) for c in range(solver.npat - 1) if start[c + 1] > start[c])
    ub = {}
    if upper is not None:
        for _, c in todo:
            v, _ = upper.value(parts[start[c]:start[c + 1]], L - 1)
            ub[c] = int(v) % w_total  # the beyond:K count of the least-total part strategy with the fewest
    green = int(start[solver.npat] > start[solver.npat - 1]) * int(solver.cl[L])
    proven, left_ub = green, sum(ub.values())
    print(f"{a.opener}: {len(todo)} parts; objective {a.objective}; upper bound {proven + left_ub}", flush=True)
    for size, c in todo:
        cpu = time.process_time()
        v, _ = solver.value(parts[start[c]:start[c + 1]], L - 1)
        proven += int(v)
        left_ub -= ub.get(c, 0)
        print(f"part {size:>4} answers: {int(v)} ({time.process_time() - cpu:.1f} s); bracket "
              f"[{proven}, {proven + left_ub if upper is not None else '?'}]", flush=True)
    print(f"{a.opener}: {a.objective} = {proven} (proven)")


if __name__ == "__main__":
    main()
