"""Skill-and-luck review time per game and the share of figures marked exact (`ndle.skill_review`).

    python benchmarks/bench_review.py [--games 3] [--budget 2]

Each game is played by `sum` against answers drawn with a fixed seed (the strategy only supplies a realistic game),
then reviewed; the time excludes the play, includes the look-ahead's first compile only in the first game.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import ndle
from ndle.playing import play_game
from ndle.strategies import make_strategy


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--budget", type=float, default=2.0)
    args = p.parse_args()
    ndle.skill_review("wordle", "crane", ["salet", "crane"], budget=0)  # warm up: the look-ahead's kernels
    print(f"{'game':<10} {'games':>5} {'s/game':>8} {'exact figures':>14} {'exact skill':>12} {'exact luck':>11}")
    rng = np.random.default_rng(2026)
    for name in ("wordle", "quordle", "octordle"):
        game = ndle.as_game(name)
        strategy = make_strategy("sum", game)
        seconds, figures, exact, skill, luck = 0.0, 0, 0, 0, 0
        for _ in range(args.games):
            answers = rng.choice(len(game.words.answers), size=game.boards, replace=False).tolist()
            record, _ = play_game(game, strategy, answers)
            start = time.perf_counter()
            r = ndle.skill_review(game, [game.words.answers[a] for a in answers], list(record.guesses), budget=args.budget)
            seconds += time.perf_counter() - start
            for t in r.turns:
                figures += len(t.exact)
                exact += sum(t.exact.values())
            skill += r.skill_exact
            luck += r.luck_exact
        print(f"{name:<10} {args.games:>5} {seconds / args.games:>8.2f} {100 * exact / figures:>13.0f}% "
              f"{skill:>7}/{args.games:<4} {luck:>6}/{args.games:<4}")


if __name__ == "__main__":
    main()
