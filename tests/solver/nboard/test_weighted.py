"""Exact n-board values under an answer prior: the weighted search equals a slow readable expectimax over answer
tuples drawn from the prior (each board's answer independently); equal weights give the uniform search's values and
guesses exactly; bad weights and a journal are refused."""

from __future__ import annotations


import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.errors import ModeError, NdleError
from ndle.solver.nboard.optimal import nboard_optimal, start_from
from ndle.solver.nboard.search import NBoardSolver, canonical
from ndle.solver.nboard.weighted import WeightedNBoardSolver
from ndle.words import load_words, make_word_list
from tests.solver.nboard.reference import expectimax_value

WORDLE = load_words("wordle")


tiny_words = st.text(alphabet="abcde", min_size=5, max_size=5)
tiny_lists = st.builds(lambda a, g: make_word_list("t", a, g),
                       st.lists(tiny_words, min_size=4, max_size=7, unique=True),
                       st.lists(tiny_words, min_size=0, max_size=3, unique=True))


def random_boards(data, A: int, n: int) -> list:
    """Draw n boards' candidate sets over A answers: each equal to an earlier one, disjoint from it, or any set."""
    return [data.draw(st.lists(st.integers(0, A - 1), min_size=1, max_size=A, unique=True)) for _ in range(n)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_weighted_values_equal_reference(words, data, tmp_cache):
    n = data.draw(st.integers(1, 3), label="boards") if data.draw(st.booleans()) else 2
    objective = data.draw(st.sampled_from(["last", "total"]))
    A = len(words.answers)
    weights = np.array(data.draw(st.lists(st.integers(1, 30), min_size=A, max_size=A)), dtype=np.float64)
    pos = canonical(random_boards(data, A, n))
    s = WeightedNBoardSolver(words, weights, objective)
    W, best = s.solve(pos)
    expected = expectimax_value(words, pos, objective, weights)
    assert W / s.mass(pos) == pytest.approx(float(expected), rel=1e-12)
    fresh = WeightedNBoardSolver(words, weights, objective)
    assert fresh.guess_value(pos, best) == pytest.approx(W, rel=1e-12)  # the best guess reaches the value
    for g in range(len(words.guesses)):  # no guess is better; against a cut-off a value is exact or a bound past it
        exact = WeightedNBoardSolver(words, weights, objective).guess_value(pos, g)
        assert exact >= W * (1 - 1e-12)
        beta = exact * data.draw(st.sampled_from([0.9, 0.999, 1.001, 1.1]))
        v = fresh.guess_value(pos, g, beta)
        assert v == pytest.approx(exact, rel=1e-12) if exact < beta else beta <= v <= exact * (1 + 1e-12)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_equal_weights_are_the_uniform_search_exactly(words, data, tmp_cache):
    n = data.draw(st.integers(2, 3))
    objective = data.draw(st.sampled_from(["last", "total"]))
    A = len(words.answers)
    pos = canonical(random_boards(data, A, n))
    scale = data.draw(st.sampled_from([1.0, 1 / A, 7.0]))  # any scale: the lightest weight becomes one
    W, best = WeightedNBoardSolver(words, np.full(A, scale), objective).solve(pos)
    F, uniform_best = NBoardSolver(words, objective).solve(pos)
    assert W == F  # exact in floating point, not only close
    assert NBoardSolver(words, objective).guess_value(pos, best) == F


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_ranking_under_a_prior_equals_reference(words, data, tmp_cache):
    """`nboard_optimal(prior=weights)` of positions as play makes them: every guess's value is the reference's
    (plus the turns played), best first."""
    n = data.draw(st.integers(2, 3))
    objective = data.draw(st.sampled_from(["last", "total"]))
    A = len(words.answers)
    weights = np.array(data.draw(st.lists(st.integers(1, 20), min_size=A, max_size=A)), dtype=np.float64)
    answers = [data.draw(st.sampled_from(words.answers)) for _ in range(n)]
    after = data.draw(st.lists(st.sampled_from(words.guesses), max_size=1))
    start = start_from(words, answers=answers, after=after)
    pos = canonical(start.boards)
    if not pos:
        return
    r = nboard_optimal(words, objective=objective, answers=answers, after=after, top=len(words.guesses),
                       progress=False, prior=weights)
    assert r.proven and r.prior == "weights"
    expected = expectimax_value(words, pos, objective, weights)
    assert r.value - start.score(objective, 0) == pytest.approx(float(expected), rel=1e-12)
    values = [v for _, v in r.ranking]
    assert values == sorted(values)


small = make_word_list("s", WORDLE.answers[::97], WORDLE.guesses[::301])


@pytest.mark.parametrize("objective", ["last", "total"])
def test_equal_weights_rank_as_the_uniform_search(objective):
    """On a real list, equal weights give the uniform search's ranking: the same guesses, the same values."""
    uniform = nboard_optimal(small, 2, objective, top=4, progress=False)
    weighted = nboard_optimal(small, 2, objective, top=4, progress=False, prior=np.ones(len(small.answers)))
    assert weighted.ranking == uniform.ranking and weighted.proven
    assert (uniform.prior, weighted.prior) == ("uniform", "weights")


def test_a_prior_moves_the_value():
    """Weights piled on a few answers lower the expected turns below the uniform value (they are easier to
    reach), and the ranking is the same for two jobs."""
    w = np.ones(len(small.answers))
    w[:3] = 50.0
    uniform = nboard_optimal(small, 2, top=2, progress=False)
    one = nboard_optimal(small, 2, top=2, progress=False, prior=w)
    two = nboard_optimal(small, 2, top=2, progress=False, prior=w, jobs=2)
    assert one.value < uniform.value - 0.1
    assert one.ranking == two.ranking


def test_bad_weights_and_a_journal_are_refused(tmp_path):
    with pytest.raises(ModeError, match="one per answer"):
        nboard_optimal(small, 2, prior=np.ones(3), progress=False)
    with pytest.raises(ModeError, match="positive"):
        nboard_optimal(small, 2, prior=-np.ones(len(small.answers)), progress=False)
    with pytest.raises(NdleError, match="positive finite"):
        WeightedNBoardSolver(small, np.zeros(len(small.answers)))
    with pytest.raises(NdleError, match="journal"):
        nboard_optimal(small, 2, prior=np.ones(len(small.answers)), journal=tmp_path / "j", progress=False)
    assert not (tmp_path / "j").exists()
