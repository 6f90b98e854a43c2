"""The `wordle-jotto` list's rule: the words of distinct letters, the alphabetically first of each anagram class; the
shipped list is that rule applied to the `wordle` answers."""

from __future__ import annotations

from hypothesis import given, strategies as st

from ndle.words import load_words
from ndle.words.jotto import jotto_words


def test_the_rule_on_words_by_hand():
    assert jotto_words(["later", "alter", "alert", "llama", "crane", "nacre", "abbey"]) == ("alert", "crane")
    assert jotto_words([]) == ()


@given(st.lists(st.text("abcdef", min_size=3, max_size=3), max_size=40))
def test_the_rule_against_its_definition(words):
    got = jotto_words(words)
    assert list(got) == sorted(set(got))
    distinct = [w for w in words if len(set(w)) == 3]
    assert {frozenset(w) for w in got} == {frozenset(w) for w in distinct}  # one word per class, every class
    for w in got:
        assert w in distinct and w == min(v for v in distinct if sorted(v) == sorted(w))


def test_the_shipped_list_is_the_rule_on_the_wordle_answers():
    jotto, wordle = load_words("wordle-jotto"), load_words("wordle")
    assert jotto.answers == jotto.guesses == jotto_words(wordle.answers)
    assert len(jotto.answers) == 1393 and jotto.answers[:3] == ("abhor", "abide", "abled")
