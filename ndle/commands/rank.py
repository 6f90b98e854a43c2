"""`ndle rank`: starter rankings by first-move value (Hayes's Table 1) or by full-game average (Table 2)."""

from __future__ import annotations

import sys

from ndle.errors import NdleError
from ndle.analysis.openers import CRITERIA, as_dicts, first_move, full_game, openers_for
from ndle.commands._common import (add_backend_options, add_game_options, add_json_option, backend_kwargs,
                                   classic_only, emit_json, game_from,
                                   job_count, parse_options, positive_int, split_words, workers)


def register(sub) -> None:
    p = sub.add_parser("rank", help="rank starting words by first-move value or full-game average")
    p.add_argument("--by", default="entropy", choices=list(CRITERIA),
                   help="first-move criterion (default entropy); with --full-game, picks the openers to try")
    p.add_argument("--top", type=int, default=15, metavar="N", help="rows to show (default 15; 0 = all)")
    p.add_argument("--pool", default="all", metavar="POOL", help="guess pool: all, candidates or hard (default all)")
    p.add_argument("--full-game", metavar="STRATEGY",
                   help="rank openers by this strategy's mean guesses over every answer")
    p.add_argument("--openers", type=positive_int, default=30, metavar="K",
                   help="with --full-game: try the top K first-move words by --by (default 30, as Hayes)")
    p.add_argument("--openers-list", metavar="W1,W2,...", help="with --full-game: try these openers instead")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a strategy option for --full-game, e.g. --option tiebreak=candidates (repeatable); "
                        "for --by dichter, grid=1000 uses Dichter's interpolated value curve")
    p.add_argument("--jobs", type=job_count, default=1, metavar="J",
                   help="parallel workers for --full-game (-1 = all cores; capped at the machine's cores)")
    add_backend_options(p)
    add_game_options(p, refuse={**classic_only("a ranking of first guesses is of a classic game"),
                                "lies": "its measures are of honest rows (ndle suggest --lies K ranks guesses "
                                        "when rows lie)"},
                     notes={"prior": "weigh every answer by this prior: entropy and frequency over the answers' "
                                     "probabilities (stddev and scatter count them), --full-game's expected "
                                     "guesses under it (default "
                                     "uniform; a file of 'word weight' lines, or frequency)"})
    add_json_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    if args.top < 0:
        raise NdleError(f"--top must be positive or 0, got {args.top}")
    top = args.top or None
    where = backend_kwargs(args)  # a bad back end is reported before any work
    game = game_from(args)
    if not args.full_game:
        options = parse_options(args.option)
        grid = options.pop("grid", 0)
        if options or (grid and args.by != "dichter"):
            raise NdleError("a first-move ranking takes only --option grid=N (criterion dichter)")
        from ndle.io.progress import working

        with working(f"ranking first moves by {args.by}"):
            rows = first_move(game, args.by, pool=args.pool, top=top, grid=grid)
        if args.json:
            emit_json(as_dicts(rows))
            return 0
        prior = f", prior {game.rules.prior}" if game.observation.weighted else ""
        print(f"first-move ranking by {args.by} ({game.words.name}, pool {args.pool}{prior})")
        for i, r in enumerate(rows, 1):
            value = f"{r.value:.0f}" if args.by in ("scatter", "frequency") else f"{r.value:.5f}"
            print(f"{i:>5}  {r.word}  {value}")
        return 0
    if args.openers_list is not None:
        openers = split_words(args.openers_list, "--openers-list")
    else:
        openers = openers_for(game, args.by, args.openers, args.pool)
    options = {"pool": args.pool, **parse_options(args.option)}
    ranked = full_game(game, args.full_game, openers, options=options, n_jobs=workers(args.jobs, "rank"),
                       progress=not args.json and sys.stderr.isatty(), **where)
    ranked = ranked[:top] if top else ranked
    if args.json:
        emit_json([r.to_dict() for r, _ in ranked])
        return 0
    over = (f"expected guesses with the answers drawn from the prior {game.rules.prior}"
            if game.observation.weighted else f"mean guesses over {len(game.words.answers)} answers")
    print(f"full-game ranking: {args.full_game} (pool {args.pool}), {over}")
    for i, (r, s) in enumerate(ranked, 1):
        print(f"{i:>5}  {r.word}  {r.value:.4f}  failures {s['failures']}")
    return 0
