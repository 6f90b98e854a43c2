"""Where parallel work runs: joblib's loky processes on this machine (the default) or a Dask cluster.

`choose_backend` validates the choice before any work is done: `loky`, or
`dask` with a scheduler address (`--scheduler`, else `$NDLE_SCHEDULER`; checked for form, and reached with a
bounded handshake by `reach`, see `ndle.montecarlo.scheduler`), with
none a `distributed.LocalCluster` of `jobs` worker processes on 127.0.0.1,
started for the run and closed after it. An active
`joblib.parallel_config(backend="dask")` picks dask and its client when no
back end is named. `run_unordered` then yields `func(shared, *args)` for each
call as it finishes, in any order; callers put results back in order (their
results never depend on the back end). Workers receive `shared` (a word list
and a spec, never the pattern matrix) once per task on loky and once per
cluster on dask, and build or memory-map their own matrix cache
($NDLE_CACHE_DIR on each worker's machine) once per process.
"""

from __future__ import annotations

import importlib.util
import logging
import os
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from functools import partial
from typing import Callable, Iterable, Iterator

from ndle._version import __version__
from ndle.errors import ConfigError, NdleError
from ndle.montecarlo.scheduler import check_address, timeout
from ndle.montecarlo.scheduler import reach as reach_scheduler

BACKENDS = ("loky", "dask")
SCHEDULER_ENV = "NDLE_SCHEDULER"
INSTALL_HINT = "the dask back end needs dask.distributed: pip install 'ndle[dask]'"
CLOSE_TIMEOUT = 2
RESUME_HINT = "finished games are kept: rerun with --resume"


@dataclass(frozen=True)
class Backend:
    """A validated back end: `loky`, or `dask` at a scheduler address (None: an active joblib client, else a
    LocalCluster)."""

    name: str = "loky"
    scheduler: str | None = None


def choose_backend(backend: str | Backend | None = None, scheduler: str | None = None) -> Backend:
    """Return the back end to use, raising ConfigError (before any work) on a bad name or a missing dask.

    No name: `dask` when a scheduler address is given or `joblib.parallel_config(backend="dask")` is active,
    else `loky`. A dask back end without an address takes `$NDLE_SCHEDULER`, else a LocalCluster.
    """
    if isinstance(backend, Backend):
        return backend
    if backend is None:
        backend = "dask" if scheduler or _joblib_dask_client() is not None else "loky"
    if backend not in BACKENDS:
        raise ConfigError(f"unknown back end {backend!r}; choose one of {', '.join(BACKENDS)}")
    if scheduler is not None:
        check_address(scheduler)
    if backend == "loky":
        if scheduler:
            raise ConfigError("a scheduler address needs the dask back end (--backend dask)")
        return Backend("loky")
    if importlib.util.find_spec("distributed") is None:
        raise ConfigError(INSTALL_HINT)
    scheduler = scheduler or os.environ.get(SCHEDULER_ENV) or None
    timeout()  # a bad $NDLE_DASK_TIMEOUT, like a bad address, is refused before any work
    return Backend("dask", None if scheduler is None else check_address(scheduler))


def reach(backend: Backend) -> None:
    """Raise NdleError (one line, within `$NDLE_DASK_TIMEOUT` seconds) unless a dask back end's scheduler answers
    and has workers; nothing to check for loky, a LocalCluster or an active joblib client."""
    if backend.name == "dask" and backend.scheduler is not None:
        reach_scheduler(backend.scheduler)


def run_unordered(backend: Backend, jobs: int, func: Callable, shared, calls: Iterable[tuple]) -> Iterator:
    """Yield `func(shared, *args)` for every `args` in `calls` as each finishes (any order).

    loky with one job runs in this process; a worker that dies (loky) or a
    scheduler that goes away (dask) raises NdleError with the resume hint;
    a dask worker that dies has its tasks rerun by the scheduler.
    """
    calls = list(calls)
    if not calls:
        return
    with pool(backend, jobs) as run:
        yield from run(func, shared, calls)


@contextmanager
def pool(backend: Backend, jobs: int = 1) -> Iterator[Callable[[Callable, object, list[tuple]], Iterator]]:
    """Yield `run(func, shared, calls)`, which works as `run_unordered` does, for many rounds of work (the
    opener sweep's): a dask back end keeps one client (and LocalCluster) for all of them."""
    if backend.name == "loky":
        yield partial(_loky, jobs)
        return
    with session(backend, jobs) as where, dask_client(where) as client:
        yield partial(_dask, client)


def _loky(jobs: int, func: Callable, shared, calls: list[tuple]) -> Iterator:
    if jobs == 1:
        for args in calls:
            yield func(shared, *args)
        return
    from joblib import delayed
    from joblib.externals.loky.process_executor import TerminatedWorkerError

    from ndle.processes import parallel

    runner = parallel(jobs, return_as="generator_unordered", batch_size=1)  # workers end when this process dies
    try:
        yield from runner(delayed(func)(shared, *args) for args in calls)
    except TerminatedWorkerError as e:
        raise NdleError(f"a worker died ({str(e).splitlines()[0]}); {RESUME_HINT}") from None


