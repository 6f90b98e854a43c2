"""Time the single-board player family: spectrum statistics and full benchmarks over all 2,315 answers.

Every benchmark builds a fresh strategy (a cold memo) and plays the shared
decision tree once per distinct position. Usage:

    python benchmarks/bench_players.py   (prints a Markdown table)
"""

from __future__ import annotations

import time

import numpy as np

from ndle.analysis.benchmark import benchmark
from ndle.game import Game
from ndle.measures.spectrum import stats_all
from ndle.strategies import make_strategy


def best_of(fn, repeat: int = 3):
    """Return (fastest time in seconds, last result) of `repeat` calls of fn()."""
    best, out = float("inf"), None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t)
    return best, out


def main() -> None:
    game = Game.create("wordle")
    everything = np.arange(len(game.words.answers), dtype=np.int32)
    stats_all(game.matrix, everything[:3])  # compile or load the kernel
    rows = []
    t, _ = best_of(lambda: stats_all(game.matrix, everything), 5)
    rows.append(("H, sigma, chi for all 12,972 guesses, m = 2,315", t, ""))
    cases = [("entropy", None, "all", {}), ("entropy", "soare", "all", {}), ("stddev", "roate", "all", {}),
             ("scatter", "trace", "all", {}), ("dichter", None, "all", {}),
             ("frequency", "slate", "candidates", {}), ("entropy", "soare", "hard", {})]
    for name, opener, pool, options in cases:
        def run(name=name, opener=opener, pool=pool, options=options):
            return benchmark(game, make_strategy(name, game, pool=pool, **options), opener=opener)
        t, r = best_of(run)
        label = f"benchmark `{name}`, opener {opener or 'own'}, pool {pool} ({r.positions} positions)"
        rows.append((label, t, f"{r.mean:.4f}"))
    t, r = best_of(lambda: benchmark(game, "random", repeat=4), 1)
    rows.append(("benchmark `random`, 4 x 2,315 seeded games", t, f"{r.mean:.4f}"))
    print("| task | seconds | mean guesses |")
    print("|---|---:|---:|")
    for label, seconds, mean in rows:
        print(f"| {label} | {seconds:.3f} | {mean} |")


if __name__ == "__main__":
    main()
