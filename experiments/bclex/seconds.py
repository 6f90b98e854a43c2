"""Bulls and Cows, worst,deepest (the fewest codes needing a 7th guess) after the one opener class 0123, by second
guess: each part of the opener that needs a 7th guess at all is searched one second guess (one per orbit of the maps
fixing 0123) at a time, cut off at the best so far, each decision journaled (one JSON line) so that a killed run
resumes. The parts of 0123 that need no 7th guess are taken from the journal of `parts.py`. Measurement script.

    nice -n 10 python experiments/bclex/seconds.py --journal experiments/bclex/seconds.jsonl

Two cores share the work with `--shard 0/2` and `--shard 1/2` on the same journal.

Prints, after each decision, the part's best value so far (an upper bound, exact once every second guess is
decided) and the whole bracket: the sum of the parts' proven lower bounds and of their best values.
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
    p.add_argument("--opener", default="0123")
    p.add_argument("--limit", type=int, default=7)
    p.add_argument("--sizes", default="1260,1440", help="the parts searched, by size")
    p.add_argument("--journal", type=Path)
    p.add_argument("--shard", default="0/1", help="I/K: search only the second guesses whose rank is I modulo K, so "
                   "that K processes share one journal (each line is one append)")
    a = p.parse_args()
    shard, shards = (int(x) for x in a.shard.split("/"))
    words, _, _, feedback = solver_args(ndle.as_game("bulls-cows"), None, None, feedback=None, search="x")
    n, L = len(words.answers), a.limit
    solver = CostSolver(words, cost_table(("deepest",), L, n), L, feedback=feedback)
    ctx, npat = solver.context, solver.npat
    g = words.guess_id(a.opener)
    parts, start = partition(ctx.matrix, np.arange(n, dtype=np.int32), g, npat)
    sizes = [int(s) for s in a.sizes.split(",")]
    todo = [c for c in range(npat - 1) if int(start[c + 1] - start[c]) in sizes]
    done: dict[tuple[int, str], dict] = {}
    if a.journal and a.journal.exists():
        for line in a.journal.read_text().splitlines():
            r = json.loads(line)
            done[(r["code"], r["second"])] = r
    with from_the_root(ctx):
        Tk = child_guesses(ctx, np.int64(g))
        seconds = {}
        for c in todo:
            H = parts[start[c]:start[c + 1]].copy()
            counts = [np.bincount(ctx.matrix[t, H], minlength=npat) for t in Tk]
            sq = [int((k ** 2).sum()) for k in counts]  # a guess leaving the part whole only delays it: not tried
            seconds[c] = [int(Tk[i]) for i in np.argsort(sq, kind="stable") if counts[i].max() < H.size]
        print(f"{a.opener}: parts {[int(start[c + 1] - start[c]) for c in todo]}, second guesses "
              f"{[len(s) for s in seconds.values()]}", flush=True)
        best = {c: int(INF) for c in todo}
        lower = {c: int(INF) for c in todo}  # the least bound or value over the second guesses decided
        left = {c: len(seconds[c]) for c in todo}
        for c in todo:  # first each part's first second guess, exactly: an upper bound for every part early
            for t in seconds[c]:
                r = done.get((c, words.guesses[t]))
                if r is not None:
                    left[c] -= 1
                    lower[c] = min(lower[c], r["value"])
                    if r["how"] == "exact":
                        best[c] = min(best[c], r["value"])
        for rank in range(max(len(s) for s in seconds.values())):
            for c in todo:
                if rank >= len(seconds[c]) or rank % shards != shard:
                    continue
                t = seconds[c][rank]
                if (c, words.guesses[t]) in done:
                    continue
                H = parts[start[c]:start[c + 1]].copy()
                cpu = time.process_time()
                beta = best[c]
                v, _ = csolve(ctx, solver.cl, H, Tk, np.int64(0), np.int64(0), np.int64(L - 1), np.int64(beta),
                              False, np.int64(t), np.int64(npat), solver.zero)
                sec = time.process_time() - cpu
                how = "exact" if v < beta else "bound"
                if how == "exact":
                    best[c] = int(v)
                lower[c] = min(lower[c], int(v))
                left[c] -= 1
                line = {"code": int(c), "size": int(H.size), "second": words.guesses[t], "value": int(v), "how": how,
                        "beta": int(beta), "seconds": round(sec, 1)}
                if a.journal:
                    with a.journal.open("a") as f:
                        f.write(json.dumps(line) + "\n")
                low = sum(lower[k] if left[k] == 0 else 0 for k in todo)
                high = sum(best.values())
                print(f"part {H.size} second {words.guesses[t]}: {'' if how == 'exact' else 'at least '}{int(v)} "
                      f"({sec:.1f} processor s); part best {best[c]}, {left[c]} second guesses left; bracket "
                      f"[{low}, {high if high < INF else '?'}]", flush=True)
        pop(ctx)


if __name__ == "__main__":
    main()
