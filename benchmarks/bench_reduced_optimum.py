"""The exact n-board optimum on reduced answer lists beside greedy players' exact averages over every answer tuple.

Usage: python benchmarks/bench_reduced_optimum.py --every 23 --boards 2 [--objective last] [--jobs J]
           [--journal-dir DIR] [--strategies sum,min,bonus,lookahead,exact] [--no-optimum [--opener WORD]]

The list: every k-th `wordle` answer, all 12,972 guesses allowed. Each board's
answer is uniform and independent (tuples with equal answers included). The
optimum is `ndle optimal --boards N` (proven over every first guess); each
strategy's average is exact: its decision tree is walked through the library's
game loop (`State.apply`) over every feedback combination, which counts every
answer tuple once (`sum` plays with ties to candidates). `exact` (the exact
search below 2,000 answer tuples, the look-ahead above) opens with the
optimum's opener (or `--opener`); "closed" is the share of the gap between
`sum` and the optimum that it closes, "ms/dec" its processor milliseconds a
decision. Prints one Markdown row per (list, n) with processor seconds.
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

from ndle.game import Game
from ndle.solver.nboard_api import nboard_optimal
from ndle.strategies.base import make_strategy
from ndle.words import load_words, make_word_list

OPTIONS = {"sum": {"tiebreak": "candidates"}}


def reduced(every: int):
    w = load_words("wordle")
    return make_word_list(f"wordle/{every}", w.answers[::every], w.guesses)


def tuple_scores(state, strategy, objective: str) -> int:
    """Return the strategy's score summed over every answer tuple consistent with `state`."""
    if state.done:
        turns = [b.solved_at for b in state.boards]
        return max(turns) if objective == "last" else sum(turns)
    g = strategy.choose(state)
    M = state.game.matrix
    options = []
    for board in state.boards:
        if board.solved:
            options.append([None])
        else:
            options.append(sorted(set(M[g, board.candidates].tolist())))
    total = 0
    stack = [[]]
    for opts in options:  # every combination of one feedback per board
        stack = [s + [p] for s in stack for p in opts]
    for patterns in stack:
        total += tuple_scores(state.apply(g, patterns), strategy, objective)
    return total


class Timed:
    """A strategy wrapper counting decisions and their processor seconds."""

    def __init__(self, strategy):
        self.strategy, self.decisions, self.seconds = strategy, 0, 0.0

    def choose(self, state):
        t = time.process_time()
        g = self.strategy.choose(state)
        self.decisions, self.seconds = self.decisions + 1, self.seconds + time.process_time() - t
        return g


def strategy_mean(words, n: int, name: str, objective: str, opener: str | None = None) -> tuple[float, float]:
    """Return a strategy's exact mean over every answer tuple and its processor milliseconds a decision."""
    game = Game.create(words=words, boards=n)
    opts = dict(OPTIONS.get(name, {}))
    if name in ("sum", "min", "lookahead", "exact"):
        opts["objective"] = objective
    if name == "exact" and opener:
        opts["opener"] = opener
    strategy = Timed(make_strategy(name, game, **opts))
    mean = tuple_scores(game.start(), strategy, objective) / len(words.answers) ** n
    return mean, 1000 * strategy.seconds / max(strategy.decisions, 1)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--every", type=int, nargs="+", required=True, help="keep every k-th answer")
    p.add_argument("--boards", type=int, nargs="+", default=[2])
    p.add_argument("--objective", default="last", choices=["last", "total"])
    p.add_argument("--strategies", default="sum,min,bonus,lookahead,exact")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--journal-dir", type=Path)
    p.add_argument("--no-optimum", action="store_true")
    p.add_argument("--opener", help="exact's opener with --no-optimum (default: the look-ahead's)")
    args = p.parse_args()
    names = [s for s in args.strategies.split(",") if s]
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
                    args.journal_dir.mkdir(parents=True, exist_ok=True)
                    journal = args.journal_dir / f"every{every}-n{n}-{args.objective}.jsonl"
                r = nboard_optimal(words, n, args.objective, top=1, jobs=args.jobs, journal=journal,
                                   resume=journal is not None and journal.exists(), progress=False)
                opt = f"{r.value:.4f} ({r.best.upper()}){'' if r.proven else ' unproven'}"
                secs = f"{time.process_time() - cpu:.0f}"
                value, opener = r.value, r.best
            means, got, ms = [], {}, 0.0
            for name in names:
                got[name], t = strategy_mean(words, n, name, args.objective, opener)
                means.append(f"{got[name]:.4f}")
                ms = t if name == "exact" else ms
            if extra:
                closed = ""
                if value is not None and "sum" in got and got["sum"] > value:
                    closed = f"{(got['sum'] - got['exact']) / (got['sum'] - value):.0%}"
                means += [closed, f"{ms:.1f}"]
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"| {len(words.answers)} | {n} | {opt} | {' | '.join(means)} | {secs} | {peak:.0f} |", flush=True)


if __name__ == "__main__":
    main()
