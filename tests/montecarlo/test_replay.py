"""experiments/replay.py: recorded games replayed move for move."""

import importlib.util
from pathlib import Path

import pytest

from ndle import play

REPLAY = Path(__file__).resolve().parents[2] / "experiments" / "replay.py"
spec = importlib.util.spec_from_file_location("replay", REPLAY)
replay = importlib.util.module_from_spec(spec)
spec.loader.exec_module(replay)


def test_parse_both_layouts():
    want = (["flame", "snake"], [3, 5], ["soare", "clint", "flame", "x", "snake"])
    assert replay.parse_line("flame,snake;3,5;soare,clint,flame,x,snake\n", 2) == (want[0], want[1], want[2])
    assert replay.parse_line("flame,snake,3,5,soare,clint,flame,x,snake", 2) == want


def test_own_games_replay_identically(wordle, tmp_path, capsys):
    game = wordle.with_boards(2)
    lines = []
    for answers in (["flame", "snake"], ["blast", "crave"], ["nymph", "nymph"]):
        r = play(game, "min", answers, opener="soare", tiebreak="fetterman")
        lines.append(f"{','.join(r.answers)};{','.join(map(str, sorted(r.solved_at)))};{','.join(r.guesses)}")
    head, last = lines[0].rsplit(",", 1)
    changed = head.rsplit(",", 1)[0] + ",zzzzz," + last  # a recorded guess ndle would not play
    path = tmp_path / "games.csv"
    path.write_text("\n".join(lines + [changed]) + "\n")
    assert replay.main([str(path), "--boards", "2", "--strategy", "min", "--option", "tiebreak=fetterman"]) == 0
    out = capsys.readouterr().out
    assert "4 games" in out and "identical guesses in 3 games (75.00%)" in out


@pytest.mark.parametrize("text", ["flame;3;soare", "flame,snake;x;soare\n"])
def test_bad_file_one_line_exit_2(tmp_path, capsys, text):
    path = tmp_path / "bad.csv"
    path.write_text(text)
    assert replay.main([str(path), "--boards", "2"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
