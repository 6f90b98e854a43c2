"""The assist page on a 390-pixel phone (touch, Chromium's mobile emulation): a whole Quordle game tapped through,
the boards two across, nothing wider than the screen. Screenshots as in test_browser.py."""

from __future__ import annotations

import pytest

from tests.web.browser import assist_a_quordle, pytestmark, settle  # noqa: F401  (pytestmark: skipped without a browser)
from tests.web.test_browser import check_assisted_quordle

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert errors == []


def test_a_whole_assisted_quordle_game_on_a_phone(phone, server, tmp_path):
    game = assist_a_quordle(phone, server.url, 2025, tmp_path,
                            ("web-assist-quordle-phone.png", "web-assist-quordle-phone-end.png"), tap=True)
    check_assisted_quordle(game)
    boxes = [phone.locator(f'#assist-boards .board[data-board="{b}"]').bounding_box() for b in (1, 2, 3, 4)]
    assert boxes[0]["y"] == boxes[1]["y"] < boxes[2]["y"] == boxes[3]["y"]  # Quordle's 2 x 2
    assert boxes[0]["x"] == boxes[2]["x"] < boxes[1]["x"] == boxes[3]["x"]
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # no sideways scrolling


def test_octordle_on_a_phone_is_two_across(phone, server, tmp_path):
    phone.goto(server.url + "?tab=assist&game=octordle&strategy=sum")
    settle(phone)
    xs = [phone.locator(f'#assist-boards .board[data-board="{b}"]').bounding_box()["x"] for b in range(1, 9)]
    assert len(set(xs)) == 2 and xs[0::2] == [xs[0]] * 4  # 2 x 4
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
