"""Benchmark of the look-ahead player: time per decision and per game, projected to the issue's speed targets.

    python benchmarks/bench_lookahead.py                      # n = 4, 8 and 32, 200/100/10 games, one process
    python benchmarks/bench_lookahead.py --cases 4:400 8:200  # boards:games
    python benchmarks/bench_lookahead.py --option endgame=4   # a lookahead option (repeatable)

Games are played in this one process with `ndle.playing.loop.play_game` (distinct
answers, seed 777, after one warm-up game that fills the score memo, so the
per-game figures exclude start-up); a run with 2 jobs is projected as half the
one-process time (the game loop is CPU-bound and shares nothing). Targets
(issue 12, a 2-core machine, 2 jobs): 10,000 Quordle games in <= 30 min,
10,000 Octordle games in <= 60 min, 2,000 Duotrigordle games in <= 60 min.
On one board the first decision is an exact search of the whole root (minutes,
once per process); it is reported apart (`--cases 1:20`).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from ndle.game import Game
from ndle.playing import play_game
from ndle.strategies import make_strategy

TARGETS = {4: (10_000, 30 * 60), 8: (10_000, 60 * 60), 32: (2_000, 60 * 60)}  # boards: (games, seconds)


def _value(text: str):
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text, text)


def bench(n: int, games: int, options: dict) -> dict:
    """Return the timings of `games` look-ahead games on n boards (after one warm-up game)."""
    game = Game.create(boards=n)
    rng = np.random.default_rng(777)
    sets = [tuple(int(a) for a in rng.choice(len(game.words.answers), n, replace=False)) for _ in range(games + 1)]
    strategy = make_strategy("lookahead", game, **options)
    t0 = time.perf_counter()
    play_game(game, strategy, sets[0])
    warm = time.perf_counter() - t0
    t0, decisions, turns = time.perf_counter(), 0, []
    for answers in sets[1:]:
        record, _ = play_game(game, strategy, answers)
        decisions += len(record.guesses)
        turns.append(record.turns)
    seconds = time.perf_counter() - t0
    return {"n": n, "games": games, "warm": warm, "seconds": seconds, "decisions": decisions,
            "mean": float(np.mean(turns))}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", nargs="+", default=["4:200", "8:100", "32:10"], help="boards:games")
    p.add_argument("--option", action="append", default=[], help="a lookahead option KEY=VALUE")
    a = p.parse_args()
    options = {k: _value(v) for k, _, v in (o.partition("=") for o in a.option)}
    print(f"lookahead {options or '(defaults)'}, one process")
    print(f"{'boards':>6} {'games':>6} {'warm-up s':>9} {'ms/decision':>11} {'s/game':>8} {'mean':>7}"
          f" {'target':>22} {'projected (2 jobs)':>19}")
    for case in a.cases:
        n, games = map(int, case.split(":"))
        r = bench(n, games, options)
        per_game = r["seconds"] / r["games"]
        line = (f"{n:>6} {games:>6} {r['warm']:>9.1f} {1000 * r['seconds'] / r['decisions']:>11.1f}"
                f" {per_game:>8.3f} {r['mean']:>7.3f}")
        if n in TARGETS:
            count, limit = TARGETS[n]
            projected = per_game * count / 2
            verdict = "met" if projected <= limit else "missed"
            line += f" {f'{count:,} games <= {limit // 60} min':>22} {projected / 60:>12.1f} min {verdict}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
