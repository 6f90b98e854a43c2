"""A cache folder someone else can write is never used: numba unpickles the index files it finds there, so a file
planted there by another user would run as the victim. Real pickled payloads, planted where each kernel's index
file goes, that would create a file when loaded."""

from __future__ import annotations

import contextlib
import os
import pickle
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from numba.core import config

from ndle.io import cachedir
from tests.faults.procs import ROOT

COMMAND = ("simulate", "--boards", "2", "--games", "2", "--seed", "1")


class Payload:
    """Unpickling this creates the file `marker` (builtins.open, as an attacker's payload could run anything)."""

    def __init__(self, marker: Path):
        self.marker = str(marker)

    def __reduce__(self):
        return open, (self.marker, "w")


def ndle(tmp_path: Path, words_file: Path, **env: str) -> subprocess.CompletedProcess:
    full = {k: v for k, v in os.environ.items() if k not in ("NUMBA_CACHE_DIR", "NDLE_CACHE_DIR")}
    full.update(PYTHONPATH=str(ROOT), NDLE_PROGRESS="0", **env)
    return subprocess.run([sys.executable, "-m", "ndle.cli", *COMMAND, "--answers-file", str(words_file)],
                          env=full, cwd=tmp_path, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def index_files(tmp_path_factory, words_file) -> list[Path]:
    """The index files (relative paths) numba reads for the command, from a run on this process's kernel cache."""
    kernels = Path(config.CACHE_DIR)
    done = ndle(tmp_path_factory.mktemp("genuine"), words_file, NUMBA_CACHE_DIR=str(kernels),
                NDLE_CACHE_DIR=str(cachedir.cache_dir()))
    assert done.returncode == 0, done.stderr
    found = sorted(p.relative_to(kernels) for p in kernels.rglob("*.nbi"))
    assert found
    return found


def plant(folder: Path, index_files: list[Path], marker: Path) -> None:
    """Put a payload where every index file of the command goes under `folder` (numba's cache folder)."""
    for rel in index_files:
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(pickle.dumps(Payload(marker)))


def refused_safely(done: subprocess.CompletedProcess, marker: Path, folder: Path) -> None:
    assert done.returncode == 0, done.stderr
    assert not marker.exists(), "the planted payload ran"
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"ndle: warning: cannot use the cache folder {folder} (")
    assert "pattern matrices are kept in memory and numba's compiled kernels are not kept between runs" in line


def test_an_unusable_cache_folder_has_no_predictable_fallback(tmp_path, words_file, index_files):
    """The old fallback was $TMPDIR/ndle-$UID/numba, created without a check: planted there, the payload ran."""
    temp, marker, blocked = tmp_path / "tmp", tmp_path / "pwned", tmp_path / "a-file"
    blocked.write_text("")
    for fallback in (temp / f"ndle-{os.getuid()}" / "numba", temp / "ndle" / "numba"):
        plant(fallback, index_files, marker)
    refused_safely(ndle(tmp_path, words_file, NDLE_CACHE_DIR=str(blocked), TMPDIR=str(temp)), marker, blocked)
    assert not [p for p in temp.iterdir() if p.name.startswith("ndle-kernels-")]  # the private one is gone


def test_a_cache_folder_others_may_write_is_not_used(tmp_path, words_file, index_files):
    shared, marker = tmp_path / "shared", tmp_path / "pwned"
    plant(shared / "numba", index_files, marker)
    shared.chmod(0o777)
    refused_safely(ndle(tmp_path, words_file, NDLE_CACHE_DIR=str(shared)), marker, shared)
    assert "writable by others (mode 777)" in cachedir.private_problem(shared)


def test_a_cache_folder_under_a_parent_others_may_change_is_not_used(tmp_path, words_file, index_files):
    parent, marker = tmp_path / "open", tmp_path / "pwned"
    plant(parent / "cache" / "numba", index_files, marker)
    (parent / "cache").chmod(0o700)
    parent.chmod(0o777)  # no sticky bit: anyone may rename cache/ and put their own in its place
    refused_safely(ndle(tmp_path, words_file, NDLE_CACHE_DIR=str(parent / "cache")), marker, parent / "cache")
    assert "may be changed by others" in cachedir.private_problem(parent / "cache")


@pytest.mark.skipif(os.getuid() != 0, reason="only root can give a folder to another user")
def test_a_cache_folder_of_another_user_is_not_used(tmp_path, words_file, index_files):
    theirs, marker = tmp_path / "theirs", tmp_path / "pwned"
    plant(theirs / "numba", index_files, marker)
    for p in (theirs, *theirs.rglob("*")):
        os.chown(p, 65534, 65534)
    theirs.chmod(0o700)
    refused_safely(ndle(tmp_path, words_file, NDLE_CACHE_DIR=str(theirs)), marker, theirs)


def test_a_new_cache_folder_is_private_and_a_link_is_refused(tmp_path):
    fresh = tmp_path / "a" / "b"
    assert cachedir.private_problem(fresh) is None
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o700
    (tmp_path / "link").symlink_to(fresh)
    assert cachedir.private_problem(tmp_path / "link") is None  # the folder it names is checked, and is private
    shutil.rmtree(fresh)
    (tmp_path / "a" / "b").symlink_to(tmp_path / "elsewhere")
    assert cachedir.private_problem(fresh) is not None


