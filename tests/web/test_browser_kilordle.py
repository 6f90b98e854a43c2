"""Kilordle assisted on the page as a player of the real game can: each word entered (the plan's word clicked or
typed), a few boards reported and coloured as the game shows them, tracked with their answers left; a dozen guesses
on a wide screen and a phone with no answer of status 400 or more and no console error. And the board toggles
shown only where they act. Screenshots as in test_browser.py."""

from __future__ import annotations

import pytest

from ndle.patterns.codes import feedback
from tests.web.browser import failed_responses, pytestmark, settle, shot  # noqa: F401  (pytestmark: skipped without
from tests.web.test_browser_review import PHONE, WIDE, answers_of, opened  # a browser)

REPORTED = (5, 17, 400)  # the hidden answers (of seed 3) of the boards reported


def ktile(page, board: int, turn: int, pos: int):
    """Return a reported board's tile (1-based board, turn and position)."""
    return page.locator(f'#assist-boards .board[data-board="{board}"] .tile[data-turn="{turn}"][data-pos="{pos}"]')


def colour_rows(page, board: int, rows: list[str]) -> None:
    """Click a reported board's tiles of the rows entered so far, from unset to their colours."""
    for t, marks in enumerate(rows, 1):
        for i, m in enumerate(marks, 1):
            for _ in range("BYG".index(m) + 1):
                ktile(page, board, t, i).click()
    page.locator(f'#assist-boards .board[data-board="{board}"] button.track').click()  # the colours are done
    settle(page)


def solved_by(marks: list[str]) -> bool:
    """Return whether rows have shown every place green (Kilordle's rule)."""
    return all(any(m[i] == "G" for m in marks) for i in range(5))


@pytest.mark.parametrize("viewport", [WIDE, PHONE], ids=["1280", "390"])
def test_kilordle_assisted_for_a_dozen_guesses(browser, server, tmp_path, viewport):
    page, errors = opened(browser, viewport)
    failed = failed_responses(page)
    answers = answers_of("kilordle", 3)
    page.goto(server.url + "?tab=assist&game=kilordle")
    settle(page)
    assert page.is_visible("#kilo-report") and page.is_hidden("#hint-level") and page.is_hidden("#advanced")
    assert page.locator("#suggestions button.use").first.inner_text().strip().lower() == "braxy"
    assert "Not known: the other boards' answers" in page.inner_text("#suggestions")
    played: list[str] = []
    reported: list[int] = []  # answer ids of the boards reported, in the page's order
    for turn in range(1, 13):
        if turn == 4:  # two boards reported: their three rows coloured as the game shows them
            for k in REPORTED[:2]:
                page.click("#kilo-report")
                reported.append(k)
                colour_rows(page, len(reported), [feedback(w, answers[k]) for w in played])
        if turn == 8:  # a third, later: its seven rows typed, key by key, as the tiles fill
            page.click("#kilo-report")
            reported.append(REPORTED[2])
            box = page.locator('#assist-boards .board[data-board="3"] .kilo-rows')
            box.click()
            page.keyboard.type(" ".join(feedback(w, answers[REPORTED[2]]) for w in played).lower())
            assert ktile(page, 3, 7, 5).get_attribute("class").split()[1] in "BYG"  # the last tile coloured
            page.keyboard.press("Enter")  # the colours are done
            settle(page)
        finish = page.locator("#suggestions .finish-all button.use")
        if turn == 10 and finish.count():  # the words that surely finish the reported boards: one taken
            use = finish.first
        else:
            use = page.locator("#suggestions button.use").first
        word = use.inner_text().strip().lower()
        use.click()
        open_ = [k for k in reported if not solved_by([feedback(w, answers[k]) for w in played])]
        if open_:  # the reported boards still unsolved want the row's colours
            page.wait_for_function("document.getElementById('assist-status').textContent.includes('set the reported')")
            page.fill("#assist-feedback", " ".join(feedback(word, answers[k]) for k in open_))
            page.press("#assist-feedback", "Enter")
        settle(page)
        played.append(word)
        assert page.inner_text("#row-problem") == "", page.inner_text("#row-problem")
        if turn == 6:
            shot(page, f"web-kilordle-assist-mid-{viewport['width']}.png", tmp_path)
    assert page.inner_text("#assist-status").startswith("Guess 13 of 1005")
    assert page.inner_text("#kilo-played").startswith("Played (12): " + " · ".join(played[:3]))
    for b, k in enumerate(reported, 1):  # each reported board: solved, or its answer among those left
        title = page.inner_text(f'#assist-boards .board[data-board="{b}"] h3')
        if solved_by([feedback(w, answers[k]) for w in played]):
            assert "solved on guess" in title
        else:
            assert " left" in title
            assert answers[k] in page.inner_text(f'#assist-boards .board[data-board="{b}"] .cands').split()
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    shot(page, f"web-kilordle-assist-{viewport['width']}.png", tmp_path)
    page.click("#assist-undo")  # the last word out again
    settle(page)
    assert page.inner_text("#assist-status").startswith("Guess 12 of 1005")
    page.close()
    assert failed == [] and errors == []


