"""The pattern matrix's disk cache: one checksummed .npy file per word list (its length in the name) and rule,
memory-mapped read-only."""

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
from ndle.patterns.feedback.base import BUILT_IN, rule_named
from ndle.words import WordList

_FORMAT = 1


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
        m = spec.matrix(words.guesses, words.answers)
        m.setflags(write=False)
        return m
    stem = f"patterns-{words.length}-{words.digest}" + ("" if rule == "exact" else f"-{rule}")
    path, meta_path = folder / f"{stem}.npy", folder / f"{stem}.json"
    if (m := _load(path, meta_path, shape, dtype)) is not None:
        return m
    m = spec.matrix(words.guesses, words.answers)
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
