"""Progress bars: tqdm's notebook widget in Jupyter, its text bar on a terminal, none elsewhere unless asked.

`progress=None` (the default of `simulate`) follows the environment variable
NDLE_PROGRESS when it is set (`0`, `false`, `no` or `off` hide the bar, any
other value such as `1` shows it), and otherwise shows a bar in a Jupyter
kernel or when stderr is a terminal. `working` shows one status line for work
that has no count to show (a search, a first compile), under the same rule.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
import time
from contextlib import contextmanager

ENV = "NDLE_PROGRESS"
_OFF = ("0", "false", "no", "off")
_ACTIVE: list[list[str]] = []  # the message of the status line shown now (a nested block swaps it in)


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
    """Return a tqdm bar of the right kind, disabled unless `wanted(progress)`; kwargs go to tqdm."""
    cls = bar_class()
    if cls.__module__ == "tqdm.std":
        kwargs.setdefault("dynamic_ncols", True)
    return cls(disable=not wanted(progress), **kwargs)


@contextmanager
def working(message: str, *, progress: bool | None = None, delay: float = 1.0, stream=None):
    """Show `message` and the seconds elapsed on one stderr line while the block runs longer than `delay`.

    Nothing is shown unless `wanted(progress)` and not in a notebook (the line is cleared when the block ends), so
    a pipe, a file or `--json` output never sees it.

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
    if not wanted(progress) or in_notebook():
        yield
        return
    if _ACTIVE:  # inside another block: its line shows this message meanwhile (one status line, not two)
        holder = _ACTIVE[-1]
        outer, holder[0] = holder[0], message
        try:
            yield
        finally:
            holder[0] = outer
        return
    out = sys.stderr if stream is None else stream
    stop, start, shown, holder = threading.Event(), time.monotonic(), [0], [message]
    width = max(20, shutil.get_terminal_size((80, 24)).columns - 1)  # one line: \r cannot clear a wrapped one
    _ACTIVE.append(holder)

    def tick() -> None:
        if stop.wait(delay):
            return
        while True:
            tail = f" ... {time.monotonic() - start:.0f} s"
            line = holder[0][:width - len(tail)] + tail
            out.write("\r" + line.ljust(shown[0]))
            out.flush()
            shown[0] = len(line)
            if stop.wait(0.5):
                return

    thread = threading.Thread(target=tick, daemon=True)
    thread.start()
    try:
        yield
    finally:
        _ACTIVE.remove(holder)
        stop.set()
        thread.join()
        if shown[0]:
            out.write("\r" + " " * shown[0] + "\r")
            out.flush()
