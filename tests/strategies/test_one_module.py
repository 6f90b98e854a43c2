"""A strategy is one module: a new file in `ndle/strategies/` is found by the registry, the command line and the
documentation's table with nothing else edited, and no page lists the strategies by hand (a list that could be
forgotten)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

import ndle
import ndle.strategies
from ndle.cli import main
from ndle.strategies.base import STRATEGIES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs" / "_ext"))
from strategy_table import strategy_rows  # noqa: E402 (the documentation's table of strategies)

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]

TOY = '''"""A toy strategy: the first candidate of the first unsolved board."""

import numpy as np

from ndle.strategies.base import Strategy, register


@register("toy_first")
class FirstCandidate(Strategy):
    """Play the first candidate of the first unsolved board."""

    summary = "a toy: the first candidate of the first unsolved board"

    def choose(self, state, rng=None):
        return int(self.game.words.answer_guess[state.unsolved[0].candidates[0]])
'''


@pytest.fixture
def toy_module(tmp_path, monkeypatch):
    """A new strategy module, written into a folder the strategies package reads as its own (as a file added to
    `ndle/strategies/` would be), and gone after the test."""
    (tmp_path / "toy_first.py").write_text(TOY)
    monkeypatch.setattr(STRATEGIES, "classes", dict(STRATEGIES.loaded()))  # the shipped ones, kept after
    monkeypatch.setattr(ndle.strategies, "__path__", [*ndle.strategies.__path__, str(tmp_path)])
    yield
    sys.modules.pop("ndle.strategies.toy_first", None)


def test_a_new_module_is_a_strategy_everywhere(toy_module, capsys):
    assert "toy_first" in ndle.strategy_names()
    assert ("toy_first", "a toy: the first candidate of the first unsolved board") in strategy_rows()
    assert main(["strategies", "--json"]) == 0
    assert "toy_first" in {s["name"] for s in json.loads(capsys.readouterr().out)}
    assert main(["play", "--answers", "cigar", "--strategy", "toy_first", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["guesses"] == ["aback", "cache", "cigar"]  # its first candidates
    assert main(["play", "--answers", "cigar", "--strategy", "nope"]) == 2  # the choices the error offers
    assert "toy_first" in capsys.readouterr().err.split("choose one of", 1)[1]


def test_without_the_module_it_is_nowhere():
    assert "toy_first" not in ndle.strategy_names() and "toy_first" not in dict(strategy_rows())


def test_the_documentation_table_is_the_registry():
    assert [name for name, _ in strategy_rows()] == ndle.strategy_names()
    assert "```{ndle-strategies}" in (ROOT / "docs" / "guide" / "strategies.md").read_text()


def named(line: str) -> set[str]:
    """Return the registered strategies a line names in backquotes (`sum`, `tree:FILE`)."""
    return {m.split(":")[0] for m in re.findall(r"`([\w:]+)`", line)} & set(ndle.strategy_names())


def test_no_page_lists_the_strategies_by_hand():
    """A line naming most strategies is a hand list that a new strategy would leave behind."""
    half = len(ndle.strategy_names()) // 2
    lists = [f"{page.relative_to(ROOT)}: {line[:60]}" for page in PAGES for line in page.read_text().splitlines()
             if len(named(line)) > half]
    assert not lists


def test_the_reading_sees_a_hand_list():
    assert len(named("| `ndle strategies` | " + ", ".join(f"`{n}`" for n in ndle.strategy_names()))) > 8
    assert named("`sum`, `tree:FILE`, `--option`") == {"sum", "tree"}
