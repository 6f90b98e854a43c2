"""Memory of long runs: peak memory of the whole process tree must stay flat in the game count (<= 1 GB).

    python benchmarks/bench_million.py                           # 10,000, 30,000 and 100,000 Quordle games
    python benchmarks/bench_million.py --sizes 1000000 --kill-after 300 --keep runs   # the million (issue 13)

Each size is `ndle simulate --boards 4 --games N --jobs 2 --seed 7 --json
PATH` in a child process; the parent samples every 0.5 s the PSS (shared
pages counted once) and RSS summed over the child and all its workers, and
the child's own RSS. With `--kill-after S` the child is killed (SIGKILL) S
seconds in, the games journaled so far are counted, and the run is finished
with `ndle simulate --resume --json PATH`; the memory peaks cover both parts.
The finished CSV is checked: one row per game, in order, and its first
`--check` rows byte-equal to a fresh run of that many games on the same seed
(game i depends only on the seed and i).
"""

from __future__ import annotations

import argparse
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_simulate import _memory_kb, _tree  # noqa: E402  (process-tree memory sampling, one copy)

LIMIT_MB = 1024


def watch(cmd: list[str], kill_after: float | None = None, interval: float = 0.5, journal: Path | None = None
          ) -> dict:
    """Run cmd in a child process sampling its tree's memory; SIGKILL it after `kill_after` seconds.

    Return wall time, CPU time of the tree (user + system seconds of the child and the descendants it
    waited for: robust to other jobs on the machine), peak PSS/RSS of the tree and RSS of the child (MB),
    and whether it was killed.
    With `journal`, a line on stderr every minute gives the games journaled there and the peaks so far.
    """
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    peak = {"pss": 0, "rss": 0, "main": 0}
    killed, report = False, []
    while proc.poll() is None:
        pss, rss = _memory_kb(_tree(proc.pid))
        main = _memory_kb([proc.pid])[1]
        peak = {"pss": max(peak["pss"], pss), "rss": max(peak["rss"], rss), "main": max(peak["main"], main)}
        if journal is not None and time.perf_counter() - start > 60 * (1 + len(report)):
            report.append(_rows(journal))
            print(f"  {time.perf_counter() - start:.0f} s: {report[-1]:,} games journaled; peak PSS "
                  f"{peak['pss'] / 1024:.0f} MB, RSS {peak['rss'] / 1024:.0f} MB (main {peak['main'] / 1024:.0f})",
                  file=sys.stderr, flush=True)
        if kill_after is not None and time.perf_counter() - start > kill_after:
            workers = _tree(proc.pid)
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            killed = True
            _wait_gone(workers)
            break
        time.sleep(interval)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    if proc.returncode and not killed:
        raise SystemExit(f"{' '.join(cmd)} failed: {proc.stderr.read().strip()}")
    proc.stderr.close()
    return {"wall": wall, "cpu": cpu, "killed": killed, **{k: v / 1024 for k, v in peak.items()}}


def _wait_gone(pids: list[int], timeout: float = 10) -> None:
    """Wait until the killed run's workers have ended (they watch their parent); fail if any stays behind."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if not [p for p in pids if os.path.exists(f"/proc/{p}") and _state(p) != "Z"]:
            return
        time.sleep(0.2)
    raise SystemExit(f"processes left behind after the kill: {pids}")


def _rows(csv: Path) -> int:
    """Return the complete rows of a journal (lines after the header)."""
    try:
        with open(csv, "rb") as f:
            return max(0, sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b"")) - 1)
    except OSError:
        return 0


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"


def simulate(games: int, jobs: int, seed: int, out: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "ndle.cli", "simulate", "--boards", "4", "--games", str(games), "--jobs", str(jobs),
            "--seed", str(seed), "--json", str(out), *extra]


def check_csv(path: Path, games: int, check: int, jobs: int, seed: int, folder: Path) -> str:
    """Return a line on the finished CSV: rows in order, and the first `check` equal to a fresh shorter run."""
    n, head = 0, []
    with open(path, "rb") as f:
        f.readline()
        for n, line in enumerate(f, 1):
            if n <= check:
                head.append(line)
            if n <= 3 or n == games:
                assert line.split(b",", 1)[0] == str(n - 1).encode(), f"row {n} is not game {n - 1}"
    assert n == games, f"{n} rows for {games} games"
    fresh = folder / f"check{check}.json"
    subprocess.run(simulate(check, jobs, seed, fresh, "--overwrite"), check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    same = fresh.with_suffix(".csv").read_bytes().split(b"\n", 1)[1] == b"".join(head)
    return f"{games:,} rows in game order; first {check:,} rows {'byte-equal' if same else 'DIFFER from'} a fresh run"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=[10_000, 30_000, 100_000])
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--kill-after", type=float, metavar="S", help="kill each run S seconds in, then resume it")
    p.add_argument("--check", type=int, default=2000, help="rows compared against a fresh shorter run")
    p.add_argument("--keep", metavar="DIR", help="keep the runs' files here (default: a temporary folder)")
    a = p.parse_args()
    print(f"# bench_million on {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start, "
          f"nice {os.nice(0)}")
    print(f"\n## ndle simulate --boards 4 --games N --jobs {a.jobs} --seed {a.seed} --json PATH (sum, wordle list)"
          + (f"; killed after {a.kill_after:.0f} s and finished with --resume" if a.kill_after else "") + "\n")
    print("| games | killed at (games) | wall (s) | ms/game | peak PSS, tree (MB) | peak RSS, tree (MB) "
          "| peak RSS, main (MB) |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(a.keep or tmp)
        folder.mkdir(parents=True, exist_ok=True)
        for n in a.sizes:
            out = folder / ("m.json" if n == 1_000_000 else f"m{n}.json")
            journal = out.with_suffix(".csv")
            parts = [watch(simulate(n, a.jobs, a.seed, out, "--overwrite"), a.kill_after, journal=journal)]
            kept = "-"
            if parts[0]["killed"]:
                kept = f"{_rows(journal):,}"
                parts.append(watch([*simulate(n, a.jobs, a.seed, out)[:4], "--resume", "--jobs", str(a.jobs),
                                    "--json", str(out)], journal=journal))
            r = {"games": n, "wall": sum(x["wall"] for x in parts),
                 **{k: max(x[k] for x in parts) for k in ("pss", "rss", "main")}}
            rows.append(r)
            print(f"| {n:,} | {kept} | {r['wall']:.0f} | {1000 * r['wall'] / n:.2f} | {r['pss']:.0f} | "
                  f"{r['rss']:.0f} | {r['main']:.0f} |", flush=True)
            print(f"\n{check_csv(out.with_suffix('.csv'), n, min(a.check, n), a.jobs, a.seed, folder)}\n", flush=True)
    worst = max(r["pss"] for r in rows)
    print(f"peak PSS of the tree {worst:.0f} MB: limit {LIMIT_MB} MB {'met' if worst <= LIMIT_MB else 'MISSED'}; "
          f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
