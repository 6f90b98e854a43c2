"""Head-to-head comparison of strategies on the same answer sets, each against the first (Fetterman's Figs 10, 12
and 14)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Sequence

import numpy as np

from ndle.checks import many, one_of, shown
from ndle.errors import ConfigError, StrategyError
from ndle.parallel.backends import choose_backend, reach, session
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target
from ndle.montecarlo.run import RunGame, execute, prepare
from ndle.montecarlo.shown import Shown
from ndle.montecarlo.spec import fresh_seed
from ndle.montecarlo.storage import STATUS_COMPLETE, STATUS_RUNNING, check_json_path, save_json, start_run
from ndle.montecarlo.stats import paired
from ndle.render.reports import format_p
from ndle.strategies import DEFAULT_STRATEGY, strategy_names
from ndle.io.untrusted import read_bounded


class Comparison(Shown):
    """Runs of two or more strategies on the same games; each is compared, game by game, with the first.

    Differences are first - other (negative: the first needed fewer guesses). `a` and `b` are the first two
    runs; `last_board(i)`, `first_board(i)` and `total(i)` compare run i (default 1, the second) with the first.

    Parameters
    ----------
    *runs : Results
        Two or more runs on the same answer sets (same games, seed and draw).
    labels : sequence of str, optional
        One label per run (default: the strategy names, numbered when repeated).
    """

    __slots__ = ("runs", "labels")
    VIEW = "comparison"

    def __init__(self, *runs: Results, labels: Sequence[str] | None = None):
        if len(runs) < 2:
            raise ConfigError(f"a comparison needs two runs or more, got {len(runs)}")
        for run in runs:
            one_of(run, Results, "Results to compare (ndle.simulate(...) or ndle.load_results(path))", ConfigError)
        labels = None if labels is None else tuple(many(labels, "labels"))
        if labels is not None and (len(labels) != len(runs) or not all(isinstance(x, str) for x in labels)):
            raise ConfigError(f"{len(runs)} runs need {len(runs)} labels (strings), got {shown(labels)}")
        first = runs[0].per_game.answer_words()
        for run in runs[1:]:
            if len(run.records) != len(runs[0].records):
                raise ConfigError(f"the runs have {len(runs[0].records)} and {len(run.records)} games")
            other = run.per_game.answer_words()
            if first.shape != other.shape or (first != other).any():
                i = int(np.flatnonzero((first != other).any(axis=1))[0]) if first.shape == other.shape else 0
                raise ConfigError(f"game {i} has different answers in the two runs "
                                  f"({' '.join(first[i])} vs {' '.join(other[i])}): not the same answer sets")
        self.runs, self.labels = tuple(runs), None if labels is None else tuple(labels)

    a = property(lambda self: self.runs[0], doc="Return the first run.")
    b = property(lambda self: self.runs[1], doc="Return the second run.")

    @property
    def names(self) -> tuple[str, ...]:
        """Return the labels (given, else the strategy names, numbered when repeated)."""
        if self.labels is not None:
            return self.labels
        names = [r.spec.strategy for r in self.runs]
        return tuple(f"{n} ({i})" if names.count(n) > 1 else n for i, n in enumerate(names, 1))

    def pair(self, i: int = 1) -> "Comparison":
        """Return the comparison of the first run with run i alone."""
        return Comparison(self.runs[0], self.runs[i], labels=(self.names[0], self.names[i]))

    def last_board(self, i: int = 1) -> dict:
        """Return the paired comparison (first vs run i) of the turn the last board was solved."""
        return paired(self.runs[0].turns, self.runs[i].turns)

    def first_board(self, i: int = 1) -> dict:
        """Return the paired comparison (first vs run i) of the turn the first board was solved."""
        return paired(self.runs[0].first_solved, self.runs[i].first_solved)

    def total(self, i: int = 1) -> dict:
        """Return the paired comparison (first vs run i) of the official score (the sum of the solve turns)."""
        return paired(self.runs[0].total, self.runs[i].total)

    def to_pandas(self):
        """Return the paired per-game DataFrame of every run, each against the first (needs `ndle[pandas]`).

        Returns
        -------
        pandas.DataFrame
            One row per game: `answers`; `last_a`, `last_b`, ... (one column per run, lettered in order), the
            differences with the first run `last_diff_b` (a - b), `last_diff_c`, ..., the same for `first` and
            `total`, then `won_a`, `won_b`, ...; `attrs` maps each letter to its run's label.
        """
        from ndle.montecarlo.frames import comparison_frame
        return comparison_frame(self)

    def summary(self) -> dict:
        """Return every run's means and the paired comparisons of each with the first (`pairs`); the keys `a`,
        `b`, `mean_a`, ..., `last_board`, `first_board`, `total` are the first pair's."""
        spec, names = self.runs[0].spec, self.names
        runs = [{"label": n, "strategy": r.spec.strategy, "mean": float(r.turns.mean()),
                 "win_rate": float(r.won.mean()), "total_mean": float(r.total.mean())}
                for n, r in zip(names, self.runs)]
        pairs = [{"a": names[0], "b": names[i], "last_board": self.last_board(i),
                  "first_board": self.first_board(i), "total": self.total(i)} for i in range(1, len(self.runs))]
        first, second = runs[0], runs[1]
        return {
            "a": names[0], "b": names[1], "labels": list(names), "boards": spec.boards,
            "games": len(self.runs[0].records), "seed": spec.seed, "max_guesses": spec.max_guesses,
            "game": spec.rules.game, "mode": spec.rules.mode, "hard": spec.rules.hard, "prefill": spec.rules.prefill,
            **({"consistent": True} if spec.rules.consistent else {}),
            "mean_a": first["mean"], "mean_b": second["mean"], "win_rate_a": first["win_rate"],
            "win_rate_b": second["win_rate"], "total_mean_a": first["total_mean"],
            "total_mean_b": second["total_mean"], **{k: pairs[0][k] for k in ("last_board", "first_board", "total")},
            "runs": runs, "pairs": pairs,
        }

    def describe(self) -> str:
        """Return the game the runs played, in a line (as `Game.describe`), e.g. 'quordle, classic mode, limit 9'.

        Returns
        -------
        str
            The one game's description, or every run's in parentheses when they differ.
        """
        setups = {r.spec.rules.describe() for r in self.runs}
        return setups.pop() if len(setups) == 1 else f"({' vs '.join(r.spec.rules.describe() for r in self.runs)})"

    def table(self) -> str:
        """Return the comparison as readable text: every run's means, then each run against the first."""
        names = self.names
        lines = [f"{' vs '.join(names)}: {self.describe()}; {len(self.runs[0].records):,} games on the same answers"]
        lines.append("mean guesses " + ", ".join(f"{n} {r.turns.mean():.4f}" for n, r in zip(names, self.runs))
                     + "; won " + ", ".join(f"{n} {r.won.mean():.2%}" for n, r in zip(names, self.runs)))
        a = names[0]
        for i in range(1, len(self.runs)):
            b = names[i]
            lines.append(f"{'':12} {a + ' first':>12} {'tie':>7} {b + ' first':>12} {'mean diff':>10}  95% CI"
                         f"              Wilcoxon p")
            for label, d in (("last board", self.last_board(i)), ("first board", self.first_board(i)),
                             ("total", self.total(i))):
                ci = d["ci95"]
                ci_text = f"[{ci[0]:+.4f}, {ci[1]:+.4f}]" if ci else "-"
                lines.append(f"{label:12} {d['a_better']:12.2%} {d['tie']:7.2%} {d['b_better']:12.2%} "
                             f"{d['mean_difference']:+10.4f}  {ci_text:20} {format_p(d['wilcoxon_p'])}")
        return "\n".join(lines)

    def save(self, path: str | Path) -> Path:
        """Write the comparison summary JSON atomically; return its path."""
        path = check_json_path(path)
        save_json(path, self.summary())
        return path


