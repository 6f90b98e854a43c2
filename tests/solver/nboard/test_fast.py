"""The compiled n-board bound equals its readable reference: a guess's static bound after it."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.solver.nboard.search import INF, NBoardSolver, canonical, tuples_of
from ndle.solver.nboard.static import GENERAL, NOTHING, board_arrays, cheap_static_bounds, static_bounds
from ndle.words import load_words, make_word_list

from tests.solver.nboard.test_optimal import tiny_lists


def static_after_bound(s: NBoardSolver, pos, g: int) -> int | None:
    """Return the compiled static bound of guess g (INF: it changes nothing; None: the general path)."""
    v = int(static_bounds(s, board_arrays(pos), [g])[0])
    return None if v == GENERAL else INF if v == NOTHING else v


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_static_after_bound_equals_the_general_path(words, data, tmp_cache):
    """Any boards (equal, overlapping or disjoint sets), every guess: the compiled bound is the readable one."""
    s = NBoardSolver(words, "last")
    A = len(words.answers)
    n = data.draw(st.integers(1, 5))
    pos = canonical(data.draw(st.lists(st.integers(0, A - 1), min_size=1, max_size=A, unique=True))
                    for _ in range(n))
    for g in range(len(words.guesses)):
        got = s._bounded(pos, s.matrix[g, sorted(set().union(*pos))], sorted(set().union(*pos)), tuples_of(pos),
                         memo=False)
        fast = static_after_bound(s, pos, g)
        if fast is None:  # the general path: a child of more than four disjoint sets
            continue
        assert (INF if got is None else got[1]) == fast, (pos, g)
        assert s.after_bound(pos, g) == fast


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_static_after_bound_of_boards_on_one_set(words, data, tmp_cache):
    """Boards on the same set (every board at the start): each child is summed once with its number of orderings,
    and the bound is still the readable one."""
    s = NBoardSolver(words, "last")
    A = len(words.answers)
    S, T = (data.draw(st.lists(st.integers(0, A - 1), min_size=1, max_size=A, unique=True)) for _ in range(2))
    pos = canonical(data.draw(st.sampled_from([(S, S), (S, S, S), (S, S, T), (S, T, T), (S, S, T, T)])))
    union = sorted(set().union(*pos))
    for g in range(len(words.guesses)):
        got = s._bounded(pos, s.matrix[g, union], union, tuples_of(pos), memo=False)
        fast = static_after_bound(s, pos, g)
        if fast is not None:
            assert (INF if got is None else got[1]) == fast, (pos, g)


def test_static_after_bound_on_wordle_words():
    """A real position of three disjoint boards: the compiled bound is the readable one for a few guesses."""
    words = make_word_list("w", ["crane", "crate", "grace", "trace", "brace", "plumb", "plump", "dumpy", "stock",
                                 "stork", "stick", "shirk"], ["salet", "pudgy", "champ", "stomp"])
    s = NBoardSolver(words, "last")
    pos = canonical([range(0, 5), range(5, 8), range(8, 12)])
    union = sorted(set().union(*pos))
    for g in range(len(words.guesses)):
        slow = s._bounded(pos, s.matrix[g, union], union, tuples_of(pos), memo=False)
        assert static_after_bound(s, pos, g) == slow[1]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_cheap_static_bounds_are_lower_and_exact_when_whole(words, data, tmp_cache):
    """Before the classes are solved the cheap bound is at most the static one; once solved, it is the same."""
    A = len(words.answers)
    pos = canonical(data.draw(st.lists(st.integers(0, A - 1), min_size=1, max_size=A, unique=True))
                    for _ in range(data.draw(st.integers(2, 3))))
    s = NBoardSolver(words, "last")
    arrays, guesses = board_arrays(pos), range(len(words.guesses))
    cheap, partial = cheap_static_bounds(s, arrays, guesses)
    exact = static_bounds(s, arrays, guesses)
    assert (cheap <= exact).all() and (cheap[~partial] == exact[~partial]).all()
    again, partial = cheap_static_bounds(s, arrays, guesses)  # every class's optimum is cached now
    assert not partial.any() and (again == exact).all()
    cut = data.draw(st.integers(0, int(exact.max()) + 1))  # clean chances at their caps where the bound reaches it
    loose, partial = cheap_static_bounds(s, arrays, guesses, cut)
    assert not partial.any() and (loose <= exact).all() and (loose[loose < cut] == exact[loose < cut]).all()


@pytest.mark.parametrize("boards", [[range(0, 12), range(40, 52)], [range(0, 12), range(40, 52), range(70, 82)]],
                         ids=["two", "three"])
def test_loose_clean_chances_are_weaker_above_the_cut_only(boards):
    """Two or three disjoint boards of real words: above the cut a guess may keep the clean chances' caps, a lower
    bound that some guess shows is weaker; below it every bound is exact (every 6th guess: hundreds of guesses show
    each claim, in a sixth of the time)."""
    words = load_words("wordle")
    words = make_word_list("w", words.answers[::23], words.guesses[::6])
    s = NBoardSolver(words, "last")
    pos = canonical(boards)
    arrays, guesses = board_arrays(pos), np.arange(len(words.guesses))
    exact = static_bounds(s, arrays, guesses)
    loose, _ = cheap_static_bounds(s, arrays, guesses, 0)
    assert (loose <= exact).all() and (loose < exact).any()
    cut = int(np.median(exact))
    mixed, _ = cheap_static_bounds(s, arrays, guesses, cut)
    assert (mixed[mixed < cut] == exact[mixed < cut]).all() and ((mixed == exact) | (mixed >= cut)).all()
    assert (mixed <= exact).all() and ((loose < cut) & (mixed < exact)).any()  # some stopped once at the cut
