"""Bulls and Cows, worst,deepest after the one opener class: each of the opener's parts searched by itself, the
values journaled one line a part (and, with --staged, each proven lower bound) so that a killed run resumes.
Measurement script (not the library).

    nice -n 10 python experiments/bclex/parts.py --sizes 6,8,9,24,72,180,216,264,360,480,720 --journal parts.jsonl

With --staged the parts are searched in turns, each with a cut-off one above its proven lower bound: a search that
reaches its cut-off proves a higher bound, one below it gives the exact value; the bracket (the proven bounds and
exact values summed) is printed after every step.
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
from ndle.solver.lex.kernels import csolve
from ndle.solver.one.kernels import partition
from ndle.solver.lex import CostSolver
from ndle.solver.one.memo import INF
from ndle.solver.one.stabiliser import child_guesses, from_the_root, pop


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="bulls-cows")
    p.add_argument("--opener", default="0123")
    p.add_argument("--objective", default="deepest", help="sum keys (the table under --limit)")
    p.add_argument("--limit", type=int, default=7)
    p.add_argument("--journal", type=Path)
    p.add_argument("--upper", type=int, default=0, help="a known upper bound of the whole sum, printed with it")
    p.add_argument("--staged", action="store_true", help="raise each part's cut-off from its proven lower bound")
    p.add_argument("--sizes", default="", help="only the parts of these sizes (comma-separated)")
    a = p.parse_args()
    words, hard, _, feedback = solver_args(ndle.as_game(a.game), None, None, feedback=None, search="x")
    n, L = len(words.answers), a.limit
    solver = CostSolver(words, cost_table(tuple(a.objective.split(",")), L, n), L, feedback=feedback)
    ctx = solver.context
    g = words.guess_id(a.opener)
    parts, start = partition(ctx.matrix, np.arange(n, dtype=np.int32), g, solver.npat)
    todo = sorted((int(start[c + 1] - start[c]), c) for c in range(solver.npat - 1) if start[c + 1] > start[c])
    if a.sizes:
        todo = [(s, c) for s, c in todo if str(s) in a.sizes.split(",")]
    low: dict[int, int] = {c: 0 for _, c in todo}  # proven lower bound per part
    exact: dict[int, bool] = {c: False for _, c in todo}
    if a.journal and a.journal.exists():
        for line in a.journal.read_text().splitlines():
            r = json.loads(line)
            low[r["code"]] = max(low[r["code"]], r["value"])
            exact[r["code"]] |= r.get("how", "exact") == "exact"
    print(f"{a.opener}: parts {[s for s, _ in todo]}", flush=True)

    def note(c: int, size: int, v: int, how: str, sec: float, guess: str = "") -> None:
        low[c], exact[c] = v, how == "exact"
        line = {"code": int(c), "size": size, "value": int(v), "how": how, "seconds": round(sec, 1)}
        if guess:
            line["guess"] = guess
        if a.journal:
            with a.journal.open("a") as f:
                f.write(json.dumps(line) + "\n")
        bracket = f"[{sum(low.values())}, {a.upper or '?'}]"
        print(f"part {size} (code {c}): {'' if how == 'exact' else 'at least '}{v} {guess} ({sec:.1f} processor s);"
              f" bracket {bracket}", flush=True)

    with from_the_root(ctx):
        Tk = child_guesses(ctx, np.int64(g))
        while not all(exact.values()):
            for size, c in todo:
                if exact[c]:
                    continue
                cpu = time.process_time()
                sub = parts[start[c]:start[c + 1]].copy()
                beta = low[c] + 1 if a.staged else int(INF)
                v, t = csolve(ctx, solver.cl, sub, Tk, np.int64(0), np.int64(0), np.int64(L - 1), np.int64(beta),
                              False, np.int64(-1), np.int64(ctx.npat), solver.zero)
                sec = time.process_time() - cpu
                if v < beta:
                    note(c, size, int(v), "exact", sec, words.guesses[t])
                else:
                    note(c, size, int(v), "bound", sec)
        pop(ctx)
    print(f"{a.opener}: {a.objective} within {L} = {sum(low.values())} (proven)")


if __name__ == "__main__":
    main()
