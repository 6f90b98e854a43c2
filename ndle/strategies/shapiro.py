"""Shapiro's simple strategy (1983, "Mastermind", Byte): the first code, in list order, that is still possible.

No partition is scored: the player plays the lowest guess id that is a possible
answer on some unsolved board (among the guesses its pool allows; if the pool
allows none, the lowest allowed guess). On Mastermind the list runs 1111,
1112, ..., 6666, so the first guess is 1111. An answer prior changes nothing.
"""

from __future__ import annotations

import numpy as np

from ndle.game import GuessId, State
from ndle.strategies.base import Strategy, register
from ndle.strategies.endgame import restrict
from ndle.strategies.pools import candidate_mask


@register("shapiro")
class Shapiro(Strategy):
    """Shapiro's simple strategy: the first code in list order that is still possible."""

    summary = "Shapiro: the first code, in list order, that is still possible"

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        return int(np.argmax(restrict(self.allowed(state), candidate_mask(state))))
