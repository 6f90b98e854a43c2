"""Every feedback rule's fast matrix equals its readable reference; feedback round-trips; code spaces."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import FeedbackError, ModeError, WordError, WordListError
from ndle.patterns.feedback import rule_named, rule_names
from ndle.patterns.feedback.pegs import peg_pairs
from ndle.game import Game
from ndle.rules import Rules
from ndle.words import code_space, load_words

NEW = ("mastermind", "bulls-cows", "jotto", "wpeaks")


def code_lists(alphabet: str, distinct: bool = False):
    """Lists of codes of one length 2-6 over `alphabet` (few symbols: repeats are common), distinct if asked."""
    def of_length(n):
        code = st.lists(st.sampled_from(alphabet), min_size=n, max_size=n, unique=distinct).map("".join)
        return st.tuples(st.lists(code, min_size=1, max_size=8), st.lists(code, min_size=1, max_size=8))
    return st.integers(2, min(6, len(alphabet)) if distinct else 6).flatmap(of_length)


@pytest.mark.parametrize("rule", ["exact", "naive", "fetterman", "mastermind", "jotto", "wpeaks"])
@settings(max_examples=40, deadline=None)
@given(lists=code_lists("abcd"))
def test_matrix_equals_reference_with_repeats(rule, lists):
    guesses, answers = lists
    r, n = rule_named(rule), len(guesses[0])
    m = r.matrix(guesses, answers)
    assert m.shape == (len(guesses), len(answers)) and m.dtype == r.dtype(n)
    for i, g in enumerate(guesses):
        for j, a in enumerate(answers):
            want = r.reference(g, a)
            assert r.show(int(m[i, j]), n) == want and r.parse(want, n) == m[i, j], (rule, g, a)
            assert (m[i, j] == r.solved(n)) == (g == a)  # solved exactly when the guess is the answer


@settings(max_examples=40, deadline=None)
@given(lists=code_lists("0123456", distinct=True))
def test_bulls_cows_matrix_equals_reference(lists):
    guesses, answers = lists
    r, n = rule_named("bulls-cows"), len(guesses[0])
    m = r.matrix(guesses, answers)
    for i, g in enumerate(guesses):
        for j, a in enumerate(answers):
            assert r.show(int(m[i, j]), n) == r.reference(g, a)
    assert (m == rule_named("mastermind").matrix(guesses, answers)).all()  # without repeats, the same counts


@pytest.mark.parametrize("rule, guess, answer, want", [
    ("mastermind", "1122", "1223", "2B1W"),  # 1 and 2 right, a further 2 in common elsewhere
    ("mastermind", "1111", "1223", "1B0W"),
    ("mastermind", "6543", "3456", "0B4W"),
    ("bulls-cows", "1234", "1243", "2B2C"),
    ("jotto", "abbey", "babes", "4"),
    ("jotto", "listen", "silent", "6"),  # an anagram: every letter, not the win
    ("jotto", "silent", "silent", "win"),
    ("wpeaks", "crane", "slate", "><G>G"),
])
def test_known_feedback(rule, guess, answer, want):
    assert rule_named(rule).reference(guess, answer) == want
    m = rule_named(rule).matrix([guess], [answer])
    assert rule_named(rule).show(int(m[0, 0]), len(guess)) == want


@pytest.mark.parametrize("rule", rule_names())
@pytest.mark.parametrize("n", [2, 4, 5])
def test_every_code_round_trips(rule, n):
    r = rule_named(rule)
    assert r.solved(n) == r.n_patterns(n) - 1
    assert np.iinfo(r.dtype(n)).max >= r.solved(n)
    never = {r.solved(n) - 3**k for k in range(n)} if rule == "exact" else set()  # all greens but one yellow
    for code in range(r.n_patterns(n)):
        text = r.show(code, n)
        if code in never:
            with pytest.raises(FeedbackError, match="impossible"):
                r.parse(text, n)
        else:
            assert r.parse(text, n) == code


def test_peg_feedback_counts_and_spellings():
    assert len(peg_pairs(4)) == 14 and peg_pairs(4)[-1] == (4, 0) and (3, 1) not in peg_pairs(4)
    mm, bc = rule_named("mastermind"), rule_named("bulls-cows")
    assert mm.parse("2B1W", 4) == mm.parse("21", 4) == mm.parse(" 2b 1w ", 4) == 10  # (2, 0) is 9
    assert mm.parse("2B", 4) == mm.parse("20", 4) == mm.parse("2B0W", 4) and mm.parse("1W", 4) == mm.parse("01", 4)
    assert mm.show(mm.parse("4B", 4), 4) == "4B0W" and mm.parse("4B", 4) == mm.solved(4)
    assert bc.parse("1B2C", 4) == bc.parse("12", 4)
    for bad in ("3B1W", "5B", "x", "", "2B1C", "123"):
        with pytest.raises(FeedbackError):
            mm.parse(bad, 4)
    with pytest.raises(FeedbackError):
        rule_named("jotto").parse("6", 5)
    with pytest.raises(FeedbackError, match="repeated symbols"):
        bc.matrix(["1123"], ["1234"])
    with pytest.raises(FeedbackError, match="unknown feedback rule"):
        rule_named("nope")


def test_wpeaks_arrows_and_digits():
    r = rule_named("wpeaks")
    assert r.parse("><G>G", 5) == r.parse("^vG^g", 5) == r.parse("10212", 5) == 1 * 81 + 0 * 27 + 2 * 9 + 3 + 2
    with pytest.raises(FeedbackError):
        r.parse("BYGGG", 5)


def test_code_spaces():
    mm, bc = load_words("mastermind"), load_words("bulls-cows")
    assert len(mm.answers) == len(mm.guesses) == 6**4 and mm.guesses[0] == "1111" and mm.guesses[-1] == "6666"
    assert len(bc.answers) == 5040 and all(len(set(c)) == 4 for c in bc.answers)
    small = code_space(3, "abc", repeats=False)
    assert small.name == "codes-3-abc-distinct" and small.answers == ("abc", "acb", "bac", "bca", "cab", "cba")
    assert load_words("codes-3-abc-distinct").answers == small.answers
    assert mm.guess_id("1234") == mm.guesses.index("1234")
    with pytest.raises(WordError):
        mm.guess_id("1237")
    for bad in ("codes-3-aab", "codes-20-01", "codes-9-0123456789"):
        with pytest.raises(WordListError):
            load_words(bad)


def test_hard_mode_refused_under_counts():
    with pytest.raises(ModeError, match="hard mode"):
        Rules(words="mastermind", feedback="mastermind", hard=True)
    assert Rules(words="mastermind", feedback="wpeaks").feedback == "wpeaks"


def test_a_game_on_a_code_space_reads_and_shows_pegs():
    game = Game.create(words="mastermind", feedback="mastermind", max_guesses=10)
    assert game.solved == 13 and game.matrix.dtype == np.uint8 and game.matrix.shape == (1296, 1296)
    state = type(game.start()).from_feedback(game, [("1122", "1B1W"), ("1344", "2B")])
    cands = [game.words.answers[a] for a in state.boards[0].candidates]
    assert cands and all(rule_named("mastermind").reference("1122", c) == "1B1W" for c in cands)
    assert "1344" not in cands and all(rule_named("mastermind").reference("1344", c) == "2B0W" for c in cands)
