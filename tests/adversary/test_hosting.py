"""Games against the host through `State` (one and two boards), `ndle hide` and `ndle optimal --adversary`."""

from __future__ import annotations

import io
import json

from ndle.adversary.hosting import host_play
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
    assert code == 0 and "stopped after 1 guesses" in out and "168 left, 168 left" in out


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
