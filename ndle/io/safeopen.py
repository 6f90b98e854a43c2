"""Opening a file by a name the user gave, safely: only regular files, and an output never through a link.

Every file ndle writes at a user's path (its outputs, their lock files, the
journals it appends to) must be a plain regular file: not a symbolic link,
not a FIFO, a device or a folder, and without other hard links, so that a link
planted where an output or its lock goes (in a folder others can write) is
refused instead of followed, and no file is written under another name. A file
only read (a word list, a config, a run to resume) may be reached through
links, but must be regular. Either way it is opened without waiting
(O_NONBLOCK: a FIFO with no writer would block forever) and checked on the open
descriptor (`os.fstat`) before a byte is read or written, so nothing can be
swapped in between the check and the use. Each refusal is a `SpecialFileError`:
one line naming the file.
"""

from __future__ import annotations

import io
import os
import stat
from pathlib import Path
from typing import IO

from ndle.errors import SpecialFileError

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX; on Windows links are checked with lstat before opening
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_MODES = {"rb": os.O_RDONLY, "r": os.O_RDONLY, "r+b": os.O_RDWR, "ab": os.O_WRONLY | os.O_APPEND | os.O_CREAT,
          "a": os.O_WRONLY | os.O_APPEND | os.O_CREAT}


def _kind(mode: int) -> str:
    """Return what a non-regular file is, in a few words."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISLNK, "a symbolic link")):
        if test(mode):
            return name
    return "a special file"


def problem(st: os.stat_result) -> str | None:
    """Return why a file with this status is not one ndle reads or writes, or None for a plain regular file.

    Parameters
    ----------
    st : os.stat_result
        Its status, from `os.lstat` or `os.fstat` (never `os.stat`, which follows links).

    Returns
    -------
    str or None
        E.g. "not a regular file (a FIFO)", "a symbolic link", "a file with 2 hard links".
    """
    if stat.S_ISLNK(st.st_mode):
        return "a symbolic link"
    if not stat.S_ISREG(st.st_mode):
        return f"not a regular file ({_kind(st.st_mode)})"
    if st.st_nlink > 1:
        return f"a file with {st.st_nlink} hard links"
    return None


def check_plain(path: str | Path, reading: bool = False) -> bool:
    """Return whether something is at `path`, refusing anything but a plain regular file (see `problem`).

    Parameters
    ----------
    path : str or Path
        The file (its final name is never followed if a link).
    reading : bool
        The file is only read: links (symbolic or hard) to a regular file are allowed.

    Returns
    -------
    bool
        False when nothing is there, True for a plain regular file.

    Raises
    ------
    SpecialFileError
        For a FIFO, a device, a folder, a socket (or, unless `reading`, a link).
    """
    try:
        st = os.stat(path) if reading else os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError as e:
        raise SpecialFileError(f"{path}: cannot be read ({e.strerror or e})") from None
    _refuse(path, st, reading)
    return True


def _refuse(path: str | Path, st: os.stat_result, reading: bool) -> None:
    """Raise SpecialFileError naming `path` unless its status is a file ndle may use (see `problem`)."""
    if (why := problem(st)) is not None and not (reading and stat.S_ISREG(st.st_mode)):
        named = stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode)
        raise SpecialFileError(f"{path}: {why}" + ("; ndle writes no file through a link or under another name"
                                                   if named else ""))


def open_fd(path: str | Path, flags: int, perm: int = 0o666, reading: bool = False) -> int:
    """Return a descriptor of a regular file opened with `flags` without blocking (and, unless `reading`, never
    through a link).

    Parameters
    ----------
    path : str or Path
        The file.
    flags : int
        ``os.O_*`` flags (O_NONBLOCK, O_CLOEXEC and, unless `reading`, O_NOFOLLOW are added; O_NONBLOCK is
        cleared again once the file is known to be regular).
    perm : int
        The permissions of a file created (less the umask).
    reading : bool
        The file is only read: links (symbolic or hard) to a regular file are allowed.

    Returns
    -------
    int
        The open descriptor (the caller closes it).

    Raises
    ------
    SpecialFileError
        For anything but a plain regular file (checked on the open descriptor, before any byte is read or written).
    OSError
        When it cannot be opened (FileNotFoundError when it is missing and O_CREAT is not given).
    """
    nofollow = 0 if reading else _NOFOLLOW
    if not reading and not nofollow:  # no O_NOFOLLOW (Windows): check the name first
        check_plain(path)
    try:
        fd = os.open(path, flags | nofollow | _NONBLOCK | getattr(os, "O_CLOEXEC", 0), perm)
    except OSError:  # ELOOP for a link, EISDIR for a folder, ENXIO for a FIFO nobody reads: say what it is
        check_plain(path, reading)
        raise
    try:
        _refuse(path, os.fstat(fd), reading)
        if _NONBLOCK:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_plain(path: str | Path, mode: str = "rb", reading: bool = False, **kwargs) -> IO:
    """Open a regular file like `open`, never waiting on a FIFO (and, unless `reading`, never through a link).

    Parameters
    ----------
    path : str or Path
        The file.
    mode : str
        One of "rb", "r", "r+b", "ab", "a" (a missing file is created for "a" and "ab", 0666 less the umask).
    reading : bool
        The file is only read (mode "rb" or "r"): links (symbolic or hard) to a regular file are allowed.
    **kwargs
        Passed to `open` (encoding, newline) for text modes.

    Returns
    -------
    file object
        As `open` returns it.

    Raises
    ------
    SpecialFileError
        For anything but a plain regular file (see `problem`).
    OSError
        When it cannot be opened.
    """
    fd = open_fd(path, _MODES[mode], reading=reading)
    try:
        return io.open(fd, mode, closefd=True, **kwargs)
    except BaseException:
        os.close(fd)
        raise


__all__ = ["check_plain", "open_fd", "open_plain", "problem"]
