"""Fixtures of the solver tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def tmp_cache(tmp_path_factory, monkeypatch):
    """Tiny random lists' matrices go to a temporary cache (not for worker processes: they would compile anew)."""
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "ndle-cache"))
