"""The clairvoyant bound of Kilordle: per game, the fewest guesses that show every letter of its answers in every
place (the integer program on the pairs those answers show), for the games `ndle simulate --game kilordle --seed S`
plays.

    python benchmarks/bench_kilordle_bound.py --games 40 --seed 1

No player can do better on a game than its bound: it knows nothing of the answers
beyond the list, while the bound knows them all. Prints each game's bound and the mean.
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("NDLE_CACHE_DIR", "/tmp/ndle-dev-cache")

import numpy as np  # noqa: E402

from ndle import Game  # noqa: E402
from ndle.measures.cover import answer_pairs, minimum_cover  # noqa: E402
from ndle.montecarlo.spec import draw_answers, game_rng  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    game = Game.create("kilordle")
    bounds = []
    for i in range(args.games):
        answers = np.array(draw_answers(game_rng(args.seed, i), len(game.words.answers), game.boards, False))
        bounds.append(len(minimum_cover(game.words, answer_pairs(game.words, answers))))
        print(f"game {i}: {bounds[-1]}", flush=True)
    b = np.array(bounds)
    print(f"{len(b)} games, seed {args.seed}: mean bound {b.mean():.3f} (std {b.std(ddof=1):.3f}), "
          f"min {b.min()}, max {b.max()}")


if __name__ == "__main__":
    main()
