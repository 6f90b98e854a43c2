"""Every file a command reads may be a special file: a FIFO (opening it would wait for a writer forever), a device
that never ends (/dev/zero: reading it whole fills the memory), or a folder. Each is refused in one line with exit
status 2, naming the file, before anything is read from it; nothing is written."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from tests.faults.procs import refused
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
