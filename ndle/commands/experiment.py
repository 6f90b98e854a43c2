"""`ndle experiment CONFIG.toml`: run an experiment config into results/NAME/ (JSON, CSV, PNG figures)."""

from __future__ import annotations

import sys

from ndle.montecarlo.experiment import load_experiment, run_experiment
from ndle.montecarlo.storage import json_ready
from ndle.commands._common import (add_backend_options, backend_kwargs, emit_json, finish_hint, job_count,
                                   game_count, workers)


def register(sub) -> None:
    p = sub.add_parser("experiment", help="run an experiment config (TOML) into results/NAME/",
                       description="Run the strategies of an experiment config on the same seeded answer sets and "
                                   "write results/NAME/: per-strategy summary JSON and per-game CSV, head-to-head "
                                   "comparisons, summary.json, PNG figures (with matplotlib). The config format is "
                                   "in the user guide (docs/guide/experiments.md).",
                       epilog="example: ndle experiment experiments/fetterman_n4.toml --games 200 --jobs 2")
    p.add_argument("config", metavar="CONFIG.toml", help="experiment config, e.g. experiments/fetterman_n4.toml")
    p.add_argument("--out", metavar="DIR", help="output folder (default results/NAME)")
    p.add_argument("--jobs", type=job_count, metavar="J",
                   help="worker processes (default: the config's, else 1; capped at the machine's cores)")
    add_backend_options(p)
    p.add_argument("--games", type=game_count, metavar="G",
                   help="override the config's number of games (all: every answer tuple once)")
    p.add_argument("--resume", action="store_true", help="finish an interrupted run in the output folder")
    p.add_argument("--overwrite", action="store_true", help="replace results already in the output folder")
    p.add_argument("--no-plots", action="store_true", help="skip the PNG figures")
    p.add_argument("--json", action="store_true", help="print summary.json instead of the text report")
    p.set_defaults(func=run)


def run(args) -> int:
    where = backend_kwargs(args)  # a bad back end is reported before any work
    exp = load_experiment(args.config)
    folder = args.out or f"results/{exp.name}"
    jobs = workers(args.jobs if args.jobs is not None else exp.run.get("jobs", 1), "experiment")
    args.on_interrupt = f"finished games are kept in {folder}; {finish_hint(args)}"
    summary = run_experiment(exp, args.out, jobs=jobs, games=args.games, resume=args.resume,
                             overwrite=args.overwrite, plots=not args.no_plots,
                             log=lambda line: print(line, file=sys.stderr), **where)
    if args.json:
        emit_json(json_ready(summary))
    else:
        from ndle.render.reports import experiment_report

        print(experiment_report(summary))
    return 0
