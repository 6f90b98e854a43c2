"""The ranking of guesses (`ndle.playing.ranking.top_guesses`): the strategy's choice first, then by its own score."""

from __future__ import annotations

import numpy as np
import pytest

from ndle.errors import NdleError
from ndle.game import State
from ndle.playing import top_guesses
from ndle.strategies import make_strategy
from tests.players_util import small_game

SMALL = small_game(40, 60, seed=3, boards=2)
SCORED = ["sum", "min", "bonus", "entropy", "stddev", "scatter", "frequency", "dichter", "irving", "kooi", "neuwirth"]


def _positions():
    """Return the start and a position after two guesses on two boards."""
    words = SMALL.words
    state = SMALL.start()
    later = state.play(0, (1, 7)).play(words.answer_guess[3], (1, 7))
    return [state, later]


@pytest.mark.parametrize("name", SCORED)
def test_the_first_is_the_choice_and_the_rest_follow_the_score(name):
    for state in _positions():
        strategy = make_strategy(name, SMALL)
        ranked = top_guesses(state, strategy, 6)
        words = SMALL.words.guesses
        assert ranked[0].chosen and ranked[0].word == words[strategy.choose(state)]
        rows, scores = strategy.guess_scores(state)  # an endgame rule may leave fewer than 6
        assert len(ranked) == min(6, len(set(rows) | {strategy.choose(state)}))
        assert not any(r.chosen for r in ranked[1:]) and len({r.word for r in ranked}) == len(ranked)
        sign = -1 if strategy.better == "higher" else 1
        rest = [sign * r.score for r in ranked[1:]]
        assert rest == sorted(rest)
        # nothing left out beats the last one listed
        listed = {SMALL.words.guess_id(r.word) for r in ranked}
        others = sign * scores[~np.isin(rows, list(listed))]
        assert not rest or not others.size or others.min() >= rest[-1]


def test_a_strategy_that_scores_nothing_ranks_only_its_choice():
    state = SMALL.start()
    ranked = top_guesses(state, make_strategy("random", SMALL), 5, rng=np.random.default_rng(1))
    again = make_strategy("random", SMALL).choose(state, np.random.default_rng(1))
    assert [(r.word, r.score, r.chosen) for r in ranked] == [(SMALL.words.guesses[again], None, True)]


def test_opener_comes_first_and_a_finished_game_ranks_nothing():
    strategy = make_strategy("sum", SMALL)
    ranked = top_guesses(SMALL.start(), strategy, 3, opener=5)
    assert ranked[0].word == SMALL.words.guesses[5] and ranked[0].chosen
    a = SMALL.words.answer_guess
    done = SMALL.start().play(a[1], (1, 2)).play(a[2], (1, 2))
    assert isinstance(done, State) and done.done and top_guesses(done, strategy, 3) == []
    with pytest.raises(NdleError, match="at least 1"):
        top_guesses(SMALL.start(), strategy, 0)
