"""`ndle compare A B`: two strategies on the same answer sets, head to head (last and first board solved)."""

from __future__ import annotations

import sys

from ndle.montecarlo.compare import Comparison, compare, run_paths
from ndle.montecarlo.results import Results, json_ready
from ndle.commands._common import emit_json, game_from, parse_options
from ndle.commands.simulate import add_run_options, run_kwargs


def register(sub) -> None:
    p = sub.add_parser("compare", help="run two strategies on the same answer sets and compare them game by game",
                       description="Run two strategies on the same seeded answer sets and compare them per game: "
                                   "who solved the last board first, and the first board (win/tie/loss shares, "
                                   "Wilcoxon signed-rank test, 95 percent CI of the mean difference). Or compare two "
                                   "saved runs: ndle compare A.json B.json.")
    p.add_argument("a", metavar="A", help="first strategy (e.g. sum, or min:... ) or a saved run's JSON")
    p.add_argument("b", metavar="B", help="second strategy or a saved run's JSON")
    add_run_options(p, strategy=False)
    p.add_argument("--option-a", action="append", default=[], metavar="KEY=VALUE", help="an option of strategy A")
    p.add_argument("--option-b", action="append", default=[], metavar="KEY=VALUE", help="an option of strategy B")
    p.set_defaults(func=run)


def run(args) -> int:
    saved = [x.endswith(".json") for x in (args.a, args.b)]
    if all(saved):
        comparison = Comparison(Results.load(args.a), Results.load(args.b))
        out = args.json if args.json not in (None, "-") else None
        if out:
            comparison.save(out)
    elif any(saved):
        from ndle.errors import ConfigError

        raise ConfigError("give two strategies, or two saved runs (.json), not one of each")
    else:
        game = game_from(args, args.boards, args.max_guesses)
        kwargs = run_kwargs(args)
        out = args.json if args.json not in (None, "-") else None
        try:
            comparison = compare(game, args.a, args.b, options_a=parse_options(args.option_a),
                                 options_b=parse_options(args.option_b), out=out, **kwargs)
        except KeyboardInterrupt:
            if out:
                print(f"finished games are kept beside {out}; add --resume to finish", file=sys.stderr)
            raise
        if out:
            a, b = run_paths(out, (args.a, args.b))
            print(f"wrote {out}, {a} and {b} (with their CSVs)", file=sys.stderr)
    if args.json == "-":
        emit_json(json_ready(comparison.summary()))
    else:
        print(comparison.table())
    return 0
