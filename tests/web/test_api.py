"""The JSON API in-process: every route, the figures the CLI gives for the same positions, bad input as 4xx."""

from __future__ import annotations

import numpy as np

from ndle.game import Game, State
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.codes import feedback
from ndle.strategies import make_strategy
from tests.web.conftest import QUORDLE, rows

README_POSITION = rows("soare=bbygb,bybbb,gbbby,bbbbb", "clint=20000,12000,00000,00000",
                       "carry=GGGGG,YBBBB,BBBBB,BBBBG", "block=-,GGGGG,BBBBB,BBBBB")


def test_options_name_the_games_and_the_strongest_strategy(client):
    d = client.get("/api/options").json()
    quordle = d["games"]["quordle"]
    assert {k: quordle[k] for k in ("boards", "max_guesses")} == {"boards": 4, "max_guesses": 9}
    assert quordle["modes"] == ["classic", "sequence", "rescue", "chill", "extreme", "greens"]  # what its rules allow
    assert quordle["why_one_mode"] is None and quordle["why_no_hard"].startswith("hard mode is for one board, not 4")
    assert d["games"]["wordle"]["why_no_hard"] is None and d["custom"]["modes"] == ["classic", "greens"]
    assert d["custom"]["why_no_hard"] is None and "why_no_hard_several" not in d["games"]["quordle"]
    assert d["custom"]["why_no_hard_several"].startswith("hard mode is for one board, not 2")
    assert d["games"]["duotrigordle"]["boards"] == 32
    assert d["strongest"] == "lookahead" and {"lookahead", "sum", "min"} <= set(d["strategies"])
    assert not any(name.startswith("tree") for name in d["strategies"])  # needs a file on the server
    assert "classic" in d["modes"] and "sequence" in d["modes"] and "wordle" in d["words"]


def test_the_page_and_its_files(client):
    page = client.get("/")
    assert page.status_code == 200 and "<title>ndle</title>" in page.text
    for name, kind in (("app.js", "javascript"), ("style.css", "css")):
        r = client.get(f"/static/{name}")
        assert r.status_code == 200 and kind in r.headers["content-type"]
    assert client.get("/static/missing.js").status_code == 404


def test_assist_gives_the_readme_position(client):
    r = client.post("/api/assist", json={**QUORDLE, "strategy": "sum", "rows": README_POSITION})
    assert r.status_code == 200
    d = r.json()
    assert [b["solved_at"] for b in d["boards"]] == [3, 4, None, None]
    assert d["boards"][2]["candidates"] == ["sheep", "speed", "sweep"]
    assert d["boards"][3]["left"] == 12 and d["boards"][3]["candidates"][:3] == ["dummy", "dumpy", "fuzzy"]
    assert d["suggestions"][0]["guess"] == "delph" and d["turn"] == 4 and not d["done"]


def test_assist_suggests_what_the_strategy_chooses(client):
    game = Game.create(game="quordle")
    history = [("soare", ["bbygb", "bybbb", "gbbby", "bbbbb"])]
    state = State.from_feedback(game, history)
    expected = game.words.guesses[make_strategy("lookahead", game).choose(state)]
    d = client.post("/api/assist", json={**QUORDLE, "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb")}).json()
    assert d["strategy"] == "lookahead" and d["suggestions"][0]["guess"] == expected
    assert isinstance(d["suggestions"][0]["score"], float)


def test_assist_at_the_start_and_at_the_end(client):
    d = client.post("/api/assist", json={"boards": 2, "strategy": "sum", "rows": []}).json()
    assert d["turn"] == 0 and [b["left"] for b in d["boards"]] == [2315, 2315] and d["suggestions"]
    d = client.post("/api/assist", json={"boards": 2, "rows": rows("flame=GGGGG,BBGBG", "snake=-,GGGGG")})
    d = d.json()
    assert d["done"] and d["suggestions"] == [] and "solved in 2" in d["note"]


def test_feedback_no_answer_fits_is_a_clear_422(client):
    r = client.post("/api/assist", json={**QUORDLE, "rows": rows("soare=GGGGB,BBBBB,BBBBB,BBBBB")})
    assert r.status_code == 422
    assert r.json() == {"error": "board 1: no answer in the list gives GGGGB for 'soare'"}


def test_played_game_is_the_seeded_draw(client):
    game = Game.create(game="quordle")
    answers = [game.words.answers[a] for a in draw_answers(game_rng(11, 0), 2315, 4, replacement=False)]
    d = client.post("/api/play", json={**QUORDLE, "seed": 11, "guesses": ["soare", "clint"]}).json()
    assert d["answers"] is None and not d["over"] and d["turn"] == 2  # hidden while the game goes on
    for row in d["rows"]:
        assert row["feedback"] == [feedback(row["guess"], a) for a in answers]
    again = client.post("/api/play", json={**QUORDLE, "seed": 11, "guesses": ["soare", "clint"]}).json()
    assert again == d


