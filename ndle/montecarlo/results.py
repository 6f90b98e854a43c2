"""Simulation results: the run's spec, per-game records, summary JSON and per-game CSV, written atomically and resumable.

Layout of a run saved at `PATH.json`: the summary (or, while running, the spec
with `"status": "running"`) in `PATH.json`, and the per-game records in
`PATH.csv` beside it. While a run is going, finished games are appended to the
CSV chunk by chunk (flushed and synced), so an interrupted run keeps them; the
finished run rewrites the CSV in game order and the JSON with the summary,
each through a temporary file and an atomic rename.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterable, Mapping

import numpy as np

from ndle._version import __version__
from ndle.errors import ConfigError, NdleError
from ndle.loop import GameRecord
from ndle.montecarlo.stats import describe

CSV_FIELDS = ("game", "answers", "solved_at", "turns", "first_solved", "won", "guesses")
STATUS_RUNNING, STATUS_COMPLETE = "running", "complete"


@dataclass(frozen=True)
class Spec:
    """Everything that determines a run's per-game results (not the worker count or chunking)."""

    boards: int
    strategy: str
    games: int
    seed: int
    words: str
    words_digest: str
    replacement: bool = False
    all_answers: bool = False
    opener: str | None = None
    pool: str = "all"
    options: Mapping[str, object] = field(default_factory=dict)
    max_guesses: int = 0
    feedback: str = "exact"

    def to_dict(self) -> dict:
        d = asdict(self)
        d["options"] = dict(sorted(self.options.items()))
        return d

    @classmethod
    def from_dict(cls, d: Mapping) -> "Spec":
        try:
            return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})  # missing: the default, or TypeError
        except (KeyError, TypeError) as e:
            raise ConfigError(f"run file lacks a valid spec ({e})") from None

    def mismatch(self, other: "Spec") -> str | None:
        """Return the first field where two specs differ, as 'field: a != b', or None."""
        a, b = self.to_dict(), other.to_dict()
        for k in a:
            if a[k] != b[k]:
                return f"{k}: {b[k]!r} != {a[k]!r}"
        return None

    def describe(self) -> str:
        """Return a one-line description of the run."""
        draw = ("every answer once" if self.all_answers else
                "answers drawn with replacement" if self.replacement else "distinct answers per game")
        opener = f", opener {self.opener}" if self.opener else ""
        rule = f", {self.feedback} feedback" if self.feedback != "exact" else ""
        return (f"{self.strategy} on {self.boards} board(s), {self.words} list, {self.games:,} games, "
                f"{draw}, seed {self.seed}{opener}, limit {self.max_guesses}{rule}")


@dataclass(frozen=True)
class Results:
    """A finished (or partial) run: its spec and the records of its games in game order."""

    spec: Spec
    records: tuple[GameRecord, ...]

    @property
    def turns(self) -> np.ndarray:
        """Return the turn each game's last board was solved."""
        return np.array([r.turns for r in self.records], dtype=np.int64)

    @property
    def first_solved(self) -> np.ndarray:
        return np.array([r.first_solved for r in self.records], dtype=np.int64)

    @property
    def won(self) -> np.ndarray:
        return np.array([r.won for r in self.records], dtype=bool)

    def __repr__(self) -> str:
        from ndle.render.reprs import results_repr
        return results_repr(self)

    def _repr_html_(self) -> str:
        from ndle.render.html import results_html
        return results_html(self)

    def to_pandas(self):
        """Return one row per game as a pandas DataFrame (see `ndle.montecarlo.frames`; needs `ndle[pandas]`)."""
        from ndle.montecarlo.frames import results_frame
        return results_frame(self)

    def summary(self) -> dict:
        """Return the summary: boards, strategy, games, seed, mean, std, ci95, histogram, win_rate,
        first_solved_mean, openers, then the rest of the spec."""
        s = self.spec
        head = {"boards": s.boards, "strategy": s.strategy, "games": len(self.records), "seed": s.seed}
        body = describe(self.turns, self.first_solved, self.won, [r.guesses for r in self.records])
        rest = {k: v for k, v in s.to_dict().items() if k not in head}
        return {**head, **body, **rest, "status": STATUS_COMPLETE, "ndle": __version__}

    def table(self) -> str:
        """Return the summary as a readable text table."""
        d = self.summary()
        lines = [self.spec.describe()]
        ci = d["ci95"]
        ci_text = f" (95% CI {ci[0]:.4f} to {ci[1]:.4f})" if ci else ""
        lines.append(f"mean guesses {d['mean']:.4f}{ci_text}, std {d['std']:.4f}")
        lines.append(f"won {100 * d['win_rate']:.2f}% within {self.spec.max_guesses} guesses; "
                     f"first board solved on turn {d['first_solved_mean']:.4f} on average")
        lines.append("guesses   games   share")
        n = len(self.records)
        for k, v in d["histogram"].items():
            lines.append(f"{k:>7} {v:>7}  {v / n:6.2%}")
        lines.append("openers: " + ", ".join(f"{o['guesses']} {o['share']:.2%}" for o in d["openers"][:4]))
        return "\n".join(lines)

    def save(self, path: str | Path) -> Path:
        """Write the per-game CSV then the summary JSON (each atomically); return the JSON path."""
        path = Path(path)
        write_atomic(csv_path(path), csv_text(enumerate(self.records)))
        write_atomic(path, json.dumps(json_ready(self.summary()), indent=2) + "\n")
        return path

    @classmethod
    def load(cls, path: str | Path) -> "Results":
        """Return the complete results saved at a JSON path (and its CSV)."""
        path = Path(path)
        spec, status = read_run(path)
        if status != STATUS_COMPLETE:
            raise ConfigError(f"{path}: the run is not finished (status {status!r}); finish it with --resume")
        done = read_records(csv_path(path), spec)
        if sorted(done) != list(range(spec.games)):
            raise ConfigError(f"{csv_path(path)}: expected games 0..{spec.games - 1}, found {len(done)}")
        return cls(spec, tuple(done[i] for i in range(spec.games)))


