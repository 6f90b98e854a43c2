"""Real kills of real runs: no process the command started outlives it, and the run resumes byte for byte.

Each test starts `python -m ndle.cli ...` with two workers on a small word
list, waits until games are being journaled, kills it (SIGKILL, or SIGTERM,
which is handled like Ctrl-C), and checks with psutil that every process it
had started is gone within 10 seconds.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import psutil
import pytest

from ndle.game import Game
from ndle.montecarlo.run import simulate
from ndle.montecarlo.storage import csv_path, read_run
from ndle.words import load_words

GRACE = 10.0  # seconds the started processes may take to go


@pytest.fixture(scope="module")
def words_file(tmp_path_factory) -> Path:
    """A 100-answer list (the answers are the only guesses): games are quick, the matrix is built in no time."""
    rng = np.random.default_rng(5)
    path = tmp_path_factory.mktemp("words") / "a100.txt"
    path.write_text("\n".join(sorted(rng.choice(load_words("wordle").answers, 100, replace=False))) + "\n")
    return path


def start(tmp_path: Path, *argv: str) -> subprocess.Popen:
    """Start the CLI in its own session (so a kill cannot reach pytest), its output going to files."""
    env = {**os.environ, "NDLE_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(Path.cwd())}
    return subprocess.Popen([sys.executable, "-m", "ndle.cli", *argv], cwd=tmp_path, env=env,
                            stdin=subprocess.DEVNULL, stdout=open(tmp_path / "out.txt", "w"),
                            stderr=open(tmp_path / "err.txt", "w"), start_new_session=True)


def wait_for_rows(proc: subprocess.Popen, csv: Path, rows: int = 3, timeout: float = 90) -> None:
    """Wait until the journal holds `rows` games (the workers are running)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        assert proc.poll() is None, "the run ended before it could be killed"
        if csv.exists() and csv.read_text().count("\n") > rows:
            return
        time.sleep(0.02)
    raise AssertionError("no games were journaled in time")


def kill_and_check(proc: subprocess.Popen, sig: int) -> int:
    """Kill the process with `sig`; assert every process it started is gone within GRACE seconds; return its status."""
    started = psutil.Process(proc.pid).children(recursive=True)
    assert len(started) >= 2  # two workers (and loky's resource trackers)
    os.kill(proc.pid, sig)
    try:
        status = proc.wait(timeout=30)
        _, alive = psutil.wait_procs(started, timeout=GRACE)
        assert [p.pid for p in alive if p.status() != psutil.STATUS_ZOMBIE] == []
    finally:
        for p in started:  # never leave a process behind, even when the test fails
            try:
                p.kill()
            except psutil.NoSuchProcess:
                pass
    return status


RUN = ["simulate", "--boards", "4", "--games", "400", "--seed", "3", "--jobs", "2", "--chunk-size", "2"]


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_killed_simulate_leaves_no_process_and_resumes_byte_identically(tmp_path, words_file, sig):
    out = tmp_path / "run.json"
    proc = start(tmp_path, *RUN, "--answers-file", str(words_file), "--json", str(out))
    wait_for_rows(proc, csv_path(out))
    status = kill_and_check(proc, sig)
    err = (tmp_path / "err.txt").read_text()
    if sig == signal.SIGTERM:  # like Ctrl-C: finished games kept, one line saying how to resume, 143
        assert status == 143
        assert [line for line in err.splitlines() if "ndle simulate" in line] == [
            f"ndle simulate: terminated; finished games are kept in {csv_path(out)}; "
            f"to finish: ndle simulate --resume --json {out}"]
    else:
        assert status == -signal.SIGKILL
    spec, state = read_run(out)
    assert state == "running"
    game = Game(load_words(answers_file=words_file), 4)
    resumed = simulate(game, out=out, resume=True, jobs=2)  # the options come from the saved run
    whole = tmp_path / "whole.json"
    simulate(game, "sum", games=400, seed=3, out=whole)
    assert csv_path(out).read_bytes() == csv_path(whole).read_bytes()
    assert out.read_bytes() == whole.read_bytes()
    assert len(resumed.records) == 400


def test_killed_compare_leaves_no_process(tmp_path, words_file):
    out = tmp_path / "c.json"
    proc = start(tmp_path, "compare", "sum", "min", *RUN[1:], "--answers-file", str(words_file), "--json", str(out))
    wait_for_rows(proc, tmp_path / "c-sum.csv")
    kill_and_check(proc, signal.SIGKILL)
    assert json.loads(out.read_text())["status"] == "running"


def test_killed_experiment_leaves_no_process(tmp_path, words_file):
    config = tmp_path / "e.toml"
    config.write_text(f'strategies = ["sum", "min"]\n[run]\nboards = 4\ngames = 400\nseed = 1\njobs = 2\n'
                      f'chunk_size = 2\nanswers_file = "{words_file}"\n')
    proc = start(tmp_path, "experiment", str(config), "--out", "res")
    wait_for_rows(proc, tmp_path / "res" / "sum.csv")
    assert kill_and_check(proc, signal.SIGTERM) == 143
    assert "--resume" in (tmp_path / "err.txt").read_text()


def test_killed_full_game_ranking_leaves_no_process(tmp_path):
    proc = start(tmp_path, "rank", "--full-game", "entropy", "--openers", "12", "--jobs", "2")  # 1 s an opener
    end = time.monotonic() + 90
    while len([p for p in psutil.Process(proc.pid).children() if "LokyProcess" in " ".join(p.cmdline())]) < 2:
        assert time.monotonic() < end and proc.poll() is None
        time.sleep(0.05)
    time.sleep(1)
    kill_and_check(proc, signal.SIGKILL)