def test_a_played_game_ends_and_shows_its_answers(client):
    game = Game.create(game="quordle")
    answers = [game.words.answers[a] for a in draw_answers(game_rng(3, 0), 2315, 4, replacement=False)]
    d = client.post("/api/play", json={**QUORDLE, "seed": 3, "guesses": answers}).json()
    assert d["over"] and d["won"] and d["answers"] == answers
    assert [b["solved_at"] for b in d["boards"]] == [1, 2, 3, 4]
    r = client.post("/api/play", json={**QUORDLE, "seed": 3, "guesses": answers + ["crane"]})
    assert r.status_code == 422 and "over" in r.json()["error"]


def test_losing_ends_at_the_limit(client):
    words = ["soare", "clint", "dumpy", "ghazi", "bowie", "vexed", "jerky", "fjord", "waqfs"]
    d = client.post("/api/play", json={**QUORDLE, "seed": 1, "guesses": words}).json()
    assert d["over"] and not d["won"] and len(d["answers"]) == 4


def test_rescue_mode_marks_the_prefilled_guesses(client):
    d = client.post("/api/play", json={"game": "quordle", "mode": "rescue", "seed": 5,
                                       "guesses": ["crane"]}).json()
    assert [r["prefilled"] for r in d["rows"]] == [True, True, False] and d["rules"]["prefill"] == 2


def finished_by_lookahead(name: str, seed: int, first: tuple[str, ...] = ()) -> list[str]:
    """Return the guesses of a game of `name` (seed's answers) opened with `first`, then played by lookahead."""
    game = Game.create(game=name)
    answers = draw_answers(game_rng(seed, 0), len(game.words.answers), game.boards, replacement=False)
    strategy = make_strategy("lookahead", game)
    state = game.start()
    for word in first:
        state = state.play(game.words.guess_id(word), answers)
    while not state.done:
        state = state.play(strategy.choose(state), answers)
    return state.guess_words


def test_review_of_the_strongest_strategys_own_game_costs_nothing(client):
    guesses = finished_by_lookahead("dordle", 2)
    body = {"game": "dordle", "seed": 2, "guesses": guesses}
    for turn in range(1, len(guesses) + 1):
        d = client.post("/api/review", json={**body, "turn": turn}).json()
        assert d["guess"] == d["best"] == guesses[turn - 1] and np.isclose(d["score"], d["best_score"])
        assert d["strategy"] == "lookahead"


def test_review_shows_what_a_poor_guess_costs(client):
    guesses = finished_by_lookahead("dordle", 2, first=("fuzzy",))
    d = client.post("/api/review", json={"game": "dordle", "seed": 2, "guesses": guesses, "turn": 1})
    d = d.json()
    assert d["guess"] == "fuzzy" and d["best"] != "fuzzy" and d["score"] > d["best_score"] + 0.5
    assert d["left"] == 2 * 2315


def test_review_needs_a_finished_game(client):
    r = client.post("/api/review", json={**QUORDLE, "seed": 1, "guesses": ["soare"], "turn": 1})
    assert r.status_code == 422 and "over" in r.json()["error"]


def test_sequence_mode_reveals_a_board_when_the_one_before_is_solved(client):
    game = Game.create(game="quordle", mode="sequence")
    answers = [game.words.answers[a] for a in draw_answers(game_rng(4, 0), 2315, 4, replacement=False)]
    history = [("soare", [feedback("soare", a) for a in answers]),
               (answers[0], [feedback(answers[0], a) for a in answers])]
    body = {"game": "quordle", "mode": "sequence", "strategy": "sum",
            "rows": [{"guess": w, "feedback": marks} for w, marks in history]}
    d = client.post("/api/assist", json=body).json()
    assert [b["hidden"] for b in d["boards"]] == [False, False, True, True]
    expected = State.from_feedback(game, history).boards[1]
    assert d["boards"][0]["solved_at"] == 2 and game.words.answer_id(answers[1]) in expected.candidates
    assert d["boards"][1]["left"] == len(expected.candidates) and d["rules"]["max_guesses"] == 10
    assert d["boards"][1]["candidates"] == [game.words.answers[a] for a in expected.candidates[:60]]


def test_assist_ranks_the_top_guesses_as_the_library_does(client):
    from ndle.playing import top_guesses

    game = Game.create(game="quordle")
    state = State.from_feedback(game, [("soare", ["bbygb", "bybbb", "gbbby", "bbbbb"])])
    for name, top in (("sum", 5), ("lookahead", 3), ("random", 4)):
        expected = top_guesses(state, make_strategy(name, game), top, rng=np.random.default_rng(0))
        d = client.post("/api/assist", json={**QUORDLE, "strategy": name, "top": top,
                                             "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb")}).json()
        assert [(s["guess"], s["score"], s["chosen"]) for s in d["suggestions"]] == \
            [(r.word, r.score, r.chosen) for r in expected]
        assert d["suggestions"][0]["chosen"] and d["better"] == make_strategy(name, game).better
    d = client.post("/api/assist", json={**QUORDLE, "strategy": "sum", "top": 5, "rows": []}).json()
    scores = [s["score"] for s in d["suggestions"]]
    assert len(scores) == 5 and scores[1:] == sorted(scores[1:]) and scores[0] <= scores[1]


