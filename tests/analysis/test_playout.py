"""The review's quick estimates: the playout (the `sum` rule's own tree) held to the strategy's games played out
and to the slow expectimax of test_skill (never below it: an upper bound) on a tiny code space; the review chooses
it by cost (`SPREAD`, `SEARCH_WORK`) and marks its figures estimated, while figures it marks exact stay equal to
the expectimax; the greens mode's cover estimate is a plan that finishes the game."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import ndle
import ndle.analysis.values as values_module
from ndle.analysis.cover_value import CoverValue
from ndle.analysis.playout import PLAYER, Playout
from ndle.analysis.skill import skill_review as review
from ndle.analysis.values import Values
from ndle.measures.cover import minimum_cover, open_pairs
from ndle.playing import play_game
from ndle.strategies import make_strategy
from tests.analysis.test_skill import GAME, N, PRIOR, check_against_reference, position, reference


def played_out(state, weights):
    """Return the expected further guesses of the playout's strategy from `state`, each answer's game played."""
    strategy = make_strategy(PLAYER, state.game, tiebreak="candidates")
    cands = state.unsolved[0].candidates
    w = weights[cands] / weights[cands].sum()
    turns = [play_game(state.game, strategy, [int(a)], state=state)[0].turns - state.turn for a in cands]
    return float(np.dot(w, turns))


@settings(max_examples=20, deadline=None)
@given(st.integers(0, N - 1), st.lists(st.integers(0, N - 1), max_size=2), st.booleans())
def test_the_playout_is_the_strategys_own_games_and_never_below_the_value(answer, guesses, prior):
    game = PRIOR if prior else GAME
    weights = np.ones(N) if game.weights is None else np.asarray(game.weights)
    value, q = reference(game)
    playout, state = Playout(game), game.start()
    for g in guesses:
        if state.done or int(game.words.answer_guess[answer]) == g:
            break
        state = state.play(g, [answer])
    if state.done:
        return
    v = playout.position(state)
    assert v == pytest.approx(played_out(state, weights), abs=1e-9)
    assert v >= float(value(position(state))) - 1e-9
    for g in range(len(game.words.guesses)):
        assert playout.guess(state, g) >= float(q(position(state), g)) - 1e-9


@pytest.mark.parametrize("prior", [False, True])
def test_the_review_chooses_the_playout_by_cost_and_marks_it_estimated(monkeypatch, prior):
    game = PRIOR if prior else GAME
    monkeypatch.setattr(values_module, "SPREAD", 0)  # every position past the look-ahead's cost
    words = game.words.answers
    estimated = review(game, words[20], [words[0], words[7], words[20]], budget=0)
    playout = Playout(game)
    first = estimated.turns[0]
    assert not any(first.exact.values()) and first.before == pytest.approx(playout.position(game.start()))
    assert first.expected_after + 1 == pytest.approx(playout.guess(game.start(), game.words.guess_id(words[0])))
    check_against_reference(game, words[20], [words[0], words[7], words[20]])  # exact marks: still exact


def test_the_compiled_search_is_asked_only_within_its_work():
    jotto = ndle.as_game("jotto")
    values = Values(jotto)
    start = jotto.start()
    assert values._quick(start) and not values._affordable(start, None)  # 2,315 words, 7 rows
    assert not values._affordable(start, int(jotto.words.guess_id("arise")))
    assert values._look_exact < values_module.LOOK_EXACT
    wordle = Values(ndle.as_game("wordle"))
    assert not wordle._quick(wordle.game.start()) and wordle._look_exact == values_module.LOOK_EXACT


@pytest.mark.slow
def test_bulls_and_cows_first_figures_are_estimates_above_the_known_optimum():
    game = ndle.as_game("bulls-cows")
    r = review(game, "3059", ["0123", "4567", "3059"], budget=1)
    first = r.turns[0]
    assert not first.exact["before"] and first.before >= 26274 / 5040 - 1e-9  # Tanaka's optimum, 5.2131
    assert r.turns[-1].exact["reached"] and r.turns[-1].reached == 0


def test_the_greens_cover_is_a_plan_that_finishes_the_game():
    game = ndle.as_game(code_length=3, symbols="abcd", boards=5, mode="greens")  # Wordle's tiles on 64 codes
    cover = CoverValue(game)
    rng = np.random.default_rng(np.random.SeedSequence(7))
    for _ in range(5):
        answers = rng.choice(len(game.words.answers), size=5, replace=False).tolist()
        state = game.start().play(int(rng.integers(len(game.words.guesses))), answers)
        v = cover.position(state)
        for g in range(len(game.words.guesses)):
            assert cover.guess(state, g) >= v  # the guess and a cover of the rest cover the position
        plan = minimum_cover(game.words, open_pairs(state) > 0)
        assert len(plan) == v
        for g in plan:
            state = state if state.done else state.play(int(g), answers)
        assert state.done
