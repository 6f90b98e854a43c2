"""doddle 1.6.0 beside ndle on doddle's own 4- and 6-letter dictionaries: one board, every answer once.

    python benchmarks/bench_doddle.py                           # 4 and 6 letters, every row
    python benchmarks/bench_doddle.py --lengths 4 --out rows.jsonl
    python benchmarks/bench_doddle.py --lengths 5 --solvers minimax MINIMAX   # Wordle's lists, minimax only

doddle 1.6.0 needs numpy<2, so it runs in a virtual environment of its own,
made on first use under ndle's cache folder (`python -m venv`, then `pip
install doddle==1.6.0 'numpy<2'`; `--venv DIR` names another). Each row is a
fresh child process:

- doddle: `Doddle(size=L, solver_type=ENTROPY or MINIMAX, lazy_eval=False)`,
  its score matrix precomputed (the "setup" column), then `benchmark()`: every
  word of its answer dictionary once, its own first guess, on a process pool of
  every core (doddle's default);
- ndle: the pattern matrix of the same lists built in memory (setup), then
  `ndle.simulate(list, strategy, games="all", jobs=--jobs)` (every answer once)
  with the matrix from ndle's cache, for the strategies `entropy` (Hayes's
  expected information, doddle's ENTROPY), `sum` (Fetterman's expected
  remaining entropy, ndle's default) and `minimax` (the smallest largest
  class, doddle's MINIMAX). ndle's rows run first: they take seconds, doddle's
  minutes.

Both sides play doddle's dictionaries of that length (`doddle4`, `doddle6` in
ndle: doddle's answer file also holds one masked entry, `****` / `******`,
which ndle leaves out; its game is dropped from doddle's mean and worst too,
and its game counts say so). On 5 letters doddle plays the official Wordle
lists, ndle's `wordle` (2,315 answers; 12,972 guesses, the same words).
`--solvers` keeps only the rows of those strategies. Times: wall, and CPU (user + system) of the child
and the workers it waited for (`getrusage(RUSAGE_CHILDREN)`). Each finished row
is appended to `--out` (JSON lines) and skipped when run again.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

DODDLE = "doddle==1.6.0"
KINDS = {"ndle": ("entropy", "sum", "minimax"), "doddle": ("ENTROPY", "MINIMAX")}  # ndle first: its rows are quick

DODDLE_CHILD = r"""
import json, sys, time
from doddle import Doddle
size, kind = int(sys.argv[1]), sys.argv[2]
start = time.perf_counter()
d = Doddle(size=size, solver_type=kind, lazy_eval=False)
d.histogram_builder.score_matrix.precompute()
setup = time.perf_counter() - start
start = time.perf_counter()
b = d.benchmark()
play = time.perf_counter() - start
turns = {sb.rows[0].soln.value.lower(): len(sb.rows) for sb in b.scoreboards}
words, answers = d.dictionary.words
print(json.dumps({"turns": turns, "opener": str(b.opening_guess).lower(), "setup_s": setup, "play_s": play,
                  "answers": len(answers), "guesses": len(words)}))
"""


def doddle_python(venv: Path) -> Path:
    """Return the doddle venv's python, making the venv first if it is not there."""
    python = venv / "bin" / "python"
    if not python.exists():
        print(f"# making {venv} ({DODDLE}, numpy<2)", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", DODDLE, "numpy<2"], check=True)
    return python


def ndle_child(length: int, strategy: str, jobs: int) -> None:
    """Build the list's matrix in memory (timed), then play every answer once; print the row as JSON."""
    import ndle
    from ndle.patterns.matrix import pattern_matrix
    from ndle.words import default_list

    words = ndle.load_words(default_list(length))
    start = time.perf_counter()
    pattern_matrix(words.guesses, words.answers)
    setup = time.perf_counter() - start
    ndle.Game.create(words=words.name)  # the cached matrix, so `play` times the games only
    start = time.perf_counter()
    r = ndle.simulate(words.name, strategy, games="all", jobs=jobs, progress=False)
    play = time.perf_counter() - start
    turns = {rec.answers[0]: int(rec.turns) for rec in r.records}
    print(json.dumps({"turns": turns, "opener": r.records[0].guesses[0], "setup_s": setup, "play_s": play,
                      "answers": len(words.answers), "guesses": len(words.guesses)}))


def run_child(cmd: list[str]) -> dict:
    """Run one child; return its JSON line with its wall time and its process tree's CPU time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {**json.loads(out.strip().splitlines()[-1]), "wall_s": wall, "cpu_s": cpu}


def summarise(row: dict, answers: set[str]) -> dict:
    """Return the row's mean, worst, failures and games over ndle's answers (doddle's masked entry left out)."""
    turns = [t for w, t in row.pop("turns").items() if w in answers]
    return {**row, "games": len(turns), "mean": sum(turns) / len(turns), "worst": max(turns),
            "over_6": sum(t > 6 for t in turns)}


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--ndle-child":
        ndle_child(int(sys.argv[2]), sys.argv[3], int(sys.argv[4]))
        return
    from ndle.io.cachedir import cache_dir
    from ndle.words import default_list, load_words

    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--lengths", type=int, nargs="*", default=[4, 6])
    p.add_argument("--solvers", nargs="*", default=None, metavar="KIND",
                   help=f"only these rows (of {', '.join(KINDS['ndle'] + KINDS['doddle'])}; default every one)")
    p.add_argument("--jobs", type=int, default=2, help="ndle's workers (doddle uses every core)")
    p.add_argument("--venv", type=Path, default=None, help="doddle's venv (default: under ndle's cache folder)")
    p.add_argument("--out", default="bench_doddle.jsonl", help="JSON lines of finished rows (resumed)")
    args = p.parse_args()
    python = doddle_python(args.venv or Path(cache_dir()) / "doddle-1.6.0-venv")
    done = {}
    if os.path.exists(args.out):
        done = {(r["length"], r["solver"]): r for r in map(json.loads, Path(args.out).read_text().splitlines())}
    print(f"# bench_doddle on {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    print("| letters | solver | games | first guess | mean | worst | over 6 | setup s | play s (wall) | "
          "CPU s | load |")
    print("|---:|---|---:|---|---:|---:|---:|---:|---:|---:|---:|")
    for n in args.lengths:
        answers = set(load_words(default_list(n)).answers)
        for solver in [f"{who} {k}" for who in ("ndle", "doddle") for k in KINDS[who]
                       if args.solvers is None or k in args.solvers]:
            row = done.get((n, solver))
            if row is None:
                who, kind = solver.split()
                cmd = ([str(python), "-c", DODDLE_CHILD, str(n), kind] if who == "doddle" else
                       [sys.executable, __file__, "--ndle-child", str(n), kind, str(args.jobs)])
                row = {"length": n, "solver": solver, "load": os.getloadavg()[0],
                       **summarise(run_child(cmd), answers)}
                with open(args.out, "a") as f:
                    f.write(json.dumps(row) + "\n")
            print(f"| {n} | {solver} | {row['games']:,} | {row['opener']} | {row['mean']:.4f} | {row['worst']} | "
                  f"{row['over_6']} | {row['setup_s']:.1f} | {row['play_s']:.1f} | {row['cpu_s']:.0f} | "
                  f"{row['load']:.1f} |", flush=True)
    print(f"\nload average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
