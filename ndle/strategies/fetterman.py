"""Fetterman's greedy entropy selectors for n boards: `sum` of entropies and Vern's-gambit `min`.

Each board's score for a guess g is ``H*(E|g) = sum_i |E_i|/|E| log2 |E_i|`` (form 7),
except -100 when ``|E| = 1`` and g is that last candidate. Ties go to the
alphabetically first guess (exact ties: form 7 is summed in fixed point), or
with `tiebreak="candidates"` to the first tied guess that is still a possible
answer on some unsolved board, or with `tiebreak="fetterman"` as Fetterman's
program broke them (his section 6 calls the order arbitrary): the first in
Clojure's hash-map order of the words (`ndle.hashorder`), and for `min` the
best guess of the first board (in board order) that reaches the minimum.
"""

from __future__ import annotations

import numpy as np

from ndle.errors import StrategyError
from ndle.game import Game, GuessId, State
from ndle.strategies.fetterman_order import clojure_rank
from ndle.strategies.pools import pool_mask
from ndle.strategies.base import Strategy, register

SOLVE_NOW = -100.0
TIEBREAKS = ("alphabetical", "candidates", "fetterman")


class _Entropy(Strategy):
    def __init__(self, game: Game, *, pool: str = "all", tiebreak: str = "alphabetical"):
        super().__init__(game, pool=pool)
        if tiebreak not in TIEBREAKS:
            raise StrategyError(f"unknown tiebreak {tiebreak!r}; choose one of {', '.join(TIEBREAKS)}")
        self.tiebreak = tiebreak
        self.rank = clojure_rank(game.words.guesses) if tiebreak == "fetterman" else None

    def board_scores(self, state: State) -> list[np.ndarray]:
        """Return H*(E_b|g) over all guesses for each unsolved board."""
        words, scores = self.game.words, []
        for board in state.unsolved:
            s = self.game.scorer.remaining(board.candidates)
            if len(board.candidates) == 1:
                s = s.copy()
                s[words.answer_guess[board.candidates[0]]] = SOLVE_NOW
            scores.append(s)
        return scores

    def combine(self, scores: list[np.ndarray]) -> np.ndarray:
        raise NotImplementedError

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        total = np.where(self.allowed(state), self.combine(self.board_scores(state)), np.inf)
        return self.first_tied(total == total.min(), state)

    def first_tied(self, tied: np.ndarray, state: State) -> GuessId:
        """Return the guess the tie rule picks among the `tied` mask."""
        if self.tiebreak == "candidates" and (tied & (candidates := pool_mask(state, "candidates"))).any():
            tied = tied & candidates
        elif self.tiebreak == "fetterman":
            idx = np.flatnonzero(tied)
            return int(idx[np.argmin(self.rank[idx])])
        return int(np.argmax(tied))


@register("sum")
class SumEntropy(_Entropy):
    """Minimise the sum over unsolved boards of the expected remaining entropy (Fetterman section 4)."""

    summary = "Fetterman: minimise the summed expected remaining entropy over unsolved boards"

    def combine(self, scores: list[np.ndarray]) -> np.ndarray:
        return np.sum(scores, axis=0)


@register("min")
class MinEntropy(_Entropy):
    """Vern's gambit: minimise the expected remaining entropy of the most promising board (Fetterman section 7)."""

    summary = "Vern's gambit: minimise the lowest single-board expected remaining entropy"

    def combine(self, scores: list[np.ndarray]) -> np.ndarray:
        return np.minimum.reduce(scores)

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        if self.tiebreak != "fetterman":
            return super().choose(state, rng)
        allowed = self.allowed(state)
        scores = [np.where(allowed, s, np.inf) for s in self.board_scores(state)]
        board = int(np.argmin([s.min() for s in scores]))  # the first board reaching the minimum
        return self.first_tied(scores[board] == scores[board].min(), state)
