"""Play under an answer prior: the exact weighted search equals a readable expectimax, the answer is never lost,
simulations draw from the prior, and the uniform prior changes nothing."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import ndle
from ndle.errors import ConfigError, StrategyError
from ndle.game import Game
from ndle.montecarlo.spec import draw_answers, make_spec
from ndle.patterns.matrix import pattern_matrix
from ndle.game import prior_weights
from ndle.solver.one.search import Solver
from ndle.solver.one.wsearch import WeightedSearch
from ndle.strategies import make_strategy
from ndle.words import make_word_list
from tests.patterns.test_lengths import word_lists
from tests.priors.reference import expectimax_reference


def game_of(guesses, answers, weights=None) -> Game:
    """Return a game of small lists (its matrix built here, never cached)."""
    words = make_word_list("tiny", answers, guesses)
    return Game(words, matrix=pattern_matrix(words.guesses, words.answers), weights=weights)


weights_st = st.lists(st.floats(0.01, 100.0), min_size=8, max_size=8)


@settings(max_examples=60)
@given(word_lists(low=3, high=5, max_size=7), weights_st, st.integers(1, 4))
def test_weighted_search_equals_readable_expectimax(lists, weights, left):
    guesses, answers = lists
    game = game_of(guesses, answers, np.array(weights[:len(answers)]))
    w, words = game.weights, game.words
    solver = WeightedSearch(game.matrix, w, words.answer_guess, game.solved)  # the search the players use
    everything = np.arange(len(words.answers))
    value, guess = solver.solve(everything, left)
    value = solver.real(value)
    expected = expectimax_reference(game.matrix, w, words.answer_guess, words.length, everything, left)
    assert value == pytest.approx(expected, rel=1e-9) if np.isfinite(expected) else value == np.inf
    if np.isfinite(expected):  # the guess it names reaches the value
        codes = game.matrix[guess, everything]
        total = w.sum() + sum(solver.real(solver.solve(everything[codes == c], left - 1)[0])
                              for c in np.unique(codes) if c != game.solved)
        assert total == pytest.approx(value, rel=1e-9)


def test_equal_weights_give_selbys_least_total():
    words = Game.create().words
    answers = words.answers[::97]
    game = game_of(words.guesses[::211] + answers, answers)
    selby = Solver(game.words, matrix=game.matrix)
    least = min(selby.evaluate(g, 6) for g in range(len(game.words.guesses)))
    weighted = WeightedSearch(game.matrix, np.ones(len(answers)), game.words.answer_guess, game.solved)
    assert weighted.real(weighted.solve(np.arange(len(answers)), 6)[0]) == least


@given(word_lists(low=4, high=5, max_size=8), weights_st, st.data())
def test_the_answer_is_never_filtered_out_and_keeps_its_weight(lists, weights, data):
    guesses, answers = lists
    game = game_of(guesses, answers, np.array(weights[:len(answers)]))
    answer = data.draw(st.integers(0, len(game.words.answers) - 1))
    state = game.start()
    for guess in data.draw(st.lists(st.integers(0, len(game.words.guesses) - 1), max_size=4)):
        if state.done:
            break
        state = state.play(guess, (answer,))
        board = state.boards[0]
        assert answer in board.candidates
        p = board.probabilities
        assert np.isclose(p.sum(), 1) and p[np.searchsorted(board.candidates, answer)] > 0
        assert np.allclose(p, game.weights[board.candidates] / game.weights[board.candidates].sum())


def test_uniform_boards_carry_no_weights(wordle):
    board = wordle.start().boards[0]
    assert board.weights is None and np.all(board.probabilities == 1 / len(wordle.words.answers))


def test_draws_follow_the_prior():
    prior = np.array([0.5, 0.3, 0.15, 0.05])
    rng = np.random.default_rng(3)
    counts = np.bincount([draw_answers(rng, 4, 1, False, prior)[0] for _ in range(20_000)], minlength=4)
    assert np.allclose(counts / 20_000, prior, atol=0.015)
    pairs = [draw_answers(rng, 4, 2, False, prior) for _ in range(200)]
    assert all(a != b for a, b in pairs)  # distinct answers per game


def test_a_uniform_run_is_unchanged_and_a_prior_run_is_recorded(wordle):
    plain = ndle.simulate(wordle, "sum", games=30, seed=4, replacement=True, progress=False)
    uniform = Game(wordle.words, wordle.rules, wordle.matrix, prior_weights("uniform", wordle.words))
    same = ndle.simulate(uniform, "sum", games=30, seed=4, replacement=True, progress=False)
    assert same == plain and "prior" not in plain.spec.to_dict() and "prior_digest" not in plain.spec.to_dict()
    weights = np.linspace(1, 50, len(wordle.words.answers))
    weighted = Game(wordle.words, wordle.rules, wordle.matrix, weights)
    run = ndle.simulate(weighted, "sum", games=30, seed=4, progress=False)
    assert run.spec.prior_digest.startswith("sha256:") and "drawn from the prior" in run.spec.describe()
    again = ndle.simulate(weighted, "sum", games=30, seed=4, progress=False, chunk_size=7)
    assert again == run
    ids = [wordle.words.answer_index[r.answers[0]] for r in run.records]
    assert np.mean(ids) > len(wordle.words.answers) / 2  # the heavier (later) answers come more often
    with pytest.raises(ConfigError, match="draws its answers from it"):
        make_spec(weighted, "sum", games="all")


def test_strategies_use_the_prior(wordle):
    from ndle.measures.weighted import feedback_entropy_reference

    weights = np.ones(len(wordle.words.answers))
    weights[wordle.words.answer_index["crane"]] = 1e6  # almost surely CRANE
    game = Game(wordle.words, wordle.rules, wordle.matrix, weights)
    state = game.start().play(wordle.words.guess_id("salet"), (wordle.words.answer_id("crane"),))
    board = state.boards[0]
    h = feedback_entropy_reference(game.matrix, board.candidates, board.probabilities)
    for name in ("entropy", "sum"):
        assert h[make_strategy(name, game).choose(state)] == pytest.approx(h.max())
    assert make_strategy("lookahead", game).choose(state) == wordle.words.guess_id("crane")
    assert make_strategy("sum", wordle).choose(state) != wordle.words.guess_id("crane")
    with pytest.raises(StrategyError, match="assume equally likely answers"):
        make_strategy("lookahead", game, endgame=4)


def test_exact_player_reaches_the_weighted_optimum():
    from ndle.playing import play_game

    words = Game.create().words
    answers = words.answers[5::293]
    rng = np.random.default_rng(11)
    game = game_of(words.guesses[::401] + answers, answers, rng.random(len(answers)) + 0.05)
    player = make_strategy("exact", game)
    played = sum(game.weights[a] * play_game(game, player, (a,))[0].turns for a in range(len(answers)))
    best = expectimax_reference(game.matrix, game.weights, game.words.answer_guess, 5, np.arange(len(answers)), 3)
    assert played == pytest.approx(best, rel=1e-9)
    uniform = make_strategy("exact", game_of(words.guesses[::401] + answers, answers))
    plain = sum(game.weights[a] * play_game(uniform.game, uniform, (a,))[0].turns for a in range(len(answers)))
    assert plain >= played - 1e-12


def test_solve_now_chances_follow_the_prior(wordle):
    weights = np.ones(len(wordle.words.answers))
    weights[wordle.words.answer_index["crane"]] = 9.0
    game = Game(wordle.words, wordle.rules, wordle.matrix, weights)
    state = game.with_boards(2).start()
    crane, other = wordle.words.guess_id("crane"), wordle.words.guess_id("slate")
    n = len(wordle.words.answers)
    chance = make_strategy("dichter", game.with_boards(2)).solution_probability(state, np.array([crane, other]))
    assert chance == pytest.approx([2 * 9 / (n + 8), 2 / (n + 8)])
    _, solve, logs = make_strategy("bonus", game)._parts(game.start())
    assert solve[crane] == pytest.approx(9 / (n + 8)) and logs < np.log2(n)
