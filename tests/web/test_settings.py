"""The game's settings in the API: hard mode, the strategy's pool and options, other word lists and alphabets,
and the older request form (`"game": {"preset": ...}`)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from starlette.testclient import TestClient

from ndle.errors import WordListError
from ndle.game import Game, State
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.codes import feedback
from ndle.playing import top_guesses
from ndle.strategies import make_strategy
from ndle.strategies.base import registered
from ndle.strategies.options import declared
from ndle.strategies.pools import game_allows
from ndle.web import create_app
from ndle.web.games import Library
from ndle.words import load_words
from tests.web.conftest import LOCAL, QUORDLE, rows

GERMAN = Path(__file__).resolve().parent / "data" / "deutsch.txt"


def ranked(game: Game, history, name: str, top: int = 5, **options) -> list[tuple]:
    state = State.from_feedback(game, history)
    found = top_guesses(state, make_strategy(name, game, **options), top, rng=np.random.default_rng(0))
    return [(r.word, r.score, r.chosen) for r in found]


def suggested(d: dict) -> list[tuple]:
    return [(s["guess"], s["score"], s["chosen"]) for s in d["suggestions"]]


def test_options_are_the_registrys_own_declarations(client):
    d = client.get("/api/options").json()
    for name, offered in d["strategies"].items():
        params = {o.name: o for o in declared(registered()[name])}
        for option, default in offered["options"].items():
            assert params[option].default == default and type(params[option].default) is type(default)
        assert offered["summary"] == registered()[name].summary
    assert d["strategies"]["sum"]["options"] == {"tiebreak": "alphabetical", "objective": "last"}
    assert d["strategies"]["bonus"]["options"]["alpha"] == 300.0
    assert "model" not in d["strategies"]["lookahead"]["options"]  # a file on the server: never from a request
    assert "pool" not in d["strategies"]["sum"]["options"] and d["pools"] == ["all", "candidates", "hard"]
    assert d["reviewers"] == ["lookahead", "lookahead_worst"] and "tree" not in d["strategies"]  # both value any guess
    assert d["words"]["doddle4"] == 4 and d["words"]["doddle6"] == 6 and d["words"]["nyt2023"] == 5


@pytest.mark.parametrize("name, options, pool, differs", [
    ("sum", {"tiebreak": "candidates", "objective": "total"}, "candidates", True),
    ("bonus", {"alpha": 0.0}, "candidates", True),
    ("entropy", {"two_left": False}, "hard", False),
    ("lookahead", {"shortlist": 8}, "all", False),
])
def test_assist_with_a_strategys_options_and_pool(client, name, options, pool, differs):
    game = Game.create(game="quordle")
    history = [("soare", ["bbygb", "bybbb", "gbbby", "bbbbb"])]
    d = client.post("/api/assist", json={**QUORDLE, "strategy": name, "options": options, "pool": pool,
                                         "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb")}).json()
    assert suggested(d) == ranked(game, history, name, pool=pool, **options)
    if differs:  # these settings matter here: the defaults rank otherwise
        assert suggested(d) != ranked(game, history, name)


def test_hard_mode_assist_suggests_only_what_hard_mode_allows(client):
    game = Game.create(game="wordle", hard=True)
    history = [("soare", ["bbygb"])]
    d = client.post("/api/assist", json={"game": "wordle", "hard": True, "strategy": "sum", "top": 10,
                                         "rows": rows("soare=bbygb")}).json()
    assert d["rules"]["hard"] and d["rules"]["describe"].endswith("hard mode")
    allowed = game_allows(State.from_feedback(game, history))
    assert all(allowed[game.words.guess_id(s["guess"])] for s in d["suggestions"])
    assert suggested(d) == ranked(game, history, "sum", top=10)
    free = client.post("/api/assist", json={"game": "wordle", "strategy": "sum", "top": 10,
                                            "rows": rows("soare=bbygb")}).json()
    assert not all(allowed[game.words.guess_id(s["guess"])] for s in free["suggestions"])  # it does restrict


def test_hard_mode_play_refuses_a_guess_that_ignores_a_hint(client):
    game = Game.create(game="wordle", hard=True)
    answer = game.words.answers[draw_answers(game_rng(7, 0), len(game.words.answers), 1, replacement=False)[0]]
    body = {"game": "wordle", "hard": True, "seed": 7}
    d = client.post("/api/play", json={**body, "guesses": ["soare"]}).json()
    marks = d["rows"][0]["feedback"][0]
    assert marks == feedback("soare", answer) and ("G" in marks or "Y" in marks)
    state = State.from_feedback(game, [("soare", [marks])])
    banned = next(w for w in game.words.guesses if not game_allows(state)[game.words.guess_id(w)])
    r = client.post("/api/play", json={**body, "guesses": ["soare", banned]})
    assert r.status_code == 422 and r.json()["error"].startswith(f"{banned} breaks hard mode: ")
    assert "SOARE)" in r.json()["error"]  # the hint it misses, named
    ok = client.post("/api/play", json={"game": "wordle", "seed": 7, "guesses": ["soare", banned]})
    assert ok.status_code == 200  # the same guess outside hard mode


@pytest.mark.parametrize("words, length", [("doddle4", 4), ("doddle6", 6), ("nyt2023", 5)])
def test_other_word_lists_play_and_assist(client, words, length):
    game = Game.create(game="dordle", words=words)
    answers = [game.words.answers[a] for a in draw_answers(game_rng(5, 0), len(game.words.answers), 2,
                                                           replacement=False)]
    guess = game.words.answers[0]
    d = client.post("/api/play", json={"game": "dordle", "words": words, "seed": 5, "guesses": [guess]}).json()
    assert d["rules"]["length"] == length and d["rules"]["words"] == words
    assert d["rows"][0]["feedback"] == [feedback(guess, a) for a in answers]
    history = [(guess, [feedback(guess, a) for a in answers])]
    d = client.post("/api/assist", json={"game": "dordle", "words": words, "strategy": "sum",
                                         "rows": [{"guess": guess, "feedback": history[0][1]}]}).json()
    assert suggested(d) == ranked(game, history, "sum") and all(len(s["guess"]) == length for s in d["suggestions"])
    r = client.post("/api/play", json={"game": "dordle", "words": words, "seed": 5, "guesses": ["x" * (length + 1)]})
    assert r.status_code == 422


def test_a_served_word_list_of_another_alphabet():
    words = load_words(None, GERMAN)
    with TestClient(create_app(library=Library(files={"deutsch": (str(GERMAN), None)})), base_url=LOCAL) as c:
        assert c.get("/api/options").json()["words"]["deutsch"] == 5
        d = c.post("/api/play", json={"boards": 1, "words": "deutsch", "seed": 1, "guesses": ["größe"]}).json()
        answer = words.answers[draw_answers(game_rng(1, 0), len(words.answers), 1, replacement=False)[0]]
        assert d["rows"][0]["feedback"] == [feedback("größe", answer)]
        assert set("äöüß") <= set(d["rules"]["alphabet"]) and d["rules"]["length"] == 5
        d = c.post("/api/assist", json={"boards": 2, "words": "deutsch", "strategy": "sum",
                                        "rows": rows("größe=BBYBG,BBBBY")}).json()
        assert d["boards"][0]["candidates"] == ["höhle", "köche", "söhne", "wölfe"]  # an ö, not second; e last
        assert d["boards"][1]["candidates"] == ["apfel", "läden", "nähen"]  # an e, not last; no g, r, ö or ß
        assert d["suggestions"][0]["chosen"]


def test_a_served_word_list_is_checked_before_serving(tmp_path):
    bad = tmp_path / "mixed.txt"
    bad.write_text("apfel\nbaum\n", encoding="utf-8")
    with pytest.raises(WordListError, match="mixed.txt:2"):
        Library(files={"mixed": (str(bad), None)})
    with pytest.raises(WordListError, match="named 'wordle'"):
        Library(files={"wordle": (str(GERMAN), None)})


def test_the_older_request_form_is_still_read(client):
    old = client.post("/api/assist", json={"game": {"preset": "quordle", "mode": "classic"}, "strategy": "sum",
                                           "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb")}).json()
    new = client.post("/api/assist", json={"game": "quordle", "mode": "classic", "strategy": "sum",
                                           "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb")}).json()
    assert old == new and new["rules"]["game"] == "quordle"
    old = client.post("/api/play", json={"game": {"n_boards": 2}, "seed": 3, "guesses": ["soare"]}).json()
    assert old == client.post("/api/play", json={"boards": 2, "seed": 3, "guesses": ["soare"]}).json()


def test_review_against_the_strongest_with_its_options(client):
    game = Game.create(game="wordle")
    answer = game.words.answers[draw_answers(game_rng(7, 0), len(game.words.answers), 1, replacement=False)[0]]
    body = {"game": "wordle", "seed": 7, "guesses": ["salet", answer], "turn": 2}
    d = client.post("/api/review", json={**body, "strategy": "lookahead", "options": {"shortlist": 4}}).json()
    assert d["strategy"] == "lookahead" and d["guess"] == answer and d["best_score"] <= d["score"]
    r = client.post("/api/review", json={**body, "strategy": "sum"})
    assert r.status_code == 400 and "choose one of lookahead" in r.json()["error"]
