"""The share text (`ndle.render.share`): each real game's own form, from feedback rows and from a played game, never
more than a screen."""

from __future__ import annotations

import numpy as np
import pytest

from ndle.game import Game
from ndle.playing import play_game
from ndle.render.share import SCREEN_LINES, share_grid, share_text, turn_emoji
from ndle.strategies import make_strategy

EIGHT = ["crane", "pilot", "slate", "mound", "brick", "fudge", "honey", "latch"]


def played(name: str, answers: list[str], guesses: list[str], **fields):
    """Return the state after playing `guesses` against `answers` in a real game (lies and clues drawn from seed 0)."""
    game = Game.create(name, **fields)
    ids, rng = game.answer_ids(answers), np.random.default_rng(0)
    state = game.opening(ids, rng)
    for word in guesses:
        state = state.play(game.words.guess_id(word), ids, rng)
    return state


SHARES = [  # (game, its fields, answers, guesses, the exact share text)
    ("wordle", {}, ["crane"], ["slate", "crane"], "Wordle 2/6\n\n⬛⬛🟩⬛🟩\n🟩🟩🟩🟩🟩"),
    ("wordle", {"hard": True}, ["crane"], ["slate", "crane"], "Wordle 2/6*\n\n⬛⬛🟩⬛🟩\n🟩🟩🟩🟩🟩"),
    ("wordle", {"max_guesses": 2}, ["crane"], ["slate", "sling", "point", "crane"],  # won past the limit: lost
     "Wordle X/2\n\n⬛⬛🟩⬛🟩\n⬛⬛⬛🟩⬛\n⬛⬛⬛🟩⬛\n🟩🟩🟩🟩🟩"),
    ("dordle", {}, ["crane", "pilot"], ["slate", "crane", "pilot"],
     "Dordle 2&3/7\n\n⬜⬜🟩⬜🟩 ⬜🟨⬜🟨⬜\n🟩🟩🟩🟩🟩 ⬜⬜⬜⬜⬜\n⬛⬛⬛⬛⬛ 🟩🟩🟩🟩🟩"),
    ("quordle", {}, EIGHT[:4], ["slate", "crane", "pilot", "mound"],
     "Quordle\n2️⃣3️⃣\n1️⃣4️⃣\nScore: 10\n\n⬜⬜🟩⬜🟩 ⬜🟨⬜🟨⬜\n🟩🟩🟩🟩🟩 ⬜⬜⬜⬜⬜\n⬛⬛⬛⬛⬛ 🟩🟩🟩🟩🟩\n\n"
     "🟩🟩🟩🟩🟩 ⬜⬜⬜⬜⬜\n⬛⬛⬛⬛⬛ ⬜⬜⬜🟩⬜\n⬛⬛⬛⬛⬛ ⬜⬜⬜🟨⬜\n⬛⬛⬛⬛⬛ 🟩🟩🟩🟩🟩"),
    ("octordle", {}, EIGHT, ["slate", "crane", "pilot", "mound", "brick", "fudge", "honey", "latch"],
     "Octordle\n2️⃣3️⃣\n1️⃣4️⃣\n5️⃣6️⃣\n7️⃣8️⃣\nScore: 36"),
    ("octordle", {}, EIGHT, ["slate", "crane"], "Octordle\n2️⃣⬛\n1️⃣⬛\n⬛⬛\n⬛⬛"),  # still being played
    ("mastermind", {}, ["1234"], ["1122", "1344", "1234"], "Mastermind 3/10\n\n⚫⚪\n⚫⚫⚪\n⚫⚫⚫⚫"),
    ("mastermind", {}, ["1234"], ["5566", "1234"], "Mastermind 2/10\n\n➖\n⚫⚫⚫⚫"),
    ("bulls-cows", {}, ["1234"], ["0123", "1243", "1234"], "Bulls and Cows 3/10\n\n🐄🐄🐄\n🐂🐂🐄🐄\n🐂🐂🐂🐂"),
    ("jotto", {}, ["crane"], ["slate", "crane"], "Jotto 2/10\n\n2️⃣\n✅"),
    ("wordle", {"feedback": "jotto"}, ["crane"], ["slate", "crane"], "Jotto 2/6\n\n2️⃣\n✅"),  # the rule names it
    ("xordle", {}, ["crane", "pilot"], ["pilot", "crane"], "Xordle 3/9\n\n⬛⬛🟨🟨⬛\n🟩🟩🟩🟩🟩\n🟩🟩🟩🟩🟩"),
    ("fibble", {}, ["crane"], ["slate", "crane"], "Fibble 2/9\n\n⬛⬛🟩⬛🟨\n🟩🟩🟩🟩🟩"),
]


@pytest.mark.parametrize("name, fields, answers, guesses, text", SHARES)
def test_each_game_shares_its_own_form(name, fields, answers, guesses, text):
    assert share_text(played(name, answers, guesses, **fields)) == text


def test_one_board_is_wordles_form():
    text = share_grid([["BYBBB"], ["GGBBY"], ["GGGGG"]], [3], 6, title="Wordle")
    assert text == "Wordle 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛⬛🟨\n🟩🟩🟩🟩🟩"
    lost = share_grid([["BBBBB"]] * 6, [None], 6, title="Wordle", hard=True, palette="light")
    assert lost.splitlines()[0] == "Wordle X/6*" and lost.splitlines()[2] == "⬜" * 5
    assert share_grid([["YGBBB"]], [None], 6, title="Wordle", palette="contrast") == "Wordle -/6\n\n🟦🟧⬛⬛⬛"


