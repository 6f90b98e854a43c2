"""End to end in a real browser (headless Chromium through Playwright) against a real `ndle serve`.

A whole assisted Quordle game (a guess typed, the page's suggestions taken, the colours typed and clicked tile by
tile, a non-word and wrong colours refused on their row, the share grid copied; no failed request)
and a whole played Wordle game with its review. Each saves a screenshot (into $NDLE_WEB_SCREENSHOTS if set, as
the docs' pictures are made). Skipped, with the reason, only where Playwright or a Chromium cannot be found.
"""

from __future__ import annotations

from ndle.game import Game
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.codes import feedback
from tests.web.browser import (  # noqa: F401  (pytestmark: skipped without a browser)
    assist_a_quordle, pytestmark, settle, shot)


def check_assisted_quordle(game: dict) -> None:
    """The facts of `assist_a_quordle`'s game, the same at every screen size."""
    expected, played = game["expected"], game["played"]
    assert played == list(expected.guesses)  # the page suggested exactly what lookahead plays
    end = game["end"]
    total = sum(expected.solved_at)
    assert f"all 4 boards solved in {expected.turns} guesses" in end["message"]
    assert end["title"] == "Solved!" and f"in {expected.turns} guesses" in end["text"]
    assert f"official total {total} ({' + '.join(map(str, expected.solved_at))})" in end["text"]
    for b, turn in enumerate(expected.solved_at):
        assert f"solved in {turn}" in end["titles"][b]
    lines = game["grid"].splitlines()
    keycap = [f"{t}\ufe0f\u20e3" if t < 10 else "\U0001f51f" for t in expected.solved_at]
    assert lines[0] == f"ndle quordle {expected.turns}/9" and lines[1:3] == ["".join(keycap[:2]), "".join(keycap[2:])]
    assert sum(ln.split(" ").count("\U0001f7e9" * 5) for ln in lines) == 4  # each board's all-green row
    assert game["copied"] == game["grid"]  # the copy button put the grid on the clipboard
    text, suggestions, hidden = end["undone"]
    assert "left" in text and 1 <= suggestions <= 5 and hidden
    bad, text, rows = end["wrong"]
    assert bad >= 1 and "no answer in the list gives GGGGB" in text
    assert rows == sum(min(t, expected.turns - 1) for t in expected.solved_at)  # the wrong row was not entered
    assert f"all 4 boards solved in {expected.turns} guesses" in end["again"]
    assert game["failed"] == []  # no 4xx or 5xx answer in the page's network log


def test_a_whole_assisted_quordle_game(page, server, tmp_path):
    game = assist_a_quordle(page, server.url, 2024, tmp_path, ("web-assist-quordle.png", "web-assist-quordle-end.png"))
    check_assisted_quordle(game)


def test_a_whole_played_wordle_game_and_its_review(page, server, tmp_path):
    game = Game.create(game="wordle")
    answer = game.words.answers[draw_answers(game_rng(7, 0), len(game.words.answers), 1, replacement=False)[0]]
    words = [w for w in ("salet", "crony") if w != answer] + [answer]  # salet: the warm-up's own search values it
    page.goto(server.url + "?tab=play&game=wordle&seed=7")
    settle(page)
    page.keyboard.type("qqqqq")
    page.keyboard.press("Enter")
    settle(page)
    assert "qqqqq" in page.inner_text("#message")  # not a word: refused, and typed letters can be erased
    for _ in range(5):
        page.keyboard.press("Backspace")
    for w in words[:-1]:
        page.keyboard.type(w)
        page.keyboard.press("Enter")
        settle(page)
    for letter in words[-1]:  # the last word on the on-screen keyboard
        page.click(f'#keyboard .key[data-key="{letter}"]')
    page.click('#keyboard .key[data-key="enter"]')
    page.wait_for_function("document.getElementById('play-status').textContent.startsWith('Won')")
    assert f"Won in {len(words)} guesses" in page.inner_text("#play-status")  # the review is being computed now
    for w in words[:-1]:  # the keys show the best colour each letter has shown
        for letter in w:
            best = max((feedback(x, answer)[j] for x in words for j, c in enumerate(x) if c == letter),
                       key="BYG".index)
            seg = page.locator(f'#keyboard .key[data-key="{letter}"] .seg')
            assert best in seg.first.get_attribute("class")
    page.wait_for_selector("#review-done", timeout=600_000)
    rows = page.locator("#review tr").all_inner_texts()[1:]
    assert len(rows) == len(words) and all(r.split()[1].lower() in words for r in rows)
    assert page.locator('#keyboard .key[data-key="q"] .seg').count() == 0  # never played: no colour
    shot(page, "web-play-wordle.png", tmp_path)
    page.goto(server.url + "?tab=play&preset=wordle&seed=7")  # an older link (preset=): the same game
    settle(page)
    page.keyboard.type(answer)
    page.keyboard.press("Enter")
    settle(page)
    assert "Won in 1 guess " in page.inner_text("#play-status")
