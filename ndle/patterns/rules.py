"""Feedback rules by name: Wordle's exact rule, the two variants published programs used (built here), and every
other registered rule (`ndle.patterns.feedback`: Mastermind, Bulls and Cows, Jotto, W-Peaks, your own).

- `exact`: Selby's rule, as Wordle scores (`ndle.patterns.codes`). The default everywhere.
- `naive`: Hayes's first program (his Note 2): yellow whenever the answer contains
  the letter at all (MUDDY vs MODEM: GBGYB, not GBGBB).
- `fetterman`: Fetterman's program: one pass left to right, each green or yellow
  taking one of the answer's copies of the letter as it goes, so a yellow can use
  up the copy a later green needs (EERIE vs THREE: YYGBG, not YBGBG).

This module has the two variants' readable references and vectorised matrix builders; every rule is reached
by name through `ndle.patterns.feedback.rule_named` (its `matrix` and `reference`), and the pattern matrix cache keeps
one file per word list and built-in rule.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from ndle.patterns.codes import code_dtype
from ndle.patterns.matrix import letter_codes
from ndle.words import alphabet_of, check_word


def naive_feedback(guess: str, answer: str) -> str:
    """Return the feedback under Hayes's naive rule: G where letters match, else Y if the answer has the letter."""
    g = check_word(guess)
    a = check_word(answer, len(g))
    return "".join("G" if x == y else "Y" if x in a else "B" for x, y in zip(g, a))


def fetterman_feedback(guess: str, answer: str) -> str:
    """Return the feedback under Fetterman's single left-to-right pass (a yellow may take a later green's copy)."""
    g = check_word(guess)
    a = check_word(answer, len(g))
    left, marks = Counter(a), []
    for x, y in zip(g, a):
        if x == y or left[x] > 0:
            marks.append("G" if x == y else "Y")
            left[x] -= 1
        else:
            marks.append("B")
    return "".join(marks)


def _letters(guesses, answers) -> tuple[np.ndarray, np.ndarray, int, np.dtype]:
    """Return both lists' letter codes over their shared alphabet, its size and the zip codes' dtype."""
    guesses, answers = list(guesses), list(answers)
    alphabet = alphabet_of(guesses + answers)
    g, a = letter_codes(guesses, alphabet), letter_codes(answers, alphabet)
    return g, a, len(alphabet), code_dtype(a.shape[1])


def naive_matrix(guesses, answers) -> np.ndarray:
    """Return the guesses x answers zip codes under the naive rule."""
    g, a, n_letters, dtype = _letters(guesses, answers)
    present = np.zeros((len(a), n_letters), dtype=bool)
    for k in range(a.shape[1]):
        present[np.arange(len(a)), a[:, k]] = True
    codes = np.zeros((len(g), len(a)), dtype=dtype)
    three, two = dtype.type(3), dtype.type(2)
    for k in range(g.shape[1]):
        green = g[:, k, None] == a[None, :, k]
        yellow = present[:, g[:, k]].T & ~green
        codes = codes * three + np.where(green, two, yellow.astype(dtype))
    return codes


def fetterman_matrix(guesses, answers, chunk: int = 1024) -> np.ndarray:
    """Return the guesses x answers zip codes under Fetterman's single pass."""
    g, a, n_letters, dtype = _letters(guesses, answers)
    three, two = dtype.type(3), dtype.type(2)
    counts = np.zeros((n_letters, len(a)), dtype=np.int8)  # counts[letter, answer]
    for k in range(a.shape[1]):
        np.add.at(counts, (a[:, k], np.arange(len(a))), 1)
    out = np.empty((len(g), len(a)), dtype=dtype)
    for start in range(0, len(g), chunk):
        gl = g[start:start + chunk]
        codes = np.zeros((len(gl), len(a)), dtype=dtype)
        marked: list[np.ndarray] = []  # marked[j]: position j took a copy (green or yellow)
        for k in range(gl.shape[1]):
            taken = np.zeros((len(gl), len(a)), dtype=np.int8)  # copies of this letter taken before position k
            for j in range(k):
                taken += (gl[:, j] == gl[:, k])[:, None] & marked[j]
            green = gl[:, k, None] == a[None, :, k]
            yellow = ~green & (counts[gl[:, k]] > taken)
            marked.append(green | yellow)
            codes = codes * three + np.where(green, two, yellow.astype(dtype))
        out[start:start + chunk] = codes
    return out
