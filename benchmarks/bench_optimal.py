"""Time the exact optimal-tree search (Selby's f) on the published cases; prints a Markdown table.

Usage: python benchmarks/bench_optimal.py [--quick]   (--quick: the three targets only)

Each case runs in a fresh Solver (empty cache). "search" is the proof of the
total, "tree" is building the strategy tree (with Selby's tie-break) from the
cache and checking it against every answer. Compilation is cached by numba on
disk; the first run in a fresh checkout adds it once ("compile" row).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

from ndle.solver.one.search import Solver, optimal
from ndle.words import load_words

CASES = [  # (words, opener, hard, max guesses, width, Selby's total, target seconds)
    ("wordle", "salet", False, 6, 0, 7920, 60),
    ("wordle", "salet", True, 6, 0, 8122, 120),
    ("wordle", "palet", True, 5, 0, 8206, None),
    ("nyt", "salet", False, 6, 0, 7897, None),
    ("wordle", "reast", False, 6, 0, 7923, None),
    ("wordle", "crate", False, 6, 0, 7926, None),
    ("wordle", "trace", False, 6, 0, 7926, None),
    ("wordle", "slate", False, 6, 0, 7928, None),
    ("wordle", "crane", False, 6, 0, 7930, None),
    ("wordle", "salet", False, 6, 10, 7920, None),
]


def compile_seconds() -> float:
    """Return the wall time of a fresh interpreter importing ndle and solving a tiny case (numba disk cache warm)."""
    code = ("from ndle.solver.one.search import optimal; from ndle.words.lists import load_words, make_word_list; "
            "w = load_words('wordle'); optimal(make_word_list('t', w.answers[:30], ()), w.answers[0])")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - start


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="only the timed targets")
    args = p.parse_args()
    cases = CASES[:3] if args.quick else CASES
    print("| case | total | Selby | proven | search s | tree s | target s |")
    print("|---|---:|---:|---|---:|---:|---:|")
    for name, opener, hard, limit, width, selby, target in cases:
        words = load_words(name)
        solver = Solver(words, hard=hard, width=width)
        start = time.perf_counter()
        total = solver.evaluate(words.guess_id(opener), limit)
        search = time.perf_counter() - start
        r = optimal(words, opener, hard=hard, max_guesses=limit, width=width, solver=solver)  # cache warm: tree
        tree = r.seconds
        assert r.total == total
        label = f"{name} {opener.upper()}{' hard' if hard else ''}, at most {limit}"
        label += f", width {width}" if width else ""
        print(f"| {label} | {total:,} | {selby:,} | {r.proven} | {search:.1f} | {tree:.1f} | {target or ''} |")
        sys.stdout.flush()
    print(f"| start-up: import, load compiled kernels, tiny solve | | | | {compile_seconds():.1f} | | |")


if __name__ == "__main__":
    main()
