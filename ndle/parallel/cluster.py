"""The Dask side of the back ends: a LocalCluster and the settings its workers run with, the check that every
worker runs this ndle, and tasks submitted and yielded as they finish (see `ndle.parallel.backends`)."""

from __future__ import annotations

import logging
import os
from contextlib import contextmanager
from typing import Callable, Iterator

from ndle._version import __version__
from ndle.errors import NdleError, first_line

RESUME_HINT = "finished games are kept: rerun with --resume"


def joblib_dask_client():
    """Return the distributed Client of an active ``joblib.parallel_config(backend="dask")``.

    Returns
    -------
    distributed.Client or None
        None when no such configuration is active.
    """
    from joblib.parallel import get_active_backend

    active, _ = get_active_backend()
    return getattr(active, "client", None) if type(active).__name__ == "DaskDistributedBackend" else None


@contextmanager
def quiet_distributed() -> Iterator[None]:
    """Silence distributed's own log lines on this side while the block runs (a lost worker or scheduler ends in
    one line of ndle's).

    Yields
    ------
    None
    """
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
    """Return the dask settings ndle's workers should run with.

    No statistical profiler (it samples the busy thread every 10 ms) and glibc's own malloc trimming (dask's
    ``MALLOC_TRIM_THRESHOLD_`` also fixes the mmap threshold, so every large numpy array is mapped and unmapped
    afresh: 4x the page faults).

    Returns
    -------
    dict
        Settings for ``dask.config.set``; put them in the dask config of workers you start yourself.
    """
    import dask

    environ = dask.config.get("distributed.nanny.pre-spawn-environ", {})
    return {"distributed.worker.profile.enabled": False,
            "distributed.nanny.pre-spawn-environ": {k: v for k, v in environ.items() if k != "MALLOC_TRIM_THRESHOLD_"}}


def local_cluster(jobs: int):
    """Return a LocalCluster of single-threaded worker processes on 127.0.0.1 (no dashboard), run with
    `worker_config()`.

    Parameters
    ----------
    jobs : int
        How many workers (-1: one per core).

    Returns
    -------
    distributed.LocalCluster
        Started; the caller closes it.
    """
    import dask
    from distributed import LocalCluster

    with dask.config.set(worker_config()):
        return LocalCluster(n_workers=jobs if jobs > 0 else (os.cpu_count() or 1), threads_per_worker=1,
                            processes=True, host="127.0.0.1", dashboard_address=None,
                            # the workers' own log lines too: a loaded machine can make a worker's heartbeat race the
                            # cluster's close and log a traceback; ndle reports a lost worker in its own line
                            silence_logs=logging.CRITICAL,
                            # its HTTP routes on a free port: another cluster holding 8787 printed a warning
                            scheduler_kwargs={"dashboard_address": "127.0.0.1:0"})


def _worker_version() -> str:
    return __version__


def check_workers(client) -> None:
    """Raise NdleError (one line) unless every worker of the cluster runs this ndle version (importable there at all).

    Parameters
    ----------
    client : distributed.Client
        Connected to the cluster.
    """
    try:
        versions = client.run(_worker_version)
    except Exception as e:  # a worker without ndle fails to unpickle the function
        raise NdleError(f"the dask workers cannot run ndle ({first_line(e)}); install the same ndle "
                        "on every worker") from None
    if wrong := {w: v for w, v in versions.items() if v != __version__}:
        worker, version = next(iter(wrong.items()))
        raise NdleError(f"dask worker {worker} runs ndle {version}, this client {__version__}; "
                        "install the same version everywhere")


def _constant(x):
    return x


def run_dask(client, func: Callable, shared, calls: list[tuple]) -> Iterator:
    """Submit every call as a dask task and yield the results as they finish (any order).

    Parameters
    ----------
    client : distributed.Client
        Where the tasks run.
    func : callable
        Called as ``func(shared, *args)`` on a worker.
    shared : object
        Sent to the cluster once, for every task (recomputed if its worker dies).
    calls : list of tuple
        One task's further arguments each.

    Yields
    ------
    object
        Each task's result; a lost scheduler or workers that keep dying end in one NdleError line.
    """
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
        raise NdleError(f"lost the dask scheduler ({first_line(e)}); {RESUME_HINT}") from None
    except KilledWorker as e:
        raise NdleError(f"dask workers kept dying on one task ({first_line(e)}); {RESUME_HINT}") from None
    finally:
        pending.clear()
        shared_future.release()
