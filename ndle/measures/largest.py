"""Worst-case measures of a guess on one board: its largest feedback class and its number of classes.

For a candidate set C and a guess g, the classes are C grouped by the feedback
g shows. The *largest class* counts the candidates that may still be left
after g in the worst case: the all-green class (g itself, when a candidate) is
left out, since it leaves nothing. The number of classes counts the green one.

    >>> from ndle.game.game import Game
    >>> g = Game.create(words="wordle")
    >>> largest, classes = largest_classes(g.matrix, g.start().boards[0].candidates, 5)
    >>> int(largest[g.words.guess_id("raise")]), int(classes[g.words.guess_id("raise")])
    (168, 132)
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.measures.memo import CandidateMemo
from ndle.patterns.codes import all_green, n_patterns


@numba.njit(cache=True, nogil=True)
def _largest(matrix, candidates, green, largest, classes):  # pragma: no cover - compiled
    counts = np.zeros(green + 1, np.int32)  # all green is the largest code
    m = candidates.shape[0]
    for k in range(matrix.shape[0]):
        row = matrix[k]
        for j in range(m):
            counts[row[candidates[j]]] += 1
        most = 0
        n = 0
        for j in range(m):
            p = row[candidates[j]]
            c = counts[p]
            if c:
                n += 1
                if p != green and c > most:
                    most = c
                counts[p] = 0
        largest[k] = most
        classes[k] = n


def largest_classes(matrix: np.ndarray, candidates: np.ndarray, length: int, *,
                    solved: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Return, for every guess (matrix row), the size of its largest non-green class over `candidates`
    and its number of classes (green included), as two int32 arrays.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix (guesses x answers) of words of `length` letters.
    candidates : numpy.ndarray
        Answer ids.
    length : int
        The word length (all green is ``3**length - 1``).
    solved : int, optional
        The solved feedback's code under another feedback rule (`Game.solved`; its largest code).

    Returns
    -------
    tuple of numpy.ndarray
        (largest non-green class, number of classes) per guess.
    """
    g = matrix.shape[0]
    largest, classes = np.zeros(g, np.int32), np.zeros(g, np.int32)
    if len(candidates):
        green = all_green(length) if solved is None else solved
        _largest(matrix, np.ascontiguousarray(candidates, dtype=np.int32), green, largest, classes)
    return largest, classes


def largest_classes_reference(matrix: np.ndarray, candidates: np.ndarray, length: int, *,
                              solved: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Return what `largest_classes` returns, the slow readable way (for tests)."""
    largest, classes = [], []
    green = all_green(length) if solved is None else solved
    for row in matrix:
        sizes = np.bincount(row[candidates], minlength=n_patterns(length) if solved is None else solved + 1)
        classes.append(int(np.count_nonzero(sizes)))
        sizes[green] = 0
        largest.append(int(sizes.max()))
    return np.array(largest, np.int32), np.array(classes, np.int32)


class LargestCache(CandidateMemo):
    """`largest_classes` of candidate sets, memoised (LRU): the same sets recur across games and boards."""

    def __init__(self, matrix: np.ndarray, capacity: int = 1024, *, length: int, solved: int | None = None):
        super().__init__(matrix, capacity)
        self.length, self.solved = length, solved

    def classes(self, candidates: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Return the read-only (largest class, number of classes) arrays over every guess for a sorted set."""
        def compute():
            out = largest_classes(self.matrix, candidates, self.length, solved=self.solved)
            for a in out:
                a.setflags(write=False)
            return out
        return self.lookup(candidates, compute)
