"""Experiment configs (TOML), read and checked: a `title`, a `[run]` table (the options of `simulate`), a list of
`strategies` (names, or tables with `name`, `label`, `options`), and optional `[paper.LABEL]` tables of published
figures to set beside ours (see `ndle.montecarlo.experiment`, which runs them)."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from ndle.errors import ConfigError, NdleError
from ndle.parallel.backends import BACKENDS
from ndle.rules import TYPES
from ndle.game import names_a_file
from ndle.rules import Rules, as_rules
from ndle.io.untrusted import MAX_DEPTH, depth, read_bounded

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

MAX_CONFIG_BYTES = 1 << 20  # an experiment config is a few lines
RULES_KEYS = TYPES  # the game's settings (ndle.rules.params), each of its type
RUN_KEYS: dict[str, type | tuple[type, ...]] = {
    **RULES_KEYS, "games": (int, str), "seed": int, "replacement": bool, "all_answers": bool, "opener": str,
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
    data = _read(path)
    try:
        if unknown := sorted(set(data) - TOP_KEYS):
            raise ConfigError(f"unknown key {unknown[0]!r} (expected {', '.join(sorted(TOP_KEYS))})")
        run = _run_table(data.get("run"))
        try:
            rules = _rules(run, path.parent)
        except NdleError as e:
            raise ConfigError(f"[run] {e}") from None
        strategies = _strategies(data.get("strategies"))
        paper = _paper(data.get("paper", {}), [s.label for s in strategies])
        title = data.get("title", path.stem)
        if not isinstance(title, str):
            raise ConfigError("title must be a string")
    except ConfigError as e:
        raise ConfigError(f"{path}: {e}") from None
    return Experiment(path.stem, title, run, strategies, paper, path.parent, rules)


def _read(path: Path) -> dict:
    """Return a config file's TOML, refusing a missing, unreadable, invalid or too deeply nested one."""
    if not path.exists():
        raise ConfigError(f"{path}: no such experiment config")
    try:
        data = tomllib.loads(read_bounded(path, MAX_CONFIG_BYTES).decode("utf-8"))  # not a FIFO, device or huge
    except UnicodeDecodeError as e:
        raise ConfigError(f"{path}: unreadable ({e})") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: invalid TOML ({e})") from None
    except RecursionError:  # tomllib parses nested arrays and tables by recursion
        raise ConfigError(f"{path}: nested deeper than {MAX_DEPTH} levels") from None
    if depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise ConfigError(f"{path}: nested deeper than {MAX_DEPTH} levels")
    return data


def _run_table(run) -> dict:
    """Return the [run] table, each key known and of its type."""
    if not isinstance(run, dict):
        raise ConfigError("missing [run] table")
    for key, value in run.items():
        if key not in RUN_KEYS:
            raise ConfigError(f"unknown key {key!r} in [run] (expected {', '.join(RUN_KEYS)})")
        if not _type_ok(value, RUN_KEYS[key]):
            kind = "int or \"all\"" if key == "games" else getattr(RUN_KEYS[key], "__name__", key)
            raise ConfigError(f"[run] {key} must be {kind}, got {value!r}")
    if run.get("backend", "loky") not in BACKENDS:
        raise ConfigError(f"[run] backend must be one of {', '.join(BACKENDS)}, got {run['backend']!r}")
    return run


def _strategies(raw) -> tuple[StrategyRun, ...]:
    """Return the strategies a config lists (names, or tables of name, label, options), their labels distinct."""
    if raw is None:
        raise ConfigError("no strategies: give e.g. strategies = [\"sum\", \"min\"]")
    if not isinstance(raw, list) or not raw:
        raise ConfigError("strategies must be a non-empty list")
    strategies = []
    for item in raw:
        if isinstance(item, str):
            item = {"name": item}
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise ConfigError(f"each strategy must be a name or a table with a name, got {item!r}")
        if unknown := sorted(set(item) - {"name", "label", "options"}):
            raise ConfigError(f"unknown key {unknown[0]!r} in a strategy (expected name, label, options)")
        options = item.get("options", {})
        if not isinstance(options, dict):
            raise ConfigError(f"options of {item['name']!r} must be a table")
        label = item.get("label", item["name"])
        if not isinstance(label, str) or not label or any(c in label for c in "/\\:") or label.startswith("."):
            raise ConfigError(f"strategy label {label!r} must be a plain file name")
        strategies.append(StrategyRun(item["name"], label, options))
    labels = [s.label for s in strategies]
    if len(set(labels)) != len(labels):
        raise ConfigError("strategy labels must differ (give a `label` to repeated strategies)")
    experiment_files(labels)  # no label may name a file the experiment writes for something else
    return tuple(strategies)


