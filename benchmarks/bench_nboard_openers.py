"""The n-board search's speed: the exact value of given openers at a reduced list's root, one fresh solver each.

Usage: python benchmarks/bench_nboard_openers.py --every 12 --boards 2 --openers salet,horst [--beta F]
           [--shared] [--source DIR]
       python benchmarks/bench_nboard_openers.py --every 58 --boards 4 --bounds 0:20,100:120,3000:3020
           [--source DIR]

The list is every k-th `wordle` answer with all 12,972 guesses allowed
(`bench_reduced_optimum.py`'s lists). Each opener is valued by
`NBoardSolver.guess_value` on a fresh solver (its memo empty, numba's kernels
already compiled by a warm-up on 20 answers), or with `--shared` on one solver
kept across the openers, as a proof's worker keeps its solver. With `--beta F` the search
stops once the value is known to reach F (as the proof does when it refutes an
opener against the best so far), else the value is exact. `--source DIR` runs
the search from another ndle source tree (an older commit checked out there),
for before/after tables on the same machine.

Prints one Markdown row per opener: the value (F summed over every answer tuple,
and the expected last-board turn when exact), processor seconds, positions
searched and the process's peak memory.

`--bounds LO:HI,...` times the root's bound pass instead: for the first guesses
ranked LO to HI - 1 by their first bound (`NBoardSolver.moves`' order), the
bound from their children's static bounds (`NBoardSolver.after_bound`, what a
proof computes for every first guess whose first bound is below the best
value), one row per range: processor seconds a guess and the bounds' sum (the
same before and after a change that only makes it faster).
"""

from __future__ import annotations

import argparse
import resource
import sys
import time


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--every", type=int, required=True, help="keep every k-th answer")
    p.add_argument("--boards", type=int, default=2)
    p.add_argument("--openers", help="comma-separated first guesses")
    p.add_argument("--bounds", help="LO:HI,... ranges of first guesses (by first bound) whose after-bound to time")
    p.add_argument("--beta", type=int, help="stop once an opener's F is known to reach this")
    p.add_argument("--shared", action="store_true", help="one solver (and memo) for every opener")
    p.add_argument("--source", help="an ndle source tree to import instead of the installed one")
    a = p.parse_args()
    if (a.openers is None) == (a.bounds is None):
        p.error("give --openers or --bounds")
    if a.source:  # the installed (editable) package's finder would win over sys.path: drop it
        sys.meta_path = [f for f in sys.meta_path if "editable" not in type(f).__module__.lower()]
        sys.path.insert(0, a.source)
    from bench_reduced_optimum import reduced
    from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of

    warm = reduced(116)  # 20 answers: compiles every kernel in a second or two
    NBoardSolver(warm, "last").solve(canonical([range(len(warm.answers))] * 2))
    w = reduced(a.every)
    root = canonical([range(len(w.answers))] * a.boards)
    if a.bounds:
        return time_bounds(NBoardSolver(w, "last"), root, a.bounds)
    beta = a.beta if a.beta is not None else 1 << 62
    print("| answers | n | opener | F | mean | processor s | positions | peak MiB |")
    print("|---:|---:|---|---:|---:|---:|---:|---:|")
    s = NBoardSolver(w, "last")
    for word in a.openers.split(","):
        if not a.shared:
            s = NBoardSolver(w, "last")
        t, before = time.process_time(), s.nodes
        v = s.guess_value(root, w.guess_id(word), beta)
        cpu = time.process_time() - t
        mean = f"{v / tuples_of(root):.4f}" if v < beta else f">= {beta / tuples_of(root):.4f}"
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"| {len(w.answers)} | {a.boards} | {word.upper()} | {v:,} | {mean} | {cpu:.2f} | {s.nodes - before:,} | "
              f"{peak:.0f} |", flush=True)


def time_bounds(s, root, ranges: str) -> None:
    """Print the processor seconds of `after_bound` a first guess, per range of first-bound ranks."""
    ids = s.moves(root)[0]
    s.after_bound(root, int(ids[-1]))  # compiles the bound's kernels for this many boards
    print("| answers | n | first guesses (by first bound) | processor s a guess | sum of the bounds | peak MiB |")
    print("|---:|---:|---|---:|---:|---:|")
    for r in ranges.split(","):
        lo, hi = (int(x) for x in r.split(":"))
        t = time.process_time()
        total = sum(s.after_bound(root, int(g)) for g in ids[lo:hi])
        cpu = (time.process_time() - t) / max(1, len(ids[lo:hi]))
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"| {len(root[0])} | {len(root)} | {lo} to {hi - 1} | {cpu:.3f} | {total:,} | {peak:.0f} |", flush=True)


if __name__ == "__main__":
    main()
