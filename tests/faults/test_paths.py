"""Nothing is lost or overwritten silently (issue 9, section 3): refused paths, refused reruns, checks before the
first game, resume from the path alone, journaled games replayed, result files under the umask."""

from __future__ import annotations

import json
import os
import stat

import pytest

from ndle.montecarlo.storage import csv_path
from tests.faults.procs import refused
from tests.players_util import run_cli

QUICK = ("--boards", "2", "--games", "3", "--seed", "1")


@pytest.fixture
def files(words_file):
    return ("--answers-file", str(words_file))


def contents(folder) -> dict:
    """Return {name: bytes} of every file under a folder."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("command", [("simulate",), ("compare", "sum", "min")])
@pytest.mark.parametrize("name", ["run.csv", ".", "./", "/", ""])  # a folder's name had an internal error (exit 1)
def test_json_path_must_end_in_json_and_nothing_is_written(tmp_path, capsys, monkeypatch, files, command, name):
    (tmp_path / "run.csv").write_text("precious\n")
    monkeypatch.chdir(tmp_path)
    err = refused(capsys, *command, *QUICK, *files, "--json", name)
    assert "the output must be a .json path" in err or (name == "" and "the output must be a path" in err), err
    assert contents(tmp_path) == {"run.csv": b"precious\n"}


def test_finished_or_unfinished_runs_are_not_replaced_without_overwrite(tmp_path, capsys, files):
    out = tmp_path / "r.json"
    assert run_cli(capsys, "simulate", *QUICK, *files, "--json", str(out))[0] == 0
    before = contents(tmp_path)
    assert "finished results; give --overwrite" in refused(capsys, "simulate", "--games", "2", *files,
                                                             "--json", str(out))
    assert contents(tmp_path) == before
    assert run_cli(capsys, "simulate", "--games", "2", "--seed", "1", *files, "--json", str(out), "--overwrite")[0] == 0
    assert csv_path(out).read_text().count("\n") == 3  # the header and two games
    out.write_text(out.read_text().replace('"complete"', '"running"'))
    assert "unfinished run: finish it with --resume" in refused(capsys, "simulate", *QUICK, *files, "--json", str(out))
    (tmp_path / "other.json").write_text("{}")
    assert "not written by ndle" in refused(capsys, "simulate", *QUICK, *files, "--json", str(tmp_path / "other.json"))


def test_comparisons_are_not_replaced_without_overwrite(tmp_path, capsys, files):
    out = tmp_path / "c.json"
    assert run_cli(capsys, "compare", "sum", "min", *QUICK, *files, "--json", str(out))[0] == 0
    before = contents(tmp_path)
    assert "give --overwrite" in refused(capsys, "compare", "sum", "min", *QUICK, *files, "--json", str(out))
    saved = (str(tmp_path / "c-sum.json"), str(tmp_path / "c-min.json"))
    assert "give --overwrite" in refused(capsys, "compare", *saved, "--json", str(out))  # two saved runs
    assert contents(tmp_path) == before
    assert run_cli(capsys, "compare", *saved, "--json", str(out), "--overwrite")[0] == 0


def config(tmp_path, words_file, strategies: str = '["sum", "min"]') -> str:
    path = tmp_path / "e.toml"
    path.write_text(f'strategies = {strategies}\n[run]\nboards = 2\ngames = 3\nseed = 1\n'
                    f'answers_file = "{words_file}"\n')
    return str(path)


def test_experiment_over_finished_results_is_refused(tmp_path, capsys, words_file):
    argv = ("experiment", config(tmp_path, words_file), "--out", str(tmp_path / "res"), "--no-plots")
    assert run_cli(capsys, *argv)[0] == 0
    before = contents(tmp_path)
    assert "summary.json holds finished results" in refused(capsys, *argv)
    (tmp_path / "res" / "summary.json").unlink()  # as if killed while the second strategy played
    (tmp_path / "res" / "min.json").write_text(json.dumps({"status": "running"}))
    del before["res/summary.json"], before["res/min.json"]
    assert "sum.json holds finished results" in refused(capsys, *argv)  # not rerun from scratch
    assert {k: v for k, v in contents(tmp_path).items() if k in before} == before


@pytest.mark.parametrize("argv,message", [
    (("compare", "sum", "bogus"), "unknown strategy 'bogus'"),
    (("compare", "sum", "min", "--option-b", "bogus=1"), "strategy 'min' has no option 'bogus'"),
    (("compare", "sum", "min", "--option-a", "tiebreak=nonsense"), "tiebreak"),
    (("compare", "sum", "min", "--opener", "zzzzz"), "zzzzz"),
    (("simulate", "--strategy", "min", "--option", "objective=never"), "objective"),
])
def test_strategies_and_options_are_checked_before_the_first_game(tmp_path, capsys, files, argv, message):
    assert message in refused(capsys, *argv, *QUICK, *files, "--json", str(tmp_path / "out" / "c.json"))
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("strategies,message", [
    ('["sum", "bogus"]', "unknown strategy 'bogus'"),
    ('["sum", {name = "min", options = {bogus = 1}}]', "strategy 'min' has no option 'bogus'"),
    ('["sum", {name = "min", level = 2}]', "unknown key 'level'"),
    ('[]', "non-empty"),
])
def test_experiment_strategies_are_checked_before_the_first_game(tmp_path, capsys, words_file, strategies, message):
    argv = ("experiment", config(tmp_path, words_file, strategies), "--out", str(tmp_path / "res"))
    assert message in refused(capsys, *argv)
    assert not (tmp_path / "res").exists()


def test_experiment_without_strategies_is_refused(tmp_path, capsys):
    (tmp_path / "e.toml").write_text("[run]\ngames = 3\nseed = 1\n")
    assert "no strategies" in refused(capsys, "experiment", str(tmp_path / "e.toml"), "--out", str(tmp_path / "r"))
    assert not (tmp_path / "r").exists()


def test_resume_lists_every_mismatch(tmp_path, capsys, files):
    out = tmp_path / "r.json"
    assert run_cli(capsys, "simulate", *QUICK, *files, "--json", str(out))[0] == 0
    err = refused(capsys, "simulate", "--resume", "--json", str(out), *files, "--strategy", "min", "--games", "5",
                  "--seed", "2", "--boards", "3")
    for wrong in ("strategy 'min', not 'sum'", "games 5, not 3", "seed 2, not 1", "boards 3, not 2"):
        assert wrong in err
    assert run_cli(capsys, "simulate", "--resume", "--json", str(out), *files)[0] == 0  # the path alone


def test_resume_replays_journaled_games(tmp_path, capsys, files):
    out = tmp_path / "r.json"
    assert run_cli(capsys, "simulate", *QUICK, *files, "--json", str(out))[0] == 0
    out.write_text(out.read_text().replace('"complete"', '"running"'))
    rows = csv_path(out).read_text().splitlines()
    game, answers, solved, turns, first, won, guesses, total = rows[2].split(",")
    words = guesses.split()
    words[-1], words[-2] = words[-2], words[-1]  # the last two guesses swapped: the columns still agree
    rows[2] = ",".join([game, answers, solved, turns, first, won, " ".join(words), total])
    csv_path(out).write_text("\n".join(rows) + "\n")
    err = refused(capsys, "simulate", "--resume", "--json", str(out), *files)
    assert f"{csv_path(out)}:3: game 1 rejected" in err


@pytest.mark.parametrize("mask", [0o022, 0o027, 0o002])
def test_result_files_follow_the_umask(tmp_path, capsys, files, mask):
    old = os.umask(mask)
    try:
        assert run_cli(capsys, "compare", "sum", "min", *QUICK, *files, "--json", str(tmp_path / "c.json"))[0] == 0
        assert run_cli(capsys, "simulate", *QUICK, *files, "--json", str(tmp_path / "s.json"))[0] == 0
    finally:
        os.umask(old)
    written = [p for p in tmp_path.iterdir() if p.suffix in (".json", ".csv")]
    assert len(written) == 7
    assert {p.name: stat.S_IMODE(p.stat().st_mode) for p in written} == {p.name: 0o666 & ~mask for p in written}


@pytest.mark.parametrize("output", ["--csv", "--tree", "--tree-json"])
def test_optimal_outputs_are_not_replaced_and_nothing_is_started(tmp_path, capsys, sweep_files, output):
    answers, guesses = sweep_files
    opener = "all" if output == "--csv" else answers.read_text().split()[0]
    (tmp_path / "old").write_text("a finished list\n")
    journal = ("--journal", str(tmp_path / "j.jsonl")) if opener == "all" else ()  # one opener keeps none
    err = refused(capsys, "optimal", "--opener", opener, "--answers-file", str(answers), "--guesses-file",
                  str(guesses), *journal, output, str(tmp_path / "old"))
    assert "exists; give --overwrite" in err
    assert contents(tmp_path) == {"old": b"a finished list\n"}  # no journal begun