def run_paths(out: str | Path, names: Sequence[str]) -> tuple[Path, ...]:
    """Return the runs' JSON paths beside a comparison's JSON path (OUT-NAME.json; repeated names numbered)."""
    out = Path(out)
    clean = [n.replace(":", "_").replace("/", "_") for n in names]
    clean = [f"{n}-{i}" if clean.count(n) > 1 else n for i, n in enumerate(clean, 1)]
    return tuple(out.with_name(f"{out.stem}-{n}.json") for n in clean)


def saved_strategies(out: Path) -> tuple[str, ...]:
    """Return the strategies of the comparison saved (finished or not) at `out`."""
    if not os.path.lexists(out):
        raise ConfigError(f"{out}: no such comparison")
    raw = read_bounded(out)  # a FIFO or a device: refused in one line, not read
    try:
        d = json.loads(raw)
        names = d["strategies"]
        if not isinstance(names, list) or len(names) < 2:
            raise TypeError
        return tuple(str(n) for n in names)
    except (UnicodeDecodeError, ValueError, KeyError, TypeError):
        raise ConfigError(f"{out}: not a comparison saved by ndle compare") from None


def _is_strategy_name(s) -> bool:
    """Return whether `s` is a registered strategy's name (or tree:FILE)."""
    return isinstance(s, str) and s.partition(":")[0] in strategy_names()


