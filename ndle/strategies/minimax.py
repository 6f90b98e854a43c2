"""Minimax: the guess whose largest feedback class is smallest (the worst case first), on any number of boards.

A board's score of a guess g is the size of g's largest feedback class over
the board's candidates, the all-green class left out (`ndle.measures.largest`):
the most candidates that can be left on that board after g. On several boards
the scores combine by `combine`:

- `sum` (default): the sum over the unsolved boards of each board's largest
  class (the most candidates left in all, if every board answered its worst);
- `max`: the largest class of any unsolved board (only the worst board counts).

The least combined score wins. Ties go first to a guess that is still a
possible answer on some unsolved board, then to the guess with the most
feedback classes summed over the unsolved boards (a finer split on average),
then to the alphabetically first. On one board both combinations are the same
rule. A board with one candidate left scores 0 for that candidate, so it is
solved at once when nothing else scores 0 overall.

Minimax is a worst case: it counts candidates, never their probabilities, so
an answer prior (`Game.weights`) changes nothing, ties included.
"""

from __future__ import annotations

from functools import cached_property

import numpy as np

from ndle.game import Board, GuessId, State
from ndle.measures.largest import LargestCache
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option, one_of
from ndle.strategies.pools import candidate_mask

COMBINES = ("sum", "max")


@register("minimax")
class Minimax(Strategy):
    """Minimise the largest feedback class (summed or maxed over unsolved boards); ties to candidates."""

    summary = "minimise the largest feedback class (summed over unsolved boards); ties to candidates"

    options = (*Strategy.options, Option("combine", "sum", one_of(COMBINES)))
    combine: str

    @cached_property
    def cache(self) -> LargestCache:
        """Return the largest classes of the game's matrix, shared by every strategy on it in the process; made at its
        first use (a first guess read from the shipped openers needs no matrix)."""
        g = self.game
        return LargestCache.for_matrix(g.matrix, length=g.words.length, solved=g.solved)

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        """Return one board's largest class for each guess in `rows` (default: every guess); lower is better."""
        largest = self.cache.classes(board.candidates)[0]
        return largest if rows is None else largest[rows]

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        per_board = [self.cache.classes(b.candidates) for b in state.unsolved]
        largest = [p[0] for p in per_board]
        score = (np.sum(largest, axis=0) if self.combine == "sum" else np.max(largest, axis=0)).astype(np.int64)
        classes = np.sum([p[1] for p in per_board], axis=0, dtype=np.int64)
        allowed = self.allowed(state)
        score = np.where(allowed, score, np.iinfo(np.int64).max)
        tied = allowed & (score == score.min())
        if (tied & (candidates := candidate_mask(state))).any():
            tied &= candidates
        most = np.where(tied, classes, -1)
        return int(np.argmax(most))  # the first (alphabetical) of the tied guesses with the most classes

    def __repr__(self) -> str:
        return f"Minimax(pool={self.pool!r}, combine={self.combine!r})"