def _paper(paper, labels: list[str]) -> dict:
    """Return the [paper.LABEL] tables of published figures, each naming one of the strategies."""
    if not isinstance(paper, dict):
        raise ConfigError("[paper] must be a table of published figures per strategy label")
    for label, figures in paper.items():
        if label not in labels:
            raise ConfigError(f"[paper.{label}] names no strategy of this experiment")
        if not isinstance(figures, dict):
            raise ConfigError(f"[paper.{label}] must be a table")
        for key, value in figures.items():
            if key not in PAPER_KEYS or not _type_ok(value, PAPER_KEYS[key]):
                raise ConfigError(f"[paper.{label}] {key} = {value!r} is not one of: "
                                  f"{', '.join(f'{k} ({t.__name__})' for k, t in PAPER_KEYS.items())}")
    return paper


SUMMARY_FILE = "summary.json"
GUESSES_FIGURE = "guesses.png"


class ExperimentFile(NamedTuple):
    """A file an experiment writes in its folder: its name, its kind (run, record, comparison, summary or figure)
    and what it is, in words."""

    name: str
    kind: str
    what: str


def run_file(label: str) -> str:
    """Return the file name of a strategy's run (its per-game CSV goes beside it)."""
    return f"{label}.json"


def comparison_key(first: str, label: str) -> str:
    """Return the name of the comparison of a strategy with the first (its .json and .png file names' stem)."""
    return f"{first}-vs-{label}"


def openers_figure(label: str) -> str:
    """Return the file name of a strategy's openers figure."""
    return f"openers-{label}.png"


def experiment_files(labels: list[str], plots: bool = True) -> list[ExperimentFile]:
    """Return every file an experiment with these strategy labels writes in its folder (the one place their names
    are made), refusing labels that would give two of them one name.

    Parameters
    ----------
    labels : list of str
        The strategies' labels, the first the one the others are compared with.
    plots : bool
        Include the figures.

    Returns
    -------
    list of ExperimentFile
        The runs and their records, the comparisons, the summary, then the figures.

    Raises
    ------
    ConfigError
        When two files would have one name (in any case: some file systems ignore it), e.g. a strategy labelled
        ``summary``, or one labelled like a comparison's file.
    """
    keys = [comparison_key(labels[0], label) for label in labels[1:]]
    files = [f for label in labels for f in (ExperimentFile(run_file(label), "run", f"the run of {label!r}"),
                                             ExperimentFile(f"{label}.csv", "record", f"the games of {label!r}"))]
    files += [ExperimentFile(f"{key}.json", "comparison", f"the comparison {key!r}") for key in keys]
    files.append(ExperimentFile(SUMMARY_FILE, "summary", "the experiment's summary"))
    if plots:
        files.append(ExperimentFile(GUESSES_FIGURE, "figure", "the guesses figure"))
        files += [ExperimentFile(openers_figure(label), "figure", f"the openers of {label!r}") for label in labels]
        files += [ExperimentFile(f"{key}.png", "figure", f"the figure of {key!r}") for key in keys]
    seen: dict[str, ExperimentFile] = {}
    for f in files:
        if (other := seen.setdefault(f.name.casefold(), f)) is not f:
            raise ConfigError(f"{other.what} and {f.what} would both be the file {f.name}; "
                              "give the strategies other labels")
    return files


def _rules(run: dict, folder: Path) -> Rules:
    """Return the Rules of a config's [run] table (word-list and prior files are relative to the config's folder)."""
    given = {k: v for k, v in run.items() if k in RULES_KEYS}
    for k in ("answers_file", "guesses_file", "prior"):
        if k in given and (k != "prior" or names_a_file(given[k])):
            given[k] = str((folder / given[k]).resolve())
    return as_rules(given)
