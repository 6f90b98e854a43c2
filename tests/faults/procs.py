"""Real `ndle` commands started, watched and killed: the process tree recorded before the kill, nothing left after.

A command runs as `python -m ndle.cli ...` in its own session (so that a kill
cannot reach pytest), with this checkout first on the path and the caller's
environment otherwise (its warm pattern and numba caches), its output going
to files. `running` always ends every process the command started, even when
the test fails, so the tests leave nothing behind either. `refused` runs the
CLI in this process and expects a one-line refusal.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

import psutil

from tests.players_util import run_cli

GRACE = 10.0  # seconds the started processes may take to go (issue 9)
ROOT = Path(__file__).resolve().parents[2]


def _default_interrupt() -> None:
    """In the child before exec: Ctrl-C back to its default (a shell's background job inherits it ignored)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Run:
    """A started command: its Popen, its folder, and every process seen in its tree so far."""

    def __init__(self, folder: Path, argv: tuple[str, ...], env: dict | None = None):
        self.folder = folder  # Ctrl-C as a terminal gives it, even where this test runs with it ignored (a & job)
        env = {**os.environ, "PYTHONPATH": str(ROOT), "NDLE_PROGRESS": "0", **(env or {})}
        with open(folder / "out.txt", "w") as out, open(folder / "err.txt", "w") as err:
            self.proc = subprocess.Popen([sys.executable, "-m", "ndle.cli", *argv], cwd=folder, env=env,
                                         stdin=subprocess.DEVNULL, stdout=out, stderr=err, start_new_session=True,
                                         preexec_fn=_default_interrupt)
        self.seen: dict[int, psutil.Process] = {}

    def tree(self) -> list[psutil.Process]:
        """Return the command's live descendants, remembering each (so that orphans can still be found)."""
        try:
            for p in psutil.Process(self.proc.pid).children(recursive=True):
                self.seen.setdefault(p.pid, p)
        except psutil.NoSuchProcess:
            pass
        return [p for p in self.seen.values() if alive(p)]

    def workers(self) -> list[psutil.Process]:
        """Return the live loky worker processes the command started."""
        out = []
        for p in self.tree():
            with contextlib.suppress(psutil.Error):
                if "LokyProcess" in " ".join(p.cmdline()):
                    out.append(p)
        return out

    def wait_until(self, ready: Callable[[], bool], what: str, timeout: float = 120) -> None:
        """Wait until `ready()` while the command runs; fail if it ends first or takes longer than `timeout`."""
        end = time.monotonic() + timeout
        while not ready():
            assert self.proc.poll() is None, f"the command ended before {what}: {self.err()}"
            assert time.monotonic() < end, f"no {what} within {timeout} s"
            self.tree()
            time.sleep(0.02)

    def kill(self, sig: int) -> int:
        """Send `sig` to the command; assert that nothing it started is alive GRACE s later; return its status."""
        started = self.tree()
        assert len(self.workers()) >= 2, "the command had not started its two workers"
        os.kill(self.proc.pid, sig)
        status = self.proc.wait(timeout=60)
        end = time.monotonic() + GRACE  # zombies count as gone: a dead orphan may wait for a reaper
        while (left := [p for p in started if alive(p)]) and time.monotonic() < end:
            time.sleep(0.05)
        assert not left, f"still alive {GRACE} s after the kill: {[describe(p) for p in left]}"
        return status

    def err(self) -> str:
        return (self.folder / "err.txt").read_text()

    def end(self) -> None:
        """Kill whatever of the command is still alive (the test's own cleanup)."""
        for p in [*self.tree(), *([psutil.Process(self.proc.pid)] if self.proc.poll() is None else [])]:
            with contextlib.suppress(psutil.Error):
                p.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout=10)


@contextlib.contextmanager
def running(folder: Path, *argv: str, env: dict | None = None) -> Iterator[Run]:
    """Start `ndle ARGV` in `folder`; on leaving, end every process it started that is still alive."""
    run = Run(folder, argv, env)
    try:
        yield run
    finally:
        run.end()


def alive(p: psutil.Process) -> bool:
    try:
        return p.is_running() and p.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def describe(p: psutil.Process) -> str:
    try:
        return f"{p.pid} {' '.join(p.cmdline())[:80]}"
    except psutil.Error:
        return str(p.pid)


def lines(path: Path) -> int:
    """Return the number of complete lines in a file (0 if it does not exist yet)."""
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def refused(capsys, *argv) -> str:
    """Run the CLI in this process, assert it refused in one line with exit status 2, return the line."""
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, (code, err)
    return err


def terminated_lines(err: str, command: str) -> list[str]:
    """Return the lines of stderr that report the command as terminated."""
    return [line for line in err.splitlines() if line.startswith(f"ndle {command}: terminated")]


__all__ = ["GRACE", "ROOT", "Run", "lines", "refused", "running", "terminated_lines"]
