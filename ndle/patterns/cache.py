"""The pattern matrix's disk cache: one checksummed .npy file per word list (its length in the name) and rule,
memory-mapped read-only. Building a matrix of `ANNOUNCE_BYTES` or more is announced on stderr first (its size,
and where it is kept), in a pipe too."""

from __future__ import annotations

import hashlib
import json
import warnings
from functools import cache
from pathlib import Path

import numpy as np

from ndle.io.cachedir import CacheWarning, usable_cache_dir
from ndle.checks import one_of
from ndle.errors import CacheError, WordListError
from ndle.io.files import write_atomic
from ndle.io.progress import announce
from ndle.patterns.feedback.base import BUILT_IN, rule_named
from ndle.words import WordList

_FORMAT = 1
ANNOUNCE_BYTES = 10**9  # a matrix this large is announced before it is built (a 5 x 8 Mastermind's is 1.07 GB)


def _checksum(matrix: np.ndarray) -> str:
    return hashlib.blake2b(np.ascontiguousarray(matrix).data, digest_size=16).hexdigest()


def _load(path: Path, meta_path: Path, shape: tuple[int, int], dtype: np.dtype) -> np.ndarray | None:
    """Return the cached matrix memory-mapped, or None if missing, corrupt or mismatched."""
    try:
        meta = json.loads(meta_path.read_text())
        m = np.load(path, mmap_mode="r")
        if (meta.get("format") != _FORMAT or m.dtype != dtype or m.shape != shape
                or meta.get("checksum") != _checksum(m)):
            return None
        return m
    except (OSError, ValueError, EOFError, json.JSONDecodeError, AttributeError):  # EOFError: a zero-length file
        return None


@cache
def matrix_for(words: WordList, rule: str = "exact") -> np.ndarray:
    """Return the pattern matrix of a word list under a feedback rule, from the disk cache when valid
    (read-only, memory-mapped).

    Parameters
    ----------
    words : WordList
        The word list (guesses are rows, answers columns).
    rule : str
        The feedback rule (`exact`, Wordle's; see `ndle.patterns.feedback`). Only the built-in rules' matrices are
        kept on disk (your own rule's may change between runs).

    Returns
    -------
    numpy.ndarray
        The (guesses, answers) matrix of feedback codes.
    """
    one_of(words, WordList, "a WordList (ndle.load_words(...))", WordListError)
    spec = rule_named(rule)  # before the rule names a file
    rule = spec.name
    shape, dtype = (len(words.guesses), len(words.answers)), spec.dtype(words.length)
    folder = usable_cache_dir() if rule in BUILT_IN else None
    if folder is None:  # no private cache folder (a warning said so), or a rule of your own: kept in memory
        m = _build(words, rule, shape, dtype, folder)
        m.setflags(write=False)
        return m
    stem = _stem(words, rule)
    path, meta_path = folder / f"{stem}.npy", folder / f"{stem}.json"
    if (loaded := _load(path, meta_path, shape, dtype)) is not None:
        return loaded
    m = _build(words, rule, shape, dtype, folder)
    try:
        write_atomic(path, lambda f: np.save(f, m))
        meta = {"format": _FORMAT, "shape": list(shape), "checksum": _checksum(m), "words": words.name, "rule": rule,
                "length": words.length, "dtype": dtype.name}
        write_atomic(meta_path, json.dumps(meta))
    except OSError as e:
        warnings.warn(f"cannot write pattern cache in {folder} ({e.strerror or e}); "
                      "using the matrix in memory (set NDLE_CACHE_DIR to a writable folder)", CacheWarning,
                      stacklevel=2)
        m.setflags(write=False)
        return m
    if (loaded := _load(path, meta_path, shape, dtype)) is None:
        raise CacheError(f"pattern cache {path} did not read back correctly")
    return loaded


def _stem(words: WordList, rule: str) -> str:
    """Return the name of a matrix's files without their suffix."""
    return f"patterns-{words.length}-{words.digest}" + ("" if rule == "exact" else f"-{rule}")


def _build(words: WordList, rule: str, shape: tuple[int, int], dtype: np.dtype, folder: Path | None) -> np.ndarray:
    """Return the matrix built, announced first when it takes ANNOUNCE_BYTES or more."""
    if (size := shape[0] * shape[1] * dtype.itemsize) >= ANNOUNCE_BYTES:
        kept = "kept in memory only" if folder is None else f"written once to {folder}"
        announce(f"building the {shape[0]:,} x {shape[1]:,} pattern matrix of the {words.name} list under {rule} "
                 f"feedback: {size / 1e9:.2f} GB of memory, {kept}")
    return rule_named(rule).matrix(words.guesses, words.answers)
