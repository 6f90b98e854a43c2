"""Any word length 2-15 and any alphabet: fast codes equal readable references at every length."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import FeedbackError
from ndle.patterns.codes import all_green, code_dtype, decode, encode, feedback, n_patterns, parse_feedback
from ndle.patterns.hard import hard_mode_mask
from ndle.patterns.matrix import pattern_matrix
from ndle.words import make_word_list
from tests.patterns.test_codes import reference_feedback

ALPHABETS = ["ab", "abc", "abelst", "ñao", "äöü", "çé"]  # few letters: many repeats


def reference_code(marks: str) -> int:
    return sum("BYG".index(c) * 3 ** (len(marks) - 1 - i) for i, c in enumerate(marks))


@st.composite
def word_lists(draw, low=2, high=15, max_size=8):
    """Return (guesses, answers) of one random length over one small alphabet (answers drawn among the guesses)."""
    n = draw(st.integers(low, high))
    letters = draw(st.sampled_from(ALPHABETS))
    word = st.text(alphabet=letters, min_size=n, max_size=n)
    guesses = draw(st.lists(word, min_size=1, max_size=max_size, unique=True))
    answers = draw(st.lists(st.sampled_from(guesses), min_size=1, max_size=len(guesses), unique=True))
    return guesses, answers


@given(word_lists())
def test_matrix_equals_reference_at_every_length(lists):
    guesses, answers = lists
    n = len(guesses[0])
    m = pattern_matrix(guesses, answers)
    assert m.dtype == code_dtype(n) and m.shape == (len(guesses), len(answers))
    for i, g in enumerate(guesses):
        for j, a in enumerate(answers):
            marks = reference_feedback(g, a)
            assert feedback(g, a) == marks
            assert m[i, j] == encode(marks) == reference_code(marks)
            assert decode(m[i, j], n) == marks


def test_code_widths_and_extremes():
    assert [code_dtype(n).itemsize for n in (2, 5, 6, 10, 11, 15)] == [1, 1, 2, 2, 4, 4]
    for n in range(2, 16):
        assert all_green(n) == n_patterns(n) - 1 <= np.iinfo(code_dtype(n)).max
        assert encode("G" * n) == all_green(n) and decode(0, n) == "B" * n
        assert parse_feedback("0" * n, n) == "B" * n
    with pytest.raises(FeedbackError):
        code_dtype(16)
    with pytest.raises(FeedbackError):
        parse_feedback("BYG", 5)
    with pytest.raises(FeedbackError, match="impossible"):
        parse_feedback("GGGGGY", 6)


def test_fifteen_letters_use_the_top_codes():
    words = ["abcdefghijklmno", "onmlkjihgfedcba", "aaaaaaaaaaaaaaa"]
    m = pattern_matrix(words, words)
    assert m.dtype == np.uint32 and m[0, 0] == 3**15 - 1 and m[2, 1] == reference_code(feedback(words[2], words[1]))


@settings(max_examples=40)
@given(word_lists(), st.data())
def test_the_answer_is_never_filtered_out(lists, data):
    """Narrowing by the feedback each guess shows against the answer keeps it, and hard mode always allows it."""
    guesses, answers = lists
    words = make_word_list("t", answers, guesses)
    m = pattern_matrix(words.guesses, words.answers)
    answer = data.draw(st.integers(0, len(words.answers) - 1))
    candidates, history = np.arange(len(words.answers)), []
    for _ in range(data.draw(st.integers(1, 4))):
        g = data.draw(st.integers(0, len(words.guesses) - 1))
        code = encode(feedback(words.guesses[g], words.answers[answer]))
        candidates = candidates[m[g, candidates] == code]
        history.append((g, code))
        assert answer in candidates
        assert hard_mode_mask(words, history)[words.answer_guess[answer]]


def test_counts_are_per_letter_of_any_alphabet():
    words = make_word_list("es", ["ñandú", "cañón"], ["niños"])
    assert words.length == 5 and set("ñú") <= set(words.alphabet)
    assert feedback("cañón", "ñandú") == reference_feedback("cañón", "ñandú") == "BGYBY"
    assert Counter(decode(c, 5) for c in pattern_matrix(words.guesses, words.answers).ravel())["GGGGG"] == 2
