"""What a proof of the n-board optimum on a reduced list would cost, measured on a sample of its first guesses.

Usage: python benchmarks/bench_proof_cost.py --every 23 --boards 4 --beta 552285341 [--sample 40] [--search 8]
           [--seed 0]

A proof (`ndle optimal --boards N`, `bench_reduced_optimum.py`) has two costs
beyond its first round: the bound pass, each first guess's bound from its
children's static bounds (`NBoardSolver.after_bound`), for every first guess
whose first bound is below the best value found, and then a search of every
first guess that pass does not refute (`NBoardSolver.guess_value` against the
best value, one solver kept across them as a proof's worker keeps it). Given
that best value as `--beta` (F summed over every answer tuple, the value to beat
plus one), this draws `--sample` of the first guesses whose first bound is below
it (a seeded uniform draw), times the bound pass on each, and searches the first
`--search` of those the pass leaves; the totals are the mean times the number of
first guesses concerned (an estimate: the first guesses a proof searches first,
those of least bound, are likely dearer than average, so the search's total is
rather a lower estimate).

Prints one Markdown row per sampled first guess, then the estimate: processor
seconds a guess and in all, and the share of guesses the bound pass refutes.
"""

from __future__ import annotations

import argparse
import resource
import time

import numpy as np

from bench_reduced_optimum import reduced
from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--every", type=int, required=True, help="keep every k-th answer")
    p.add_argument("--boards", type=int, default=2)
    p.add_argument("--beta", type=int, required=True, help="F to beat plus one (a proof's best value plus one)")
    p.add_argument("--sample", type=int, default=40, help="first guesses whose bound pass is timed")
    p.add_argument("--search", type=int, default=8, help="of those the bound pass leaves, how many to search")
    p.add_argument("--seed", type=int, default=0, help="seed of the sample (numpy.random.default_rng)")
    a = p.parse_args()
    w = reduced(a.every)
    root = canonical([range(len(w.answers))] * a.boards)
    N = tuples_of(root)
    bounds_solver, search_solver = NBoardSolver(w, "last"), NBoardSolver(w, "last")
    ids, _, _, first = bounds_solver.moves(root)
    below = ids[first < a.beta]
    pick = np.sort(np.random.default_rng(a.seed).choice(below.size, min(a.sample, below.size), replace=False))
    bounds_solver.after_bound(root, int(ids[-1]))  # compiles the bound's kernels for this many boards
    print(f"{len(w.answers)} answers x {a.boards} boards: {ids.size:,} first guesses, {below.size:,} with a first "
          f"bound below {a.beta / N:.4f}; {pick.size} sampled\n")
    print("| first guess | first bound | bound after it | refuted by it | bound s | search s | positions | "
          "searched value |")
    print("|---|---:|---:|---|---:|---:|---:|---:|")
    bound_s, search_s, refuted, searched = [], [], 0, 0
    for g in below[pick].tolist():
        t = time.process_time()
        b = bounds_solver.after_bound(root, g)
        bound_s.append(time.process_time() - t)
        cells = ["", "", ""]
        if b >= a.beta:
            refuted += 1
        elif searched < a.search:
            searched += 1
            t, nodes = time.process_time(), search_solver.nodes
            v = search_solver.guess_value(root, g, a.beta)
            search_s.append(time.process_time() - t)
            shown = f">= {a.beta / N:.4f}" if v >= a.beta else f"{v / N:.4f}"
            cells = [f"{search_s[-1]:.1f}", f"{search_solver.nodes - nodes:,}", shown]
        f = int(first[ids == g][0])
        print(f"| {w.guesses[g].upper()} | {f / N:.4f} | {b / N:.4f} | {'yes' if b >= a.beta else 'no'} | "
              f"{bound_s[-1]:.2f} | {' | '.join(cells)} |", flush=True)
    share = refuted / max(1, pick.size)
    left = below.size * (1 - share)
    pass_h = np.mean(bound_s) * below.size / 3600
    print(f"\nbound pass: {np.mean(bound_s):.2f} processor s a guess, about {pass_h:.1f} processor hours for the "
          f"{below.size:,}; it refutes {refuted} of {pick.size} ({share:.0%})")
    if search_s:
        print(f"search: {np.mean(search_s):.1f} processor s a guess over {len(search_s)}, about "
              f"{np.mean(search_s) * left / 3600:.1f} processor hours for the {left:,.0f} left")
    print(f"peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
