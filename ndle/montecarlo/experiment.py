"""Experiment configs (TOML): runs of one or more strategies on the same answer sets, saved with figures.

A config has a `title`, a `[run]` table (the options of `simulate`), a list of
`strategies` (names, or tables with `name`, `label`, `options`), and optional
`[paper.LABEL]` tables of published figures (`mean`, `win_rate`,
`histogram`) to set beside ours. `run_experiment` writes into one folder:
LABEL.json/.csv per strategy, LABEL_A-vs-LABEL_B.json for every pair with the
first strategy, summary.json, and PNG figures when matplotlib is installed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ndle.montecarlo.compare import Comparison
from ndle.errors import ConfigError, NdleError
from ndle.game import Game
from ndle.montecarlo.backends import BACKENDS, choose_backend, session
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target
from ndle.montecarlo.run import execute, prepare
from ndle.montecarlo.storage import claim_experiment_outputs, save_json
from ndle.montecarlo.stats import z_score
from ndle.rules import Rules

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover - Python 3.10
    import tomli as tomllib

RULES_KEYS = {"words": str, "answers_file": str, "guesses_file": str, "length": int, "feedback": str, "boards": int,
              "max_guesses": int, "game": str, "mode": str, "hard": bool, "prefill": int, "prefill_source": str}
RUN_KEYS = {**RULES_KEYS, "games": (int, str), "seed": int, "replacement": bool, "all_answers": bool, "opener": str,
            "pool": str, "jobs": int, "chunk_size": int, "backend": str}  # all_answers: older spelling of games="all"
TOP_KEYS = {"title", "description", "run", "strategies", "paper"}
PAPER_KEYS = {"mean": float, "win_rate": float, "histogram": dict, "first_solved_mean": float}


@dataclass(frozen=True)
class StrategyRun:
    """One strategy of an experiment: registry name, label (file names, tables) and options."""

    name: str
    label: str
    options: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Experiment:
    """A parsed, validated experiment config.

    Attributes
    ----------
    name, title : str
        The config's file name without ``.toml`` (results go to ``results/NAME/``) and its title.
    run : dict
        The ``[run]`` table as given.
    strategies : tuple of StrategyRun
        Each strategy's name, label (a file name) and options.
    paper : dict
        Published figures to set beside the results, by strategy label.
    folder : pathlib.Path
        The config's folder: relative word-list files are read from there.
    rules : Rules
        The game every strategy plays.
    """

    name: str
    title: str
    run: dict
    strategies: tuple[StrategyRun, ...]
    paper: dict
    folder: Path  # the config's folder: relative word-list files are read from there
    rules: Rules  # the game every strategy plays


def _type_ok(value, kind) -> bool:
    if kind is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == (int, str):  # games: a count or "all"
        return value == "all" or _type_ok(value, int)
    return isinstance(value, kind)


def load_experiment(path: str | Path) -> Experiment:
    """Return the experiment a TOML config describes.

    Parameters
    ----------
    path : str or pathlib.Path
        The TOML config (format: docs/guide/experiments.md).

    Returns
    -------
    Experiment
        The parsed config; ConfigError (one line naming the file) if it is broken.
    """
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such experiment config") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: unreadable ({e})") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: invalid TOML ({e})") from None

    def bad(message: str):
        return ConfigError(f"{path}: {message}")

    if unknown := sorted(set(data) - TOP_KEYS):
        raise bad(f"unknown key {unknown[0]!r} (expected {', '.join(sorted(TOP_KEYS))})")
    run = data.get("run")
    if not isinstance(run, dict):
        raise bad("missing [run] table")
    for key, value in run.items():
        if key not in RUN_KEYS:
            raise bad(f"unknown key {key!r} in [run] (expected {', '.join(RUN_KEYS)})")
        if not _type_ok(value, RUN_KEYS[key]):
            kind = "int or \"all\"" if key == "games" else RUN_KEYS[key].__name__
            raise bad(f"[run] {key} must be {kind}, got {value!r}")
    if run.get("backend", "loky") not in BACKENDS:
        raise bad(f"[run] backend must be one of {', '.join(BACKENDS)}, got {run['backend']!r}")
    try:
        rules = _rules(run, path.parent)
    except NdleError as e:
        raise bad(f"[run] {e}") from None
    raw = data.get("strategies")
    if raw is None:
        raise bad("no strategies: give e.g. strategies = [\"sum\", \"min\"]")
    if not isinstance(raw, list) or not raw:
        raise bad("strategies must be a non-empty list")
    strategies = []
    for item in raw:
        if isinstance(item, str):
            item = {"name": item}
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise bad(f"each strategy must be a name or a table with a name, got {item!r}")
        if unknown := sorted(set(item) - {"name", "label", "options"}):
            raise bad(f"unknown key {unknown[0]!r} in a strategy (expected name, label, options)")
        options = item.get("options", {})
        if not isinstance(options, dict):
            raise bad(f"options of {item['name']!r} must be a table")
        label = item.get("label", item["name"])
        if not isinstance(label, str) or not label or any(c in label for c in "/\\:") or label.startswith("."):
            raise bad(f"strategy label {label!r} must be a plain file name")
        strategies.append(StrategyRun(item["name"], label, options))
    labels = [s.label for s in strategies]
    if len(set(labels)) != len(labels):
        raise bad("strategy labels must differ (give a `label` to repeated strategies)")
    paper = data.get("paper", {})
    if not isinstance(paper, dict):
        raise bad("[paper] must be a table of published figures per strategy label")
    for label, figures in paper.items():
        if label not in labels:
            raise bad(f"[paper.{label}] names no strategy of this experiment")
        if not isinstance(figures, dict):
            raise bad(f"[paper.{label}] must be a table")
        for key, value in figures.items():
            if key not in PAPER_KEYS or not _type_ok(value, PAPER_KEYS[key]):
                raise bad(f"[paper.{label}] {key} = {value!r} is not one of: "
                          f"{', '.join(f'{k} ({t.__name__})' for k, t in PAPER_KEYS.items())}")
    title = data.get("title", path.stem)
    if not isinstance(title, str):
        raise bad("title must be a string")
    return Experiment(path.stem, title, run, tuple(strategies), paper, path.parent, rules)


def _rules(run: dict, folder: Path) -> Rules:
    """Return the Rules of a config's [run] table (word-list files are relative to the config's folder)."""
    given = {k: v for k, v in run.items() if k in RULES_KEYS}
    for k in ("answers_file", "guesses_file"):
        if k in given:
            given[k] = str((folder / given[k]).resolve())
    return Rules.from_dict(given)


def run_experiment(exp: Experiment, out: str | Path | None = None, *, jobs: int | None = None,
                   games: int | None = None, resume: bool = False, overwrite: bool = False, plots: bool = True,
                   progress: bool | None = None, log=None, backend: str | None = None,
                   scheduler: str | None = None) -> dict:
    """Run every strategy of an experiment on the same answer sets; write the folder; return summary.json's content.

    `out` defaults to results/NAME; `jobs`, `games` and `backend` override the config's (`scheduler`: a Dask
    scheduler address; a dask back end without one runs every strategy on one LocalCluster).
    Every strategy, option and output file is checked before the first game:
    results already in the folder are refused unless `resume` (finish the runs
    saved there, start those not begun) or `overwrite`.
    `log` (e.g. print) receives a line per finished step.

    Parameters
    ----------
    exp : Experiment
        The experiment (see `load_experiment`).
    out : str or Path, optional
        The folder to write (default: results/NAME).
    jobs : int, optional
        Worker processes (default: the config's).
    games : int, optional
        Games per strategy (default: the config's).
    resume : bool
        Finish the runs saved in `out` and start those not begun.
    overwrite : bool
        Replace results already in `out`.
    plots : bool
        Draw the figures (needs `ndle[plot]`).
    progress : bool, optional
        Show progress bars (default: on a terminal or in a notebook).
    log : callable, optional
        Receives a line per finished step (e.g. `print`).
    backend : str, optional
        The parallel back end (default: the config's).
    scheduler : str, optional
        A Dask scheduler's address.

    Returns
    -------
    dict
        The content of the folder's summary.json.
    """
    log = log or (lambda *_: None)
    folder = Path(out) if out is not None else Path("results") / exp.name
    run = dict(exp.run)
    if games is not None:
        run["games"] = games
    if run.get("seed") is None:
        raise ConfigError(f"experiment {exp.name}: [run] needs a seed, so that reruns give the same games")
    game = Game.create(exp.rules)
    kwargs = {k: run[k] for k in ("games", "seed", "opener", "replacement", "all_answers", "pool") if k in run}
    if not resume:
        check_target(folder / "summary.json", overwrite)
    plans = {}
    for s in exp.strategies:
        path = folder / f"{s.label}.json"
        plans[s.label] = prepare(game, s.name, options=s.options, out=path, resume=resume and path.exists(),
                                 overwrite=overwrite, **kwargs)
    claim_experiment_outputs([s.label for s in exp.strategies], folder, plots, overwrite or resume)
    results: dict[str, Results] = {}
    jobs = jobs if jobs is not None else run.get("jobs", 1)
    with session(choose_backend(backend if backend is not None else run.get("backend"), scheduler), jobs) as where:
        for label, plan in plans.items():
            results[label] = r = execute(plan, jobs=jobs, chunk_size=run.get("chunk_size"), progress=progress,
                                         backend=where)
            log(f"{label}: {len(r.records):,} games, mean {r.turns.mean():.4f} -> {plan.path}")
    first = exp.strategies[0].label
    comparisons = {}
    for s in exp.strategies[1:]:
        comparison = Comparison(results[first], results[s.label], labels=(first, s.label))
        key = f"{first}-vs-{s.label}"
        comparison.save(folder / f"{key}.json")
        comparisons[key] = comparison
    summary = {
        "experiment": exp.name, "title": exp.title, "config": exp.run,
        "runs": {label: r.summary() for label, r in results.items()},
        "comparisons": {k: c.summary() for k, c in comparisons.items()},
        "paper": exp.paper,
        "versus_paper": _versus_paper(results, exp.paper),
        "status": "complete",
    }
    save_json(folder / "summary.json", summary)
    if plots:
        from ndle.render.run_figures import experiment_figures

        summary["figures"] = experiment_figures(exp, folder, results, comparisons, log)
    return summary


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
