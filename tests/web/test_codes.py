"""Mastermind and Bulls and Cows on the web API: the options name each game's codes and feedback rule and how it is
written; assist filters the codes by the rule's own feedback; a game's rule never reads another rule's matrix."""

from __future__ import annotations

from ndle.patterns.feedback.base import rule_named


def test_the_options_name_each_games_codes_and_rule(client):
    d = client.get("/api/options").json()
    mastermind, quordle = d["games"]["mastermind"], d["games"]["quordle"]
    assert {k: mastermind[k] for k in ("boards", "max_guesses", "words", "feedback")} == {
        "boards": 1, "max_guesses": 10, "words": "mastermind", "feedback": "mastermind"}
    assert mastermind["modes"] == ["classic"] and "shows counts, no greens" in mastermind["why_one_mode"]
    assert "no meaning under mastermind feedback" in mastermind["why_no_hard"]
    assert {k: quordle[k] for k in ("boards", "max_guesses")} == {"boards": 4, "max_guesses": 9}
    assert "words" not in quordle and "feedback" not in quordle  # the defaults: Wordle's list and colours
    assert d["words"]["mastermind"] == 4 and d["words"]["bulls-cows"] == 4
    assert d["feedback"]["mastermind"]["tiles"] == "" and d["feedback"]["exact"]["tiles"] == "BYG"
    assert "2B1W" in d["feedback"]["mastermind"]["written"]


def test_assist_a_mastermind_row(client):
    rule = rule_named("mastermind")
    r = client.post("/api/assist", json={"game": "mastermind", "strategy": "sum", "top": 3,
                                         "rows": [{"guess": "1122", "feedback": ["1B1W"]}]})
    assert r.status_code == 200
    d = r.json()
    assert d["rules"]["feedback"] == "mastermind" and d["rules"]["tiles"] == "" and d["rules"]["length"] == 4
    board = d["boards"][0]
    every = [f"{a}{b}{c}{e}" for a in "123456" for b in "123456" for c in "123456" for e in "123456"]
    fits = [c for c in every if rule.reference("1122", c) == "1B1W"]
    assert board["left"] == len(fits) and set(board["candidates"]) <= set(fits)
    assert len(d["suggestions"]) == 3


def test_a_rule_on_a_word_list_reads_its_own_matrix(client):
    """A game of the Wordle list under Mastermind's rule, asked after Wordle's own: its own feedback, never
    Wordle's matrix (the server keeps one per list and rule)."""
    rule = rule_named("mastermind")
    assert client.post("/api/assist", json={"boards": 1, "strategy": "sum", "rows": []}).status_code == 200
    r = client.post("/api/assist", json={"game": "mastermind", "words": "wordle", "strategy": "sum", "top": 2,
                                         "rows": [{"guess": "crane", "feedback": ["1B2W"]}]})
    assert r.status_code == 200
    board = r.json()["boards"][0]
    assert board["left"] > 0 and all(rule.reference("crane", w) == "1B2W" for w in board["candidates"])
    assert client.post("/api/assist", json={"game": "mastermind", "words": "wordle", "strategy": "lookahead",
                                            "rows": []}).status_code in (200, 503)  # a search, not a crash


def test_every_mastermind_suggestion_under_the_default_strategy_has_its_guesses_to_finish(client):
    """After 1234 the default strategy's choice may come from outside the guesses it ranked: it is still scored."""
    for marks in ("0 0", "1 0", "2 1", "1 3"):
        d = client.post("/api/assist", json={"game": "mastermind", "rows": [{"guess": "1234", "feedback": [marks]}]})
        found = d.json()["suggestions"]
        assert d.status_code == 200 and found and found[0]["chosen"]
        assert all(isinstance(s["finish"], float) and isinstance(s["score"], float) for s in found), (marks, found)
        assert found[0]["finish"] == found[0]["score"] >= 1.0


def test_bulls_and_cows_defaults_to_a_strategy_that_answers_at_once(client):
    d = client.get("/api/options").json()["games"]
    assert d["bulls-cows"]["strategy"] == "entropy" and "minutes" in d["bulls-cows"]["why_strategy"]
    assert d["wordle"]["strategy"] == d["mastermind"]["strategy"] == "lookahead" and d["wordle"]["why_strategy"] is None
    r = client.post("/api/assist", json={"game": "bulls-cows", "strategy": "entropy",
                                         "rows": [{"guess": "1234", "feedback": ["0B1C"]}]})
    assert r.status_code == 200 and r.json()["suggestions"][0]["finish"] > 1
