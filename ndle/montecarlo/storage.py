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
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Iterator

import numpy as np

from ndle._version import __version__
from ndle.checks import a_path, a_path_ending
from ndle.errors import ConfigError, NdleError
from ndle.io.files import write_atomic
from ndle.io.safeopen import open_plain
from ndle.io.journal import append_synced
from ndle.io.untrusted import check_fields, load_json
from ndle.playing import GameRecord
from ndle.montecarlo.spec import Spec
from ndle.rules import Rules
from ndle.montecarlo.table import GameTable

CSV_FIELDS = ("game", "answers", "solved_at", "turns", "first_solved", "won", "guesses", "total")
OLD_CSV_FIELDS = CSV_FIELDS[:-1]  # before the official score was recorded: derived from solved_at
STATUS_RUNNING, STATUS_COMPLETE = "running", "complete"


def csv_path(json_path: str | Path) -> Path:
    """Return the per-game CSV beside a summary JSON."""
    return Path(json_path).with_suffix(".csv")


def check_json_path(path: str | Path) -> Path:
    """Return a run's or comparison's output path, raising ConfigError unless it is a path ending in .json."""
    return a_path_ending(path, ".json", "the output", "the per-game CSV goes beside it")


def json_ready(obj):
    """Return obj with NaN/inf replaced by None (strict JSON)."""
    if isinstance(obj, float) and not math.isfinite(obj):
        return None
    if isinstance(obj, dict):
        return {k: json_ready(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [json_ready(v) for v in obj]
    return obj


def save_text(path: str | Path, text: str | Callable[[BinaryIO], object]) -> None:
    """Write a whole file (text, or what `text(file)` writes) atomically, raising NdleError (one line) if it
    cannot be written."""
    try:
        write_atomic(path, text)
    except OSError as e:
        raise NdleError(f"cannot write {path}: {e.strerror or e}") from None


def save_json(path: str | Path, obj) -> None:
    """Write an object as indented strict JSON, atomically."""
    save_text(path, json.dumps(json_ready(obj), indent=2) + "\n")


def save_csv(path: str | Path, table: GameTable) -> None:
    """Write a run's per-game CSV (header, then the games in order) atomically, a few thousand rows at a time."""
    def write(f) -> None:
        f.write(csv_text([]).encode("utf-8"))
        for chunk in table.chunks():
            f.write(csv_text(chunk, header=False).encode("utf-8"))

    save_text(path, write)


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
                with open_plain(path, "r+b") as f:
                    data = f.read()
                    f.truncate(data.rfind(b"\n") + 1)
            self._f = open_plain(path, "a", encoding="utf-8", newline="")  # kept open until close()
        except OSError as e:
            raise NdleError(f"cannot write {path}: {e.strerror or e}") from None

    def append(self, indexed: Iterable[tuple[int, GameRecord]]) -> None:
        append_synced(self._f, csv_text(indexed, header=False))

    def close(self) -> None:
        self._f.close()


def start_run(path: Path, spec: Spec) -> None:
    """Write the JSON of a run that has started (its spec, status running)."""
    save_json(path, {**spec.to_dict(), "status": STATUS_RUNNING, "ndle": __version__})


def read_run(path: Path) -> tuple[Spec, str]:
    """Return the spec and status stored in a run's JSON."""
    path = a_path(path, "a run file")
    if not path.exists():
        raise ConfigError(f"{path}: no such run file")
    d = load_json(path)
    if not isinstance(d, dict) or "status" not in d:
        raise ConfigError(f"{path}: not an ndle run file")
    if d["status"] not in (STATUS_RUNNING, STATUS_COMPLETE):
        raise ConfigError(f"{path}: unknown run status {d['status']!r:.40}")
    check_fields(str(path), d, Rules)  # the game's fields, then the run's: each of the right type
    try:
        return Spec.from_dict(check_fields(str(path), d, Spec)), d["status"]
    except ConfigError as e:
        raise ConfigError(f"{e}" if str(e).startswith(str(path)) else f"{path}: {e}") from None


def _complete_lines(f) -> Iterator[str]:
    """Yield the lines of a file that end in a newline (without it); text after the last one was never finished."""
    for line in f:
        if line.endswith("\n"):
            yield line[:-1]


def read_rows(path: Path, spec: Spec) -> Iterator[tuple[int, int, GameRecord]]:
    """Yield (line number, game index, record) for each row of a run's CSV, read line by line (a million games
    fit); a torn last line (killed mid-write) is dropped.

    Rows are checked for form (fields, counts, the summary columns agreeing
    with the solve turns); a game recorded twice must be recorded the same.
    """
    try:
        f = open_plain(path, "r", reading=True, encoding="utf-8", newline="")  # closed below
    except FileNotFoundError:
        return
    except OSError as e:
        raise ConfigError(f"{path}: unreadable ({e})") from None
    with f:
        try:
            lines = _complete_lines(f)
            header = next(lines, None)
            if header not in (",".join(CSV_FIELDS), ",".join(OLD_CSV_FIELDS)):
                if header is None and not f.read():
                    return
                raise ConfigError(f"{path}: not an ndle per-game CSV (bad header)")
            yield from _rows(path, csv.reader(lines), spec)
        except (OSError, UnicodeDecodeError) as e:
            raise ConfigError(f"{path}: unreadable ({e})") from None


def _rows(path: Path, reader, spec: Spec) -> Iterator[tuple[int, int, GameRecord]]:
    seen = np.zeros(spec.games, bool)
    digests = np.zeros(spec.games, np.int64)  # a game recorded twice must be recorded the same
    for n, row in enumerate(reader, 2):
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
        if seen[i] and digests[i] != hash(rec):
            raise ConfigError(f"{path}:{n}: game {i} recorded twice with different results")
        seen[i], digests[i] = True, hash(rec)
        yield n, i, rec


def read_records(path: Path, spec: Spec) -> dict[int, GameRecord]:
    """Return {game index: record} from a run's CSV (see read_rows)."""
    return {i: rec for _, i, rec in read_rows(path, spec)}


def read_table(path: Path, spec: Spec) -> GameTable:
    """Return the games of a run's CSV as a GameTable (see read_rows)."""
    table = GameTable(spec.games, spec.boards, spec.max_guesses)
    table.add((i, rec) for _, i, rec in read_rows(path, spec))
    return table
