"""The journal of a walk over every answer tuple: one JSON line per finished child of the root, resumable.

The first line holds the options (word lists by checksum, game rules, the
strategy, its options, pool and opener, the tuple rule, the root's guess); a
journal of other options is refused. Each later line is one child of the
root: its index and feedback, its tuple count, the positions its subtree asked
and its tuples' solve turns (uint16, zlib, base64), ending in a check (a
digest of itself and the first line, as the sweep's journal lines do), so a
damaged line is refused rather than trusted. A line torn by a kill (the last,
without its newline) is dropped on resume, once the rest has been checked.
"""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from pathlib import Path

import numpy as np

from ndle.checks import is_whole
from ndle.errors import ConfigError
from ndle.io.files import claim_output, release
from ndle.io.journal import JsonLinesJournal, Lines, digest, refuse_unresumed
from ndle.io.untrusted import parse_json

MAX_WALK_LINE = 1 << 24  # one child's line: its tuples' turns, compressed (the largest full-Dordle child is far below)
FIELDS = {"child", "key", "tuples", "positions", "turns"}


def walk_options(game, about: dict, replacement: bool, root: str) -> dict:
    """Return what a walk's journal is valid for (its first line).

    Parameters
    ----------
    game : Game
        The game: lists by checksum, its rules.
    about : dict
        The strategy's name, options, pool and opener.
    replacement : bool
        The tuple rule.
    root : str
        The root's guess.

    Returns
    -------
    dict
    """
    sha = lambda ws: hashlib.blake2b("\n".join(ws).encode(), digest_size=12).hexdigest()
    return {"walk": 1, "answers": sha(game.words.answers), "guesses": sha(game.words.guesses),
            "rules": game.rules.to_dict(), **about, "replacement": bool(replacement), "root": root}


def _pack(turns: np.ndarray) -> str:
    return base64.b64encode(zlib.compress(turns.astype("<u2").tobytes(), 9)).decode("ascii")


def _unpack(text: object, count: int, cap: int) -> np.ndarray | None:
    """Return the turns a line packs (None if they are not `count` whole turns from 1 to `cap`)."""
    try:
        raw = zlib.decompress(base64.b64decode(str(text), validate=True), bufsize=2 * count + 1)
    except (ValueError, zlib.error):
        return None
    if len(raw) != 2 * count:
        return None
    turns = np.frombuffer(raw, dtype="<u2").astype(np.int32)
    return turns if ((turns >= 1) & (turns <= cap)).all() else None


def check_journal(path: str | Path | None, resume: bool) -> None:
    """Claim the journal at `path` (if any) for this process, raising NdleError (one line) if it cannot be, if
    `resume` has no journal, or if a journal is at `path` and `resume` is not given."""
    if path is not None and (resume or Path(path).is_dir() or not Path(path).exists()):
        claim_output(path)  # a folder, a place that cannot be written or a busy journal: one line, before any work
    refuse_unresumed(path, resume)


class WalkJournal(JsonLinesJournal):
    """The children of the root finished so far (read back when resuming) and the open journal, if any.

    Parameters
    ----------
    path, options, resume
        The journal, what the walk is (see `walk_options`) and whether to continue it, as for
        `JsonLinesJournal.open_at`.
    """

    def __init__(self, path: str | Path | None, options: dict, resume: bool):
        super().__init__()
        self.options = options
        self.saved: dict[int, dict] = {}
        check_journal(path, resume)
        self.path = self.open_at(path, options, resume, self._read)

    def _read(self, path: Path) -> bytes:
        journal = Lines(path, limit=1 << 30)
        lines, head = journal.lines, journal.header(MAX_WALK_LINE)
        if head != self.options:
            differ = sorted(k for k in self.options if not isinstance(head, dict) or head.get(k) != self.options[k])
            raise ConfigError(f"{path} is the journal of another walk (differs in {', '.join(differ) or 'its form'})")
        for n, line in enumerate(lines[1:], 2):
            d = parse_json(line, f"{path}:{n}") if len(line) <= MAX_WALK_LINE else None
            mark = d.pop("check", None) if isinstance(d, dict) else None
            if not (isinstance(d, dict) and set(d) == FIELDS and all(is_whole(d[k]) for k in ("child", "tuples",
                                                                                             "positions"))):
                raise ConfigError(f"{path}:{n}: malformed journal line")
            if mark != digest(lines[0], json.dumps(d)):
                raise ConfigError(f"{path}:{n}: its check does not match (a damaged or edited line)")
            if d["child"] in self.saved:
                raise ConfigError(f"{path}:{n}: child {d['child']} is finished twice; the journal is not as ndle "
                                  "wrote it")
            d["where"] = f"{path}:{n}"
            self.saved[d["child"]] = d
        journal.drop_torn()  # a line torn by a kill is dropped, once the rest is checked
        return lines[0]

    def finished(self, child: int, key: tuple, count: int, boards: int, cap: int) -> tuple[int, np.ndarray] | None:
        """Return (positions, turns of shape (count, boards)) of a child the journal holds, else None.

        Raises ConfigError if the journal's line for it does not fit it (another feedback, tuple count or turns).
        """
        d = self.saved.get(child)
        if d is None:
            return None
        turns = _unpack(d["turns"], count * boards, cap)
        if d["key"] != list(key) or d["tuples"] != count or turns is None or d["positions"] < 0:
            raise ConfigError(f"{d['where']}: not a child this walk has (child {child}); the journal is not as "
                              "ndle wrote it")
        return d["positions"], turns.reshape(count, boards)

    def record(self, child: int, key: tuple, positions: int, turns: np.ndarray) -> None:
        """Append a finished child (flushed and synced)."""
        if self._file is None:
            return
        payload = json.dumps({"child": child, "key": list(key), "tuples": len(turns), "positions": positions,
                              "turns": _pack(turns)})
        self.append([payload])

    def close(self) -> None:
        """Close the journal and give up its claim (the walk is over)."""
        if self._file is not None:
            super().close()
            release(self.path)
