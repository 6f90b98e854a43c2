"""What is in ndle's cache folder (`ndle.cachedir.cache_dir()`), and emptying it: what `ndle cache` shows and clears.

The folder holds pattern matrices (`patterns-*.npy`, each with a `.json` naming
its word list and feedback rule) and numba's compiled kernels (`numba/`). Both
are rebuilt on demand, so clearing loses only the time to rebuild them.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class CacheEntry:
    """One item of the cache folder: its name, what it is, its files and their size in bytes."""

    name: str
    kind: str
    files: int
    size: int


def _tree_size(path: Path) -> tuple[int, int]:
    """Return (files, bytes) under a path (links are counted as themselves, never followed)."""
    if path.is_symlink() or not path.is_dir():
        return 1, path.lstat().st_size
    files = size = 0
    for root, _, names in os.walk(path):
        for name in names:
            files += 1
            size += (Path(root) / name).lstat().st_size
    return files, size


def _kind(path: Path) -> str:
    """Return what a cache item is, in a few words."""
    if path.name == "numba" and path.is_dir():
        return "numba's compiled kernels"
    if path.name.startswith("patterns-") and path.suffix == ".npy":
        try:
            meta = json.loads(path.with_suffix(".json").read_text())
            return (f"pattern matrix: {meta['words']} list, {meta['rule']} feedback, "
                    f"{meta['shape'][0]:,} x {meta['shape'][1]:,}")
        except (OSError, ValueError, KeyError, IndexError, TypeError):
            return "pattern matrix"
    if path.name.startswith("patterns-") and path.suffix == ".json":
        return "pattern matrix's checksum"
    return "other"


def inventory(folder: Path) -> list[CacheEntry]:
    """Return the items of a cache folder, largest first (empty if the folder does not exist).

    Parameters
    ----------
    folder : Path
        The cache folder (`ndle.cachedir.cache_dir()`).

    Returns
    -------
    list of CacheEntry
    """
    if not folder.is_dir():
        return []
    entries = [CacheEntry(p.name, _kind(p), *_tree_size(p)) for p in folder.iterdir()]
    return sorted(entries, key=lambda e: (-e.size, e.name))


def clear(folder: Path) -> tuple[int, int]:
    """Remove everything inside a cache folder (the folder itself stays); return (files, bytes) removed.

    Parameters
    ----------
    folder : Path
        As for `inventory`.

    Returns
    -------
    tuple of int
        The number of files and bytes removed.
    """
    files = size = 0
    for entry in inventory(folder):
        path = folder / entry.name
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)
        files, size = files + entry.files, size + entry.size
    return files, size


def human_size(size: int) -> str:
    """Return a byte count as e.g. '87.3 MB'."""
    for unit in ("bytes", "kB", "MB", "GB"):
        if size < 1000 or unit == "GB":
            return f"{size:,} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1000
    return f"{size:.1f} GB"
