"""Shared fixtures: the real games (built once per session) and small random word lists."""

from __future__ import annotations

import pytest
from hypothesis import settings

from ndle.game import Game

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
