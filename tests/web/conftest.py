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
    with TestClient(create_app(library=library, time_limit=120.0), base_url=LOCAL) as c:
        yield c


QUORDLE = {"game": "quordle"}
LOCAL = "http://127.0.0.1:8000"  # the server answers requests naming it by a loopback name only (ndle.web.guard)


def rows(*items: str) -> list[dict]:
    """Return assist rows from GUESS=FB1,FB2,... strings (as `ndle suggest` takes them)."""
    out = []
    for item in items:
        word, _, marks = item.partition("=")
        out.append({"guess": word, "feedback": marks.split(",")})
    return out


@pytest.fixture(scope="module")
def server():
    """A real `ndle serve` for the browser tests, offering a word list beyond a-z too."""
    from tests.web.browser import GERMAN
    from tests.web.server import Served

    with Served("--time-limit", "20", "--answers-file", str(GERMAN)) as s:
        yield s


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium (see tests.web.browser for where it is found)."""
    from tests.web.browser import ARGS, CHROMIUM, sync_api

    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    page = browser.new_page(viewport={"width": 1100, "height": 800})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    page.close()
    assert errors == []
