"""ndle's exact one-board search beside Selby's wordle.cpp on the same positions, whole process, side by side.

Usage: python benchmarks/bench_selby.py [--selby DIR] [--cases salet,tarse] [--ndle-only] [--repeat R]

DIR holds Selby's MIT program (`wordle.cpp`); it is read, never copied: the
program is built with `g++ -std=c++17 -O3` into a temporary folder and run
there (it writes word-list files into its working folder). Without --selby the
first of $SELBY_DIR and a `shared/reference/selby` folder beside this checkout
or one of its parents is used; the benchmark runs from any folder, and without
the program it times ndle alone. Cases, each on lists ndle ships, written out
for both programs and given to ndle with `--answers-file` and `--guesses-file`:

- `salet`: SALET on the `wordle` lists (2,315 answers, 12,972 guesses; Selby's
  total 7,920);
- `tarse`: TARSE on the `nyt2023` lists, Selby's July 2023 lists (3,158 answers,
  14,855 guesses; his total 11,219).

Each side is one fresh process (`ndle optimal --opener WORD --json`, the `ndle`
beside this Python; numba's disk cache and the feedback matrix warm from one
untimed `--width 1` run first), timed by wall clock and by its
user + system processor seconds (`resource.RUSAGE_CHILDREN`), the best of
`--repeat` runs. Both totals are printed and must agree. Without a C++ compiler
or without DIR the Selby columns are left empty (`--ndle-only` skips them).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ndle.words import load_words

CASES = {"salet": ("wordle", 7920), "tarse": ("nyt2023", 11219)}


def default_selby() -> Path | None:
    """Return Selby's folder: $SELBY_DIR, else shared/reference/selby beside this checkout or a parent (or None)."""
    if os.environ.get("SELBY_DIR"):
        return Path(os.environ["SELBY_DIR"])
    for parent in Path(__file__).resolve().parents:
        if (parent / "shared" / "reference" / "selby").is_dir():
            return parent / "shared" / "reference" / "selby"
    return None


def timed(cmd: list[str], cwd: Path) -> tuple[str, float, float]:
    """Return (stdout, wall seconds, processor seconds) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, text=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return out, wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def build(selby: Path | None, tmp: Path) -> Path | None:
    """Return Selby's program built with -O3 in `tmp` (None without g++ or his source)."""
    gxx = shutil.which("g++")
    if gxx is None or selby is None or not (selby / "wordle.cpp").exists():
        return None
    source = selby / "wordle.cpp"
    exe = tmp / "selby-wordle"
    subprocess.run([gxx, "-std=c++17", "-O3", "-DCOMMITDESC=\"bench\"", "-o", str(exe), str(source), "-lpthread"],
                   check=True)
    return exe


def lists(case: str, tmp: Path) -> tuple[Path, Path]:
    """Return (answers file, guesses file) of a case: the shipped lists it names, written out into `tmp`."""
    w = load_words(CASES[case][0])
    answers, guesses = tmp / f"{case}-answers", tmp / f"{case}-guesses"
    answers.write_text("\n".join(w.answers) + "\n")
    guesses.write_text("\n".join(w.guesses) + "\n")
    return answers, guesses


def run_selby(exe: Path, opener: str, answers: Path, guesses: Path, tmp: Path) -> tuple[int, float, float]:
    """Return (total, wall s, processor s) of Selby's program on one opener."""
    out, wall, cpu = timed([str(exe), "-a", str(guesses), "-h", str(answers), "-w", opener], tmp)
    totals = re.findall(r"^Best first guess score = (\d+)", out, re.M)
    if not totals:
        raise SystemExit(f"no total for {opener} in Selby's output:\n{out[-800:]}")
    return int(totals[-1]), wall, cpu


def run_ndle(opener: str, answers: Path, guesses: Path, tmp: Path, *extra: str) -> tuple[int, float, float]:
    """Return (total, wall s, processor s) of `ndle optimal` on one opener."""
    cmd = [str(Path(sys.executable).with_name("ndle")), "optimal", "--opener", opener, "--answers-file", str(answers),
           "--guesses-file", str(guesses), "--json", "--quiet", *extra]
    out, wall, cpu = timed(cmd, tmp)
    return int(json.loads(out)["total"]), wall, cpu


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--selby", type=Path, default=None,
                   help="Selby's folder (default: $SELBY_DIR or shared/reference/selby above this checkout)")
    p.add_argument("--cases", default="salet,tarse")
    p.add_argument("--ndle-only", action="store_true")
    p.add_argument("--repeat", type=int, default=1)
    args = p.parse_args()
    cases = [c for c in args.cases.split(",") if c]
    for c in cases:
        if c not in CASES:
            p.error(f"unknown case {c!r}; choose from {', '.join(CASES)}")
    with tempfile.TemporaryDirectory(prefix="bench-selby-") as d:
        tmp = Path(d)
        exe = None if args.ndle_only else build(args.selby or default_selby(), tmp)
        print("| case | Selby total | Selby wall s | Selby cpu s | ndle total | ndle wall s | ndle cpu s "
              "| ndle / Selby (cpu) |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for case in cases:
            answers, guesses = lists(case, tmp)
            run_ndle(case, answers, guesses, tmp, "--width", "1")  # untimed: numba's cache and the matrix warm
            nd = min((run_ndle(case, answers, guesses, tmp) for _ in range(args.repeat)), key=lambda r: r[2])
            sb = min((run_selby(exe, case, answers, guesses, tmp) for _ in range(args.repeat)), key=lambda r: r[2]) \
                if exe is not None else None
            if sb is not None and sb[0] != nd[0]:
                raise SystemExit(f"{case}: totals differ (Selby {sb[0]}, ndle {nd[0]})")
            s = f"{sb[0]:,} | {sb[1]:.2f} | {sb[2]:.2f}" if sb else " | | "
            ratio = f"{nd[2] / sb[2]:.2f}" if sb else ""
            print(f"| {case.upper()} | {s} | {nd[0]:,} | {nd[1]:.2f} | {nd[2]:.2f} | {ratio} |", flush=True)


if __name__ == "__main__":
    main()
