"""What a resumed sweep journal's lines can hold: an allowed opener, a total or depth that some strategy could
reach, bounds on the right side of their cutoff, no opener decided twice (`ndle.solver.one.journal`)."""

from __future__ import annotations

import numpy as np

from ndle.patterns.cache import matrix_for
from ndle.patterns.codes import all_green, n_patterns
from ndle.solver.one.memo import INF
from ndle.words import WordList


def least_totals(words: WordList) -> np.ndarray:
    """Return, per guess, a total no strategy opening with it can beat.

    1 for the guess itself when it is an answer, and for each other reply's s answers 2 + 3 (s - 1) (the second
    guess solves at most one of them); the all-green reply is the word length's (3**L - 1), any length.

    Parameters
    ----------
    words : WordList
        The lists.

    Returns
    -------
    numpy.ndarray
        int64, one per guess.
    """
    out = []
    for sizes, own in _class_sizes(words):
        out.append(own + int((3 * sizes[sizes > 0] - 1).sum()))
    return np.array(out, np.int64)


def least_depths(words: WordList) -> np.ndarray:
    """Return, per guess, a number of guesses no strategy opening with it can guarantee to beat.

    1 when it is the only answer, 2 when every other reply leaves one answer at most, else 3 (a reply leaving two
    answers: the second guess solves at most one).

    Parameters
    ----------
    words : WordList
        The lists.

    Returns
    -------
    numpy.ndarray
        int64, one per guess.
    """
    out = [1 if not sizes.any() else 2 if sizes.max() == 1 else 3 for sizes, _ in _class_sizes(words)]
    return np.array(out, np.int64)


def _class_sizes(words: WordList):
    """Yield, per guess, the sizes of its feedback classes other than all green, and the all-green class's size."""
    m, green = np.asarray(matrix_for(words)), all_green(words.length)
    for row in m:
        sizes = np.bincount(row, minlength=n_patterns(words.length))
        own = int(sizes[green])
        sizes[green] = 0
        yield sizes, own


def plausible(words: WordList, options: dict):
    """Return the check of a resumed journal's lines for the kind of sweep `options` describe.

    Parameters
    ----------
    words : WordList
        The lists the sweep is on.
    options : dict
        The journal's first line (`ndle.solver.one.journal.options_of`).

    Returns
    -------
    callable
        Called with each decision in order and the journal so far; returns what is wrong with it, or None.
    """
    if options["sweep"] == "prior":
        return _Weighted(words, options["max_guesses"], options["weight"])
    return (_Depths if options["sweep"] == "worst" else _Totals)(words, options["max_guesses"])


class _Totals:
    """What can be true of a decision of the top-list sweep on these word lists."""

    def __init__(self, words: WordList, max_guesses: int):
        self.ids = {w: i for i, w in enumerate(words.guesses)}
        self.least = least_totals(words)
        self.most = len(words.answers) * max_guesses

    def __call__(self, d, book) -> str | None:  # d: a sweep_journal.Decision
        if d.opener not in self.ids:
            return f"{d.opener!r:.40} is not an allowed guess of this word list"
        if not 0 <= d.beta <= INF + 1 or d.seconds < 0 or d.cpu < 0:
            return "a negative time or an impossible cutoff"
        least, value = int(self.least[self.ids[d.opener]]), d.value
        if d.how in ("root", "search") and not d.beta <= value <= INF:
            return f"a bound of {value} does not reach its cutoff {d.beta}"
        if d.how in ("exact", "upper") and value != INF and not least <= value <= self.most:
            return f"{d.opener}'s total {value} is impossible (every strategy needs {least} to {self.most})"
        if d.how == "exact" and not value < d.beta:
            return f"an exact total {value} at or above its cutoff {d.beta}"
        if d.how != "upper" and d.opener in book.decided:
            return f"{d.opener} decided twice"
        return None


class _Weighted:
    """What can be true of a decision of the sweep under a prior (`ndle.solver.one.prior_sweep`): totals in
    quantised units, from the total weight (every answer guessed at once) to the guess limit times it."""

    def __init__(self, words: WordList, max_guesses: int, weight: int):
        self.ids, self.least, self.most = set(words.guesses), weight, weight * max_guesses

    def __call__(self, d, book) -> str | None:  # d: a sweep_journal.Decision
        if d.opener not in self.ids:
            return f"{d.opener!r:.40} is not an allowed guess of this word list"
        if d.how not in ("root", "search", "exact") or d.seconds < 0 or d.cpu < 0:
            return f"not a line of the sweep under a prior ({d.how}, or a negative time)"
        if d.opener in book.decided:
            return f"{d.opener} decided twice"
        if d.how == "exact" and not (self.least <= d.value <= self.most and d.value < d.beta):
            return f"{d.opener}'s total {d.value} is impossible here (below {self.least}, above {self.most} or " \
                   f"at its cutoff {d.beta})"
        if d.how != "exact" and not d.value >= d.beta:
            return f"a bound of {d.value} does not reach its cutoff {d.beta}"
        return None


class _Depths:
    """What can be true of a decision of the worst-case sweep (`ndle.solver.worst.openers`), whose lines come in
    order: an exact least depth beats every one before it, and a search line holds the best depth so far."""

    def __init__(self, words: WordList, max_guesses: int):
        self.ids = {w: i for i, w in enumerate(words.guesses)}
        self.least, self.limit = least_depths(words), max_guesses
        self.best = max_guesses + 1

    def __call__(self, d, book) -> str | None:  # d: a sweep_journal.Decision
        if d.opener not in self.ids:
            return f"{d.opener!r:.40} is not an allowed guess of this word list"
        if d.how not in ("exact", "search") or d.seconds < 0 or d.cpu < 0:
            return f"not a line of the worst-case sweep ({d.how}, or a negative time)"
        if d.opener in book.decided:
            return f"{d.opener} decided twice"
        least = int(self.least[self.ids[d.opener]])
        if d.how == "search" and not d.value == d.beta == self.best:
            return f"a search line must hold the best depth so far ({self.best}), got {d.value}"
        if d.how == "exact" and not (d.value == d.beta and least <= d.value < self.best):
            return f"{d.opener}'s depth {d.value} is impossible here (it needs {least}, to beat {self.best})"
        if d.how == "exact":
            self.best = d.value
        return None
