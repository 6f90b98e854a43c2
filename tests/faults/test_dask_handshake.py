"""A Dask scheduler that never answers, one without workers, and malformed addresses: one line and exit 2 within a
bound, nothing written; SIGTERM while waiting ends the command at once without a traceback. The silent scheduler is
a real TCP server on 127.0.0.1 that accepts connections and never says a word."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest

from tests.faults.procs import GRACE, ROOT, refused

pytest.importorskip("distributed")

BOUND = 3  # seconds: NDLE_DASK_TIMEOUT for these tests


class SilentServer:
    """Accepts TCP connections on 127.0.0.1 and keeps them open without ever sending a byte."""

    def __init__(self):
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.address = f"tcp://127.0.0.1:{self.sock.getsockname()[1]}"
        self.accepted: list[socket.socket] = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()


@pytest.fixture
def silent():
    server = SilentServer()
    yield server
    server.close()


def start(tmp_path, words_file, scheduler: str, timeout: float = BOUND) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NDLE_PROGRESS": "0", "NDLE_DASK_TIMEOUT": str(timeout)}
    return subprocess.Popen([sys.executable, "-m", "ndle.cli", "simulate", "--backend", "dask", "--scheduler",
                             scheduler, "--boards", "2", "--games", "4", "--seed", "1", "--answers-file",
                             str(words_file), "--json", "out/run.json"], cwd=tmp_path, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)


def finished(proc: subprocess.Popen, within: float) -> tuple[int, str]:
    try:
        _, err = proc.communicate(timeout=within)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail(f"still running after {within} s")
    return proc.returncode, err


def test_a_scheduler_that_never_answers_is_one_line_within_the_bound(tmp_path, words_file, silent):
    began = time.monotonic()
    code, err = finished(start(tmp_path, words_file, silent.address), within=BOUND + 30)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert f"the dask scheduler at {silent.address} did not answer within {BOUND} s" in err
    assert time.monotonic() - began < BOUND + 30 and silent.accepted
    assert not (tmp_path / "out").exists()  # found before the run's files were written: a rerun just works


def test_a_scheduler_without_workers_is_one_line_within_the_bound(tmp_path, words_file):
    from distributed import LocalCluster

    # its HTTP routes on a free port: on 8787 they would make a test running beside it skip
    with LocalCluster(n_workers=0, processes=False, protocol="tcp://", host="127.0.0.1", dashboard_address=None,
                      scheduler_kwargs={"dashboard_address": "127.0.0.1:0"}) as cluster:
        code, err = finished(start(tmp_path, words_file, cluster.scheduler_address), within=BOUND + 30)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert f"the dask scheduler at {cluster.scheduler_address} has no workers (waited {BOUND} s)" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("address", ["tcp://127.0.0.1:notaport", "tcp://127.0.0.1:99999", "tcp://:8786",
                                     "http://127.0.0.1:8786", "127.0.0.1", "tcp://127.0.0.1:8786/path"])
def test_a_malformed_address_is_refused_before_anything(tmp_path, capsys, words_file, address):
    began = time.monotonic()
    err = refused(capsys, "simulate", "--backend", "dask", "--scheduler", address, "--games", "2",
                  "--answers-file", str(words_file), "--json", str(tmp_path / "out" / "r.json"))
    assert "scheduler address" in err and time.monotonic() - began < 10
    assert not (tmp_path / "out").exists()


def test_sigterm_while_waiting_for_a_silent_scheduler_ends_at_once(tmp_path, words_file, silent):
    proc = start(tmp_path, words_file, silent.address, timeout=120)
    end = time.monotonic() + 60
    while not silent.accepted:
        assert proc.poll() is None and time.monotonic() < end, proc.communicate()
        time.sleep(0.05)
    time.sleep(0.5)  # inside the handshake
    os.kill(proc.pid, signal.SIGTERM)
    code, err = finished(proc, within=GRACE)
    assert code == 143 and "Traceback" not in err, err
    assert err.splitlines()[-1].startswith("ndle simulate: terminated")


@pytest.mark.parametrize("address", ["tcp://127.0.0.1:notaport", "http://127.0.0.1:8786"])
def test_a_malformed_address_ends_a_real_process_in_one_line(tmp_path, words_file, address):
    """As a real process: its one line, then nothing (once it hung for 60 s at exit and printed a traceback)."""
    code, err = finished(start(tmp_path, words_file, address, timeout=120), within=GRACE + 50)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert "scheduler address" in err and not (tmp_path / "out").exists()


def every_command(words_file, address: str) -> dict[str, tuple[str, ...]]:
    """Each command that takes --scheduler, with every file it may write named (in the current folder)."""
    where = ("--backend", "dask", "--scheduler", address)
    return {"compare": ("compare", "sum", "min", "--games", "4", "--seed", "1", *where, "--answers-file",
                        str(words_file), "--json", "c.json"),
            "opener sweep": ("optimal", "--opener", "all", "--top", "2", *where, "--answers-file", str(words_file),
                             "--journal", "sweep.jsonl", "--csv", "top.csv"),
            "n-board search": ("optimal", "--boards", "2", "--top", "2", *where, "--answers-file", str(words_file),
                               "--journal", "nboard.jsonl"),
            "rank": ("rank", "--full-game", "sum", "--openers", "3", *where, "--answers-file", str(words_file))}


@pytest.mark.parametrize("command", ["compare", "opener sweep", "n-board search", "rank"])
def test_every_command_reaches_the_scheduler_before_writing_anything(tmp_path, capsys, monkeypatch, words_file,
                                                                     silent, command):
    """Not only simulate: a silent scheduler is found before any journal or run file, so the same command line
    simply works once the scheduler is there (no --resume of a run that never started, no --overwrite)."""
    monkeypatch.setenv("NDLE_DASK_TIMEOUT", "1")
    monkeypatch.chdir(tmp_path)
    err = refused(capsys, *every_command(words_file, silent.address)[command])
    assert f"the dask scheduler at {silent.address} did not answer within 1 s" in err
    assert list(tmp_path.iterdir()) == []
