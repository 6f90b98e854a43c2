"""`ndle experiment CONFIG.toml`: run an experiment config into results/NAME/ (JSON, CSV, PNG figures)."""

from __future__ import annotations

import sys

from ndle.montecarlo.backends import choose_backend
from ndle.montecarlo.experiment import load_experiment, report, run_experiment
from ndle.commands._common import add_backend_options, emit_json


def register(sub) -> None:
    p = sub.add_parser("experiment", help="run an experiment config (TOML) into results/NAME/",
                       description="Run the strategies of an experiment config on the same seeded answer sets and "
                                   "write results/NAME/: per-strategy summary JSON and per-game CSV, head-to-head "
                                   "comparisons, summary.json, PNG figures (with matplotlib).")
    p.add_argument("config", metavar="CONFIG.toml", help="experiment config, e.g. experiments/fetterman_n4.toml")
    p.add_argument("--out", metavar="DIR", help="output folder (default results/NAME)")
    p.add_argument("--jobs", type=int, metavar="J", help="worker processes (default: the config's, else 1)")
    add_backend_options(p)
    p.add_argument("--games", type=int, metavar="G", help="override the config's number of games (quick tries)")
    p.add_argument("--resume", action="store_true", help="finish an interrupted run in the output folder")
    p.add_argument("--no-plots", action="store_true", help="skip the PNG figures")
    p.add_argument("--json", action="store_true", help="print summary.json instead of the text report")
    p.set_defaults(func=run)


def run(args) -> int:
    exp = load_experiment(args.config)
    if args.backend is not None or args.scheduler is not None:
        choose_backend(args.backend, args.scheduler)  # a bad choice is reported before any work
    folder = args.out or f"results/{exp.name}"
    log = (lambda line: print(line, file=sys.stderr))
    try:
        summary = run_experiment(exp, args.out, jobs=args.jobs, games=args.games, resume=args.resume,
                                 plots=not args.no_plots, log=log,
                                 backend=args.backend, scheduler=args.scheduler)
    except KeyboardInterrupt:
        print(f"finished games are kept in {folder}; add --resume to finish", file=sys.stderr)
        raise
    if args.json:
        from ndle.montecarlo.results import json_ready

        emit_json(json_ready(summary))
    else:
        print(report(summary))
    return 0
