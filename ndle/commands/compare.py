"""`ndle compare A B`: two strategies on the same answer sets, head to head (last and first board solved)."""

from __future__ import annotations

import sys

from ndle.errors import ConfigError
from ndle.montecarlo.compare import Comparison, compare, run_paths
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target
from ndle.montecarlo.storage import check_json_path, json_ready
from ndle.commands._common import emit_json, parse_options
from ndle.commands.simulate import add_run_options, output_path, resume_hint, run_kwargs


def register(sub) -> None:
    p = sub.add_parser("compare", help="run two strategies on the same answer sets and compare them game by game",
                       description="Run two strategies on the same seeded answer sets and compare them per game: "
                                   "who solved the last board first, and the first board (win/tie/loss shares, "
                                   "Wilcoxon signed-rank test, 95 percent CI of the mean difference). Or compare two "
                                   "saved runs: ndle compare A.json B.json.",
                       epilog="examples: ndle compare sum min --boards 4 --games 1000 --seed 1 --json runs/c.json; "
                              "ndle compare sum min --option-b tiebreak=candidates --boards 2 --games 500; "
                              "ndle compare --resume --json runs/c.json; ndle compare runs/a.json runs/b.json")
    p.add_argument("a", metavar="A", nargs="?",
                   help="first strategy (default sum; `ndle strategies` lists them) or a saved run's JSON")
    p.add_argument("b", metavar="B", nargs="?", help="second strategy (default min) or a saved run's JSON")
    add_run_options(p, strategy=False)
    p.add_argument("--option-a", action="append", default=[], metavar="KEY=VALUE",
                   help="an option of strategy A, e.g. --option-a tiebreak=candidates (repeatable)")
    p.add_argument("--option-b", action="append", default=[], metavar="KEY=VALUE", help="an option of strategy B")
    p.set_defaults(func=run)


def run(args) -> int:
    saved = [x is not None and x.endswith(".json") for x in (args.a, args.b)]
    if all(saved):
        out = output_path(args)
        if args.resume:
            raise ConfigError("--resume finishes a comparison that ndle compare ran, not one of two saved runs")
        if out:
            check_target(check_json_path(out), args.overwrite)
        comparison = Comparison(Results.load(args.a), Results.load(args.b))
        if out:
            comparison.save(out)
    elif any(saved):
        raise ConfigError("give two strategies, or two saved runs (.json), not one of each")
    else:
        out = output_path(args)
        kwargs = run_kwargs(args, "compare")
        args.on_interrupt = resume_hint(args, f"beside {out}", out)
        options = {k: parse_options(v) if v else None for k, v in (("a", args.option_a), ("b", args.option_b))}
        comparison = compare(kwargs.pop("game"), args.a, args.b, options_a=options["a"], options_b=options["b"],
                             out=out, **kwargs)
        if out:
            a, b = run_paths(out, (comparison.a.spec.strategy, comparison.b.spec.strategy))
            print(f"wrote {out}, {a} and {b} (with their CSVs)", file=sys.stderr)
    if args.json == "-":
        emit_json(json_ready(comparison.summary()))
    else:
        print(comparison.table())
    return 0
