"""In a real browser: other word lengths and alphabets (the tiles and keys follow the list), hard mode and a
strategy's options set on the page. Screenshots as in test_browser.py."""

from __future__ import annotations

import numpy as np

from ndle.game import Game, State
from ndle.playing import play_game
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.codes import feedback
from ndle.playing import top_guesses
from ndle.strategies import make_strategy
from ndle.strategies.pools import game_allows
from ndle.words import load_words
from tests.web.browser import (  # noqa: F401  (pytestmark: skipped without a browser)
    GERMAN, enter_colours, enter_word, pytestmark, settle, shot)


def drawn(game: Game, seed: int) -> list[str]:
    ids = draw_answers(game_rng(seed, 0), len(game.words.answers), game.boards, replacement=False)
    return [game.words.answers[a] for a in ids]


def tiles_per_row(page, where: str) -> set[int]:
    return set(page.eval_on_selector_all(f"{where} .row", "rows => rows.map(r => r.children.length)"))


def suggestions(page) -> list[str]:
    return [t.strip().lower() for t in page.locator("#suggestions button.use").all_inner_texts()]


def test_a_played_four_letter_dordle(page, server, tmp_path):
    game = Game.create(game="dordle", words="doddle4")
    answers = drawn(game, 3)
    opener = next(w for w in ("tare", "sale", "rate") if w not in answers)
    page.goto(server.url + "?tab=play&game=dordle&words=doddle4&seed=3")
    settle(page)
    assert page.input_value("#words") == "doddle4" and tiles_per_row(page, "#play-boards") == {4}
    page.keyboard.type(opener + "s")  # a fifth letter is not taken
    page.keyboard.press("Enter")
    settle(page)
    rows = page.eval_on_selector_all("#play-boards .board[data-board='1'] .row:not(.current)",
                                     "rows => rows.map(r => [...r.children].map(t => t.className.split(' ')[1]))")
    assert ["".join(r) for r in rows] == [feedback(opener, answers[0])]
    for word in answers:
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settle(page)
    assert "Won in 3 guesses" in page.inner_text("#play-status")
    assert tiles_per_row(page, "#play-boards") == {4}
    page.wait_for_selector("#review-done", timeout=300_000)
    assert len(page.locator("#review tr").all_inner_texts()) == 4  # a heading and three turns


def test_an_assisted_six_letter_game(page, server, tmp_path):
    game = Game.create(words="doddle6")
    answer = drawn(game, 8)[0]
    sum_ = make_strategy("sum", game)
    expected, _ = play_game(game, sum_, [game.words.answer_id(answer)])
    page.goto(server.url + "?tab=assist&game=wordle&words=doddle6&strategy=sum")
    settle(page)
    assert page.get_attribute("#assist-guess", "maxlength") == "6"
    state = game.start()
    for turn, guess in enumerate(expected.guesses, 1):
        ranked = top_guesses(state, sum_, 5, rng=np.random.default_rng(0))
        assert suggestions(page) == [r.word for r in ranked] and suggestions(page)[0] == guess
        page.locator("#suggestions button.use").first.click()
        enter_colours(page, feedback(guess, answer))
        state = state.play(game.words.guess_id(guess), [game.words.answer_id(answer)])
        assert tiles_per_row(page, "#assist-boards") == {6}
        if turn == 2 and not state.done:
            left = len(state.boards[0].candidates)
            assert f"{left} left" in page.inner_text("#assist-boards h3")
            shot(page, "web-assist-doddle6.png", tmp_path)
    assert f"solved in {expected.turns} guess{'es' * (expected.turns != 1)}" in page.inner_text("#message")
    page.click("#assist-undo")  # the last row out: a guess can be typed again
    settle(page)
    page.fill("#assist-guess", "abcde")
    page.press("#assist-guess", "Enter")
    assert "6-letter words" in page.inner_text("#row-problem")


