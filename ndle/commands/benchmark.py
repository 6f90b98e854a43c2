"""`ndle benchmark`: one board against every answer with a strategy, opener, pool and mode."""

from __future__ import annotations

import time

from ndle.errors import NdleError
from ndle.commands._common import (add_strategy_options, add_word_options, emit_json, game_from, guess_limit,
                                   positive_int, seed_value, strategy_from)
from ndle.render.text import bar


def register(sub) -> None:
    p = sub.add_parser("benchmark", help="play one board against every answer and summarise the guesses needed")
    add_strategy_options(p)
    p.add_argument("--max-guesses", type=guess_limit, default=6, metavar="M",
                   help="guess limit for failures (default 6)")
    p.add_argument("--repeat", type=positive_int, default=1, metavar="R",
                   help="rounds over all answers for a randomised strategy (default 1)")
    p.add_argument("--seed", type=seed_value, default=0, help="seed of a randomised strategy's games (default 0)")
    add_word_options(p, games=False)
    p.set_defaults(func=run)


def run(args) -> int:
    from ndle.analysis.benchmark import BenchmarkResult, benchmark_turns

    if args.hard and args.pool not in ("all", "hard"):
        raise NdleError(f"--hard conflicts with --pool {args.pool}")
    game = game_from(args, 1, args.max_guesses)
    strategy, opener = strategy_from(args, game)
    start = time.perf_counter()
    turns, positions = benchmark_turns(game, strategy, opener=opener, repeat=args.repeat, seed=args.seed)
    seconds = time.perf_counter() - start
    result = BenchmarkResult.from_turns(turns, game.max_guesses, positions)
    opener_word = game.words.guesses[opener] if opener is not None else None
    if args.json:
        emit_json({"strategy": args.strategy, "opener": opener_word, "pool": args.pool,
                   "mode": "hard" if game.hard or args.pool == "hard" else "normal", "words": game.words.name,
                   "feedback": game.feedback,
                   **result.to_dict(), "seconds": round(seconds, 3)})
        return 0
    rule = f", {game.feedback} feedback" if game.feedback != "exact" else ""
    rule += ", hard mode" if game.hard else ""
    print(f"{args.strategy} (pool {args.pool}, opener {opener_word or 'its own'}, {game.words.name}{rule}): "
          f"{result.games} games")
    print(f"mean {result.mean:.4f}  std {result.std:.4f}  failures (> {game.max_guesses}) {result.failures}")
    top = max(result.histogram.values(), default=0)
    for turns_, count in result.histogram.items():
        print(f"{turns_:>3} {count:>6}  {bar(count, top)}")
    extra = f", {positions} positions" if positions is not None else ""
    print(f"({seconds:.2f} s{extra})")
    return 0
