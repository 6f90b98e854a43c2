"""A guess's child positions: boards on one candidate set enumerated as multisets of its classes."""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.solver.nboard.search import NBoardSolver, canonical
from ndle.words import make_word_list

tiny_words = st.text(alphabet="abcde", min_size=5, max_size=5)  # repeated letters, many equal feedbacks


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(answers=st.lists(tiny_words, min_size=2, max_size=9, unique=True), data=st.data())
def test_children_equal_every_combination_of_classes(answers, data, tmp_cache):
    """Up to five boards drawn from at most three candidate sets (so sets repeat): the children and their
    multiplicities equal those of every combination of the boards' classes, and the multiplicities add up to
    the number of feedback combinations."""
    words = make_word_list("t", answers, [])
    A = len(answers)
    sets = [data.draw(st.lists(st.integers(0, A - 1), min_size=1, max_size=A, unique=True)) for _ in range(3)]
    pos = canonical(data.draw(st.lists(st.sampled_from(sets), min_size=1, max_size=5)))
    s = NBoardSolver(words, "last")
    union = sorted(set().union(*pos))
    for g in data.draw(st.lists(st.integers(0, len(words.guesses) - 1), min_size=1, max_size=3)):
        row = s.matrix[g, union]
        kids = s.children(pos, row, union)
        assert kids == dict(s.children_by_product(pos, row, union))
        classes = [len({int(s.matrix[g, a]) for a in b}) for b in pos]
        assert sum(kids.values()) == math.prod(classes)
