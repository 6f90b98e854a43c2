"""Two commands started together on the same output: one writes it, the other is refused in one line; nothing is
lost (real processes, started at once)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from ndle.io.files import Busy, claim, lock_path, release, write_new
from ndle.montecarlo.results import Results
from tests.faults.procs import ROOT

TRIALS = 3


def start(folder, *argv: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NDLE_PROGRESS": "0"}
    return subprocess.Popen([sys.executable, "-m", "ndle.cli", *argv], cwd=folder, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def together(folder, argv: tuple[str, ...]) -> list[tuple[int, str]]:
    """Start the same command twice at once; return (exit status, stderr) of each."""
    procs = [start(folder, *argv) for _ in range(2)]
    return [(p.wait(timeout=300), p.communicate()[1]) for p in procs]


@pytest.mark.parametrize("trial", range(TRIALS))
def test_two_simulations_on_one_output_never_both_succeed(tmp_path, words_file, trial):
    argv = ("simulate", "--boards", "2", "--games", "300", "--seed", str(trial), "--answers-file", str(words_file),
            "--json", "out/same.json")
    (ok, won), (bad, lost) = sorted(together(tmp_path, argv))
    assert (ok, bad) == (0, 2), (won, lost)
    assert lost.count("\n") == 1 and "Traceback" not in lost
    assert "another process" in lost or "holds finished results" in lost, lost  # the pid once it is written
    results = Results.load(tmp_path / "out" / "same.json")  # whole and complete: the winner's
    assert results.spec.seed == trial and len(results.records) == 300
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["same.csv", "same.json"]  # no lock file left


def test_two_comparisons_on_one_output_never_both_succeed(tmp_path, words_file):
    argv = ("compare", "sum", "min", "--boards", "2", "--games", "200", "--seed", "1", "--answers-file",
            str(words_file), "--json", "c.json")
    (ok, _), (bad, lost) = sorted(together(tmp_path, argv))
    assert (ok, bad) == (0, 2) and lost.count("\n") == 1, lost
    assert json.loads((tmp_path / "c.json").read_text())["status"] == "complete"


CLAIM = ("from ndle.io.files import claim; import sys, time; claim(sys.argv[1]); print('held', flush=True); "
         "time.sleep(60)")


def test_a_claim_is_held_until_its_process_ends(tmp_path):
    out = tmp_path / "r.json"
    holder = subprocess.Popen([sys.executable, "-c", CLAIM, str(out)], env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        with pytest.raises(Busy, match=rf"another process \(pid {holder.pid}\) is writing {out}"):
            claim(out)
    finally:
        holder.kill()
        holder.wait()
    claim(out)  # a killed holder's lock went with it (its lock file may stay: it is taken over)
    assert lock_path(out).exists()
    release(out)
    assert not lock_path(out).exists()


def test_write_new_never_replaces_a_file(tmp_path):
    target = tmp_path / "figure.png"
    write_new(target, b"first")
    with pytest.raises(FileExistsError):
        write_new(target, b"second")
    assert target.read_bytes() == b"first" and [p.name for p in tmp_path.iterdir()] == ["figure.png"]
