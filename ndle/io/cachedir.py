"""Where ndle keeps its caches (pattern matrices, numba's compiled kernels): one private folder of the user's.

The folder is `$NDLE_CACHE_DIR`, else the user cache folder `platformdirs`
names (`$XDG_CACHE_HOME/ndle` or `~/.cache/ndle` on Linux). numba unpickles
the index files it finds in its cache, so a folder another user can write is
a way to run code as you: the folder is created 0700, and every time it is
used it must be a folder of this user that nobody else may
write, under parents nobody else may change. When it is not, nothing is
cached on disk: matrices stay in memory and kernels are compiled into a
private temporary folder removed at exit, and `matrix_for` warns in one line
naming both caches. There is never a shared or predictable fallback path.

`use_for_numba` (run by `import ndle` before any kernel is defined) points
numba at `cache_dir()/numba/STAMP`, unless NUMBA_CACHE_DIR is set (the user's own
choice). STAMP changes whenever any of ndle's source files does: numba checks
only the file a cached kernel is defined in, so a kernel calling a function of
another module that changed was loaded stale.
"""

from __future__ import annotations

import atexit
import hashlib
import importlib.abc
import importlib.util
import os
import shutil
import stat
import sys
import tempfile
import warnings
from pathlib import Path

import platformdirs

_POSIX = hasattr(os, "getuid")


class CacheWarning(UserWarning):
    """A cache folder cannot be used safely, or a cache file cannot be written (ndle works without it)."""


def cache_dir() -> Path:
    """Return ndle's cache folder: $NDLE_CACHE_DIR, else the user cache folder.

    Returns
    -------
    Path
        Not made or checked here (see `usable_cache_dir`); the user cache folder is platformdirs' (on Linux
        $XDG_CACHE_HOME/ndle or ~/.cache/ndle).
    """
    if env := os.environ.get("NDLE_CACHE_DIR"):
        return Path(env)
    return Path(platformdirs.user_cache_dir("ndle", appauthor=False))


def _changeable_by_others(st: os.stat_result) -> bool:
    """Return whether someone other than this user (or root) may change a folder with this status."""
    if st.st_uid not in (0, os.getuid()):
        return True
    sticky = st.st_mode & stat.S_ISVTX  # /tmp: others may add entries, not rename or remove ours
    others = st.st_mode & stat.S_IWOTH or (st.st_mode & stat.S_IWGRP and st.st_gid != os.getgid())
    return bool(others) and not sticky


def private_problem(folder: Path) -> str | None:
    """Create `folder` (0700) if missing; return None if it is private, else what is wrong in a few words.

    Private: a folder of this user that nobody else may write, under parents
    (through links or not) that nobody else may change.

    Parameters
    ----------
    folder : Path
        The folder (made with its missing parents).

    Returns
    -------
    str or None
        None for a private folder; else, e.g., "owned by another user" or "writable by others (mode 777)".
    """
    folder = Path(folder).absolute()
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not _POSIX:
            return None
        st = os.stat(folder)
        if not stat.S_ISDIR(st.st_mode):
            return "not a folder"
        if st.st_uid != os.getuid():
            return "owned by another user"
        if st.st_mode & 0o022:
            return f"writable by others (mode {stat.S_IMODE(st.st_mode):o})"
        for parent in (*folder.parents, *folder.resolve().parents):
            if _changeable_by_others(os.stat(parent)):
                return f"its parent {parent} may be changed by others"
        if not os.access(folder, os.W_OK | os.X_OK):
            return "not writable"
    except OSError as e:
        return e.strerror or str(e)
    return None


def usable_cache_dir() -> Path | None:
    """Return the private cache folder for pattern matrices, or None when it cannot be used safely.

    Returns
    -------
    Path or None
        `cache_dir()` if private (see `private_problem`); None otherwise, after a one-line CacheWarning naming
        every cache affected (the pattern matrices, and numba's kernels if they had to go elsewhere too).
    """
    folder = cache_dir()
    if (problem := private_problem(folder)) is None:
        if _kernels_are_ours():
            warnings.warn(f"cannot use {_TEMPORARY[1]}; numba's compiled kernels are not kept between runs "
                          "(set NDLE_CACHE_DIR to a folder of your own)", CacheWarning, stacklevel=3)
        return folder
    kernels = " and numba's compiled kernels are not kept between runs" if _kernels_are_ours() else ""
    warnings.warn(f"cannot use the cache folder {folder} ({problem}); pattern matrices are kept in memory{kernels} "
                  "(set NDLE_CACHE_DIR to a folder of your own)", CacheWarning, stacklevel=3)
    return None


