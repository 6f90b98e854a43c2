"""Hayes's letter-frequency player: maximise the sum of positional letter frequencies among the candidates.

A guess scores, for each of its five letters, the number of candidates with
that letter in that position (Hayes's Figure 3 table, over all 2,315 answers
on the first move: SKUNK 366 + 10 + 165 + 182 + 113 = 836). The table is
recounted over the remaining candidates every turn (`recount=False` keeps the
first-move table all game). Summed over unsolved boards; ties alphabetical;
Hayes's endgame rules as in every player of the family.
"""

from __future__ import annotations

import numpy as np

from ndle.game import Board, Game
from ndle.measures.letters import frequency_scores, position_counts
from ndle.strategies.hayes import HayesPlayer
from ndle.strategies.base import register
from ndle.strategies.options import Option, yes_no_option


@register("frequency")
class LetterFrequency(HayesPlayer):
    """Hayes's letter-frequency player (his runs: pool `candidates`, own starter SLATE)."""

    summary = "Hayes: maximise the summed positional letter frequencies of the candidates"

    options = (*HayesPlayer.options, Option("recount", False, yes_no_option))
    recount: bool

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        self._first = position_counts(game.words, np.arange(len(game.words.answers)))

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        table = position_counts(self.game.words, board.candidates) if self.recount else self._first
        return frequency_scores(self.game.words, table, rows).astype(np.float64)
