"""Xordle through the JSON API: offered in the game list, assisted from one merged row a guess, played seeded."""

from __future__ import annotations

from ndle.game import Game
from ndle.montecarlo.spec import draw_answers, game_rng
from tests.web.conftest import rows

XORDLE = {"game": "xordle"}


def test_xordle_is_offered(client):
    d = client.get("/api/options").json()
    xordle = d["games"]["xordle"]
    assert {k: xordle[k] for k in ("boards", "max_guesses")} == {"boards": 2, "max_guesses": 9}
    assert "xordle" in d["modes"]
    assert xordle["modes"] == ["xordle"] and xordle["why_one_mode"].startswith("xordle plays its own rule")
    assert d["games"]["fibble"]["modes"] == ["classic"] and "lie" in d["games"]["fibble"]["why_no_hard"]


def test_assist_reads_the_merged_row(client):
    d = client.post("/api/assist", json={**XORDLE, "strategy": "sum",
                                         "rows": rows("moose=BBBGG,BBBGG", "guilt=GBGYG,GBGYG")}).json()
    assert d["turn"] == 2 and [b["left"] for b in d["boards"]] == [12, 9] and d["suggestions"][0]["guess"] == "brand"
    r = client.post("/api/assist", json={**XORDLE, "rows": rows("moose=BBBBB,BBBBB", "those=GGGGG,GGGGG")})
    assert r.status_code == 422 and "no pair" in r.json()["error"]


def test_a_played_game_draws_a_valid_pair(client):
    game = Game.create(game="xordle")
    first, second = draw_answers(game_rng(5, 0), 2315, 2, False, None, game.words)
    answers = [game.words.answers[first], game.words.answers[second]]
    assert not set(answers[0]) & set(answers[1])
    d = client.post("/api/play", json={**XORDLE, "seed": 5, "guesses": answers}).json()
    assert d["over"] and d["won"] and d["answers"] == answers and len(d["rows"]) == 3 and d["rows"][0]["prefilled"]
    assert [row["feedback"] for row in d["rows"][1:]] == [["GGGGG", "GGGGG"], [None, "GGGGG"]]


def test_check_takes_a_true_merged_row(client):
    """The clue surer BBYYB, then diact BGGYG: true for the answers crane and pilot, so not refused."""
    clue = {**XORDLE, "rows": rows("surer=BBYYB,BBYYB"), "guess": "diact"}
    d = client.post("/api/check", json={**clue, "feedback": ["BGGYG", "BGGYG"]}).json()
    assert d == {"ok": True, "complete": True, "problems": []}
    d = client.post("/api/check", json={**clue, "feedback": ["GGGGG", "GGGGG"]}).json()
    assert not d["ok"] and d["problems"][0]["board"] is None and d["problems"][0]["row"] == 1


def test_check_takes_every_row_of_played_games(client):
    """The rows of seeded games (as the game itself colours them) are each taken, in their turn, by /api/check."""
    for seed in range(12):  # 12 pairs, 4 rows each after the clue
        guesses = ["crane", "pilot", "moist", "dumpy"]
        played = client.post("/api/play", json={**XORDLE, "seed": seed, "guesses": guesses})
        entered = []
        for row in played.json()["rows"]:
            marks = [m if m is not None else "-" for m in row["feedback"]]
            if entered:
                d = client.post("/api/check", json={**XORDLE, "rows": entered, "guess": row["guess"],
                                                    "feedback": marks}).json()
                assert d["ok"] and d["complete"], (seed, row, d)
            entered.append({"guess": row["guess"], "feedback": marks})
