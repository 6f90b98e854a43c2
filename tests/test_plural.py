"""Counted nouns (`ndle.checks.counted`): no "board(s)" or "1 guesses" in messages."""

from __future__ import annotations

from ndle.checks import counted, plural


def test_counted_nouns():
    assert [counted(n, "board") for n in (0, 1, 4, 2000)] == ["0 boards", "1 board", "4 boards", "2,000 boards"]
    assert counted(1, "guess") == "1 guess" and counted(6, "guess") == "6 guesses"
    assert plural("feedback group", 3) == "feedback groups" and plural("answer index", 2) == "answer indexes"
    assert plural("file", 1) == "file"
