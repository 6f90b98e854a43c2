"""SIGTERM and Ctrl-C reach a command whose main thread is inside the compiled one-board search.

Python runs signal handlers between bytecodes only, and the exact search is one
long numba kernel: before `ndle.parallel.stopping`, `ndle optimal --words doddle4
--opener olea` went on for minutes after a SIGTERM (measured: over ten).
"""

from __future__ import annotations

import signal
import time

import psutil
import pytest

from tests.faults.procs import running
from tests.players_util import run_cli

SEARCH = ("optimal", "--words", "doddle4", "--opener", "olea", "--tree", "olea.txt")  # minutes of one kernel
STATUS = {signal.SIGTERM: 143, signal.SIGINT: 130}


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_ends_the_compiled_search_at_once(tmp_path, capsys, sig):
    code, _, err = run_cli(capsys, *SEARCH[:5], "--max-guesses", "2")  # the matrix and the kernel, cached
    assert code == 2 and "within 2 guesses" in err
    with running(tmp_path, *SEARCH) as run:
        cpu = psutil.Process(run.proc.pid)
        run.wait_until(lambda: sum(cpu.cpu_times()[:2]) > 6, "six processor seconds (inside the kernel)", 300)
        run.proc.send_signal(sig)
        sent = time.monotonic()
        status = run.proc.wait(timeout=120)  # before: over ten minutes
        waited = time.monotonic() - sent
    verb = "terminated" if sig == signal.SIGTERM else "interrupted"
    assert (status, run.err()) == (STATUS[sig], f"ndle optimal: {verb}\n"), waited
    assert not (tmp_path / "olea.txt").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # the claim's lock file is gone
