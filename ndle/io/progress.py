"""Progress bars: tqdm's notebook widget in Jupyter, its text bar on a terminal, none elsewhere unless asked.

`progress=None` (the default of `simulate`) follows the environment variable
NDLE_PROGRESS when it is set (`0`, `false`, `no` or `off` hide the bar, any
other value such as `1` shows it), and otherwise shows a bar in a Jupyter
kernel or when stderr is a terminal. `working` shows one status line for work
that has no count to show (a search, a first compile), under the same rule;
where stderr is not a terminal (a pipe, a log file) and NDLE_PROGRESS does not
hide it, a wait longer than `PIPE_DELAY` seconds prints one line there too.
There is one status line at a time: a bar started inside a `working` block
clears the block's line and takes its place until the bar closes. `announce`
says a cost (a matrix over a gigabyte) before the work starts; the first status
line of a process whose kernels are not compiled yet (an empty kernel cache)
shows at once and says they compile once.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
import time
from contextlib import contextmanager, nullcontext
from pathlib import Path

ENV = "NDLE_PROGRESS"
_OFF = ("0", "false", "no", "off")
PIPE_DELAY = 30.0  # seconds of a `working` block before one line is printed where stderr is not a terminal
_ACTIVE: list["_Line"] = []  # the status line shown now (a nested block swaps its message in)
_PIPED: list[str] = []  # the `working` blocks waiting to print their one line where stderr is not a terminal
COLD = "first run: compiling once, about a minute"  # said by a cold cache's first line
_KERNELS_CHECKED: list[bool] = []  # whether this process has looked at numba's kernel cache yet


def cold_kernels() -> bool:
    """Return whether numba's kernel cache (NUMBA_CACHE_DIR) holds no compiled kernel yet: the first time a process
    asks only (later status lines need not say it again).

    Returns
    -------
    bool
        True once, in a process whose kernel cache folder is missing or empty.
    """
    if _KERNELS_CHECKED:
        return False
    _KERNELS_CHECKED.append(True)
    folder = os.environ.get("NUMBA_CACHE_DIR")
    if not folder:
        return False
    return next(Path(folder).rglob("*.nbi"), None) is None


class _Line:
    """One status line on a terminal: its message, the width last written, and the bars that hide it meanwhile."""

    def __init__(self, message: str, out):
        self.message, self.out, self.shown, self.paused, self.lock = message, out, 0, 0, threading.Lock()

    def write(self, text: str) -> None:
        """Write `text` over the line (unless a bar holds it), padded over what was there."""
        with self.lock:
            if not self.paused:
                self.out.write("\r" + text.ljust(self.shown))
                self.out.flush()
                self.shown = len(text)

    def clear(self) -> None:
        """Blank the line and return to its start."""
        with self.lock:
            if self.shown:
                self.out.write("\r" + " " * self.shown + "\r")
                self.out.flush()
                self.shown = 0


def in_notebook() -> bool:
    """Return whether the code runs in a Jupyter kernel (IPython's ZMQ shell)."""
    shell = sys.modules.get("IPython")
    try:
        ip = shell.get_ipython() if shell is not None else None
    except Exception:  # pragma: no cover - a broken IPython install
        return False
    return ip is not None and type(ip).__name__ == "ZMQInteractiveShell"


def wanted(progress: bool | None) -> bool:
    """Return whether to show a bar: `progress` if given, else NDLE_PROGRESS, else notebook or terminal."""
    if progress is not None:
        return bool(progress)
    env = os.environ.get(ENV, "").strip().lower()
    if env:
        return env not in _OFF
    return in_notebook() or sys.stderr.isatty()


def bar_class(notebook: bool | None = None):
    """Return the tqdm class to use: the notebook widget in Jupyter when ipywidgets is installed, else the text bar."""
    if notebook is None:
        notebook = in_notebook()
    if notebook:
        try:
            import ipywidgets  # noqa: F401  (tqdm's widget needs it; without it the text bar works in Jupyter too)
            from tqdm.notebook import tqdm
            return tqdm
        except ImportError:
            pass
    from tqdm.std import tqdm
    return tqdm


def progress_bar(progress: bool | None, **kwargs):
    """Return a tqdm bar of the right kind, disabled unless `wanted(progress)`; kwargs go to tqdm.

    Inside a `working` block the block's status line is cleared and waits while the bar is open (one line at a
    time, not two writing over each other).
    """
    cls = bar_class()
    if cls.__module__ == "tqdm.std":
        kwargs.setdefault("dynamic_ncols", True)
    line = _ACTIVE[0] if _ACTIVE and wanted(progress) else None
    if line is not None:
        with line.lock:
            line.paused += 1
            if line.shown:
                line.out.write("\r" + " " * line.shown + "\r")
                line.out.flush()
                line.shown = 0
    bar = cls(disable=not wanted(progress), **kwargs)
    if line is not None:
        close = bar.close
        closed: list[bool] = []  # whether the bar's pause was already undone

        def closing() -> None:
            try:
                close()
            finally:
                if not closed:
                    closed.append(True)
                    with line.lock:
                        line.paused -= 1

        bar.close = closing
    return bar


def announce(message: str, *, stream=None) -> None:
    """Print one line on stderr before a costly step starts (a matrix over a gigabyte, a long first compile),
    unless NDLE_PROGRESS hides progress; in a pipe too.

    Parameters
    ----------
    message : str
        What is about to happen and what it costs, e.g. "building the pattern matrix: 1.1 GB".
    stream : file, optional
        Where to write (default: sys.stderr).
    """
    if os.environ.get(ENV, "").strip().lower() in _OFF:
        return
    out = sys.stderr if stream is None else stream
    line = _ACTIVE[0] if _ACTIVE else None
    if line is not None:
        line.clear()
    out.write(f"ndle: {message}\n")
    out.flush()


@contextmanager
def working(message: str, *, progress: bool | None = None, delay: float = 1.0, stream=None):
    """Show `message` and the seconds elapsed on one stderr line while the block runs longer than `delay`.

    The line is shown when `wanted(progress)` and not in a notebook (it is cleared when the block ends), so a
    `--json` output (NDLE_PROGRESS=0) never sees it. Where stderr is not a terminal and progress is neither
    asked off (`progress=False`, NDLE_PROGRESS) nor in a notebook, a block longer than `PIPE_DELAY` seconds
    prints one line instead ("ndle: MESSAGE: still working after 30 s"), so a long wait is never silent.

    Parameters
    ----------
    message : str
        What is being done, e.g. "lookahead: choosing a guess".
    progress : bool, optional
        Show it (default: `wanted(None)`: NDLE_PROGRESS, else when stderr is a terminal).
    delay : float
        Seconds before the line appears: quick work stays silent.
    stream : file, optional
        Where to write (default: sys.stderr).

    Returns
    -------
    contextmanager
        Use as ``with working("..."):``.
    """
    if in_notebook():
        yield
        return
    if not wanted(progress):
        off = progress is False or os.environ.get(ENV, "").strip().lower() in _OFF
        with (nullcontext() if off or _ACTIVE or _PIPED else _pipe_line(message, stream)):
            yield
        return
    if _ACTIVE:  # inside another block: its line shows this message meanwhile (one status line, not two)
        holder = _ACTIVE[-1]
        outer, holder.message = holder.message, message
        try:
            yield
        finally:
            holder.message = outer
        return
    out = sys.stderr if stream is None else stream
    if cold_kernels():  # a first compile ahead: said at once
        message, delay = f"{message} ({COLD})", 0.0
    stop, start = threading.Event(), time.monotonic()
    line = _Line(message, out)
    width = max(20, shutil.get_terminal_size((80, 24)).columns - 1)  # one line: \r cannot clear a wrapped one
    _ACTIVE.append(line)

    def tick() -> None:
        if stop.wait(delay):
            return
        while True:
            tail = f" ... {time.monotonic() - start:.0f} s"
            line.write(line.message[:width - len(tail)] + tail)
            if stop.wait(0.5):
                return

    thread = threading.Thread(target=tick, daemon=True)
    thread.start()
    try:
        yield
    finally:
        _ACTIVE.remove(line)
        stop.set()
        thread.join()
        line.clear()


@contextmanager
def _pipe_line(message: str, stream=None):
    """Print one line where stderr is not a terminal if the block lasts longer than PIPE_DELAY seconds."""
    stop = threading.Event()

    def later() -> None:
        if not stop.wait(PIPE_DELAY):
            out = sys.stderr if stream is None else stream
            out.write(f"ndle: {message}: still working after {PIPE_DELAY:.0f} s\n")
            out.flush()

    thread = threading.Thread(target=later, daemon=True)
    _PIPED.append(message)  # a block inside this one prints nothing of its own
    thread.start()
    try:
        yield
    finally:
        _PIPED.remove(message)
        stop.set()
        thread.join()