def csv_path(json_path: str | Path) -> Path:
    """Return the per-game CSV beside a summary JSON."""
    return Path(json_path).with_suffix(".csv")


def json_ready(obj):
    """Return obj with NaN/inf replaced by None (strict JSON)."""
    if isinstance(obj, float) and not math.isfinite(obj):
        return None
    if isinstance(obj, dict):
        return {k: json_ready(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [json_ready(v) for v in obj]
    return obj


def write_atomic(path: Path, text: str) -> None:
    """Write text to path through a temporary file in the same folder and an atomic rename."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as e:
        raise NdleError(f"cannot write {path}: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as e:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(e, OSError):
            raise NdleError(f"cannot write {path}: {e.strerror or e}") from None
        raise


def csv_rows(indexed: Iterable[tuple[int, GameRecord]]) -> list[list]:
    return [[i, " ".join(r.answers), " ".join(map(str, r.solved_at)), r.turns, r.first_solved, int(r.won),
             " ".join(r.guesses)] for i, r in indexed]


def csv_text(indexed: Iterable[tuple[int, GameRecord]], header: bool = True) -> str:
    """Return per-game records as CSV text (with the header line unless header=False)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    if header:
        w.writerow(CSV_FIELDS)
    w.writerows(csv_rows(indexed))
    return buf.getvalue()


class Journal:
    """The CSV of a running simulation: finished games appended chunk by chunk, synced to disk."""

    def __init__(self, path: Path, fresh: bool):
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if fresh or not path.exists():
                write_atomic(path, csv_text([]))
            else:  # drop a line torn by a kill, so that new rows start on a line of their own
                with open(path, "r+b") as f:
                    data = f.read()
                    f.truncate(data.rfind(b"\n") + 1)
            self._f = open(path, "a", encoding="utf-8", newline="")
        except OSError as e:
            raise NdleError(f"cannot write {path}: {e.strerror or e}") from None

    def append(self, indexed: Iterable[tuple[int, GameRecord]]) -> None:
        self._f.write(csv_text(indexed, header=False))
        self._f.flush()
        os.fsync(self._f.fileno())

    def close(self) -> None:
        self._f.close()


def start_run(path: Path, spec: Spec) -> None:
    """Write the JSON of a run that has started (its spec, status running)."""
    write_atomic(path, json.dumps({**spec.to_dict(), "status": STATUS_RUNNING, "ndle": __version__}, indent=2) + "\n")


def read_run(path: Path) -> tuple[Spec, str]:
    """Return the spec and status stored in a run's JSON."""
    try:
        d = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such run file") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ConfigError(f"{path}: unreadable run file ({e})") from None
    if not isinstance(d, dict) or "status" not in d:
        raise ConfigError(f"{path}: not an ndle run file")
    return Spec.from_dict(d), d["status"]


def read_records(path: Path, spec: Spec) -> dict[int, GameRecord]:
    """Return {game index: record} from a run's CSV; a torn last line (killed mid-write) is dropped."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: unreadable ({e})") from None
    lines = text.split("\n")
    complete, torn = lines[:-1], lines[-1]  # text after the last newline was never finished
    if not complete or complete[0] != ",".join(CSV_FIELDS):
        if not complete and not torn:
            return {}
        raise ConfigError(f"{path}: not an ndle per-game CSV (bad header)")
    done: dict[int, GameRecord] = {}
    for n, row in enumerate(csv.reader(complete[1:]), 2):
        try:
            i, answers, solved, turns, first, won, guesses = row
            i = int(i)
            rec = GameRecord(tuple(answers.split()), tuple(int(t) for t in solved.split()), tuple(guesses.split()),
                             spec.max_guesses)
            ok = (0 <= i < spec.games and len(rec.answers) == spec.boards == len(rec.solved_at)
                  and rec.turns == int(turns) and rec.first_solved == int(first) and int(won) == rec.won)
        except ValueError:
            ok = False
        if not ok:
            raise ConfigError(f"{path}:{n}: malformed per-game record")
        if i in done and done[i] != rec:
            raise ConfigError(f"{path}:{n}: game {i} recorded twice with different results")
        done[i] = rec
    return done
