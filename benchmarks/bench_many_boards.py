"""Cost per guess as the number of boards grows: one seeded game of a strategy on n boards, timed turn by turn.

    python benchmarks/bench_many_boards.py                       # n = 1, 32, 1000, 5000 with `sum`
    python benchmarks/bench_many_boards.py --boards 1000 --strategy sum --budget 120
    python benchmarks/bench_many_boards.py --game kilordle --strategy cover_adaptive --option plan=greedy

For each n it plays one game (answers drawn from `--seed` as game 0 of
`ndle simulate` draws them; with replacement where n exceeds the answer list)
and times, per guess, the strategy's choice and the state update (`State.play`)
separately, in processor seconds of this process (the machine may be shared). A
game that passes `--budget` processor seconds stops there; its row then
says how many guesses it reached (the mean cost per guess is over those).
The same script runs against an older checkout (`PYTHONPATH` unset, that
checkout's Python) for before/after tables: it uses only long-standing API.
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("NDLE_CACHE_DIR", "/tmp/ndle-dev-cache")

from ndle import Game  # noqa: E402
from ndle.playing import next_guess  # noqa: E402
from ndle.montecarlo.spec import draw_answers, game_rng  # noqa: E402
from ndle.strategies import make_strategy  # noqa: E402


def one_game(n: int, strategy: str, seed: int, budget: float, preset: str | None = None, **options) -> dict:
    """Return the timings of one game on n boards, or of the real game `preset` (stopped after `budget` seconds)."""
    game = Game.create(preset) if preset else Game.create(boards=n, max_guesses=min(n + 5, 1000))  # limit: won/lost
    n = game.boards
    player = make_strategy(strategy, game, **options)
    rng = game_rng(seed, 0)
    answers = draw_answers(rng, len(game.words.answers), n, replacement=n > len(game.words.answers))
    state = game.start()
    choose = update = 0.0
    start = time.process_time()
    while not state.done and time.process_time() - start < budget:
        t0 = time.process_time()
        guess = next_guess(state, player, rng, cap=10 * n + 100)
        t1 = time.process_time()
        state = state.play(guess, answers)
        t2 = time.process_time()
        choose += t1 - t0
        update += t2 - t1
    turns = state.turn
    return {"n": n, "turns": turns, "done": state.done, "seconds": time.process_time() - start,
            "choose_ms": 1000 * choose / max(turns, 1), "update_ms": 1000 * update / max(turns, 1)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--boards", type=int, nargs="+", default=[1, 32, 1000, 5000])
    p.add_argument("--strategy", default="sum")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", help="a real game instead of --boards (e.g. kilordle: its rule too)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a strategy option")
    p.add_argument("--budget", type=float, default=300.0, help="processor seconds per game before it is cut short")
    args = p.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    one_game(1, args.strategy, args.seed + 1, args.budget)  # the matrix, compiled kernels, first memo: untimed
    print(f"strategy {args.strategy}, seed {args.seed}; processor ms per guess (choice + state update)")
    print(f"{'boards':>7} {'guesses':>8} {'finished':>8} {'cpu s':>8} {'choose ms':>10} {'update ms':>10} "
          f"{'total ms':>9}")
    for n in [None] if args.game else args.boards:
        r = one_game(n, args.strategy, args.seed, args.budget, args.game, **options)
        print(f"{r['n']:>7} {r['turns']:>8} {'yes' if r['done'] else 'cut':>8} {r['seconds']:>8.1f} "
              f"{r['choose_ms']:>10.2f} {r['update_ms']:>10.2f} {r['choose_ms'] + r['update_ms']:>9.2f}", flush=True)


if __name__ == "__main__":
    main()
