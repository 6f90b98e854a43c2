"""Experiment configs (TOML): runs of one or more strategies on the same answer sets, saved with figures.

A config has a `title`, a `[run]` table (the options of `simulate`), a list of
`strategies` (names, or tables with `name`, `label`, `options`), and optional
`[paper.LABEL]` tables of published figures (`mean`, `win_rate`,
`histogram`) to set beside ours. `run_experiment` writes into one folder:
LABEL.json/.csv per strategy, LABEL_A-vs-LABEL_B.json for every pair with the
first strategy, summary.json, and PNG figures when matplotlib is installed.
"""

from __future__ import annotations

from pathlib import Path

from ndle.checks import a_path, one_of, whole, yes_no
from ndle.montecarlo.compare import Comparison
from ndle.errors import ConfigError
from ndle.game import as_game
from ndle.parallel.backends import choose_backend, session
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target
from ndle.montecarlo.run import Plan, execute, prepare
from ndle.montecarlo.storage import save_json
from ndle.montecarlo.stats import z_score
from ndle.montecarlo.experiment_config import Experiment, StrategyRun, load_experiment  # noqa: F401 (re-exported)
from ndle.montecarlo.experiment_config import (GUESSES_FIGURE, SUMMARY_FILE, comparison_key, experiment_files,
                                              openers_figure, run_file)
from ndle.io.files import check_outputs


def run_experiment(exp: Experiment, out: str | Path | None = None, *, jobs: int | None = None,
                   games: int | None = None, resume: bool = False, overwrite: bool = False, plots: bool = True,
                   progress: bool | None = None, log=None, backend: str | None = None,
                   scheduler: str | None = None) -> dict:
    """Run every strategy of an experiment on the same answer sets; write the folder; return summary.json's content.

    Every argument, strategy, option and output file is checked before the first game (a one-line NdleError).

    Parameters
    ----------
    exp : Experiment
        The config (`load_experiment`).
    out : str or Path, optional
        The folder (default results/NAME).
    jobs, games : int, optional
        Override the config's worker count (-1: every core) and number of games.
    resume, overwrite : bool
        Finish the runs saved in the folder (starting those not begun), or replace what is there; without either,
        results already there are refused.
    plots : bool
        Write the PNG figures (needs matplotlib).
    progress : bool, optional
        Show progress bars (default: when stderr is a terminal).
    log : callable, optional
        Given a line per finished step (e.g. print).
    backend, scheduler : str, optional
        Override the config's back end; a Dask scheduler's address (a dask back end without one runs every
        strategy on one LocalCluster).

    Returns
    -------
    dict
        summary.json's content.
    """
    one_of(exp, Experiment, "an Experiment (ndle.montecarlo.load_experiment(PATH))", ConfigError)
    resume, overwrite, plots, games, jobs, log = _checked(resume, overwrite, plots, games, jobs, log)
    folder = a_path(out, "the output folder") if out is not None else Path("results") / exp.name
    run = {**exp.run, **({} if games is None else {"games": games})}
    plans = _plans(exp, run, folder, resume, overwrite, plots)
    results: dict[str, Results] = {}
    jobs = jobs if jobs is not None else run.get("jobs", 1)
    with session(choose_backend(backend if backend is not None else run.get("backend"), scheduler), jobs) as where:
        for label, plan in plans.items():
            results[label] = r = execute(plan, jobs=jobs, chunk_size=run.get("chunk_size"), progress=progress,
                                         backend=where)
            log(f"{label}: {len(r.records):,} games, mean {r.turns.mean():.4f} -> {plan.path}")
    comparisons = _comparisons(exp, results, folder)
    summary = {"experiment": exp.name, "title": exp.title, "config": exp.run,
               "runs": {label: r.summary() for label, r in results.items()},
               "comparisons": {k: c.summary() for k, c in comparisons.items()}, "paper": exp.paper,
               "versus_paper": _versus_paper(results, exp.paper), "status": "complete"}
    save_json(folder / SUMMARY_FILE, summary)
    if plots:
        from ndle.render.run_figures import experiment_figures

        openers = {label: openers_figure(label) for label in results}
        summary["figures"] = experiment_figures(exp, folder, results, comparisons, log, GUESSES_FIGURE, openers)
    return summary


def _checked(resume, overwrite, plots, games, jobs, log) -> tuple:
    """Return the run's own arguments checked (a one-line ConfigError otherwise), `log` a function."""
    resume, overwrite, plots = (yes_no(v, n) for v, n in ((resume, "resume"), (overwrite, "overwrite"),
                                                          (plots, "plots")))
    if games is not None and not isinstance(games, str):
        games = whole(games, "the number of games", low=1)
    if jobs is not None and jobs != -1:
        jobs = whole(jobs, "jobs", low=1, also=" (or -1 for every core)")
    if log is not None and not callable(log):
        raise ConfigError(f"log must be a function given each line, got {log!r:.60}")
    return resume, overwrite, plots, games, jobs, log or (lambda *_: None)


def _plans(exp: Experiment, run: dict, folder: Path, resume: bool, overwrite: bool, plots: bool
           ) -> dict[str, Plan]:
    """Return each strategy's prepared run (checked, nothing played yet), by label, the folder's other outputs
    claimed."""
    if run.get("seed") is None:
        raise ConfigError(f"experiment {exp.name}: [run] needs a seed, so that reruns give the same games")
    game = as_game(exp.rules)
    kwargs = {k: run[k] for k in ("games", "seed", "opener", "replacement", "all_answers", "pool") if k in run}
    files = experiment_files([s.label for s in exp.strategies], plots)  # refuses labels naming one file twice
    if not resume:
        check_target(folder / SUMMARY_FILE, overwrite)
    plans = {}
    for s in exp.strategies:
        path = folder / run_file(s.label)
        plans[s.label] = prepare(game, s.name, options=s.options, out=path, resume=resume and path.exists(),
                                 overwrite=overwrite, **kwargs)
    check_outputs([folder / f.name for f in files if f.kind in ("comparison", "figure")], overwrite or resume)
    return plans


def _comparisons(exp: Experiment, results: dict[str, Results], folder: Path) -> dict[str, Comparison]:
    """Return (and save) every strategy's comparison with the first, by `FIRST-vs-LABEL`."""
    first = exp.strategies[0].label
    comparisons = {}
    for s in exp.strategies[1:]:
        comparison = Comparison(results[first], results[s.label], labels=(first, s.label))
        key = comparison_key(first, s.label)
        comparison.save(folder / f"{key}.json")
        comparisons[key] = comparison
    return comparisons


def _versus_paper(results: dict[str, Results], paper: dict) -> dict:
    """Return, per strategy with published figures, ours beside the paper's and the gap in standard errors."""
    out = {}
    for label, figures in paper.items():
        s = results[label].summary()
        row = {"ours": s["mean"], "paper": figures.get("mean"), "sem": s["sem"]}
        if figures.get("mean") is not None:
            row["difference"] = s["mean"] - figures["mean"]
            row["z"] = z_score(s["mean"], s["sem"], figures["mean"])
        if figures.get("win_rate") is not None:
            row.update(win_rate_ours=s["win_rate"], win_rate_paper=figures["win_rate"])
        out[label] = row
    return out
