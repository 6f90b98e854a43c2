"""No traceback reaches a command-line user: a bug is one line naming a log (exit 1), the machine's limits (a disk
that fills up, a run too large for memory) and colliding options are one line (exit 2), and a run stopped by a
full disk keeps its journal and says how to finish it."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys

import pytest
from pathlib import Path

import ndle.commands.feedback
from tests.faults.procs import ROOT, refused
from tests.players_util import run_cli


def test_a_bug_is_one_line_and_a_log_with_its_traceback(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))

    def broken(args):
        raise RuntimeError("boom\nsecond line")

    monkeypatch.setattr(ndle.commands.feedback, "run", broken)
    code, out, err = run_cli(capsys, "feedback", "crane", "slate")
    assert code == 1 and err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("ndle feedback: error: internal error RuntimeError: boom; this is a bug, please report it")
    log = err.split()[-1]
    assert log.startswith(str(tmp_path / "state")) and oct(os.stat(log).st_mode)[-3:] == "600"
    text = Path(log).read_text()
    assert text.startswith("ndle feedback crane slate\n") and "Traceback" in text and "second line" in text


@pytest.mark.parametrize("option,message", [("pool=hard", "pool is a setting of its own (--pool, pool=)"),
                                            ("game=x", "strategy 'sum' has no option 'game'"),
                                            ("1x=2", "a mapping of option names")])
def test_options_that_collide_with_the_constructor_are_refused(capsys, words_file, option, message):
    assert message in refused(capsys, "simulate", "--games", "2", "--answers-file", str(words_file),
                              "--option", option)


def test_a_run_too_large_for_memory_is_refused_before_anything(tmp_path, capsys, words_file):
    err = refused(capsys, "simulate", "--games", str(10**12), "--boards", "2", "--answers-file", str(words_file),
                  "--json", str(tmp_path / "r.json"))
    assert "1,000,000,000,000 games of 2 boards need" in err and "GiB free" in err
    assert list(tmp_path.iterdir()) == []


def _limit_file_size(limit: int):
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # writes past the limit fail with EFBIG, like a full disk
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def test_a_full_disk_keeps_the_journal_and_says_how_to_finish(tmp_path, words_file):
    argv = [sys.executable, "-m", "ndle.cli", "simulate", "--boards", "2", "--games", "200", "--seed", "1",
            "--chunk-size", "5", "--answers-file", str(words_file), "--json", "r.json"]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NDLE_PROGRESS": "0", "XDG_STATE_HOME": str(tmp_path / "state")}
    warm = subprocess.run([*argv[:-1], "warm.json"], cwd=tmp_path, env=env, capture_output=True, timeout=300)
    assert warm.returncode == 0  # the matrix and kernels cached: under the limit only the run's own files grow
    full = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
                          preexec_fn=_limit_file_size(4000))
    assert full.returncode == 2 and full.stderr.count("\n") == 1 and "Traceback" not in full.stderr, full.stderr
    assert "File too large" in full.stderr
    assert f"to finish: ndle simulate --resume --json r.json --answers-file {words_file}" in full.stderr
    kept = (tmp_path / "r.csv").read_text().count("\n")
    assert kept > 1, full.stderr
    assert json.loads((tmp_path / "r.json").read_text())["status"] == "running"
    resumed = subprocess.run([*argv[:4], "--resume", "--json", "r.json", "--answers-file", str(words_file)],
                             cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    assert (tmp_path / "r.csv").read_text().count("\n") == 201


def test_resume_replays_games_through_the_strategy(tmp_path, capsys, words_file):
    """A row whose guesses solve its boards on the recorded turns, but which the strategy never chose, is refused."""
    files = ("--boards", "2", "--games", "20", "--seed", "3", "--answers-file", str(words_file))
    runs = {s: tmp_path / f"{s}.json" for s in ("sum", "min")}
    for strategy, out in runs.items():
        assert run_cli(capsys, "simulate", *files, "--strategy", strategy, "--json", str(out))[0] == 0
    rows = {s: out.with_suffix(".csv").read_text().splitlines() for s, out in runs.items()}
    n = next(n for n in range(1, 21) if rows["sum"][n] != rows["min"][n]
             and rows["sum"][n].split(",")[2:6] == rows["min"][n].split(",")[2:6])
    forged = rows["sum"][:n] + [rows["min"][n]] + rows["sum"][n + 1:]
    runs["sum"].with_suffix(".csv").write_text("\n".join(forged) + "\n")
    runs["sum"].write_text(runs["sum"].read_text().replace('"complete"', '"running"'))
    err = refused(capsys, "simulate", "--resume", "--answers-file", str(words_file), "--json", str(runs["sum"]))
    csv = runs["sum"].with_suffix(".csv")
    assert f"{csv}:{n + 1}: game {n - 1} rejected: its guesses are not the strategy's" in err


def test_json_that_cannot_be_made_prints_nothing(capsys):
    """A value JSON cannot hold (once: a numpy bool in optimal's ranking) is a bug of one line, not half a document."""
    from ndle.commands._common import emit_json

    with pytest.raises(TypeError):
        emit_json({"opener": "crane", "ranking": [{"proven": object()}]})
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("argv", [("feedback", "x" * 100_000, "crane"), ("suggest", "crane=" + "B" * 100_000),
                                  ("simulate", "--games", "2", "--opener", "y" * 100_000)])
def test_a_value_echoed_back_at_length_is_cut_to_a_short_line(capsys, argv):
    """A 100,000-letter word made a 100 KB error line; the line keeps its start and end (the hint)."""
    err = refused(capsys, *argv)
    assert len(err) < 1100 and " ... " in err, len(err)
