from ndle.render.text import render_state, tile_row


def test_plain_rows(wordle):
    game = wordle.with_boards(5)
    ids = game.answer_ids(["flame", "snake", "blast", "crave", "flame"])
    s = game.start()
    for w in ["soare", "flame"]:
        s = s.play(game.words.guess_id(w), ids)
    text = render_state(s, colour=False, answers=["flame", "snake", "blast", "crave", "flame"])
    assert "#5 flame" in text and text.count("flame GGGGG") == 2
    assert "soare BBGBG" in text and "solved in 2" in text and "left" in text


def test_colour_tiles():
    row = tile_row("crane", "GYBBG", colour=True)
    assert "\x1b[" in row and " C " in row and row.endswith("\x1b[0m")
