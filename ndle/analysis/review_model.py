"""What a review of a one-board game measures, in each game's own model of the answer.

- Wordle (and every honest one-board game): the candidates, all equally
  likely; a guess's expected information is the entropy of its feedback over
  them (Hayes), the bits a row gave log2(before / after).
- Fibble (rows that lie, `ndle.game.lying`): the candidates weighted by the
  chance of the rows seen; a guess's expected information is what the row it
  shows tells about the answer, H(A) - H(A | S) (`ndle.measures.shown`), the
  bits a row gave the drop in the answer's entropy.
- Xordle (`ndle.xordle`): the pairs of answers left; a guess's expected
  information is the entropy of its merged row over them, the bits a row gave
  the drop in the pairs' entropy.

Each function takes the position (`State`) the review is at, and asks the game's observation
(`ndle.game.observe`) for its own model.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ndle.patterns.codes import NOT_WON_MARK, not_won_code


def left(state) -> int:
    """Return the answers (Xordle: the pairs of answers) still possible in a one-board review's position."""
    return state.game.observation.left(state)


def uncertainty(state) -> float:
    """Return the bits still unknown about the answer (Xordle: the pair): the entropy of the model's
    probabilities, log2 of the candidates when they are equally likely (0 once the game is won)."""
    return state.game.observation.uncertainty(state)


def information(state, guesses: Sequence[int]) -> np.ndarray:
    """Return the bits each guess is expected to tell about the answer (Xordle: the pair) in this position."""
    return state.game.observation.information(state, np.asarray(guesses, dtype=np.int64))


def chance(state, targets: Sequence[int]) -> float:
    """Return the model's probability of the true answer (Xordle: the true pair) in this position (1 once won)."""
    return state.game.observation.chance(state, targets)


def written(game, code: int) -> str:
    """Return a row's code as the game shows it: its feedback, then `NOT_WON_MARK` for an all-green row that did
    not win (a Fibble lie, an Xordle row of neither word)."""
    n = game.words.length
    if int(code) == not_won_code(n):
        return game.feedback_rule.show(game.solved, n) + NOT_WON_MARK
    return game.feedback_rule.show(int(code), n)
