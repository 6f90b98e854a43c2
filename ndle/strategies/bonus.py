"""DuotrigordleBot's greedy rule: summed feedback entropy plus alpha times the chance of solving a board now.

The score of a guess g, maximised, is

    sum over unsolved boards b of H(feedback of b | g)  +  alpha * P(g solves at least one unsolved board)

with H the feedback entropy in bits (Fetterman's form 6) and the chance from
the boards' uniform answers: ``1 - prod_b (1 - [g in C_b] / |C_b|)``; in the greens mode (Kilordle) g
solves a board when it agrees with the answer wherever no green was shown yet
(`ndle.measures.solves`). The rule
and alpha = 300 are those the DuotrigordleBot project reports; ndle measures it
on its own answer sets beside `sum` and `min`. Ties follow the `tiebreak`
option of `sum` (alphabetical by default).
"""

from __future__ import annotations

import numpy as np

from ndle.errors import StrategyError
from ndle.game import GuessId, State
from ndle.measures.solves import solve_chance
from ndle.measures.weighted import answer_entropy
from ndle.strategies.base import register
from ndle.strategies.options import Option
from ndle.strategies.fetterman import EntropyStrategy


def non_negative(name: str, value, game=None) -> float:
    """Return a non-negative number option as a float, raising StrategyError otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not np.isfinite(value) or value < 0:
        raise StrategyError(f"option {name} must be a non-negative number, got {value!r}")
    return float(value)


@register("bonus")
class Bonus(EntropyStrategy):
    """Maximise the summed feedback entropy plus `alpha` times the chance the guess solves some board."""

    summary = "DuotrigordleBot: summed feedback entropy + alpha x P(the guess solves a board)"

    options = (*EntropyStrategy.options, Option("alpha", 300.0, non_negative))
    alpha: float

    def _parts(self, state: State) -> tuple[np.ndarray, np.ndarray, float]:
        """Return the summed form-7 remaining entropy, the chance of a solve now (per guess) and sum log2 m."""
        remaining = np.sum([self.scorer.remaining(b.candidates) for b in state.unsolved], axis=0)  # as `sum` adds
        logs = (sum(answer_entropy(b.probabilities) for b in state.unsolved) if self.game.observation.weighted else
                float(sum(np.log2(len(b.candidates)) for b in state.unsolved)))  # H(A) of each board
        return remaining, solve_chance(state), logs

    def scores(self, state: State) -> np.ndarray:
        """Return the rule's score (to be maximised) for every guess."""
        remaining, solve, logs = self._parts(state)
        return logs - remaining + self.alpha * solve  # form 6 = log2 m - form 7, board by board

    better = "higher"

    def guess_scores(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        """Return the allowed guesses and the rule's score of each (higher is better)."""
        rows = np.flatnonzero(self.allowed(state))
        return rows, self.scores(state)[rows]

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        remaining, solve, _ = self._parts(state)  # the constant sum of log2 m left out: ties exactly as `sum`'s
        score = np.where(self.allowed(state), self.alpha * solve - remaining, -np.inf)
        return self.first_tied(score == score.max(), state)
