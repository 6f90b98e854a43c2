"""In a real browser: a game's settings are those its rules allow, from the server's game table (Xordle's own mode,
Fibble's classic one, no hard mode on several boards or when rows lie), each refusal with its reason; Xordle and
Fibble played on a wide screen and on a phone, with no page wider than the screen."""

from __future__ import annotations

import pytest

from tests.web.browser import failed_responses, pytestmark, settle, shot  # noqa: F401  (skipped without a browser)
from tests.web.test_browser_xordle import rows_of, xordle_answers

SIZES = {"1280": {"width": 1280, "height": 800}, "390": {"width": 390, "height": 844}}


def modes(page) -> list[str]:
    return page.eval_on_selector_all("#mode option", "options => options.map(o => o.value)")


def title(page, label: str) -> str:
    return page.get_attribute(f"#{label}-label", "title") or ""


def test_each_game_offers_the_modes_it_plays_and_says_why_no_other(page, server):
    bad = failed_responses(page)
    page.goto(server.url + "?tab=play&game=xordle&mode=classic&seed=5")  # an older link's mode
    settle(page)
    assert modes(page) == ["xordle"] and page.input_value("#mode") == "xordle" and page.is_disabled("#mode")
    assert "xordle is played in the xordle mode only: xordle plays its own rule" in title(page, "mode")
    assert page.is_disabled("#hard") and "hard mode is for one board, not 2" in title(page, "hard")
    assert "mode=xordle" in page.url and "Won" not in page.inner_text("#play-status")
    assert page.eval_on_selector("#game", "s => s.options[s.selectedIndex].text") == "xordle (2 words)"  # one board
    page.select_option("#game", "fibble")
    settle(page)
    assert modes(page) == ["classic"] and page.is_disabled("#mode")
    assert "rows that lie are played in the classic mode" in title(page, "mode")
    assert page.is_disabled("#hard") and "a shown hint may be false" in title(page, "hard")
    page.select_option("#game", "quordle")
    settle(page)
    assert modes(page) == ["classic", "sequence", "rescue", "chill", "extreme", "greens"]
    assert not page.is_disabled("#mode") and title(page, "mode") == "" and page.is_disabled("#hard")
    page.select_option("#mode", "sequence")
    settle(page)
    page.select_option("#game", "wordle")  # sequence has no limit on one board: the game's own mode instead
    settle(page)
    assert modes(page) == ["classic", "greens"] and page.input_value("#mode") == "classic"
    assert not page.is_disabled("#hard") and title(page, "hard").startswith("every guess must use the hints")
    page.check("#hard")
    settle(page)
    page.select_option("#game", "mastermind")
    settle(page)
    assert modes(page) == ["classic"] and not page.is_checked("#hard")  # a refused setting is not sent
    assert "mastermind feedback shows counts, no greens" in title(page, "mode")
    assert "need a guess limit" in title(page, "mode") and "hard mode has no meaning" in title(page, "hard")
    page.select_option("#game", "custom")
    settle(page)
    assert modes(page) == ["classic", "greens"] and not page.is_disabled("#mode")
    assert not page.is_disabled("#hard")  # one board: hard mode can be had
    page.check("#hard")
    page.fill("#boards", "4")
    page.dispatch_event("#boards", "change")
    settle(page)
    assert page.is_disabled("#hard") and not page.is_checked("#hard")  # greyed, never sent to be refused
    assert "hard mode is for one board, not 4" in title(page, "hard")
    assert "hard=" not in page.url.replace("hard=0", "") and page.inner_text("#message").strip() == ""
    page.fill("#boards", "1")
    page.dispatch_event("#boards", "change")
    settle(page)
    assert not page.is_disabled("#hard") and page.is_checked("#hard")  # the player's choice comes back
    assert bad == []


@pytest.mark.parametrize("size", sorted(SIZES))
def test_xordle_and_fibble_played_on_a_wide_screen_and_a_phone(browser, server, size):
    import os
    from pathlib import Path

    folder = Path(os.environ.get("NDLE_WEB_SCREENSHOTS") or "/tmp/ndle-shots-choices")
    page = browser.new_page(viewport=SIZES[size])
    errors, bad = [], failed_responses(page)
    page.on("pageerror", lambda e: errors.append(str(e)))
    first, second = xordle_answers(5)
    page.goto(server.url + "?tab=play&game=xordle&seed=5")
    settle(page)
    for word in ("crane", first):
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settle(page)
    assert rows_of(page, "#play-boards")[-1] == "GGGGG" and "1 of 2 found" in page.inner_text("#play-boards h3")
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
    shot(page, f"leftovers-xordle-play-{size}.png", folder)
    page.goto(server.url + "?tab=play&game=fibble&seed=7")
    settle(page)
    for word in ("crane", "doubt"):
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settle(page)
    assert len(rows_of(page, "#play-boards")) == 2 and "1 lie a row" in page.inner_text("#play-status")
    assert page.is_disabled("#mode") and page.is_disabled("#hard")
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
    shot(page, f"leftovers-fibble-play-{size}.png", folder)
    page.close()
    assert errors == [] and bad == []  # no review is asked for: neither game has ended
