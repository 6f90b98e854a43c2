"""`ndle simulate`: many seeded games of one strategy, in parallel, with a summary table or JSON + per-game CSV."""

from __future__ import annotations

import argparse
import os
import sys

from ndle.errors import ConfigError
from ndle.montecarlo.run import simulate
from ndle.montecarlo.storage import check_json_path, csv_path, json_ready
from ndle.commands._common import (add_backend_options, add_strategy_options, add_word_list_options, backend_kwargs,
                                   emit_json, game_count, guess_limit, job_count, parse_options, positive_int,
                                   rules_fields, rules_from, seed_value, workers)
from ndle.montecarlo.spec import MAX_ALL_GAMES


def add_run_options(p: argparse.ArgumentParser, *, strategy: bool = True) -> None:
    """Add the options shared by simulate and compare: boards, games, seed, jobs, draws, word lists, output.

    The options that make up a run default to None ("not given"): a fresh run
    fills in the defaults, a resumed one takes the saved run's and checks any given.
    """
    p.add_argument("--boards", type=positive_int, metavar="N", help="boards per game (default: --game's, else 1)")
    p.add_argument("--games", type=game_count, metavar="G",
                   help="games to play (default: every answer once on 1 board, else 10,000); all: every answer "
                        f"tuple once, game i the i-th in lexicographic order, an exact average (at most "
                        f"{MAX_ALL_GAMES:,} games)")
    p.add_argument("--seed", type=seed_value, metavar="S",
                   help="seed of the run (default: fresh, recorded in the output)")
    p.add_argument("--jobs", type=job_count, default=1, metavar="J",
                   help="worker processes (default 1; -1: every core; capped at the machine's cores)")
    p.add_argument("--max-guesses", type=guess_limit, metavar="M",
                   help="guess limit (default boards + 5); longer games still finish but count as losses")
    p.add_argument("--replacement", action="store_true", default=None,
                   help="draw each board's answer independently, repeats allowed (Fetterman) "
                        "instead of distinct answers per game (with --games all: every tuple, repeats too)")
    p.add_argument("--all-answers", action="store_const", const="all", dest="games", help=argparse.SUPPRESS)
    p.add_argument("--chunk-size", type=positive_int, metavar="K",
                   help="games per work unit (results do not depend on it)")
    add_backend_options(p)
    if strategy:
        add_strategy_options(p)
        p.set_defaults(strategy=None, option=None)
    else:
        p.add_argument("--opener", metavar="WORD", help="fixed first guess for both strategies")
        p.add_argument("--pool", metavar="POOL", help="guess pool: all, candidates or hard (default all)")
    add_word_list_options(p)
    p.set_defaults(pool=None, feedback=None)  # a resumed run checks only what is given
    p.add_argument("--json", nargs="?", const="-", metavar="PATH.json",
                   help="write the summary JSON to PATH.json and per-game records to PATH.csv beside it "
                        "(no PATH: print the summary JSON)")
    p.add_argument("--resume", action="store_true",
                   help="finish the interrupted run saved at --json PATH.json (its options are read from it)")
    p.add_argument("--overwrite", action="store_true", help="replace results already saved at --json PATH.json")


def register(sub) -> None:
    p = sub.add_parser("simulate", help="play many seeded games of a strategy and summarise them",
                       description="Play many seeded games of a strategy (in parallel with --jobs) and summarise "
                                   "them. The same --seed gives the same games for any --jobs.",
                       epilog="example: ndle simulate --boards 4 --games 1000 --seed 1 --jobs 2 --json runs/q.json")
    add_run_options(p)
    p.set_defaults(func=run)


def output_path(args) -> str | None:
    """Return the --json PATH (None when absent or printing), refusing --resume/--overwrite without one."""
    out = args.json if args.json not in (None, "-") else None
    if out is None and (args.resume or args.overwrite):
        raise ConfigError(f"{'--resume' if args.resume else '--overwrite'} needs --json PATH.json (the run's file)")
    if out is not None:
        check_json_path(out)  # a folder or a name without .json is one line, before the CSV beside it is named
    return out


def run_kwargs(args, command: str) -> dict:
    """Return the keywords of simulate()/compare() the shared run options give (None: not given)."""
    where = backend_kwargs(args)  # a bad back end is reported before any work
    # a fresh run gets its whole Rules, built and checked here; a resumed one only what was given, to check
    rules = {} if args.resume else {"rules": rules_from(args)}
    fields = rules_fields(args) if args.resume else {}
    return dict(**rules, **fields, games=args.games, seed=args.seed, jobs=workers(args.jobs, command),
                opener=args.opener, replacement=args.replacement, pool=args.pool, chunk_size=args.chunk_size,
                resume=args.resume, overwrite=args.overwrite, **where)


def resume_hint(args, kept: str, out: str | None, started: str | None = None) -> str:
    """Return the line that says how to finish an interrupted run saved at `out` (word-list files given again), or
    that nothing was saved (no `out`, or no file `started`, default `out`, made yet)."""
    if not out:
        return "no games were saved: give --json PATH.json to keep finished games across interruptions"
    if not os.path.lexists(started or out):  # stopped before the run started (its checks): nothing kept, or played
        return "nothing was saved: the run had not started"
    files = "".join(f" --{name.replace('_', '-')} {value}" for name in ("answers_file", "guesses_file")
                    if (value := getattr(args, name)) is not None)
    return f"finished games are kept {kept}; to finish: ndle {args.command} --resume --json {out}{files}"


def run(args) -> int:
    out = output_path(args)
    kwargs = run_kwargs(args, "simulate")
    options = parse_options(args.option) if args.option is not None else None
    args.on_interrupt = lambda: resume_hint(args, f"in {csv_path(out)}" if out else "", out)  # said when it stops
    results = simulate(strategy=args.strategy, options=options, out=out, **kwargs)
    if args.json == "-":
        emit_json(json_ready(results.summary()))
        return 0
    print(results.table())
    if out:
        print(f"wrote {out} and {csv_path(out)}", file=sys.stderr)
    return 0