def test_a_lost_game_shows_x():
    assert share_grid([["BBBBB"]] * 6, [None], 6, title="Wordle").splitlines()[0] == "Wordle X/6"
    assert share_grid([["BBBBB"]] * 7 + [["GGGGG"]], [8], 6, title="Wordle").splitlines()[0] == "Wordle X/6"
    assert share_grid([["BBBBB", "GGGGG"]] * 7, [None, 1], 7, title="Dordle").splitlines()[0] == "Dordle X&1/7"
    quordle = share_grid([["GGGGG", "BBBBB", "BBBBB", "BBBBB"]] * 10, [1, None, 10, 9], 9, title="Quordle")
    assert quordle.splitlines()[1:3] == ["1️⃣🟥", "🟥9️⃣"] and "Score" not in quordle
    many = share_grid([()] * 40, [1] * 99 + [None], 37, title="ndle 100 boards")
    assert many.splitlines()[:2] == ["ndle 100 boards X/37", "99 of 100 boards solved"]


def test_turn_emoji():
    assert [turn_emoji(t) for t in (1, 9, 10, 11, 13, 14, None, 0)] == ["1️⃣", "9️⃣", "🔟", "🕚", "🕐", "1️⃣4️⃣", "🟥",
                                                                       "⬛"]


def test_three_and_four_boards_are_quordles_form():
    rows = [["BYBBB", "BBBBB", "YBBBB"], ["GGGGG", "BGBBB", "GGGGG"], [None, "GGGGG", None]]
    text = share_grid(rows, [2, 3, 2], 8, title="Triple")
    assert text.splitlines() == ["Triple", "2️⃣3️⃣", "2️⃣", "Score: 7", "",
                                 "⬜🟨⬜⬜⬜ ⬜⬜⬜⬜⬜", "🟩🟩🟩🟩🟩 ⬜🟩⬜⬜⬜", "⬛⬛⬛⬛⬛ 🟩🟩🟩🟩🟩", "",
                                 "🟨⬜⬜⬜⬜", "🟩🟩🟩🟩🟩"]


@pytest.mark.parametrize("boards, per_line", [(16, 4), (32, 4), (64, 8)])
def test_many_boards_share_their_turns_only(boards, per_line):
    turns = [5 + b % 30 for b in range(boards)]
    text = share_grid([()] * 40, turns, 40, title="Big").splitlines()
    assert text[0] == "Big" and text[-1] == f"Score: {sum(turns)}" and len(text) == 2 + boards // per_line
    assert "".join(text[1:-1]) == "".join(turn_emoji(t) for t in turns)


def test_kilordle_shares_a_chart_of_boards_solved():
    turns = list(range(1, 1001))
    lines = share_grid([()] * 1000, turns, 1005, title="Kilordle").splitlines()
    assert lines[:3] == ["Kilordle 1000/1005", "1,000 of 1,000 boards solved", ""]
    chart = lines[3:]
    assert len(chart) == 5 and all(len(row) == 20 for row in chart) and chart[0] == "⬜" * 17 + "🟩" * 3
    assert chart[-1] == "⬜" + "🟩" * 19  # a column is as tall as the share of boards solved by its last guess


def test_many_guesses_fit_a_screen():
    one = share_grid([["BBBBB"]] * 99 + [["GGGGG"]], [100], 1000, title="Wordle").splitlines()
    assert len(one) == SCREEN_LINES and one[-1] == "🟩" * 5 and one[-2] == f"⋮ {100 - (SCREEN_LINES - 4) - 1} more"
    four = share_grid([["BBBBB"] * 4] * 30, [None] * 4, 100, title="Quordle").splitlines()
    assert four == ["Quordle", "⬛⬛", "⬛⬛"]  # too many rows for a screen: the turns only


def test_a_played_quordle():
    game = Game.create("quordle")
    record, state = play_game(game, make_strategy("sum", game), game.answer_ids(["flame", "snake", "blast", "crave"]))
    lines = share_text(state).splitlines()
    assert lines[:3] == ["Quordle", f"{turn_emoji(record.solved_at[0])}{turn_emoji(record.solved_at[1])}",
                         f"{turn_emoji(record.solved_at[2])}{turn_emoji(record.solved_at[3])}"]
    assert lines[3] == f"Score: {record.total}"
    top = max(record.solved_at[:2])
    assert lines[5 + top - 1].count("🟩") >= 5 and len(lines) == 4 + 1 + top + 1 + max(record.solved_at[2:])


@pytest.mark.parametrize("name, boards, text", [
    ("sedecordle", 16, "Sedecordle\n1️⃣2️⃣3️⃣⬛\n" + "\n".join(["⬛⬛⬛⬛"] * 3)),
    ("duotrigordle", 32, "Duotrigordle\n1️⃣2️⃣3️⃣⬛\n" + "\n".join(["⬛⬛⬛⬛"] * 7)),
    ("kilordle", 1000, "Kilordle -/1005\n3 of 1,000 boards solved\n\n" + "\n".join(["⬜⬜⬜"] * 5)),
])
def test_the_many_board_games_share_their_own_form(name, boards, text):
    game = Game.create(name)
    answers = list(range(0, 2 * boards, 2))  # aback, abate, abbot, ...
    state = game.opening(answers, np.random.default_rng(0))
    for a in answers[:3]:
        state = state.play(game.words.answer_guess[a], answers)
    assert share_text(state) == text
