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

Each function takes the position (`State`) the review is at.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from ndle.measures.bits import entropy_bits, partition_sizes
from ndle.measures.shown import ShownScorer
from ndle.measures.weighted import answer_entropy
from ndle.patterns.codes import NOT_WON_MARK, not_won_code
from ndle.xordle.scores import pair_stats, pair_weights


def left(state) -> int:
    """Return the answers (Xordle: the pairs of answers) still possible in a one-board review's position."""
    if state.pairs is not None:
        return len(state.pairs[0])
    return len(state.boards[0].candidates)


def uncertainty(state) -> float:
    """Return the bits still unknown about the answer (Xordle: the pair): the entropy of the model's
    probabilities, log2 of the candidates when they are equally likely (0 once the game is won)."""
    if state.done:
        return 0.0
    if state.pairs is not None:
        w = pair_weights(state.game.weights, *state.pairs)
        return math.log2(left(state)) if w is None else answer_entropy(w)
    board = state.boards[0]
    if state.game.channel is None:
        return math.log2(len(board.candidates))
    return answer_entropy(board.probabilities)


def information(state, guesses: Sequence[int]) -> np.ndarray:
    """Return the bits each guess is expected to tell about the answer (Xordle: the pair) in this position."""
    rows = np.asarray(guesses, dtype=np.int64)
    game = state.game
    if state.pairs is not None:
        first, second = state.pairs
        return pair_stats(game, first, second, rows).entropy
    board = state.boards[0]
    if game.channel is None:
        return np.array([entropy_bits(partition_sizes(game.matrix[g], board.candidates)) for g in rows.tolist()])
    scorer = ShownScorer.for_game(game)
    return answer_entropy(scorer.weights(board.candidates)) - scorer.remaining(board.candidates)[rows]


def chance(state, targets: Sequence[int]) -> float:
    """Return the model's probability of the true answer (Xordle: the true pair) in this position (1 once won)."""
    if state.done:
        return 1.0
    if state.pairs is not None:
        first, second = state.pairs
        a, b = (int(t) for t in targets)
        hit = ((first == a) & (second == b)) | ((first == b) & (second == a))
        w = pair_weights(state.game.weights, first, second)
        return float(hit.sum() / len(first)) if w is None else float(w[hit].sum())
    board = state.boards[0]
    return float(board.probabilities[board.candidates == int(targets[0])].sum())


def written(game, code: int) -> str:
    """Return a row's code as the game shows it: its feedback, then `NOT_WON_MARK` for an all-green row that did
    not win (a Fibble lie, an Xordle row of neither word)."""
    n = game.words.length
    if int(code) == not_won_code(n):
        return game.feedback_rule.show(game.solved, n) + NOT_WON_MARK
    return game.feedback_rule.show(int(code), n)