def test_the_game_is_called_game_in_every_answer_and_on_the_page(client):
    older = {"game": {"preset": "dordle"}}  # the older request form is read; answers name the game as the CLI does
    guesses = ["soare", "clint", "dumpy", "wharf", "gecko", "vivid", "jazzy"]
    answers = [client.get("/api/options"), client.post("/api/assist", json={**older, "strategy": "sum", "rows": []}),
               client.post("/api/play", json={**older, "seed": 7, "guesses": guesses}),
               client.post("/api/review", json={**older, "seed": 7, "guesses": guesses, "turn": 2})]
    assert [r.status_code for r in answers] == [200] * 4 and answers[2].json()["over"]
    assert all("preset" not in r.text.lower() for r in answers)
    assert answers[1].json()["rules"]["game"] == "dordle"
    assert "preset" not in client.get("/").text.lower()
    script = [line for line in client.get("/static/app.js").text.splitlines() if "preset" in line.lower()]
    assert len(script) == 1 and "older" in script[0]  # only to read an older link (?preset=)


def test_a_finished_assisted_game_gives_the_librarys_share_text_in_every_palette(client):
    from ndle.render.share import PALETTES, share_text

    game = Game.create(game="quordle")
    history = [(w, list(m)) for w, m in (("soare", ["bbygb", "bybbb", "gbbby", "bbbbb"]),
                                         ("clint", ["20000", "12000", "00000", "00000"]),
                                         ("carry", ["GGGGG", "YBBBB", "BBBBB", "BBBBG"]),
                                         ("block", ["-", "GGGGG", "BBBBB", "BBBBB"]),
                                         ("sheep", ["-", "-", "GGGGG", "BBBBB"]),
                                         ("fuzzy", ["-", "-", "-", "GGGGG"]))]
    state = State.from_feedback(game, history)
    d = client.post("/api/assist", json={**QUORDLE, "rows": [{"guess": w, "feedback": m} for w, m in history]})
    d = d.json()
    assert d["done"] and set(d["share"]) == set(PALETTES) == {"dark", "light", "contrast"}
    for palette in PALETTES:
        assert d["share"][palette] == share_text(state, palette=palette)
    assert d["share"]["light"].splitlines()[:4] == ["Quordle", "3️⃣4️⃣", "5️⃣6️⃣", "Score: 18"]
    assert "🟧" in d["share"]["contrast"] and "🟩" not in d["share"]["contrast"]
    going = client.post("/api/assist", json={**QUORDLE, "strategy": "sum", "rows": README_POSITION}).json()
    assert "share" not in going  # not while the game goes on


def test_a_played_game_gives_the_share_text_once_over(client):
    from ndle.render.share import share_text

    game = Game.create(game="wordle")
    answer = draw_answers(game_rng(7, 0), len(game.words.answers), 1, replacement=False)
    words = [w for w in ("salet", "crony") if w != game.words.answers[answer[0]]] + [game.words.answers[answer[0]]]
    state = game.start()
    for w in words:
        state = state.play(game.words.guess_id(w), answer)
    d = client.post("/api/play", json={"game": "wordle", "seed": 7, "guesses": words[:1]}).json()
    assert not d["over"] and d["share"] is None
    d = client.post("/api/play", json={"game": "wordle", "seed": 7, "guesses": words}).json()
    assert d["over"] and d["share"]["light"] == share_text(state, palette="light")
    assert d["share"]["dark"].splitlines()[0] == f"Wordle {len(words)}/6"


def test_assist_gives_the_hint_asked_for_as_the_library_words_it(client):
    from ndle.playing import LEVELS, hint

    game = Game.create(game="quordle")
    state = State.from_feedback(game, [("soare", ["bbygb", "bybbb", "gbbby", "bbbbb"])])
    strategy = make_strategy("sum", game)
    body = {**QUORDLE, "strategy": "sum", "rows": rows("soare=bbygb,bybbb,gbbby,bbbbb")}
    assert "hint" not in client.post("/api/assist", json=body).json()  # none unless asked for
    for level in LEVELS:
        d = client.post("/api/assist", json={**body, "hint": level}).json()
        assert d["hint"] == hint(state, strategy, level, rng=np.random.default_rng(0))
    assert client.post("/api/assist", json={**body, "hint": 1}).json()["hint"].startswith("board 1: ")
    r = client.post("/api/assist", json={**body, "hint": 4})
    assert r.status_code == 400 and r.json()["error"] == "hint must be a whole number from 1 to 3, got 4"


def test_a_wrong_number_of_boards_is_counted_in_words(client):
    one = client.post("/api/assist", json={"game": "wordle", "rows": rows("soare=bbbbb,bbbbb")})
    assert one.status_code == 400 and one.json()["error"] == "rows[0]: expected feedback for 1 board, got 2"
    four = client.post("/api/check", json={**QUORDLE, "rows": [], "guess": "soare", "feedback": ["bbbbb"]})
    assert four.status_code == 400 and four.json()["error"] == "feedback: expected 4 boards, got 1"
