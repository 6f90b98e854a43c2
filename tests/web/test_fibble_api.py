"""Fibble on the web API: offered with its lies, played with lies drawn from the seed, assisted with rows as shown."""

from __future__ import annotations

from ndle.game import Game
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.codes import feedback
from tests.web.conftest import rows

FIBBLE = {"game": "fibble"}


def test_options_offer_fibble_and_its_lies(client):
    d = client.get("/api/options").json()
    fibble = d["games"]["fibble"]
    assert {k: fibble[k] for k in ("boards", "max_guesses", "lies")} == {"boards": 1, "max_guesses": 9, "lies": 1}
    assert fibble["modes"] == ["classic"] and "rows that lie" in fibble["why_one_mode"] and d["max_lies"] == 5
    assert "words" not in fibble and "feedback" not in fibble


def test_a_played_fibble_game_shows_rows_that_lie_the_same_for_a_seed(client):
    game = Game.create(game="fibble")
    answer = game.words.answers[draw_answers(game_rng(7, 0), 2315, 1, replacement=False)[0]]
    guesses = ["soare", "clint", "dumpy"]
    d = client.post("/api/play", json={**FIBBLE, "seed": 7, "guesses": guesses}).json()
    assert d["rules"]["lies"] == 1 and "1 lie a row" in d["rules"]["describe"]
    for row in d["rows"]:
        true = feedback(row["guess"], answer)
        assert sum(a != b for a, b in zip(row["feedback"][0], true)) == 1  # exactly one tile lies
    assert client.post("/api/play", json={**FIBBLE, "seed": 7, "guesses": guesses}).json() == d
    d = client.post("/api/play", json={**FIBBLE, "seed": 7, "guesses": [*guesses, answer]}).json()
    assert d["over"] and d["won"] and d["rows"][-1]["feedback"] == ["GGGGG"]  # the winning row is honest


def test_assist_reads_lying_rows_and_refuses_one_nothing_explains(client):
    d = client.post("/api/assist", json={**FIBBLE, "strategy": "sum", "rows": rows("crane=GGGGY")}).json()
    assert d["boards"][0]["candidates"] == ["crank"]  # GGGGB with its last tile lying: no other answer
    r = client.post("/api/assist", json={**FIBBLE, "rows": rows("soare=GGGGG")})
    assert r.status_code == 422 and "explains" in r.json()["error"]
    d = client.post("/api/check", json={**FIBBLE, "rows": [], "guess": "crane", "feedback": ["GGGGY"]}).json()
    assert d["ok"] and d["problems"] == []  # an honest row never shows GGGGY: a lying one may
    d = client.post("/api/check", json={**FIBBLE, "rows": [], "guess": "soare", "feedback": ["GGGGG"]}).json()
    assert not d["ok"] and "explains" in d["problems"][0]["error"]
