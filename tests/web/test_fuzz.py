"""Hypothesis-made requests against every POST route: any JSON body, a good body with one field changed, or any bytes
under any content type get a JSON answer (200, or a 4xx / 503 error with its message), never a 500 or a traceback.
(Malformed HTTP against a real server: tests/web/test_serve.py.)"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings, strategies as st

from tests.web.conftest import rows

SCALARS = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=40))
JSON = st.recursive(SCALARS, lambda inner: (st.lists(inner, max_size=4)
                                            | st.dictionaries(st.text(max_size=12), inner, max_size=4)),
                    max_leaves=12)
FIELDS = ("game", "boards", "mode", "words", "hard", "max_guesses", "strategy", "pool", "options", "top", "rows",
          "seed", "guesses", "turn", "preset")
GOOD = {
    "/api/assist": {"game": "dordle", "strategy": "sum", "options": {"tiebreak": "candidates"}, "top": 3,
                    "rows": rows("soare=bbygb,bybbb")},
    "/api/play": {"game": "dordle", "seed": 3, "guesses": ["soare", "clint"]},
    "/api/review": {"game": "wordle", "seed": 1, "guesses": ["soare"], "turn": 1, "strategy": "lookahead"},
}
ROUTES = st.sampled_from(sorted(GOOD))
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


CONTENT_TYPES = st.sampled_from(["application/json", "application/json; charset=latin-1", "text/plain", "",
                                 "multipart/form-data; boundary=x", "application/x-www-form-urlencoded"])


def check(client, route: str, body, raw: bytes | None = None, content_type: str = "application/json") -> None:
    content = json.dumps(body).encode() if raw is None else raw
    r = client.post(route, content=content, headers={"content-type": content_type})
    assert r.headers["content-type"] == "application/json" and "Traceback" not in r.text
    assert r.status_code in (200, 400, 415, 422, 503), (r.status_code, content, r.text)
    if r.status_code != 200:
        assert isinstance(r.json()["error"], str) and r.json()["error"]


@SETTINGS
@given(route=ROUTES, body=JSON)
def test_any_json_body(client, route, body):
    check(client, route, body)


@SETTINGS
@given(route=ROUTES, raw=st.binary(max_size=300) | JSON.map(lambda b: json.dumps(b).encode()),
       content_type=CONTENT_TYPES)
def test_any_bytes_under_any_content_type(client, route, raw, content_type):
    check(client, route, None, raw, content_type)


@SETTINGS
@given(route=ROUTES, field=st.sampled_from(FIELDS), value=JSON, drop=st.booleans())
def test_a_good_body_with_one_field_changed(client, route, field, value, drop):
    body = dict(GOOD[route])
    if drop:
        body.pop(field, None)
    else:
        body[field] = value
    check(client, route, body)


@SETTINGS
@given(route=ROUTES, field=st.sampled_from(FIELDS), value=JSON)
def test_the_older_game_object_with_one_field_changed(client, route, field, value):
    body = {k: v for k, v in GOOD[route].items() if k != "game"}
    body["game"] = {"preset": GOOD[route]["game"], field: value}
    check(client, route, body)


def test_not_quite_json_numbers(client):  # Python's json reads NaN, Infinity and 1e400 (inf): refused all the same
    for route, text in (("/api/play", '{"game": "wordle", "seed": NaN}'),
                        ("/api/play", '{"game": "wordle", "seed": 1e400}'),
                        ("/api/play", '{"game": "wordle", "seed": 1.0}'),
                        ("/api/assist", '{"game": "wordle", "strategy": "bonus", "options": {"alpha": Infinity}}')):
        r = client.post(route, content=text.encode(), headers={"content-type": "application/json"})
        assert r.status_code == 400 and "must be" in r.json()["error"]
