"""The assist page without a mouse, and its hint levels, in a real browser (headless Chromium through Playwright).

A whole Quordle guess entered by keyboard only (Tab to the word box, the word typed, Tab to each tile of the
pending row and its colour set by keys, Enter on the page's Enter button, the next guess taken from the
suggestions by keyboard), each focused control visibly outlined; then the hint levels 1, 2 and 3 asked for on
that position, their text the library's own (`ndle.playing.hints`).
"""

from __future__ import annotations

from ndle.game import Game
from ndle.playing import hint
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.codes import feedback
from ndle.strategies import make_strategy
from tests.web.browser import colours_wanted, pytestmark, settle, tile  # noqa: F401  (pytestmark: skipped without a browser)

FOCUSED = """() => { const e = document.activeElement; const s = getComputedStyle(e);
  return { id: e.id, turn: e.dataset.turn || null, pos: e.dataset.pos || null,
           board: e.closest('.board') ? e.closest('.board').dataset.board : null, tag: e.tagName,
           text: e.textContent.trim().toLowerCase(),
           outline: s.outlineStyle !== 'none' && s.outlineWidth !== '0px' }; }"""


def tab_to(page, wanted, most: int = 80, back: bool = False) -> dict:
    """Press Tab (Shift+Tab if `back`) until the focused element is the one `wanted(focused)` accepts; return what is
    focused (each stop on the way visibly outlined)."""
    for _ in range(most):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        focused = page.evaluate(FOCUSED)
        assert focused["outline"], f"no visible focus on {focused}"
        if wanted(focused):
            return focused
    raise AssertionError("never reached by Tab")


def answers_of(seed: int) -> tuple[Game, tuple[int, ...], list[str]]:
    game = Game.create(game="quordle")
    ids = tuple(int(a) for a in draw_answers(game_rng(seed, 0), len(game.words.answers), 4, replacement=False))
    return game, ids, [game.words.answers[a] for a in ids]


def test_a_whole_guess_by_keyboard_then_the_hint_levels(page, server):
    game, ids, answers = answers_of(11)
    failed = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    page.goto(server.url + "?tab=assist&game=quordle&strategy=sum")
    settle(page)
    word = "crane"
    tab_to(page, lambda f: f["id"] == "assist-guess")
    page.keyboard.type(word)
    page.keyboard.press("Enter")
    colours_wanted(page)
    assert page.evaluate(FOCUSED)["id"] == "assist-feedback"  # straight on to the colours
    marks = [feedback(word, a) for a in answers]
    for b, mark in enumerate(marks):
        focused = tab_to(page, lambda f, b=b: f["board"] == str(b + 1) and f["turn"] == "1" and f["pos"] == "1")
        for i, m in enumerate(mark):
            if b % 2 == 0:  # the colour's key: b, y or g sets the tile and moves on to the next one
                page.keyboard.press(m.lower())
            else:  # Space cycles (blank -> grey -> yellow -> green), the arrow moves on
                for _ in range("BYG".index(m) + 1):
                    page.keyboard.press(" ")
                focused = page.evaluate(FOCUSED)
                assert (focused["board"], focused["pos"]) == (str(b + 1), str(i + 1))  # the focus stays put
                page.keyboard.press("ArrowRight")
        classes = [tile(page, b + 1, 1, i + 1).get_attribute("class") for i in range(5)]
        assert [c.split()[1] for c in classes] == list(mark)
    assert "(0 to go)" in page.inner_text("#assist-status")
    assert tab_to(page, lambda f: f["id"] == "assist-enter", back=True)["tag"] == "BUTTON"  # above the boards
    page.keyboard.press("Enter")
    settle(page)
    assert page.inner_text("#assist-status").startswith("Guess 2 of 9: type the word")
    first = page.locator("#suggestions button.use").first.inner_text().strip().lower()
    state = game.start().play(game.words.guess_id(word), ids)
    sum_ = make_strategy("sum", game)
    assert first == game.words.guesses[sum_.choose(state)]
    tab_to(page, lambda f: f["tag"] == "BUTTON" and f["text"] == first)
    page.keyboard.press("Enter")  # "I played this word": the pending row takes it and waits for its colours
    colours_wanted(page)
    assert page.input_value("#assist-guess") == first and page.evaluate(FOCUSED)["id"] == "assist-feedback"
    page.keyboard.press("Escape")  # back to the word: the row is given up by Undo
    tab_to(page, lambda f: f["id"] == "assist-undo")
    page.keyboard.press("Enter")
    settle(page)
    assert page.input_value("#assist-guess") == "" and page.locator("#assist-boards .row:not(.pending)").count() == 4

    texts = {}
    for level in ("1", "2", "3"):  # the hint of each level at this position, then everything again
        page.select_option("#hint-level", level)
        settle(page)
        texts[level] = page.inner_text("#hint-text")
        shown = page.locator("#suggestions button.use").count()
        assert shown == (1 if level == "3" else 0)
        assert page.locator("#assist-boards .cands").count() == 0  # no candidates listed below "everything"
    for level in (1, 2, 3):
        assert texts[str(level)] == f"Hint: {hint(state, make_strategy('sum', game), level)}."
    assert texts["1"].startswith("Hint: board 1: ") and f"(sum): {first}" in texts["3"]
    page.select_option("#hint-level", "all")
    settle(page)
    assert page.inner_text("#hint-text") == "" and page.locator("#suggestions button.use").count() == 5
    assert failed == []
