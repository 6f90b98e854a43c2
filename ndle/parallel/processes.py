"""Worker processes that never outlive the process that started them, and a worker count the machine can run.

joblib's loky workers block on pipes their parent holds; when the parent is
killed (SIGKILL, or an OOM kill) nobody closes them, and the workers (with
loky's resource tracker, which waits for them) used to stay alive for good.
Every loky worker ndle starts therefore runs `watch_parent` first: a daemon
thread that checks the worker's parent pid twice a second and ends the worker
as soon as the parent is gone (the worker is re-parented, so its parent pid
changes). Linux's PR_SET_PDEATHSIG is not used: it fires when the *thread*
that forked the worker ends, and loky forks from helper threads. A parent
that is stopped in an orderly way (Ctrl-C, SIGTERM through the CLI, an
exception) shuts its workers down through joblib as before.

loky also replaces a worker whose memory has grown by 300 MB since its first
task (its guard against leaks), and warns that "a worker stopped". The exact
searches' workers grow that much on purpose (their memo); the replaced worker
has finished its task and no result is lost (its successor starts with an
empty memo, a little slower), so that warning is not shown; a worker that dies
is still reported (`BrokenProcessPool`).
"""

from __future__ import annotations

import os
import signal
import threading
import time
import warnings

POLL_SECONDS = 0.5
REPLACED = "A worker stopped while some jobs were given to the executor"  # loky's warning, see above


def cores() -> int:
    """Return the number of cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # not Linux
        return os.cpu_count() or 1


def worker_count(jobs: int) -> int:
    """Return the workers to start for `jobs` (-1: every core), capped at the machine's cores."""
    return cores() if jobs == -1 else max(1, min(jobs, cores()))


def watch_parent(parent: int) -> None:
    """In a worker: ignore Ctrl-C (the parent handles it) and exit as soon as process `parent` is no longer
    the parent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if os.getppid() != parent:  # the parent died before this worker got here
        os._exit(1)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(POLL_SECONDS)
        os._exit(1)  # no cleanup to wait for: the parent, who wanted the results, is gone

    threading.Thread(target=watch, name="ndle-watch-parent", daemon=True).start()


def parallel(n_jobs: int, **kwargs):
    """Return a joblib Parallel over `n_jobs` loky workers that exit when this process dies (kwargs: Parallel's)."""
    from joblib import Parallel, parallel_config

    warnings.filterwarnings("ignore", message=REPLACED, category=UserWarning)  # idempotent
    # joblib's public way to configure a backend: parameters given to parallel_config go to the loky backend's
    # constructor (and from there to loky's executor); the Parallel object takes its backend when it is made
    with parallel_config(backend="loky", initializer=watch_parent, initargs=(os.getpid(),)):
        return Parallel(n_jobs=n_jobs, **kwargs)
