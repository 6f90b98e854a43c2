"""The compiled search under answer weights equals the readable one (values and guesses) and a plain expectimax; a
value at or above the cut-off is only a bound; the quantised weights keep integer weights exactly."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.game import Game
from ndle.patterns.codes import all_green
from ndle.patterns.matrix import pattern_matrix
from ndle.solver.one.search import Solver
from tests.priors.reference import WeightedSolver, expectimax_reference
from ndle.solver.one.wkernel import TOTAL_BITS, WINF, quantised
from ndle.solver.one.wsearch import WeightedSearch
from ndle.words import make_word_list
from tests.patterns.test_lengths import word_lists


def lists_of(guesses, answers):
    """Return (word list, its pattern matrix) of small lists (built here, never cached)."""
    words = make_word_list("tiny", answers, guesses)
    return words, pattern_matrix(words.guesses, words.answers)


int_weights = st.lists(st.integers(1, 60), min_size=8, max_size=8)
float_weights = st.lists(st.floats(0.01, 100.0), min_size=8, max_size=8)


@settings(max_examples=50, deadline=None)
@given(word_lists(low=3, high=5, max_size=8), int_weights, st.integers(1, 5))
def test_the_compiled_search_equals_the_readable_one_values_and_guesses(lists, weights, left):
    words, M = lists_of(*lists)
    w = np.array(weights[:len(words.answers)], dtype=np.float64)
    every = np.arange(len(words.answers))
    readable = WeightedSolver(M, w, words.answer_guess, words.length)
    compiled = WeightedSearch(M, w, words.answer_guess, all_green(words.length))
    value, guess = readable.solve(every, left)
    got, got_guess = compiled.solve(every, left)
    assert compiled.real(got) == value and got_guess == guess  # integer weights: kept exactly, sums exact
    assert compiled.real(got) == expectimax_reference(M, w, words.answer_guess, words.length, every, left)
    for g in range(len(words.guesses)):
        assert compiled.real(compiled.after(g, every, left)) == readable.after(g, every, left)


@settings(max_examples=40, deadline=None)
@given(word_lists(low=3, high=5, max_size=8), float_weights, st.integers(2, 4))
def test_float_weights_agree_within_the_quantisation(lists, weights, left):
    words, M = lists_of(*lists)
    w = np.array(weights[:len(words.answers)])
    every = np.arange(len(words.answers))
    want = expectimax_reference(M, w, words.answer_guess, words.length, every, left)
    got = WeightedSearch(M, w, words.answer_guess, all_green(words.length)).solve(every, left)[0]
    if math.isinf(want):
        assert got == WINF
    else:  # at most one unit of 2**-k per answer and guess
        q, k = quantised(w)
        assert abs(math.ldexp(got, -k) - want) <= len(w) * left * 2.0**-k * 1.01 + 1e-12 * want


@settings(max_examples=40, deadline=None)
@given(word_lists(low=3, high=5, max_size=8), int_weights, st.integers(2, 5), st.data())
def test_a_value_at_or_above_beta_is_a_bound_and_below_it_exact(lists, weights, left, data):
    words, M = lists_of(*lists)
    w = np.array(weights[:len(words.answers)], dtype=np.float64)
    every = np.arange(len(words.answers))
    exact = WeightedSearch(M, w, words.answer_guess, all_green(words.length)).solve(every, left)[0]
    search = WeightedSearch(M, w, words.answer_guess, all_green(words.length))
    if exact >= WINF:
        return
    fresh = WeightedSearch(M, w, words.answer_guess, all_green(words.length))
    for beta in data.draw(st.lists(st.integers(1, int(exact * 1.5) + 2), min_size=1, max_size=4)):
        v, g = search.solve(every, left, beta)  # one memo across the cut-offs: its bounds must stay bounds
        assert (v == exact and g >= 0) if exact < beta else (exact >= v >= beta and (g == -1 or v == exact))
        opener = data.draw(st.integers(0, len(words.guesses) - 1))
        after, v = fresh.after(opener, every, left), search.after(opener, every, left, beta)
        assert v == after if after < beta else after >= v >= beta
    assert search.solve(every, left)[0] == exact


def test_integer_weights_are_kept_exactly_and_the_total_fits():
    q, k = quantised(np.array([1.0, 2.0, 3.0, 7.0]))
    assert k >= 0 and q.tolist() == [1 << k, 2 << k, 3 << k, 7 << k] and q.sum() <= 1 << TOTAL_BITS
    q, k = quantised(np.array([0.1, 0.2, 0.7]))
    assert q.sum() <= 1 << TOTAL_BITS and q.sum() > 1 << (TOTAL_BITS - 2)
    assert np.all(np.abs(q - np.ldexp([0.1, 0.2, 0.7], k)) <= 0.5)
    assert quantised(np.array([1e-30, 1.0]))[0][0] == 1  # never zero


def test_equal_weights_give_selbys_least_total():
    words = Game.create().words
    answers = words.answers[::97]
    small, M = lists_of(words.guesses[::211] + answers, answers)
    least = min(Solver(small, matrix=M).evaluate(g, 6) for g in range(len(small.guesses)))
    compiled = WeightedSearch(M, np.ones(len(answers)), small.answer_guess, all_green(5))
    assert compiled.real(compiled.solve(np.arange(len(answers)), 6)[0]) == least


def test_an_impossible_limit_is_winf_and_every_guess_is_tried_only_where_it_helps():
    words, M = lists_of(["abc", "abd", "abe", "abf", "xyz"], ["abc", "abd", "abe", "abf"])
    compiled = WeightedSearch(M, np.ones(4), words.answer_guess, all_green(3))
    assert compiled.solve(np.arange(4), 2) == (int(WINF), -1)  # no guess splits four answers into singletons
    v, g = compiled.solve(np.arange(4), 4)
    assert compiled.real(v) == 1 + 2 + 3 + 4 and words.guesses[g] != "xyz"


@pytest.mark.parametrize("length", [8])
def test_long_words_codes_are_renumbered(length):
    rng = np.random.default_rng(np.random.SeedSequence(8))
    guesses = sorted({"".join(rng.choice(list("abcd"), length)) for _ in range(12)})
    answers = guesses[::2]
    words, M = lists_of(guesses, answers)
    w = rng.integers(1, 9, len(answers)).astype(np.float64)
    every = np.arange(len(answers))
    compiled = WeightedSearch(M, w, words.answer_guess, all_green(length))
    assert compiled.real(compiled.solve(every, 6)[0]) == WeightedSolver(M, w, words.answer_guess,
                                                                         length).solve(every, 6)[0]


def test_read_only_candidates_are_searched_not_crashed_on():
    """Boards hold read-only int32 candidate arrays; the kernel crashed (a segmentation fault) when handed one."""
    game = Game.create()
    w = np.linspace(1.0, 3.0, len(game.words.answers))
    every = np.arange(40, dtype=np.int32)
    every.setflags(write=False)
    search = WeightedSearch(game.matrix, w, game.words.answer_guess, game.solved, capacity=1 << 16)
    value, guess = search.solve(every, 6)
    assert guess >= 0 and search.after(guess, every, 6) == value
    assert search.solve(np.arange(40), 6) == (value, guess)
