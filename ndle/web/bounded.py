"""Work run off the event loop with a time limit: at most `slots` computations at once, none awaited for longer.

A computation that outlives its request cannot be stopped (numpy and numba
do not check for cancellation), so it runs on in a daemon thread, holding its
slot, and its result fills the strategy's memo: asking again later is quick.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Callable, TypeVar

T = TypeVar("T")


class TooSlow(Exception):
    """A computation did not finish within the time limit (answered with status 503)."""


class Bounded:
    """Runs blocking functions in daemon threads, `slots` at a time, each awaited for at most `limit` seconds."""

    def __init__(self, limit: float, slots: int = 4):
        self.limit, self.slots = limit, slots
        self._free = threading.BoundedSemaphore(slots)

    async def run(self, fn: Callable[[], T]) -> T:
        """Return fn() computed in a thread, raising TooSlow if a slot and the result take more than `limit` s."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limit
        while not self._free.acquire(blocking=False):
            if loop.time() >= deadline:
                raise TooSlow(f"the server is busy with {self.slots} computations")
            await asyncio.sleep(0.01)
        done: asyncio.Future = loop.create_future()
        done.add_done_callback(lambda f: f.cancelled() or f.exception())  # retrieved even when nobody waits

        def settle(result, error) -> None:
            if not done.cancelled():
                done.set_exception(error) if error is not None else done.set_result(result)

        def work() -> None:
            try:
                result, error = fn(), None
            except BaseException as e:  # handed to the request, which turns it into a response
                result, error = None, e
            finally:
                self._free.release()
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits for this result any more
                loop.call_soon_threadsafe(settle, result, error)

        threading.Thread(target=work, name="ndle-web-work", daemon=True).start()
        try:
            return await asyncio.wait_for(asyncio.shield(done), max(deadline - loop.time(), 0.001))
        except asyncio.TimeoutError:
            raise TooSlow(f"this needs more than {self.limit:g} s; it goes on in the background, "
                          "so asking again shortly may find it done") from None
