from ndle.patterns.codes import feedback
from ndle.render.text import bar, render_state, tile_row


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


def test_a_record_prints_its_grid_and_keeps_a_short_repr(wordle, monkeypatch):
    import ndle

    game = wordle.with_boards(2, max_guesses=3)
    record = ndle.play(game, "sum", ["flame", "crave"])
    text = str(record)  # standard output is not a terminal under pytest: plain letters
    lines = text.splitlines()
    assert lines[0] == "#1 flame      #2 crave" and "\x1b[" not in text
    assert lines[1] == f"{record.guesses[0]} {feedback(record.guesses[0], 'flame')}   " \
                       f"{record.guesses[0]} {feedback(record.guesses[0], 'crave')}"
    assert text.count("flame GGGGG") == 1 and text.count("crave GGGGG") == 1
    verdict = "won" if record.won else "lost"
    assert lines[-1] == (f"{verdict} in {record.turns} guesses (limit 3), total {record.total}: "
                         f"{' '.join(record.guesses)}")
    assert ("lost (" in text) == (not record.won)
    assert "\n" not in repr(record) and repr(record).startswith("<GameRecord 2 boards")
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert "\x1b[" in str(record)
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b[" not in str(record)


def test_bars_are_proportional_and_never_hide_a_count():
    assert [bar(c, 8, width=8) for c in (0, 1, 4, 8)] == ["", "#", "####", "########"]
    assert bar(1, 1000, width=10) == "#"  # a count too small for its share still shows
    assert bar(0, 0) == "" and bar(3, 3, width=5) == "#####"
    logs = [len(bar(c, 10**4, width=40, log=True)) for c in (1, 10, 100, 1000, 10**4)]
    assert logs == sorted(logs) and logs[-1] == 40 and logs[2] == 20  # log(101) / log(10001): half
