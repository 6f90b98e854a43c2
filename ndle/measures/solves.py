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

import numpy as np

from ndle.modes import GREENS_MODE
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
    game = state.game
    words, length = game.words, game.words.length
    full = (1 << length) - 1
    open_ = np.asarray(state.active, dtype=np.intp)
    missing = np.full(len(open_), full, dtype=np.int64)
    if game.mode == GREENS_MODE and len(open_):
        missing = full & ~np.asarray(state.greens, dtype=np.int64)[open_]
    miss = np.ones(len(words.guesses))
    letters = guess_letters(words)[0]
    for mask in np.unique(missing).tolist():
        where = open_[missing == mask]
        boards = [state.boards[b] for b in where.tolist()]
        candidates = np.concatenate([b.candidates for b in boards]).astype(np.intp)
        p = np.concatenate([b.probabilities for b in boards])
        positions = [i for i in range(length) if mask >> i & 1]  # bit i: letter i, from the first
        _, ids = np.unique(letters[:, positions], axis=0, return_inverse=True)
        ids = ids.reshape(-1)
        n_ids = int(ids.max()) + 1
        keys = ids[words.answer_guess[candidates]]
        if len(positions) < length:  # several candidates of a board may agree at the positions left: add them up
            sizes = np.fromiter((len(b.candidates) for b in boards), dtype=np.int64, count=len(boards))
            owner = np.repeat(np.arange(len(boards), dtype=np.int64), sizes)
            pairs, at = np.unique(owner * n_ids + keys, return_inverse=True)
            p = np.bincount(at.reshape(-1), weights=p, minlength=len(pairs))
            keys = pairs % n_ids
        miss_id = np.ones(n_ids)
        np.multiply.at(miss_id, keys, 1.0 - p)  # board by board, in board order
        miss *= miss_id[ids]
    return 1.0 - miss

__all__ = ["solve_chance"]
