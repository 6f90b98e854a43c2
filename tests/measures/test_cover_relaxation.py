"""Letter-position covers: the relaxation's bound and prices, the covers a process remembers, and the adaptive
cover's `replan=bound`, which keeps a plan while a bound proves it a fewest-guess cover."""

from __future__ import annotations

import math

import numpy as np

from ndle import Game, make_strategy
from ndle.measures.cover import answer_pairs, fractional_cover, guess_pairs, minimum_cover, open_pairs
from ndle.montecarlo.spec import draw_answers, game_rng


def small_programs(words, seeds=range(4)):
    """Yield (needed, allowed) of small covers: 8 pairs that 40 random guesses show."""
    pairs = guess_pairs(words)
    for seed in seeds:
        rng = np.random.default_rng(seed)
        allowed = np.zeros(len(words.guesses), dtype=bool)
        allowed[rng.choice(len(words.guesses), 40, replace=False)] = True
        needed = np.zeros_like(answer_pairs(words))
        needed[rng.choice(pairs[allowed].ravel(), 8, replace=False)] = True
        yield needed, allowed


def test_the_relaxation_bounds_the_fewest_guesses_and_its_prices_cost_no_guess_more_than_one(wordle):
    words, pairs = wordle.words, guess_pairs(wordle.words)
    for needed, allowed in small_programs(words):
        value, prices = fractional_cover(words, needed, allowed)
        assert math.ceil(value - 1e-9) <= len(minimum_cover(words, needed, allowed))
        assert np.isclose(prices.sum(), value) and not prices[~needed].any() and (prices >= 0).all()
        assert prices[pairs[allowed]].sum(axis=1).max() <= 1.0
    value, prices = fractional_cover(words, answer_pairs(words))
    assert round(value, 3) == 29.047  # the static cover's relaxation: 30 guesses are the fewest
    assert prices[pairs].sum(axis=1).max() <= 1.0


def test_the_relaxation_from_earlier_prices_has_the_same_optimum(wordle):
    words = wordle.words
    full, prices = fractional_cover(words, answer_pairs(words))
    fewer = answer_pairs(words) & (np.arange(len(prices)) % 7 != 3)  # some pairs dropped
    assert np.isclose(fractional_cover(words, fewer, start=prices)[0], fractional_cover(words, fewer)[0])
    assert fractional_cover(words, fewer)[0] < full


def test_a_repeated_cover_is_the_same_and_the_caller_owns_its_array(wordle):
    words = wordle.words
    needed, allowed = next(small_programs(words, [7]))
    first = minimum_cover(words, needed, allowed)
    first[:] = -1
    again = minimum_cover(words, needed, allowed)
    assert (again >= 0).all() and allowed[again].all()
    assert set(np.flatnonzero(needed)) <= set(guess_pairs(words)[again].ravel())


def test_replan_bound_plays_from_a_fewest_guess_cover_and_wins_kilordle():
    game = Game.create("kilordle")
    words, pairs = game.words, guess_pairs(game.words)
    answers = draw_answers(game_rng(1, 2), len(words.answers), 1000, False)
    player, state = make_strategy("cover_adaptive", game, replan="bound"), game.start()
    while not state.done:
        guess = player.choose(state)
        if state.turn == 6:  # a guess of some fewest cover: what is left needs one guess fewer
            support = open_pairs(state) > 0
            rest = support.copy()
            rest[pairs[guess]] = False
            assert len(minimum_cover(words, rest)) == len(minimum_cover(words, support)) - 1
        state = state.play(guess, answers)
    assert (state.solved_turns > 0).all() and state.turn <= 30
