"""Bulls and Cows: the strategy the search by second guess gives (0123; then 1045 on the 1,440 codes showing one
cow, 1435 on the 1,260 showing two, each part's best strategy after them; every other part's best), grown by the
compiled tree grower and replayed code by code by the checker. Measurement script.

    nice -n 10 python experiments/bclex/tree53.py [--tree FILE] [--seconds 1440=1045,1260=1234]

(``--seconds``: the second guess played on each part, by the part's size; the default is the first search's.)
The least total's strategy with the fewest sevens (total,worst,deepest), each part's search cut off just above the
value totals.py proved for it:

    nice -n 10 python experiments/bclex/tree53.py --seconds "" --objective total,deepest \
        --values experiments/bclex/totals.jsonl
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

import ndle
from ndle.solver.arguments import solver_args
from ndle.solver.objectives import cost_table
from ndle.solver.lex.kernels import _node, csolve
from ndle.solver.one.kernels import partition
from ndle.solver.lex import CostSolver
from ndle.solver.one.memo import INF
from ndle.solver.one.stabiliser import child_guesses, from_the_root, pop
from ndle.solver.one.trees import check_tree, write_tree

SECONDS = {1440: "1045", 1260: "1435"}  # the second guess played on the part of this size


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--tree", help="write the tree here (Selby's text format)")
    p.add_argument("--seconds", default="1440=1045,1260=1435", help="SIZE=GUESS,...: the second guess of each part "
                   "(empty: every part's best)")
    p.add_argument("--objective", default="deepest", help="the sum keys of the cost table under the limit 7")
    p.add_argument("--values", type=Path, help="a journal of totals.py: each part's search is cut off just above "
                   "its exact value there (the same best strategy, found sooner)")
    a = p.parse_args()
    cut: dict[int, int] = {}
    if a.values:
        for line in a.values.read_text().splitlines():
            r = json.loads(line)
            if r["search"] == "sevens" and r["value"] < r["beta"]:
                cut[r["code"]] = r["value"] + 1
    SECONDS.clear()
    SECONDS.update({int(k): v for k, v in (item.split("=") for item in a.seconds.split(",") if item)})
    cpu = time.process_time()
    words, _, _, feedback = solver_args(ndle.as_game("bulls-cows"), None, None, feedback=None, search="x")
    n, L = len(words.answers), 7
    solver = CostSolver(words, cost_table(tuple(a.objective.split(",")), L, n), L, feedback=feedback)
    ctx, npat = solver.context, solver.npat
    g = words.guess_id("0123")
    parts, start = partition(ctx.matrix, np.arange(n, dtype=np.int32), g, npat)
    out = np.empty((n * L + 1, 4), np.int64)
    err = np.full(4, -1, np.int64)
    out[0] = (g, -1, -1, int(start[npat] > start[npat - 1]))
    err[3] = 1
    with from_the_root(ctx):
        Tk = child_guesses(ctx, np.int64(g))
        for c in range(npat - 1):
            part = parts[start[c]:start[c + 1]].copy()
            if part.size == 0:
                continue
            if part.size in SECONDS:
                t = words.guess_id(SECONDS[part.size])
            else:
                t = int(csolve(ctx, solver.cl, part, Tk, np.int64(0), np.int64(0), np.int64(L - 1),
                               np.int64(cut.get(c, INF)), False, np.int64(-1), np.int64(npat), solver.zero)[1])
            if _node(ctx, solver.cl, np.int64(t), part, Tk, np.int64(L - 1), np.int64(0), np.int64(c), False, out,
                     err, solver.zero) < 0:
                raise SystemExit(f"no tree for the part of {part.size}")
        pop(ctx)
    tree = solver.built(out[:err[3]], err, L)
    report = check_tree(tree, words, max_guesses=L, feedback=feedback)
    hist = dict(sorted(report.histogram.items()))
    print(f"valid for bulls-cows within {L} guesses: sevens {hist.get(L, 0)}, total "
          f"{sum(d * k for d, k in hist.items()):,}, histogram {hist} ({time.process_time() - cpu:.1f} processor s)")
    if a.tree:
        write_tree(tree, a.tree)


if __name__ == "__main__":
    main()
