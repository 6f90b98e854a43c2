"""POST /api/check: a row checked before it enters the game (status 200 either way), and the suggestions' figures in
a player's words (chance to solve a board, expected guesses to finish) and the official total."""

from __future__ import annotations

import numpy as np
import pytest

from ndle.game import Game, State
from ndle.patterns.codes import feedback
from tests.web.conftest import QUORDLE, rows

SOARE = "soare=bbygb,bybbb,gbbby,bbbbb"


def test_a_good_row_and_a_pending_one(client):
    d = client.post("/api/check", json={**QUORDLE, "rows": rows(SOARE), "guess": "clint",
                                        "feedback": ["?", "bbbbb", "?", "?"]})
    assert d.status_code == 200 and d.json() == {"ok": True, "complete": False, "problems": []}


def test_a_non_word_and_a_repeated_word_are_named(client):
    d = client.post("/api/check", json={**QUORDLE, "rows": rows(SOARE), "guess": "qzxvw"}).json()
    assert not d["ok"] and d["problems"] == [{"row": 1, "board": None,
                                              "error": "'qzxvw' is not an allowed guess in the wordle list"}]
    d = client.post("/api/check", json={**QUORDLE, "rows": rows(SOARE), "guess": "soare"}).json()
    assert d["problems"][0]["error"] == "'soare' was already played"


def test_every_board_no_answer_fits_is_named(client):
    d = client.post("/api/check", json={**QUORDLE, "rows": rows(SOARE), "guess": "knock",
                                        "feedback": ["ggggb", "ggggb", "?", "bbbbb"]}).json()
    assert not d["ok"] and [p["board"] for p in d["problems"]] == [1, 2]
    assert d["problems"][0]["error"] == "board 1: no answer in the list gives GGGGB for 'knock'"


def test_an_entered_row_that_fits_nothing_is_found(client):
    d = client.post("/api/check", json={**QUORDLE, "rows": rows(SOARE, "knock=ggggb,bbbbb,bbbbb,bbbbb")}).json()
    assert not d["ok"] and {p["row"] for p in d["problems"]} == {1}  # the row, each board of it that fits nothing
    assert d["problems"][0] == {"row": 1, "board": 1, "error": "board 1: no answer in the list gives GGGGB for 'knock'"}


@pytest.mark.parametrize("body", [{**QUORDLE, "guess": 5}, {**QUORDLE, "feedback": ["bbbbb"] * 4},
                                  {**QUORDLE, "guess": "soare", "feedback": "bbbbb"},
                                  {**QUORDLE, "guess": "soare", "feedback": ["bbbbb"]}, [1]])
def test_a_malformed_check_is_refused(client, body):
    assert client.post("/api/check", json=body).status_code == 400


def test_suggestions_in_a_players_words(client):
    game = Game.create(game="quordle")
    state = State.from_feedback(game, [("soare", ["bbygb", "bybbb", "gbbby", "bbbbb"])])
    d = client.post("/api/assist", json={**QUORDLE, "strategy": "sum", "rows": rows(SOARE)}).json()
    for s in d["suggestions"]:
        a = game.words.answer_index.get(s["guess"])
        chance = sum(1 / len(b.candidates) for b in state.unsolved if a is not None and a in b.candidates)
        assert s["solve_chance"] == pytest.approx(chance)
        assert 1 < s["finish"] < 9  # the guesses to finish Quordle after one, this one included
    assert any(s["solve_chance"] > 0 for s in d["suggestions"]) or not any(s["candidate"] for s in d["suggestions"])


def test_one_board_lookahead_speaks_in_guesses(client):
    answer = "cigar"
    played = ["soare", "clint"]
    d = client.post("/api/assist", json={"game": "wordle", "rows": [{"guess": w, "feedback": [feedback(w, answer)]}
                                                                    for w in played]}).json()
    best = d["suggestions"][0]
    assert best["finish"] == best["score"] and 1 <= best["finish"] < 3
    assert best["solve_chance"] == pytest.approx(1 / d["boards"][0]["left"]) or not best["candidate"]


def test_the_official_total_at_the_end(client):
    d = client.post("/api/assist", json={"boards": 2, "rows": rows("flame=GGGGG,BBGBG", "snake=-,GGGGG")}).json()
    assert d["done"] and d["total"] == 3 and d["note"] == "all 2 boards solved in 2 guesses"
    d = client.post("/api/assist", json={"game": "wordle", "rows": rows("flame=GGGGG")}).json()
    assert d["total"] == 1 and d["note"] == "solved in 1 guess"
    assert np.isfinite(d["boards"][0]["solved_at"])


def test_consistent_play_names_a_guess_no_longer_possible(client):
    """With consistent play a word that no board's answers left contain is named, in the host's words (the first
    guess too: SOARE is no answer); one that could still be an answer passes."""
    d = client.post("/api/check", json={**QUORDLE, "consistent": True, "rows": [], "guess": "soare"}).json()
    assert not d["ok"] and d["problems"][0]["error"].endswith("soare is not a possible answer")  # no row yet
    body = {**QUORDLE, "consistent": True, "rows": rows("crane=bbbbb,bbbbb,bbbbb,bbbbb")}
    d = client.post("/api/check", json={**body, "guess": "clint"}).json()
    assert not d["ok"] and d["problems"][0]["error"].endswith("clint is not a possible answer any more")
    game = Game.create("quordle", consistent=True)
    state = State.from_feedback(game, [("crane", ["bbbbb"] * 4)])
    possible = game.words.answers[int(state.boards[3].candidates[0])]
    assert client.post("/api/check", json={**body, "guess": possible}).json()["ok"]
