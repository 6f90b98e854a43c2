"""Bulls and Cows, total,worst,deepest: among the strategies of least total (26,274, which needs a seventh guess and
is reached within seven), the fewest codes taking the seventh. Measurement script.

Every first guess is one symmetry class (0123), and the least total is the sum over 0123's parts of each part's
least total, so a strategy of least total plays a least-total strategy on every part, and the fewest sevens among
them is the sum over the parts of each part's own. Each part is searched by itself twice:

1. its least total within six more guesses (Selby's search, `ndle.solver.one.Solver`), T;
2. the fewest sevens among its strategies of total T (the cost table ``total,deepest``, whose weight on the total
   is W = n + 1), cut off at W T + B for B = 1, 2, 4, ... (or from ``--first``) until the search finds a strategy
   below the cut-off: the least value below a cut-off is exact, and a search reaching its cut-off proves at least B
   sevens. The tree Selby's search gives has 73 sevens in all (the rules and codes page), so ``--first 74`` decides
   every part in one search.

Each decision is a journal line (one JSON object), so that a killed run resumes.

    nice -n 10 python experiments/bclex/totals.py --journal experiments/bclex/totals.jsonl [--sizes 1440,1260]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

import ndle
from ndle.solver.arguments import solver_args
from ndle.solver.lex import CostSolver
from ndle.solver.lex.kernels import csolve
from ndle.solver.objectives import cost_table, weights
from ndle.solver.one import Solver
from ndle.solver.one.kernels import partition
from ndle.solver.one.memo import INF
from ndle.solver.one.stabiliser import child_guesses, from_the_root, pop


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--opener", default="0123")
    p.add_argument("--limit", type=int, default=7)
    p.add_argument("--sizes", default="", help="only the parts of these sizes (comma-separated)")
    p.add_argument("--journal", type=Path)
    p.add_argument("--first", type=int, default=1, help="the first cut-off B (then 2B, 4B, ...): an upper bound on a "
                   "part's sevens (e.g. the 73 of Selby's tie-break, below) decides it in one search")
    a = p.parse_args()
    words, _, _, feedback = solver_args(ndle.as_game("bulls-cows"), None, None, feedback=None, search="x")
    n, L = len(words.answers), a.limit
    both = CostSolver(words, cost_table(("total", "deepest"), L, n), L, feedback=feedback)
    W = int(weights(("total", "deepest"), L, n)[0])  # one guess of total outweighs every seven
    g = words.guess_id(a.opener)
    parts, start = partition(both.context.matrix, np.arange(n, dtype=np.int32), g, both.npat)
    todo = sorted((int(start[c + 1] - start[c]), c) for c in range(both.npat - 1) if start[c + 1] > start[c])
    if a.sizes:
        todo = [(s, c) for s, c in todo if str(s) in a.sizes.split(",")]
    done: dict[tuple[int, str, int], dict] = {}  # (part, search, cut-off) -> line
    if a.journal and a.journal.exists():
        for line in a.journal.read_text().splitlines():
            r = json.loads(line)
            done[(r["code"], r["search"], r["beta"])] = r

    def record(line: dict) -> None:
        done[(line["code"], line["search"], line["beta"])] = line
        if a.journal:
            with a.journal.open("a") as f:
                f.write(json.dumps(line) + "\n")

    def search(solver: CostSolver, c: int, sub: np.ndarray, beta: int) -> tuple[int, float]:
        ctx = solver.context
        with from_the_root(ctx):
            Tk = child_guesses(ctx, np.int64(g))
            cpu = time.process_time()
            v, _ = csolve(ctx, solver.cl, sub, Tk, np.int64(0), np.int64(0), np.int64(L - 1), np.int64(beta), False,
                          np.int64(-1), np.int64(ctx.npat), solver.zero)
            sec = time.process_time() - cpu
            pop(ctx)
        return int(v), sec

    selby = Solver(words, feedback=feedback)

    def least_total(sub: np.ndarray) -> tuple[int, float]:
        ctx = selby.context
        with from_the_root(ctx):
            Tk = child_guesses(ctx, np.int64(g))
            cpu = time.process_time()
            v, _ = selby.solve_node(sub, Tk, 0, 0, L - 1)
            sec = time.process_time() - cpu
            pop(ctx)
        return v + sub.size, sec  # Selby's total counts the guesses from the part on: the opener's turn added

    print(f"{a.opener}: parts {[s for s, _ in todo]}", flush=True)
    grand_total, grand_sevens = 1, 0  # the opener itself, found at once when it is the code
    for size, c in todo:
        sub = parts[start[c]:start[c + 1]].copy()
        key = (int(c), "total", int(INF))
        if key not in done:
            v, sec = least_total(sub)
            record({"code": int(c), "size": size, "search": "total", "beta": int(INF), "value": v,
                    "seconds": round(sec, 1)})
        T = done[key]["value"]  # the part's codes' turns, the opener's counted (a code found by the second guess: 2)
        B = a.first
        while True:
            beta = W * T + B
            key = (int(c), "sevens", beta)
            if key not in done:
                v, sec = search(both, c, sub, beta)
                record({"code": int(c), "size": size, "search": "sevens", "beta": beta, "value": v,
                        "seconds": round(sec, 1)})
            v = done[key]["value"]
            if v < beta:
                sevens = v - W * T
                break
            B *= 2
        took = sum(r["seconds"] for k, r in done.items() if k[0] == c)
        print(f"part {size} (code {c}): least total {T}, fewest sevens among them {sevens} ({took:.1f} processor s)",
              flush=True)
        grand_total += T
        grand_sevens += sevens
    print(f"{a.opener}: total {grand_total:,}, sevens {grand_sevens} over the parts searched (proven)")


if __name__ == "__main__":
    main()
