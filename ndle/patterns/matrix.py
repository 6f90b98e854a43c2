"""The exact feedback-pattern matrix (guesses x answers, zip codes of `code_dtype`), built vectorised."""

from __future__ import annotations

from functools import cache

import numpy as np

from ndle.checks import many, shown
from ndle.errors import WordListError
from ndle.patterns.codes import code_dtype, weights
from ndle.words import ASCII, WordList, alphabet_of

_CHUNK = 1024
_LARGE = 50_000_000  # letter comparisons above which a build may take a second: a progress bar on a terminal


def letter_codes(words, alphabet: str = ASCII) -> np.ndarray:
    """Return an (n, length) uint8 array of letter codes: positions in `alphabet` (a=0..z=25 by default).

    Parameters
    ----------
    words : sequence of str
        Words of one length.
    alphabet : str
        The letters, in code order.

    Returns
    -------
    numpy.ndarray
        One row of codes per word.
    """
    words = list(words)
    length = len(words[0]) if words else 0
    joined = "".join(words)
    if alphabet == ASCII and joined.isascii():
        return (np.frombuffer(joined.encode("ascii"), dtype=np.uint8).reshape(-1, length) - ord("a")).astype(np.uint8)
    index = {c: i for i, c in enumerate(alphabet)}
    return np.array([index[c] for c in joined], dtype=np.uint8).reshape(-1, length)


def _chunk(gl: np.ndarray, al: np.ndarray, counts: np.ndarray, place: np.ndarray) -> np.ndarray:
    """Return the zip codes of a chunk of guesses against all answers.

    Guess letter i is yellow when not green and the answer's copies of it
    exceed the copies taken first: by greens anywhere (counted here at
    positions k > i; k < i is in `before`) and by earlier guess positions.
    """
    n = gl.shape[1]
    green = [gl[:, i, None] == al[None, :, i] for i in range(n)]
    same = gl[:, :, None] == gl[:, None, :]  # (g, i, k)
    before = np.tril(same, -1).sum(axis=2).astype(np.int8)  # earlier copies of letter i in the guess
    code = np.zeros((len(gl), len(al)), dtype=place.dtype)
    for i in range(n):
        left = counts[gl[:, i]].astype(np.int8) - before[:, i, None]
        for k in range(i + 1, n):
            rows = np.flatnonzero(same[:, i, k])
            if rows.size:
                left[rows] -= green[k][rows]
        yellow = (left > 0) & ~green[i]
        code += (green[i] * place.dtype.type(2) + yellow) * place[i]
    return code


def pattern_matrix(guesses, answers) -> np.ndarray:
    """Return the (len(guesses), len(answers)) matrix of feedback zip codes (words of one length, any alphabet;
    uint8 up to 5 letters, uint16 up to 10, uint32 beyond).

    Parameters
    ----------
    guesses, answers : iterable of str
        Words, all of one length.

    Returns
    -------
    numpy.ndarray
        The zip codes, one row per guess and one column per answer.
    """
    guesses, answers = (list(many(ws, f"the {kind}, words", WordListError)) for ws, kind in ((guesses, "guesses"),
                                                                                             (answers, "answers")))
    if bad := [w for w in guesses + answers if not isinstance(w, str)][:1]:
        raise WordListError(f"expected words, got {shown(bad[0])}")
    if not guesses or not answers:
        raise WordListError(f"a pattern matrix needs a guess and an answer or more, got {len(guesses)} guesses and "
                            f"{len(answers)} answers")
    if odd := [w for w in guesses + answers if len(w) != len(answers[0])][:1]:
        raise WordListError(f"words of one length expected: {shown(odd[0])} has {len(odd[0])} letters and "
                            f"{shown(answers[0])} {len(answers[0])}")
    alphabet = alphabet_of(guesses + answers)
    gl, al = letter_codes(guesses, alphabet), letter_codes(answers, alphabet)
    length = al.shape[1]
    dtype = code_dtype(length)
    place = np.array(weights(length), dtype=dtype)
    counts = np.zeros((len(alphabet), len(al)), dtype=np.uint8)  # counts[letter, answer]
    for k in range(length):
        np.add.at(counts, (al[:, k], np.arange(len(al))), 1)
    out = np.empty((len(gl), len(al)), dtype=dtype)
    bar = _bar(len(gl)) if out.size * length > _LARGE else None
    for start in range(0, len(gl), _CHUNK):
        out[start:start + _CHUNK] = _chunk(gl[start:start + _CHUNK], al, counts, place)
        if bar is not None:
            bar.update(len(gl[start:start + _CHUNK]))
    if bar is not None:
        bar.close()
    return out


def _bar(rows: int):
    """Return a progress bar over a large matrix's rows: on a terminal, after a second (tqdm's delay), on stderr."""
    from ndle.io.progress import progress_bar

    return progress_bar(None, total=rows, unit="guess", desc="pattern matrix", delay=1.0, leave=False)


def frozen(a: np.ndarray) -> np.ndarray:
    """Return `a` read-only: itself when it already is, else a read-only view (the data is not copied).

    The compiled kernels take a read-only and a writable array for different
    types and compile each once; arrays they only read are given to them
    read-only, so each kernel compiles once per dtype.

    Parameters
    ----------
    a : numpy.ndarray
        Any array.

    Returns
    -------
    numpy.ndarray
        `a`, or a read-only view of it.
    """
    if not a.flags.writeable:
        return a
    view = a.view()
    view.setflags(write=False)
    return view


@cache
def guess_letters(words: WordList) -> tuple[np.ndarray, np.ndarray]:
    """Return the guesses' (G, length) letter codes and (G, letters) letter counts (positions in
    `words.alphabet`), read-only, computed once per list.

    Parameters
    ----------
    words : WordList
        The word list.

    Returns
    -------
    codes : numpy.ndarray
        The letter codes, one row per guess.
    counts : numpy.ndarray
        How many times each letter occurs in each guess.
    """
    letters = letter_codes(words.guesses, words.alphabet)
    counts = np.zeros((len(letters), len(words.alphabet)), dtype=np.uint8)
    for k in range(letters.shape[1]):
        np.add.at(counts, (np.arange(len(letters)), letters[:, k]), 1)
    letters.setflags(write=False)
    counts.setflags(write=False)
    return letters, counts
