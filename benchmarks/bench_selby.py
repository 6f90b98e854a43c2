"""ndle's exact one-board search beside Selby's wordle.cpp on the same positions, whole process, side by side.

Usage: python benchmarks/bench_selby.py --selby DIR [--cases salet,tarse] [--ndle-only] [--repeat R]

DIR holds Selby's MIT program (`wordle.cpp`) and his 2023 lists
(`wordlist_hidden`, `wordlist_all`); it is read, never copied: the program is
built with `g++ -std=c++17 -O3` into a temporary folder and run there (it writes
word-list files into its working folder). Cases:

- `salet`: SALET on ndle's `wordle` lists (2,315 answers, 12,972 guesses; Selby's
  total 7,920), the lists written out for his program;
- `tarse`: TARSE on Selby's July 2023 lists (3,158 answers, 14,855 guesses; his
  total 11,219), given to ndle with `--answers-file` and `--guesses-file`.

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
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ndle.words import load_words

CASES = {"salet": ("wordle", 7920), "tarse": ("selby2023", 11219)}


def timed(cmd: list[str], cwd: Path) -> tuple[str, float, float]:
    """Return (stdout, wall seconds, processor seconds) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, text=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return out, wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def build(selby: Path, tmp: Path) -> Path | None:
    """Return Selby's program built with -O3 in `tmp` (None without g++ or his source)."""
    source, gxx = selby / "wordle.cpp", shutil.which("g++")
    if gxx is None or not source.exists():
        return None
    exe = tmp / "selby-wordle"
    subprocess.run([gxx, "-std=c++17", "-O3", "-DCOMMITDESC=\"bench\"", "-o", str(exe), str(source), "-lpthread"],
                   check=True)
    return exe


def lists(case: str, selby: Path, tmp: Path) -> tuple[Path, Path]:
    """Return (answers file, guesses file) of a case, writing ndle's lists out when needed."""
    if CASES[case][0] == "selby2023":
        return selby / "wordlist_hidden", selby / "wordlist_all"
    w = load_words("wordle")
    (tmp / "answers").write_text("\n".join(w.answers) + "\n")
    (tmp / "guesses").write_text("\n".join(w.guesses) + "\n")
    return tmp / "answers", tmp / "guesses"


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
    p.add_argument("--selby", type=Path, default=Path("../shared/reference/selby"), help="Selby's folder")
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
        exe = None if args.ndle_only else build(args.selby, tmp)
        print("| case | Selby total | Selby wall s | Selby cpu s | ndle total | ndle wall s | ndle cpu s "
              "| ndle / Selby (cpu) |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for case in cases:
            answers, guesses = lists(case, args.selby, tmp)
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
