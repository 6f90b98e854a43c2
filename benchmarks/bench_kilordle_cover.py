"""Processor seconds per game of Kilordle's adaptive cover: games 0 to n-1 of a seed, as `ndle simulate` draws them.

    python benchmarks/bench_kilordle_cover.py --games 10 --seed 1
    python benchmarks/bench_kilordle_cover.py --games 10 --seed 1 --option replan=bound
    python benchmarks/bench_kilordle_cover.py --first 10 --games 10 --rounds 3 --option replan=bound

It plays the games in one process (as one worker of `ndle simulate` does:
what a process remembers between games counts), after one untimed game of
another seed (the static cover, the state's kernels), and prints, per round,
the processor seconds per game, the mean guesses and a digest of every
game's guesses (equal digests: the same choices).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import time

os.environ.setdefault("NDLE_CACHE_DIR", "/tmp/ndle-dev-cache")

from ndle import Game  # noqa: E402
from ndle.playing import next_guess  # noqa: E402
from ndle.montecarlo.spec import draw_answers, game_rng  # noqa: E402
from ndle.strategies import make_strategy  # noqa: E402


def play(game: Game, strategy: str, seed: int, index: int, **options) -> list[int]:
    """Return the guesses of game `index` of `seed`."""
    player = make_strategy(strategy, game, **options)
    rng = game_rng(seed, index)
    answers = draw_answers(rng, len(game.words.answers), game.boards, replacement=False)
    state, guesses = game.start(), []
    while not state.done:
        guesses.append(next_guess(state, player, rng, cap=10 * game.boards + 100))
        state = state.play(guesses[-1], answers)
    return guesses


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--first", type=int, default=0, help="the first game's index")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rounds", type=int, default=1, help="times to play the same games (each in a new process "
                                                          "would be fairer; here: what is remembered stays)")
    p.add_argument("--strategy", default="cover_adaptive")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a strategy option")
    args = p.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    game = Game.create("kilordle")
    play(game, args.strategy, args.seed + 1000, 0, **options)  # untimed
    for r in range(args.rounds):
        start = time.process_time()
        games = [play(game, args.strategy, args.seed, i, **options) for i in range(args.first, args.first + args.games)]
        seconds = (time.process_time() - start) / args.games
        digest = hashlib.sha256(repr(games).encode()).hexdigest()[:12]
        mean = sum(map(len, games)) / len(games)
        print(f"round {r}: {args.games} games from {args.first}, {seconds:.3f} processor s per game, "
              f"mean guesses {mean:.3f}, guesses digest {digest}", flush=True)


if __name__ == "__main__":
    main()
