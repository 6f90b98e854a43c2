"""The README is a front door: short, and its Python example runs as written and prints a coloured grid; the
install guide's first examples run as written too, after the same two set-up commands."""

from __future__ import annotations

import json
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


def test_the_install_guide_gives_the_readmes_set_up_commands():
    def blocks(text: str) -> list[str]:
        return re.findall(r"^```\n(.*?)^```", text, re.S | re.M)

    set_up = blocks(README.split("\n## Set up", 1)[1].split("\n## ", 1)[0])
    assert len(set_up) == 2 and blocks(INSTALL)[:2] == set_up


USER_DOCS = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "data" / "README.md",
                    *(p for p in (ROOT / "docs").rglob("*.md") if "_build" not in p.parts),
                    *(ROOT / "docs" / "examples").glob("*.ipynb")])
BOOKKEEPING = re.compile(r"\bissues?\s*#?\d+|(?<![\w#`/])#\d{1,3}\b(?! \w+ +#\d)|\bgoals?\b|\bnot reached\b"
                         r"|\b(?:this|last|previous|next) session\b", re.I)


@pytest.mark.parametrize("page", USER_DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_user_docs_carry_no_internal_bookkeeping(page):
    # what readers see names no issue numbers, goals or sessions of the people who wrote it (code blocks and a
    # game's board labels, `#1 flame  #2 snake`, are left out)
    if page.suffix == ".ipynb":  # a notebook's prose: its Markdown cells
        cells = json.loads(page.read_text())["cells"]
        text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    else:
        text = page.read_text()
    text = re.sub(r"^(```|~~~).*?^\1", "", text, flags=re.M | re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    found = [m.group(0) for m in BOOKKEEPING.finditer(text)]
    assert not found, f"{page.relative_to(ROOT)}: {found}"


def test_the_readme_points_to_the_table_of_every_strategy():
    """The README names a few strategies and links the guide, whose table the registry writes (no hand list to
    forget: tests/strategies/test_one_module.py)."""
    from ndle.strategies import strategy_names

    row = next(line for line in README.splitlines() if line.startswith("| `ndle strategies`"))
    named = set(re.findall(r"`([a-z_]+)(?::FILE)?`", row)) - {"ndle"}
    assert named and named <= set(strategy_names()) and "(docs/guide/strategies.md)" in row
    assert "```{ndle-strategies}" in (ROOT / "docs" / "guide" / "strategies.md").read_text()
