"""Shared fixtures: the real games (built once per session) and small random word lists."""

from __future__ import annotations

import pytest

from ndle.game import Game


@pytest.fixture(scope="session")
def wordle() -> Game:
    return Game.create(1, "wordle")


@pytest.fixture(scope="session")
def nyt() -> Game:
    return Game.create(1, "nyt")
