"""The n-board worst case equals a slow readable minimax over every answer tuple and every guess (tiny lists)."""

from __future__ import annotations

import itertools
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import NdleError
from ndle.game import as_game
from ndle.patterns.cache import matrix_for
from ndle.patterns.codes import all_green
from ndle.solver.worst.multi import multi_worst
from ndle.words import load_words, make_word_list

WORDLE = load_words("wordle")


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


def reference(words, boards: int, consistent: bool = False) -> int:
    """Guesses until every board is solved, the adversary choosing among tuples of distinct answers (`consistent`:
    each guess an answer still possible on an unsolved board)."""
    M = matrix_for(words)

    @lru_cache(maxsize=None)
    def value(tuples: frozenset, solved: frozenset) -> float:
        if len(solved) == boards:
            return 0
        best = float("inf")
        every = range(len(words.guesses))
        if consistent:
            every = sorted({int(words.answer_guess[t[b]]) for t in tuples for b in range(boards) if b not in solved})
        for g in every:
            classes: dict[tuple, set] = {}
            for t in tuples:
                codes = tuple(int(M[g, a]) if b not in solved else None for b, a in enumerate(t))
                classes.setdefault(codes, set()).add(t)
            if len(classes) == 1 and all_green(5) not in next(iter(classes)):
                continue  # tells nothing
            worst = max(value(frozenset(ts), solved | {b for b, c in enumerate(codes) if c == all_green(5)})
                        for codes, ts in classes.items())
            best = min(best, 1 + worst)
        return best

    tuples = frozenset(t for t in itertools.product(range(len(words.answers)), repeat=boards)
                       if len(set(t)) == boards)
    return value(tuples, frozenset())


lists = st.builds(lambda a, g: make_word_list("t", a, g),
                  st.lists(st.sampled_from(WORDLE.answers[:300]), min_size=3, max_size=6, unique=True),
                  st.lists(st.sampled_from(WORDLE.guesses[:3000]), max_size=2, unique=True))
clusters = st.builds(lambda end, k, g: make_word_list("t", [w for w in WORDLE.answers if w.endswith(end)][:k], g),
                     st.sampled_from(("ight", "atch", "ound", "ower")), st.integers(4, 6),
                     st.lists(st.sampled_from(WORDLE.guesses), max_size=2, unique=True))


@settings(max_examples=20, deadline=None)
@given(words=st.one_of(lists, clusters))
def test_two_boards_equal_reference(words):
    r = multi_worst(words, 2)
    assert r.worst == reference(words, 2)


@settings(max_examples=5, deadline=None)
@given(words=st.builds(lambda a: make_word_list("t", a, []),
                       st.lists(st.sampled_from(WORDLE.answers[:300]), min_size=3, max_size=4, unique=True)))
def test_three_boards_equal_reference(words):
    assert multi_worst(words, 3).worst == reference(words, 3)


@settings(max_examples=20, deadline=None)
@given(words=st.one_of(lists, clusters), boards=st.sampled_from([2, 2, 3]))
def test_consistent_play_equals_reference(words, boards):
    """Consistent play: every guess an answer still possible on an unsolved board."""
    if boards > len(words.answers) or boards == 3 and len(words.answers) > 4:
        return
    r = multi_worst(as_game(words, boards=boards, consistent=True))
    assert r.worst == reference(words, boards, consistent=True) and r.to_dict()["consistent"] is True


def test_consistent_play_costs_a_guess():
    """Five answers ending in -ight and guesses that are none of them: free play finishes two boards sooner."""
    words = make_word_list("t", ["eight", "fight", "light", "might", "night"], ["fling", "nomad"])
    free, tied = multi_worst(words, 2).worst, multi_worst(as_game(words, boards=2, consistent=True)).worst
    assert free < tied == reference(words, 2, consistent=True)


def test_bad_boards():
    words = make_word_list("t", WORDLE.answers[:3], [])
    for boards in (1, 4):
        with pytest.raises(NdleError, match="boards"):
            multi_worst(words, boards)
