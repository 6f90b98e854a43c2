"""A Dask scheduler's address checked for form, and reached with a bounded handshake before any work is written.

distributed's `Client` waits without bound for a server that accepts the
connection and never answers, and waits silently for workers that never
come. `reach` asks the scheduler who it is (its `identity`, which lists its
workers) over a plain connection with a deadline, in a daemon thread (so
that SIGTERM or Ctrl-C ends the wait at once and nothing is left to join);
the deadline is `$NDLE_DASK_TIMEOUT` seconds (default 30).
"""

from __future__ import annotations

import os
import socket
import threading
import time
from urllib.parse import urlsplit

from ndle.errors import ConfigError, NdleError, first_line

TIMEOUT_ENV = "NDLE_DASK_TIMEOUT"
DEFAULT_TIMEOUT = 30.0
NETWORK_SCHEMES = ("tcp", "tls", "ws", "wss", "ucx")
POLL = 0.5  # seconds between two looks for workers


def check_address(address: str) -> str:
    """Return a scheduler address checked for form.

    Parameters
    ----------
    address : str
        SCHEME://HOST:PORT (tcp when no scheme is given; tls, ws, wss, ucx too), or inproc:// for a scheduler in
        this process.

    Returns
    -------
    str
        `address`, unchanged.

    Raises
    ------
    ConfigError
        If it cannot be an address (no port, a path, white space, ...).
    """
    wrong = ConfigError(f"a scheduler address looks like tcp://HOST:PORT, got {address!r}")
    if not isinstance(address, str) or not address.strip() or any(c.isspace() or not c.isprintable()
                                                                   for c in address):
        raise wrong
    if address.startswith("inproc://"):  # a scheduler in this process (tests, notebooks)
        return address
    parts = urlsplit(address if "://" in address else f"tcp://{address}")
    try:
        port = parts.port
    except ValueError:
        port = None
    if (parts.scheme not in NETWORK_SCHEMES or not parts.hostname or port is None or not 0 < port < 65536
            or parts.path or parts.query or parts.fragment or parts.username or parts.password):
        raise wrong
    return address


def timeout() -> float:
    """Return the handshake and worker deadline.

    Returns
    -------
    float
        Seconds: $NDLE_DASK_TIMEOUT, default 30; ConfigError on a value that is not a positive number.
    """
    text = os.environ.get(TIMEOUT_ENV, "").strip()
    if not text:
        return DEFAULT_TIMEOUT
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < 1e6:
        raise ConfigError(f"{TIMEOUT_ENV} must be a number of seconds, got {text!r}")
    return value


async def _identity(address: str, seconds: float) -> dict:
    import asyncio

    from distributed.comm import connect

    comm = await asyncio.wait_for(connect(address, timeout=seconds), seconds)
    try:
        await comm.write({"op": "identity"})
        return await asyncio.wait_for(comm.read(), seconds)
    finally:
        comm.abort()


def _probe(address: str, seconds: float) -> None:
    """Raise NdleError at once when nothing listens at a tcp:// address (distributed would retry until its deadline)."""
    parts = urlsplit(address if "://" in address else f"tcp://{address}")
    if parts.scheme != "tcp":
        return
    try:
        socket.create_connection((parts.hostname, parts.port), timeout=seconds).close()
    except OSError as e:
        raise NdleError(f"cannot reach the dask scheduler at {address} ({e.strerror or type(e).__name__})") from None


def _ask(address: str, seconds: float) -> dict:
    """Return the scheduler's identity, raising NdleError if it cannot be reached or says nothing within `seconds`."""
    import asyncio  # here, not at the top: only a dask run needs it, and it costs every command's start-up

    _probe(address, seconds)
    box: dict = {}

    def run() -> None:
        try:
            box["answer"] = asyncio.run(_identity(address, seconds))
        except BaseException as e:  # handed to the waiting thread
            box["error"] = e

    thread = threading.Thread(target=run, daemon=True, name="ndle-dask-handshake")
    thread.start()
    thread.join(seconds + 1)
    if "answer" in box and isinstance(box["answer"], dict):
        return box["answer"]
    error = box.get("error")
    if error is None or isinstance(error, (TimeoutError, asyncio.TimeoutError)):
        raise NdleError(f"the dask scheduler at {address} did not answer within {seconds:g} s "
                        f"(is it a dask scheduler? {TIMEOUT_ENV} sets the wait)")
    raise NdleError(f"cannot reach the dask scheduler at {address} "
                    f"({first_line(error)})")


def reach(address: str) -> int:
    """Return the number of workers of the scheduler at `address`, asked with a bounded handshake.

    Parameters
    ----------
    address : str
        A checked address (see `check_address`).

    Returns
    -------
    int
        At least 1.

    Raises
    ------
    NdleError
        One line, if it does not answer within `timeout()` seconds or has no worker by then.
    """
    seconds = timeout()
    end = time.monotonic() + seconds
    while True:
        workers = _ask(address, seconds).get("workers")
        if isinstance(workers, dict) and workers:
            return len(workers)
        if time.monotonic() >= end:
            raise NdleError(f"the dask scheduler at {address} has no workers (waited {seconds:g} s); start some "
                            f"(dask worker {address}) or set {TIMEOUT_ENV} to wait longer")
        time.sleep(POLL)
