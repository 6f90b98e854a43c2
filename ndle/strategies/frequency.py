"""Hayes's letter-frequency player: maximise the sum of positional letter frequencies among the candidates.

A guess scores, for each of its five letters, the number of candidates with
that letter in that position (Hayes's Figure 3 table, over all 2,315 answers
on the first move: SKUNK 366 + 10 + 165 + 182 + 113 = 836). The table is
recounted over the remaining candidates every turn (`recount=False` keeps the
first-move table all game). Summed over unsolved boards; ties alphabetical;
Hayes's endgame rules as in every player of the family.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ..game import Board, Game
from ..patterns import letter_codes
from ..words import WordList
from .hayes import HayesPlayer
from .base import flag, register


@cache
def guess_letters(words: WordList) -> np.ndarray:
    """Return the guesses' letter codes (G, 5), a = 0 ... z = 25."""
    letters = letter_codes(words.guesses)
    letters.setflags(write=False)
    return letters


def position_counts(words: WordList, candidates: np.ndarray) -> np.ndarray:
    """Return the (5, 26) table: how many candidates have each letter in each position."""
    letters = guess_letters(words)[words.answer_guess[candidates]]
    table = np.zeros((5, 26), dtype=np.int64)
    for pos in range(5):
        table[pos] = np.bincount(letters[:, pos], minlength=26)
    return table


def frequency_scores(words: WordList, table: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Return each guess's sum of positional letter counts under `table`."""
    return table[np.arange(5), guess_letters(words)[rows]].sum(axis=1)


@register("frequency")
class LetterFrequency(HayesPlayer):
    """Hayes's letter-frequency player (his runs: pool `candidates`, own starter SLATE)."""

    summary = "Hayes: maximise the summed positional letter frequencies of the candidates"

    def __init__(self, game: Game, *, pool: str = "all", two_left: bool = True, last_guess: bool = True,
                 tiebreak: str = "alphabetical", recount: bool = False):
        super().__init__(game, pool=pool, two_left=two_left, last_guess=last_guess, tiebreak=tiebreak)
        self.recount = flag("recount", recount)
        self._first = position_counts(game.words, np.arange(len(game.words.answers)))

    def board_scores(self, board: Board, rows: np.ndarray) -> np.ndarray:
        table = position_counts(self.game.words, board.candidates) if self.recount else self._first
        return frequency_scores(self.game.words, table, rows).astype(np.float64)
