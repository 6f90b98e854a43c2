"""Kilordle assisted (`ndle.web.kilordle`): the words played and a few reported boards in, cover_adaptive's plan out;
with every unsolved board reported its choice is the strategy's own; forged bodies are a 4xx."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from ndle.measures.cover import open_pairs
from ndle.strategies import make_strategy
from ndle.web import kilordle
from ndle.web.advice import hidden_answers
from ndle.web.schema import GameSpec

KILORDLE = {"game": "kilordle"}
PLAYED = ["braxy", "mixte", "abler", "flyby", "ytost", "aggry", "luvvy", "squab", "djinn", "updry", "skegg", "rojak"]


@pytest.fixture(scope="module")
def kilo(library):
    """Kilordle's game and the hidden answers of seed 3 (as the Play tab draws them)."""
    game = library.game(GameSpec(game="kilordle"))
    return game, hidden_answers(game, 3)[0]


def feedback(game, guess: str, answer: int) -> str:
    """Return the colours `guess` shows on a board whose answer is `answer`."""
    return game.feedback_rule.show(int(game.matrix[game.words.guess_id(guess)][answer]), game.words.length)


def reported_rows(game, guesses, answers) -> list[dict]:
    """Return the rows of a game with these boards reported: each board's colours, ``-`` once its places have all
    been green (the real game drops it then)."""
    out, full, greens = [], (1 << game.words.length) - 1, [0] * len(answers)
    for g in guesses:
        marks = []
        for b, a in enumerate(answers):
            if greens[b] == full:
                marks.append("-")
                continue
            f = feedback(game, g, a)
            greens[b] |= sum(1 << i for i, c in enumerate(f) if c == "G")
            marks.append(f)
        out.append({"guess": g, "feedback": marks})
    return out


def test_the_first_suggestion_is_the_static_covers_opener(client):
    r = client.post("/api/assist", json=KILORDLE)
    assert r.status_code == 200, r.text
    d = r.json()
    assert d["suggestions"][0] == {"guess": "braxy", "chosen": True, "greens": d["suggestions"][0]["greens"],
                                   "candidate": False}
    assert d["plan"] == 30 and d["open_answers"] == 2315 and d["unknown"] == 1000.0 and d["estimated"]
    assert d["boards"] == [] and d["finish"] == [] and not d["done"] and d["rules"]["boards"] == 1000


def test_reported_boards_are_tracked_with_their_candidates(client, kilo):
    game, answers = kilo
    picked = [answers[5], answers[17]]
    body = {**KILORDLE, "rows": reported_rows(game, PLAYED, picked)}
    d = client.post("/api/assist", json=body).json()
    assert [b["board"] for b in d["boards"]] == [1, 2] and d["reported"] == 2 and d["turn"] == len(PLAYED)
    words = game.words
    for info, a in zip(d["boards"], picked):
        if info["solved_at"] is None:  # the answer among its candidates, and its finish surely solves it
            assert words.answers[a] in info["candidates"] and info["left"] == len(info["candidates"])
            greens = {i for row in body["rows"] for i, c in enumerate(row["feedback"][info["board"] - 1]) if c == "G"}
            assert info["finish"] is not None
            shown = greens | {i for w in info["finish"] for i, c in enumerate(w) if c == words.answers[a][i]}
            assert shown == set(range(5))
    assert len(json.dumps(body)) < 4_000  # twelve guesses and two boards: a small request


@pytest.mark.parametrize("boards, turns", [((1, 2, 3), 10), ((7,), 6), ((0, 50, 99, 400), 8), ((11, 12), 11)])
def test_with_every_unsolved_board_reported_the_choice_is_cover_adaptives(client, library, kilo, boards, turns):
    game, answers = kilo
    picked = [answers[b] for b in boards]
    rows = reported_rows(game, PLAYED[:turns], picked)
    small = library.game(GameSpec(boards=len(boards), mode="greens", max_guesses=1000))
    state = small.start()
    for row in rows:
        state = state.apply(small.words.guess_id(row["guess"]), state.codes(row["feedback"]))
    assert state.active  # some board is left to finish
    d = client.post("/api/assist", json={**KILORDLE, "rows": rows, "left": len(state.active)}).json()
    assert d["unknown"] == 0 and not d["estimated"]
    choice = make_strategy("cover_adaptive", small).choose(state)
    assert d["suggestions"][0]["guess"] == small.words.guesses[choice]
    assert d["finish"] is None or d["finish"][0] == d["suggestions"][0]["guess"]  # the plan is their finish
    answers_left = {small.words.answers[a] for b in state.unsolved for a in b.candidates}
    assert all(s["candidate"] == (s["guess"] in answers_left) for s in d["suggestions"])
    d = client.post("/api/assist", json={**KILORDLE, "rows": rows}).json()  # the others unknown: a plan for all
    assert d["unknown"] > 900 and d["estimated"] and d["plan"] > len(d["finish"])


