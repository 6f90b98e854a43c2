"""Files written whole: a temporary file in the same folder, synced, then an atomic rename; the user's umask applies."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable


def _umask() -> int:
    mask = os.umask(0o022)  # the only portable way to read the umask is to set it and put it back
    os.umask(mask)
    return mask


def write_atomic(path: str | Path, data: str | bytes | Callable[[BinaryIO], object]) -> None:
    """Write text, bytes or what `data(file)` writes to `path` all at once (readers see the old or the new file).

    The file gets the permissions a plain `open(path, "w")` would give
    (0666 less the umask), not the 0600 of a temporary file. Raises OSError.
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
