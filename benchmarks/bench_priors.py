"""What an answer prior is worth: a strategy that knows the `frequency` prior against one that assumes uniform
answers, both playing the same answers drawn from the `frequency` prior.

    python benchmarks/bench_priors.py --game wordle --strategy sum --games 1000
    python benchmarks/bench_priors.py --game quordle --strategy lookahead --games 300

Game i's answers come from child i of SeedSequence(seed) (`ndle.montecarlo.spec.game_rng`), drawn in proportion to
the prior (distinct answers per game), so both players meet exactly the same answers (paired). Prints, for each
player, the mean score (guesses to solve every board; for several boards also the summed solve turns) with a 95%
interval, the paired difference with its interval, and the seconds taken.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from ndle.game import Game
from ndle.playing import play_game
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.playing import describe_prior
from ndle.game import prior_weights
from ndle.strategies import make_strategy


def play(game: Game, strategy: str, prior: np.ndarray, games: int, seed: int) -> tuple[np.ndarray, np.ndarray, float]:
    """Return each game's last-board turn and summed turns, and the seconds taken."""
    player = make_strategy(strategy, game)
    last, total = np.zeros(games), np.zeros(games)
    t = time.perf_counter()
    for i in range(games):
        rng = game_rng(seed, i)
        answers = draw_answers(rng, len(game.words.answers), game.boards, False, prior)
        record, _ = play_game(game, player, answers, rng=rng)
        last[i], total[i] = record.turns, record.total
    return last, total, time.perf_counter() - t


def interval(x: np.ndarray) -> str:
    """Return 'mean ± 1.96 standard errors'."""
    return f"{x.mean():.4f} ± {1.96 * x.std(ddof=1) / np.sqrt(len(x)):.4f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="wordle", help="a list or real game's name (wordle, quordle, ...)")
    ap.add_argument("--strategy", default="sum")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--prior", default="frequency", help="the answers' prior (and the informed player's)")
    args = ap.parse_args()
    base = Game.create(args.game)
    prior = prior_weights(args.prior, base.words)
    print(f"{args.game}, {args.strategy}, {args.games} games, seed {args.seed}, answers drawn from the "
          f"{args.prior} prior ({describe_prior(prior)})")
    runs = {}
    for name, weights in (("uniform", None), (args.prior, prior)):
        game = Game(base.words, base.rules, base.matrix, weights)
        runs[name] = play(game, args.strategy, prior, args.games, args.seed)
        last, total, secs = runs[name]
        extra = f", summed turns {interval(total)}" if game.boards > 1 else ""
        print(f"  player assumes {name:>9}: guesses {interval(last)}{extra}, won "
              f"{np.mean(last <= game.max_guesses):.2%}, {secs:.0f} s")
    (u, ut, _), (f, ft, _) = runs["uniform"], runs[args.prior]
    extra = f", summed turns {interval(ft - ut)}" if base.boards > 1 else ""
    print(f"  paired difference (informed - uniform): guesses {interval(f - u)}{extra}")


if __name__ == "__main__":
    main()
