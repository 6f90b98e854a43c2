"""`ndle simulate`: many seeded games of one strategy, in parallel, with a summary table or JSON + per-game CSV."""

from __future__ import annotations

import argparse
import sys

from ndle.montecarlo.results import csv_path, json_ready
from ndle.montecarlo.run import simulate
from ndle.commands._common import add_strategy_options, add_word_list_options, emit_json, game_from, parse_options


def add_run_options(p: argparse.ArgumentParser, *, strategy: bool = True) -> None:
    """Add the options shared by simulate and compare: boards, games, seed, jobs, draws, word lists, output."""
    p.add_argument("--boards", type=int, metavar="N", help="boards per game (default: --game's, else 1)")
    p.add_argument("--games", type=int, metavar="G",
                   help="games to play (default: every answer once on 1 board, else 10,000)")
    p.add_argument("--seed", type=int, metavar="S", help="seed of the run (default: fresh, recorded in the output)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes (default 1; -1: every core)")
    p.add_argument("--max-guesses", type=int, default=0, metavar="M",
                   help="guess limit (default boards + 5); longer games still finish but count as losses")
    draw = p.add_mutually_exclusive_group()
    draw.add_argument("--replacement", action="store_true",
                      help="draw each board's answer independently, repeats allowed (Fetterman) "
                           "instead of distinct answers per game")
    draw.add_argument("--all-answers", action="store_true", help="one board: play every answer once")
    p.add_argument("--chunk-size", type=int, metavar="K", help="games per work unit (results do not depend on it)")
    if strategy:
        add_strategy_options(p)
    else:
        p.add_argument("--opener", metavar="WORD", help="fixed first guess for both strategies")
        p.add_argument("--pool", default="all", metavar="POOL", help="guess pool: all, candidates or hard")
    add_word_list_options(p)
    p.add_argument("--json", nargs="?", const="-", metavar="PATH",
                   help="write the summary JSON to PATH and per-game records to the CSV beside it "
                        "(no PATH: print the summary JSON)")
    p.add_argument("--resume", action="store_true", help="finish an interrupted run saved at --json PATH")


def register(sub) -> None:
    p = sub.add_parser("simulate", help="play many seeded games of a strategy and summarise them",
                       description="Play many seeded games of a strategy (in parallel with --jobs) and summarise "
                                   "them. The same --seed gives the same games for any --jobs.")
    add_run_options(p)
    p.set_defaults(func=run)


def run_kwargs(args) -> dict:
    """Return the simulate() keywords the shared run options give."""
    out = args.json if args.json not in (None, "-") else None
    if args.resume and out is None:
        from ndle.errors import ConfigError

        raise ConfigError("--resume needs --json PATH (the run to finish)")
    return dict(games=args.games, seed=args.seed, jobs=args.jobs, opener=args.opener, replacement=args.replacement,
                all_answers=args.all_answers, pool=args.pool, chunk_size=args.chunk_size, resume=args.resume)


def run(args) -> int:
    game = game_from(args, args.boards, args.max_guesses)
    kwargs = run_kwargs(args)
    out = args.json if args.json not in (None, "-") else None
    try:
        results = simulate(game, args.strategy, options=parse_options(args.option), out=out, **kwargs)
    except KeyboardInterrupt:
        if out:
            print(f"finished games are kept in {csv_path(out)}; add --resume to finish the run", file=sys.stderr)
        raise
    if args.json == "-":
        emit_json(json_ready(results.summary()))
        return 0
    print(results.table())
    if out:
        print(f"wrote {out} and {csv_path(out)}", file=sys.stderr)
    return 0
