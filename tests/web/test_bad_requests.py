"""Malformed, oversized, slow and concurrent requests: always a JSON answer (4xx, 503 or 500), never a traceback."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from starlette.testclient import TestClient

from ndle.web import create_app
from ndle.web.bounded import Bounded, TooSlow
from ndle.web.games import Library
from tests.web.conftest import LOCAL, QUORDLE, rows

GOOD = {**QUORDLE, "strategy": "sum", "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb")}


@pytest.mark.parametrize("body, status, words", [
    ([], 400, "JSON object"),
    ({**QUORDLE, "color": 1}, 400, "unknown field 'color'"),
    ({"rows": []}, 400, "give a game"),
    ({"game": {}}, 400, "give a game"),
    ({"game": "tetradle"}, 400, "unknown 'tetradle'"),
    ({"game": {"preset": "tetradle"}}, 400, "unknown 'tetradle'"),  # the older form, read as the newer
    ({"game": {"preset": "quordle", "mode": "sequence"}, "mode": "classic"}, 400, "mode is given twice"),
    ({"game": {"preset": "quordle", "colour": 1}}, 400, "game: unknown field 'colour'"),
    ({"game": 4}, 400, "game must be a non-empty string"),
    ({"boards": 0}, 400, "from 1 to 64"),
    ({"boards": 65}, 400, "from 1 to 64"),
    ({"boards": True}, 400, "whole number"),
    ({"game": {"boards": "4"}}, 400, "boards must be a whole number"),
    ({**QUORDLE, "hard": 1}, 400, "hard must be true or false"),
    ({**QUORDLE, "hard": True}, 422, "hard mode is for one board, not 4"),
    ({**QUORDLE, "consistent": 1}, 400, "consistent must be true or false"),
    ({"game": "fibble", "consistent": True}, 422, "consistent play has no meaning when rows lie"),
    ({**QUORDLE, "words": "klingon"}, 400, "unknown 'klingon'"),
    ({**QUORDLE, "pool": "some"}, 400, "pool: unknown 'some'"),
    ({**QUORDLE, "options": []}, 400, "options must be a JSON object"),
    ({**QUORDLE, "strategy": "sum", "options": {"alpha": 1.0}}, 400, "strategy 'sum' has no option 'alpha'"),
    ({**QUORDLE, "strategy": "lookahead", "options": {"model": "/etc/passwd"}}, 400, "has no option 'model'"),
    ({**QUORDLE, "strategy": "random", "options": {"x": 1}}, 400, "(its options: none)"),
    ({**QUORDLE, "strategy": "sum", "options": {"tiebreak": 3}}, 400, "options.tiebreak must be a non-empty"),
    ({**QUORDLE, "strategy": "lookahead", "options": {"shortlist": 2.5}}, 400, "options.shortlist must be a whole"),
    ({**QUORDLE, "strategy": "lookahead", "options": {"shortlist": 10**7}}, 400, "from -1000000 to 1000000"),
    ({**QUORDLE, "strategy": "bonus", "options": {"alpha": "x"}}, 400, "options.alpha must be a number"),
    ({**QUORDLE, "strategy": "entropy", "options": {"two_left": "yes"}}, 400, "must be true or false"),
    ({**QUORDLE, "strategy": "sum", "options": {"tiebreak": "coin"}}, 422, "unknown tiebreak 'coin'"),
    ({**QUORDLE, "strategy": "lookahead", "options": {"shortlist": 0}}, 422, "shortlist must be an integer >= 1"),
    ({**QUORDLE, "strategy": "bonus", "options": {"alpha": -1}}, 422, "alpha must be a non-negative number"),
    ({**QUORDLE, "strategy": "tree:/etc/passwd"}, 400, "unknown 'tree:/etc/passwd'"),
    ({**QUORDLE, "top": 0}, 400, "top must be"),
    ({**QUORDLE, "rows": {"guess": "soare"}}, 400, "rows must be a JSON array"),
    ({**QUORDLE, "rows": [{"guess": "soare"}]}, 400, "feedback must be a JSON array"),
    ({**QUORDLE, "rows": [{"guess": "soare", "feedback": ["bbbbb"]}]}, 400, "expected feedback for 4"),
    ({**QUORDLE, "rows": [{"guess": "x" * 40, "feedback": []}]}, 400, "at most 32 characters"),
    ({**QUORDLE, "rows": [{"guess": "soare", "feedback": ["bbbbb"] * 4}] * 81}, 400, "at most 80"),
    ({**QUORDLE, "rows": rows("soare=bbbxb,bbbbb,bbbbb,bbbbb")}, 422, "feedback"),
    ({**QUORDLE, "rows": rows("zzzzz=bbbbb,bbbbb,bbbbb,bbbbb")}, 422, "zzzzz"),
    ({**QUORDLE, "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb", "soare=bbygb,bybbb,gbbby,bbbbb")}, 422,
     "already played"),
    ({"boards": 3, "mode": "sequence"}, 422, "no published guess limit"),
])
def test_malformed_assist_requests(client, body, status, words):
    r = client.post("/api/assist", json=body)
    assert r.status_code == status and r.headers["content-type"] == "application/json"
    assert words in r.json()["error"] and "Traceback" not in r.text


@pytest.mark.parametrize("body, status, words", [
    ({**QUORDLE}, 400, "seed must be"),
    ({**QUORDLE, "seed": -1}, 400, "seed must be"),
    ({**QUORDLE, "seed": 2**64}, 400, "seed must be"),
    ({**QUORDLE, "seed": 1, "guesses": "soare"}, 400, "guesses must be a JSON array"),
    ({**QUORDLE, "seed": 1, "guesses": [5]}, 400, "guesses[0] must be"),
    ({**QUORDLE, "seed": 1, "guesses": ["qqqqq"]}, 422, "qqqqq"),
    ({**QUORDLE, "seed": 1, "guesses": ["soar"]}, 422, "soar"),
    ({**QUORDLE, "seed": 1, "guesses": ["soare", "SOARE"]}, 422, "already played"),
])
def test_malformed_play_requests(client, body, status, words):
    r = client.post("/api/play", json=body)
    assert r.status_code == status and words in r.json()["error"]


def test_review_turn_out_of_range(client):
    body = {"game": "wordle", "seed": 0, "guesses": [], "turn": 0}
    r = client.post("/api/review", json=body)
    assert r.status_code == 400 and "turn must be" in r.json()["error"]


def test_not_json_wrong_method_unknown_route(client):
    r = client.post("/api/assist", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json() == {"error": "the request body must be JSON"}
    r = client.post("/api/play", content=b"\xff\xfe", headers={"content-type": "application/json"})
    assert r.status_code == 400
    r = client.post("/api/assist", content=b'{"game": "wordle"}', headers={"content-type": "text/plain"})
    assert r.status_code == 415 and "application/json" in r.json()["error"]  # what a cross-site form would send
    assert client.get("/api/assist").status_code == 405 and "error" in client.get("/api/assist").json()
    assert client.get("/api/nothing").status_code == 404 and "error" in client.get("/api/nothing").json()


def test_oversized_requests_are_refused_before_reading_on(client):
    big = b'{"game": "quordle", "rows": [' + b" " * 70_000 + b"]}"
    r = client.post("/api/assist", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413 and "larger than 65,536 bytes" in r.json()["error"]

    def chunks():  # no content-length: the size is counted as the body arrives
        for _ in range(100):
            yield b" " * 1000

    r = client.post("/api/assist", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413


def test_concurrent_sessions_do_not_mix(client):
    def game(seed):
        body = {**QUORDLE, "seed": seed, "guesses": ["soare", "clint", "dumpy"]}
        return client.post("/api/play", json=body).json()

    def assist(i):
        marks = ["bbbbb", "bbbbb", "bbbbb", "bbbbb"]
        marks[i % 4] = "bbybb"
        return client.post("/api/assist", json={**QUORDLE, "strategy": "sum",
                                                "rows": [{"guess": "soare", "feedback": marks}]}).json()

    alone = [game(s) for s in range(12)] + [assist(i) for i in range(4)]
    with ThreadPoolExecutor(8) as pool:
        together = list(pool.map(game, range(12))) + list(pool.map(assist, range(4)))
    assert together == alone
    assert len({str(g["rows"]) for g in alone[:12]}) == 12  # twelve different hidden games


class SlowLibrary(Library):
    """A library whose games are made only once the test lets them go."""

    def __init__(self):
        super().__init__()
        self.release = threading.Event()

    def game(self, spec):
        assert self.release.wait(60)
        return super().game(spec)


class BrokenLibrary(Library):
    def game(self, spec):
        raise RuntimeError("a bug")


def test_a_slow_request_is_bounded():
    """The answer comes while the work is still held: the request is bounded by the limit, not by the work."""
    library = SlowLibrary()
    with TestClient(create_app(library=library, time_limit=0.2), base_url=LOCAL) as c:
        try:
            r = c.post("/api/assist", json=GOOD)
            assert not library.release.is_set()
            assert r.status_code == 503 and r.json()["retry"] is True and "0.2 s" in r.json()["error"]
        finally:
            library.release.set()


def test_a_bug_is_a_json_500_without_a_traceback():
    with TestClient(create_app(library=BrokenLibrary()), raise_server_exceptions=False, base_url=LOCAL) as c:
        r = c.post("/api/assist", json=GOOD)
    assert r.status_code == 500 and r.json() == {"error": "internal error (see the server's log)"}


def test_bounded_work_slots_and_errors():
    """The slow work holds until the test lets it go, so no step depends on how busy the machine is."""
    release = threading.Event()

    async def main():
        b = Bounded(0.3, slots=1)
        assert await b.run(lambda: 42) == 42
        with pytest.raises(ZeroDivisionError):
            await b.run(lambda: 1 / 0)
        with pytest.raises(TooSlow, match="more than 0.3 s"):
            await b.run(lambda: release.wait(60), kind="slow")
        assert await b.run(lambda: 1) == 1  # past its limit, the slow one leaves its slot to quick answers
        assert b.running() == (0, 1)
        with pytest.raises(TooSlow, match="busy with 1 long computation"):  # its kind waits for it to end
            await b.run(lambda: 1, kind="slow")
        release.set()
        for _ in range(6000):  # until it has ended (at most a minute)
            if b.running() == (0, 0):
                break
            await asyncio.sleep(0.01)
        assert b.running() == (0, 0)
        assert await b.run(lambda: 7, kind="slow") == 7  # and is started again once it has

    asyncio.run(main())


ROUTES = ("/api/assist", "/api/play", "/api/review", "/api/check", "/api/skill-review")
HOSTILE = {  # body: (status, words of the error)
    b"[" * 60_000: (400, "must be JSON"),  # never closed
    b"[" * 30_000 + b"]" * 30_000: (400, "must be JSON"),  # closed: deeper than Python's parser recurses
    b'{"a": ' * 8_000 + b"1" + b"}" * 8_000: (400, "must be JSON"),
    b"[" * 40 + b"]" * 40: (400, "nested deeper than 32 levels"),  # parsed, then refused before any check walks it
    b'{"game": "wordle", "rows": ' + b"[" * 33 + b"]" * 33 + b"}": (400, "nested deeper than 32 levels"),
    b"[" + b"1," * 40_000 + b"1]": (413, "larger than 65,536 bytes"),
    b'"' + b"x" * 70_000 + b'"': (413, "larger than 65,536 bytes"),
    b"NaN": (400, "JSON object"),
}


@pytest.mark.parametrize("route", ROUTES)
@pytest.mark.parametrize("body", list(HOSTILE), ids=lambda b: f"{b[:12]!r}x{len(b)}")
def test_deep_or_oversized_bodies_are_a_4xx_on_every_route(client, caplog, route, body):
    """60,000 nested lists were a 500 with a traceback in the server's log: every route now answers a deep or
    oversized body with a JSON 4xx and logs nothing."""
    status, words = HOSTILE[body]
    with caplog.at_level("DEBUG"):
        r = client.post(route, content=body, headers={"content-type": "application/json"})
    assert r.status_code == status and words in r.json()["error"], (r.status_code, r.text[:200])
    assert not [rec for rec in caplog.records if rec.levelno >= 30 or rec.exc_info], caplog.text[:500]


@pytest.mark.parametrize("route", ROUTES)
def test_bodies_as_deep_as_allowed_are_still_read(client, route):
    """The bound refuses only what is past it: 32 levels reach the request's own checks (a 400 of the schema)."""
    r = client.post(route, content=b"[" * 32 + b"]" * 32, headers={"content-type": "application/json"})
    assert r.status_code == 400 and "nested" not in r.json()["error"] and "must be JSON" not in r.json()["error"]


def test_every_post_route_is_walked():
    from starlette.routing import Route

    posts = {r.path for r in create_app().routes if isinstance(r, Route) and "POST" in (r.methods or ())}
    assert posts == set(ROUTES)


def test_bounded_work_asked_again_is_computed_once():
    """Five askers of one key while it runs, and asking again past the limit: one computation (the work holds until
    the test lets it go, so no step depends on how busy the machine is)."""
    calls = []
    release = threading.Event()

    def slow():
        calls.append(1)
        assert release.wait(60)
        return len(calls)

    async def main():
        b = Bounded(0.3, slots=2)
        first = await asyncio.gather(*[b.run(slow, key="same") for _ in range(5)], return_exceptions=True)
        assert all(isinstance(e, TooSlow) for e in first) and b.running() == (0, 1)
        assert await b.run(lambda: "quick") == "quick"  # another player's answer meanwhile
        b.limit = 60.0  # the last asker waits as long as it takes
        asyncio.get_running_loop().call_later(0.05, release.set)  # let the work end once the asker has joined it
        assert await b.run(slow, key="same") == 1  # joins the one running
        assert b.running() == (0, 0)

    asyncio.run(main())
    assert len(calls) == 1