def _strategies(rules, given: tuple, saved: Path | None) -> tuple[str, ...]:
    """Return the strategies to compare: those given (two or more, by name), or the comparison's `saved` at a
    path it resumes (any given must agree); the default pair when none is given."""
    if isinstance(rules, (list, tuple)) and rules and all(_is_strategy_name(s) for s in rules):
        raise ConfigError(f"strategies are given one by one after the game, e.g. "
                          f"compare('quordle', {', '.join(map(repr, rules))}), not as a {type(rules).__name__}")
    if saved is not None:
        stored = saved_strategies(saved)
        if given and tuple(given) != stored:
            raise ConfigError(f"{saved}: the saved comparison is {' vs '.join(stored)}, not {' vs '.join(given)}")
        given = stored
    strategies = tuple(given) or (DEFAULT_STRATEGY, "min")
    if bad := [s for s in strategies if not isinstance(s, str)][:1]:
        raise StrategyError(f"a strategy is named by a string (give them one by one: compare(game, 'sum', 'min')), "
                            f"got {shown(bad[0])}")
    if len(strategies) < 2:
        raise ConfigError(f"a comparison needs two strategies or more, got {len(strategies)}")
    return strategies


def _option_tables(options, n: int) -> list:
    """Return one option table (or None: the defaults) per strategy of `n`."""
    options = list(many(options, "one option table (or None) per strategy")) if options is not None else [None] * n
    if len(options) != n:
        raise ConfigError(f"{n} strategies need {n} option tables, got {len(options)}")
    return options


def compare(rules: RunGame = None, *strategies: str, options: Sequence[dict | None] | None = None,
            out: str | Path | None = None, seed: int | None = None, resume: bool = False, overwrite: bool = False,
            jobs: int = 1, chunk_size: int | None = None, progress: bool | None = None,
            backend: str | None = None, scheduler: str | None = None, **kwargs) -> Comparison:
    """Run strategies on the same answer sets (same seed) and return their Comparison (each against the first).

    Parameters
    ----------
    rules : Game, Rules, WordList or str, optional
        What is played, as for `simulate` (a strategy's name here is taken as the first strategy).
    *strategies : str
        Two or more strategies (default `sum` and `min`).
    options : sequence of dict, optional
        Each strategy's options, in order (None: its defaults).
    out : str or Path, optional
        A `.json` path: each run is saved beside it (OUT-NAME.json/.csv) and the comparison in it.
    seed : int, optional
        The seed of every run (default: fresh, recorded).
    resume : bool
        Finish every run from what is saved at `out` (the strategies are read back; any given must agree).
    overwrite : bool
        Replace a comparison saved at `out`.
    jobs, chunk_size, progress, backend, scheduler
        Where and how the games are played, as for `simulate`; a dask back end without a scheduler address
        runs every strategy on one LocalCluster.
    **kwargs
        The other keywords of `simulate` (`games`, `opener`, `replacement`, `pool`) and Rules fields
        (`boards`, `game`, `mode`, `hard`, ...).

    Returns
    -------
    Comparison

    Examples
    --------
    >>> c = ndle.compare("quordle", "sum", "min", "entropy", games=200, seed=1)
    """
    if isinstance(rules, str) and _is_strategy_name(rules):
        strategies = (rules, *strategies)
        rules = None
    path = check_json_path(out) if out is not None else None
    strategies = _strategies(rules, strategies, path if resume else None)
    options = _option_tables(options, len(strategies))
    paths = run_paths(path, strategies) if path is not None else (None,) * len(strategies)
    if path is not None and not resume:
        check_target(path, overwrite)
    seed = fresh_seed() if seed is None and not resume else seed
    plans = [prepare(rules, name, seed=seed, options=opts, out=p, resume=resume, overwrite=overwrite, **kwargs)
             for name, opts, p in zip(strategies, options, paths)]
    chosen = choose_backend(backend, scheduler)
    reach(chosen)  # a scheduler that never answers is found before any file: the same command works once it does
    if path is not None and not resume:  # every run's file first, so that --resume finds them whenever it is killed
        for plan in plans:
            assert plan.path is not None  # each run's file beside the comparison's
            start_run(plan.path, plan.spec)
        save_json(path, {"status": STATUS_RUNNING, "strategies": list(strategies)})
    with session(chosen, jobs) as where:
        runs = [execute(plan, jobs=jobs, chunk_size=chunk_size, progress=progress, backend=where) for plan in plans]
    comparison = Comparison(*runs)
    if path is not None:
        save_json(path, {**comparison.summary(), "strategies": list(strategies), "status": STATUS_COMPLETE})
    return comparison
