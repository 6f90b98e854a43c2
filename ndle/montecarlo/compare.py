"""Head-to-head comparison of two strategies on the same answer sets (Fetterman's Figs 10, 12 and 14)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ndle.errors import ConfigError
from ndle.game import Game
from ndle.montecarlo.backends import choose_backend, session
from ndle.modes import describe
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target
from ndle.montecarlo.run import execute, prepare
from ndle.montecarlo.spec import fresh_seed
from ndle.montecarlo.storage import STATUS_COMPLETE, STATUS_RUNNING, check_json_path, save_json, start_run
from ndle.montecarlo.stats import format_p, paired


@dataclass(frozen=True)
class Comparison:
    """Two runs on the same games; differences are a - b (negative: a needed fewer guesses)."""

    a: Results
    b: Results
    labels: tuple[str, str] | None = None  # default: the strategy names

    def __post_init__(self) -> None:
        if len(self.a.records) != len(self.b.records):
            raise ConfigError(f"the runs have {len(self.a.records)} and {len(self.b.records)} games")
        a, b = self.a.per_game.answer_words(), self.b.per_game.answer_words()
        if a.shape != b.shape or (a != b).any():
            i = int(np.flatnonzero((a != b).any(axis=1))[0]) if a.shape == b.shape else 0
            raise ConfigError(f"game {i} has different answers in the two runs "
                              f"({' '.join(a[i])} vs {' '.join(b[i])}): not the same answer sets")

    @property
    def names(self) -> tuple[str, str]:
        """Return the two labels (given, else the strategy names, suffixed when both are the same)."""
        if self.labels is not None:
            return self.labels
        a, b = self.a.spec.strategy, self.b.spec.strategy
        return (a, b) if a != b else (f"{a} (1)", f"{b} (2)")

    def last_board(self) -> dict:
        """Return the paired comparison of the turn the last board was solved."""
        return paired(self.a.turns, self.b.turns)

    def first_board(self) -> dict:
        """Return the paired comparison of the turn the first board was solved."""
        return paired(self.a.first_solved, self.b.first_solved)

    def total(self) -> dict:
        """Return the paired comparison of the official score (the sum of the boards' solve turns)."""
        return paired(self.a.total, self.b.total)
    def __repr__(self) -> str:
        from ndle.render.reprs import comparison_repr
        return comparison_repr(self)

    def _repr_html_(self) -> str:
        from ndle.render.html import comparison_html
        return comparison_html(self)

    def plot(self, ax=None, score: str = "last"):
        """Return matplotlib Axes with the runs' shares of games per score side by side (needs `ndle[plot]`).

        Parameters
        ----------
        ax : matplotlib.axes.Axes, optional
            Where to draw (default: a new figure's Axes).
        score : str
            `last` (the turn the last board was solved) or `total` (the sum of the boards' solve turns).

        Returns
        -------
        matplotlib.axes.Axes
        """
        from ndle.render.plots import runs_axes
        return runs_axes(dict(zip(self.names, (self.a, self.b))), ax, score)

    def to_pandas(self):
        """Return the paired per-game DataFrame (see `ndle.montecarlo.frames`; needs `ndle[pandas]`)."""
        from ndle.montecarlo.frames import comparison_frame
        return comparison_frame(self)

    def summary(self) -> dict:
        """Return both runs' means and the paired comparisons (last board, first board, total)."""
        a, b = self.names
        return {
            "a": a, "b": b, "boards": self.a.spec.boards, "games": len(self.a.records), "seed": self.a.spec.seed,
            "max_guesses": self.a.spec.max_guesses, "preset": self.a.spec.preset, "mode": self.a.spec.mode,
            "prefill": self.a.spec.prefill,
            "mean_a": float(self.a.turns.mean()), "mean_b": float(self.b.turns.mean()),
            "win_rate_a": float(self.a.won.mean()), "win_rate_b": float(self.b.won.mean()),
            "total_mean_a": float(self.a.total.mean()), "total_mean_b": float(self.b.total.mean()),
            "last_board": self.last_board(), "first_board": self.first_board(), "total": self.total(),
        }

    def table(self) -> str:
        """Return the comparison as readable text."""
        a, b = self.names
        setups = [describe(r.spec.preset, r.spec.mode, r.spec.boards, r.spec.max_guesses, r.spec.prefill)
                  for r in (self.a, self.b)]
        setup = setups[0] if setups[0] == setups[1] else " vs ".join(setups)
        lines = [f"{a} vs {b}: {self.a.spec.boards} board(s) ({setup}), {len(self.a.records):,} games on the same "
                 "answers"]
        lines.append(f"mean guesses {a} {self.a.turns.mean():.4f}, {b} {self.b.turns.mean():.4f}; "
                     f"won {a} {self.a.won.mean():.2%}, {b} {self.b.won.mean():.2%}")
        lines.append(f"{'':12} {a + ' first':>12} {'tie':>7} {b + ' first':>12} {'mean diff':>10}  95% CI"
                     f"              Wilcoxon p")
        for label, d in (("last board", self.last_board()), ("first board", self.first_board()),
                         ("total", self.total())):
            ci = d["ci95"]
            ci_text = f"[{ci[0]:+.4f}, {ci[1]:+.4f}]" if ci else "-"
            p = d["wilcoxon_p"]
            lines.append(f"{label:12} {d['a_better']:12.2%} {d['tie']:7.2%} {d['b_better']:12.2%} "
                         f"{d['mean_difference']:+10.4f}  {ci_text:20} {format_p(p)}")
        return "\n".join(lines)

    def save(self, path: str | Path) -> Path:
        """Write the comparison summary JSON atomically; return its path."""
        path = check_json_path(path)
        save_json(path, self.summary())
        return path


def run_paths(out: str | Path, names: tuple[str, str]) -> tuple[Path, Path]:
    """Return the two runs' JSON paths beside a comparison's JSON path (NAME-A.json, NAME-B.json)."""
    out = Path(out)
    a, b = (n.replace(":", "_").replace("/", "_") for n in names)
    if a == b:
        a, b = f"{a}-1", f"{b}-2"
    return out.with_name(f"{out.stem}-{a}.json"), out.with_name(f"{out.stem}-{b}.json")


def saved_strategies(out: Path) -> tuple[str, str]:
    """Return the two strategies of the comparison saved (finished or not) at `out`."""
    try:
        d = json.loads(out.read_text(encoding="utf-8"))
        a, b = d["strategies"]
        return str(a), str(b)
    except FileNotFoundError:
        raise ConfigError(f"{out}: no such comparison") from None
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
        raise ConfigError(f"{out}: not a comparison saved by ndle compare") from None


def compare(game: Game | None = None, a: str | None = None, b: str | None = None, *, options_a: dict | None = None,
            options_b: dict | None = None, out: str | Path | None = None, seed: int | None = None,
            resume: bool = False, overwrite: bool = False, jobs: int = 1, chunk_size: int | None = None,
            progress: bool | None = None, backend: str | None = None, scheduler: str | None = None,
            **kwargs) -> Comparison:
    """Run strategies a and b (default sum and min) on the same answer sets (same seed) and return their Comparison.

    Keywords are those of `simulate` (games, opener, replacement, backend, ...);
    both runs are checked before either plays; a dask back end without a
    scheduler address runs both on one LocalCluster. With `out` (a .json path), each run
    is saved beside it (OUT-a.json/.csv, OUT-b.json/.csv) and the comparison
    in `out`; `resume=True` finishes both runs from what is saved there (the
    strategies and options are read back; any given must agree).
    """
    path = check_json_path(out) if out is not None else None
    if resume and path is not None:
        stored = saved_strategies(path)
        if (a or stored[0], b or stored[1]) != stored:
            raise ConfigError(f"{path}: the saved comparison is {stored[0]} vs {stored[1]}, not {a} vs {b}")
        a, b = stored
    a, b = a or "sum", b or "min"
    paths = run_paths(path, (a, b)) if path is not None else (None, None)
    if path is not None and not resume:
        check_target(path, overwrite)
    if seed is None and not resume:
        seed = fresh_seed()
    plans = [prepare(game, name, seed=seed, options=options, out=p, resume=resume, overwrite=overwrite, **kwargs)
             for name, options, p in ((a, options_a, paths[0]), (b, options_b, paths[1]))]
    if path is not None and not resume:  # both runs' files first, so that --resume finds both whenever it is killed
        for plan in plans:
            start_run(plan.path, plan.spec)
        save_json(path, {"status": STATUS_RUNNING, "strategies": [a, b]})
    with session(choose_backend(backend, scheduler), jobs) as where:
        ra, rb = [execute(plan, jobs=jobs, chunk_size=chunk_size, progress=progress, backend=where) for plan in plans]
    comparison = Comparison(ra, rb)
    if path is not None:
        save_json(path, {**comparison.summary(), "strategies": [a, b], "status": STATUS_COMPLETE})
    return comparison
