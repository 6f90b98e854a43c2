"""`ndle compare A B [C ...]`: strategies on the same answer sets, each against the first, game by game."""

from __future__ import annotations

import argparse
import string
import sys

from ndle.errors import ConfigError
from ndle.montecarlo.compare import Comparison, compare, run_paths
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target
from ndle.montecarlo.storage import check_json_path, json_ready
from ndle.commands._common import emit_json, parse_options
from ndle.commands.simulate import add_run_options, output_path, resume_hint, run_kwargs

OPTION_LETTERS = string.ascii_lowercase[:8]  # --option-a ... --option-h: the options of strategies A ... H


def register(sub) -> None:
    p = sub.add_parser("compare", help="run strategies on the same answer sets and compare each with the first",
                       description="Run two or more strategies on the same seeded answer sets and compare each with "
                                   "the first, game by game: who solved the last board first, the first board, and "
                                   "the total (win/tie/loss shares, Wilcoxon signed-rank test, 95 percent CI of the "
                                   "mean difference). Or compare saved runs: ndle compare A.json B.json ...",
                       epilog="examples: ndle compare sum min entropy --boards 4 --games 1000 --seed 1 "
                              "--json runs/c.json; ndle compare sum min --option-b tiebreak=candidates --boards 2 "
                              "--games 500; ndle compare --resume --json runs/c.json; "
                              "ndle compare runs/a.json runs/b.json")
    p.add_argument("strategies", metavar="A B", nargs="*",
                   help="two or more strategies (default: sum min; `ndle strategies` lists them), or saved runs' "
                        "JSON files")
    add_run_options(p, strategy=False)
    for letter in OPTION_LETTERS:
        p.add_argument(f"--option-{letter}", action="append", default=[], metavar="KEY=VALUE",
                       help={"a": "an option of strategy A, e.g. --option-a tiebreak=candidates (repeatable)",
                             "b": "an option of strategy B (--option-c ... --option-h: of C ... H)"}.get(
                           letter, argparse.SUPPRESS))
    p.set_defaults(func=run)


def run(args) -> int:
    names = args.strategies
    saved = [x.endswith(".json") for x in names]
    given = [letter for letter in OPTION_LETTERS if getattr(args, f"option_{letter}")]
    if given and OPTION_LETTERS.index(given[-1]) >= max(len(names), 2):
        raise ConfigError(f"--option-{given[-1]} names strategy {given[-1].upper()}, but only {len(names)} given")
    if saved and all(saved):
        out = output_path(args)
        if args.resume:
            raise ConfigError("--resume finishes a comparison that ndle compare ran, not one of saved runs")
        if len(names) < 2:
            raise ConfigError("give two saved runs (.json) or more")
        if out:
            check_target(check_json_path(out), args.overwrite)
        comparison = Comparison(*(Results.load(name) for name in names))
        if out:
            comparison.save(out)
    elif any(saved):
        raise ConfigError("give strategies, or saved runs (.json), not some of each")
    else:
        if len(names) == 1:
            raise ConfigError(f"give two strategies or more to compare (only {names[0]!r} given)")
        out = output_path(args)
        kwargs = run_kwargs(args, "compare")
        first = str(run_paths(out, names)[0]) if out and names else None  # the first run's file, once started
        args.on_interrupt = lambda: resume_hint(args, f"beside {out}", out, first)  # said when it stops
        options = [parse_options(getattr(args, f"option_{letter}")) or None
                   for letter in OPTION_LETTERS[:max(len(names), 2)]] if given else None
        comparison = compare(kwargs.pop("rules", None), *names, options=options, out=out, **kwargs)
        if out:
            paths = run_paths(out, [r.spec.strategy for r in comparison.runs])
            print(f"wrote {out}, {', '.join(map(str, paths))} (with their CSVs)", file=sys.stderr)
    if args.json == "-":
        emit_json(json_ready(comparison.summary()))
    else:
        print(comparison.table())
    return 0
