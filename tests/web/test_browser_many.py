"""Jotto and Kilordle in the page's game menu, under the page's defaults (Jotto's quick strategy, Kilordle's compact
view), and the help for many boards on a phone (Duotrigordle: sorted by progress, the board to attack): no answer of
status 400 or more in the network log and no console error. Screenshots as in test_browser.py."""

from __future__ import annotations

import time

import pytest

from ndle.patterns.feedback.base import rule_named
from tests.web.browser import failed_responses, pytestmark, settle, shot  # noqa: F401  (pytestmark: skipped without
from tests.web.test_browser_review import PHONE, WIDE, answers_of, opened  # a browser)


def type_word(page, word: str) -> None:
    page.keyboard.type(word)
    page.keyboard.press("Enter")
    settle(page)


@pytest.mark.parametrize("viewport", [WIDE, PHONE], ids=["1280", "390"])
def test_jotto_played_and_assisted(browser, server, tmp_path, viewport):
    page, errors = opened(browser, viewport)
    failed = failed_responses(page)
    answer = answers_of("jotto", 4)[0]
    page.goto(server.url + "?tab=play&seed=4")
    settle(page)
    page.select_option("#game", "jotto")  # offered in the menu
    settle(page)
    page.evaluate("document.activeElement.blur()")  # the keys go to the game, not the menu
    guesses = [w for w in ("salet", "crony") if w != answer]
    for word in guesses + [answer]:
        type_word(page, word)
    assert page.inner_text("#play-status").startswith(f"Won in {len(guesses) + 1} guesses")
    counts = page.locator("#play-boards .row .written").all_inner_texts()
    assert counts[:len(guesses)] == [rule_named("jotto").reference(w, answer) for w in guesses]
    page.wait_for_selector("#play-skill[data-done='1']", timeout=600_000)  # the playout's estimates: seconds
    assert "Skill " in page.inner_text("#play-skill .scores") and "estimated" in page.inner_text("#play-skill")
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    shot(page, f"web-jotto-play-{viewport['width']}.png", tmp_path)

    page.click("#tab-assist")  # assisted under the page's default for Jotto: entropy, which answers at once
    settle(page)
    assert page.input_value("#strategy") == "entropy"
    played = []
    for _ in range(10):
        use = page.locator("#suggestions button.use").first
        word = use.inner_text().strip().lower()
        use.click()
        page.wait_for_function("document.getElementById('assist-status').textContent.includes('set its')")
        page.fill("#assist-feedback", rule_named("jotto").reference(word, answer))
        page.press("#assist-feedback", "Enter")
        settle(page)
        played.append(word)
        if word == answer:
            break
    assert played[-1] == answer and "solved" in page.inner_text("#message")
    page.wait_for_selector("#assist-skill[data-done='1']", timeout=600_000)  # assisted: reviewed too
    shot(page, f"web-jotto-assist-{viewport['width']}.png", tmp_path)
    page.close()
    assert failed == [] and errors == []


@pytest.mark.parametrize("viewport", [WIDE, PHONE], ids=["1280", "390"])
def test_kilordle_played_in_its_compact_view(browser, server, tmp_path, viewport):
    page, errors = opened(browser, viewport)
    failed = failed_responses(page)
    answers = answers_of("kilordle", 3)
    page.goto(server.url + "?tab=play&game=kilordle&seed=3")
    settle(page)
    assert page.inner_text(".compact-summary") == "0 of 1,000 boards solved; 1,000 to go, the closest to solved first"
    took = []
    for word in answers[:12]:  # each an answer: its board solved, and others by their greens (Kilordle's rule)
        start = time.monotonic()
        type_word(page, word)
        took.append(time.monotonic() - start)
    summary = page.inner_text(".compact-summary")
    solved = int(summary.split(" of ")[0].replace(",", ""))
    assert 12 <= solved < 1000 and page.inner_text("#play-status").startswith("Guess 13 of 1005")
    minis = page.locator(".compact-boards .mini")
    assert minis.count() == 60 and "more unsolved boards" in page.inner_text(".compact-more")
    lefts = [int(t.split("·")[1].split()[0]) for t in minis.all_inner_texts()]
    assert lefts == sorted(lefts)  # the closest to solved first
    assert max(took) < 10  # a guess answered and drawn within seconds, even on this loaded machine
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    shot(page, f"web-kilordle-{viewport['width']}.png", tmp_path)
    page.click("#tab-assist")  # assisted with the words played alone (test_browser_kilordle.py): no board yet
    settle(page)
    assert page.is_visible("#kilo-report") and page.locator("#assist-boards .board").count() == 0
    page.close()
    assert failed == [] and errors == []


def test_duotrigordle_help_on_a_phone(browser, server, tmp_path):
    page, errors = opened(browser, PHONE)
    failed = failed_responses(page)
    page.goto(server.url + "?tab=assist&game=duotrigordle&strategy=sum")
    settle(page)
    page.check("#sort-boards")
    page.select_option("#hint-level", "board")
    settle(page)
    page.click("#assist-guess")
    page.keyboard.type("salet")
    page.keyboard.press("Enter")
    page.wait_for_function("document.getElementById('assist-status').textContent.includes('set its colours')")
    marks = ["bbbbb"] * 31 + ["gbbbb"]  # board 32 shows an S in first place: the fewest answers left there
    page.fill("#assist-feedback", " ".join(marks))
    page.press("#assist-feedback", "Enter")
    settle(page)
    first = page.locator("#assist-boards .board").first
    assert first.get_attribute("data-board") == "32" and "attack" in first.get_attribute("class")
    assert page.inner_text("#hint-text").startswith("Attack board 32:")
    assert page.locator("#suggestions button.use").count() == 0  # this level names the board, not the guess
    ghost = first.locator(".row.pending .tile").first
    assert "ghost" in ghost.get_attribute("class") and ghost.inner_text().lower() == "s"
    assert page.is_hidden("#settings") and page.is_visible("#settings-toggle")  # folded once under way
    page.click("#settings-toggle")
    assert page.is_visible("#settings")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(page, "web-duotrigordle-phone.png", tmp_path)
    page.close()
    assert failed == [] and errors == []
