"""The compiled clean chances of two, three and four disjoint boards equal the readable recursion."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from ndle.solver.nboard.search import NBoardSolver, canonical
from ndle.solver.nboard.clean import clean4
from ndle.solver.nboard.waste import Waste

from tests.solver.nboard.test_optimal import tiny_lists


class ReadableWaste(Waste):
    """The waste bound's clean chance by the general recursion only (no compiled closed forms)."""

    def clean_chance(self, pos):
        if len(pos) <= 1:
            return 1.0 / len(pos[0]) if pos else 1.0
        if pos not in self._q:
            self._q[pos] = self.clean_chance_general(pos)
        return self._q[pos]


def disjoint_boards(data, A: int, n: int) -> tuple:
    """Draw n disjoint non-empty candidate sets of answers 0..A-1 (fewer when A is small)."""
    ids = data.draw(st.permutations(range(A)))
    if n < A:
        cuts = sorted(data.draw(st.lists(st.integers(1, A - 1), min_size=n - 1, max_size=n - 1, unique=True)))
    else:
        cuts = list(range(1, A))
    bounds = [0, *cuts, A]
    return canonical(ids[a:b] for a, b in zip(bounds, bounds[1:]))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_clean_chance_equals_the_recursion(words, data, tmp_cache):
    s = NBoardSolver(words, "last")
    pos = disjoint_boards(data, len(words.answers), data.draw(st.integers(2, 4)))
    fast, slow = Waste(s.matrix, words.answer_guess), ReadableWaste(s.matrix, words.answer_guess)
    assert fast.clean_chance(pos) == pytest.approx(slow.clean_chance(pos), abs=1e-12)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_clean_chance_of_four_boards_in_any_order(words, data, tmp_cache):
    """Four disjoint boards given to the compiled clean chance in each of their 24 orders: always the recursion's
    value (a hit on any of the four boards counts, whichever place it is given in)."""
    s = NBoardSolver(words, "last")
    pos = disjoint_boards(data, len(words.answers), 4)
    assume(len(pos) == 4)
    slow = ReadableWaste(s.matrix, words.answer_guess).clean_chance(pos)
    ag = np.asarray(words.answer_guess, dtype=np.int64)
    for order in itertools.permutations(pos):
        got = clean4(s.matrix, ag, *(np.asarray(b, dtype=np.int64) for b in order), s.n_codes)
        assert got == pytest.approx(slow, abs=1e-12), order