def test_a_full_game_stays_far_within_the_body_limit(client, kilo):
    """Forty guesses with 32 boards reported from the first guess: well under 64 KiB."""
    game, answers = kilo
    played = [*PLAYED, "cwtch", "tsked", "qorma", "whomp", "usque", "kvell", "schwa", "vendu", "pzazz", "jacks",
              "howff", "affix", "gyppo", "nduja", "zymic", "oxbow", "enzym", "imshi", "crane", "slate", "pious",
              "nymph", "ghoul", "fjord", "waltz", "vixen", "proxy", "quack"]
    body = {**KILORDLE, "rows": reported_rows(game, played[:40], list(answers[:32]))}
    size = len(json.dumps(body))
    assert size < 20_000, size
    r = client.post("/api/assist", json=body)
    assert r.status_code == 200, r.text
    d = r.json()
    assert d["turn"] == 40 and len(d["boards"]) == 32 and sum(b["solved_at"] is not None for b in d["boards"]) > 20


@pytest.mark.parametrize("body, status, words", [
    ({**KILORDLE, "strategy": "lookahead"}, 400, "choose one of cover_adaptive"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": ["bbbbb"]}, {"guess": "mixte", "feedback": []}]}, 400,
     "expected 1 reported boards"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": ["bbbbb"] * 33}]}, 400, "at most 32 items"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": "bbbbb"}]}, 400, "feedback must be a JSON array"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": [5]}]}, 400, "feedback[0] must be a non-empty string"),
    ({**KILORDLE, "rows": [{"guess": "braxy"}] * 1011}, 400, "at most 1010 items"),
    ({**KILORDLE, "left": 1001}, 400, "left must be a whole number from 0 to 1000"),
    ({**KILORDLE, "left": "3"}, 400, "left must be a whole number"),
    ({**KILORDLE, "boards": 1000}, 400, "from 1 to 64"),
    ({**KILORDLE, "hint": 1}, 400, "unknown field 'hint'"),
    ({**KILORDLE, "rows": [{"guess": "qqqqq", "feedback": []}]}, 422, "qqqqq"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": []}, {"guess": "BRAXY", "feedback": []}]}, 422,
     "already played"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": ["ggggg"]}]}, 422, "no answer"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": ["bbbbx"]}]}, 422, "feedback"),
    ({**KILORDLE, "rows": [{"guess": "braxy", "feedback": ["bbbbb", "bbbyb"]}], "left": 1}, 422,
     "fewer than the 2 reported boards unsolved"),
])
def test_forged_kilordle_bodies_are_a_4xx(client, body, status, words):
    r = client.post("/api/assist", json=body)
    assert r.status_code == status and r.headers["content-type"] == "application/json", r.text
    assert words in r.json()["error"] and "Traceback" not in r.text


def test_an_oversized_kilordle_body_is_413(client):
    rows = [{"guess": "braxy", "feedback": ["bbbbb"] * 32}] * 400
    r = client.post("/api/assist", json={**KILORDLE, "rows": rows})
    assert r.status_code == 413 and "larger than" in r.json()["error"]


def _slow_unknown_need(words, guesses: list[str]) -> tuple[dict[int, float], int]:
    """Return `unknown_need` by the letters: per pair, the share of the answers not yet covered that lack it."""
    shown = {(i, c) for g in guesses for i, c in enumerate(g)}
    open_ = [w for w in words.answers if any((i, c) not in shown for i, c in enumerate(w))]
    need: dict[int, float] = {}
    for w in open_:
        for i, c in enumerate(w):
            if (i, c) not in shown:
                p = i * len(words.alphabet) + words.alphabet.index(c)
                need[p] = need.get(p, 0.0) + 1 / len(open_)
    return need, len(open_)


@settings(max_examples=15, deadline=None)
@given(st.lists(st.integers(0, 12971), max_size=40, unique=True))
def test_unknown_need_is_the_letters_reference(kilo, picks):
    game, _ = kilo
    words = game.words
    guesses = [words.guesses[g] for g in picks]
    need, open_answers = kilordle.unknown_need(words, kilordle.covered(words, picks))
    slow, slow_open = _slow_unknown_need(words, guesses)
    assert {int(p): pytest.approx(x) for p, x in enumerate(need) if x} == slow and open_answers == slow_open


def test_the_unknown_boards_need_every_pair_a_reported_board_may_need(library, kilo):
    """A board not reported may be any answer not yet covered: its possible needs hold every reported board's."""
    game, answers = kilo
    rows = reported_rows(game, PLAYED[:6], list(answers[:8]))
    small = library.game(GameSpec(boards=8, mode="greens", max_guesses=1000))
    state = small.start()
    for row in rows:
        state = state.apply(small.words.guess_id(row["guess"]), state.codes(row["feedback"]))
    words = game.words
    need, _ = kilordle.unknown_need(words, kilordle.covered(words, [words.guess_id(r["guess"]) for r in rows]))
    mine = open_pairs(state) > 0
    assert mine.any() and not (mine & ~(need > 0)).any()
