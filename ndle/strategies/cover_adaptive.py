"""An adaptive letter-position cover for many boards: each turn, the pairs (position, letter) the unsolved boards
may still need to see green, from their candidates and the greens shown so far, and a guess that shows them.

`plan` chooses the guess:

- `ip` (default): among a fewest-guess cover of the pairs still possibly
  needed (an integer program, solved again every turn), the guess with the
  most expected new greens;
- `greedy`: the guess with the most expected new greens (the chance, summed
  over the unsolved boards, that the board needs each of its pairs).

Ties go to the guess first in the list. A plan is solved again only when the
pairs possibly needed changed by more than the last guess showed (else what
is left of it is still a fewest-guess cover); the first turn's is the static
cover (`ndle.strategies.cover`). Where boards are solved only by their
own word (the classic mode), once no pair is needed it plays `first_candidate`.
"""

from __future__ import annotations

import numpy as np

from ndle.game import Game, GuessId, State
from ndle.measures.cover import answer_pairs, guess_pairs, minimum_cover, open_pairs, static_cover
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option, one_of
from ndle.strategies.cover import first_candidate

PLANS = ("ip", "greedy")


@register("cover_adaptive")
class AdaptiveCover(Strategy):
    """Show the letter-position pairs the unsolved boards may still need: from a fewest-guess cover (`ip`) or
    greedily (`greedy`), most expected new greens first."""

    summary = "many boards: re-plan a letter-position cover every turn from what the boards may still need"
    better = "higher"

    options = (*Strategy.options, Option("plan", "ip", one_of(PLANS)))

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        self._last: tuple[np.ndarray, np.ndarray] | None = None  # the pairs expected next turn, the plan left

    def guess_scores(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        """Return the allowed guesses and their expected new greens (higher is better)."""
        rows = np.flatnonzero(self.allowed(state))
        return rows, open_pairs(state)[guess_pairs(self.game.words)[rows]].sum(axis=1)

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        allowed, need = self.allowed(state), open_pairs(state)
        if not (need > 0).any():
            return first_candidate(state, allowed)
        gain = np.where(allowed, need[guess_pairs(self.game.words)].sum(axis=1), -1.0)
        if self.plan == "greedy":
            return int(np.argmax(gain))
        words, support = self.game.words, need > 0
        if self._last is not None and np.array_equal(self._last[0], support) and allowed[self._last[1]].all():
            cover = self._last[1]
        elif np.array_equal(support, answer_pairs(words)) and allowed[list(static_cover(words))].all():
            cover = np.array(static_cover(words))
        else:
            cover = minimum_cover(words, support, allowed)
        guess = int(cover[np.argmax(gain[cover])])
        expected = support.copy()
        expected[guess_pairs(words)[guess]] = False
        self._last = (expected, cover[cover != guess])
        return guess
