"""What every resumable journal shares: append-only lines, flushed and synced, a torn last line dropped on resume.

A journal's first line says what it is for (its options); a journal of other
options is refused. Each later JSON line ends in a check, a digest of itself
and the first line, so a damaged or edited line is refused rather than trusted.
A kill can tear only the last line (the text after the last newline): it is
dropped, once the rest has been checked, and the run resumes after it. The
exact sweep's, the opener ranking's and the tuple walk's journals are JSON
lines on this base; a simulation's per-game CSV uses its appending and its
torn-line rule.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import IO, Callable, Iterable

from ndle.errors import ConfigError, NdleError
from ndle.io.files import claim_output, write_new
from ndle.io.safeopen import open_plain
from ndle.io.untrusted import MAX_JSON_BYTES, parse_json, read_bounded


def digest(header: bytes, payload: str) -> str:
    """Return a journal line's check: a digest of the journal's first line and the line's own JSON.

    Parameters
    ----------
    header : bytes
        The first line, without its newline.
    payload : str
        The line's JSON without the check (as `json.dumps` writes it).

    Returns
    -------
    str
        16 hex digits.
    """
    return hashlib.blake2b(header + b"\n" + payload.encode("utf-8"), digest_size=8).hexdigest()


def checked_line(header: bytes | None, payload: str) -> str:
    """Return a journal line: the JSON object `payload` with its check as a last field, and a newline.

    Parameters
    ----------
    header : bytes or None
        The journal's first line (None: an older journal whose lines carry no check).
    payload : str
        The line's JSON object, as `json.dumps` writes it.

    Returns
    -------
    str
    """
    if header is None:
        return payload + "\n"
    return f'{payload[:-1]}, "check": "{digest(header, payload)}"}}\n'


def refuse_unresumed(path: str | Path | None, resume: bool) -> None:
    """Raise NdleError (one line) if `resume` has no journal, or if a journal is at `path` and `resume` is not given.

    Parameters
    ----------
    path : str or Path, optional
        The journal (None: none is kept).
    resume : bool
        Whether the run continues the journal.
    """
    if path is None:
        if resume:
            raise NdleError("--resume needs --journal FILE")
        return
    if Path(path).exists() and not resume:
        raise ConfigError(f"{path} exists: pass --resume to continue it, or choose another journal")


class JsonLinesJournal:
    """The open side of a journal of JSON lines: its file and first line, checked lines appended synced, closing.

    A journal (the exact sweep's, the tuple walk's) subclasses it: it reads a resumed journal back, checking what
    each line may say, and calls `open_at` (or `start`); without a journal nothing is written.
    """

    def __init__(self) -> None:
        self._file: IO[str] | None = None
        self._header: bytes | None = None

    def open_at(self, path: str | Path | None, options: dict, resume: bool,
                read: Callable[[Path], bytes | None]) -> Path | None:
        """Open the journal at `path` as `start` does, once a journal there is known to be resumed.

        Parameters
        ----------
        path : str or Path, optional
            The journal (None: none is kept); claimed for this process until it ends.
        options : dict
            What the run is: a new journal's first line; a journal of other options is refused (by `read`).
        resume : bool
            Continue the journal at `path`; without it, one already there is refused.
        read : callable
            As for `start`.

        Returns
        -------
        Path or None
            The journal's path (None for none).
        """
        if path is None:
            return None
        path = Path(path)
        refuse_unresumed(path, resume)
        self.start(path, options, read)
        return path

    def start(self, path: Path, options: dict, read: Callable[[Path], bytes | None]) -> None:
        """Claim the journal for this process, read it back if it exists, else begin it; keep it open for appending.

        Parameters
        ----------
        path : Path
            The journal.
        options : dict
            A new journal's first line.
        read : callable
            Checks an existing journal (raising ConfigError) and returns the first line its lines' checks use
            (None: an older journal whose lines carry no check).
        """
        claim_output(path)  # held until the command ends: no second process appends to it
        try:
            if path.exists():
                header = read(path)
            else:
                header = json.dumps(options).encode("utf-8")
                write_new(path, header + b"\n")
            self._file, self._header = open_plain(path, "a", encoding="utf-8"), header  # open until `close`
        except OSError as e:
            raise NdleError(f"cannot write the journal {path}: {e.strerror or e}") from None

    def append(self, payloads: Iterable[str]) -> None:
        """Append JSON objects (as `json.dumps` writes them) as checked lines, flushed and synced."""
        if self._file is not None:
            text = "".join(checked_line(self._header, p) for p in payloads)
            if text:
                append_synced(self._file, text)

    def close(self) -> None:
        """Close the journal's file (its claim is held until the process ends)."""
        if self._file is not None:
            self._file.close()
            self._file = None


class Lines:
    """A journal's complete lines, read back (bounded), and the torn last line to drop once they are checked.

    Parameters
    ----------
    path : Path
        The journal.
    limit : int
        The most bytes the journal may hold.
    """

    def __init__(self, path: Path, limit: int = MAX_JSON_BYTES):
        self.path = path
        raw = read_bounded(path, limit=limit)
        self.keep, self.size = raw.rfind(b"\n") + 1, len(raw)  # the text after the last newline may be torn
        self.lines = raw[:self.keep].split(b"\n")[:-1]

    def header(self, longest: int) -> object:
        """Return the first line's JSON (None if there is none, it is longer than `longest` or not JSON)."""
        if not self.lines or len(self.lines[0]) > longest:
            return None
        try:
            return parse_json(self.lines[0], f"{self.path}:1")
        except ConfigError:
            return None

    def drop_torn(self) -> None:
        """Cut the torn last line off the file (call once every complete line passed its checks)."""
        drop_torn_tail(self.path, self.keep, self.size)


def drop_torn_tail(path: Path, keep: int, size: int) -> None:
    """Cut a file to its first `keep` bytes if it has more (`size`): the text after its last newline, torn by a kill.

    Parameters
    ----------
    path : Path
        The file.
    keep : int
        The bytes up to and with the last newline.
    size : int
        The file's size as read.
    """
    if keep < size:
        with open_plain(path, "r+b") as f:
            f.truncate(keep)


def append_synced(file: IO[str], text: str) -> None:
    """Append text to an open journal and make it durable (flushed and synced) before the run goes on.

    Parameters
    ----------
    file : file object
        The journal, open for appending.
    text : str
        Whole lines.
    """
    file.write(text)
    file.flush()
    os.fsync(file.fileno())