def test_a_kernel_folder_others_may_write_is_not_used(tmp_path, words_file, index_files):
    """The cache folder is private but its numba/ folder is not: matrices are cached, kernels are not."""
    cache, marker = tmp_path / "cache", tmp_path / "pwned"
    plant(cache / "numba", index_files, marker)
    cache.chmod(0o700)
    (cache / "numba").chmod(0o777)
    done = ndle(tmp_path, words_file, NDLE_CACHE_DIR=str(cache))
    assert done.returncode == 0 and not marker.exists(), done.stderr
    assert done.stderr.splitlines() == [
        f"ndle: warning: cannot use {cache / 'numba'} (writable by others (mode 777)); numba's compiled kernels are "
        "not kept between runs (set NDLE_CACHE_DIR to a folder of your own)"]
    assert list(cache.glob("patterns-*.npy"))


# A full disk under the cache. Where this machine lets the test mount a small tmpfs (root, or a user namespace
# allowing it), the cache is on a real file system filled to the last byte: numba's kernels and the pattern
# matrix cannot be saved there, as on a full disk. Elsewhere the real-disk test is skipped (and says so), and a
# second test makes the same writes fail at the OS boundary with a real file-size limit (RLIMIT_FSIZE: the kernel
# refuses the write with EFBIG, as it refuses ENOSPC on a full disk); no Python function is replaced in either.

FULL_COMMAND = ("play", "--answers", "crane", "--strategy", "entropy")


def _fresh_env(folder: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    return {**env, "NDLE_CACHE_DIR": str(folder), "PYTHONPATH": str(ROOT), "NDLE_PROGRESS": "0"}


@pytest.fixture
def full_disk(tmp_path):
    """A 4 MB tmpfs holding ndle's cache folder (numba's folders made), then filled: nothing more fits."""
    mount = tmp_path / "disk"
    mount.mkdir()
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", str(mount)],
                              capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        done = None
    if done is None or done.returncode != 0:
        pytest.skip("this machine does not let the test mount a file system (not root): see the RLIMIT test")
    try:
        folder = mount / "cache"
        subprocess.run([sys.executable, "-c", "import ndle"], env=_fresh_env(folder), check=True, timeout=120)
        with open(mount / "filler", "wb") as f, contextlib.suppress(OSError):  # to the last block
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        assert shutil.disk_usage(mount).free < 65536
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True, timeout=30)


def test_a_full_disk_under_the_cache_is_warned_of_and_the_command_succeeds(full_disk):
    """Failed once with `cannot write: No space left on device` (numba's kernel cache): now each cache warns in one
    line naming itself and the cause, and the command does its work."""
    done = subprocess.run([sys.executable, "-m", "ndle.cli", *FULL_COMMAND], env=_fresh_env(full_disk),
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0 and "crane" in done.stdout, done.stderr
    warned = [line for line in done.stderr.splitlines() if line.startswith("ndle: warning:")]
    assert any("numba's compiled kernels" in w and "No space left on device" in w for w in warned), done.stderr
    assert any("pattern cache" in w and "No space left on device" in w for w in warned), done.stderr
    assert "Traceback" not in done.stderr and len([w for w in warned if "numba" in w]) == 1, done.stderr


def _limit_file_size() -> None:
    """In the child: files may not grow past 4 kB (a write past it fails with EFBIG instead of a signal)."""
    import resource
    import signal

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX resource limits")
def test_kernels_that_cannot_be_saved_are_a_warning_under_a_file_size_limit(tmp_path):
    done = subprocess.run([sys.executable, "-m", "ndle.cli", *FULL_COMMAND], env=_fresh_env(tmp_path / "cache"),
                          capture_output=True, text=True, timeout=900, preexec_fn=_limit_file_size)
    assert done.returncode == 0 and "crane" in done.stdout, done.stderr
    assert "cannot save numba's compiled kernels in the cache folder" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_clear_removes_only_files_ndle_made(tmp_path, capsys, monkeypatch):
    """`ndle cache --clear` removed a user's `patterns-notes.json` (its name merely looked like ndle's): a file is
    ndle's only by its exact name and the form of its content; links are never followed."""
    import json

    import numpy as np

    from tests.players_util import run_cli

    folder = tmp_path / "cache"
    folder.mkdir()
    np.save(folder / "patterns-5-abc.npy", np.zeros((3, 4), np.uint8))
    (folder / "patterns-5-abc.json").write_text(json.dumps({"format": 1, "shape": [3, 4], "words": "w",
                                                             "rule": "exact"}))
    (folder / "numba" / "measures_x").mkdir(parents=True)
    (folder / "numba" / "measures_x" / "k-1.py311.nbi").write_bytes(b"x")
    mine = {"patterns-notes.json": b'{"my": "notes"}', "patterns-5-def.json": b'{"my": "notes"}',
            "patterns-5-def.npy": b"not a numpy file", "patterns-5-abc.npy.bak": b"x", ".patterns-notes.tmp": b"x",
            "numba/notes.txt": b"x", "numba/measures_x/readme.md": b"x"}
    for name, data in mine.items():
        (folder / name).write_bytes(data)
    elsewhere = tmp_path / "keep.npy"
    np.save(elsewhere, np.zeros(2))
    (folder / "patterns-5-0ff.npy").symlink_to(elsewhere)
    monkeypatch.setenv("NDLE_CACHE_DIR", str(folder))
    code, out, _ = run_cli(capsys, "cache", "--clear")
    assert code == 0 and out.startswith("removed 3 files, "), out
    for name, data in mine.items():
        assert (folder / name).read_bytes() == data, name
    assert (folder / "patterns-5-0ff.npy").is_symlink() and elsewhere.exists()
    assert not (folder / "patterns-5-abc.npy").exists()
    assert not (folder / "numba" / "measures_x" / "k-1.py311.nbi").exists()
