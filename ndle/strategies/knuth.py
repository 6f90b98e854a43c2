"""Knuth's minimax (1976, "The computer as Master Mind"): the guess whose largest part is smallest.

The score is `minimax`'s (`ndle.strategies.minimax`, the largest feedback class
over the candidates, summed over the unsolved boards, or with `combine="max"`
their largest); only the tie rule is Knuth's: among the guesses of the least
score, a code that is still a possible answer (on some unsolved board), then the
lowest code in list order. (`minimax` puts the guess with the most parts before
the lowest.) Knuth's part sizes count the all-green part too; it holds one
candidate, so it changes no choice (with one candidate left, that candidate is
the possible code every tie goes to). An answer prior changes nothing.
"""

from __future__ import annotations

import numpy as np

from ndle.game import GuessId, State
from ndle.strategies.base import register
from ndle.strategies.minimax import Minimax
from ndle.strategies.pools import candidate_mask


@register("knuth")
class Knuth(Minimax):
    """Knuth's minimax: least largest part; ties to a possible code, then the lowest code."""

    summary = "Knuth: minimise the largest part; ties to a possible code, then the lowest"

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        largest = [self.cache.classes(b.candidates)[0] for b in state.unsolved]
        score = (np.sum(largest, axis=0) if self.combine == "sum" else np.max(largest, axis=0)).astype(np.int64)
        allowed = self.allowed(state)
        score = np.where(allowed, score, np.iinfo(np.int64).max)
        tied = allowed & (score == score.min())
        if (possible := tied & candidate_mask(state)).any():
            tied = possible
        return int(np.argmax(tied))

    def __repr__(self) -> str:
        return f"Knuth(pool={self.pool!r}, combine={self.combine!r})"
