"""POST /api/skill-review: the library's review for a game given by its answers, its seed or its share text, and
malformed or impossible requests answered 4xx before any work."""

from __future__ import annotations

import pytest

from ndle.analysis.skill import skill_review
from ndle.analysis.values import Values
from ndle.game import Game
from ndle.web.advice import hidden_answers
from ndle.web.games import REVIEW_BUDGET

GUESSES = ["salet", "crony", "fibre", "fleet", "fairy", "clout"]
ANSWERS = ["clout", "fleet", "fibre", "fairy"]
SHARE = "Daily Quordle 1041\n6️⃣4️⃣\n3️⃣5️⃣\nm-w.com/games/quordle/\n"


def test_a_reviewed_game_is_the_librarys_review(client):
    d = client.post("/api/skill-review", json={"game": "quordle", "guesses": GUESSES, "answers": ANSWERS}).json()
    game = Game.create(game="quordle")
    expected = skill_review(game, ANSWERS, GUESSES, values=Values(game, budget=0)).to_dict()  # estimates only
    assert d["answers"] == ANSWERS and [t["guess"] for t in d["turns"]] == GUESSES
    assert d["solved"] and 0 <= d["skill"] <= 99 and 0 <= d["luck"] <= 99 and d["budget"] == REVIEW_BUDGET
    estimated = 0
    for got, want in zip(d["turns"], expected["turns"]):  # exact where the search finished, else the same estimate
        assert got["feedback"] == want["feedback"]
        if not got["exact"]["reached"]:
            assert got["reached"] == pytest.approx(want["reached"])
            estimated += 1
    assert estimated >= 1  # the opening positions are too large for the exact search


def test_the_share_text_gives_the_same_answers(client):
    by_share = client.post("/api/skill-review", json={"game": "quordle", "guesses": GUESSES, "share": SHARE}).json()
    assert by_share["answers"] == ANSWERS


def test_a_played_game_is_reviewed_from_its_seed(client):
    game = Game.create(game="dordle")
    ids, _ = hidden_answers(game, 11)
    answers = [game.words.answers[a] for a in ids]
    d = client.post("/api/skill-review", json={"game": "dordle", "seed": 11, "guesses": answers}).json()
    assert d["answers"] == answers and d["solved"] and len(d["turns"]) == 2


def test_a_played_xordle_game_is_reviewed_with_its_clue(client):
    play = client.post("/api/play", json={"game": "xordle", "seed": 2, "guesses": []}).json()
    clue = play["rows"][0]["guess"]  # drawn by the server, not sent back by the page
    game = Game.create(game="xordle")
    answers = [game.words.answers[a] for a in hidden_answers(game, 2)[0]]
    d = client.post("/api/skill-review", json={"game": "xordle", "seed": 2, "guesses": answers}).json()
    assert d["answers"] == answers and [t["guess"] for t in d["turns"]] == answers and clue not in answers


@pytest.mark.parametrize("game", ["mastermind", "bulls-cows", "jotto"])
def test_games_of_counts_and_pegs_are_reviewed_from_their_seed(client, game):
    g = Game.create(game=game)
    answer = g.words.answers[hidden_answers(g, 3)[0][0]]
    first = next(w for w in g.words.guesses if w != answer)
    d = client.post("/api/skill-review", json={"game": game, "seed": 3, "guesses": [first, answer]}).json()
    assert d["answers"] == [answer] and d["solved"] and [t["guess"] for t in d["turns"]] == [first, answer]
    exact = game == "mastermind"  # its first position's values are kept (ndle.solver.first_guesses)
    assert d["turns"][0]["exact"]["before"] == d["turns"][0]["exact"]["skill_lost"] == exact  # else an estimate
    assert d["turns"][1]["exact"]["reached"] and d["turns"][1]["reached"] == 0
    assert "why_no_skill" not in client.get("/api/options").json()["games"][game]


@pytest.mark.slow
def test_a_kilordle_game_played_here_is_reviewed(client):
    from ndle.measures.cover import static_cover

    game = Game.create(game="kilordle")
    state, guesses = game.start(), []
    for g in static_cover(game.words):  # 30 guesses that solve every board, played until they have
        if not state.done:
            state, guesses = state.play(g, list(hidden_answers(game, 2)[0])), [*guesses, game.words.guesses[g]]
    d = client.post("/api/skill-review", json={"game": "kilordle", "seed": 2, "guesses": guesses}).json()
    assert [t["guess"] for t in d["turns"]] == guesses and d["solved"] and len(d["answers"]) == 1000
    assert not d["turns"][0]["exact"]["before"] and d["turns"][0]["before"] <= 30  # the static cover's 30
    assert d["turns"][-1]["exact"]["reached"] and d["turns"][-1]["reached"] == 0


@pytest.mark.parametrize("body, status, words", [
    ({"game": "quordle", "guesses": GUESSES}, 400, "give exactly one of answers"),
    ({"game": "quordle", "guesses": GUESSES, "answers": ANSWERS, "share": SHARE}, 400, "got answers and share"),
    ({"game": "quordle", "guesses": [], "answers": ANSWERS}, 400, "guesses: give the words played"),
    ({"game": "quordle", "guesses": "salet", "answers": ANSWERS}, 400, "guesses must be a JSON array"),
    ({"game": "quordle", "guesses": GUESSES, "share": 4}, 400, "share must be the share text"),
    ({"game": "quordle", "guesses": GUESSES, "share": "x" * 5000}, 400, "at most 4,000 characters"),
    ({"game": "quordle", "guesses": GUESSES, "seed": -1}, 400, "seed must be a whole number"),
    ({"game": "quordle", "guesses": GUESSES, "answers": ANSWERS, "colour": 1}, 400, "unknown field 'colour'"),
    ({"game": "kilordle", "guesses": GUESSES, "answers": ANSWERS}, 400, "play it on the Play tab"),
    ({"game": "quordle", "guesses": GUESSES, "answers": ANSWERS[:3]}, 422, "expected 4 answers, got 3"),
    ({"game": "quordle", "guesses": GUESSES, "share": "Quordle\n6️⃣🟥\n3️⃣5️⃣"}, 422, "board 2 was not solved"),
    ({"game": "quordle", "guesses": GUESSES, "share": "hello"}, 422, "no turns found"),
    ({"game": "quordle", "guesses": GUESSES[:2], "share": SHARE}, 422, "solved on turn 6, but 2 guesses"),
    ({"game": "quordle", "guesses": ["salet"], "seed": 3}, 422, "reviewed once it is over"),
    ({"game": "quordle", "guesses": ["qzxvw"], "answers": ANSWERS}, 422, "qzxvw"),
])
def test_bad_requests_are_refused_in_one_line(client, body, status, words):
    r = client.post("/api/skill-review", json=body)
    assert r.status_code == status and words in r.json()["error"], r.json()