def test_a_reported_board_no_answer_fits_is_named(browser, server):
    """Colours that fit no answer: the server's one line, naming the board by the page's own number, and the
    board kept to be put right."""
    page, errors = opened(browser, WIDE)
    failed = failed_responses(page)
    page.goto(server.url + "?tab=assist&game=kilordle")
    settle(page)
    page.locator("#suggestions button.use").first.click()  # braxy, no board reported: entered at once
    settle(page)
    for _ in range(3):
        page.click("#kilo-report")
    for i in range(1, 6):  # board 1 left uncoloured (not sent), board 2 grey, board 3 all green (braxy is no answer)
        ktile(page, 2, 1, i).click()
        for _ in range(3):
            ktile(page, 3, 1, i).click()
    ktile(page, 1, 1, 1).focus()  # board 1 by keys: g sets a tile and moves on, the arrows move, Enter cycles
    page.keyboard.press("g")
    assert page.evaluate("document.activeElement.dataset.pos") == "2"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")
    assert "B" in ktile(page, 1, 1, 1).get_attribute("class").split()  # green -> grey
    assert page.evaluate("document.activeElement.dataset.pos") == "1"
    page.locator('#assist-boards .board[data-board="3"] button.track').click()
    settle(page)
    assert "board 3: no answer in the list gives GGGGG for 'braxy'" in page.inner_text("#row-problem")
    assert page.locator("#assist-boards .board").count() == 3
    page.close()
    assert len(failed) == 1 and failed[0].startswith("422 POST")  # the browser logs it: that line only
    assert [e for e in errors if "status of 422" not in e] == []


@pytest.mark.parametrize("game, sort, ghosts", [("mastermind", False, False), ("bulls-cows", False, False),
                                                ("jotto", False, False), ("wordle", False, True),
                                                ("quordle", True, True)])
def test_board_toggles_only_where_they_act(browser, server, game, sort, ghosts):
    page, errors = opened(browser, WIDE)
    page.goto(server.url + f"?tab=assist&game={game}")
    settle(page)
    assert page.is_visible("#sort-boards") == sort and page.is_visible("#ghosts") == ghosts
    assert page.is_visible("#advanced") and page.is_hidden("#kilo-controls")
    page.click("#tab-play")
    settle(page)
    assert page.is_visible("#sort-boards") == sort and page.is_visible("#ghosts") == ghosts
    page.close()
    assert errors == []


def test_leaving_kilordle_gives_the_usual_assist_back(browser, server):
    page, errors = opened(browser, WIDE)
    failed = failed_responses(page)
    page.goto(server.url + "?tab=assist&game=kilordle")
    settle(page)
    page.click("#kilo-report")
    page.select_option("#game", "quordle")
    settle(page)
    assert page.is_hidden("#kilo-controls") and page.is_visible("#advanced") and page.is_visible("#hint-level")
    assert page.locator("#assist-boards .board").count() == 4 and page.locator("#assist-boards .drop").count() == 0
    assert page.locator("#suggestions button.use").count() == 5
    page.close()
    assert failed == [] and errors == []
