"""The share grid (`ndle.render.share`): Wordle's and Quordle's forms, from feedback rows and from a played game."""

from __future__ import annotations

from ndle.game import Game
from ndle.playing import play_game
from ndle.render.share import share_grid, share_text, turn_emoji
from ndle.strategies import make_strategy


def test_one_board_is_wordles_form():
    text = share_grid([["BYBBB"], ["GGBBY"], ["GGGGG"]], [3], 6, title="Wordle")
    assert text == "Wordle 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛⬛🟨\n🟩🟩🟩🟩🟩"
    lost = share_grid([["BBBBB"]] * 6, [None], 6, title="Wordle", hard=True, palette="light")
    assert lost.splitlines()[0] == "Wordle X/6*" and lost.splitlines()[2] == "⬜" * 5
    assert share_grid([["YGBBB"]], [None], 6, title="Wordle", palette="contrast") == "Wordle -/6\n\n🟦🟧⬛⬛⬛"


def test_turn_emoji():
    assert [turn_emoji(t) for t in (1, 9, 10, 11, 13, None, 0)] == ["1️⃣", "9️⃣", "🔟", "🕚", "🕐", "🟥", "⬛"]


def test_several_boards_are_quordles_form():
    rows = [["BYBBB", "BBBBB", "YBBBB"], ["GGGGG", "BGBBB", "GGGGG"], [None, "GGGGG", None]]
    text = share_grid(rows, [2, 3, 2], 8, title="Triple")
    assert text.splitlines() == ["Triple", "2️⃣3️⃣", "2️⃣", "Score: 7", "",
                                 "⬜🟨⬜⬜⬜ ⬜⬜⬜⬜⬜", "🟩🟩🟩🟩🟩 ⬜🟩⬜⬜⬜", "⬛⬛⬛⬛⬛ 🟩🟩🟩🟩🟩", "",
                                 "🟨⬜⬜⬜⬜", "🟩🟩🟩🟩🟩"]
    lost = share_grid([["BBBBB", "GGGGG"]] * 2, [None, 1], 2, title="Duo")
    assert lost.splitlines()[1] == "🟥1️⃣" and "Score" not in lost


def test_a_played_quordle():
    game = Game.create("quordle")
    record, state = play_game(game, make_strategy("sum", game), game.answer_ids(["flame", "snake", "blast", "crave"]))
    lines = share_text(state).splitlines()
    assert lines[:3] == ["Quordle", f"{turn_emoji(record.solved_at[0])}{turn_emoji(record.solved_at[1])}",
                         f"{turn_emoji(record.solved_at[2])}{turn_emoji(record.solved_at[3])}"]
    assert lines[3] == f"Score: {record.total}"
    top = max(record.solved_at[:2])
    assert lines[5 + top - 1].count("🟩") >= 5 and len(lines) == 4 + 1 + top + 1 + max(record.solved_at[2:])


def test_a_rule_without_coloured_tiles_shares_its_feedback_as_written():
    game = Game.create("mastermind")
    _, state = play_game(game, make_strategy("sum", game), game.answer_ids(["4555"]))
    text = share_text(state)
    assert text.splitlines()[0] == f"Mastermind {state.turn}/10"
    rows = text.splitlines()[2:]
    assert rows[-1] == "4B0W" and all(game.feedback_rule.parse(r, 4) is not None for r in rows)
    assert not any(square in text for square in "⬛⬜🟨🟩")  # no tile squares read from peg counts
