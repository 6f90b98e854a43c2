"""A real kill of the symmetry-class sweep (opener 'all' on a whole code space): nothing it started outlives it, and
the resumed run prints what an uninterrupted run prints.

Mastermind with 7 pegs of 3 colours: 8 classes, about 5 processor seconds in all, long enough to be killed after
the first class and before the last (a 4 x 4 space is decided in a few milliseconds).
"""

from __future__ import annotations

import json
import signal

import pytest

from tests.faults.procs import lines, running, terminated_lines
from tests.players_util import run_cli

SPACE = ("--feedback", "mastermind", "--code-length", "7", "--symbols", "123", "--opener", "all")
KILLED = {signal.SIGKILL: -signal.SIGKILL, signal.SIGTERM: 143}
N_CLASSES = 8


def timeless(out: str) -> dict:
    return {k: v for k, v in json.loads(out).items() if "seconds" not in k}


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killed_classes_sweep_leaves_no_process_and_resumes_to_the_same_result(tmp_path, capsys, sig):
    journal = tmp_path / "classes.jsonl"
    argv = ("optimal", *SPACE, "--jobs", "2", "--journal", str(journal), "--json", "--quiet")
    with running(tmp_path, *argv) as run:
        run.wait_until(lambda: lines(journal) >= 2 and len(run.workers()) >= 2, "a class decided, two workers up")
        assert run.kill(sig) == KILLED[sig]
    assert 2 <= lines(journal) < 1 + N_CLASSES  # killed mid-sweep
    said = terminated_lines(run.err(), "optimal")
    assert len(said) == (sig == signal.SIGTERM) and all(str(journal) in line and "--resume" in line for line in said)
    code, resumed, err = run_cli(capsys, *argv, "--resume")
    assert code == 0, err
    assert lines(journal) == 1 + N_CLASSES
    code, whole, err = run_cli(capsys, "optimal", *SPACE, "--json", "--quiet")
    assert code == 0, err
    assert timeless(resumed) == timeless(whole)
