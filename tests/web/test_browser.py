"""End to end in a real browser (headless Chromium through Playwright) against a real `ndle serve`.

A whole assisted Quordle game (the page's suggestions played, the feedback set by typing it and by clicking tiles)
and a whole played Wordle game with its review. Each saves a screenshot (into $NDLE_WEB_SCREENSHOTS if set, as
the docs' pictures are made). Skipped, with the reason, only where Playwright or a Chromium cannot be found.
"""

from __future__ import annotations

from ndle.game import Game
from ndle.loop import play_game
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.codes import feedback
from ndle.strategies import make_strategy
from tests.web.browser import pytestmark, settle, shot  # noqa: F401  (pytestmark: skipped without a browser)


def tile(page, board: int, turn: int, pos: int):
    return page.locator(f'#assist-boards .board[data-board="{board}"] .tile[data-turn="{turn}"][data-pos="{pos}"]')


def test_a_whole_assisted_quordle_game(page, server, tmp_path):
    game = Game.create(game="quordle")
    answer_ids = draw_answers(game_rng(2024, 0), len(game.words.answers), 4, replacement=False)
    answers = [game.words.answers[a] for a in answer_ids]
    expected, _ = play_game(game, make_strategy("lookahead", game), answer_ids)
    page.goto(server.url + "?tab=assist&game=quordle&strategy=lookahead")
    settle(page)
    played, solved = [], set()
    while len(solved) < 4:
        suggestion = page.locator("#suggestions button.use").first.inner_text().strip().lower()
        played.append(suggestion)
        page.locator("#suggestions button.use").first.click()  # "I played this word"
        settle(page)
        marks = [feedback(suggestion, a) for a in answers]
        turn = len(played)
        if turn == 1:  # typed, one group per board
            page.fill("#assist-feedback", " ".join(marks))
            page.press("#assist-feedback", "Enter")
        else:  # clicked: grey -> yellow -> green
            for b, mark in enumerate(marks):
                if b in solved:
                    continue
                for i, m in enumerate(mark):
                    for _ in range("BYG".index(m)):
                        tile(page, b + 1, turn, i + 1).click()
        settle(page)
        if turn == 3:  # mid-game: candidates and suggestions on show
            shot(page, "web-assist-quordle.png", tmp_path)
        solved |= {b for b, m in enumerate(marks) if m == "GGGGG"}
        assert len(played) <= 12, "the page's suggestions did not finish the game"
    assert played == list(expected.guesses)  # the page suggested exactly what lookahead plays
    assert f"all 4 board(s) solved in {expected.turns} guesses" in page.inner_text("#message")
    for b, turn in enumerate(expected.solved_at):
        assert f"solved on turn {turn}" in page.inner_text(f'#assist-boards .board[data-board="{b + 1}"] h3')
    page.click("#assist-undo")
    settle(page)
    assert "left" in page.inner_text("#assist-boards") and 1 <= page.locator("#suggestions button.use").count() <= 5
    page.locator("#suggestions button.use").first.click()
    page.fill("#assist-feedback", "ggggb " * 4)
    page.press("#assist-feedback", "Enter")
    settle(page)
    assert "no answer in the list gives" in page.inner_text("#message")
    page.click("#assist-undo")
    settle(page)
    page.locator("#suggestions button.use").first.click()
    page.fill("#assist-feedback", " ".join("-" if expected.solved_at[b] < expected.turns else
                                           feedback(played[-1], a) for b, a in enumerate(answers)))
    page.press("#assist-feedback", "Enter")
    settle(page)
    assert f"all 4 board(s) solved in {expected.turns} guesses" in page.inner_text("#message")


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
    assert "Won in 1 guesses" in page.inner_text("#play-status")
