"""HTML displays: the tiles are the right letters on the right colours, solved and lost boards marked, tables right.

The HTML is parsed (stdlib html.parser) into boards, rows and tiles, and every
tile is checked against `ndle.feedback`, the one reference for colours.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

import ndle
from ndle.playing import GameRecord
from ndle.patterns.codes import encode, feedback
from ndle.render.html import COLOURS, LOST, histogram_svg, record_html, state_html
from ndle.render.reports import format_p
from tests.players_util import game_on

COLOUR_MARK = {v: k for k, v in COLOURS.items()}


class Grid(HTMLParser):
    """Collects boards: title, rows (turn, solved flag, [(letter, mark from the colour)]), status, lost flag."""

    def __init__(self):
        super().__init__()
        self.boards: list[dict] = []
        self.stack: list[str] = []  # what each open element is: board, title, row, tile, status, or ""
        self.rects: list[dict] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get("class", "").split()
        kind = ""
        if "ndle-board" in cls:
            self.boards.append({"title": "", "rows": [], "status": "", "lost": "ndle-lost" in cls})
            kind = "board"
        elif "ndle-row" in cls:
            self.boards[-1]["rows"].append({"turn": int(a["data-turn"]), "solved": "ndle-solved" in cls, "tiles": []})
            kind = "row"
        elif "ndle-tile" in cls:
            bg = re.search(r"background:(#[0-9a-f]{6})", a["style"]).group(1)
            assert COLOUR_MARK[bg] == a["data-mark"], "the colour and the data-mark disagree"
            self.boards[-1]["rows"][-1]["tiles"].append(["", COLOUR_MARK[bg]])
            kind = "tile"
        elif "ndle-status" in cls:
            kind = "status"
        elif self.stack and self.stack[-1] == "board" and tag == "div" and not self.boards[-1]["title"]:
            kind = "title"
        elif tag == "rect":
            self.rects.append(a)
        if tag != "rect":
            self.stack.append(kind)

    def handle_endtag(self, tag):
        if tag != "rect":
            self.stack.pop()

    def handle_data(self, data):
        if not self.stack:
            return
        kind = self.stack[-1]
        if kind == "tile":
            self.boards[-1]["rows"][-1]["tiles"][-1][0] += data
        elif kind == "title":
            self.boards[-1]["title"] += data
        elif kind == "status":
            self.boards[-1]["status"] += data


def parse(html: str) -> Grid:
    g = Grid()
    g.feed(html)
    g.close()
    assert not g.stack, "unbalanced tags"
    return g


def words_and_marks(row: dict) -> tuple[str, str]:
    return "".join(t[0] for t in row["tiles"]).lower(), "".join(t[1] for t in row["tiles"])


def test_tile_table():
    assert ndle.render.html.tile("&", "Y").endswith(">&amp;</span>") and "#c9b458" in ndle.render.html.tile("q", "Y")
    html = ndle.render.html.guess_row("muddy", feedback("muddy", "modem"), 1)
    assert html.count("ndle-tile") == 5 and ">M<" in html and "#6aaa64" in html and "#787c7e" in html


def test_record_tiles_are_the_feedback(wordle):
    answers = ["flame", "snake", "blast", "crave"]
    record = ndle.play(wordle.with_boards(4), "sum", answers, opener="soare")
    grid = parse(record._repr_html_())
    assert len(grid.boards) == 4
    for board, answer, solved_at in zip(grid.boards, answers, record.solved_at):
        assert board["title"] == f"#{answers.index(answer) + 1} {answer.upper()}"
        assert [r["turn"] for r in board["rows"]] == list(range(1, solved_at + 1))
        for row, guess in zip(board["rows"], record.guesses):
            assert words_and_marks(row) == (guess, feedback(guess, answer))
            assert row["solved"] == (row["turn"] == solved_at)
        assert words_and_marks(board["rows"][-1]) == (answer, "GGGGG")
        assert board["status"] == f"solved on turn {solved_at}" and not board["lost"]
    assert f"won in {record.turns} guesses (limit 9), total {sum(record.solved_at)};" in record._repr_html_()


def test_lost_board_shows_its_answer():
    record = GameRecord(("vaunt", "crane"), (8, 2), ("soare", "crane", "bight", "daunt", "gaunt", "haunt",
                                                      "jaunt", "vaunt"), max_guesses=7)
    grid = parse(record_html(record))
    lost, won = grid.boards
    assert lost["lost"] and not won["lost"]
    assert "VAUNT" in lost["title"] and "lost: VAUNT" in lost["status"] and "limit of 7" in lost["status"]
    assert len(lost["rows"]) == 8 and len(won["rows"]) == 2
    assert f"color:{LOST}" in record_html(record)
    assert "lost in 8 guesses (limit 7), total 10;" in record_html(record)


def test_state_in_progress_and_lost():
    game = game_on(["flame", "blame", "frame", "snake"], ["soare"], boards=2, max_guesses=2)
    state = ndle.State.from_feedback(game, [("flame", [feedback("flame", "blame"), "GGGGG"])])
    grid = parse(state_html(state))
    first, second = grid.boards
    assert first["title"] == "#1 BLAME" and "1 left: BLAME" in first["status"] and not first["lost"]
    assert second["title"] == "#2 FLAME" and second["status"] == "solved on turn 1"
    assert words_and_marks(second["rows"][0]) == ("flame", "GGGGG") and second["rows"][0]["solved"]
    assert words_and_marks(first["rows"][0]) == ("flame", "BGGGG") and not first["rows"][0]["solved"]
    # past the limit with the board unsolved: lost, candidates named
    state = state.apply(game.words.guess_id("soare"), [encode(feedback("soare", "blame")), None])
    grid = parse(state._repr_html_())
    assert grid.boards[0]["lost"] and "lost: answer BLAME" in grid.boards[0]["status"]
    assert "turn 2 of 2: 1 of 2 boards solved" in state._repr_html_()


def test_state_with_many_candidates_is_listed_briefly(wordle):
    state = wordle.with_boards(2).start()
    grid = parse(state._repr_html_())
    assert [b["title"] for b in grid.boards] == ["#1 2315 left", "#2 2315 left"]
    assert "(2315 in all)" in grid.boards[0]["status"] and len(grid.boards[0]["status"]) < 80


@pytest.fixture(scope="module")
def runs(wordle):
    game = wordle.with_boards(2)
    return ndle.compare(game, "sum", "min", games=40, seed=3, progress=False)


def test_results_html_and_histogram(runs):
    results = runs.a
    html = results._repr_html_()
    grid = parse(html)
    hist = results.summary()["histogram"]
    bars = {int(r["data-turns"]): int(r["data-games"]) for r in grid.rects}
    assert {k: v for k, v in bars.items() if v} == {int(k): v for k, v in hist.items()}
    assert sorted(bars) == list(range(min(bars), max(bars) + 1))  # empty turns in between get an empty bar
    assert f"{results.turns.mean():.4f}" in html and "sum on 2 boards" in html and "<svg" in html
    assert f"mean total</th><td style=\"padding:1px 8px;text-align:left\">{results.total.mean():.4f}" in html
    counts = re.findall(r'<text class="ndle-count"[^>]*>([0-9,]+)</text>', html)
    assert counts == [f"{v:,}" for _, v in sorted((int(k), v) for k, v in hist.items())]


def test_histogram_marks_losses():
    svg = histogram_svg({"5": 3, "7": 1, "9": 2}, limit=7)
    grid = parse(svg)
    fills = {int(r["data-turns"]): r["fill"] for r in grid.rects}
    assert fills == {5: COLOURS["G"], 6: COLOURS["G"], 7: COLOURS["G"], 8: LOST, 9: LOST}
    assert histogram_svg({}) == ""


def test_comparison_html(runs):
    html = runs._repr_html_()
    d = runs.summary()
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", html)
    assert len(cells) == 18  # last board, total, first board
    assert cells[0] == f"{d['last_board']['a_better']:.2%}" and cells[3] == f"{d['last_board']['mean_difference']:+.4f}"
    assert cells[6] == f"{d['total']['a_better']:.2%}" and cells[9] == f"{d['total']['mean_difference']:+.4f}"
    assert cells[11] == format_p(d["total"]["wilcoxon_p"]) and cells[12] == f"{d['first_board']['a_better']:.2%}"
    assert f"mean total sum {d['total_mean_a']:.4f}, min {d['total_mean_b']:.4f}" in html
    assert "sum first" in html and "min first" in html and "Wilcoxon p" in html
    labelled = ndle.Comparison(runs.a, runs.b, labels=("<i>a", "b&c"))._repr_html_()
    assert "<i>" not in labelled and "&lt;i&gt;a first" in labelled and "b&amp;c first" in labelled


def test_plain_reprs_stay_short(wordle):
    big = ndle.simulate(wordle, "sum", boards=1, games=400, seed=1, progress=False)
    for obj in (big, ndle.Comparison(big, big)):
        text = repr(obj)
        assert len(text.splitlines()) <= 3 and len(text) < 400, text
    assert "400 games" in repr(big) and "sum (1) vs sum (2)" in repr(ndle.Comparison(big, big))


def test_state_and_game_reprs_stay_short(wordle):
    game = wordle.with_boards(16)
    assert repr(game.words) == "WordList('wordle': 2,315 answers, 12,972 guesses)" and len(repr(game)) < 120
    state = game.start()
    for word in ["soare", "clint", "dumpy", "bough", "fleck", "whizz", "jived"]:
        state = state.play(game.words.guess_id(word), list(range(16)))
    text = repr(state)
    assert text.startswith("<State: turn 7 of 21; #1 ") and "(16 boards); guesses ... clint dumpy" in text
    assert len(text) < 300 and "\n" not in text
    assert repr(wordle.start()) == "<State: turn 0 of 6; #1 2315 left>"


def test_comparison_html_of_three_runs_has_a_table_per_pair(wordle):
    runs = ndle.compare(wordle.with_boards(2), "sum", "min", "entropy", games=20, seed=4, progress=False)
    html = runs._repr_html_()
    d = runs.summary()
    assert html.count('<table class="ndle-paired">') == 2 and len(re.findall(r"<td[^>]*>", html)) == 36
    assert "sum vs min vs entropy" in html and "entropy first" in html
    assert f"mean total sum {d['runs'][0]['total_mean']:.4f}, min {d['runs'][1]['total_mean']:.4f}, entropy" in html
    ax = runs.plot()
    assert len(ax.get_legend().get_texts()) == 3
