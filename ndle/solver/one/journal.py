"""The journal of a top-list sweep: one JSON line per decided opener, flushed and synced, resumable.

The first line holds the options (word lists by checksum and word length,
mode, guess limit, K); a journal of other options, or of another length or
list, is refused. Every later line carries a digest of itself and the first
line, so a damaged line is refused rather than trusted. A line torn by a kill
(the last one, without its newline) is dropped on resume, once the rest has
been checked; a refused journal is left as it was.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

from ndle.errors import ConfigError
from ndle.io.journal import JsonLinesJournal, Lines, digest
from ndle.solver.one.journal_checks import plausible
from ndle.io.untrusted import MAX_LINE_BYTES, check_fields, parse_json
from ndle.words import WordList

HOWS = ("upper", "root", "search", "exact")  # a heuristic upper bound, or how an opener was decided
CHECKED = "blake2b-8"  # the header's "lines": each later line ends in "check", a digest of itself and the header
LATER = ("length", "lines")  # header fields older journals lack (they still resume; their lines carry no check)


@dataclass(frozen=True)
class Decision:
    """One opener's value, a line of the journal.

    Parameters
    ----------
    opener : str
        The first guess.
    value : int
        An upper bound ("upper"), a lower bound at or above `beta` ("root", "search") or the exact total.
    how : str
        One of `HOWS`.
    beta : int
        The cutoff the search ran with.
    seconds : float
        Wall time.
    cpu : float
        The worker's processor time (the honest cost on a shared machine).
    """

    opener: str
    value: int
    how: str
    beta: int
    seconds: float  # wall time
    cpu: float = 0.0  # processor time of the worker (the honest cost on a shared machine)


def options_of(words: WordList, hard: bool, max_guesses: int, top: int) -> dict:
    """Return the options a journal is valid for (its first line).

    Parameters
    ----------
    words : WordList
        The lists, recorded by name and checksum.
    hard : bool
        Hard mode.
    max_guesses : int
        The guess limit.
    top : int
        How many openers the sweep ranks exactly.

    Returns
    -------
    dict
        Also the word length and `CHECKED` (the digest each line carries).
    """
    sha = lambda ws: hashlib.blake2b("\n".join(ws).encode(), digest_size=12).hexdigest()
    return {"sweep": 1, "words": words.name, "length": words.length, "answers": sha(words.answers),
            "guesses": sha(words.guesses), "hard": bool(hard), "max_guesses": int(max_guesses), "top": int(top),
            "lines": CHECKED}


class SweepJournal(JsonLinesJournal):
    """Decisions so far (from the journal when resuming) and the open journal file, if any.

    A journal is untrusted when resumed: each line must be a decision of the
    right types and kind, on an allowed guess, with a value that can be true
    (no total below what any strategy needs, or above every answer taking the
    guess limit; bounds and totals on the right side of their cutoff), and
    no opener decided twice; otherwise it is refused at `file:line`.

    Parameters
    ----------
    path, options, resume
        The journal, what the sweep is (see `options_of`) and whether to continue it, as for
        `JsonLinesJournal.open_at`.
    words : WordList, optional
        The lists, to check each resumed line's opener and value against.
    """

    def __init__(self, path: str | Path | None, options: dict, resume: bool, words: WordList | None = None):
        self.upper: dict[str, int] = {}
        self.decided: dict[str, Decision] = {}
        self.seconds: dict[str, float] = defaultdict(float)
        super().__init__()
        self.open_at(path, options, resume, lambda p: self._read(p, options, words))

    def _read(self, path: Path, options: dict, words: WordList | None) -> bytes | None:
        journal = Lines(path)
        lines, saved = journal.lines, journal.header(MAX_LINE_BYTES)
        if not isinstance(saved, dict) or saved.get("sweep") != options["sweep"]:
            raise ConfigError(f"{path} is not the journal of a sweep like this one (its first line differs)")
        wanted = {k: v for k, v in options.items() if k not in LATER or k in saved}  # an older journal's header
        if saved != wanted:
            differ = sorted(k for k in set(wanted) | set(saved) if saved.get(k) != wanted.get(k))
            raise ConfigError(f"{path} is the journal of another sweep (differs in {', '.join(differ)})")
        header = lines[0] if "lines" in saved else None
        check = plausible(words, options) if words is not None else None
        for i, line in enumerate(lines[1:], 2):
            where = f"{path}:{i}"
            if len(line) > MAX_LINE_BYTES:
                raise ConfigError(f"{where}: not a journal line (too long)")
            data = parse_json(line, where)
            mark = data.pop("check", None) if isinstance(data, dict) and header is not None else None
            d = Decision(**check_fields(where, data, Decision, required=True))
            if d.how not in HOWS:
                raise ConfigError(f"{where}: unknown kind {d.how!r:.40}")
            problem = check(d, self) if check is not None else None
            if problem is None and header is not None and mark != digest(header, _payload(d)):
                problem = "its check does not match (a damaged or edited line)"
            if problem:
                raise ConfigError(f"{where}: {problem}; the journal is not as ndle wrote it")
            self._note(d)
        journal.drop_torn()  # a line torn by a kill is dropped, once the rest is checked
        return header

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
        self.append(_payload(d) for d in decisions)  # an older journal resumed (no header): its lines carry no check


def _payload(d: Decision) -> str:
    return json.dumps(asdict(d))
