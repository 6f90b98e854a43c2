"""Output files: written whole (a temporary file in the same folder, synced, then an atomic rename; the user's umask
applies), created only where nothing is (`write_new`), and claimed by one process at a time (`claim`, `release`)."""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable

from ndle.errors import NdleError, OutputBusyError, OutputExistsError, SpecialFileError
from ndle.io.safeopen import check_plain, open_fd


def _umask() -> int:
    mask = os.umask(0o022)  # the only portable way to read the umask is to set it and put it back
    os.umask(mask)
    return mask


def write_atomic(path: str | Path, data: str | bytes | Callable[[BinaryIO], object]) -> None:
    """Write text, bytes or what `data(file)` writes to `path` all at once (readers see the old or the new file).

    The file gets the permissions a plain `open(path, "w")` would give
    (0666 less the umask), not the 0600 of a temporary file.

    Parameters
    ----------
    path : str or Path
        The file (its folder is made if missing); one already there is replaced.
    data : str, bytes or callable
        Text (written as UTF-8), bytes, or a function given the open binary file to write to.

    Raises
    ------
    OSError
        When it cannot be written; nothing is left behind then.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            if callable(data):
                data(f)
            else:
                f.write(data.encode("utf-8") if isinstance(data, str) else data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_new(path: str | Path, data: str | bytes | Callable[[BinaryIO], object]) -> None:
    """Write a file whole, like `write_atomic`, but only if nothing is at `path` by then.

    The complete file is linked into place, which fails rather than replace a file another process put there.

    Parameters
    ----------
    path : str or Path
        The file to create.
    data : str, bytes or callable
        As for `write_atomic`.

    Raises
    ------
    FileExistsError
        When something is at `path`.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    try:
        write_atomic(tmp, data)
        try:
            os.link(tmp, path)
        except FileExistsError:
            raise
        except OSError:  # a file system without hard links: claim the name, then put the file there
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
            os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


class Busy(OSError):
    """Another process holds the claim on an output file."""


_HELD: dict[Path, tuple[int, Path, list[Path]]] = {}  # output -> (its lock file's descriptor, the file, folders made)


def lock_path(path: str | Path) -> Path:
    """Return the lock file of an output.

    Parameters
    ----------
    path : str or Path
        The output.

    Returns
    -------
    Path
        `.NAME.lock` beside it.
    """
    path = Path(path)
    return path.with_name(f".{path.name}.lock")


def claim(path: str | Path) -> None:
    """Claim an output for this process until `release` (or the process ends).

    An exclusive lock on its lock file (see `lock_path`), so that two processes never write the same output;
    claiming one already held by this process does nothing.

    Parameters
    ----------
    path : str or Path
        The output; the folders missing above it are made (and removed on release if still empty).

    Raises
    ------
    Busy
        When another process holds it (naming that process's id).
    SpecialFileError
        When the output or its lock file is a link, has other hard links, or is not a regular file.
    OSError
        When the lock file cannot be made.
    """
    path = Path(path).absolute()
    if path in _HELD:
        return
    lock = lock_path(path)
    made = [p for p in (lock.parent, *lock.parent.parents) if not p.exists()]  # removed again if left empty
    lock.parent.mkdir(parents=True, exist_ok=True)
    while True:
        fd = _open_lock(lock, path)
        if not _lock(fd):
            holder = os.read(fd, 32).decode("ascii", "replace").strip()
            os.close(fd)
            raise Busy(f"another process{f' ({holder})' if holder else ''} is writing {path}")
        try:
            if os.stat(lock).st_ino == os.fstat(fd).st_ino:
                break
        except FileNotFoundError:
            pass
        os.close(fd)  # its holder removed the lock file while we waited on it: take the new one
    _HELD[path] = (fd, lock, made)
    try:
        check_plain(path)  # the output itself: a link, a FIFO, a device or a folder is refused before any reading
    except SpecialFileError:
        release(path)
        raise
    os.ftruncate(fd, 0)
    os.write(fd, f"pid {os.getpid()}\n".encode("ascii"))


def _open_lock(lock: Path, path: Path) -> int:
    """Open (or make, 0600) an output's lock file: never through a link, never one with other names, never a
    special file (see `ndle.io.safeopen`), so that a link planted there in a shared folder is refused, not written."""
    try:
        return open_fd(lock, os.O_RDWR | os.O_CREAT, 0o600)
    except SpecialFileError as e:
        raise SpecialFileError(f"{e}; it is where ndle locks {path.name} (remove it if nothing of ndle's is "
                               "running there)") from None


def release(path: str | Path | None = None) -> None:
    """Give up the claim on an output and remove its lock file.

    Parameters
    ----------
    path : str or Path, optional
        The output; None: every output this process claimed, the last first.
    """
    for held in ([Path(path).absolute()] if path is not None else reversed(list(_HELD))):  # the last first
        if (entry := _HELD.pop(held, None)) is not None:
            fd, lock, made = entry
            with contextlib.suppress(OSError):  # while still locked: a waiting process sees it gone and retries
                lock.unlink()
            os.close(fd)
            with contextlib.suppress(OSError):  # the folders made for it, unless something was written there
                for folder in made:
                    folder.rmdir()


def _lock(fd: int) -> bool:
    """Take an exclusive lock on an open file without waiting; return whether it was free."""
    if sys.platform == "win32":  # no fcntl
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def claim_output(path: str | Path) -> None:
    """Claim an output (see `claim`), with one-line errors for the command line.

    Parameters
    ----------
    path : str or Path
        The output.

    Raises
    ------
    OutputBusyError
        When another process holds it.
    NdleError
        When its place cannot be written.
    """
    named_folder = isinstance(path, str) and path.endswith(tuple(filter(None, (os.sep, os.altsep))))
    if named_folder or not Path(path).absolute().name:  # "out/", "/": no name for the file, nor for its lock
        raise NdleError(f"cannot write {path}: it names a folder; give a file name")
    try:
        claim(path)
    except SpecialFileError:
        raise
    except Busy as e:
        raise OutputBusyError(f"{e}; wait for it to end, or write elsewhere") from None
    except OSError as e:
        raise NdleError(f"cannot write {path}: {e.strerror or e}") from None


def check_outputs(paths, overwrite: bool = False, hint: str = "give --overwrite to replace it") -> None:
    """Claim every output a command may write, before any work (each held until `release` or the process ends).

    Parameters
    ----------
    paths : iterable of str or Path
        The outputs.
    overwrite : bool
        Whether one already there may be replaced.
    hint : str
        What to do instead, said after "PATH exists; " when one is refused.

    Raises
    ------
    OutputExistsError
        For one already there, unless `overwrite`.
    OutputBusyError
        For one another process is writing.
    NdleError
        For an unwritable place, or a folder where a file is to go.
    """
    for given in paths:
        claim_output(given)  # as given: Path() would drop a trailing slash
        path = Path(given)
        if not overwrite and (path.exists() or path.is_symlink()):
            release(path)
            raise OutputExistsError(f"{path} exists; {hint}")
        if path.is_dir():
            release(path)
            raise NdleError(f"cannot write {path}: it is a folder")


atexit.register(release)
