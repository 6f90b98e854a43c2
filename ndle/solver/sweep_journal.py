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

import numpy as np

from ndle.errors import ConfigError, NdleError
from ndle.files import claim_output, write_new
from ndle.patterns.cache import matrix_for
from ndle.patterns.codes import all_green
from ndle.solver.memo import INF
from ndle.untrusted import MAX_LINE_BYTES, check_fields, parse_json
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


def least_totals(words: WordList) -> np.ndarray:
    """Return, per guess, a total no strategy opening with it can beat: 1 for the guess itself when it is an
    answer, and for each other reply's s answers 2 + 3 (s - 1) (the second guess solves at most one of them)."""
    m = np.asarray(matrix_for(words))
    out, green = np.empty(m.shape[0], np.int64), all_green(words.length)
    for g in range(m.shape[0]):
        sizes = np.bincount(m[g], minlength=green + 1)
        own = int(sizes[green])
        sizes[green] = 0
        out[g] = own + int((3 * sizes[sizes > 0] - 1).sum())
    return out


class SweepJournal:
    """Decisions so far (from the journal when resuming) and the open journal file, if any.

    A journal is untrusted when resumed: each line must be a decision of the
    right types and kind, on an allowed guess, with a value that can be true
    (no total below what any strategy needs, or above every answer taking the
    guess limit; bounds and totals on the right side of their cutoff), and
    no opener decided twice; otherwise it is refused at `file:line`.
    """

    def __init__(self, path: str | Path | None, options: dict, resume: bool, words: WordList | None = None):
        self.upper: dict[str, int] = {}
        self.decided: dict[str, Decision] = {}
        self.seconds: dict[str, float] = defaultdict(float)
        self._file = None
        if path is None:
            return
        path = Path(path)
        if path.exists() and not resume:
            raise ConfigError(f"{path} exists: pass --resume to continue it, or choose another journal")
        claim_output(path)  # held until the command ends: no second sweep appends to it
        try:
            if path.exists():
                self._read(path, options, words)
            else:
                write_new(path, json.dumps(options) + "\n")
            self._file = open(path, "a", encoding="utf-8")  # noqa: SIM115 (kept open until close())
        except OSError as e:
            raise NdleError(f"cannot write the journal {path}: {e.strerror or e}") from None

    def _read(self, path: Path, options: dict, words: WordList | None) -> None:
        if not path.is_file():
            raise ConfigError(f"{path}: not a regular file")
        raw = path.read_bytes()
        keep = raw[:raw.rfind(b"\n") + 1]  # drop a line torn by a kill
        if len(keep) < len(raw):
            with open(path, "r+b") as f:
                f.truncate(len(keep))
        lines = keep.split(b"\n")[:-1]
        try:
            saved = parse_json(lines[0], f"{path}:1") if lines else None
        except ConfigError:
            saved = None
        if saved != options:
            differ = sorted(k for k in options if not isinstance(saved, dict) or saved.get(k) != options[k])
            raise ConfigError(f"{path} is the journal of another sweep (differs in {', '.join(differ)})")
        check = _Plausible(words, options["max_guesses"]) if words is not None else None
        for i, line in enumerate(lines[1:], 2):
            where = f"{path}:{i}"
            if len(line) > MAX_LINE_BYTES:
                raise ConfigError(f"{where}: not a journal line (too long)")
            d = Decision(**check_fields(where, parse_json(line, where), Decision, required=True))
            if d.how not in HOWS:
                raise ConfigError(f"{where}: unknown kind {d.how!r:.40}")
            if check is not None and (problem := check(d, self)):
                raise ConfigError(f"{where}: {problem}; the journal is not as ndle wrote it")
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


class _Plausible:
    """What can be true of a decision on these word lists (see SweepJournal)."""

    def __init__(self, words: WordList, max_guesses: int):
        self.ids = {w: i for i, w in enumerate(words.guesses)}
        self.least = least_totals(words)
        self.most = len(words.answers) * max_guesses

    def __call__(self, d: Decision, book: "SweepJournal") -> str | None:
        if d.opener not in self.ids:
            return f"{d.opener!r:.40} is not an allowed guess of this word list"
        if not 0 <= d.beta <= INF + 1 or d.seconds < 0 or d.cpu < 0:
            return "a negative time or an impossible cutoff"
        least, value = int(self.least[self.ids[d.opener]]), d.value
        if d.how in ("root", "search") and not d.beta <= value <= INF:
            return f"a bound of {value} does not reach its cutoff {d.beta}"
        if d.how in ("exact", "upper") and value != INF and not least <= value <= self.most:
            return f"{d.opener}'s total {value} is impossible (every strategy needs {least} to {self.most})"
        if d.how == "exact" and not value < d.beta:
            return f"an exact total {value} at or above its cutoff {d.beta}"
        if d.how != "upper" and d.opener in book.decided:
            return f"{d.opener} decided twice"
        return None
