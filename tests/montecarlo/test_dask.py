"""The Dask back end: a real scheduler and worker processes on 127.0.0.1, byte-identical per-game CSVs, faults.

Every process is started on the loopback address with free ports (port 0) and
stopped at the end of its test, even when the test fails.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from ndle.errors import ConfigError, install_hint
from ndle.parallel import backends
from ndle.parallel.backends import Backend, choose_backend
from ndle.montecarlo.results import csv_path
from tests.players_util import run_cli

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[2]
GAMES, SEED = 200, 13
RUN = ["simulate", "--boards", "4", "--games", str(GAMES), "--seed", str(SEED), "--chunk-size", "5"]
STARTUP = 60  # seconds a process may take to come up on a busy machine


def _env() -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT="3s")
    env.pop(backends.SCHEDULER_ENV, None)
    return env


def _spawn(stack: ExitStack, *args: str, log: Path) -> subprocess.Popen:
    """Start a process (its output in `log`) that is killed when the stack closes."""
    out = stack.enter_context(open(log, "wb"))  # noqa: SIM115 (closed with the stack)
    proc = subprocess.Popen([sys.executable, *args], stdout=out, stderr=subprocess.STDOUT, env=_env(), cwd=ROOT,
                            start_new_session=True)

    def stop():
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
    stack.callback(stop)
    return proc


def _written(info: Path) -> bool:
    """Return whether the scheduler file holds a whole JSON document yet."""
    try:
        return "address" in json.loads(info.read_text())
    except (OSError, ValueError):
        return False


@contextmanager
def cluster(tmp: Path, workers: int = 2):
    """Yield (scheduler address, scheduler process, worker processes): `dask scheduler` and `dask worker`s on
    127.0.0.1 (free ports, no dashboards, no nannies), all killed on the way out."""
    with ExitStack() as stack:
        info = tmp / "scheduler.json"
        scheduler = _spawn(stack, "-m", "dask", "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                           "--scheduler-file", str(info), log=tmp / "scheduler.log")
        deadline = time.monotonic() + STARTUP
        while not _written(info) and time.monotonic() < deadline and scheduler.poll() is None:
            time.sleep(0.1)  # the scheduler creates the file first and writes it after: wait for whole JSON
        assert _written(info), (tmp / "scheduler.log").read_text()
        address = json.loads(info.read_text())["address"]
        assert address.startswith("tcp://127.0.0.1:")
        procs = [_spawn(stack, "-m", "dask", "worker", address, "--host", "127.0.0.1", "--nthreads", "1",
                        "--no-nanny", "--no-dashboard", "--name", f"w{k}", "--local-directory", str(tmp / f"w{k}"),
                        log=tmp / f"worker{k}.log") for k in range(workers)]
        with distributed.Client(address, timeout=STARTUP) as client:
            client.wait_for_workers(workers, timeout=STARTUP)
        yield address, scheduler, procs


def _cli(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "ndle.cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=_env(), cwd=ROOT, text=True)


def _rows(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n") - 1
    except FileNotFoundError:
        return -1


def _kill_when_started(proc: subprocess.Popen, journal: Path, victim: subprocess.Popen) -> int:
    """Kill `victim` once `proc` has journaled some games; return how many were journaled then."""
    deadline = time.monotonic() + STARTUP
    while _rows(journal) < 20 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    done = _rows(journal)
    victim.send_signal(signal.SIGKILL)
    victim.wait(10)
    return done


@pytest.fixture(scope="module")
def loky_csv(tmp_path_factory) -> bytes:
    """The per-game CSV of the run on the local back end (loky, 2 jobs)."""
    out = tmp_path_factory.mktemp("loky") / "loky.json"
    from ndle.cli import main

    assert main([*RUN, "--jobs", "2", "--json", str(out)]) == 0
    return csv_path(out).read_bytes()


def test_cluster_run_matches_loky_also_when_a_worker_dies(loky_csv, tmp_path):
    with cluster(tmp_path) as (address, _, workers):
        out = tmp_path / "remote.json"
        proc = _cli(*RUN, "--backend", "dask", "--scheduler", address, "--json", str(out))
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        assert csv_path(out).read_bytes() == loky_csv

        # the API under an active joblib.parallel_config(backend="dask") uses that client
        from joblib import parallel_config

        import ndle
        with distributed.Client(address), parallel_config(backend="dask"):
            assert choose_backend().name == "dask"
            api = tmp_path / "api.json"
            ndle.simulate("wordle", "sum", boards=4, games=GAMES, seed=SEED, chunk_size=5, out=api, progress=False)
        assert csv_path(api).read_bytes() == loky_csv

        killed = tmp_path / "killed.json"
        proc = _cli(*RUN, "--backend", "dask", "--scheduler", address, "--json", str(killed))
        journaled = _kill_when_started(proc, csv_path(killed), workers[1])
        _, err = proc.communicate(timeout=300)
        assert 0 <= journaled < GAMES, "the worker was not killed mid-run"
        assert proc.returncode == 0, err
        assert csv_path(killed).read_bytes() == loky_csv


def test_lost_scheduler_ends_in_one_line_keeping_games_for_resume(loky_csv, tmp_path, capsys):
    out = tmp_path / "lost.json"
    with cluster(tmp_path, workers=1) as (address, scheduler, _):
        proc = _cli(*RUN, "--backend", "dask", "--scheduler", address, "--json", str(out))
        journaled = _kill_when_started(proc, csv_path(out), scheduler)
        _, err = proc.communicate(timeout=120)
    assert 0 <= journaled < GAMES, "the scheduler was not killed mid-run"
    assert proc.returncode == 2
    assert len(err.strip().splitlines()) == 1 and "--resume" in err and "scheduler" in err, err
    assert json.loads(out.read_text())["status"] == "running" and _rows(csv_path(out)) >= journaled
    # finished on a LocalCluster (no address): the same CSV as loky's
    code, _, err = run_cli(capsys, "simulate", "--json", str(out), "--resume", "--backend", "dask", "--jobs", "2")
    assert code == 0, err
    assert csv_path(out).read_bytes() == loky_csv


def test_unreachable_scheduler_is_one_line(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("NDLE_DASK_TIMEOUT", "20")  # refused at once: far below this bound
    began = time.monotonic()
    with ExitStack() as stack:  # a port that was free a moment ago: nothing listens there
        import socket

        s = stack.enter_context(socket.socket())
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    import dask

    with dask.config.set({"distributed.comm.timeouts.connect": "2s"}):
        code, _, err = run_cli(capsys, "simulate", "--boards", "4", "--games", "5", "--backend", "dask",
                               "--scheduler", f"tcp://127.0.0.1:{port}", "--json", str(tmp_path / "r.json"))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "cannot reach" in err, err
    assert time.monotonic() - began < 15, "a refused connection waited for the whole deadline"


@pytest.mark.parametrize("backend, scheduler, env, expected", [
    (None, None, None, Backend("loky")),
    ("loky", None, "tcp://127.0.0.1:9", Backend("loky")),
    ("dask", None, None, Backend("dask")),
    ("dask", None, "tcp://127.0.0.1:9", Backend("dask", "tcp://127.0.0.1:9")),
    ("dask", "tcp://127.0.0.1:8", "tcp://127.0.0.1:9", Backend("dask", "tcp://127.0.0.1:8")),
    (None, "tcp://127.0.0.1:8", None, Backend("dask", "tcp://127.0.0.1:8")),
])
def test_choose_backend(backend, scheduler, env, expected, monkeypatch):
    if env:
        monkeypatch.setenv(backends.SCHEDULER_ENV, env)
    else:
        monkeypatch.delenv(backends.SCHEDULER_ENV, raising=False)
    assert choose_backend(backend, scheduler) == expected


@pytest.mark.parametrize("backend, scheduler, message", [
    ("spark", None, "unknown back end"),
    ("loky", "tcp://127.0.0.1:8", "needs the dask back end"),
    ("dask", "tcp://127.0.0.1: 8", "scheduler address"),
    ("dask", "", "scheduler address"),
])
def test_bad_backend_choices(backend, scheduler, message):
    with pytest.raises(ConfigError, match=message):
        choose_backend(backend, scheduler)


def test_without_dask_one_line_names_the_extra(monkeypatch, capsys, tmp_path):
    real = backends.importlib.util.find_spec
    monkeypatch.setattr(backends.importlib.util, "find_spec",
                        lambda name, *a: None if name == "distributed" else real(name, *a))
    code, out, err = run_cli(capsys, "simulate", "--boards", "4", "--games", "5", "--backend", "dask",
                             "--json", str(tmp_path / "r.json"))
    assert (code, out) == (2, "") and install_hint("dask") in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "r.json").exists()


def test_compare_experiment_full_game_and_sweep_on_one_local_cluster(tmp_path):
    from ndle.analysis.openers import full_game
    from ndle.parallel.backends import session
    from ndle.montecarlo.compare import compare
    from ndle.montecarlo.experiment import load_experiment, run_experiment
    from ndle.solver.one.openers import sweep
    from tests.players_util import small_game
    from tests.solver.one.test_openers import decisions, small

    game = small_game(40, 80, seed=3, boards=2)
    openers = list(game.words.answers[:3])
    loky = compare(game, "sum", "min", games=30, seed=5, jobs=2, out=tmp_path / "loky.json")
    ranked = full_game(game.with_boards(1), "sum", openers, n_jobs=2)
    swept = sweep(small(0), 4, jobs=2, journal=tmp_path / "loky.jsonl", shortlist=6)
    config = tmp_path / "e.toml"
    config.write_text('strategies = ["sum", "min"]\n[run]\nseed = 1\nboards = 2\ngames = 12\njobs = 2\n')
    exp = load_experiment(config)
    local = run_experiment(exp, tmp_path / "e-loky", plots=False)
    with session(choose_backend("dask"), 2) as backend:
        assert backend.name == "dask" and backend.scheduler.startswith("tcp://127.0.0.1:")
        dask = compare(game, "sum", "min", games=30, seed=5, jobs=2, out=tmp_path / "dask.json", backend=backend)
        assert full_game(game.with_boards(1), "sum", openers, backend=backend) == ranked
        again = sweep(small(0), 4, jobs=2, journal=tmp_path / "dask.jsonl", shortlist=6, backend=backend)
        remote = run_experiment(exp, tmp_path / "e-dask", plots=False, backend=backend.name,
                                scheduler=backend.scheduler)
    for x, y in (("loky-sum", "dask-sum"), ("loky-min", "dask-min"), ("e-loky/sum", "e-dask/sum")):
        assert (tmp_path / f"{x}.csv").read_bytes() == (tmp_path / f"{y}.csv").read_bytes()
    assert loky.summary() == dask.summary() and local == remote
    assert again.openers == swept.openers
    assert decisions(tmp_path / "loky.jsonl") == decisions(tmp_path / "dask.jsonl")


def test_experiment_config_names_a_backend(tmp_path):
    from ndle.montecarlo.experiment import load_experiment

    config = tmp_path / "e.toml"
    config.write_text('strategies = ["sum"]\n[run]\nseed = 1\nbackend = "dask"\n')
    assert load_experiment(config).run["backend"] == "dask"
    config.write_text('strategies = ["sum"]\n[run]\nseed = 1\nbackend = "spark"\n')
    with pytest.raises(ConfigError, match="backend must be one of loky, dask"):
        load_experiment(config)


@pytest.mark.parametrize("command", [
    ["simulate", "--boards", "4", "--games", "5"],
    ["compare", "sum", "min", "--boards", "2", "--games", "5"],
    ["experiment", "missing.toml"],
    ["rank", "--full-game", "sum", "--openers", "2"],
    ["optimal", "--opener", "all", "--top", "1"],
])
def test_every_parallel_command_refuses_a_bad_backend_in_one_line(command, capsys, tmp_path):
    code, out, err = run_cli(capsys, *command, "--backend", "spark")
    assert (code, out) == (2, "") and "unknown back end 'spark'" in err and len(err.strip().splitlines()) == 1, err
    code, out, err = run_cli(capsys, *command, "--scheduler", "tcp://127.0.0.1:8", "--backend", "loky")
    assert (code, out) == (2, "") and "needs the dask back end" in err, err


def test_local_cluster_keeps_off_the_dashboard_port(recwarn):
    """Another Dask cluster on the machine holds 8787: ndle's own cluster takes a free port without a warning."""
    import socket

    from ndle.parallel.cluster import local_cluster

    with socket.socket() as held:
        try:
            held.bind(("127.0.0.1", 8787))
        except OSError:
            pytest.skip("port 8787 is taken on this machine already")
        held.listen()
        with local_cluster(1) as lc:
            port = lc.scheduler.http_server.port
    assert port not in (8787, 0)
    assert not [w for w in recwarn if "8787" in str(w.message)]
