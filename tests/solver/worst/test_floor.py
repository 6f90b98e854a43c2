"""The counting floor on the n-board worst case never exceeds the exact worst case (slow readable minimax)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import NdleError
from ndle.solver.worst.floor import floor_from_counts, worst_floor
from ndle.words import load_words, make_word_list
from tests.solver.worst.test_multi import clusters, lists, reference

WORDLE = load_words("wordle")


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


@settings(max_examples=20, deadline=None)
@given(words=st.one_of(lists, clusters), boards=st.integers(1, 2))
def test_floor_at_most_the_exact_worst_case(words, boards):
    assert worst_floor(words, boards).floor <= reference(words, boards)


def test_third_step_on_a_cluster():
    # six ?IGHT answers guessed only among themselves: every guess leaves the other five alike (L = 5), and
    # splits them in two classes at most (K = 2), so 2 spare words: two boards need turn 5 at least
    words = make_word_list("t", [w for w in WORDLE.answers if w.endswith("ight")][:6], [])
    r = worst_floor(words, 2)
    assert (r.largest, r.classes, r.spare, r.floor) == (5, 2, 2, 5)
    assert r.floor <= reference(words, 2)
    assert worst_floor(words, 3).floor == 5  # 2 spare words are too few for 3 boards: step 2 only


def test_wordle_counts():
    r = worst_floor(WORDLE, 2)
    assert (r.largest, r.classes, r.spare, r.floor) == (168, 150, 17, 5)
    assert r.to_dict()["proven"] is True
    assert [worst_floor(WORDLE, n).floor for n in (1, 4, 8, 16, 17, 18, 32)] == [4, 7, 11, 19, 20, 20, 34]


@pytest.mark.parametrize(("counts", "floor"), [((2, 10, 6, 3), 5), ((2, 10, 5, 3), 4), ((2, 10, 2, 9), 3),
                                               ((2, 2, 1, 2), 2)])
def test_floor_steps(counts, floor):
    assert floor_from_counts(*counts) == floor


def test_bad_boards():
    words = make_word_list("t", WORDLE.answers[:3], [])
    for boards in (0, 4):
        with pytest.raises(NdleError, match="boards"):
            worst_floor(words, boards)
