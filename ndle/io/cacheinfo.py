"""What is in ndle's cache folder (`ndle.io.cachedir.cache_dir()`), and emptying it: what `ndle cache` shows and clears.

The folder holds pattern matrices (`patterns-LENGTH-DIGEST[-RULE].npy`, each
with a `.json` naming its word list and feedback rule and holding its checksum)
numba's compiled kernels (`numba/`) and the strategies' first guesses
(`openings/`, see `ndle.playing.openings`). All are rebuilt on demand, so
clearing loses only the time to rebuild them. Matrices named otherwise (older
versions of ndle wrote `patterns-DIGEST.npy`) are no longer read.

What ndle made, and only that, is cleared: a regular file named exactly as ndle
names a matrix (`MATRIX`), whose content has the form ndle writes (numpy's
header; a JSON object of the checksum file's fields and no other), or a
temporary file named as ndle's unfinished write of one (`UNFINISHED`); and,
under `numba/`, numba's index and data files (`KERNEL`) and the folders they
leave empty. Anything else in the folder is not ndle's (a `patterns-notes.json`
of yours included): it is listed, and never removed; links are never followed.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ndle.checks import counted

# the stem `ndle.patterns.cache` writes now: the rule's name after the digest, one or more words (`bulls-cows`)
CURRENT = re.compile(r"patterns-\d+-[0-9a-f]+(-[a-z]+)*")
MATRIX = re.compile(r"patterns-(\d+-)?[0-9a-f]+(-[a-z]+)*\.(npy|json)")  # any ndle wrote (older: no length)
UNFINISHED = re.compile(rf"\.{MATRIX.pattern}\.[a-z0-9_]+\.tmp")  # `ndle.io.files.write_atomic`'s temporary file
KERNEL = re.compile(r".+\.(nbi|nbc)(\.tmp\.[0-9a-f]+)?")  # numba's index and data files (and its unfinished ones)
OPENING = re.compile(r"[0-9a-f]{32}\.npz")  # a kept first guess (`ndle.playing.openings`)
META_KEYS = {"format", "shape", "checksum", "words", "rule", "length", "dtype"}  # a matrix's .json holds no other
NPY_MAGIC = b"\x93NUMPY"
STALE = "; written by an older ndle, no longer read"


@dataclass(frozen=True)
class CacheEntry:
    """One item of the cache folder: its name, what it is, its files and their size in bytes (a pattern matrix
    and its `.json` are one item, named by the `.npy`), and whether ndle made it (only those are cleared)."""

    name: str
    kind: str
    files: int
    size: int
    ndle: bool = True


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


def _matrix_kind(npy: Path) -> str:
    """Return what a pattern matrix (or its checksum file alone) is, in a few words."""
    stale = "" if CURRENT.fullmatch(npy.stem) else STALE
    if not npy.exists():
        return f"a pattern matrix's checksum, without its matrix{stale}"
    try:
        meta = json.loads(npy.with_suffix(".json").read_text())
        return (f"pattern matrix: {meta['words']} list, {meta['rule']} feedback, "
                f"{meta['shape'][0]:,} x {meta['shape'][1]:,}{stale}")
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        return f"pattern matrix, without a readable checksum file{stale}"


def _is_matrix(path: Path) -> bool:
    """Return whether a path is a pattern matrix or its .json as ndle writes them: the name exactly, a regular file
    (not a link), and the content's form (numpy's header; a JSON object of the checksum file's fields only)."""
    if not MATRIX.fullmatch(path.name) or not _plain(path):
        return False
    try:
        with open(path, "rb") as f:
            head = f.read(1 << 16)
        if path.suffix == ".npy":
            return head.startswith(NPY_MAGIC)
        meta = json.loads(head)
        return isinstance(meta, dict) and set(meta) <= META_KEYS
    except (OSError, ValueError):
        return False


def _plain(path: Path) -> bool:
    """Return whether a path is a regular file, not a link."""
    return path.is_file() and not path.is_symlink()


def _is_unfinished(path: Path) -> bool:
    """Return whether a path is a temporary file of `ndle.io.files.write_atomic` writing a pattern matrix."""
    return bool(UNFINISHED.fullmatch(path.name)) and _plain(path)


def _items(folder: Path) -> dict[str, list[Path]]:
    """Return the folder's items by name: a pattern matrix with its .json under the .npy's name, the rest alone."""
    items: dict[str, list[Path]] = {}
    for p in folder.iterdir():
        items.setdefault(p.stem + ".npy" if _is_matrix(p) else p.name, []).append(p)
    return items


def inventory(folder: Path) -> list[CacheEntry]:
    """Return the items of a cache folder, largest first (empty if the folder does not exist).

    Parameters
    ----------
    folder : Path
        The cache folder (`ndle.io.cachedir.cache_dir()`).

    Returns
    -------
    list of CacheEntry
        A pattern matrix and its `.json` are one entry; numba's kernels (a folder) another.
    """
    if not folder.is_dir():
        return []
    entries = []
    for name, paths in _items(folder).items():
        sizes = [_tree_size(p) for p in paths]
        files, size = sum(f for f, _ in sizes), sum(s for _, s in sizes)
        path = folder / name
        ours = True
        if all(map(_is_matrix, paths)):
            kind = _matrix_kind(path)
        elif name == "numba" and path.is_dir() and not path.is_symlink():
            kind = f"numba's compiled kernels, {counted(files, 'file')}"
        elif name == "openings" and path.is_dir() and not path.is_symlink():
            kind = f"strategies' first guesses, {counted(files, 'file')}"
        elif _is_unfinished(path):
            kind = "a pattern matrix's unfinished write (left by a stopped run)"
        else:
            kind, ours = "not ndle's: left alone" + (f", {files:,} files" if path.is_dir() else ""), False
        entries.append(CacheEntry(name, kind, files, size, ours))
    return sorted(entries, key=lambda e: (-e.size, e.name))


def clear(folder: Path) -> tuple[int, int]:
    """Remove what ndle made in a cache folder (the folder itself stays, and anything not ndle's, see `inventory`);
    return (files, bytes) removed.

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
    if not folder.is_dir():
        return files, size
    ours = {e.name for e in inventory(folder) if e.ndle}
    for name, paths in _items(folder).items():
        for path in paths if name in ours else ():
            if path.is_dir() and not path.is_symlink():
                n, s = _clear_kernels(path, OPENING if name == "openings" else KERNEL)
            else:
                n, s = _tree_size(path)
                path.unlink(missing_ok=True)
            files, size = files + n, size + s
    return files, size


def _clear_kernels(folder: Path, pattern: re.Pattern = KERNEL) -> tuple[int, int]:
    """Remove the files named as `pattern` says (numba's, see KERNEL; or kept first guesses, OPENING) under one of
    ndle's folders, then the folders left empty (that folder too); anything else stays; return (files, bytes)
    removed."""
    files = size = 0
    for root, dirs, names in os.walk(folder, topdown=False):  # links to folders are listed, never entered
        here = Path(root)
        for name in names:
            path = here / name
            if pattern.fullmatch(name) and _plain(path):
                size += path.lstat().st_size
                path.unlink()
                files += 1
        for name in dirs:
            with contextlib.suppress(OSError):  # not empty, or a link: left
                if not (here / name).is_symlink():
                    (here / name).rmdir()
    with contextlib.suppress(OSError):
        folder.rmdir()
    return files, size


def human_size(size: float) -> str:
    """Return a byte count as e.g. '87.3 MB'."""
    for unit in ("bytes", "kB", "MB", "GB"):
        if size < 1000 or unit == "GB":
            return f"{size:,} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1000
    return f"{size:.1f} GB"
