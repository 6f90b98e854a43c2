"""Benchmark of Monte Carlo simulation speed and memory, and of the form-(7) kernels by candidate-set size.

    python benchmarks/bench_simulate.py                 # kernels, then 10,000 Quordle and Octordle games, 2 jobs
    python benchmarks/bench_simulate.py --games 2000    # a quicker look
    python benchmarks/bench_simulate.py --skip-kernels --cases 4:sum 8:min

Each simulation runs in a fresh child process (so the time includes starting
Python, the joblib workers and warming their memos); the parent samples the
proportional set size (PSS: shared memory-mapped pages counted once) and the
resident set size of the child and all its descendants every 0.1 s and
reports the peaks. Targets (issue 3, a 2-core machine): 10,000 Quordle games
with `sum` in <= 120 s and 10,000 Octordle games in <= 300 s with 2 jobs,
peak memory <= 1 GB.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

TARGETS = {4: 120.0, 8: 300.0}
MEMORY_TARGET_MB = 1024


def _tree(pid: int) -> list[int]:
    """Return pid and all its descendants (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def _memory_kb(pids: list[int]) -> tuple[int, int]:
    """Return the summed (PSS, RSS) in kB of processes."""
    pss = rss = 0
    for p in pids:
        try:
            with open(f"/proc/{p}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        pss += int(line.split()[1])
                    elif line.startswith("Rss:"):
                        rss += int(line.split()[1])
        except OSError:
            continue
    return pss, rss


def run_case(boards: int, strategy: str, games: int, jobs: int, words: str, seed: int) -> dict:
    """Run one simulation in a child process; return its timing, mean and peak memory."""
    cmd = [sys.executable, __file__, "--child", str(boards), strategy, str(games), str(jobs), words, str(seed)]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    peak_pss = peak_rss = 0
    while proc.poll() is None:
        pss, rss = _memory_kb(_tree(proc.pid))
        peak_pss, peak_rss = max(peak_pss, pss), max(peak_rss, rss)
        time.sleep(0.1)
    wall = time.perf_counter() - start
    out = proc.stdout.read()
    if proc.returncode:
        raise SystemExit(f"case {boards}:{strategy} failed with status {proc.returncode}")
    child = json.loads(out.strip().splitlines()[-1])
    return {**child, "wall": wall, "peak_pss_mb": peak_pss / 1024, "peak_rss_mb": peak_rss / 1024}


def child(boards: str, strategy: str, games: str, jobs: str, words: str, seed: str) -> None:
    """Play the games (in the child process) and print a JSON line with the in-process timing."""
    import ndle

    start = time.perf_counter()
    game = ndle.Game.create(words=words, boards=int(boards))
    results = ndle.simulate(game, strategy, games=int(games), seed=int(seed), jobs=int(jobs), opener="soare",
                            replacement=True, progress=False)
    elapsed = time.perf_counter() - start
    print(json.dumps({"boards": int(boards), "strategy": strategy, "games": int(games), "jobs": int(jobs),
                      "simulate_s": elapsed, "mean": float(results.turns.mean())}))


def kernel_table(words: str, sizes: list[int], seed: int = 0) -> list[str]:
    """Return table rows timing form (7) for all guesses: the original guess-major kernel vs the Scorer's."""
    import numpy as np

    # the original kernel is the guess-major one the Scorer still uses for large sets (the before/after column)
    from ndle.measures.entropy import Scorer, _remaining, _sum_xlogx as original, _table
    from ndle.game import Game

    game = Game.create(words=words)
    matrix = game.matrix
    by_answer = Scorer.for_matrix(matrix).by_answer
    rng = np.random.default_rng(seed)
    rows = ["| candidates | original kernel (ms) | ndle kernel (ms) | speed-up |", "|---:|---:|---:|---:|"]
    for m in sizes:
        c = np.sort(rng.choice(matrix.shape[1], m, replace=False)).astype(np.int32)
        out = np.empty(matrix.shape[0], np.int64)
        original(matrix, c, _table(m), out)
        new = _remaining(matrix, by_answer, c)
        assert np.array_equal(out / (2.0**36 * m), new) or m <= 2
        reps = max(3, 3000 // m)
        t_old = _best(lambda c=c, m=m, out=out: original(matrix, c, _table(m), out), reps)
        t_new = _best(lambda c=c: _remaining(matrix, by_answer, c), reps)
        rows.append(f"| {m} | {t_old * 1e3:.3f} | {t_new * 1e3:.3f} | {t_old / t_new:.1f}x |")
    return rows


def _best(fn, reps: int, rounds: int = 3) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(reps):
            fn()
        best = min(best, (time.perf_counter() - start) / reps)
    return best


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(*sys.argv[2:8])
        return
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--words", default="nyt")
    p.add_argument("--seed", type=int, default=2022)
    p.add_argument("--cases", nargs="*", default=["4:sum", "8:sum"], metavar="N:STRATEGY")
    p.add_argument("--skip-kernels", action="store_true")
    args = p.parse_args()
    print(f"# bench_simulate on {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    if not args.skip_kernels:
        print("\n## form (7) for every guess over one candidate set (best of 3, ms)\n")
        print("\n".join(kernel_table(args.words, [3, 8, 16, 24, 48, 100, 200, 400, 1000, 2309])))
    print(f"\n## {args.games:,} games per case, {args.words} list, answers with replacement, opener soare, "
          f"{args.jobs} jobs (fresh processes)\n")
    print("| boards | strategy | games | jobs | wall (s) | ms/game | mean | peak PSS (MB) | peak RSS (MB) | target |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for case in args.cases:
        boards, _, strategy = case.partition(":")
        r = run_case(int(boards), strategy or "sum", args.games, args.jobs, args.words, args.seed)
        limit = TARGETS.get(r["boards"])
        target = "-"
        if limit and args.games == 10_000:
            ok = r["wall"] <= limit and r["peak_pss_mb"] <= MEMORY_TARGET_MB
            target = f"{'met' if ok else 'MISSED'} (<= {limit:.0f} s, <= 1 GB)"
        print(f"| {r['boards']} | {r['strategy']} | {r['games']:,} | {r['jobs']} | {r['wall']:.1f} | "
              f"{1000 * r['wall'] / r['games']:.2f} | {r['mean']:.4f} | {r['peak_pss_mb']:.0f} | "
              f"{r['peak_rss_mb']:.0f} | {target} |", flush=True)
    print(f"\nload average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
