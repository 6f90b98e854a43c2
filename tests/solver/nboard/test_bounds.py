"""The n-board lower bounds: `spread` equals a count over every answer tuple, and a position's bound never exceeds
its exact value (and reaches it where the coincidence of equal answers is all there is)."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of
from ndle.solver.nboard.bounds import SPREAD_BOARDS, spread
from ndle.words import make_word_list

from tests.solver.nboard.test_optimal import game_like, tiny_lists


def readable_spread(counts, sizes) -> tuple[float, float]:
    """E[sum of m_i (i - 1)] and E[distinct answers] by listing every answer tuple (group r's answers are r*10+j)."""
    values = [[10 * r + j for j in range(s)] for r, (c, s) in enumerate(zip(counts, sizes)) for _ in range(c)]
    eg = ed = 0
    tuples = list(itertools.product(*values))
    for answers in tuples:
        m = sorted(Counter(answers).values(), reverse=True)
        eg += sum(mi * i for i, mi in enumerate(m))
        ed += len(m)
    return eg / len(tuples), ed / len(tuples)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(1, SPREAD_BOARDS), st.integers(1, 6)), min_size=1, max_size=SPREAD_BOARDS)
       .filter(lambda g: sum(c for c, _ in g) <= SPREAD_BOARDS and math.prod(s ** c for c, s in g) <= 5000))
def test_spread_equals_every_tuple(groups):
    counts, sizes = (np.array(v, dtype=np.int64) for v in zip(*groups))
    assert spread(counts, sizes) == pytest.approx(readable_spread(counts.tolist(), sizes.tolist()), abs=1e-12)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_bound_never_exceeds_the_value(words, data, tmp_cache):
    """Game-like positions (groups of equal sets, the groups disjoint) and any sets, both objectives."""
    A = len(words.answers)
    s = NBoardSolver(words, data.draw(st.sampled_from(["last", "total"])))
    boards = game_like(data, A, 4)
    boards += data.draw(st.lists(st.lists(st.integers(0, A - 1), min_size=1, max_size=A, unique=True), max_size=1))
    pos = canonical(boards)
    if len(pos) >= 2:
        assert s.bound(pos) <= s.solve(pos)[0], pos


def test_equal_sets_bound_counts_coinciding_answers(tmp_cache):
    """Two boards on the same two candidates: 1.75 turns (1 when both answers are the first one guessed, else 2)
    is what the bound gives; each board's own optimum (1.5 turns) alone would not."""
    words = make_word_list("two", ["crane", "slate"], [])
    s = NBoardSolver(words, "last")
    pos = canonical([(0, 1), (0, 1)])
    assert s.solve(pos)[0] == s.bound(pos) == 7 == 1.75 * tuples_of(pos)
    three = canonical([(0, 1)] * 3)  # 1 turn (1/8), 2 turns (7/8), so 15/8: the bound says at least 1 + 3/4
    assert s.solve(three)[0] == 15 and s.bound(three) == 14


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_every_guess_bound_never_exceeds_its_value(words, data, tmp_cache):
    """`moves`' bound of each guess (every pair of classes, triples, the distinct answers left) is at most the
    guess's exact value, for two to four boards."""
    s = NBoardSolver(words, data.draw(st.sampled_from(["last", "total"])))
    pos = canonical(game_like(data, len(words.answers), 4))
    if len(pos) < 2:
        return
    guesses, _, _, bounds = s.moves(pos)
    for g, b in zip(guesses.tolist(), bounds.tolist()):
        assert b <= s.guess_value(pos, g), (pos, g)


def test_guess_bound_is_exact_when_a_guess_names_every_answer(tmp_cache):
    """Two boards on four answers that each guess tells apart: after it, equal answers need one more turn and
    different ones two (none if the guess was both), which the pair bound counts exactly."""
    words = make_word_list("four", ["crane", "crate", "trace", "react"], [])
    pos = canonical([range(4), range(4)])
    s = NBoardSolver(words, "last")
    guesses, _, _, bounds = s.moves(pos)
    assert len(guesses) == 4
    for g, b in zip(guesses.tolist(), bounds.tolist()):
        assert b == s.guess_value(pos, g) == 16 + 21  # 1 + 21/16 turns, summed over the 16 answer pairs


def test_guess_bound_counts_the_waste_of_two_disjoint_classes(tmp_cache):
    """BBB splits four answers into two pairs it cannot tell apart, and each answer tells the other pair apart.
    After it a child of two different pairs needs 2.5 more turns (a hit on the first pair with chance 1/2, else a
    wasted turn): the clean chance's cap 1/2 gives exactly that, where turns alone gave 2. Equal pairs need 1.75."""
    words = make_word_list("pairs", ["cee", "ead", "dab", "acb"], ["bbb"])
    pos = canonical([range(4), range(4)])
    s = NBoardSolver(words, "last")
    guesses, _, _, bounds = s.moves(pos)
    bbb = guesses.tolist().index(words.guess_id("bbb"))
    assert bounds[bbb] == s.guess_value(pos, words.guess_id("bbb")) == 16 + 2 * 4 * 1.75 + 2 * 4 * 2.5  # 50
