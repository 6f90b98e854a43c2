"""Skill-and-luck review time per game and the share of figures marked exact (`ndle.skill_review`), with its exact
values from the project's searches (``searches``, the default) and from the review's own expectimax alone
(``own``, the path before the searches were asked), side by side in one run.

    python benchmarks/bench_review.py [--games 3] [--budget 2] [--paths searches,own] [--names wordle,wordle:hard,...]
    python benchmarks/bench_review.py --names mastermind,bulls-cows,jotto,kilordle --paths searches --budget 1

Each game is played by its player (`sum`; Kilordle `cover_adaptive`, the game's own strongest) against answers drawn
with a fixed seed (the strategy only supplies a realistic game),
then reviewed by each path; the time excludes the play, includes the look-ahead's first compile only in the
warm-up. The paths review the same games; each path's values are kept apart (a fresh review each time). A name
followed by ``:hard`` is that game in hard mode (``wordle:hard``), by ``:consistent`` in consistent play.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import ndle
from ndle.playing import play_game
from ndle.strategies import make_strategy

PATHS = {"searches": True, "own": False}
PLAYERS = {"kilordle": "cover_adaptive"}  # the game's player where `sum` is not the one to play it


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--budget", type=float, default=2.0)
    p.add_argument("--paths", default="searches,own", help="comma-separated: searches, own")
    p.add_argument("--names", default="wordle,wordle:hard,quordle,octordle",
                   help="comma-separated games, each NAME or NAME:hard or NAME:consistent")
    args = p.parse_args()
    paths = [s.strip() for s in args.paths.split(",")]
    if unknown := [s for s in paths if s not in PATHS]:
        p.error(f"unknown path {unknown[0]!r}; choose from {', '.join(PATHS)}")
    ndle.skill_review("wordle", "crane", ["salet", "crane"], budget=0)  # warm up: the look-ahead's kernels
    print(f"{'game':<12} {'path':<9} {'games':>5} {'s/game':>8} {'cpu s/game':>10} {'cpu s most':>10} "
          f"{'exact figures':>14} {'exact skill':>12} {'exact luck':>11}", flush=True)
    for name in args.names.split(","):
        base, _, rule = name.partition(":")
        if rule not in ("", "hard", "consistent"):
            p.error(f"unknown rule {rule!r} in {name!r}; write NAME, NAME:hard or NAME:consistent")
        game = ndle.as_game(base, **({rule: True} if rule else {}))
        strategy = make_strategy(PLAYERS.get(base, "sum"), game)
        rng = np.random.default_rng(np.random.SeedSequence(2026))
        played = []
        for _ in range(args.games):
            answers = rng.choice(len(game.words.answers), size=game.boards, replace=False).tolist()
            record, _ = play_game(game, strategy, answers)
            played.append(([game.words.answers[a] for a in answers], list(record.guesses)))
        for path in paths:
            seconds, cpu, figures, exact, skill, luck, most = 0.0, 0.0, 0, 0, 0, 0, 0.0
            for words, guesses in played:
                start, start_cpu = time.perf_counter(), time.process_time()
                r = ndle.skill_review(game, words, guesses, budget=args.budget, searches=PATHS[path])
                seconds += time.perf_counter() - start
                most = max(most, time.process_time() - start_cpu)
                cpu += time.process_time() - start_cpu
                for t in r.turns:
                    figures += len(t.exact)
                    exact += sum(t.exact.values())
                skill += r.skill_exact
                luck += r.luck_exact
            print(f"{name:<12} {path:<9} {args.games:>5} {seconds / args.games:>8.2f} {cpu / args.games:>10.2f} "
                  f"{most:>10.2f} {100 * exact / figures:>13.0f}% {skill:>7}/{args.games:<4} {luck:>6}/{args.games:<4}",
                  flush=True)


if __name__ == "__main__":
    main()
