"""A run's files: the summary JSON and the per-game CSV beside it, the journal a running run appends to, and readers.

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
from pathlib import Path
from typing import Iterable

from ndle._version import __version__
from ndle.errors import ConfigError, NdleError
from ndle.files import write_atomic
from ndle.loop import GameRecord
from ndle.montecarlo.spec import Spec

CSV_FIELDS = ("game", "answers", "solved_at", "turns", "first_solved", "won", "guesses", "total")
OLD_CSV_FIELDS = CSV_FIELDS[:-1]  # before the official score was recorded: derived from solved_at
STATUS_RUNNING, STATUS_COMPLETE = "running", "complete"


def csv_path(json_path: str | Path) -> Path:
    """Return the per-game CSV beside a summary JSON."""
    return Path(json_path).with_suffix(".csv")


def check_json_path(path: str | Path) -> Path:
    """Return a run's or comparison's output path, raising ConfigError unless it ends in .json."""
    path = Path(path)
    if path.suffix.lower() != ".json":
        raise ConfigError(f"{path}: the output must be a .json path (the per-game CSV goes beside it)")
    return path


def json_ready(obj):
    """Return obj with NaN/inf replaced by None (strict JSON)."""
    if isinstance(obj, float) and not math.isfinite(obj):
        return None
    if isinstance(obj, dict):
        return {k: json_ready(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [json_ready(v) for v in obj]
    return obj


def save_text(path: str | Path, text: str) -> None:
    """Write a whole file atomically, raising NdleError (one line) if it cannot be written."""
    try:
        write_atomic(path, text)
    except OSError as e:
        raise NdleError(f"cannot write {path}: {e.strerror or e}") from None


def save_json(path: str | Path, obj) -> None:
    """Write an object as indented strict JSON, atomically."""
    save_text(path, json.dumps(json_ready(obj), indent=2) + "\n")


def csv_text(indexed: Iterable[tuple[int, GameRecord]], header: bool = True) -> str:
    """Return per-game records as CSV text (with the header line unless header=False)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    if header:
        w.writerow(CSV_FIELDS)
    w.writerows([i, " ".join(r.answers), " ".join(map(str, r.solved_at)), r.turns, r.first_solved, int(r.won),
                 " ".join(r.guesses), r.total] for i, r in indexed)
    return buf.getvalue()


class Journal:
    """The CSV of a running simulation: finished games appended chunk by chunk, synced to disk."""

    def __init__(self, path: Path, fresh: bool):
        self.path = path
        try:
            if fresh or not path.exists():
                save_text(path, csv_text([]))
            else:  # drop a line torn by a kill, so that new rows start on a line of their own
                with open(path, "r+b") as f:
                    data = f.read()
                    f.truncate(data.rfind(b"\n") + 1)
            self._f = open(path, "a", encoding="utf-8", newline="")  # noqa: SIM115 (kept open until close())
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
    save_json(path, {**spec.to_dict(), "status": STATUS_RUNNING, "ndle": __version__})


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


def read_rows(path: Path, spec: Spec) -> list[tuple[int, int, GameRecord]]:
    """Return (line number, game index, record) for each row of a run's CSV; a torn last line (killed mid-write)
    is dropped.

    Rows are checked for form (fields, counts, the summary columns agreeing
    with the solve turns); a game recorded twice must be recorded the same.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: unreadable ({e})") from None
    lines = text.split("\n")
    complete, torn = lines[:-1], lines[-1]  # text after the last newline was never finished
    if not complete or complete[0] not in (",".join(CSV_FIELDS), ",".join(OLD_CSV_FIELDS)):
        if not complete and not torn:
            return []
        raise ConfigError(f"{path}: not an ndle per-game CSV (bad header)")
    rows, seen = [], {}
    for n, row in enumerate(csv.reader(complete[1:]), 2):
        try:
            i, answers, solved, turns, first, won, guesses, *total = row  # rows of old CSVs lack the total
            i = int(i)
            rec = GameRecord(tuple(answers.split()), tuple(int(t) for t in solved.split()), tuple(guesses.split()),
                             spec.max_guesses)
            ok = (0 <= i < spec.games and len(rec.answers) == spec.boards == len(rec.solved_at)
                  and rec.turns == int(turns) and rec.first_solved == int(first) and int(won) == rec.won
                  and len(total) <= 1 and all(int(t) == rec.total for t in total))
        except ValueError:
            ok = False
        if not ok:
            raise ConfigError(f"{path}:{n}: malformed per-game record")
        if i in seen and seen[i] != rec:
            raise ConfigError(f"{path}:{n}: game {i} recorded twice with different results")
        seen[i] = rec
        rows.append((n, i, rec))
    return rows


def read_records(path: Path, spec: Spec) -> dict[int, GameRecord]:
    """Return {game index: record} from a run's CSV (see read_rows)."""
    return {i: rec for _, i, rec in read_rows(path, spec)}
