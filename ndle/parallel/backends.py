"""Where parallel work runs: joblib's loky processes on this machine (the default) or a Dask cluster.

`choose_backend` validates the choice before any work is done: `loky`, or
`dask` with a scheduler address (`--scheduler`, else `$NDLE_SCHEDULER`; checked for form, and reached with a
bounded handshake by `reach`, see `ndle.parallel.scheduler`), with
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
import os
import warnings
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from functools import partial
from typing import Callable, Iterable, Iterator

from ndle.errors import ConfigError, NdleError, first_line, install_hint
from ndle.parallel.cluster import (RESUME_HINT, check_workers, joblib_dask_client, local_cluster,
                                     quiet_distributed, run_dask)
from ndle.parallel.cluster import worker_config  # noqa: F401 (the cluster guide names it here)
from ndle.parallel.scheduler import check_address, timeout
from ndle.parallel.scheduler import reach as reach_scheduler

BACKENDS = ("loky", "dask")
SCHEDULER_ENV = "NDLE_SCHEDULER"
CLOSE_TIMEOUT = 2


@dataclass(frozen=True)
class Backend:
    """A validated back end (see `choose_backend`).

    Parameters
    ----------
    name : str
        `loky` or `dask`.
    scheduler : str, optional
        The dask scheduler's address; None: an active joblib client, else a LocalCluster.
    """

    name: str = "loky"
    scheduler: str | None = None


def choose_backend(backend: str | Backend | None = None, scheduler: str | None = None) -> Backend:
    """Return the back end to use, checked before any work.

    Parameters
    ----------
    backend : str or Backend, optional
        `loky` or `dask`; None: `dask` when a scheduler address is given or
        `joblib.parallel_config(backend="dask")` is active, else `loky`.
    scheduler : str, optional
        A dask scheduler's address (tcp://HOST:PORT); a dask back end without one takes `$NDLE_SCHEDULER`, else
        a LocalCluster.

    Returns
    -------
    Backend

    Raises
    ------
    ConfigError
        On an unknown name, a malformed address or `$NDLE_DASK_TIMEOUT`, an address for loky, or a missing dask.
    """
    if isinstance(backend, Backend):
        return backend
    if backend is None:
        backend = "dask" if scheduler or joblib_dask_client() is not None else "loky"
    if backend not in BACKENDS:
        raise ConfigError(f"unknown back end {backend!r}; choose one of {', '.join(BACKENDS)}")
    if scheduler is not None:
        check_address(scheduler)
    if backend == "loky":
        if scheduler:
            raise ConfigError("a scheduler address needs the dask back end (--backend dask)")
        return Backend("loky")
    if importlib.util.find_spec("distributed") is None:
        raise ConfigError(f"the dask back end needs dask.distributed: {install_hint('dask')}")
    scheduler = scheduler or os.environ.get(SCHEDULER_ENV) or None
    timeout()  # a bad $NDLE_DASK_TIMEOUT, like a bad address, is refused before any work
    return Backend("dask", None if scheduler is None else check_address(scheduler))


def reach(backend: Backend) -> None:
    """Check that a dask back end's scheduler answers and has workers (nothing to check for loky, a LocalCluster or
    an active joblib client).

    Parameters
    ----------
    backend : Backend
        From `choose_backend`.

    Raises
    ------
    NdleError
        One line, within `$NDLE_DASK_TIMEOUT` seconds, if the scheduler does not answer or has no workers.
    """
    if backend.name == "dask" and backend.scheduler is not None:
        reach_scheduler(backend.scheduler)


def run_unordered(backend: Backend, jobs: int, func: Callable, shared, calls: Iterable[tuple]) -> Iterator:
    """Yield `func(shared, *args)` for every `args` in `calls` as each finishes (any order).

    loky with one job runs in this process; a worker that dies (loky) or a
    scheduler that goes away (dask) raises NdleError with the resume hint;
    a dask worker that dies has its tasks rerun by the scheduler.

    Parameters
    ----------
    backend, jobs : Backend, int
        Where the work runs, as for `pool`.
    func : callable
        A module-level function (it is pickled to the workers).
    shared : object
        Its first argument, the same for every call (sent once per task on loky, once per cluster on dask).
    calls : iterable of tuple
        Each call's further arguments.

    Yields
    ------
    object
        Each call's result, in the order they finish.
    """
    calls = list(calls)
    if not calls:
        return
    with pool(backend, jobs) as run:
        yield from run(func, shared, calls)


@contextmanager
def pool(backend: Backend, jobs: int = 1) -> Iterator[Callable[[Callable, object, list[tuple]], Iterator]]:
    """Yield a runner for many rounds of work (the opener sweep's): a dask back end keeps one client (and
    LocalCluster) for all of them.

    Parameters
    ----------
    backend : Backend
        Where the work runs.
    jobs : int
        loky's worker processes (a LocalCluster's workers).

    Yields
    ------
    callable
        `run(func, shared, calls)`, which works as `run_unordered` does.
    """
    if backend.name == "loky":
        yield partial(_loky, jobs)
        return
    with session(backend, jobs) as where, dask_client(where) as client:
        yield partial(run_dask, client)


def _loky(jobs: int, func: Callable, shared, calls: list[tuple]) -> Iterator:
    if jobs == 1:
        for args in calls:
            yield func(shared, *args)
        return
    from concurrent.futures.process import BrokenProcessPool  # loky's TerminatedWorkerError is one

    from joblib import delayed

    from ndle.parallel.processes import parallel

    runner = parallel(jobs, return_as="generator_unordered", batch_size=1)  # workers end when this process dies
    results = None
    try:  # the first tasks are sent at once: a worker may die before the first result too
        results = runner(delayed(func)(shared, *args) for args in calls)
        for result in results:  # not `yield from`: it would close the results before the warning filter is set
            yield result
    except BrokenProcessPool as e:
        raise NdleError(f"a worker died ({first_line(e)}); {RESUME_HINT}") from None
    finally:  # a run stopped by an error here (a full disk): its own line says so, not joblib's about the tasks
        if results is not None:
            with warnings.catch_warnings():
                warnings.filterwarnings("ignore", message=r".*still being processed by the workers have been cancelled")
                results.close()


@contextmanager
def session(backend: Backend, jobs: int = 1) -> Iterator[Backend]:
    """Yield the back end for several runs (compare, experiment).

    Parameters
    ----------
    backend : Backend
        From `choose_backend`.
    jobs : int
        The workers of a LocalCluster.

    Yields
    ------
    Backend
        A dask back end without an address gets one LocalCluster, started here for all the runs and closed
        after; any other back end is yielded as it is.
    """
    if backend.name != "dask" or backend.scheduler is not None or joblib_dask_client() is not None:
        yield backend
        return
    with quiet_distributed():
        cluster = local_cluster(jobs)
    try:
        yield Backend("dask", cluster.scheduler_address)
    finally:
        with quiet_distributed():
            cluster.close()


@contextmanager
def dask_client(backend: Backend):
    """Yield a distributed Client for a dask back end, its workers checked to run this ndle.

    Parameters
    ----------
    backend : Backend
        A dask back end (see `session` for one of a LocalCluster).

    Yields
    ------
    distributed.Client
        The active joblib one when the back end has no scheduler address, else one connected to its scheduler
        (closed on the way out).
    """
    from distributed import Client

    with quiet_distributed():
        if backend.scheduler is None and (active := joblib_dask_client()) is not None:
            yield active
            return
        reach(backend)  # Client itself would wait without end for a scheduler that never answers
        try:
            client = Client(backend.scheduler, set_as_default=False, timeout=timeout())
        except (OSError, TimeoutError, ValueError) as e:
            raise NdleError(f"cannot reach the dask scheduler at {backend.scheduler} ({first_line(e)})") from None
        try:
            check_workers(client)
            yield client
        finally:
            with suppress(Exception):  # the scheduler went away: nothing left to close cleanly
                client.close(timeout=CLOSE_TIMEOUT)
