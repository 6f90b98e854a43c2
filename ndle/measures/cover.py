"""Letter-position covers: which (position, letter) pairs the boards may still need to see green, and the fewest
guesses that show them all (an integer program, solved by HiGHS through `scipy.optimize.milp`).

Under Kilordle's rule (the `greens` mode) a board is solved once each of its
positions has shown green, so a set of guesses that puts every letter of the
answers in every position where an answer has it solves every board: a cover.
A pair is numbered ``position * letters + letter`` (letters: the list's
alphabet).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from functools import cache, lru_cache

import numpy as np

from ndle.errors import StrategyError
from ndle.patterns.matrix import guess_letters
from ndle.words import WordList

START_SLACK = 0.1  # fractional_cover's first columns: those the start prices leave at most this short of 1
GENERATIONS = 12  # fractional_cover's rounds of added columns before it solves over every guess

if TYPE_CHECKING:  # annotations only: measures sit below the game
    from ndle.game import State


@cache
def guess_pairs(words: WordList) -> np.ndarray:
    """Return each guess's (position, letter) pair numbers, one row per guess (read-only).

    Parameters
    ----------
    words : WordList
        The word list.

    Returns
    -------
    numpy.ndarray
        (guesses, length) int64: ``position * len(alphabet) + letter``.
    """
    letters = guess_letters(words)[0].astype(np.int64)
    pairs = np.arange(words.length, dtype=np.int64) * len(words.alphabet) + letters
    pairs.setflags(write=False)
    return pairs


def answer_pairs(words: WordList, answers: np.ndarray | None = None) -> np.ndarray:
    """Return the mask of the pairs that `answers` (default: every answer) show.

    Parameters
    ----------
    words : WordList
        The word list.
    answers : numpy.ndarray, optional
        Answer indices.

    Returns
    -------
    numpy.ndarray
        bool, one entry per pair.
    """
    pairs = guess_pairs(words)[words.answer_guess if answers is None else words.answer_guess[answers]]
    mask = np.zeros(words.length * len(words.alphabet), dtype=bool)
    mask[pairs.ravel()] = True
    return mask


def open_pairs(state: State) -> np.ndarray:
    """Return, per pair, the chance summed over the unsolved boards that the board needs it (its position not yet
    green, and the board's answer, drawn uniformly from its candidates, has that letter there).

    Parameters
    ----------
    state : State
        The position (only boards the player sees count).

    Returns
    -------
    numpy.ndarray
        float64, one entry per pair: the expected number of boards that need it (positive: possibly needed).
    """
    words = state.game.words
    active = np.flatnonzero(state.active_mask)
    sizes = state.sizes[active]
    single = sizes == 1
    cands = [state.sole[active[single]]] + [state.boards[b].candidates for b in active[~single]]
    owner = np.concatenate([active[single]] + [np.full(len(c), b) for c, b in zip(cands[1:], active[~single])])
    weight = 1.0 / state.sizes[owner]
    pairs = guess_pairs(words)[words.answer_guess[np.concatenate(cands).astype(np.int64)]]
    missing = (state.greens[owner][:, None] >> np.arange(words.length)) & 1 == 0
    need = np.zeros(words.length * len(words.alphabet))
    np.add.at(need, pairs[missing], np.broadcast_to(weight[:, None], missing.shape)[missing])
    return need


def minimum_cover(words: WordList, needed: np.ndarray, allowed: np.ndarray | None = None) -> np.ndarray:
    """Return the fewest guesses that show every needed pair (an optimal integer program; ties as HiGHS finds).

    Guesses with the same needed pairs are merged first (the first, in list order, stands for them). The
    program depends only on the needed pairs and the allowed guesses that show some of them, so a process
    remembers its last covers by those (a repeated program is not solved again: the same cover, as HiGHS
    solves the same program the same way).

    Parameters
    ----------
    words : WordList
        The word list.
    needed : numpy.ndarray
        bool, one entry per pair.
    allowed : numpy.ndarray, optional
        bool, the guesses that may be used (default all).

    Returns
    -------
    numpy.ndarray
        The guess ids, sorted.

    Raises
    ------
    StrategyError
        If the allowed guesses cannot show some needed pair.
    """
    needed = np.asarray(needed, dtype=bool)
    usable = needed[guess_pairs(words)].any(axis=1) & (True if allowed is None else np.asarray(allowed, dtype=bool))
    return np.array(_solved_cover(words, needed.tobytes(), np.packbits(usable).tobytes()), dtype=np.int64)


def fractional_cover(words: WordList, needed: np.ndarray, allowed: np.ndarray | None = None,
                     start: np.ndarray | None = None) -> tuple[float, np.ndarray]:
    """Return the linear relaxation of `minimum_cover` (guesses taken in fractions): its value, a lower bound on
    the fewest guesses, and its dual prices of the pairs.

    Any prices that sum to at most 1 over every guess's needed pairs bound the
    fewest guesses from below by their total, and still do for any smaller set of
    needed pairs (a pair dropped only lowers the sums); a guess's reduced cost,
    1 minus its pairs' prices, is what taking it adds to that bound, so a cover of
    ``k`` guesses uses only guesses whose reduced cost is at most ``k`` minus the
    bound.

    Parameters
    ----------
    words : WordList
        The word list.
    needed : numpy.ndarray
        bool, one entry per pair.
    allowed : numpy.ndarray, optional
        bool, the guesses that may be used (default all).
    start : numpy.ndarray, optional
        Earlier prices of the pairs (a neighbouring program's). The relaxation is then solved over the guesses
        they price nearly in full first, adding the guesses its prices leave underpriced until none is (column
        generation: the same optimum, from much smaller programs).

    Returns
    -------
    value : float
        The relaxation's optimum (the total of the prices).
    prices : numpy.ndarray
        float64, one entry per pair (0 where not needed).

    Raises
    ------
    StrategyError
        If the allowed guesses cannot show some needed pair.
    """
    needed = np.asarray(needed, dtype=bool)
    usable = needed[guess_pairs(words)].any(axis=1) & (True if allowed is None else np.asarray(allowed, dtype=bool))
    ids, a = _columns(words, needed, usable, maximal=True)
    prices = np.zeros(len(needed))
    if not len(ids):
        return 0.0, prices
    a = a.tocsc()
    some = np.ones(len(ids), dtype=bool) if start is None else a.T @ start[needed] >= 1.0 - START_SLACK
    for _ in range(GENERATIONS):
        result = _relaxation(a[:, some])
        if result is None or some.all():
            break
        underpriced = a.T @ -result.ineqlin.marginals > 1.0 + 1e-9
        if not underpriced[~some].any():
            break
        some |= underpriced
    if result is None or not some.all() and (a.T @ -result.ineqlin.marginals > 1.0 + 1e-9).any():
        result = _relaxation(a)  # the columns did not settle: every guess at once
    if result is None:
        raise StrategyError("the letter-position cover's relaxation was not solved")
    prices[needed] = np.maximum(-result.ineqlin.marginals, 0.0)
    prices /= max(1.0, float((a.T @ prices[needed]).max()))  # within the solver's tolerance: made exact
    return float(prices.sum()), prices


def _relaxation(a):
    """Return HiGHS's solution of the relaxation over the columns of `a`, or None if it found none."""
    from scipy.optimize import linprog

    result = linprog(np.ones(a.shape[1]), A_ub=-a, b_ub=-np.ones(a.shape[0]), bounds=(0, None), method="highs")
    return result if result.success else None


def _columns(words: WordList, needed: np.ndarray, usable: np.ndarray, maximal: bool = False):
    """Return the usable guesses with distinct needed pairs (the first in list order of each; `maximal`: only
    those whose needed pairs no other guess's include) and their matrix."""
    from scipy import sparse

    pairs = guess_pairs(words)
    keep = np.where(needed[pairs], pairs, -1)
    ids = np.flatnonzero(usable)
    place = (len(needed) + 1) ** np.arange(words.length, dtype=np.int64)
    codes = (keep[ids] + 1) @ place
    _, first = np.unique(codes, return_index=True)
    ids, codes = ids[np.sort(first)], codes[np.sort(first)]
    if maximal:  # a guess is left out when its needed pairs, the rest blanked, are another's with some blanked
        shown = keep[ids] >= 0
        within = []
        for blank in range(1, 1 << words.length):
            out = (blank >> np.arange(words.length)) & 1 == 1
            some = (shown & out).any(axis=1)
            within.append(codes[some] - (keep[ids][some][:, out] + 1) @ place[out])
        dominated = np.isin(codes, np.concatenate(within))
        ids = ids[~dominated]
    rows, cols = np.nonzero(keep[ids] >= 0)
    columns = np.full(len(needed), -1)
    columns[np.flatnonzero(needed)] = np.arange(np.count_nonzero(needed))
    a = sparse.csr_matrix((np.ones(len(rows)), (columns[keep[ids][rows, cols]], rows)),
                          shape=(np.count_nonzero(needed), len(ids)))
    if (a.getnnz(axis=1) == 0).any():
        raise StrategyError("no allowed guess shows some letter in some position that the boards need")
    return ids, a


@lru_cache(maxsize=4096)
def _solved_cover(words: WordList, needed_key: bytes, usable_key: bytes) -> tuple[int, ...]:
    """Return `minimum_cover` of the needed pairs and usable guesses, given as bytes (remembered)."""
    from scipy.optimize import Bounds, LinearConstraint, milp  # imported here: every strategy module is imported

    needed = np.frombuffer(needed_key, dtype=bool)
    usable = np.unpackbits(np.frombuffer(usable_key, dtype=np.uint8), count=len(guess_pairs(words))).astype(bool)
    ids, a = _columns(words, needed, usable)
    result = milp(np.ones(len(ids)), constraints=LinearConstraint(a, lb=1, ub=np.inf),
                  integrality=np.ones(len(ids)), bounds=Bounds(0, 1))
    if not result.success:
        raise StrategyError(f"the letter-position cover was not solved: {result.message}")
    return tuple(int(g) for g in np.sort(ids[result.x > 0.5]))


@cache
def static_cover(words: WordList) -> tuple[int, ...]:
    """Return a fewest-guess cover of every pair the answers show, most greens first over all the answers.

    Parameters
    ----------
    words : WordList
        The word list.

    Returns
    -------
    tuple of int
        Guess ids, in the order the static cover plays them: by the number of answer letters each shows green,
        most first (ties in list order). On the Wordle list: 30 words.
    """
    cover = minimum_cover(words, answer_pairs(words))
    counts = np.bincount(guess_pairs(words)[words.answer_guess].ravel(), minlength=words.length * len(words.alphabet))
    greens = counts[guess_pairs(words)[cover]].sum(axis=1)
    return tuple(int(g) for g in cover[np.argsort(-greens, kind="stable")])
