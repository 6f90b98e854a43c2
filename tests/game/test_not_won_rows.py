"""A row that shows all greens while the game goes on, typed `GGGGG*`: one notation for Xordle and Fibble."""

from __future__ import annotations

import io

import pytest

import ndle
from ndle.game import lie_channel, parse_shown
from ndle.errors import FeedbackError
from ndle.patterns.codes import all_green, not_won_code, parse_not_won
from tests.players_util import run_cli


def test_one_code_for_both_games():
    assert not_won_code(5) == lie_channel(5, 1).goes_on == 3**5


def test_the_mark_only_follows_all_greens():
    parse = ndle.Game.create("wordle").feedback_rule.parse
    assert parse_not_won(" GGGGG* ", 5, parse, all_green(5)) == not_won_code(5)
    assert parse_not_won("ggggg", 5, parse, all_green(5)) == all_green(5)
    with pytest.raises(FeedbackError, match="did not win"):
        parse_not_won("GGGGB*", 5, parse, all_green(5))


def test_a_typed_lying_all_green_row_is_the_row_the_host_played():
    game = ndle.Game.create("fibble")
    crane = game.words.guess_id("crane")
    assert parse_shown(game, "GGGGG*", 5) == not_won_code(5)
    typed = ndle.State.from_feedback(game, [("crane", "GGGGG*")])
    played = game.start().apply(crane, [all_green(5)], [False])
    assert not typed.done and typed.boards[0].candidates.tolist() == played.boards[0].candidates.tolist()
    left = [game.words.answers[a] for a in typed.boards[0].candidates]
    assert left == ["crank", "crate", "crave", "craze", "crone"]  # one tile off crane, crane itself not
    assert typed.patterns == played.patterns == ((all_green(5),),)  # the game shows it all green
    assert ndle.State.from_feedback(game, [("crane", "GGGGG")]).done  # unmarked: the win


def test_suggest_reads_a_lying_all_green_row(capsys):
    code, out, _ = run_cli(capsys, "suggest", "--game", "fibble", "crane=GGGGG*")
    assert code == 0 and "5 left" in out and "crate" in out and "solved" not in out
    code, out, _ = run_cli(capsys, "suggest", "--game", "fibble", "crane=GGGGG")
    assert code == 0 and "all boards solved in 1" in out
    code, out, err = run_cli(capsys, "suggest", "--game", "fibble", "crane=GYGGG*")
    assert code == 2 and out == "" and err.count("\n") == 1 and "did not win" in err
    code, out, err = run_cli(capsys, "suggest", "crane=GGGGG*")  # an honest game: all greens always win
    assert code == 2 and out == "" and err.count("\n") == 1


def assist(capsys, monkeypatch, *lines: str) -> str:
    """Return the output of `ndle assist --game fibble` fed `lines` on standard input."""
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    code, out, err = run_cli(capsys, "assist", "--game", "fibble")
    assert code == 0, err
    return out


def test_assist_reads_a_lying_all_green_row(capsys, monkeypatch):
    out = assist(capsys, monkeypatch, "crane GGGGG*", "show", "quit")
    assert "GGGGG*" in out.splitlines()[0]  # the opening line says how to type it
    assert "board 1: 5 left:" in out and "crate" in out and "ended: 0 of 1 board solved after 1 guess" in out
    assert "solved: 1 board in 1 guess" in assist(capsys, monkeypatch, "crane GGGGG")


def test_the_web_api_reads_a_lying_all_green_row(client_rows):
    client, rows = client_rows
    d = client.post("/api/assist", json={"game": "fibble", "strategy": "sum", "rows": rows("crane=GGGGG*")}).json()
    assert "crate" in d["boards"][0]["candidates"] and "crane" not in d["boards"][0]["candidates"]


@pytest.fixture
def client_rows(request):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from ndle.web import create_app
    from tests.web.conftest import LOCAL, rows

    with TestClient(create_app(time_limit=120.0), base_url=LOCAL) as c:
        yield c, rows
