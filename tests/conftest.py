"""Shared fixtures: the real games (built once per session) and small random word lists.

The suite never writes to the user's own folders: before ndle is imported, the
cache folder (pattern matrices, numba's kernels) becomes the checkout's
`.cache-ndle/` unless NDLE_CACHE_DIR names one (CI names a fresh one), and
crash logs go below it too. xdist workers and the commands tests run inherit
the environment, and a worker that imports this file first picks the same
folder.
"""

from __future__ import annotations

import os
from pathlib import Path

TEST_CACHE = Path(__file__).resolve().parents[1] / ".cache-ndle"  # kept out of git by .gitignore
os.environ.setdefault("NDLE_CACHE_DIR", str(TEST_CACHE))
os.environ["XDG_STATE_HOME"] = str(Path(os.environ["NDLE_CACHE_DIR"]) / "state")  # crash logs (ndle.commands._crash)

import pytest  # noqa: E402  (after the environment is set: nothing below may see the user's folders)
from hypothesis import settings  # noqa: E402

from ndle.game import Game  # noqa: E402

# No time limit per example: speed lives in benchmarks/, and a loaded CI machine must not fail a correct test.
settings.register_profile("ndle", deadline=None)
settings.load_profile("ndle")


@pytest.fixture(scope="session")
def wordle() -> Game:
    return Game.create("wordle")


@pytest.fixture(scope="session")
def nyt() -> Game:
    return Game.create("nyt")


@pytest.fixture
def tmp_cache(tmp_path_factory, monkeypatch):
    """Tiny random lists' matrices go to a temporary cache (not for worker processes: they would compile anew)."""
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "ndle-cache"))
