"""Work run off the event loop with a time limit: each computation once, however many ask for it, and long ones kept
apart from quick answers.

A computation that outlives its request cannot be stopped (numpy and numba
do not check for cancellation), so it runs on in a daemon thread and its
result fills the strategy's memo: asking again later is quick. Three rules
keep one costly game from holding up everyone else:

- the same request asked again while its computation runs (a page's retry,
  a second visitor at the same position) waits for that computation: it is
  computed once;
- `slots` computations run at once within their time limit; one that runs
  past it leaves its slot to quick answers and counts as long;
- at most `long` computations run past their limit; while they do, a request
  of a kind that has run long before (the same game and strategy) is answered
  503 at once rather than started.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from dataclasses import dataclass, field
from typing import Callable, Hashable, TypeVar

T = TypeVar("T")


class TooSlow(Exception):
    """A computation did not finish within the time limit (answered with status 503)."""


@dataclass
class _Job:
    """One computation: its result to come, its kind, and whether it runs within its limit, past it, or is done."""

    future: concurrent.futures.Future = field(default_factory=concurrent.futures.Future)
    kind: Hashable = None
    age: str = "young"  # "old" past its limit, "done" once finished


class Bounded:
    """Runs blocking functions in daemon threads, each awaited for at most `limit` seconds: `slots` at a time within
    the limit, at most `long` past it; a computation already running under the same key is shared.

    Parameters
    ----------
    limit : float
        Seconds a request waits for its computation (and for a slot).
    slots : int
        Computations running at once within their time limit.
    long : int, optional
        Computations running past their limit before a kind known to run long is refused (default: half the slots,
        at least 1).
    """

    def __init__(self, limit: float, slots: int = 4, long: int | None = None):
        self.limit, self.slots = limit, slots
        self.long = max(1, slots // 2) if long is None else long
        self._lock = threading.Lock()
        self._jobs: dict[Hashable, _Job] = {}
        self._young = 0  # computations within their limit
        self._old = 0  # computations past it
        self._costly: set[Hashable] = set()  # kinds that have run past the limit

    def running(self) -> tuple[int, int]:
        """Return the computations running within their time limit and past it."""
        with self._lock:
            return self._young, self._old

    async def run(self, fn: Callable[[], T], key: Hashable = None, kind: Hashable = None) -> T:
        """Return fn() computed in a thread, raising TooSlow if a slot and the result take more than `limit` s.

        Parameters
        ----------
        fn : callable
            The computation (no arguments).
        key : hashable, optional
            What the computation answers (e.g. the request): a running computation of the same key is awaited
            instead of starting another (None: never shared).
        kind : hashable, optional
            What makes a computation costly (e.g. the game and strategy): a kind that has run past the limit is
            refused at once while `long` computations run past it.

        Returns
        -------
        object
            What fn returned (its exception raised).
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limit
        job = None
        while job is None:
            with self._lock:
                job = self._jobs.get(key) if key is not None else None
                if job is None and kind in self._costly and self._old >= self.long:
                    raise TooSlow(f"the server is busy with {self._old} long computation{'s' * (self._old != 1)} "
                                  "of games like this one; ask again shortly")
                if job is None and self._young < self.slots:
                    job = self._start(fn, key, kind, loop)
            if job is None:
                if loop.time() >= deadline:
                    raise TooSlow(f"the server is busy with {self.slots} computations")
                await asyncio.sleep(0.01)
        done = asyncio.wrap_future(job.future)
        done.add_done_callback(lambda f: f.cancelled() or f.exception())  # retrieved even when nobody waits
        try:
            return await asyncio.wait_for(asyncio.shield(done), max(deadline - loop.time(), 0.001))
        except asyncio.TimeoutError:
            raise TooSlow(f"this needs more than {self.limit:g} s; it goes on in the background, "
                          "so asking again shortly may find it done") from None

    def _start(self, fn: Callable[[], T], key: Hashable, kind: Hashable, loop) -> _Job:
        """Start fn in a daemon thread as a new job (called holding the lock)."""
        job = _Job(kind=kind)
        job.future.set_running_or_notify_cancel()  # running: no waiter's cancellation can cancel it
        self._young += 1
        if key is not None:
            self._jobs[key] = job
        timer = loop.call_later(self.limit, self._grow_old, job)

        def work() -> None:
            try:
                result, error = fn(), None
            except BaseException as e:  # handed to the requests, which turn it into a response
                result, error = None, e
            with self._lock:
                if self._jobs.get(key) is job:
                    del self._jobs[key]
                if job.age == "old":
                    self._old -= 1
                else:
                    self._young -= 1
                job.age = "done"
            with contextlib.suppress(RuntimeError):  # a closed loop: its timer is gone with it
                loop.call_soon_threadsafe(timer.cancel)
            job.future.set_exception(error) if error is not None else job.future.set_result(result)

        threading.Thread(target=work, name="ndle-web-work", daemon=True).start()
        return job

    def _grow_old(self, job: _Job) -> None:
        """Count a computation still running at its time limit as long: its slot goes back to quick answers."""
        with self._lock:
            if job.age == "young":
                job.age = "old"
                self._young -= 1
                self._old += 1
                if job.kind is not None:
                    self._costly.add(job.kind)
