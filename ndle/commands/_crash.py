"""The command line's last resort: an exception nobody turned into an NdleError becomes one line, and its traceback
goes to a log file named in that line.

The machine's limits (a full disk, a file too large, no memory) are the
user's to fix: exit status 2, with the command's hint on how to resume.
Anything else is a bug of ndle's: exit status 1, and the log to report.
Logs go to the user log folder (`platformdirs`; on Linux
`~/.local/state/ndle/log`) when it is private, else to a private temporary
file.
"""

from __future__ import annotations

import datetime
import errno
import os
import sys
import tempfile
import traceback
from pathlib import Path

import platformdirs

from ndle.io.cachedir import private_problem
from ndle.errors import first_line

EXIT_BAD_INPUT = 2
EXIT_BUG = 1
LIMITS = (errno.ENOSPC, errno.EFBIG, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EPERM, errno.EMFILE)


def log_folder() -> Path | None:
    """Return the private folder crash logs go to.

    Returns
    -------
    Path or None
        The user log folder (platformdirs) when it is private to this user (or can be made so), else None.
    """
    folder = Path(platformdirs.user_log_dir("ndle", appauthor=False))
    return None if private_problem(folder) else folder


def write_log(error: BaseException, argv: list[str] | None) -> str:
    """Write the traceback of `error` and the command line to a new private (0600) log file.

    Parameters
    ----------
    error : BaseException
        The exception.
    argv : list of str, optional
        The command line (default: ``sys.argv[1:]``).

    Returns
    -------
    str
        The log's path (in `log_folder()`, else the temporary folder), or a note that none could be written.
    """
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d-%H%M%S")
    text = f"ndle {' '.join(sys.argv[1:] if argv is None else argv)}\n\n" + "".join(
        traceback.format_exception(type(error), error, error.__traceback__))
    for folder in (log_folder(), None):
        try:
            fd, path = tempfile.mkstemp(prefix=f"ndle-{stamp}-", suffix=".log", dir=folder)  # 0600, a fresh name
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            return path
        except OSError:
            continue
    return "(no log: nowhere to write one)"


def describe(error: BaseException) -> tuple[str, int]:
    """Return the one line (without the command's name) and the exit status for an unexpected exception.

    Parameters
    ----------
    error : BaseException
        The exception.

    Returns
    -------
    tuple of (str, int)
        The line, and `EXIT_BAD_INPUT` for the machine's limits (memory, a full disk, no permission) or
        `EXIT_BUG` for anything else.
    """
    if isinstance(error, MemoryError):
        return "not enough memory for this command (fewer games, boards or --jobs need less)", EXIT_BAD_INPUT
    if isinstance(error, OSError) and error.errno in LIMITS:
        where = f" {error.filename}" if error.filename else ""
        return f"cannot write{where}: {error.strerror or error}", EXIT_BAD_INPUT
    first = first_line(error)[:200] if str(error).strip() else ""
    return f"internal error {type(error).__name__}{': ' + first if first else ''}", EXIT_BUG


def last_resort(command: str, error: BaseException, hint: str | None, argv: list[str] | None = None) -> int:
    """Print one line on stderr for an unexpected exception; its traceback goes to a log file the line names.

    Parameters
    ----------
    command : str
        The subcommand's name, for the line.
    error : BaseException
        The exception.
    hint : str, optional
        How to finish the command (e.g. "add --resume"), said for the machine's limits.
    argv : list of str, optional
        The command line, for the log.

    Returns
    -------
    int
        The exit status: 2 for the machine's limits, 1 for a bug.
    """
    line, status = describe(error)
    log = write_log(error, argv)
    tail = f"; {hint}" if hint and status == EXIT_BAD_INPUT else ""
    report = "; this is a bug, please report it with" if status == EXIT_BUG else "; details in"
    print(f"ndle {command}: error: {line}{tail}{report} {log}", file=sys.stderr)
    return status
