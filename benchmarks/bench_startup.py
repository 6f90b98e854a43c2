"""Start-up time of `import ndle` and the `ndle` command, beside `python -c pass`.

Usage: python benchmarks/bench_startup.py [--source DIR] [--repeat N] [--label TEXT] [--import MODULE ...]

Each command runs N times (default 9) in a fresh interpreter, outside any checkout; the table gives the fastest
and the median wall time and the fastest and the median user+system CPU time of each (the machine may be
shared: the fastest is the least disturbed run, and CPU time does not count time spent waiting for a core).
`ndle ...` rows run the `ndle` script installed beside this interpreter (`python -m ndle.cli` if there is none).
`--source DIR` times the ndle found in DIR (e.g. a checkout of an older commit) instead of the installed one;
`--import MODULE` adds a row timing `import MODULE` (e.g. a library considered for a dependency).
Each command runs once more first, untimed, with bytecode writing on (PYTHONDONTWRITEBYTECODE removed), so
that the timed runs read compiled modules as an installed package does, and `ndle suggest` reads the cached
pattern matrix and compiled kernels (a first run in a new cache folder builds them).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NDLE = [
    ("ndle --version", ["--version"]),
    ("ndle --help", ["--help"]),
    ("ndle play --help", ["play", "--help"]),
    ("ndle suggest soare=BBYGB", ["suggest", "soare=BBYGB"]),
]


def timed(argv: list[str], env: dict) -> tuple[float, float]:
    """Return (wall seconds, user+system CPU seconds) of one run of a command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # run outside any checkout: `python -c` puts the working folder first on sys.path
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, check=True, cwd=tempfile.gettempdir())
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def commands(imports: list[str]) -> list[tuple[str, list[str]]]:
    """Return (row name, argv) of every command to time."""
    script = Path(sys.executable).with_name("ndle")
    ndle = [str(script)] if script.exists() else [sys.executable, "-m", "ndle.cli"]
    python = [("python -c pass", [sys.executable, "-c", "pass"]),
              ("import numpy", [sys.executable, "-c", "import numpy"]),
              ("import ndle", [sys.executable, "-c", "import ndle"])]
    extra = [(f"import {m}", [sys.executable, "-c", f"import {m}"]) for m in imports]
    return python + extra + [(name, ndle + args) for name, args in NDLE]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", help="time the ndle package in this folder")
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--label", default="", help="a column heading for this run (e.g. before, after)")
    parser.add_argument("--import", dest="imports", action="append", default=[], metavar="MODULE",
                        help="also time `import MODULE` (repeatable)")
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if args.source:
        env["PYTHONPATH"] = os.path.abspath(args.source) + os.pathsep + env.get("PYTHONPATH", "")
    print(f"| command ({args.label or 'this checkout'}) | wall: fastest (s) | wall: median (s) "
          f"| CPU: fastest (s) | CPU: median (s) |")
    print("|---|---:|---:|---:|---:|")
    for name, argv in commands(args.imports):
        timed(argv, env)  # warm-up: writes the bytecode, fills the cache
        runs = [timed(argv, env) for _ in range(args.repeat)]
        walls, cpus = [w for w, _ in runs], [c for _, c in runs]
        print(f"| `{name}` | {min(walls):.3f} | {statistics.median(walls):.3f} | {min(cpus):.3f} "
              f"| {statistics.median(cpus):.3f} |")
    print(f"\n(load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())})")


if __name__ == "__main__":
    main()
