"""The chance that a guess solves a board now, under the game's own solve rule.

In the classic rule a guess solves a board only if it is the board's answer, so
its chance on board b is the probability of that candidate. In the greens mode
(Kilordle's rule) a board is solved once each of its letters has shown green on
some guess, so a guess solves it if it agrees with the answer at every position
not yet shown green: its chance is the summed probability of the candidates that
agree with it there. The classic rule is the case where no position was ever
green, so one computation serves both.

The boards are grouped by the positions they still need (at most 2**L groups);
within a group each guess and each candidate gets the id of its letters at those
positions, a board's chance of each id is the sum over its candidates of that id
(`numpy.unique`, `numpy.bincount`), and the chances of missing every board are
multiplied per id in board order (`numpy.multiply.at`): no loop over the boards
but the one that gathers their candidate arrays.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ndle.patterns.matrix import guess_letters


def solve_chance(state) -> np.ndarray:
    """Return, for every guess, the chance that it solves at least one unsolved board now.

    The boards' answers are independent, each drawn from its candidates' probabilities, so the chance is
    ``1 - prod_b (1 - P(g solves b))``.

    Parameters
    ----------
    state : State
        The position (any board count; the greens mode or any other).

    Returns
    -------
    numpy.ndarray
        float64, one per guess, in [0, 1].
    """
    miss = np.ones(len(state.game.words.guesses))
    for ids, keys, p in _groups(state, np.asarray(state.active, dtype=np.intp)):
        miss_id = np.ones(int(ids.max()) + 1)
        np.multiply.at(miss_id, keys, 1.0 - p)  # board by board, in board order
        miss *= miss_id[ids]
    return 1.0 - miss


def expected_solves(state, boards) -> np.ndarray:
    """Return, for every guess, the expected number of the given boards it solves now.

    Parameters
    ----------
    state : State
        The position (any board count; the greens mode or any other).
    boards : array_like of int
        The unsolved boards counted (their indices).

    Returns
    -------
    numpy.ndarray
        float64, one per guess: the sum over those boards of the chance that the guess solves each (a whole number
        of boards where each has one candidate left).
    """
    out = np.zeros(len(state.game.words.guesses))
    for ids, keys, p in _groups(state, np.asarray(boards, dtype=np.intp)):
        out += np.bincount(keys, weights=p, minlength=int(ids.max()) + 1)[ids]
    return out


def solving_guesses(state, boards) -> np.ndarray:
    """Return which guesses solve each of the given boards, each with one candidate left.

    Parameters
    ----------
    state : State
        The position.
    boards : array_like of int
        Unsolved boards with one candidate each.

    Returns
    -------
    numpy.ndarray
        bool, shape (len(boards), guesses): row k is board ``boards[k]``'s solving guesses (in the greens mode,
        those that agree with its candidate wherever no green was shown yet; else its candidate alone).
    """
    game, boards = state.game, np.asarray(boards, dtype=np.intp)
    words = game.words
    out = np.zeros((len(boards), len(words.guesses)), dtype=bool)
    missing = game.observation.missing_greens(state, boards)  # the greens rule: those not shown green yet
    sole = words.answer_guess[np.asarray(state.sole, dtype=np.intp)[boards]]
    for mask in np.unique(missing).tolist():
        rows = np.flatnonzero(missing == mask)
        ids = _letter_ids(words, mask)
        out[rows] = ids[None, :] == ids[sole[rows]][:, None]
    return out


def _groups(state, open_: np.ndarray):
    """Yield, per group of the boards `open_` that still need the same positions: each guess's id of its letters
    there, each candidate's id (summed per board and id where several agree) and its chance."""
    game = state.game
    words, length = game.words, game.words.length
    full = (1 << length) - 1
    missing = game.observation.missing_greens(state, open_)
    for mask in np.unique(missing).tolist():
        boards = [state.boards[b] for b in open_[missing == mask].tolist()]
        candidates = np.concatenate([b.candidates for b in boards]).astype(np.intp)
        p = np.concatenate([b.probabilities for b in boards])
        ids = _letter_ids(words, mask)
        n_ids = int(ids.max()) + 1
        keys = ids[words.answer_guess[candidates]]
        if mask != full:  # several candidates of a board may agree at the positions left: add them up
            sizes = np.fromiter((len(b.candidates) for b in boards), dtype=np.int64, count=len(boards))
            owner = np.repeat(np.arange(len(boards), dtype=np.int64), sizes)
            pairs, at = np.unique(owner * n_ids + keys, return_inverse=True)
            p = np.bincount(at.reshape(-1), weights=p, minlength=len(pairs))
            keys = pairs % n_ids
        yield ids, keys, p


@cache
def _letter_ids(words, mask: int) -> np.ndarray:
    """Return each guess's id of its letters at the positions of `mask` (bit i: letter i), read-only."""
    positions = [i for i in range(words.length) if mask >> i & 1]
    _, ids = np.unique(guess_letters(words)[0][:, positions], axis=0, return_inverse=True)
    ids = ids.reshape(-1)
    ids.setflags(write=False)
    return ids

__all__ = ["expected_solves", "solve_chance", "solving_guesses"]
