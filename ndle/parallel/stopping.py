"""Stop a command that is inside compiled code when SIGTERM or Ctrl-C arrives.

Python runs a signal handler only between two bytecodes of the main thread.
The exact one-board search spends minutes inside one compiled numba kernel
(run without the GIL), so a SIGTERM or a Ctrl-C would otherwise wait until the
kernel returns: for a long search, as good as never. `SignalWatch` listens on
the interpreter's wakeup file descriptor (`signal.set_wakeup_fd`, written by
the C-level handler the moment a signal arrives) from a daemon thread. When a
SIGTERM or SIGINT has not reached ndle's Python handler within `grace`
seconds, and that handler is still the one installed (a command that installs
its own, as `ndle serve`'s web server does, handles its signals itself), it
calls `on_stuck(signum)`, which prints the command's one line, gives up
the command's claimed outputs and ends the process with the status the
handler would have given. Nothing finished is lost: the compiled search writes
no file, and journals are written a whole line at a time by Python code.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable

GRACE_SECONDS = 3.0


class SignalWatch:
    """Context manager: call `on_stuck(signum)` when a watched signal is not handled within `grace` seconds.

    Parameters
    ----------
    on_stuck : callable
        Called from the watching thread with the signal number; it is expected to end the process.
    handlers : dict
        The watched signals and their Python handlers (each calls `handled` first); a signal that arrives while
        another handler is installed is left to that handler.
    grace : float
        Seconds the Python handler has to run before `on_stuck` is called.
    """

    def __init__(self, on_stuck: Callable[[int], None], handlers: dict[int, Callable] | None = None,
                 grace: float = GRACE_SECONDS):
        self._on_stuck, self._handlers, self._grace = on_stuck, dict(handlers or {}), grace
        self._handled = threading.Event()
        self._old: int | None = None
        self._thread: threading.Thread | None = None

    def handled(self) -> None:
        """Record that a signal reached its Python handler (called by the handler)."""
        self._handled.set()

    def __enter__(self) -> SignalWatch:
        if threading.current_thread() is not threading.main_thread():
            return self  # signals are delivered to the main thread only: nothing to watch
        self._read, self._write = os.pipe()
        os.set_blocking(self._write, False)
        self._old = signal.set_wakeup_fd(self._write, warn_on_full_buffer=False)
        self._thread = thread = threading.Thread(target=self._watch, name="ndle-signal-watch", daemon=True)
        thread.start()
        return self

    def __exit__(self, *exc) -> None:
        if self._thread is None or self._old is None:
            return
        signal.set_wakeup_fd(self._old)
        os.close(self._write)  # the watching thread reads end of file and ends
        self._thread.join(timeout=self._grace + 1)
        os.close(self._read)
        self._thread = None

    def _watch(self) -> None:
        """Wait for signal numbers on the wakeup pipe; call on_stuck for one its handler did not take in time."""
        while data := _read(self._read):
            ours = [signum for signum in data if signal.getsignal(signum) is self._handlers.get(signum, ...)]
            if ours and not self._handled.wait(self._grace):
                self._on_stuck(ours[0])


def _read(fd: int) -> bytes:
    """Read what is on the pipe (b'' at its end or when it is closed)."""
    try:
        return os.read(fd, 64)
    except OSError:
        return b""
