"""Shared by the browser tests: headless Chromium through Playwright against a real `ndle serve`, skipped with the
reason only where Playwright or a Chromium cannot be found; screenshots into $NDLE_WEB_SCREENSHOTS if set."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed "
                                                             "(pip install -e '.[test]')")
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
CHROMIUM = os.environ.get("NDLE_CHROMIUM") or next(filter(None, map(shutil.which, BROWSERS)), None)
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium found (Debian: apt-get install chromium; "
                                                         "or set NDLE_CHROMIUM to a Chromium executable)")


GERMAN = Path(__file__).resolve().parent / "data" / "deutsch.txt"  # a list of our own, beyond a-z


def shot(page, name: str, tmp_path: Path) -> Path:
    folder = Path(os.environ.get("NDLE_WEB_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
    return path


def settle(page, timeout: float = 120_000) -> None:
    page.wait_for_function("document.body.dataset.busy === '0'", timeout=timeout)
