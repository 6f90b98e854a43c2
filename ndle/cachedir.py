"""Where ndle keeps its caches: pattern matrices and numba's compiled kernels, never inside the installed package.

numba's default for `@njit(cache=True)` is a `__pycache__` folder beside the
source, i.e. inside site-packages for an installed ndle; `pip uninstall` leaves
those files, and the leftover `ndle/` folder then shadows a later editable
install. `use_for_numba` (run by `import ndle` before any kernel is defined)
points numba at `cache_dir()/numba` instead, unless NUMBA_CACHE_DIR is set.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def cache_dir() -> Path:
    """Return ndle's cache directory ($NDLE_CACHE_DIR, else the user cache: $XDG_CACHE_HOME/ndle or ~/.cache/ndle)."""
    if env := os.environ.get("NDLE_CACHE_DIR"):
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "ndle"


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK | os.X_OK)


def numba_cache_dir() -> Path:
    """Return the folder for numba's compiled kernels: cache_dir()/numba, else (unwritable) one in the temp folder."""
    preferred = cache_dir() / "numba"
    if _writable(preferred):
        return preferred
    user = getattr(os, "getuid", lambda: "user")()
    return Path(tempfile.gettempdir()) / f"ndle-{user}" / "numba"


def use_for_numba() -> None:
    """Point numba's kernel cache at numba_cache_dir() unless the user set NUMBA_CACHE_DIR.

    numba is not imported here (it takes longer than the rest of `import ndle`): before numba's first import the
    folder goes in NUMBA_CACHE_DIR, which numba reads then (and worker processes inherit); after it, in its config.
    """
    if os.environ.get("NUMBA_CACHE_DIR"):
        return
    folder = str(numba_cache_dir())
    if "numba" not in sys.modules:
        os.environ["NUMBA_CACHE_DIR"] = folder
        return
    from numba.core import config

    config.CACHE_DIR = folder
