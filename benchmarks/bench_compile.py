"""A new user's first runs: how many compiled kernels each command builds, and what that costs.

Usage: python benchmarks/bench_compile.py [--source DIR] [--label TEXT]

Runs a sequence of commands a new user runs first, each in a fresh process and all in one new, empty cache folder
(`NDLE_CACHE_DIR`), as after installing: each command compiles the kernels it needs that an earlier one has not
(numba writes each compiled specialisation, one per set of argument types, to the cache as a `.nbc` file). Then
the same sequence once more on the now full cache. The table gives, per command, the specialisations it compiled,
its user+system CPU seconds on the empty cache and on the full one (the difference is, nearly all, compiling).
`--source DIR` runs the ndle found in DIR (e.g. a checkout of an older commit) instead of the installed one.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from bench_startup import timed  # (wall, CPU) of one run outside any checkout

COMMANDS = [
    ("ndle play --game quordle --answers flame,snake,blast,crave",
     ["play", "--game", "quordle", "--answers", "flame,snake,blast,crave"]),
    ("ndle simulate --boards 4 --games 200", ["simulate", "--boards", "4", "--games", "200", "--seed", "1"]),
    ("ndle simulate --strategy lookahead --games 50", ["simulate", "--strategy", "lookahead", "--games", "50",
                                                       "--seed", "1"]),
    ("ndle optimal (SALET)", ["optimal", "--quiet"]),
    ("ndle optimal --answers chaff,lowly --after train,close", ["optimal", "--answers", "chaff,lowly", "--after",
                                                                "train,close", "--top", "3", "--quiet"]),
    ("ndle suggest soare=BBYGB", ["suggest", "soare=BBYGB"]),
]


def compiled(folder: Path) -> int:
    """Return the number of compiled specialisations in a cache folder."""
    return sum(1 for _ in folder.rglob("*.nbc"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", help="run the ndle package in this folder")
    parser.add_argument("--label", default="", help="a heading for this run (e.g. before, after)")
    args = parser.parse_args()
    env = dict(os.environ)
    env.pop("NUMBA_CACHE_DIR", None)
    if args.source:
        env["PYTHONPATH"] = os.path.abspath(args.source) + os.pathsep + env.get("PYTHONPATH", "")
    ndle = [sys.executable, "-m", "ndle.cli"]
    with tempfile.TemporaryDirectory() as cache:
        env["NDLE_CACHE_DIR"] = cache
        rows, seen = [], 0
        for name, argv in COMMANDS:
            _, cold = timed(ndle + argv, env)
            now = compiled(Path(cache))
            rows.append((name, now - seen, cold))
            seen = now
        warm = [timed(ndle + argv, env)[1] for _, argv in COMMANDS]
    print(f"| command ({args.label or 'this checkout'}) | kernels compiled | CPU s, empty cache | CPU s, full cache |")
    print("|---|---:|---:|---:|")
    for (name, n, cold), w in zip(rows, warm):
        print(f"| `{name}` | {n} | {cold:.1f} | {w:.1f} |")
    print(f"| all | {seen} | {sum(r[2] for r in rows):.1f} | {sum(warm):.1f} |")
    print(f"\n(load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())})")


if __name__ == "__main__":
    main()
