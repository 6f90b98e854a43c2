"""Exact play of one board whose rows lie (Fibble), on small lists: expectimax over the candidates' weights.

The model is `ndle.game.lying`'s: every row but the winning one shows `lies`
tiles in a wrong colour, the lying tiles and their colours uniform; the
winning row is honest and ends the game. What the player knows is a weight
vector over the answers (the prior times the likelihoods of the rows shown,
normalised). With `left` guesses to go, the value of weights w is

    V(w, left) = min over guesses g of  1 + sum over rows s but the win of P(s) V(w_s, left - 1),

P(s) = sum_a w_a C[t(g, a), s], w_s the weights after s, and V = 0 once the
answer is known to be guessed; V(w, 0) is infinite while any answer is left
(every answer must be won within the limit). The value is the least expected
number of guesses to win; the search is exhaustive over every allowed guess,
memoised on the weight vector (rounded to 12 digits) and the guesses left,
so it is for tiny lists only (`MAX_ANSWERS` answers, `MAX_GUESSES` guesses).
"""

from __future__ import annotations

import math
import time

import numpy as np

from ndle.errors import NdleError, OutOfTime, UnsupportedGameError
from ndle.solver.arguments import HONOURS, refuse_unsupported

MAX_ANSWERS = 12  # the most answers the exhaustive search takes
MAX_GUESSES = 40  # the most allowed guesses it takes
_ROUND = 12  # digits of a weight in the memo's key


def check_size(words) -> None:
    """Raise NdleError (one line) unless a word list is small enough for the exhaustive search."""
    n, k = len(words.answers), len(words.guesses)
    if n > MAX_ANSWERS or k > MAX_GUESSES:
        raise NdleError(f"the exact search of rows that lie takes at most {MAX_ANSWERS} answers and "
                        f"{MAX_GUESSES} guesses (it tries every guess at every weight vector), got {n:,} and "
                        f"{k:,}: use a smaller list (--answers-file)")


class LyingSolver:
    """The exact least expected guesses of one lying board (see the module's model), on a tiny list.

    Parameters
    ----------
    game : Game
        A one-board game whose rows lie (`game.channel`), on at most `MAX_ANSWERS` answers and `MAX_GUESSES`
        allowed guesses; its prior and guess limit are honoured.

    Raises
    ------
    UnsupportedGameError
        In one line, for a game whose rows do not lie, several boards, hard mode or another mode.
    NdleError
        In one line, for a list too big to search.

    Attributes
    ----------
    deadline : float
        A `time.process_time` time after which `solve` raises `ndle.errors.OutOfTime` at its next position
        (infinite: never).
    """

    deadline: float = math.inf

    def __init__(self, game):
        if game.channel is None:
            raise UnsupportedGameError("the lying solver is for games whose rows lie (--lies K or --game fibble)")
        refuse_unsupported(game, "the lying solver", **HONOURS["lying"])
        check_size(game.words)
        self.game = game
        self.channel = game.channel
        self.dense = game.channel.matrix.toarray()
        self.matrix = np.asarray(game.matrix, dtype=np.intp)
        self.win_of = {int(g): int(a) for a, g in enumerate(game.words.answer_guess)}
        self.memo: dict[tuple[bytes, int], tuple[float, int]] = {}

    def start(self) -> np.ndarray:
        """Return the weights before any row: the game's prior (uniform without one)."""
        n = len(self.game.words.answers)
        return np.full(n, 1.0 / n) if self.game.weights is None else np.asarray(self.game.weights, dtype=float)

    def solve(self, weights: np.ndarray | None = None, left: int | None = None) -> tuple[float, int]:
        """Return (the least expected number of guesses to win, a best guess) from `weights` (default the prior)
        with `left` guesses to go (default the game's limit); (inf, -1) if no play wins every answer in time.

        Parameters
        ----------
        weights : numpy.ndarray, optional
            A probability per answer (zeros for the answers ruled out).
        left : int, optional
            The guesses left.

        Returns
        -------
        value : float
            The expected number of guesses.
        guess : int
            A guess id of least value (the first in the list among equals), -1 when the value is infinite.
        """
        w = self.start() if weights is None else np.asarray(weights, dtype=float)
        return self._value(w / w.sum(), self.game.max_guesses if left is None else left)

    def outcomes(self, weights: np.ndarray, guess: int) -> list[tuple[float, np.ndarray]]:
        """Return (P(row), the weights after it) for each row but the win a guess may show, from `weights`."""
        likelihood = self.dense[self.matrix[guess]]  # answers by observed columns
        won = self.win_of.get(int(guess))
        if won is not None:
            likelihood = likelihood.copy()
            likelihood[won] = 0.0  # the win ends the game
        joint = weights[:, None] * likelihood
        p = joint.sum(axis=0)
        return [(float(p[s]), joint[:, s] / p[s]) for s in np.flatnonzero(p > 0)]

    def _value(self, w: np.ndarray, left: int) -> tuple[float, int]:
        """Return V(w, left) and its guess (memoised)."""
        if self.deadline < math.inf and time.process_time() > self.deadline:
            raise OutOfTime
        live = np.flatnonzero(w > 0)
        if left <= 0:
            return math.inf, -1
        if len(live) == 1:
            return 1.0, int(self.game.words.answer_guess[live[0]])
        key = (np.round(w, _ROUND).tobytes(), left)
        if (hit := self.memo.get(key)) is not None:
            return hit
        best = (math.inf, -1)
        for g in range(len(self.game.words.guesses)):
            total = 1.0
            for p, after in self.outcomes(w, g):
                total += p * self._value(after, left - 1)[0]
                if total >= best[0]:
                    break
            if total < best[0]:
                best = (total, g)
        self.memo[key] = best
        return best
