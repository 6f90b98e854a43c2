"""The first suggestion of a game, for every strategy: `ndle suggest --game G --strategy S` on an empty board.

Usage: python benchmarks/bench_first_suggestion.py [--games wordle quordle octordle] [--strategies S ...]
                                                   [--timeout SECONDS] [--out FILE.md]

For each game and strategy, three runs of the installed `ndle` in a fresh process, outside any checkout:

- cold: a new, empty cache folder (NDLE_CACHE_DIR): the pattern matrix is built, numba's kernels compiled, the
  strategy's first guess computed (and kept);
- warm: the same command again in that folder (what every later first suggestion costs);
- first-guess only: a folder holding the matrix and kernels but no kept first guesses (`openings/` removed): the
  strategy's own time to choose, what a change to ndle's code costs once.

A run past --timeout seconds is stopped and shown as `> T`. The table is printed as it grows (and written to
--out). `wordle` is the one-board game of Wordle's list; `random` and `tree` (which needs a file) are left out.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SKIP = ("random", "tree")


def ndle_command() -> list[str]:
    """Return the installed `ndle` script beside this interpreter, else `python -m ndle.cli`."""
    script = Path(sys.executable).with_name("ndle")
    return [str(script)] if script.exists() else [sys.executable, "-m", "ndle.cli"]


def timed(argv: list[str], cache: Path, timeout: float, cwd: str) -> tuple[float | None, str]:
    """Return (wall seconds or None past the timeout, the suggested word) of one run."""
    env = {**os.environ, "NDLE_CACHE_DIR": str(cache), "NDLE_PROGRESS": "0"}
    env.pop("NUMBA_CACHE_DIR", None)
    start = time.perf_counter()
    try:
        done = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "?"
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {done.stderr.strip()}")
    return wall, done.stdout.strip().splitlines()[-1].rsplit(" ", 1)[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", default=["wordle", "quordle", "octordle"])
    parser.add_argument("--strategies", nargs="+", help="default: every registered one but random and tree")
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    from ndle.strategies import strategy_names

    names = args.strategies or [s for s in strategy_names() if s not in SKIP]
    ndle = ndle_command()
    rows = ["| game | strategy | first guess | cold (s) | warm (s) | first guess only (s) |",
            "|---|---|---|---:|---:|---:|"]
    print("\n".join(rows), flush=True)
    outside = tempfile.mkdtemp(prefix="ndle-bench-")
    try:
        for game in args.games:
            where = [] if game == "wordle" else ["--game", game]
            for name in names:
                cache = Path(tempfile.mkdtemp(prefix="ndle-cache-", dir=outside))
                argv = [*ndle, "suggest", *where, "--strategy", name]
                cold, word = timed(argv, cache, args.timeout, outside)
                warm, again = timed(argv, cache, args.timeout, outside) if cold is not None else (None, "?")
                shutil.rmtree(cache / "openings", ignore_errors=True)
                own, _ = timed(argv, cache, args.timeout, outside) if cold is not None else (None, "?")
                cell = (lambda t: f"> {args.timeout:.0f}" if t is None else f"{t:.2f}")
                rows.append(f"| {game} | {name} | {word if word != '?' else again} | {cell(cold)} | {cell(warm)} | "
                            f"{cell(own)} |")
                print(rows[-1], flush=True)
                shutil.rmtree(cache, ignore_errors=True)
                if args.out:
                    args.out.write_text("\n".join(rows) + "\n")
    finally:
        shutil.rmtree(outside, ignore_errors=True)


if __name__ == "__main__":
    main()