def _joblib_dask_client():
    """Return the distributed Client of an active joblib.parallel_config(backend="dask"), else None."""
    from joblib.parallel import get_active_backend

    active, _ = get_active_backend()
    return getattr(active, "client", None) if type(active).__name__ == "DaskDistributedBackend" else None


@contextmanager
def _quiet_distributed():
    """Silence distributed's own log lines on this side (a lost worker or scheduler ends in one line of ours)."""
    names = ["distributed", *(n for n in logging.root.manager.loggerDict if n.startswith("distributed."))]
    levels = {n: logging.getLogger(n).level for n in names}
    for n in names:
        logging.getLogger(n).setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        for n, level in levels.items():
            logging.getLogger(n).setLevel(level)


def worker_config() -> dict:
    """Return the dask settings ndle's workers should run with: no statistical profiler (it samples the busy
    thread every 10 ms) and glibc's own malloc trimming (dask's ``MALLOC_TRIM_THRESHOLD_`` also fixes the mmap
    threshold, so every large numpy array is mapped and unmapped afresh: 4x the page faults)."""
    import dask

    environ = dask.config.get("distributed.nanny.pre-spawn-environ", {})
    return {"distributed.worker.profile.enabled": False,
            "distributed.nanny.pre-spawn-environ": {k: v for k, v in environ.items() if k != "MALLOC_TRIM_THRESHOLD_"}}


def _local_cluster(jobs: int):
    """Return a LocalCluster of `jobs` single-threaded worker processes on 127.0.0.1 (no dashboard), run with
    `worker_config()`."""
    import dask
    from distributed import LocalCluster

    with dask.config.set(worker_config()):
        return LocalCluster(n_workers=jobs if jobs > 0 else (os.cpu_count() or 1), threads_per_worker=1,
                            processes=True, host="127.0.0.1", dashboard_address=None, silence_logs=logging.ERROR)


@contextmanager
def session(backend: Backend, jobs: int = 1) -> Iterator[Backend]:
    """Yield the back end for several runs (compare, experiment): a dask back end without an address gets one
    LocalCluster, started here for all of them and closed after; any other back end is yielded as it is."""
    if backend.name != "dask" or backend.scheduler is not None or _joblib_dask_client() is not None:
        yield backend
        return
    with _quiet_distributed():
        cluster = _local_cluster(jobs)
    try:
        yield Backend("dask", cluster.scheduler_address)
    finally:
        with _quiet_distributed():
            cluster.close()


@contextmanager
def dask_client(backend: Backend):
    """Yield a distributed Client for a dask back end: the active joblib one when it has no scheduler address,
    else one connected to its scheduler (closed on the way out; see `session` for a LocalCluster)."""
    from distributed import Client

    with _quiet_distributed():
        if backend.scheduler is None and (active := _joblib_dask_client()) is not None:
            yield active
            return
        reach(backend)  # Client itself would wait without end for a scheduler that never answers
        try:
            client = Client(backend.scheduler, set_as_default=False, timeout=timeout())
        except (OSError, TimeoutError, ValueError) as e:
            raise NdleError(f"cannot reach the dask scheduler at {backend.scheduler} ({_first_line(e)})") from None
        try:
            _check_workers(client)
            yield client
        finally:
            with suppress(Exception):  # the scheduler went away: nothing left to close cleanly
                client.close(timeout=CLOSE_TIMEOUT)


def _worker_version() -> str:
    return __version__


def _check_workers(client) -> None:
    """Raise NdleError unless every worker of the cluster runs this ndle version (importable there at all)."""
    try:
        versions = client.run(_worker_version)
    except Exception as e:  # a worker without ndle fails to unpickle the function
        raise NdleError(f"the dask workers cannot run ndle ({_first_line(e)}); install the same ndle "
                        "on every worker") from None
    if wrong := {w: v for w, v in versions.items() if v != __version__}:
        worker, version = next(iter(wrong.items()))
        raise NdleError(f"dask worker {worker} runs ndle {version}, this client {__version__}; "
                        "install the same version everywhere")


def _constant(x):
    return x


def _dask(client, func: Callable, shared, calls: list[tuple]) -> Iterator:
    """Submit every call as a dask task (shared sent once, recomputable if its worker dies); yield as they finish."""
    from concurrent.futures import CancelledError

    from distributed import as_completed
    from distributed.client import FutureCancelledError
    from distributed.scheduler import KilledWorker

    shared_future = client.submit(_constant, shared, pure=False)
    futures = [client.submit(func, shared_future, *args, pure=False) for args in calls]
    pending = as_completed(futures, loop=client.loop)
    del futures
    try:
        for future in pending:
            result = future.result()
            future.release()
            yield result
    except (CancelledError, FutureCancelledError, OSError, TimeoutError) as e:
        raise NdleError(f"lost the dask scheduler ({_first_line(e) or type(e).__name__}); {RESUME_HINT}") from None
    except KilledWorker as e:
        raise NdleError(f"dask workers kept dying on one task ({_first_line(e)}); {RESUME_HINT}") from None
    finally:
        pending.clear()
        shared_future.release()


def _first_line(e: BaseException) -> str:
    return str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
