"""Games against the host through `State` (one and two boards), `ndle hide` and `ndle optimal --adversary`."""

from __future__ import annotations

import io
import json

import pytest

from ndle.solver.worst.forced import forced_win
from ndle.adversary.hosting import host_game, host_play
from ndle.errors import NdleError
from ndle.strategies import make_strategy
from tests.players_util import run_cli, small_game

WORDS = small_game(50, 40, seed=5).words


def test_state_against_the_host_on_two_boards():
    game = small_game(50, 40, seed=5, boards=2)
    state = game.start()
    for word in game.words.answers[:12]:
        if state.done:
            break
        state = host_play(state, game.words.guess_id(word))
        alive = [set(b.candidates.tolist()) for b in state.unsolved]
        assert all(alive)
        if len(alive) == 2:  # some pair of distinct answers is still possible
            assert len(alive[0] | alive[1]) >= 2
    solved = [state.guesses[b.solved_at - 1] for b in state.boards if b.solved]
    assert len(set(solved)) == len(solved)  # a word solves at most one board


def test_hide_plays_a_line(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("raise\nzzzzz\nyauld\ntench\nwhoop\n"))
    code, out, _ = run_cli(capsys, "hide", "--colour", "never")
    assert code == 0 and "not an allowed guess" in out and out.rstrip().endswith("won in 4 guesses")


def test_hide_stops_on_a_blank_line(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("raise\n\n"))
    code, out, _ = run_cli(capsys, "hide", "--boards", "2", "--colour", "never")
    assert code == 0 and "stopped after 1 guess;" in out and "168 left, 168 left" in out
    assert out.count("168 left") == 4  # under each board's grid and in the closing line, not in the titles too
    assert "guess 1> raise\n" in out and out.splitlines()[-2] == "guess 2> "


def test_bad_input(capsys):
    for argv in (["hide", "--boards", "9"], ["hide", "--boards", "0"], ["hide", "--words", "nope"],
                 ["optimal", "--adversary", "absurdle", "--hard"], ["optimal", "--adversary", "nobody"]):
        code, _, err = run_cli(capsys, *argv)
        assert code == 2 and len(err.strip().splitlines()) == 1, (argv, err)


def test_optimal_adversary(capsys, tmp_path):
    (tmp_path / "a.txt").write_text("\n".join(WORDS.answers[:20]) + "\n")
    code, out, _ = run_cli(capsys, "optimal", "--adversary", "absurdle", "--answers-file", str(tmp_path / "a.txt"),
                           "--json")
    d = json.loads(out)
    assert code == 0 and d["proven"] and d["replies"][-1] == ["GGGGG"] and d["length"] == len(d["guesses"])


@pytest.mark.parametrize("boards", [1, 2])
@pytest.mark.parametrize("name", ["minimax", "sum"])
def test_a_strategy_against_the_host_replays_and_bounds_the_forced_win(name, boards):
    game = small_game(30, 20, seed=7, boards=boards)
    state = host_game(game.start(), make_strategy(name, game), turn_cap=15)
    assert state.done
    again = game.start()
    for g in state.guesses:  # the host is deterministic: the same line gets the same replies
        again = host_play(again, g)
    assert again.patterns == state.patterns and again.done
    assert forced_win(game.words, boards, max_guesses=state.turn, matrix=game.matrix).length <= state.turn


def test_host_game_stops_at_the_turn_cap():
    game = small_game(30, 20, seed=7)
    assert host_game(game.start(), make_strategy("minimax", game), turn_cap=1).turn == 1
    with pytest.raises(NdleError, match="turn_cap"):
        host_game(game.start(), make_strategy("minimax", game), turn_cap=0)


def test_hide_watches_a_strategy(capsys, tmp_path):
    (tmp_path / "a.txt").write_text("\n".join(WORDS.answers[:20]) + "\n")
    code, out, _ = run_cli(capsys, "hide", "--strategy", "minimax", "--boards", "2", "--answers-file",
                           str(tmp_path / "a.txt"), "--json")
    d = json.loads(out)
    assert code == 0 and d["won"] and d["turns"] == len(d["guesses"]) and d["boards"] == 2
    code, out, _ = run_cli(capsys, "hide", "--strategy", "minimax", "--answers-file", str(tmp_path / "a.txt"),
                           "--colour", "never")
    assert code == 0 and "minimax against the host on 1 board: won in" in out
    code, _, err = run_cli(capsys, "hide", "--json")
    assert code == 2 and "--json needs --strategy" in err
