"""The README is a front door: short, and its Python example runs as written and prints a coloured grid."""

from __future__ import annotations

import re
from pathlib import Path

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()


def python_example() -> str:
    """Return the first Python code block of the README's "In Python" section."""
    section = README.split("\n## In Python", 1)[1].split("\n## ", 1)[0]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_short():
    assert len(README.splitlines()) <= 200


def test_the_python_example_prints_a_coloured_grid(capsys):
    exec(compile(python_example(), "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "\x1b[" in out and all(w in out for w in ("flame", "snake", "blast", "crave"))  # tiles, answers
    assert out.count("\n") >= 7  # a grid, not a one-line repr
