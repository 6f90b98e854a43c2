"""Against a real `ndle serve` on 127.0.0.1: five visitors re-asking one costly Bulls and Cows position (the page's
default strategy at the start, not shipped) while a Wordle player plays; every answer of the Wordle player within 1 s,
and none of them "busy". Bounded in count and time: it stops by itself."""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request

import pytest

from tests.web.server import Served

COSTLY = {"game": "bulls-cows", "rows": [{"guess": "1234", "feedback": ["0B1C"]}]}  # the default strategy: lookahead
VISITORS, ASKS, SECONDS = 5, 6, 25.0  # each visitor asks at most ASKS times, all within about SECONDS


def post(url: str, path: str, body: dict, timeout: float = 60.0) -> tuple[int, dict, float]:
    """Return the status, JSON answer and seconds of one POST."""
    request = urllib.request.Request(url.rstrip("/") + path, data=json.dumps(body).encode(),
                                     headers={"content-type": "application/json"})
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as r:
            status, data = r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        status, data = e.code, json.loads(e.read())
    return status, data, time.perf_counter() - started


@pytest.fixture(scope="module")
def served():
    with Served("--time-limit", "3", "--no-warm-up") as s:
        yield s


def test_a_costly_position_asked_by_five_never_delays_a_wordle_player(served):
    url, stop = served.url, time.monotonic() + SECONDS
    statuses: list[int] = []

    def visitor() -> None:
        for _ in range(ASKS):
            if time.monotonic() > stop:
                return
            status, _, _ = post(url, "/api/assist", COSTLY)
            statuses.append(status)
            if status == 200:
                return

    assert post(url, "/api/play", {"game": "wordle", "seed": 7, "guesses": []})[0] == 200  # the game's matrix read
    crowd = [threading.Thread(target=visitor, daemon=True) for _ in range(VISITORS)]
    for t in crowd:
        t.start()
    time.sleep(1.0)  # the costly computation under way
    wordle = {"game": "wordle", "seed": 7}
    times = []
    for guesses in ([], ["salet"], ["salet", "corny"], ["salet", "corny", "dumbo"]):
        for path, body in (("/api/play", {**wordle, "guesses": guesses}),
                           ("/api/check", {"game": "wordle", "rows": [], "guess": "crane"}),
                           ("/api/assist", {"game": "wordle", "rows": []})):  # the shipped first suggestions
            status, data, seconds = post(url, path, body)
            assert status == 200, (path, status, data)
            times.append(seconds)
    for t in crowd:
        t.join(SECONDS + 60)
    print(f"the Wordle player's answers: {len(times)}, slowest {max(times):.3f} s; the visitors': {statuses}")
    assert max(times) < 1.0, times
    assert 503 in statuses and set(statuses) <= {200, 503}, statuses  # costly indeed: longer than the limit
    assert not any(t.is_alive() for t in crowd)
