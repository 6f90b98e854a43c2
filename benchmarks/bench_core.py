"""Time the core: pattern-matrix build and cached load, all-guess scoring, one game per board count.

Usage: python benchmarks/bench_core.py   (prints a Markdown table)
"""

from __future__ import annotations

import os
import tempfile
import time

import numpy as np

from ndle.measures.entropy import remaining_all
from ndle.game import Game
from ndle.patterns.matrix import pattern_matrix
from ndle.patterns.cache import matrix_for
from ndle.playing import play_game
from ndle.strategies import make_strategy
from ndle.words import load_words


def best_of(fn, repeat: int = 5) -> float:
    """Return the fastest of `repeat` timings of fn(), in seconds."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> None:
    words = load_words("wordle")
    rows = []
    build = best_of(lambda: pattern_matrix(words.guesses, words.answers), 3)
    rows.append(("pattern matrix build, 12,972 x 2,315", build))
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["NDLE_CACHE_DIR"] = tmp
        matrix_for.__wrapped__(words)  # build and write
        rows.append(("pattern matrix load from cache (verified)", best_of(lambda: matrix_for.__wrapped__(words))))
    game = Game.create(words=words)
    everything = np.arange(len(words.answers), dtype=np.int32)
    remaining_all(game.matrix, everything[:3])  # compile
    rows.append(("form (7) for all guesses, |E| = 2,315", best_of(lambda: remaining_all(game.matrix, everything))))
    rng = np.random.default_rng(0)
    for m in (100, 20):
        sub = np.sort(rng.choice(len(words.answers), m, replace=False)).astype(np.int32)
        rows.append((f"form (7) for all guesses, |E| = {m}", best_of(lambda sub=sub: remaining_all(game.matrix, sub))))
    soare = words.guess_id("soare")
    for n in (1, 2, 4, 8):
        g = game.with_boards(n)
        strategy = make_strategy("sum", g)
        answers = [rng.choice(len(words.answers), n) for _ in range(20)]
        t = time.perf_counter()
        for a in answers:
            play_game(g, strategy, a, opener=soare)
        rows.append((f"one sum game, n = {n} (mean of 20, warm memo)", (time.perf_counter() - t) / 20))
    print("| operation | seconds |\n|---|---|")
    for name, secs in rows:
        print(f"| {name} | {secs:.4f} |")


if __name__ == "__main__":
    main()
