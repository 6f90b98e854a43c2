"""The journal of a lexicographic search over every first guess (`LexJournal`): one checked line per opener a
search decided (`LexLine`), so that a stopped run resumes (`ndle.solver.lex.openers` runs the searches)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from ndle.errors import ConfigError
from ndle.io.journal import JsonLinesJournal, Lines, digest
from ndle.io.untrusted import MAX_LINE_BYTES, check_fields, parse_json
from ndle.solver.one.journal import options_of
from ndle.words import WordList

WORST = "worst"  # the least worst case's search; the others are named "<keys>@<limit>" (`search_name`)


def search_name(keys: tuple[str, ...], limit: int) -> str:
    """Return the journal's name of the least weighted total of `keys` under `limit` (``total,deepest@7``)."""
    return f"{','.join(keys) or 'total'}@{int(limit)}"


@dataclass(frozen=True)
class LexLine:
    """One opener decided by one search, a line of the journal.

    Parameters
    ----------
    search : str
        `WORST`, or the weighted total's `search_name`.
    opener : str
        The first guess.
    value : int
        Its least value below `beta` ("exact"), else a bound at or above `beta` ("bound").
    how : str
        "exact" or "bound".
    beta : int
        The cut-off it was searched with.
    cpu : float
        Processor seconds of the process that decided it.
    """

    search: str
    opener: str
    value: int
    how: str
    beta: int
    cpu: float = 0.0

    def reopens(self, beta: int) -> bool:
        """Return whether this opener must be searched again under the cut-off `beta` (only a bound below it).

        Parameters
        ----------
        beta : int
            The cut-off of the search about to run.

        Returns
        -------
        bool
        """
        return self.how == "bound" and self.value < beta


class LexJournal(JsonLinesJournal):
    """The decided openers of a lexicographic search over every opener (read back when resuming), and its file.

    A resumed journal is untrusted: each line must be a decision of the right types, of one of the run's searches,
    on an allowed guess, exact below its cut-off or a bound at or above it, its check matching, no opener decided
    twice by one search; otherwise it is refused at `file:line`.

    Parameters
    ----------
    path : str or Path, optional
        The journal (None: none is kept).
    options : dict
        What the run is (`lex_options`), the journal's first line.
    resume : bool
        Continue the journal at `path`.
    words : WordList
        The lists, to check each resumed line's opener.
    """

    def __init__(self, path: str | Path | None, options: dict, resume: bool, words: WordList):
        self.decided: dict[str, dict[str, LexLine]] = {}
        super().__init__()
        self.open_at(path, options, resume, lambda p: self._read(p, options, words))

    def _read(self, path: Path, options: dict, words: WordList) -> bytes:
        """Check the journal at `path` and take its lines in; return its first line."""
        journal = Lines(path)
        lines, saved = journal.lines, journal.header(MAX_LINE_BYTES)
        if saved != options:
            differ = sorted(k for k in set(options) | set(saved if isinstance(saved, dict) else {})
                            if not isinstance(saved, dict) or saved.get(k) != options.get(k))
            raise ConfigError(f"{path} is not the journal of this lexicographic search (differs in "
                              f"{', '.join(differ)})")
        header, allowed = lines[0], set(words.guesses)
        for i, line in enumerate(lines[1:], 2):
            where = f"{path}:{i}"
            if len(line) > MAX_LINE_BYTES:
                raise ConfigError(f"{where}: not a journal line (too long)")
            data = parse_json(line, where)
            mark = data.pop("check", None) if isinstance(data, dict) else None
            d = LexLine(**check_fields(where, data, LexLine, required=True))
            problem = (f"{d.opener!r:.40} is not an allowed guess of this word list" if d.opener not in allowed
                       else f"unknown kind {d.how!r:.20}" if d.how not in ("exact", "bound")
                       else "a negative value, cut-off or time" if min(d.value, d.beta, d.cpu) < 0
                       else f"an exact value {d.value} at or above its cut-off {d.beta}"
                       if d.how == "exact" and d.value >= d.beta
                       else f"a bound of {d.value} below its cut-off {d.beta}" if d.how == "bound" and d.value < d.beta
                       else f"{d.opener} decided twice by {d.search!r:.40}" if not _anew(self.decided, d)
                       else "its check does not match (a damaged or edited line)"
                       if mark != digest(header, _payload(d)) else None)
            if problem:
                raise ConfigError(f"{where}: {problem}; the journal is not as ndle wrote it")
            self.decided.setdefault(d.search, {})[d.opener] = d
        journal.drop_torn()  # a line torn by a kill is dropped, once the rest is checked
        return header

    def record(self, lines: list[LexLine]) -> None:
        """Take the lines into account and append them to the journal (flushed and synced)."""
        for d in lines:
            self.decided.setdefault(d.search, {})[d.opener] = d
        self.append(_payload(d) for d in lines)


def _anew(decided: dict[str, dict[str, LexLine]], d: LexLine) -> bool:
    """Return whether `d` may be taken: its opener is not yet decided by its search, or only by a bound below d's
    cut-off (searched again under a higher cut-off, as after a resume with other rounds)."""
    was = decided.get(d.search, {}).get(d.opener)
    return was is None or was.reopens(d.beta)


def _payload(d: LexLine) -> str:
    """Return a line's JSON without its check."""
    return json.dumps(asdict(d))


def lex_options(words: WordList, hard: bool, limit: int, feedback: str, keys: tuple[str, ...],
                consistent: bool = False) -> dict:
    """Return the journal's first line: the lists, mode, limit and rule (`options_of`), the objective, and consistent
    play where set."""
    return (options_of(words, hard, limit, 0) | {"sweep": "lex", "feedback": feedback, "objective": ",".join(keys)}
            | ({"consistent": True} if consistent else {}))


__all__ = ["WORST", "LexJournal", "LexLine", "lex_options", "search_name"]
