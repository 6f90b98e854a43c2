"""The exact feedback-pattern matrix (guesses x answers, uint8 zip codes), built vectorised."""

from __future__ import annotations


from functools import cache

import numpy as np

from ndle.patterns.codes import WEIGHTS
from ndle.words import WORD_LENGTH, WordList

_WEIGHTS = np.array(WEIGHTS, dtype=np.uint8)
_CHUNK = 1024


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


@cache
def guess_letters(words: WordList) -> tuple[np.ndarray, np.ndarray]:
    """Return the guesses' (G, 5) letter codes and (G, 26) letter counts, read-only, computed once per list."""
    letters = letter_codes(words.guesses)
    counts = np.zeros((len(letters), 26), dtype=np.uint8)
    for k in range(letters.shape[1]):
        np.add.at(counts, (np.arange(len(letters)), letters[:, k]), 1)
    letters.setflags(write=False)
    counts.setflags(write=False)
    return letters, counts
