"""The development notes' picture of the house is the layout test's floors: every unit, on its floor, in order."""

from __future__ import annotations

import re
from pathlib import Path

from tests.test_layout import FLOORS

DOC = Path(__file__).resolve().parent.parent / "docs" / "development.md"


def pictured_floors(text: str) -> dict[int, set[str]]:
    """Return each floor's units as the first code block of the notes draws them (`solver/`, `game.py`), before a
    comment set off by three spaces or more."""
    block = text.split("```", 2)[1]
    floors = {}
    for line in block.splitlines():
        if m := re.match(r"\s*(\d+)\s+(.*)", line):
            drawn = re.split(r"\s{3,}", m.group(2))[0]  # the units, before the comment
            units = re.findall(r"(?<!\S)(\w+)(?:/|\.py)(?!\S)", drawn)
            floors[int(m.group(1))] = {"ndle" if u == "__init__" else u for u in units}
    return floors


def test_the_picture_is_the_floors_of_the_layout_test():
    assert pictured_floors(DOC.read_text()) == dict(enumerate(FLOORS))


def test_the_reading_sees_a_unit_on_the_wrong_floor():
    text = "intro\n```\n 1  game.py solver/   words/ and rules.py\n 0  errors.py\n```\n"
    assert pictured_floors(text) == {1: {"game", "solver"}, 0: {"errors"}}
