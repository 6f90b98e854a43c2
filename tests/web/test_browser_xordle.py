"""In a real browser: Xordle played and assisted on one board, one row a guess (the merged colours of both words),
and Fibble's lies a row shown and set, with no answer of status 400 or more in the network log."""

from __future__ import annotations

from ndle.game import Game
from ndle.montecarlo.spec import draw_answers, game_rng
from tests.web.browser import (  # noqa: F401  (pytestmark: skipped without a browser)
    colours_wanted, enter_colours, failed_responses, pytestmark, settle, shot)


def xordle_answers(seed: int) -> list[str]:
    game = Game.create(game="xordle")
    ids = draw_answers(game_rng(seed, 0), len(game.words.answers), 2, False, None, game.words)
    return [game.words.answers[a] for a in ids]


def rows_of(page, where: str) -> list[str]:
    """Return each row's marks on the page (a tile's colour class, '.' for none), board by board."""
    return page.eval_on_selector_all(f"{where} .row:not(.current):not(.pending)", "rows => rows.map(r => "
                                     "[...r.querySelectorAll('.tile')].map(t => t.className.split(' ')[1] || '.')"
                                     ".join(''))")


def test_a_played_xordle_shows_one_board_and_one_row_a_guess(page, server, tmp_path):
    bad = failed_responses(page)
    first, second = xordle_answers(5)
    page.goto(server.url + "?tab=play&game=xordle&seed=5")
    settle(page)
    assert page.locator("#play-boards .board").count() == 1
    assert len(rows_of(page, "#play-boards")) == 1  # the pre-filled row
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    settle(page)
    assert page.locator("#play-boards .board").count() == 1 and len(rows_of(page, "#play-boards")) == 2
    assert "0 of 2 found" in page.inner_text("#play-boards h3")
    page.keyboard.type(first)
    page.keyboard.press("Enter")
    settle(page)
    assert rows_of(page, "#play-boards")[-1] == "GGGGG" and "1 of 2 found" in page.inner_text("#play-boards h3")
    shot(page, "web-play-xordle.png", tmp_path)
    page.keyboard.type(second)
    page.keyboard.press("Enter")
    settle(page)
    assert "Won in" in page.inner_text("#play-status") and len(rows_of(page, "#play-boards")) == 4
    assert page.text_content("#play-boards .answer") == f"{first} · {second}"
    # the review that follows may be answered 503 ("still computing", asked again) on a loaded machine: only that
    assert [b for b in bad if not (b.startswith("503 POST") and b.endswith("/api/review"))] == []


def test_an_assisted_xordle_takes_one_row_a_guess(page, server, tmp_path):
    bad = failed_responses(page)
    page.goto(server.url + "?tab=assist&game=xordle&strategy=sum")
    settle(page)
    assert page.locator("#assist-boards .board").count() == 1
    page.click("#assist-guess")
    page.keyboard.type("moose")
    page.keyboard.press("Enter")
    enter_colours(page, "bbbgg")  # one merged row for both words
    assert page.locator("#assist-boards .board").count() == 1 and rows_of(page, "#assist-boards") == ["BBBGG"]
    page.locator("#suggestions button.use").first.click()
    enter_colours(page, "gbgyg")
    assert rows_of(page, "#assist-boards")[-1] == "GBGYG" and "2 of 2" not in page.inner_text("#assist-boards h3")
    assert page.locator("#suggestions button.use").count() > 0 and page.inner_text("#row-problem") == ""
    shot(page, "web-assist-xordle.png", tmp_path)
    assert bad == []


def test_fibble_shows_its_lies_and_lets_them_be_set(page, server, tmp_path):
    bad = failed_responses(page)
    page.goto(server.url + "?tab=play&game=fibble&seed=7")
    settle(page)
    assert page.is_visible("#lies") and page.input_value("#lies") == "1"
    assert "1 lie a row" in page.inner_text("#play-status")
    page.fill("#lies", "2")
    page.press("#lies", "Enter")
    page.dispatch_event("#lies", "change")
    settle(page)
    assert "2 lies a row" in page.inner_text("#play-status") and "lies=2" in page.url
    page.select_option("#game", "quordle")
    settle(page)
    assert page.is_hidden("#lies")
    assert bad == []


def test_a_lying_all_green_row_is_entered_as_the_game_going_on(page, server, tmp_path):
    bad = failed_responses(page)
    page.goto(server.url + "?tab=assist&game=fibble&strategy=sum")
    settle(page)
    assert page.is_hidden("#goes-on-label")
    page.click("#assist-guess")
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    colours_wanted(page)
    page.fill("#assist-feedback", "ggggg")
    settle(page)
    assert page.is_visible("#goes-on-label")  # five greens in Fibble may be a lie
    page.check("#goes-on")
    shot(page, "web-assist-fibble-goes-on.png", tmp_path)
    page.press("#assist-feedback", "Enter")
    settle(page)
    assert rows_of(page, "#assist-boards") == ["GGGGG"] and "Guess 2 of 9" in page.inner_text("#assist-status")
    assert page.is_hidden("#assist-end") and page.is_hidden("#goes-on-label")
    assert page.locator("#suggestions button.use").count() > 0 and page.inner_text("#row-problem") == ""
    page.fill("#assist-guess", "crate")  # one tile from crane: a candidate after that lie
    page.press("#assist-guess", "Enter")
    enter_colours(page, "ggggg")  # the box left unticked: five greens win
    assert not page.is_hidden("#assist-end") and "Solved" in page.inner_text("#end-title")
    assert bad == []
