"""In a real browser: a Mastermind game assisted on the page as a player does it (pick the game, enter a guess,
set its feedback, take a suggestion), with no answer of status 400 or more in the network log.

Picking the game sets the Words menu to the game's codes (`games.mastermind.words` in /api/options), the guess box
takes the code's digits, and a row's feedback is typed as the rule writes it (`feedback.mastermind.written`, e.g.
2B1W: the rule has no tiles).
"""

from __future__ import annotations

from ndle.game import Game
from ndle.patterns.feedback.base import rule_named
from tests.web.browser import (  # noqa: F401  (pytestmark: skipped without a browser)
    failed_responses, pytestmark, settle)

ANSWER = "3456"


def test_a_mastermind_game_assisted_on_the_page(page, server):
    bad = failed_responses(page)
    game, rule = Game.create(game="mastermind"), rule_named("mastermind")
    page.goto(server.url + "?tab=assist&strategy=sum")
    settle(page)
    page.select_option("#game", "mastermind")
    settle(page)
    assert page.input_value("#words") == "mastermind"  # the game's own codes
    help_text = page.inner_text("#entry-help")  # the help says how this rule's feedback is written, not tiles
    assert "2B1W" in help_text and "tap the tiles" not in help_text
    played = []
    for turn in range(game.max_guesses):
        if turn == 0:
            page.click("#assist-guess")
            page.keyboard.type("1122")
            page.keyboard.press("Enter")
            guess = "1122"
        else:
            use = page.locator("#suggestions button.use").first
            guess = use.inner_text().strip()
            use.click()
        page.wait_for_function("document.getElementById('assist-status').textContent.includes('set its')",
                               timeout=10_000)
        page.fill("#assist-feedback", rule.reference(guess, ANSWER))
        page.press("#assist-feedback", "Enter")
        settle(page)
        played.append(guess)
        if guess == ANSWER:
            break
    assert played[-1] == ANSWER and "solved" in page.inner_text("#message")
    assert bad == []
