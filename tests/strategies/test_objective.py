"""The objective option of sum and min: `total` acts only on exact ties, toward boards solved this turn."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import StrategyError
from ndle.strategies import make_strategy
from tests.players_util import small_game

GAME = small_game(50, 80, seed=11, boards=3)


def _reference(strategy, state) -> int:
    """Readable reference: the minimum score, then the most boards expected solved now, then alphabetical."""
    scores = [strategy.board_scores(b) for b in state.unsolved]
    score = np.where(strategy.allowed(state), strategy.combine(scores), np.inf)
    best = [g for g in range(len(score)) if score[g] == score.min()]
    words = state.game.words

    def solved_now(g):
        return sum(1 / len(b.candidates) for b in state.unsolved
                   if words.guesses[g] in {words.answers[a] for a in b.candidates})

    top = max(map(solved_now, best))
    return min(g for g in best if solved_now(g) == top)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["sum", "min"]), st.lists(st.integers(0, 49), min_size=3, max_size=3),
       st.lists(st.integers(0, 129), min_size=0, max_size=3, unique=True))
def test_total_breaks_exact_ties_only(name, answers, guesses):
    last = make_strategy(name, GAME)
    total = make_strategy(name, GAME, objective="total")
    state = GAME.start()
    for g in guesses:
        state = state.play(g, answers)
        if state.done:
            return
    chosen = total.choose(state)
    assert chosen == _reference(total, state)
    score = last.combine([last.board_scores(b) for b in state.unsolved])
    assert score[chosen] == score[last.choose(state)]  # never a worse greedy score than objective=last


def test_bad_objective():
    with pytest.raises(StrategyError, match="objective"):
        make_strategy("sum", GAME, objective="first")


def test_total_prefers_a_tied_guess_that_may_solve_now():
    """ABBEY splits {blame, flame} as well as BLAME does; only BLAME may solve the board this turn."""
    from ndle.game import Game
    from ndle.words import make_word_list

    game = Game(make_word_list("t", ["blame", "flame"], ["abbey", "zzzzz"]))
    for name in ("sum", "min"):
        assert game.words.guesses[make_strategy(name, game).choose(game.start())] == "abbey"
        assert game.words.guesses[make_strategy(name, game, objective="total").choose(game.start())] == "blame"
