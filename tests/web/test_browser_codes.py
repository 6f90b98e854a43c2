"""In a real browser: a Mastermind game assisted on the page as a player does it (pick the game, enter a guess,
set its feedback, take a suggestion), with no answer of status 400 or more in the network log."""

from __future__ import annotations

from ndle.game import Game
from ndle.patterns.feedback.base import rule_named
from tests.web.browser import (  # noqa: F401  (pytestmark: skipped without a browser)
    failed_responses, pytestmark, settle)

ANSWER = "3456"


def test_a_mastermind_game_assisted_on_the_page(page, server):
    bad = failed_responses(page)
    game = Game.create(game="mastermind")
    rule = rule_named("mastermind")
    page.goto(server.url + "?tab=assist")
    settle(page)
    page.select_option("#game", "mastermind")
    settle(page)
    page.click("#assist-guess")
    page.keyboard.type("1122")
    page.keyboard.press("Enter")
    settle(page)
    page.fill("#assist-feedback", rule.reference("1122", ANSWER))
    page.press("#assist-feedback", "Enter")
    settle(page)
    for _ in range(game.max_guesses - 1):
        if "solved" in page.inner_text("#message"):
            break
        use = page.locator("#suggestions button.use").first
        guess = use.inner_text().strip()
        assert len(guess) == 4 and set(guess) <= set("123456"), guess
        use.click()
        page.fill("#assist-feedback", rule.reference(guess, ANSWER))
        page.press("#assist-feedback", "Enter")
        settle(page)
    assert "solved" in page.inner_text("#message")
    assert bad == []
