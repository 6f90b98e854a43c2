"""Time the complete top-K sweep (`ndle optimal --opener all`): where the time goes, pass by pass; a Markdown table.

Usage: python benchmarks/bench_sweep.py [--words wordle] [--top 10] [--hard] [--jobs 2] [--journal F [--resume]]
       python benchmarks/bench_sweep.py --report F       (only summarise an existing journal, e.g. a partial run)

For each kind of decision (heuristic upper bound, cut by the root bound, cut
by the search, solved exactly) it prints how many openers and the processor
seconds they took (mean, max, total; processor time, so the figures stay
honest on a shared machine), and, for a partial journal, an estimate of the
time left from the measured rates.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict

from ndle.solver.one.openers import sweep
from ndle.words import load_words

LABELS = {"upper": "heuristic upper bound (width 1)", "root": "cut by the root bound", "search": "cut by the search",
          "exact": "solved exactly"}


def report(path: str) -> None:
    """Print the table of a journal and, when unfinished, the processor time left at the measured rates."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    options = json.loads(lines[0])
    cpu = defaultdict(list)
    for line in lines[1:]:
        d = json.loads(line)
        cpu[d["how"]].append(d.get("cpu", d["seconds"]))
    n_guesses = len(load_words(options["words"]).guesses) if options["words"] in ("wordle", "nyt") else None
    print(f"{options['words']}, top {options['top']}, {'hard' if options['hard'] else 'normal'} mode, at most "
          f"{options['max_guesses']} guesses: {path}")
    print("| pass | openers | mean cpu s | max cpu s | total cpu s |")
    print("|---|---:|---:|---:|---:|")
    for how, label in LABELS.items():
        xs = cpu.get(how, [])
        if xs:
            print(f"| {label} | {len(xs):,} | {sum(xs) / len(xs):.2f} | {max(xs):.1f} | {sum(xs):,.0f} |")
    decided = sum(len(cpu[h]) for h in ("root", "search", "exact"))
    total = sum(sum(xs) for xs in cpu.values())
    print(f"| all | {decided:,} decided | | | {total:,.0f} |")
    if n_guesses and 0 < decided < n_guesses:
        print(f"\nunfinished: {n_guesses - decided:,} of {n_guesses:,} openers left; at the mean processor time "
              f"per decided opener so far ({total / max(decided, 1):.2f} s) that is about "
              f"{(n_guesses - decided) * total / max(decided, 1) / 3600:.1f} processor-hours more (an estimate: "
              "the openers left are the hardest ones if the run reached its search pass)")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--words", default="wordle")
    p.add_argument("--top", type=int, default=10)
    p.add_argument("--hard", action="store_true")
    p.add_argument("--max-guesses", type=int, default=6)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--journal", default=None, help="journal to write (default: a temporary file)")
    p.add_argument("--resume", action="store_true")
    p.add_argument("--report", metavar="JOURNAL", help="only summarise this journal")
    args = p.parse_args()
    if args.report:
        report(args.report)
        return
    import tempfile

    path = args.journal or tempfile.mktemp(suffix=".jsonl", prefix="sweep-")
    start = time.perf_counter()
    r = sweep(args.words, args.top, hard=args.hard, max_guesses=args.max_guesses, jobs=args.jobs, journal=path,
              resume=args.resume)
    print(f"wall {time.perf_counter() - start:,.0f} s with {args.jobs} jobs; complete: {r.complete}; "
          f"{len(r.openers)} openers listed, the last at {r.openers[-1][1] if r.openers else '-'}\n")
    report(path)


if __name__ == "__main__":
    main()
