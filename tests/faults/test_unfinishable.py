"""No run is left that neither a rerun nor --resume can finish: impossible options are refused before the running
files are written, and a run stopped before any game finished can simply be started again."""

from __future__ import annotations

from tests.faults.procs import refused
from tests.faults.test_paths import contents
from tests.players_util import run_cli


def test_too_many_boards_for_memory_or_the_guess_limit_are_refused_before_any_file(tmp_path, capsys, words_file):
    err = refused(capsys, "simulate", "--boards", "100000", "--replacement", "--games", "2", "--seed", "1",
                  "--answers-file", str(words_file), "--json", str(tmp_path / "out" / "x.json"))
    assert "100,000 boards of" in err and "give fewer boards" in err
    assert contents(tmp_path) == {}
    err = refused(capsys, "simulate", "--boards", "2000", "--max-guesses", "4001", "--replacement", "--games", "2",
                  "--answers-file", str(words_file), "--json", str(tmp_path / "out" / "x.json"))
    assert "the guess limit must be at most 4000 on 2000 board(s)" in err
    assert contents(tmp_path) == {}
    config = tmp_path / "e.toml"
    config.write_text(f'strategies = ["sum"]\n[run]\nboards = 100001\nreplacement = true\ngames = 2\nseed = 1\n'
                      f'answers_file = "{words_file}"\n')
    assert "at most 100,000" in refused(capsys, "experiment", str(config), "--out", str(tmp_path / "r"))
    assert sorted(contents(tmp_path)) == ["e.toml"]


def test_a_run_stopped_before_its_first_game_finished_can_be_started_again(tmp_path, capsys, words_file):
    out = tmp_path / "r.json"
    argv = ("simulate", "--boards", "2", "--games", "3", "--seed", "1", "--answers-file", str(words_file),
            "--json", str(out))
    assert run_cli(capsys, *argv)[0] == 0
    out.write_text(out.read_text().replace('"complete"', '"running"'))
    csv = out.with_suffix(".csv")
    csv.write_text(csv.read_text().splitlines()[0] + "\n")  # the header only: no game had finished
    assert run_cli(capsys, *argv)[0] == 0
    assert '"complete"' in out.read_text() and csv.read_text().count("\n") == 4
    out.write_text(out.read_text().replace('"complete"', '"running"'))  # one game finished: kept, not replaced
    csv.write_text("".join(csv.read_text().splitlines(keepends=True)[:2]))
    assert "unfinished run: finish it with --resume" in refused(capsys, *argv)
