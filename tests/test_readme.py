"""The README is a front door: short, and its Python example runs as written and prints a coloured grid; the
install guide's first examples run as written too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
INSTALL = (ROOT / "docs" / "guide" / "install.md").read_text()


def python_blocks(text: str) -> list[str]:
    """Return the Python code blocks of a Markdown text."""
    return re.findall(r"^```python\n(.*?)^```", text, re.S | re.M)


def python_example() -> str:
    """Return the first Python code block of the README's "In Python" section."""
    return python_blocks(README.split("\n## In Python", 1)[1].split("\n## ", 1)[0])[0]


def test_short():
    assert len(README.splitlines()) <= 200


def test_the_python_example_prints_a_coloured_grid(capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True, raising=False)  # as on a terminal
    exec(compile(python_example(), "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "\x1b[" in out and all(w in out for w in ("flame", "snake", "blast", "crave"))  # tiles, answers
    assert out.count("\n") >= 7  # a grid, not a one-line repr


def test_the_python_example_prints_what_the_readme_shows(capsys, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")  # the plain grid the README shows
    exec(compile(python_example(), "README.md", "exec"), {})
    section = README.split("\n## In Python", 1)[1].split("\n## ", 1)[0]
    shown = re.findall(r"^```text\n(.*?)^```", section, re.S | re.M)[0]
    assert capsys.readouterr().out == shown


@pytest.mark.parametrize("block", python_blocks(INSTALL), ids=lambda b: b.splitlines()[1][:40])
def test_the_install_guide_examples_run(block, capsys):
    exec(compile(block, "docs/guide/install.md", "exec"), {})
    assert "flame" in capsys.readouterr().out
