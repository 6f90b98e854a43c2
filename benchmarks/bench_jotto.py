"""Time the exact search under Jotto's feedback on reduced `wordle-jotto` lists (every k-th word); prints a Markdown
table.

Usage: python benchmarks/bench_jotto.py [--quick]   (--quick: every fifth word only)

Each case runs in a fresh Solver (empty cache) and reports processor seconds
(`time.process_time`, this process only) for the exact least total after one
opener, and the search's node count. Compare a checkout before a change of
the bounds with one after; the totals must not move. Reference (a 2-core
machine under load): every third word after SHOUT, total 2,370, 7.1 processor
seconds with the capacity floor knowing only K, 4.1 with C (the parts other
than the solved one); see docs/research/jotto.md.
"""

from __future__ import annotations

import argparse
import time

from ndle.solver.one.search import Solver
from ndle.words import load_words, make_word_list

CASES = [(5, "trope"), (3, "shout")]  # (every k-th word of the wordle-jotto list, opener)
LIMIT = 10  # the jotto game's guess limit


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="every fifth word only")
    args = p.parse_args()
    words = load_words("wordle-jotto")
    print("| list | answers | opener | total | mean | processor s | nodes |")
    print("|---|---:|---|---:|---:|---:|---:|")
    for k, opener in CASES[:1] if args.quick else CASES:
        sub = make_word_list(f"jotto-every{k}", words.answers[::k], ())
        solver = Solver(sub, feedback="jotto")
        start = time.process_time()
        total = solver.evaluate(sub.guess_id(opener), LIMIT)
        cpu = time.process_time() - start
        n = len(sub.answers)
        print(f"| every {k}-th word | {n} | {opener} | {total:,} | {total / n:.4f} | {cpu:.1f} | "
              f"{solver.stats['nodes']:,} |")


if __name__ == "__main__":
    main()
