"""The shared feedback-pattern matrix (guesses x answers, uint8 zip codes), built vectorised and cached on disk."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import warnings
from functools import cache
from pathlib import Path

import numpy as np

from .errors import CacheError
from .words import WORD_LENGTH, WordList

_WEIGHTS = np.array([3 ** (WORD_LENGTH - 1 - i) for i in range(WORD_LENGTH)], dtype=np.uint8)
_CHUNK = 1024
_FORMAT = 1


def letter_codes(words) -> np.ndarray:
    """Return an (n, 5) uint8 array of letter codes a=0..z=25."""
    joined = "".join(words).encode("ascii")
    return (np.frombuffer(joined, dtype=np.uint8).reshape(-1, WORD_LENGTH) - ord("a")).astype(np.uint8)


def _chunk(gl: np.ndarray, al: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Return the zip codes of a chunk of guesses against all answers.

    Guess letter i is yellow when not green and the answer's copies of it
    exceed the copies taken first: by greens anywhere (counted here at
    positions k > i; k < i is in `before`) and by earlier guess positions.
    """
    n = WORD_LENGTH
    green = [gl[:, i, None] == al[None, :, i] for i in range(n)]
    same = gl[:, :, None] == gl[:, None, :]  # (g, i, k)
    before = np.tril(same, -1).sum(axis=2).astype(np.int8)  # earlier copies of letter i in the guess
    code = np.zeros((len(gl), len(al)), dtype=np.uint8)
    for i in range(n):
        left = counts[gl[:, i]].astype(np.int8) - before[:, i, None]
        for k in range(i + 1, n):
            rows = np.flatnonzero(same[:, i, k])
            if rows.size:
                left[rows] -= green[k][rows]
        yellow = (left > 0) & ~green[i]
        code += (green[i] * np.uint8(2) + yellow) * _WEIGHTS[i]
    return code


def pattern_matrix(guesses, answers) -> np.ndarray:
    """Return the (len(guesses), len(answers)) uint8 matrix of feedback zip codes."""
    gl, al = letter_codes(guesses), letter_codes(answers)
    counts = np.zeros((26, len(al)), dtype=np.uint8)  # counts[letter, answer]
    for k in range(WORD_LENGTH):
        np.add.at(counts, (al[:, k], np.arange(len(al))), 1)
    out = np.empty((len(gl), len(al)), dtype=np.uint8)
    for start in range(0, len(gl), _CHUNK):
        out[start:start + _CHUNK] = _chunk(gl[start:start + _CHUNK], al, counts)
    return out


def cache_dir() -> Path:
    """Return the pattern-matrix cache directory ($NDLE_CACHE_DIR, else the user cache)."""
    if env := os.environ.get("NDLE_CACHE_DIR"):
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "ndle"


def _checksum(matrix: np.ndarray) -> str:
    return hashlib.blake2b(np.ascontiguousarray(matrix).data, digest_size=16).hexdigest()


def _load(path: Path, meta_path: Path, shape: tuple[int, int]) -> np.ndarray | None:
    """Return the cached matrix memory-mapped, or None if missing, corrupt or mismatched."""
    try:
        meta = json.loads(meta_path.read_text())
        m = np.load(path, mmap_mode="r")
        if meta.get("format") != _FORMAT or m.dtype != np.uint8 or m.shape != shape or meta.get("checksum") != _checksum(m):
            return None
        return m
    except (OSError, ValueError, EOFError, json.JSONDecodeError, AttributeError):  # EOFError: a zero-length file
        return None


def _write_atomic(path: Path, write) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def build_matrix(guesses, answers, rule: str = "exact") -> np.ndarray:
    """Return the zip-code matrix under a feedback rule (`exact`, or a variant of `ndle.rules`)."""
    if rule == "exact":
        return pattern_matrix(guesses, answers)
    from .rules import variant_matrix  # the variants build on this module

    return variant_matrix(rule, guesses, answers)


@cache
def matrix_for(words: WordList, rule: str = "exact") -> np.ndarray:
    """Return the pattern matrix of a word list under a feedback rule, from the disk cache when valid (read-only, memory-mapped)."""
    if rule != "exact":
        from .rules import check_rule

        check_rule(rule)  # before the rule names a file
    shape = (len(words.guesses), len(words.answers))
    folder = cache_dir()
    stem = f"patterns-{words.digest}" + ("" if rule == "exact" else f"-{rule}")
    path, meta_path = folder / f"{stem}.npy", folder / f"{stem}.json"
    if (m := _load(path, meta_path, shape)) is not None:
        return m
    m = build_matrix(words.guesses, words.answers, rule)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _write_atomic(path, lambda f: np.save(f, m))
        meta = {"format": _FORMAT, "shape": list(shape), "checksum": _checksum(m), "words": words.name, "rule": rule}
        _write_atomic(meta_path, lambda f: f.write(json.dumps(meta).encode()))
    except OSError as e:
        warnings.warn(f"ndle: cannot write pattern cache in {folder} ({e}); using it in memory", stacklevel=2)
        m.setflags(write=False)
        return m
    if (loaded := _load(path, meta_path, shape)) is None:
        raise CacheError(f"pattern cache {path} did not read back correctly")
    return loaded
