"""DuotrigordleBot's rule (`bonus`): its scores against a slow, readable reference; alpha = 0 is `sum`; bad alpha."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ndle.errors import StrategyError
from ndle.game import Board, State
from ndle.strategies import make_strategy
from tests.players_util import small_game

SMALL = small_game(30, 25, seed=5)


def reference_scores(game, boards, alpha: float) -> list[float]:
    """Return, guess by guess, the summed feedback entropy in bits plus alpha times P(the guess solves some board)."""
    M, answer_guess = game.matrix, game.words.answer_guess
    out = []
    for g in range(len(game.words.guesses)):
        entropy, miss_all = 0.0, 1.0
        for board in boards:
            counts = Counter(int(M[g, a]) for a in board)
            entropy -= sum(c / len(board) * math.log2(c / len(board)) for c in counts.values())
            if g in {int(answer_guess[a]) for a in board}:
                miss_all *= 1 - 1 / len(board)
        out.append(entropy + alpha * (1 - miss_all))
    return out


boards_st = st.lists(st.lists(st.integers(0, 29), min_size=2, max_size=12, unique=True), min_size=1, max_size=4)


@settings(max_examples=40, deadline=None)
@given(boards=boards_st, alpha=st.sampled_from([0.0, 1.0, 300.0]))
def test_scores_and_choice_equal_reference(boards, alpha):
    game = SMALL.with_boards(len(boards))
    state = State(game, tuple(Board(np.array(sorted(b), dtype=np.int32)) for b in boards))
    strategy = make_strategy("bonus", game, alpha=alpha)
    want = np.array(reference_scores(game, boards, alpha))
    np.testing.assert_allclose(strategy.scores(state), want, rtol=1e-9, atol=1e-9)
    best = np.flatnonzero(np.isclose(want, want.max(), rtol=1e-12, atol=1e-9))
    assert strategy.choose(state) in best


@settings(max_examples=20, deadline=None)
@given(boards=boards_st)
def test_alpha_zero_plays_sum(boards):
    game = SMALL.with_boards(len(boards))
    state = State(game, tuple(Board(np.array(sorted(b), dtype=np.int32)) for b in boards))
    assert make_strategy("bonus", game, alpha=0).choose(state) == make_strategy("sum", game).choose(state)


def test_bonus_prefers_a_likely_solve():
    # Two boards of two candidates each: with a large alpha a candidate (a 1/2 chance of a solve) beats any
    # non-candidate, whatever the entropy says.
    game = SMALL.with_boards(2)
    state = State(game, (Board(np.array([0, 1], dtype=np.int32)), Board(np.array([2, 3], dtype=np.int32))))
    guess = make_strategy("bonus", game, alpha=300).choose(state)
    assert guess in {int(game.words.answer_guess[a]) for a in range(4)}


@pytest.mark.parametrize("alpha", [-1, float("nan"), float("inf"), True, "big"])
def test_bad_alpha_is_refused(alpha):
    with pytest.raises(StrategyError, match="alpha"):
        make_strategy("bonus", SMALL, alpha=alpha)
