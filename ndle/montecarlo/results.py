"""A run's results: its spec and its games in order (compact arrays), their summary and text table.

The files they are saved to and read from are `ndle.montecarlo.storage`'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import numpy as np

from ndle._version import __version__
from ndle.checks import a_path, one_of, shown
from ndle.errors import ConfigError
from ndle.playing import GameRecord
from ndle.montecarlo.shown import Shown
from ndle.montecarlo.spec import Spec
from ndle.montecarlo.stats import describe, describe_total
from ndle.montecarlo.storage import (STATUS_COMPLETE, check_json_path, csv_path, read_run, read_table, save_csv,
                                     save_json)
from ndle.montecarlo.table import GameTable, Records


class Results(Shown):
    """A finished (or partial) run: its spec and its games in game order.

    The games are kept as compact arrays (`per_game`, a `GameTable`: a million
    games fit in tens of megabytes); `records` builds each `GameRecord` when it
    is read. `Results(spec, records)` takes the records in game order, or a GameTable.
    """

    __slots__ = ("spec", "per_game")
    VIEW = "results"

    def __init__(self, spec: Spec, records: Sequence[GameRecord] | GameTable):
        self.spec = one_of(spec, Spec, "a run's Spec")
        if not isinstance(records, (GameTable, Sequence)):
            raise ConfigError(f"a run's games are GameRecords in game order or a GameTable, got {shown(records)}")
        self.per_game = records if isinstance(records, GameTable) else GameTable.of(records, spec.boards,
                                                                                 spec.max_guesses)

    def __eq__(self, other) -> bool:
        return isinstance(other, Results) and self.spec == other.spec and self.records == other.records

    __hash__ = None  # type: ignore[assignment]  # equal by value, so unhashable

    @property
    def records(self) -> Records:
        """Return the games' records in game order (a sequence building each record when it is read)."""
        return self.per_game.records()

    @property
    def turns(self) -> np.ndarray:
        """Return the turn each game's last board was solved."""
        return self.per_game.turns

    @property
    def first_solved(self) -> np.ndarray:
        return self.per_game.first_solved

    @property
    def won(self) -> np.ndarray:
        return self.per_game.won

    @property
    def total(self) -> np.ndarray:
        """Return each game's official score (the sum of its boards' solve turns)."""
        return self.per_game.total

    def to_pandas(self):
        """Return one row per game as a pandas DataFrame (see `ndle.montecarlo.frames`; needs `ndle[pandas]`)."""
        from ndle.montecarlo.frames import results_frame
        return results_frame(self)

    def summary(self) -> dict:
        """Return the summary: boards, strategy, games, seed, mean, std, ci95, histogram, win_rate,
        first_solved_mean, openers, then the rest of the spec."""
        s = self.spec
        head = {"boards": s.boards, "strategy": s.strategy, "games": len(self.per_game), "seed": s.seed}
        body = describe(self.turns, self.first_solved, self.won, self.per_game.openings())
        body.update(describe_total(self.total))
        rest = {k: v for k, v in s.to_dict().items() if k not in head}
        return {**head, **body, **rest, "status": STATUS_COMPLETE, "ndle": __version__}

    def table(self) -> str:
        """Return the summary as a readable text table."""
        d = self.summary()
        lines = [self.spec.describe()]
        ci = d["ci95"]
        ci_text = f" (95% CI {ci[0]:.4f} to {ci[1]:.4f})" if ci else ""
        lines.append(f"mean guesses {d['mean']:.4f}{ci_text}, std {d['std']:.4f}")
        ci = d["total_ci95"]
        lines.append(f"mean total (sum of the boards' solve turns) {d['total_mean']:.4f}"
                     + (f" (95% CI {ci[0]:.4f} to {ci[1]:.4f})" if ci else "") + f", std {d['total_std']:.4f}")
        lines.append(f"won {100 * d['win_rate']:.2f}% within {self.spec.max_guesses} guesses; "
                     f"first board solved on turn {d['first_solved_mean']:.4f} on average")
        lines.append("guesses   games   share")
        n = len(self.per_game)
        for k, v in d["histogram"].items():
            lines.append(f"{k:>7} {v:>7}  {v / n:6.2%}")
        lines.append("openers: " + ", ".join(f"{o['guesses']} {o['share']:.2%}" for o in d["openers"][:4]))
        return "\n".join(lines)

    def save(self, path: str | Path) -> Path:
        """Write the per-game CSV then the summary JSON (each atomically); return the JSON path."""
        path = check_json_path(path)
        save_csv(csv_path(path), self.per_game)
        save_json(path, self.summary())
        return path

    @classmethod
    def load(cls, path: str | Path) -> "Results":
        """Return the complete results saved at a JSON path (and its CSV)."""
        path = a_path(path, "a run file")
        spec, status = read_run(path)
        if status != STATUS_COMPLETE:
            raise ConfigError(f"{path}: the run is not finished (status {status!r}); finish it with --resume")
        table = read_table(csv_path(path), spec)
        if table.count() != spec.games:
            raise ConfigError(f"{csv_path(path)}: expected games 0..{spec.games - 1}, found {table.count()}")
        return cls(spec, table)


def load_results(path: str | Path) -> Results:
    """Return the Results of a finished run.

    Parameters
    ----------
    path : str or Path
        The summary JSON saved by `simulate(out=PATH)`, `ndle simulate --json PATH` or an experiment (or the
        per-game CSV beside it).

    Returns
    -------
    Results
        The run's results (see `Results.to_pandas`).
    """
    path = a_path(path, "a run file")
    return Results.load(path.with_suffix(".json") if path.suffix == ".csv" else path)
