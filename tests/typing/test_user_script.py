"""A user's script type-checks against the package with no error, and the checker sees real types there (the game,
its fields, a play record, results), not Any: the lazy fronts and the typed `Rules` and `Game` at work."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api", reason="mypy is not installed (pip install -e .[lint])")

SCRIPT = Path(__file__).with_name("user_script.py")
ROOT = Path(__file__).parents[2]


@pytest.fixture(scope="module")
def checked(tmp_path_factory) -> tuple[str, int]:
    """Return mypy's report on the script (the package's own errors left to CI's mypy step) and its exit status."""
    cache = tmp_path_factory.mktemp("mypy-cache")
    out, err, status = api.run([str(SCRIPT), "--config-file", str(ROOT / "pyproject.toml"), "--follow-imports=silent",
                                "--cache-dir", str(cache), "--no-error-summary", "--show-error-codes"])
    return out + err, status


def revealed(report: str) -> dict[int, str]:
    """Return line -> the type `reveal_type` showed there."""
    return {int(m[1]): m[2] for m in re.finditer(r"user_script\.py:(\d+): note: Revealed type is \"(.*)\"", report)}


def line_of(text: str) -> int:
    """Return the script's line number of `reveal_type(<text>)`."""
    lines = SCRIPT.read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if f"reveal_type({text})" in line)


def qualified(shown: str) -> str:
    """Return a revealed type with the builtins named in full (newer mypy shows `int` for `builtins.int`)."""
    return re.sub(r"(?<![\w.])(int|bool|str|float)\b", r"builtins.\1", shown)


def test_the_script_has_no_type_errors(checked):
    report, status = checked
    assert "error:" not in report, report
    assert status == 0, report


@pytest.mark.parametrize("expression, expected", [
    ("quordle", "ndle.game.game.Game"), ("quordle.boards", "builtins.int"), ("quordle.hard", "builtins.bool"),
    ("rules.max_guesses", "builtins.int | None"), ("record.total", "builtins.int"),
    ("state.game", "ndle.game.game.Game"), ("results", "ndle.montecarlo.results.Results"),
    ("solved", "ndle.solver.one.result.OptimalResult")])
def test_the_checker_sees_real_types(checked, expression, expected):
    shown = revealed(checked[0])[line_of(expression)]
    assert "Any" not in shown
    assert qualified(shown) == expected, shown


def test_the_report_reader():
    assert revealed('x/user_script.py:7: note: Revealed type is "builtins.int"') == {7: "builtins.int"}
    assert revealed('x/user_script.py:7: note: Revealed type is "Any"') == {7: "Any"}
    assert qualified("int | None") == qualified("builtins.int | None") == "builtins.int | None"
    assert qualified("ndle.game.game.Game") == "ndle.game.game.Game"
