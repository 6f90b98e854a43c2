"""The web app in-process (Starlette's TestClient), one per test module; skipped only without the web extra."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed: pip install -e '.[web]' (or '.[test]')")
pytest.importorskip("uvicorn", reason="the web extra is not installed: pip install -e '.[web]' (or '.[test]')")

from starlette.testclient import TestClient  # noqa: E402

from ndle.web import create_app  # noqa: E402
from ndle.web.games import Library  # noqa: E402


@pytest.fixture(scope="session")
def library() -> Library:
    return Library()


@pytest.fixture(scope="module")
def client(library) -> TestClient:
    with TestClient(create_app(library=library, time_limit=120.0)) as c:
        yield c


QUORDLE = {"preset": "quordle"}


def rows(*items: str) -> list[dict]:
    """Return assist rows from GUESS=FB1,FB2,... strings (as `ndle suggest` takes them)."""
    out = []
    for item in items:
        word, _, marks = item.partition("=")
        out.append({"guess": word, "feedback": marks.split(",")})
    return out
