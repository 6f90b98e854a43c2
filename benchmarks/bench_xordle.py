"""Xordle's size and speed, and exact values on small lists against the strategies.

    python benchmarks/bench_xordle.py size      # pairs, memory, the first choice with and without the clue
    python benchmarks/bench_xordle.py exact     # 16-answer lists: the exact value and strategies over every pair

Times are processor seconds of this process (the machine may be shared).
"""

from __future__ import annotations

import argparse
import os
import resource
import time

os.environ.setdefault("NDLE_CACHE_DIR", "/tmp/ndle-dev-cache")

import numpy as np  # noqa: E402

from ndle.game import Game, as_game  # noqa: E402
from ndle.playing import play_game  # noqa: E402
from ndle.montecarlo.spec import draw_answers, game_rng  # noqa: E402
from ndle.patterns.matrix import pattern_matrix  # noqa: E402
from ndle.rules import Rules  # noqa: E402
from ndle.strategies import make_strategy  # noqa: E402
from ndle.words import load_words, make_word_list  # noqa: E402
from ndle.solver.xordle import exact_value  # noqa: E402
from ndle.xordle.pairs import all_pairs, merge_table  # noqa: E402


def size(clues: int) -> None:
    """Print the pairs, their memory, and the time of `sum`'s first choice without and after the clue."""
    game = as_game("xordle")
    first, second = all_pairs(game.words)
    print(f"pairs {len(first):,}; arrays {first.nbytes + second.nbytes:,} B; merge table {merge_table(5).nbytes:,} B")
    empty = as_game("xordle", prefill=0)
    t = time.process_time()
    guess = make_strategy("sum", empty).choose(empty.start())
    print(f"first guess, empty board: {empty.words.guesses[guess]} in {time.process_time() - t:.1f} s")
    strategy, cpu = make_strategy("sum", game), []
    for i in range(clues):
        rng = game_rng(7, i)
        state = game.opening(draw_answers(rng, len(game.words.answers), 2, False, None, game.words), rng)
        if i == 0:
            print(f"pairs after the clue of game 0: {len(state.pairs[0]):,}")
        t = time.process_time()
        strategy.choose(state)
        cpu.append(time.process_time() - t)
    print(f"first choice after the clue ({clues} clues): mean {np.mean(cpu):.2f} s, max {max(cpu):.2f} s")
    print(f"peak memory of the process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


def exact(seeds: range, strategies: list[str]) -> None:
    """Print, for 16-answer lists, the exact value from the start and each strategy's mean over every pair."""
    full = load_words("wordle")
    for seed in seeds:
        answers = sorted(np.random.default_rng(seed).choice(full.answers, 16, replace=False).tolist())
        words = make_word_list(f"xordle16-{seed}", answers, [])
        game = Game(words, Rules(mode="xordle", prefill=0), pattern_matrix(words.guesses, words.answers))
        value, best = exact_value(game.start())
        first, second = all_pairs(words)
        means = {name: np.mean([play_game(game, strategy, (int(a), int(b)), rng=np.random.default_rng(0))[0].turns
                                for a, b in zip(first, second)])
                 for name in strategies for strategy in [make_strategy(name, game)]}
        shown = " ".join(f"{k} {v:.4f}" for k, v in means.items())
        print(f"seed {seed}: {len(first)} pairs, exact {value:.4f} ({words.guesses[best]} first); {shown}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("size", "exact"))
    parser.add_argument("--clues", type=int, default=20)
    parser.add_argument("--seeds", type=int, default=8)
    args = parser.parse_args()
    if args.what == "size":
        size(args.clues)
    else:
        exact(range(args.seeds), ["lookahead", "entropy", "sum"])


if __name__ == "__main__":
    main()
