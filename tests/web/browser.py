"""Shared by the browser tests: headless Chromium through Playwright against a real `ndle serve`, skipped with the
reason only where Playwright or a Chromium cannot be found; screenshots into $NDLE_WEB_SCREENSHOTS if set."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed "
                                                             "(pip install -e '.[test]')")
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
CHROMIUM = os.environ.get("NDLE_CHROMIUM") or next(filter(None, map(shutil.which, BROWSERS)), None)
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium found (Debian: apt-get install chromium; "
                                                         "or set NDLE_CHROMIUM to a Chromium executable)")


GERMAN = Path(__file__).resolve().parent / "data" / "deutsch.txt"  # a list of our own, beyond a-z


def shot(page, name: str, tmp_path: Path) -> Path:
    folder = Path(os.environ.get("NDLE_WEB_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
    return path


def settle(page, timeout: float = 120_000) -> None:
    page.wait_for_function("document.body.dataset.busy === '0'", timeout=timeout)


def colours_wanted(page) -> None:
    """Wait until the assist page's pending row has its word and waits for its colours."""
    settle(page)
    page.wait_for_function("document.getElementById('assist-status').textContent.includes('set its colours')")


def enter_word(page, word: str) -> None:
    """Type a guess into the assist page's word box and press Enter, as a person does."""
    page.click("#assist-guess")
    page.keyboard.type(word)
    page.keyboard.press("Enter")
    settle(page)


def enter_colours(page, marks: str) -> None:
    """Type a row's colours into the assist page's colour box and press Enter."""
    colours_wanted(page)
    page.fill("#assist-feedback", marks)
    page.press("#assist-feedback", "Enter")
    settle(page)


def failed_responses(page) -> list:
    """Start recording the page's answers of status 400 or more (a list that fills as the page talks)."""
    bad = []
    page.on("response", lambda r: bad.append(f"{r.status} {r.request.method} {r.url}") if r.status >= 400 else None)
    return bad


def tile(page, board: int, turn: int, pos: int):
    """Return an assist board's tile (1-based board, turn and position)."""
    return page.locator(f'#assist-boards .board[data-board="{board}"] .tile[data-turn="{turn}"][data-pos="{pos}"]')


def assist_a_quordle(page, url: str, seed: int, tmp_path: Path, shots: tuple[str, str], tap: bool = False) -> dict:
    """Assist a whole Quordle game in the page as a person does, the answers drawn from `seed`: the first guess typed
    and its colours typed, every later one a suggestion taken and its tiles clicked (tapped if `tap`) from blank to
    their colours, a non-word refused on its row, a pending row undone, the last row entered with wrong colours
    (marked on the row, not sent) and put right, the share grid copied. Screenshots `shots` mid-game and at the end.
    Return what the test checks: the guesses played, lookahead's own game, the answers, the share grid, the page's
    failed answers (status 400 or more)."""
    from ndle.game import Game
    from ndle.playing import play_game
    from ndle.montecarlo.spec import draw_answers, game_rng
    from ndle.patterns.codes import feedback
    from ndle.strategies import make_strategy

    game = Game.create(game="quordle")
    answer_ids = draw_answers(game_rng(seed, 0), len(game.words.answers), 4, replacement=False)
    answers = [game.words.answers[a] for a in answer_ids]
    expected, _ = play_game(game, make_strategy("lookahead", game), answer_ids)
    failed = failed_responses(page)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(url + "?tab=assist&game=quordle&strategy=lookahead")
    settle(page)
    played, solved = [], set()
    while len(solved) < 4:
        turn = len(played) + 1
        suggestion = page.locator("#suggestions button.use").first.inner_text().strip().lower()
        if turn == 1:  # typed, word and colours
            enter_word(page, suggestion)
        else:
            if turn == 2:  # a non-word never enters the grid: refused on its row, which Undo clears
                rows = page.locator("#assist-boards .row:not(.pending)").count()
                enter_word(page, "qzxvw")
                assert "'qzxvw' is not an allowed guess" in page.inner_text("#row-problem")
                assert page.locator("#assist-boards .row:not(.pending)").count() == rows
                page.click("#assist-undo")
                settle(page)
                assert page.inner_text("#row-problem") == "" and page.input_value("#assist-guess") == ""
            page.locator("#suggestions button.use").first.click()  # "I played this word": fills the row
            colours_wanted(page)
        played.append(suggestion)
        marks = [feedback(suggestion, a) for a in answers]
        if turn == 1:
            page.keyboard.type(" ".join(marks))  # the focus is on the colours now: typed straight away
            assert "(0 to go)" in page.inner_text("#assist-status")
            page.keyboard.press("Enter")
        else:  # clicked or tapped: blank -> grey -> yellow -> green
            for b, mark in enumerate(marks):
                if b in solved:
                    continue
                for i, m in enumerate(mark):
                    for _ in range("BYG".index(m) + 1):
                        (tile(page, b + 1, turn, i + 1).tap if tap else tile(page, b + 1, turn, i + 1).click)()
            assert "(0 to go)" in page.inner_text("#assist-status")
            page.click("#assist-enter")
        settle(page)
        if turn == 3:  # mid-game: candidates and suggestions on show
            shot(page, shots[0], tmp_path)
        solved |= {b for b, m in enumerate(marks) if m == "G" * 5}
        assert len(played) <= 12, "the page's suggestions did not finish the game"
    grid = page.inner_text("#share")
    page.click("#share-copy")
    page.wait_for_function("document.getElementById('share-copy').textContent.startsWith('Copied')")
    copied = page.evaluate("navigator.clipboard.readText()")
    shot(page, shots[1], tmp_path)
    end = {"title": page.inner_text("#end-title"), "text": page.inner_text("#end-text"),
           "message": page.inner_text("#message"),
           "titles": [page.inner_text(f'#assist-boards .board[data-board="{b + 1}"] h3') for b in range(4)]}
    page.click("#assist-undo")  # the last row out again: the game goes on
    settle(page)
    end["undone"] = (page.inner_text("#assist-boards"), page.locator("#suggestions button.use").count(),
                     page.is_hidden("#assist-end"))
    page.locator("#suggestions button.use").first.click()
    enter_colours(page, "ggggb " * 4)  # no answer fits: marked on the row, nothing sent to the game
    end["wrong"] = (page.locator("#assist-boards .row.bad").count(), page.inner_text("#assist-boards"),
                    page.locator("#assist-boards .row:not(.pending)").count())
    page.fill("#assist-feedback", " ".join("-" if expected.solved_at[b] < expected.turns else
                                           feedback(played[-1], a) for b, a in enumerate(answers)))
    page.press("#assist-feedback", "Enter")
    settle(page)
    end["again"] = page.inner_text("#message")
    return {"played": played, "expected": expected, "answers": answers, "grid": grid, "copied": copied,
            "failed": failed, "end": end}
