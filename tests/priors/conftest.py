"""Fixtures shared by the prior tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def prior_file(tmp_path):
    """Return a writer of `word weight` prior files in the test's folder (it returns the file's path)."""
    def write(weights: dict[str, float]) -> str:
        path = tmp_path / "prior.txt"
        path.write_text("".join(f"{w} {x}\n" for w, x in weights.items()), encoding="utf-8")
        return str(path)
    return write
