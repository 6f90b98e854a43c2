"""Start-up time of `import ndle` and the `ndle` command, beside `python -c pass`.

Usage: python benchmarks/bench_startup.py [--source DIR] [--repeat N] [--label TEXT]

Each command runs N times (default 9) in a fresh interpreter; the table gives
the fastest wall time and the fastest user+system CPU time of each (the machine
may be shared: the minimum is the least disturbed run, and CPU time does not
count time spent waiting for a core). `--source DIR` times the ndle found in DIR
(e.g. a checkout of an older commit) instead of the installed one.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

COMMANDS = [
    ("python -c pass", ["-c", "pass"]),
    ("import numpy", ["-c", "import numpy"]),
    ("import ndle", ["-c", "import ndle"]),
    ("ndle --version", ["-m", "ndle.cli", "--version"]),
    ("ndle --help", ["-m", "ndle.cli", "--help"]),
    ("ndle play --help", ["-m", "ndle.cli", "play", "--help"]),
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", help="time the ndle package in this folder")
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--label", default="", help="a column heading for this run (e.g. before, after)")
    args = parser.parse_args()
    env = dict(os.environ)
    if args.source:
        env["PYTHONPATH"] = os.path.abspath(args.source) + os.pathsep + env.get("PYTHONPATH", "")
    print(f"| command ({args.label or 'this checkout'}) | fastest wall (s) | fastest CPU (s) |")
    print("|---|---:|---:|")
    for name, argv in COMMANDS:
        runs = [timed([sys.executable, *argv], env) for _ in range(args.repeat)]
        print(f"| `{name}` | {min(w for w, _ in runs):.3f} | {min(c for _, c in runs):.3f} |")


if __name__ == "__main__":
    main()
