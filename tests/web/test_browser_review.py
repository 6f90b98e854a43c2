"""The skill-and-luck review on the page: after a played Octordle game on a 390-pixel phone (in dark mode too), and for
a Quordle game played elsewhere, pasted as its guesses and its share text. The server has a time limit long enough
that no review is answered "busy", so a correct session makes no failed request and logs no console error.
Screenshots as in test_browser.py (into $NDLE_WEB_SCREENSHOTS if set)."""

from __future__ import annotations

import pytest

from ndle.game import Game
from ndle.montecarlo.spec import draw_answers, game_rng
from tests.web.browser import failed_responses, pytestmark, settle, shot  # noqa: F401  (pytestmark: skipped without
from tests.web.server import Served                                        # a browser)

PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1280, "height": 800}


@pytest.fixture(scope="module")
def patient():
    """`ndle serve` with a time limit no review here reaches (so no 503 while it computes)."""
    with Served("--time-limit", "300", "--no-warm-up") as s:
        yield s


def opened(browser, viewport: dict, scheme: str = "light"):
    """Return a new page (a phone's when the viewport is narrow) and the list its console errors fill."""
    phone = viewport["width"] < 600
    context = browser.new_context(viewport=viewport, has_touch=phone, is_mobile=phone, color_scheme=scheme)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return page, errors


def answers_of(game: str, seed: int) -> list[str]:
    g = Game.create(game=game)
    return [g.words.answers[a] for a in draw_answers(game_rng(seed, 0), len(g.words.answers), g.boards,
                                                     replacement=False)]


def skill_rows(page, box: str) -> list[list[str]]:
    return [r.split("\t") for r in page.locator(f"#{box} .skill-table tbody tr").all_inner_texts()]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_played_octordle_game_is_reviewed_on_a_phone(browser, patient, tmp_path, scheme):
    answers = answers_of("octordle", 5)
    page, errors = opened(browser, PHONE, scheme)
    failed = failed_responses(page)
    page.goto(patient.url + "?tab=play&game=octordle&seed=5")
    settle(page)
    for turn, word in enumerate(answers):  # each guess an answer: every board solved, one a turn
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settle(page)
        if turn == 3:  # the boards are taller than the screen, yet the keyboard is in reach, stuck to its bottom
            assert page.evaluate("document.documentElement.scrollHeight") > PHONE["height"]
            key = page.locator('#keyboard .key[data-key="enter"]').bounding_box()
            assert key["y"] >= 0 and key["y"] + key["height"] <= PHONE["height"]
            assert page.is_hidden("#settings")  # folded away once the game is under way
    assert page.inner_text("#play-status").startswith("Won in 8 guesses")
    page.wait_for_selector("#play-skill[data-done='1']", timeout=600_000)
    rows = skill_rows(page, "play-skill")
    assert [r[1].lower() for r in rows] == answers and [r[0] for r in rows] == [str(t) for t in range(1, 9)]
    assert page.inner_text("#play-skill .answers-line").lower() == "answers: " + " ".join(answers)
    assert "Skill " in page.inner_text("#play-skill .scores") and "/99" in page.inner_text("#play-skill .scores")
    page.wait_for_selector("#review-done", timeout=600_000)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # nothing wider than the phone
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert (background == "rgb(18, 18, 19)") == (scheme == "dark")  # prefers-color-scheme: the page follows it
    shot(page, f"web-review-octordle-phone-{scheme}.png", tmp_path)
    page.close()
    assert failed == [] and errors == []


def test_a_quordle_game_played_elsewhere_is_reviewed_from_its_share_text(browser, patient, tmp_path):
    answers = ["clout", "fleet", "fibre", "fairy"]
    guesses = ["salet", "crony", "fibre", "fleet", "fairy", "clout"]
    share = "Daily Quordle 1041\n6️⃣4️⃣\n3️⃣5️⃣\nm-w.com/games/quordle/\n⬜🟨⬜🟨⬜ ⬜⬜🟨🟨🟨\n"
    page, errors = opened(browser, WIDE)
    failed = failed_responses(page)
    page.goto(patient.url + "?tab=assist&game=quordle&strategy=sum")
    settle(page)
    page.click("#pasted summary")
    page.fill("#pasted-guesses", " ".join(guesses))
    page.fill("#pasted-answers", share)
    page.click("#pasted-review")
    page.wait_for_selector("#pasted-skill[data-done='1']", timeout=600_000)
    assert [r[1].lower() for r in skill_rows(page, "pasted-skill")] == guesses
    assert page.inner_text("#pasted-skill .answers-line").lower() == "answers: " + " ".join(answers)
    shot(page, "web-review-pasted.png", tmp_path)
    page.fill("#pasted-answers", "Daily Quordle 1041\n6️⃣🟥\n3️⃣5️⃣")  # a board lost: its answer is not known
    page.click("#pasted-review")
    page.wait_for_selector("#pasted-skill[data-done='error']")
    assert "board 2 was not solved" in page.inner_text("#pasted-skill .problem")
    page.fill("#pasted-answers", ", ".join(answers))  # the answers themselves
    page.click("#pasted-review")
    page.wait_for_selector("#pasted-skill[data-done='1']", timeout=600_000)
    assert [r[1].lower() for r in skill_rows(page, "pasted-skill")] == guesses
    page.close()
    assert [f for f in failed if not f.startswith("422 ")] == [] and len(failed) == 1  # the lost board's refusal
    assert errors == [] or all("422" in e for e in errors)


@pytest.mark.parametrize("game, guesses, viewport", [
    ("mastermind", ["1122", "3456"], WIDE),
    ("bulls-cows", ["0123", "4567"], PHONE),
    ("jotto", ["arise", "mount"], WIDE),
])
def test_a_game_of_counts_or_pegs_is_reviewed_on_the_page(browser, patient, tmp_path, game, guesses, viewport):
    answer = answers_of(game, 7)[0]
    played = [g for g in guesses if g != answer] + [answer]
    page, errors = opened(browser, viewport)
    failed = failed_responses(page)
    page.goto(patient.url + f"?tab=play&game={game}&seed=7")
    settle(page)
    for word in played:
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settle(page)
    assert page.inner_text("#play-status").startswith(f"Won in {len(played)} guess")
    page.wait_for_selector("#play-skill[data-done='1']", timeout=600_000)
    rows = skill_rows(page, "play-skill")
    assert [r[1].lower() for r in rows] == played and "/99" in page.inner_text("#play-skill .scores")
    assert ("~" in rows[0][2]) == (game != "mastermind")  # an estimate, marked; Mastermind's kept exact values
    assert "No skill review" not in page.inner_text("body")
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    shot(page, f"web-review-{game}-{'phone' if viewport is PHONE else 'wide'}.png", tmp_path)
    page.close()
    assert failed == [] and errors == []
