"""In a real browser, every game the page offers under the page's own defaults (no strategy named: the game's
default, `games.G.strategy` in /api/options), on a wide screen and a phone: a few guesses assisted (each a
suggestion taken and the row's feedback typed as the game shows it) and a few played, with no HTTP answer of status
400 or more, no console error and no uncaught error. Screenshots as in test_browser.py."""

from __future__ import annotations

import json
import urllib.request

import pytest

from tests.web.browser import (  # noqa: F401  (pytestmark: skipped without a browser)
    failed_responses, pytestmark, settle, shot)

SIZES = {"wide": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
GAMES = ("wordle", "dordle", "quordle", "octordle", "sedecordle", "duotrigordle", "mastermind", "bulls-cows",
         "fibble", "xordle")
PLAYED = {"mastermind": ("1122", "3456", "1234"), "bulls-cows": ("0123", "4567", "1289")}
TURNS = 3  # guesses assisted or played a game: enough for the suggestions after feedback, short enough to be quick
SEED = 11


def played_rows(url: str, game: str, guesses: list[str]) -> list[dict]:
    """Return the rows the server's own game shows for these guesses (seed SEED): the truth the player types."""
    request = urllib.request.Request(url.rstrip("/") + "/api/play", headers={"content-type": "application/json"},
                                     data=json.dumps({"game": game, "seed": SEED, "guesses": guesses}).encode())
    with urllib.request.urlopen(request, timeout=60) as r:
        return json.loads(r.read())["rows"]


@pytest.fixture
def watched(browser, request):
    """A page of the asked size, with its failed answers, console errors and uncaught errors recorded."""
    page = browser.new_page(viewport=SIZES[request.param])
    bad = failed_responses(page)
    page.on("console", lambda m: bad.append(f"console {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: bad.append(f"uncaught {e}"))
    page.size = request.param
    yield page, bad
    page.close()


def defaults(server) -> dict:
    return server.get("/api/options")["games"]


@pytest.mark.parametrize("watched", sorted(SIZES), indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_assisted_under_the_default_strategy(watched, server, game, tmp_path):
    page, bad = watched
    page.goto(server.url + f"?tab=assist&game={game}")
    settle(page)
    assert page.input_value("#strategy") == defaults(server)[game]["strategy"]
    guesses: list[str] = []
    for turn in range(TURNS):
        prefilled = played_rows(server.url, game, [])
        if turn < len(prefilled):  # xordle's pre-filled word: typed, as the page asks
            word = prefilled[turn]["guess"]
            page.click("#assist-guess")
            page.keyboard.type(word)
            page.keyboard.press("Enter")
        else:
            use = page.locator("#suggestions button.use").first
            use.wait_for(timeout=60_000)
            word = use.inner_text().strip().lower()
            use.click()
            guesses.append(word)
        settle(page)
        row = played_rows(server.url, game, guesses)[-1]
        assert row["guess"] == word
        marks = [m if m is not None else "-" for m in row["feedback"]]
        page.wait_for_function("document.getElementById('assist-status').textContent.includes('set its')")
        page.fill("#assist-feedback", marks[0] if game == "xordle" else " ".join(marks))
        page.press("#assist-feedback", "Enter")
        settle(page)
        assert page.inner_text("#row-problem") == "", (word, marks)
        if turn == 1:  # mid-game: the suggestions after feedback
            shot(page, f"defaults-assist-{game}-{page.size}-mid.png", tmp_path)
        if all(m in ("-", "G" * len(word), "4B0W", "4B0C") for m in marks):
            break
    if not page.locator("#assist-end").is_visible():
        assert page.locator("#suggestions button.use").count() > 0  # suggestions after every row
    shot(page, f"defaults-assist-{game}-{page.size}.png", tmp_path)
    assert bad == []


@pytest.mark.parametrize("watched", sorted(SIZES), indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_played_under_the_defaults(watched, server, game, tmp_path):
    page, bad = watched
    page.goto(server.url + f"?tab=play&game={game}&seed={SEED}")
    settle(page)
    for word in PLAYED.get(game, ("crane", "pilot", "moist"))[:TURNS]:
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settle(page)
    rows = page.locator("#play-boards .board").first.locator(".row:not(.current)").count()
    assert rows >= TURNS, rows
    shot(page, f"defaults-play-{game}-{page.size}.png", tmp_path)
    assert bad == []


@pytest.mark.parametrize("watched", ["wide"], indirect=True)
def test_a_played_bulls_and_cows_game_ends_without_waiting_for_a_review(watched, server, tmp_path):
    """The only strategies that review a game take minutes a Bulls and Cows position: the page says so at the end
    rather than asking the server again and again (each answer a 503)."""
    from ndle.game import Game
    from ndle.montecarlo.spec import draw_answers, game_rng

    page, bad = watched
    game = Game.create(game="bulls-cows")
    answer = game.words.answers[draw_answers(game_rng(SEED, 0), len(game.words.answers), 1, replacement=False)[0]]
    page.goto(server.url + f"?tab=play&game=bulls-cows&seed={SEED}")
    settle(page)
    for word in [w for w in PLAYED["bulls-cows"][:2] if w != answer] + [answer]:
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settle(page)
    page.wait_for_selector("#review-done", timeout=10_000)
    assert "No review by default" in page.inner_text("#review") and "minutes" in page.inner_text("#review")
    shot(page, f"defaults-play-bulls-cows-{page.size}-end.png", tmp_path)
    assert bad == []
