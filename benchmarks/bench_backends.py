"""Benchmark of the parallel back ends: the same Quordle run on loky (2 jobs) and on a 2-worker Dask LocalCluster.

    python benchmarks/bench_backends.py                  # 10,000 Quordle games with sum (issue 13)
    python benchmarks/bench_backends.py --games 2000     # a quicker look on a busy machine

Each run is `ndle simulate` in a fresh child process (so the time includes
starting Python and the workers, and for dask the scheduler), on the same
seed; the parent samples the memory of the child's whole process tree (PSS:
shared pages counted once, and RSS) every 0.1 s and takes the CPU time of
the tree (less sensitive than wall time to other jobs on the machine). The
back ends alternate `--repeat` times; the best wall time of each is compared.
The per-game CSVs must be byte-identical (their SHA-256 is printed). Goal:
dask within 15 % of loky.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_million import watch  # noqa: E402  (a child process with its tree's memory sampled, one copy)

GOAL = 0.15


def run(args: list[str], out: Path) -> dict:
    """Run `ndle simulate ARGS --json OUT` in a child process; return wall time, peak memory and the CSV's digest."""
    r = watch([sys.executable, "-m", "ndle.cli", "simulate", *args, "--json", str(out)], interval=0.1)
    return {**r, "sha256": hashlib.sha256(out.with_suffix(".csv").read_bytes()).hexdigest()}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--boards", type=int, default=4)
    p.add_argument("--strategy", default="sum")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=2022)
    p.add_argument("--words", default="wordle")
    p.add_argument("--repeat", type=int, default=2, help="runs of each back end, alternated (default 2)")
    a = p.parse_args()
    common = ["--boards", str(a.boards), "--games", str(a.games), "--seed", str(a.seed), "--jobs", str(a.jobs),
              "--strategy", a.strategy, "--words", a.words]
    print(f"# bench_backends on {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    print(f"\n## {a.games:,} games, {a.boards} boards, {a.strategy}, {a.words} list, seed {a.seed}, "
          f"{a.jobs} workers (fresh processes)\n")
    print("| back end | run | wall (s) | ms/game | CPU, tree (s) | load | peak PSS (MB) | peak RSS (MB) | CSV sha256 |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    rows: dict[str, list[dict]] = {"loky": [], "dask LocalCluster": []}
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(a.repeat):  # alternated, so that a change in the machine's load hits both alike
            for name, extra in (("loky", []), ("dask LocalCluster", ["--backend", "dask"])):
                load = os.getloadavg()[0]
                rows[name].append(r := run(common + extra, Path(tmp) / f"{name.split()[0]}{k}.json"))
                print(f"| {name} | {k + 1} | {r['wall']:.1f} | {1000 * r['wall'] / a.games:.2f} | {r['cpu']:.1f} | "
                      f"{load:.1f} | {r['pss']:.0f} | {r['rss']:.0f} | {r['sha256'][:16]} |", flush=True)
    same = len({r["sha256"] for runs in rows.values() for r in runs}) == 1
    best = {name: min(r["wall"] for r in runs) for name, runs in rows.items()}
    cpu = {name: min(r["cpu"] for r in runs) for name, runs in rows.items()}
    ratio = best["dask LocalCluster"] / best["loky"] - 1
    print(f"\nper-game CSVs {'identical' if same else 'DIFFER'}; best wall: dask {ratio:+.1%} against loky, goal "
          f"(within {GOAL:.0%}) {'met' if ratio <= GOAL else 'MISSED'}; least CPU of the tree: dask "
          f"{cpu['dask LocalCluster'] / cpu['loky'] - 1:+.1%}; load average {os.getloadavg()[0]:.2f} at the end")
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
