"""`ndle benchmark`: a strategy against every answer (on several boards, every answer tuple), with an opener,
pool and mode."""

from __future__ import annotations

import time

from ndle.errors import NdleError
from ndle.commands._common import (add_game_options, add_json_option, add_strategy_options, emit_json, game_from,
                                   parse_options, positive_int, seed_value)
from ndle.render.text import bar
from ndle.strategies import check_strategy_options


def register(sub) -> None:
    p = sub.add_parser("benchmark", help="play every answer (every answer tuple on several boards) and summarise "
                                         "the guesses needed",
                       description="Play a strategy against every answer and summarise the guesses needed. On "
                                   "several boards a deterministic strategy's decision tree is walked once over "
                                   "every answer tuple: the games of simulate --games all, exactly.")
    add_strategy_options(p)
    p.add_argument("--replacement", action="store_true",
                   help="several boards: every answer tuple, repeats allowed (independent boards), instead of "
                        "tuples of distinct answers")
    p.add_argument("--journal", metavar="FILE",
                   help="several boards: record each finished child of the first guess in FILE (JSON lines)")
    p.add_argument("--resume", action="store_true", help="continue the walk recorded in --journal FILE")
    p.add_argument("--repeat", type=positive_int, default=1, metavar="R",
                   help="rounds over all answers for a randomised strategy (one board; default 1)")
    p.add_argument("--seed", type=seed_value, default=0, help="seed of a randomised strategy's games (default 0)")
    add_game_options(p, notes={"max_guesses": "guess limit for failures (default: the game's, 6 on one board); "
                                              "longer games still finish and count in the mean",
                               "prior": "weigh every game by its answers' chance under this prior (the product of "
                                        "the boards'): the expected guesses and the chance of a failure (default "
                                        "uniform; a file of 'word weight' lines, or frequency)"})
    add_json_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    from ndle.analysis.benchmark import benchmark

    if args.hard and args.pool not in ("all", "hard"):
        raise NdleError(f"--hard conflicts with --pool {args.pool}")
    options = parse_options(args.option)
    check_strategy_options(args.strategy, options)  # a run setting given as an option is refused here, in one line
    game = game_from(args)
    if game.boards == 1 and (args.replacement or args.journal or args.resume):
        raise NdleError("--replacement, --journal and --resume are for several boards (--boards N)")
    opener = game.words.guesses[game.words.guess_id(args.opener)] if args.opener is not None else None
    start = time.perf_counter()
    result = benchmark(game, args.strategy, opener=opener, pool=args.pool, repeat=args.repeat, seed=args.seed,
                       replacement=args.replacement, journal=args.journal, resume=args.resume,
                       **options)
    seconds = time.perf_counter() - start
    if args.json:
        emit_json({"strategy": args.strategy, "opener": opener, "pool": args.pool,
                   "mode": "hard" if game.hard or args.pool == "hard" else "normal", "words": game.words.name,
                   "feedback": game.feedback, **({"prior": game.rules.prior} if game.observation.weighted else {}),
                   **result.to_dict(), "seconds": round(seconds, 3)})
        return 0
    rule = f", {game.feedback} feedback" if game.feedback != "exact" else ""
    rule += ", hard mode" if game.hard else ""
    rule += f", {game.mode} mode" if game.mode != "classic" else ""
    games = f"{result.games} games"
    if game.boards > 1:
        kind = "every answer tuple, repeats allowed" if args.replacement else "every tuple of distinct answers"
        games = f"{game.boards} boards, {kind}: {result.games:,} games"
    print(f"{args.strategy} (pool {args.pool}, opener {opener or 'its own'}, {game.words.name}{rule}): {games}")
    if result.failure_chance is not None:
        print(f"under the prior {game.rules.prior}: expected {result.mean:.4f}  std {result.std:.4f}  "
              f"failure chance (> {game.max_guesses}) {result.failure_chance:.4%} ({result.failures} of the games)")
    else:
        print(f"mean {result.mean:.4f}  std {result.std:.4f}  failures (> {game.max_guesses}) {result.failures}")
    if game.boards > 1:
        what = "expected" if result.failure_chance is not None else "mean"
        print(f"total (sum of the boards' solve turns): {what} {result.total_mean:.4f}  std {result.total_std:.4f}")
    top = max(result.histogram.values(), default=0)
    for turns_, count in result.histogram.items():
        print(f"{turns_:>3} {count:>6}  {bar(count, top)}")
    extra = f", {result.positions} positions" if result.positions is not None else ""
    print(f"({seconds:.2f} s{extra})")
    return 0
