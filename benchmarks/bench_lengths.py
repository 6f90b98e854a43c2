"""Benchmark every word length: the largest shipped list of each length, its pattern matrix and a Quordle run.

    python benchmarks/bench_lengths.py                      # lengths 4-15, 10,000 Quordle games each, 2 jobs
    python benchmarks/bench_lengths.py --lengths 4 6 --games 1000 --out rows.jsonl
    python benchmarks/bench_lengths.py --games 10000 --games-at 8=2000 9=2000   # fewer games where they cost most

Per length: the list (the one with the most matrix entries), the matrix's code
type, its size in memory and on disk (the .npy cache file), its build time
(wall and CPU, one process) and a run of `--games` Quordle games (4 boards,
limit 9; `sum`, answers with replacement, the strategy's own first guess) in a
fresh child process: wall time, CPU time (user + system of the child and its
workers), mean guesses and peak memory (PSS, shared
pages counted once, of the child and its workers; sampled as in
bench_simulate.py). Each finished row is appended to `--out` (JSON lines) and
skipped when the script is run again, so an interrupted run resumes.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_simulate import _memory_kb, _tree  # noqa: E402 - the same PSS sampling as the simulation benchmark


def largest_list(length: int) -> str:
    """Return the shipped list of `length`-letter words with the most matrix entries."""
    from ndle.words import SHIPPED, load_words

    names = [n for n, s in SHIPPED.items() if s.length == length]
    return max(names, key=lambda n: len(load_words(n).answers) * len(load_words(n).guesses))


def matrix_row(name: str) -> dict:
    """Return the list's sizes and its matrix's type, memory, disk size and build time (built afresh)."""
    import numpy as np

    from ndle.patterns.cache import matrix_for
    from ndle.patterns.matrix import pattern_matrix
    from ndle.words import load_words

    words = load_words(name)
    wall, cpu = time.perf_counter(), time.process_time()
    m = pattern_matrix(words.guesses, words.answers)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    cached = matrix_for(words)  # the cache file (built again if missing)
    assert np.array_equal(m, cached)
    disk = Path(cached.filename).stat().st_size
    return {"length": words.length, "list": name, "answers": len(words.answers), "guesses": len(words.guesses),
            "dtype": m.dtype.name, "memory_mb": m.nbytes / 2**20, "disk_mb": disk / 2**20, "build_s": wall,
            "build_cpu_s": cpu}


def run_quordle(name: str, games: int, jobs: int, seed: int) -> dict:
    """Play the Quordle games in a child process; return its wall time, mean and peak PSS/RSS."""
    cmd = [sys.executable, __file__, "--child", name, str(games), str(jobs), str(seed)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    peak_pss = peak_rss = 0
    while proc.poll() is None:
        pss, rss = _memory_kb(_tree(proc.pid))
        peak_pss, peak_rss = max(peak_pss, pss), max(peak_rss, rss)
        time.sleep(0.1)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)  # the child and the workers it waited for
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode:
        raise SystemExit(f"the Quordle run on {name} failed with status {proc.returncode}")
    child = json.loads(proc.stdout.read().strip().splitlines()[-1])
    return {**child, "quordle_wall_s": wall, "quordle_cpu_s": cpu, "peak_pss_mb": peak_pss / 1024,
            "peak_rss_mb": peak_rss / 1024}


def child(name: str, games: str, jobs: str, seed: str) -> None:
    import ndle

    start = time.perf_counter()
    results = ndle.simulate(name, "sum", boards=4, games=int(games), seed=int(seed), jobs=int(jobs),
                            replacement=True, progress=False)
    print(json.dumps({"games": int(games), "jobs": int(jobs), "quordle_s": time.perf_counter() - start,
                      "mean": float(results.turns.mean()), "won": float(results.won.mean())}))


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(*sys.argv[2:6])
        return
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--lengths", type=int, nargs="*", default=list(range(4, 16)))
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--games-at", nargs="*", default=[], metavar="L=N", help="another game count at length L")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=2022)
    p.add_argument("--out", default="bench_lengths.jsonl", help="JSON lines of finished rows (resumed)")
    args = p.parse_args()
    done = {}
    if os.path.exists(args.out):
        done = {(r["length"], r["games"]): r for r in map(json.loads, Path(args.out).read_text().splitlines())}
    print(f"# bench_lengths on {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    games_at = {int(k): int(v) for k, v in (x.split("=") for x in args.games_at)}
    print("| length | list | answers x guesses | codes | memory MB | disk MB | build s (CPU s) | "
          "Quordle games | wall s | CPU s | ms/game | mean | won | peak PSS MB | load |")
    print("|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n in args.lengths:
        games = games_at.get(n, args.games)
        row = done.get((n, games))
        if row is None:
            row = {**matrix_row(largest_list(n)), "load_start": os.getloadavg()[0]}
            row.update(run_quordle(row["list"], games, args.jobs, args.seed))
            with open(args.out, "a") as f:
                f.write(json.dumps(row) + "\n")
        print(f"| {n} | {row['list']} | {row['answers']:,} x {row['guesses']:,} | {row['dtype']} | "
              f"{row['memory_mb']:.0f} | {row['disk_mb']:.0f} | {row['build_s']:.1f} ({row['build_cpu_s']:.1f}) | "
              f"{row['games']:,} | {row['quordle_wall_s']:.0f} | {row['quordle_cpu_s']:.0f} | "
              f"{1e3 * row['quordle_wall_s'] / row['games']:.1f} | "
              f"{row['mean']:.3f} | {row['won']:.4f} | {row['peak_pss_mb']:.0f} | {row['load_start']:.1f} |",
              flush=True)
    print(f"\nload average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
