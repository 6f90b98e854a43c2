"""The exact n-board optimum on reduced answer lists beside greedy players' exact averages over every answer tuple.

Usage: python benchmarks/bench_reduced_optimum.py --every 23 --boards 2 [--objective last] [--jobs J]
           [--journal-dir DIR] [--strategies sum,min,bonus,lookahead,exact,exact-own,exact-8]
           [--no-optimum [--opener WORD]]

The list: every k-th `wordle` answer, all 12,972 guesses allowed. Each board's
answer is uniform and independent (tuples with equal answers included). The
optimum is `ndle optimal --boards N` (proven over every first guess); each
strategy's average is exact: its decision tree is walked once over every answer
tuple (`ndle.analysis.benchmark.benchmark`, as `ndle benchmark --boards N
--replacement` does; `sum` plays with ties to candidates). `exact` (the exact
search below 2,000 answer tuples, the look-ahead above) opens with the
optimum's opener (or `--opener`), `exact-own` is the same player choosing its
own opener (the look-ahead's), `exact-K` (e.g. `exact-8`) the same player
choosing its opener by exact value among the look-ahead's K best first
guesses by its own estimate and the K of least bound (its option
`openers=K`); "closed" is the share of the gap between `sum` and the optimum
that each closes, "ms/dec" `exact`'s processor milliseconds a decision (the
first guess `exact-own` and `exact-K` chose in brackets). Prints one Markdown
row per (list, n) with processor seconds.
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

from ndle.analysis.benchmark import benchmark
from ndle.game import Game
from ndle.solver.nboard.optimal import nboard_optimal
from ndle.strategies import make_strategy
from ndle.words import load_words, make_word_list

OPTIONS = {"sum": {"tiebreak": "candidates"}}


def reduced(every: int):
    w = load_words("wordle")
    return make_word_list(f"wordle/{every}", w.answers[::every], w.guesses)


def strategy_mean(words, n: int, name: str, objective: str, opener: str | None = None,
                  journal: Path | None = None) -> tuple[float, float, str]:
    """Return a strategy's exact mean over every answer tuple (its decision tree walked once by the library's
    `benchmark`, as `ndle benchmark --boards N --replacement` does; journaled to `journal` and resumed from it
    when given), its processor milliseconds a decision and, for `exact-own` and `exact-K`, the first guess it
    chose (else "")."""
    game = Game.create(words=words, boards=n)
    opts = dict(OPTIONS.get(name, {}))
    if name in ("sum", "min", "lookahead", "exact"):
        opts["objective"] = objective
    if name == "exact" and opener:
        opts["opener"] = opener
    if name == "exact-own":  # the exact player choosing its own opener (the look-ahead's)
        name, opts = "exact", {"objective": objective}
    elif name.startswith("exact-"):  # exact-K: its opener chosen by exact value (option openers=K)
        name, opts = "exact", {"objective": objective, "openers": int(name.removeprefix("exact-"))}
    own = name == "exact" and "opener" not in opts
    cpu = time.process_time()
    player = make_strategy(name, game, **opts)
    r = benchmark(game, player, replacement=True, progress=False, journal=journal,
                  resume=journal is not None and journal.exists())
    mean = r.total_mean if objective == "total" and n > 1 else r.mean
    first = words.guesses[player.choose(game.start())].upper() if own else ""  # its first guess, kept
    return mean, 1000 * (time.process_time() - cpu) / r.positions, first


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--every", type=int, nargs="+", required=True, help="keep every k-th answer")
    p.add_argument("--boards", type=int, nargs="+", default=[2])
    p.add_argument("--objective", default="last", choices=["last", "total"])
    p.add_argument("--strategies", default="sum,min,bonus,lookahead,exact,exact-own")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--backend", choices=["loky", "dask"], help="where the proof's jobs run (`ndle optimal --backend`)")
    p.add_argument("--journal-dir", type=Path, help="journal the proof and each strategy's walk here, and resume "
                   "them from it (everyK-nN-OBJECTIVE.jsonl, everyK-nN-STRATEGY-OBJECTIVE.jsonl)")
    p.add_argument("--no-optimum", action="store_true")
    p.add_argument("--opener", help="exact's opener with --no-optimum (default: the look-ahead's)")
    args = p.parse_args()
    names = [s for s in args.strategies.split(",") if s]
    if args.journal_dir is not None:
        args.journal_dir.mkdir(parents=True, exist_ok=True)
    extra = " closed | exact ms/dec |" if "exact" in names else ""
    print(f"| answers | n | optimum (opener) | {' | '.join(names)} |{extra} optimum processor s | peak MiB |")
    print(f"|---:|---:|---|{'---:|' * (len(names) + (2 if extra else 0))}---:|---:|")
    for every in args.every:
        words = reduced(every)
        for n in args.boards:
            cpu = time.process_time()
            opt, secs, value, opener = "", "", None, args.opener
            if not args.no_optimum:
                journal = None
                if args.journal_dir is not None:
                    journal = args.journal_dir / f"every{every}-n{n}-{args.objective}.jsonl"
                r = nboard_optimal(words, n, args.objective, top=1, jobs=args.jobs, journal=journal,
                                   resume=journal is not None and journal.exists(), progress=False,
                                   backend=args.backend)
                opt = f"{r.value:.4f} ({r.best.upper()}){'' if r.proven else ' unproven'}"
                secs = f"{time.process_time() - cpu:.0f}"
                value, opener = r.value, r.best
            means, got, ms = [], {}, 0.0
            for name in names:
                walk = args.journal_dir and args.journal_dir / f"every{every}-n{n}-{name}-{args.objective}.jsonl"
                got[name], t, first = strategy_mean(words, n, name, args.objective, opener, walk)
                means.append(f"{got[name]:.4f}" + (f" ({first})" if first else ""))
                ms = t if name == "exact" else ms
            if extra:
                closed = ""
                if value is not None and "sum" in got and got["sum"] > value:
                    closed = " / ".join(f"{(got['sum'] - got[k]) / (got['sum'] - value):.0%}"
                                        for k in got if k.startswith("exact"))
                means += [closed, f"{ms:.1f}"]
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"| {len(words.answers)} | {n} | {opt} | {' | '.join(means)} | {secs} | {peak:.0f} |", flush=True)


if __name__ == "__main__":
    main()