def test_a_played_game_beyond_a_to_z(page, server, tmp_path):
    words = load_words(None, GERMAN)
    answer = words.answers[draw_answers(game_rng(1, 0), len(words.answers), 1, replacement=False)[0]]
    opener = "größe" if answer != "größe" else "bühne"
    page.goto(server.url + "?tab=play&game=wordle&words=deutsch&seed=1")
    settle(page)
    keys = page.eval_on_selector_all("#keyboard .key", "keys => keys.map(k => k.dataset.key)")
    assert set("äöüß") <= set(keys) and "q" not in keys  # the list's own letters, none it never uses
    for letter in opener:  # on the on-screen keys
        page.click(f'#keyboard .key[data-key="{letter}"]')
    page.click('#keyboard .key[data-key="enter"]')
    settle(page)
    row = page.eval_on_selector("#play-boards .row:not(.current)", "r => r.textContent")
    assert row == opener  # (shown in capitals: ß stays one tile)
    marks = feedback(opener, answer)
    for letter, mark in zip(opener, marks):
        seg = page.locator(f'#keyboard .key[data-key="{letter}"] .seg').first.get_attribute("class")
        assert mark in seg or (mark == "B" and {"Y", "G"} & set(seg.split()))  # a letter shown twice: its best
    page.keyboard.type(answer)  # typed, letters beyond a-z included
    page.keyboard.press("Enter")
    settle(page)
    assert "Won in 2 guesses" in page.inner_text("#play-status") and "deutsch" not in page.inner_text("#message")
    shot(page, "web-play-deutsch.png", tmp_path)


def test_hard_mode_and_a_strategys_options(page, server, tmp_path):
    game = Game.create(game="wordle", hard=True)
    page.goto(server.url + "?tab=assist&game=wordle&strategy=sum")
    settle(page)
    page.check("#hard")
    settle(page)
    page.click("#advanced summary")  # the strategy's settings are behind the Advanced fold
    page.select_option("#pool", "candidates")
    settle(page)
    page.fill('#strategy-options input[data-option="tiebreak"]', "candidates")
    page.press('#strategy-options input[data-option="tiebreak"]', "Enter")
    settle(page)
    assert "hard mode" in page.inner_text("#message")
    enter_word(page, "soare")
    enter_colours(page, "bbygb")
    state = State.from_feedback(game, [("soare", ["bbygb"])])
    strategy = make_strategy("sum", game, pool="candidates", tiebreak="candidates")
    assert suggestions(page) == [r.word for r in top_guesses(state, strategy, 5)]
    assert all(game_allows(state)[game.words.guess_id(w)] for w in suggestions(page))
    assert "hard=1" in page.url
    page.fill('#strategy-options input[data-option="tiebreak"]', "coin")
    page.press('#strategy-options input[data-option="tiebreak"]', "Enter")
    settle(page)
    assert "unknown tiebreak 'coin'; choose one of" in page.inner_text("#message")  # the strategy's own check
    page.select_option("#game", "quordle")
    settle(page)
    assert "hard mode is for one board, not 4" in page.get_attribute("#hard-label", "title")  # said before asking
    assert page.is_disabled("#hard") and not page.is_checked("#hard") and "hard=1" not in page.url
    page.click("#tab-play")  # a played game in hard mode refuses a guess that ignores a hint
    page.select_option("#game", "wordle")
    settle(page)
    assert page.is_checked("#hard") and not page.is_disabled("#hard")  # the player's choice, kept
    page.fill("#seed", "7")  # answer fault: soare shows its a
    page.dispatch_event("#seed", "change")
    page.evaluate("document.activeElement.blur()")  # typing goes to the game, not the seed box
    settle(page)
    page.keyboard.type("soare")
    page.keyboard.press("Enter")
    settle(page)
    assert "Y" in page.locator("#play-boards .row:not(.current) .tile").nth(2).get_attribute("class")
    page.keyboard.type("fuzzy")
    page.keyboard.press("Enter")
    settle(page)
    assert "fuzzy breaks hard mode: it must contain A (shown by SOARE)" in page.inner_text("#message")
    assert page.locator("#play-boards .row:not(.current)").count() == 1  # not played
