"""The first suggestion of a game, for every strategy: `ndle suggest --game G --strategy S` on an empty board.

Usage: python benchmarks/bench_first_suggestion.py [--games wordle quordle octordle] [--strategies S ...]
                                                   [--timeout SECONDS] [--no-cold] [--own] [--out FILE.md]

For each game and strategy, runs of the installed `ndle` in a fresh process, outside any checkout:

- cold: a new, empty cache folder (NDLE_CACHE_DIR) and the shipped openers ignored (NDLE_SHIPPED_OPENINGS=0): the
  pattern matrix is built, numba's kernels compiled, the strategy's first guess computed (and kept);
- warm: the same command again in that folder, the shipped openers still ignored (the kept first guess: what every
  later first suggestion cost before openers were shipped, and costs for a setting that is not shipped);
- shipped: a new, empty cache folder with the shipped openers (`data/openings.json`): a new install's first
  suggestion (the matrix is built once, the first guess read);
- shipped, warm: that command again (every later first suggestion of a shipped game and strategy);
- first-guess only (with --own): a folder holding the matrix and kernels but no kept first guesses (`openings/`
  removed), the shipped openers ignored: the strategy's own time to choose.

Each cell is the wall time and, in brackets, the processor time (user and system) of the run: on a shared machine
the second depends far less on the other jobs. A run past --timeout seconds is stopped and shown as `> T`.
--no-cold leaves out the cold and warm runs (the shipped columns only). The table is printed as it grows (and
written to --out). `wordle` is the one-board game of Wordle's list; `random` and `tree` (which needs a file) are
left out.
"""

from __future__ import annotations

import argparse
import os
import resource
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


def timed(argv: list[str], cache: Path, timeout: float, cwd: str,
          shipped: bool = False) -> tuple[tuple[float, float] | None, str]:
    """Return ((wall, processor) seconds, or None past the timeout; the suggested word) of one run (the shipped
    openers read if `shipped`)."""
    env = {**os.environ, "NDLE_CACHE_DIR": str(cache), "NDLE_PROGRESS": "0",
           "NDLE_SHIPPED_OPENINGS": "1" if shipped else "0"}
    env.pop("NUMBA_CACHE_DIR", None)
    start, used = time.perf_counter(), _children_cpu()
    try:
        done = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "?"
    wall, cpu = time.perf_counter() - start, _children_cpu() - used
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {done.stderr.strip()}")
    return (wall, cpu), done.stdout.strip().splitlines()[-1].rsplit(" ", 1)[-1]


def _children_cpu() -> float:
    """Return the processor seconds (user and system) of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", default=["wordle", "quordle", "octordle"])
    parser.add_argument("--strategies", nargs="+", help="default: every registered one but random and tree")
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--no-cold", action="store_true", help="the shipped columns only")
    parser.add_argument("--own", action="store_true", help="also the strategy's own time to choose")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    from ndle.strategies import strategy_names

    names = args.strategies or [s for s in strategy_names() if s not in SKIP]
    ndle = ndle_command()
    heads = ([] if args.no_cold else ["cold (s)", "warm (s)"]) + ["shipped (s)", "shipped, warm (s)"]
    heads += ["first guess only (s)"] if args.own else []
    rows = [f"| game | strategy | first guess | {' | '.join(heads)} |", "|---|---|---|" + "---:|" * len(heads)]
    print("\n".join(rows), flush=True)
    cell = (lambda t: f"> {args.timeout:.0f}" if t is None else f"{t[0]:.2f} ({t[1]:.2f})")
    outside = tempfile.mkdtemp(prefix="ndle-bench-")
    try:
        for game in args.games:
            where = [] if game == "wordle" else ["--game", game]
            for name in names:
                argv = [*ndle, "suggest", *where, "--strategy", name]
                times, words = [], []
                if not args.no_cold:
                    cache = Path(tempfile.mkdtemp(prefix="ndle-cache-", dir=outside))
                    cold, word = timed(argv, cache, args.timeout, outside)
                    warm, again = timed(argv, cache, args.timeout, outside) if cold is not None else (None, "?")
                    times += [cold, warm]
                    words += [word, again]
                    shutil.rmtree(cache, ignore_errors=True)
                cache = Path(tempfile.mkdtemp(prefix="ndle-cache-", dir=outside))
                for _ in range(2):
                    t, word = timed(argv, cache, args.timeout, outside, shipped=True)
                    times.append(t)
                    words.append(word)
                if args.own:
                    shutil.rmtree(cache / "openings", ignore_errors=True)
                    t, word = timed(argv, cache, args.timeout, outside)
                    times.append(t)
                    words.append(word)
                shutil.rmtree(cache, ignore_errors=True)
                known = {w for w in words if w != "?"}
                shown = known.pop() if len(known) == 1 else " / ".join(words)  # the same word every way, else each
                rows.append(f"| {game} | {name} | {shown} | {' | '.join(map(cell, times))} |")
                print(rows[-1], flush=True)
                if args.out:
                    args.out.write_text("\n".join(rows) + "\n")
    finally:
        shutil.rmtree(outside, ignore_errors=True)


if __name__ == "__main__":
    main()
