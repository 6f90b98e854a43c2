"""PNG figures drawn off screen: a matplotlib figure on its own Agg canvas (no pyplot global state, so a notebook's
backend is left alone), written whole or not at all. matplotlib is the optional extra `plot`."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from ndle.errors import NdleError, install_hint
from ndle.io.files import write_atomic


def have_matplotlib() -> bool:
    """Return whether matplotlib can be imported."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def require_matplotlib() -> None:
    """Raise `NdleError`, naming the extra to install, unless matplotlib can be imported."""
    if not have_matplotlib():
        raise NdleError(f"PNG figures need matplotlib: {install_hint('plot')}")


def figure(width: float, height: float, dpi: int = 110, layout: Literal["constrained", "tight"] | None = "constrained"):
    """Return a new matplotlib ``Figure`` of `width` x `height` inches and its Agg canvas.

    Raises
    ------
    NdleError
        matplotlib is not installed (the message names the extra to install).
    """
    require_matplotlib()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=dpi, layout=layout)
    return fig, FigureCanvasAgg(fig)


def save_png(canvas, path: str | Path) -> Path:
    """Write a figure's canvas to `path` as PNG, atomically; return the path.

    Raises
    ------
    NdleError
        The file cannot be written (one line naming it and why).
    """
    path = Path(path)
    try:
        write_atomic(path, canvas.print_png)  # whole or not at all
    except OSError as e:
        raise NdleError(f"cannot write {path}: {e.strerror or e}") from None
    return path
