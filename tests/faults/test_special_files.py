"""Every file a command reads may be a special file: a FIFO (opening it would wait for a writer forever), a device
that never ends (/dev/zero: reading it whole fills the memory), or a folder. Each is refused in one line with exit
status 2, naming the file, before anything is read from it; nothing is written."""

from __future__ import annotations

import os
import signal
import stat
from pathlib import Path

import pytest

from tests.faults.procs import refused
from tests.faults.test_outputs import commands as commands_writing
from tests.faults.test_paths import contents

GUARD = 120  # seconds before a hang (the defect) is turned into a failure instead of a stuck suite


def commands(words: Path, special: str) -> dict[str, tuple[str, ...]]:
    """label: argv reading `special` where a file is expected (run in a folder holding `words`)."""
    w = ("--answers-file", str(words))
    run = ("--games", "2", "--seed", "1", *w, "--json", "out/r.json")
    return {
        "--answers-file": ("play", "--answers-file", special, "--answers", "crane"),
        "--guesses-file": ("play", *w, "--guesses-file", special),
        "experiment config": ("experiment", special, "--out", "out/res"),
        "optimal --check": ("optimal", "--check", special, *w),
        "top-list journal": ("optimal", "--opener", "all", "--resume", "--journal", special, *w),
        "worst-case journal": ("optimal", "--objective", "worst", "--opener", "all", "--resume", "--journal",
                               special, *w),
        "n-board journal": ("optimal", "--boards", "2", "--opener", "all", "--top", "1", "--resume", "--journal",
                            special, *w),
        "tree: strategy": ("simulate", *run, "--strategy", f"tree:{special}"),
        "look-ahead model": ("simulate", *run, "--strategy", "lookahead", "--option", f"model={special}"),
    }


KINDS = ("fifo", "/dev/zero", "folder")
OUTPUT_LABELS = list(commands_writing(Path("w.txt")))  # every command of the census, every output option


def make(folder: Path, kind: str) -> str:
    if kind == "fifo":
        os.mkfifo(folder / "fifo")
        return "fifo"
    if kind == "folder":
        (folder / "folder").mkdir()
        return "folder"
    return kind


def _hung(*_):
    raise AssertionError(f"the command waited {GUARD} s on a special file")


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="POSIX special files")
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("label", list(commands(Path("w.txt"), "x")))
def test_a_special_file_is_refused_in_one_line(tmp_path, capsys, monkeypatch, words_file, label, kind):
    special = make(tmp_path, kind)
    monkeypatch.chdir(tmp_path)
    before = contents(tmp_path)
    old = signal.signal(signal.SIGALRM, _hung)
    signal.alarm(GUARD)
    try:
        line = refused(capsys, *commands(words_file, special)[label])
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert special in line and ("regular file" in line or "folder" in line or "directory" in line), line
    assert contents(tmp_path) == before, "something was written"


def test_a_words_file_too_large_is_refused_before_it_is_read_whole(tmp_path, capsys, monkeypatch):
    """A sparse file of 100 MB (no disk used): refused by its size, not read into memory."""
    big = tmp_path / "big.txt"
    with open(big, "wb") as f:
        f.truncate(100 << 20)
    line = refused(capsys, "play", "--answers-file", str(big), "--answers", "crane")
    assert "too large" in line, line


# Outputs: every file every command writes (the census of test_outputs), and the lock file beside each, planted
# beforehand as a link to a file of the user's, a hard link to it, a FIFO, or a link to /dev/zero. The command is
# refused in one line (exit 2) before reading or writing anything there: the user's file keeps its bytes, no FIFO
# is waited on, /dev/zero is never read, and nothing is left in the folder.

VICTIM = b"the user's own file, not ndle's: keep me\n"
OUTPUT_KINDS = ("symlink", "hardlink", "dangling", "fifo", "/dev/zero")


def plant(path: Path, kind: str, victim: Path) -> None:
    """Put a link or a special file at `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "symlink":
        path.symlink_to(victim)
    elif kind == "hardlink":
        os.link(victim, path)
    elif kind == "dangling":  # creating through it would make a file where the link points
        path.symlink_to(victim.with_name("made-through-a-link"))
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(kind)


def listing(folder: Path) -> dict[str, object]:
    """Return every entry under a folder: a regular file's bytes, a link's target, or its kind (nothing is opened
    but regular files, so that a FIFO or /dev/zero here is never read)."""
    out: dict[str, object] = {}
    for p in sorted(folder.rglob("*")):
        st = os.lstat(p)
        name = str(p.relative_to(folder))
        if os.path.islink(p):
            out[name] = ("link", os.readlink(p))
        elif os.path.isfile(p):
            out[name] = (p.read_bytes(), st.st_nlink)
        else:
            out[name] = "fifo" if stat.S_ISFIFO(st.st_mode) else "folder"
    return out


def lock_of(name: str) -> str:
    path = Path(name)
    return str(path.with_name(f".{path.name}.lock"))


def refused_in_time(capsys, argv) -> str:
    old = signal.signal(signal.SIGALRM, _hung)
    signal.alarm(GUARD)
    try:
        return refused(capsys, *argv)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def given_anyway(label: str, name: str) -> tuple[str, ...]:
    """The option that makes the command use a file already there (so that the refusal is of the file's kind,
    not of its being there): --resume for a journal, else --overwrite where the command has it."""
    if name.endswith((".jsonl", ".jsonl.total")):
        return ("--resume",)
    return ("--overwrite",) if not label.startswith("benchmark") else ()


def check_refused(tmp_path, capsys, monkeypatch, words_file, label, at: str, kind: str, argv_extra=()) -> None:
    from tests.faults.test_outputs import commands, setup

    folder = tmp_path / "run"
    folder.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_bytes(VICTIM)
    setup(folder, words_file)
    plant(folder / at, kind, victim)
    before = listing(folder)
    monkeypatch.chdir(folder)
    line = refused_in_time(capsys, (*commands(words_file)[label], *argv_extra))
    assert Path(at).name in line and any(w in line for w in ("symbolic link", "hard links", "not a regular file")), \
        line
    assert victim.read_bytes() == VICTIM and not victim.with_name("made-through-a-link").exists()
    assert listing(folder) == before, f"{label}: something was written beside the refused {at}"


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="POSIX special files")
@pytest.mark.parametrize("kind", OUTPUT_KINDS)
@pytest.mark.parametrize("label", OUTPUT_LABELS)
def test_a_lock_file_planted_as_a_link_or_special_file_is_refused_not_followed(tmp_path, capsys, monkeypatch,
                                                                             words_file, written, label, kind):
    """`.out.json.lock` linked to a file of the user's: the run wrote `pid N` into that file, exit 0, and removed
    the link (no trace). Now the lock is opened without following links and checked on its descriptor."""
    for name in written[label]:
        check_refused(tmp_path / name.replace("/", "_"), capsys, monkeypatch, words_file, label, lock_of(name), kind)


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="POSIX special files")
@pytest.mark.parametrize("kind", [k for k in OUTPUT_KINDS if k != "dangling"])
@pytest.mark.parametrize("label", OUTPUT_LABELS)
def test_an_output_that_is_a_link_or_special_file_is_refused_before_it_is_read(tmp_path, capsys, monkeypatch,
                                                                               words_file, written, label, kind):
    """`--json out.json` with out.json a FIFO hung forever; linked to /dev/zero it was read until memory ran out.
    Each output, as a link or a special file, is refused with the option that would use a file already there."""
    for name in written[label]:
        check_refused(tmp_path / name.replace("/", "_"), capsys, monkeypatch, words_file, label, name, kind,
                      given_anyway(label, name))

