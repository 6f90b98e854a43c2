"""The guesses a look-ahead compares: the best few by a score, and each board's best candidate."""

from __future__ import annotations

import numpy as np


def shortlist(score: np.ndarray, boards, words, allowed: np.ndarray, k: int) -> np.ndarray:
    """Return the `k` allowed guesses of least `score` and each board's allowed candidate of least score.

    Parameters
    ----------
    score : numpy.ndarray
        Every guess's score, lower better.
    boards : sequence of Board
        The boards whose candidates are compared too.
    words : WordList
        The lists (`answer_guess` turns a candidate into its guess id).
    allowed : numpy.ndarray
        The mask of guesses that may be played.
    k : int
        How many of the best guesses by score to keep.

    Returns
    -------
    numpy.ndarray
        Guess ids, least score first; among equal scores candidates first, then by id.
    """
    score = np.where(allowed, score, np.inf)
    is_cand = np.zeros(len(score), dtype=bool)
    extra = []
    for board in boards:
        ids = words.answer_guess[board.candidates]
        is_cand[ids] = True
        ids = ids[allowed[ids]]
        if ids.size:
            extra.append(int(ids[np.argmin(score[ids])]))
    k = min(k, int(allowed.sum()))
    top = np.argpartition(score, k - 1)[:k] if k < len(score) else np.arange(len(score))
    pick = np.union1d(top[np.isfinite(score[top])], np.array(extra, dtype=np.int64))
    return pick[np.lexsort((pick, ~is_cand[pick], score[pick]))]
