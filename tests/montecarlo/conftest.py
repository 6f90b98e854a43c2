"""Fixtures of the Monte Carlo tests: a fresh cache folder per test, a small one-board game."""

from __future__ import annotations

import pytest

from tests.players_util import small_game


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    """Give each test its own empty NDLE_CACHE_DIR (runs write matrices and numba kernels there)."""
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def small():
    """A 60-answer game on a sample of the wordle lists (matrix built in memory)."""
    return small_game(60, 150, seed=7)
