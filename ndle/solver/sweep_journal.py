"""The journal of a top-list sweep: one JSON line per decided opener, flushed and synced, resumable.

The first line holds the options (word lists by checksum, mode, guess limit,
K); a journal of other options is refused. A line torn by a kill (the last
one, without its newline) is dropped on resume.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

from ndle.errors import ConfigError
from ndle.words import WordList

HOWS = ("upper", "root", "search", "exact")  # a heuristic upper bound, or how an opener was decided


@dataclass(frozen=True)
class Decision:
    """One opener's value: an upper bound ("upper"), a bound >= beta ("root", "search") or its exact total."""

    opener: str
    value: int
    how: str
    beta: int
    seconds: float  # wall time
    cpu: float = 0.0  # processor time of the worker (the honest cost on a shared machine)


def options_of(words: WordList, hard: bool, max_guesses: int, top: int) -> dict:
    """Return the options a journal is valid for."""
    sha = lambda ws: hashlib.blake2b("\n".join(ws).encode(), digest_size=12).hexdigest()
    return {"sweep": 1, "words": words.name, "answers": sha(words.answers), "guesses": sha(words.guesses),
            "hard": bool(hard), "max_guesses": int(max_guesses), "top": int(top)}


class SweepJournal:
    """Decisions so far (from the journal when resuming) and the open journal file, if any."""

    def __init__(self, path: str | Path | None, options: dict, resume: bool):
        self.upper: dict[str, int] = {}
        self.decided: dict[str, Decision] = {}
        self.seconds: dict[str, float] = defaultdict(float)
        self._file = None
        if path is None:
            return
        path = Path(path)
        if path.exists() and not resume:
            raise ConfigError(f"{path} exists: pass --resume to continue it, or choose another journal")
        if path.exists():
            self._read(path, options)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(options) + "\n", encoding="utf-8")
        self._file = open(path, "a", encoding="utf-8")  # noqa: SIM115 (kept open until close())

    def _read(self, path: Path, options: dict) -> None:
        raw = path.read_bytes()
        keep = raw[:raw.rfind(b"\n") + 1]  # drop a line torn by a kill
        if len(keep) < len(raw):
            with open(path, "r+b") as f:
                f.truncate(len(keep))
        lines = keep.decode("utf-8").splitlines()
        try:
            saved = json.loads(lines[0]) if lines else None
        except json.JSONDecodeError:
            saved = None
        if saved != options:
            differ = sorted(k for k in options if not isinstance(saved, dict) or saved.get(k) != options[k])
            raise ConfigError(f"{path} is the journal of another sweep (differs in {', '.join(differ)})")
        for i, line in enumerate(lines[1:], 2):
            try:
                d = Decision(**json.loads(line))
            except (json.JSONDecodeError, TypeError) as e:
                raise ConfigError(f"{path}:{i}: not a journal line ({e})") from None
            if d.how not in HOWS:
                raise ConfigError(f"{path}:{i}: unknown kind {d.how!r}")
            self._note(d)

    def _note(self, d: Decision) -> None:
        self.seconds[d.how] += d.cpu
        if d.how in ("upper", "exact"):
            self.upper[d.opener] = min(self.upper.get(d.opener, d.value), d.value)
        if d.how != "upper":
            self.decided[d.opener] = d

    def record(self, decisions: list[Decision]) -> None:
        """Take the decisions into account and append them to the journal (flushed and synced)."""
        for d in decisions:
            self._note(d)
        if self._file is not None and decisions:
            self._file.write("".join(json.dumps(asdict(d)) + "\n" for d in decisions))
            self._file.flush()
            os.fsync(self._file.fileno())

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