_TEMPORARY: list[str] = []  # the temporary kernel folder of this process, and why the cache's was refused


def _kernels_are_ours() -> bool:
    return bool(_TEMPORARY) and os.environ.get("NUMBA_CACHE_DIR") == _TEMPORARY[0]


def _temporary_kernel_dir(why: str) -> str:
    """Return a fresh private temporary folder (mkdtemp: 0700, unpredictable name), removed when this process
    ends; worker processes inherit it through NUMBA_CACHE_DIR."""
    folder = tempfile.mkdtemp(prefix="ndle-kernels-")
    _TEMPORARY[:] = [folder, why]
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def source_stamp(root: Path | None = None) -> str:
    """Return 16 hex digits that change whenever any of ndle's source files changes (path, size or time).

    Parameters
    ----------
    root : Path, optional
        The package folder (default: ndle's own).

    Returns
    -------
    str
        A digest of every ``*.py`` file's relative path, size and modification time below `root`.
    """
    root = Path(__file__).resolve().parent if root is None else Path(root)
    h = hashlib.blake2b(digest_size=8)
    for path in sorted(root.rglob("*.py")):
        st = path.stat()
        h.update(f"{path.relative_to(root)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def use_for_numba() -> None:
    """Point numba's kernel cache at cache_dir()/numba if private, else at a private temporary folder; never when
    the user set NUMBA_CACHE_DIR.

    numba is not imported here (it takes longer than the rest of `import ndle`): before numba's first import the
    folder goes in NUMBA_CACHE_DIR, which numba reads then (and worker processes inherit); after it, in its config.

    Returns
    -------
    None
        The folder is in NUMBA_CACHE_DIR: never a shared predictable path, so nobody else can plant an index file
        that numba would unpickle.
    """
    if os.environ.get("NUMBA_CACHE_DIR"):
        return
    kernels = cache_dir() / "numba"
    folder = kernels / source_stamp()
    for checked in (cache_dir(), kernels, folder):
        if (problem := private_problem(checked)) is not None:
            folder = Path(_temporary_kernel_dir(f"{folder if checked == folder else kernels} ({problem})"))
            break
    os.environ["NUMBA_CACHE_DIR"] = str(folder)
    if "numba" in sys.modules:
        from numba.core import config

        config.CACHE_DIR = str(folder)  # type: ignore[attr-defined]  # numba's config sets its names at run time


def guard_kernel_saves() -> None:
    """Make a kernel that numba cannot save to its cache (a full disk, a quota) a one-line CacheWarning, not an
    error: the kernel is compiled and used all the same, only not kept for the next run.

    numba raises the OSError of a failed save from the first call of the kernel (off Windows), so that a full disk
    under the cache failed commands that need no disk at all. The guard wraps numba's `Cache.save_overload` once,
    as soon as `numba.core.caching` is imported (now, or later through a one-shot import hook, so that
    `import ndle` does not import numba).

    Returns
    -------
    None
    """
    if "numba.core.caching" in sys.modules:
        _guard(sys.modules["numba.core.caching"])
    elif not any(isinstance(f, _AfterImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterImport("numba.core.caching", _guard))


_WARNED: list[bool] = []


def _guard(caching) -> None:
    """Wrap `caching.Cache.save_overload` (once) so that an OSError becomes one CacheWarning per process."""
    save = caching.Cache.save_overload
    if getattr(save, "ndle_guard", False):
        return

    def save_overload(self, sig, data):
        try:
            save(self, sig, data)
        except OSError as e:
            if not _WARNED:
                _WARNED.append(True)
                where = os.environ.get("NUMBA_CACHE_DIR") or self.cache_path
                warnings.warn(f"cannot save numba's compiled kernels in the cache folder {where} ({e.strerror or e});"
                              " they are used all the same, and compiled again next run "
                              "(free some space, or set NDLE_CACHE_DIR elsewhere)", CacheWarning, stacklevel=2)

    save_overload.ndle_guard = True  # type: ignore[attr-defined]  # the mark that this guard is installed
    caching.Cache.save_overload = save_overload


class _AfterImport(importlib.abc.MetaPathFinder):
    """A one-shot import hook: runs `then(module)` right after the module `name` is first imported."""

    def __init__(self, name: str, then):
        self.name, self.then = name, then

    def find_spec(self, fullname, path, target=None):
        """Return the module's usual spec with its loader wrapped, for `name` only."""
        if fullname != self.name:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(fullname)
        if spec is None or spec.loader is None:
            return spec
        run, then = spec.loader.exec_module, self.then

        def exec_module(module):
            run(module)
            then(module)

        spec.loader.exec_module = exec_module
        return spec
