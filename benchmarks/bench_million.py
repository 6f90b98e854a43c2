"""Memory of long runs: peak memory of the whole process tree must stay flat in the game count (<= 1 GB).

    python benchmarks/bench_million.py                          # 10,000, 50,000 and 100,000 Quordle games
    python benchmarks/bench_million.py --sizes 1000000          # the full million (hours on 2 cores)

Each size is `ndle simulate --boards 4 --games N --jobs 2 --json PATH` in a
fresh child process; the parent samples the PSS (shared pages counted once)
and RSS summed over the child and its workers every 0.5 s, and the child's
own RSS. The wall time of a million games is estimated from the largest size
(the per-game rate after start-up, which the smallest size measures).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_simulate import _memory_kb, _tree  # noqa: E402  (process-tree memory sampling, one copy)

LIMIT_MB = 1024
MILLION = 1_000_000


def measure(games: int, args: list[str], out: Path) -> dict:
    """Run one size in a child process; return wall time and peak memory (MB)."""
    cmd = [sys.executable, "-m", "ndle.cli", "simulate", "--boards", "4", "--games", str(games), *args,
           "--json", str(out)]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    peak = {"pss": 0, "rss": 0, "main": 0}
    while proc.poll() is None:
        pss, rss = _memory_kb(_tree(proc.pid))
        main = _memory_kb([proc.pid])[1]
        peak = {"pss": max(peak["pss"], pss), "rss": max(peak["rss"], rss), "main": max(peak["main"], main)}
        time.sleep(0.5)
    wall = time.perf_counter() - start
    if proc.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed: {proc.stderr.read().strip()}")
    return {"games": games, "wall": wall, **{k: v / 1024 for k, v in peak.items()}}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=[10_000, 50_000, 100_000])
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--keep", metavar="DIR", help="keep the runs' files here (default: a temporary folder)")
    a = p.parse_args()
    print(f"# bench_million on {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    print(f"\n## ndle simulate --boards 4 --games N --jobs {a.jobs} --seed {a.seed} --json PATH (sum, wordle list)\n")
    print("| games | wall (s) | ms/game | peak PSS, tree (MB) | peak RSS, tree (MB) | peak RSS, main (MB) |")
    print("|---:|---:|---:|---:|---:|---:|")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(a.keep or tmp)
        for n in a.sizes:
            r = measure(n, ["--jobs", str(a.jobs), "--seed", str(a.seed)], folder / f"m{n}.json")
            rows.append(r)
            print(f"| {n:,} | {r['wall']:.0f} | {1000 * r['wall'] / n:.2f} | {r['pss']:.0f} | {r['rss']:.0f} | "
                  f"{r['main']:.0f} |", flush=True)
    if len(rows) > 1:
        first, last = rows[0], rows[-1]
        rate = (last["wall"] - first["wall"]) / (last["games"] - first["games"])
        estimate = first["wall"] + rate * (MILLION - first["games"])
        print(f"\nper game after start-up {1000 * rate:.2f} ms: a million games in about {estimate / 3600:.1f} h "
              f"on this machine now; peak PSS {'flat' if last['pss'] <= 1.1 * first['pss'] + 20 else 'GROWS'} "
              f"({first['pss']:.0f} -> {last['pss']:.0f} MB), limit {LIMIT_MB} MB "
              f"{'met' if max(r['pss'] for r in rows) <= LIMIT_MB else 'MISSED'}")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
