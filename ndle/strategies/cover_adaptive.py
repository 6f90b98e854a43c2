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
cover (`ndle.strategies.cover`). A plan is carried only from the turn just
before in the same game (the same guesses and rows, one guess shorter): any
other state starts from the static cover, so a choice depends on the game alone,
never on the games a process played before. Where boards are solved only by their
own word (the classic mode), once no pair is needed it plays `first_candidate`.

`replan` says when an `ip` plan is solved again:

- `changed` (default): whenever the pairs possibly needed changed by more
  than the last guess showed;
- `bound`: only when what is left of the plan is no longer proven a
  fewest-guess cover of them. The proof is a lower bound: the last linear
  relaxation's dual prices of the pairs still needed (free), else the
  relaxation solved again. When the plan is too long, the integer program is
  solved first over the guesses whose reduced cost allows a cover as short
  as the bound (enough when one is found), else over every guess. The plans
  are as short, not the same: ties among fewest-guess covers differ.
"""

from __future__ import annotations

import math
from functools import cache

import numpy as np

from ndle.game import Game, GuessId, State
from ndle.errors import StrategyError
from ndle.measures.cover import (answer_pairs, fractional_cover, guess_pairs, minimum_cover, open_pairs,
                                 static_cover)
from ndle.words import WordList
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option, one_of
from ndle.strategies.cover import first_candidate

PLANS = ("ip", "greedy")
REPLANS = ("changed", "bound")
SLACK = 1e-7  # the bounds' rounding allowance (sums of prices in floating point)


@register("cover_adaptive")
class AdaptiveCover(Strategy):
    """Show the letter-position pairs the unsolved boards may still need: from a fewest-guess cover (`ip`) or
    greedily (`greedy`), most expected new greens first."""

    summary = "many boards: re-plan a letter-position cover every turn from what the boards may still need"
    better = "higher"

    options = (*Strategy.options, Option("plan", "ip", one_of(PLANS)), Option("replan", "changed", one_of(REPLANS)))
    plan: str
    replan: str

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        self._last: tuple[np.ndarray, np.ndarray] | None = None  # the pairs expected next turn, the plan left
        self._prices: np.ndarray | None = None  # replan=bound: the last relaxation's dual prices of the pairs
        self._next: tuple | None = None  # the guesses and rows (the last row to come) of the state the plan is for

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
        shown = np.zeros_like(support)  # pairs no allowed guess shows (consistent play) cannot be covered
        shown[guess_pairs(words)[allowed].ravel()] = True
        if not (support & shown).any():
            return int(np.argmax(gain))
        support &= shown
        if self._next is None or state.guesses != self._next[0] or state.patterns[:-1] != self._next[1]:
            self._last = self._prices = None  # another game or position: no plan carried over
        if self._last is not None and np.array_equal(self._last[0], support) and allowed[self._last[1]].all():
            cover = self._last[1]
        elif np.array_equal(support, answer_pairs(words)) and allowed[list(static_cover(words))].all():
            cover = np.array(static_cover(words))
            self._prices = _answer_prices(words) if self.replan == "bound" else None
        elif self.replan == "bound":
            cover = self._kept_or_solved(state, support, allowed)
        else:
            cover = minimum_cover(words, support, allowed)
        guess = int(cover[np.argmax(gain[cover])])
        expected = support.copy()
        expected[guess_pairs(words)[guess]] = False
        self._last = (expected, cover[cover != guess])
        self._next = (state.guesses + (guess,), state.patterns)
        return guess

    def _kept_or_solved(self, state: State, support: np.ndarray, allowed: np.ndarray) -> np.ndarray:
        """Return what is left of the plan (at first the static cover's) if a lower bound proves it a fewest-guess
        cover of `support`, else a fewest-guess cover solved again."""
        words, pairs = self.game.words, guess_pairs(self.game.words)
        plan: np.ndarray | None = (self._last[1] if self._last is not None
                                   else np.setdiff1d(static_cover(words), list(state.guesses)))
        if self._last is None:  # the first guess came from the openings' store: the static cover's first
            self._prices = _answer_prices(words)
        if plan is not None:
            shown = np.zeros_like(support)
            shown[pairs[plan].ravel()] = True
            plan = plan if allowed[plan].all() and not (support & ~shown).any() else None
        if plan is not None and self._prices is not None:
            prices = np.where(support, self._prices, 0.0)  # still prices: a pair dropped only lowers the sums
            worst = max(1.0, float(prices[pairs[allowed]].sum(axis=1).max()))
            if math.ceil(prices.sum() / worst - SLACK) >= len(plan):
                return plan
        value, self._prices = fractional_cover(words, support, allowed, start=self._prices)
        reduced = 1.0 - self._prices[pairs].sum(axis=1)
        least = math.ceil(value - SLACK)  # no cover is shorter; one of `least` guesses takes only guesses whose
        while plan is None or len(plan) > least:  # reduced costs add up to at most `least - value`
            among = allowed & (reduced <= least - value + SLACK)
            if not (allowed & ~among).any():  # every guess: the fewest-guess cover itself
                fewest = minimum_cover(words, support, allowed)
                return fewest if plan is None or len(fewest) < len(plan) else plan
            try:
                cover: np.ndarray | None = minimum_cover(words, support, among)
            except StrategyError:  # no cover among them
                cover = None
            if cover is not None and len(cover) <= least:
                return cover  # no shorter cover: it would be among those guesses
            least += 1
        return plan


@cache
def _answer_prices(words: WordList) -> np.ndarray:
    """Return the relaxation's dual prices of the pairs every answer shows (the static cover's bound)."""
    prices = fractional_cover(words, answer_pairs(words))[1]
    prices.setflags(write=False)
    return prices
