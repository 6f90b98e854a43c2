"""danvk/quordlebot's two Quordle positions, valued exactly: his guesses one by one, then the proven best.

Usage: python benchmarks/bench_danvk.py [--guesses-only] [--jobs J] [--journal-dir DIR]

His figures (README of danvk/quordlebot, a search restricted to the 100 most
informative guesses, about 6 h 45 min each) are expected final turns after
TRAIN, CLOSE on the same 2,315 + 10,657 words as ndle's `wordle` lists; the
exact values can only be lower or equal. Prints a Markdown table per position
(guess, his value, exact value, processor seconds), then the ranking over
every allowed guess (unless --guesses-only) with its processor time and the
peak memory of the process.
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of
from ndle.solver.nboard.optimal import nboard_optimal, start_from
from ndle.words import load_words

AFTER = ["train", "close"]
POSITIONS = [  # (answers, [(guess, danvk's expected turns)])
    (["chaff", "lowly", "swore", "paper"], [("pudgy", 7.535), ("champ", 7.537), ("dogma", 7.558)]),
    (["harem", "gaily", "trite", "knead"], [("empty", 7.537), ("pygmy", 7.600)]),
]


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--guesses-only", action="store_true", help="only his guesses, not the full ranking")
    p.add_argument("--jobs", type=int, default=1, help="processes for the full ranking (default 1)")
    p.add_argument("--journal-dir", type=Path, help="journal each ranking here (resumed when present)")
    p.add_argument("--top", type=int, default=3)
    args = p.parse_args()
    words = load_words("wordle")
    for answers, his in POSITIONS:
        st = start_from(words, answers=answers, after=AFTER)
        pos = canonical(st.boards)
        N = tuples_of(pos)
        print(f"\n{', '.join(a.upper() for a in answers)} after TRAIN, CLOSE: candidates "
              f"{[len(b) for b in st.boards]}, {N:,} answer tuples\n")
        print("| guess | danvk | exact | processor s | positions |")
        print("|---|---:|---:|---:|---:|")
        solver = NBoardSolver(words, "last")
        for guess, value in his:
            cpu, nodes = time.process_time(), solver.nodes
            F = solver.guess_value(pos, words.guess_id(guess))
            print(f"| {guess.upper()} | {value:.3f} | {st.score('last', F / N):.4f} | "
                  f"{time.process_time() - cpu:.1f} | {solver.nodes - nodes:,} |", flush=True)
        if args.guesses_only:
            continue
        journal = None
        if args.journal_dir is not None:
            args.journal_dir.mkdir(parents=True, exist_ok=True)
            journal = args.journal_dir / f"{'-'.join(answers)}.jsonl"
        cpu, wall = time.process_time(), time.perf_counter()
        r = nboard_optimal(words, answers=answers, after=AFTER, top=args.top, jobs=args.jobs, journal=journal,
                           resume=journal is not None and journal.exists(), progress=False)
        ranking = ", ".join(f"{w.upper()} {v:.4f}" for w, v in r.ranking)
        print(f"\nbest over every guess: {ranking}; proven {r.proven}; {r.nodes:,} positions; "
              f"{time.process_time() - cpu:.0f} processor s in this process, {time.perf_counter() - wall:.0f} s "
              f"wall; peak memory {peak_mib():.0f} MiB", flush=True)


if __name__ == "__main__":
    main()
