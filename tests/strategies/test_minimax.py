"""Minimax: the kernel against a readable reference, the choice against a brute-force reading of its rule."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import StrategyError
from ndle.measures.largest import largest_classes, largest_classes_reference
from ndle.patterns.codes import all_green, n_patterns
from ndle.patterns.matrix import pattern_matrix
from ndle.strategies import make_strategy
from tests.patterns.test_lengths import word_lists
from tests.players_util import small_game

SMALL = small_game(40, 60, seed=3)


@settings(max_examples=60, deadline=None)
@given(st.sets(st.integers(0, 39), min_size=0, max_size=40))
def test_kernel_equals_reference(chosen):
    candidates = np.array(sorted(chosen), dtype=np.int32)
    got = largest_classes(SMALL.matrix, candidates, 5)
    if len(candidates):
        want = largest_classes_reference(SMALL.matrix, candidates, 5)
    else:
        want = (np.zeros(len(SMALL.matrix), np.int32),) * 2
    assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])


@settings(max_examples=40, deadline=None)
@given(word_lists(max_size=10), st.data())
def test_kernel_equals_reference_at_every_length(lists, data):
    """Any word length: all green is 3**length - 1, and codes go up to it (uint16 and uint32 matrices too)."""
    guesses, answers = lists
    candidates = np.array(sorted(data.draw(st.sets(st.integers(0, len(answers) - 1), min_size=1))), np.int32)
    m = pattern_matrix(guesses, answers)
    got = largest_classes(m, candidates, len(guesses[0]))
    want = largest_classes_reference(m, candidates, len(guesses[0]))
    assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])


def _slow_choice(state, combine):
    """The rule read literally: least combined largest class, then candidates, then most classes, then first."""
    words, best = state.game.words, None
    possible = {int(words.answer_guess[a]) for b in state.unsolved for a in b.candidates}
    for g in range(len(words.guesses)):
        if g in state.guesses:
            continue
        largest, classes = [], 0
        for b in state.unsolved:
            sizes = np.bincount(state.game.matrix[g, b.candidates], minlength=n_patterns(5))
            classes += np.count_nonzero(sizes)
            sizes[all_green(5)] = 0
            largest.append(int(sizes.max()))
        key = (sum(largest) if combine == "sum" else max(largest), g not in possible, -classes, g)
        best = min(best or key, key)
    return best[-1]


@pytest.mark.parametrize("combine", ["sum", "max"])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(1, 3))
def test_choice_follows_the_rule(combine, seed, n):
    game = SMALL.with_boards(n)
    rng = np.random.default_rng(seed)
    answers = tuple(int(a) for a in rng.choice(40, n))
    strategy = make_strategy("minimax", game, combine=combine)
    state = game.start()
    while not state.done:
        guess = strategy.choose(state)
        assert guess == _slow_choice(state, combine)
        state = state.play(guess, answers)


def test_wordle_opener_and_worst_case(wordle):
    # RAISE, ARISE, AESIR, SERAI... leave at most 168; RAISE is an answer with the most classes (132)
    strategy = make_strategy("minimax", wordle)
    assert wordle.words.guesses[strategy.choose(wordle.start())] == "raise"


def test_bad_combine():
    with pytest.raises(StrategyError, match="combine"):
        make_strategy("minimax", SMALL, combine="mean")
