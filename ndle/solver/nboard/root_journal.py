"""The journal of a root search (`ndle.solver.nboard.root.rank`): its header of options, then one checked JSON line
per guess decided (value and cut-off) or bounded in the bound pass, read back line by line on a resume."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ndle.checks import is_whole
from ndle.errors import ConfigError
from ndle.io.files import claim_output, write_new
from ndle.io.journal import Lines, append_synced, checked_line, digest
from ndle.io.safeopen import open_plain
from ndle.io.untrusted import MAX_LINE_BYTES, parse_json
from ndle.solver.nboard.search import INF, Position, Value
from ndle.words import WordList


def journal_options(words: WordList, objective: str, pos: Position, top: int, feedback: str = "exact",
                    consistent: bool = False) -> dict:
    """Return a root search's journal header: the lists (hashed), objective, position, top, rule and play."""
    sha = lambda ws: hashlib.blake2b("\n".join(ws).encode(), digest_size=12).hexdigest()
    rule = {} if feedback == "exact" else {"feedback": feedback}  # Wordle's journals stay as they were written
    play = {"consistent": True} if consistent else {}  # free play's journals stay as they were written too
    return {"nboard": 1, "answers": sha(words.answers), "guesses": sha(words.guesses), "objective": objective,
            "position": [list(b) for b in pos], "top": int(top), **rule, **play}


def read_journal(path: Path, options: dict, words: WordList,
                  bound_of: dict) -> tuple[dict[int, tuple[Value, Value]], dict[int, Value]]:
    """Return (guess -> (value, beta), guess -> its children's bound) from a journal of the same options, each
    line checked (`ndle.io.untrusted`): a guess this search ranks, named by its word, decided (or bounded) once, a
    value no lower than its first bound."""
    journal = Lines(path)  # the text after the last newline may be torn: dropped once the rest passes
    lines, head = journal.lines, journal.header(MAX_LINE_BYTES)
    if head != options:
        differ = sorted(k for k in options if not isinstance(head, dict) or head.get(k) != options[k])
        raise ConfigError(f"{path} is the journal of another run (differs in {', '.join(differ)})")
    done: dict[int, tuple[Value, Value]] = {}
    after: dict[int, Value] = {}
    checked = None  # checked: whether its lines carry checks (those of an older ndle do not)
    for n, line in enumerate(lines[1:], 2):
        d = parse_json(line, f"{path}:{n}") if len(line) <= MAX_LINE_BYTES else None
        checked = ("check" in d) if checked is None and isinstance(d, dict) else checked
        mark = d.pop("check", None) if isinstance(d, dict) else None
        bounded = isinstance(d, dict) and "bound" in d  # a line of the bound pass
        keys = {"guess", "word", "bound"} if bounded else {"guess", "word", "value", "beta"}
        if not (isinstance(d, dict) and set(d) == keys and all(is_whole(d[k]) for k in keys - {"word"})):
            raise ConfigError(f"{path}:{n}: malformed journal line")
        if checked and mark != digest(lines[0], json.dumps(d)):
            raise ConfigError(f"{path}:{n}: its check does not match (a damaged or edited line)")
        g, v = d["guess"], d["bound" if bounded else "value"]
        if g not in bound_of or g in (after if bounded else done) or d["word"] != words.guesses[g] or not (
                0 <= v <= INF if bounded else bound_of[g] <= v <= INF):
            raise ConfigError(f"{path}:{n}: not a decision this search could have made (guess {g}, value {v}); "
                              "the journal is not as ndle wrote it")
        if bounded:
            after[g] = v
        else:
            done[g] = (v, d["beta"])
    journal.drop_torn()
    return done, after


def _first_line(path: Path) -> bytes:
    """Return a journal's first line (without its newline)."""
    with open_plain(path, "rb") as f:
        return f.readline().rstrip(b"\n")


def open_journal(path: Path | None, options: dict, words: WordList,
                 bound_of: dict[int, int]) -> tuple[dict, dict, bytes]:
    """Return what a journal decided (guess -> (value, beta)) and bounded (guess -> its children's bound), and its
    header line; a new journal is started (and claimed: no second search appends to it)."""
    if path is None:
        return {}, {}, b""
    claim_output(path)  # held until the command ends
    decided, after = read_journal(path, options, words, bound_of) if path.exists() else ({}, {})
    if not path.exists():
        write_new(path, json.dumps(options) + "\n")  # whole, and only where nothing is
    return decided, after, _first_line(path)


def recorder(out, header: bytes):
    """Return the function writing one checked journal line to `out` (doing nothing without a journal)."""
    def record(d: dict) -> None:
        if out is not None:
            append_synced(out, checked_line(header, json.dumps(d)))
    return record


__all__ = ["journal_options", "open_journal", "read_journal", "recorder"]
