"""The strongest players on the full lists, paired, with processor milliseconds a decision.

Usage: python benchmarks/bench_strongest_paired.py --boards 2 --games 500 [--seed 777]
           [--players sum lookahead exact:tuples=100] [--out results.csv]

Every player plays the same answer sets (distinct answers per game, drawn
from `numpy.random.default_rng(seed)`, the game's guess limit, a game past
it still played to the end), one process, one game after another, so the
search memos warm up as in a long run. A player is a strategy name with
options after a colon (`exact:tuples=100,memo=500000`); `sum` plays with ties
to candidates. For each player the table gives the mean turn the last board
is solved with its 95 % interval, the paired difference from the first player
(95 % interval of the mean difference, Wilcoxon signed-rank p), the processor
milliseconds a decision (mean over every decision of every game, the first
game's cold searches included) and the slowest decision.
"""

from __future__ import annotations

import argparse
import csv
import time

import numpy as np

from ndle.game import Game
from ndle.playing import play_game
from ndle.render.reports import format_p, mean_ci, paired
from ndle.strategies import make_strategy

DEFAULTS = {"sum": {"tiebreak": "candidates"}}


def timed(strategy):
    """Record each decision's processor seconds in `strategy.seconds` (the strategy itself, so the loop accepts it)."""
    choose, strategy.seconds = strategy.choose, []

    def timed_choose(state, rng=None):
        t = time.process_time()
        g = choose(state, rng)
        strategy.seconds.append(time.process_time() - t)
        return g

    strategy.choose = timed_choose
    return strategy


def player(game: Game, spec: str):
    """Return the timed strategy of a spec `name[:key=value,...]`."""
    name, _, rest = spec.partition(":")
    opts = dict(DEFAULTS.get(name, {}))
    for item in filter(None, rest.split(",")):
        key, _, value = item.partition("=")
        opts[key] = int(value) if value.lstrip("-").isdigit() else value
    return timed(make_strategy(name, game, **opts))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--boards", type=int, default=2)
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--seed", type=int, default=777)
    p.add_argument("--players", nargs="+", default=["sum", "lookahead", "exact:tuples=100"])
    p.add_argument("--out", help="per-game last-board turns as CSV")
    a = p.parse_args()
    game = Game.create(boards=a.boards)
    rng = np.random.default_rng(a.seed)
    sets = [tuple(int(x) for x in rng.choice(len(game.words.answers), a.boards, replace=False))
            for _ in range(a.games)]
    turns, timing = {}, {}
    for spec in a.players:
        strategy = player(game, spec)
        turns[spec] = np.array([play_game(game, strategy, answers)[0].turns for answers in sets], dtype=float)
        timing[spec] = np.array(strategy.seconds)
    base = a.players[0]
    print(f"{a.boards} boards, {a.games} games, seed {a.seed}, distinct answers, one process")
    print(f"| player | mean [95% CI] | vs {base} [95% CI], p | ms/decision | slowest decision s |")
    print("|---|---:|---:|---:|---:|")
    for spec in a.players:
        mean, _, ci = mean_ci(turns[spec])
        diff = ""
        if spec != base:
            d = paired(turns[spec], turns[base])
            lo, hi = d["ci95"] or (float("nan"), float("nan"))
            diff = f"{d['mean_difference']:+.4f} [{lo:+.4f}, {hi:+.4f}], {format_p(d['wilcoxon_p'])}"
        lo, hi = ci or (float("nan"), float("nan"))
        print(f"| {spec} | {mean:.4f} [{lo:.3f}, {hi:.3f}] | {diff} | {1000 * timing[spec].mean():.1f} | "
              f"{timing[spec].max():.2f} |", flush=True)
    if a.out:
        with open(a.out, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["game", *a.players])
            w.writerows([i, *(int(turns[s][i]) for s in a.players)] for i in range(a.games))


if __name__ == "__main__":
    main()
