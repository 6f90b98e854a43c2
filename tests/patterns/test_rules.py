import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import FeedbackError
from ndle.patterns.codes import code_dtype, decode, feedback
from ndle.game import Game
from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback import rule_named
from ndle.patterns.rules import fetterman_feedback, naive_feedback
from ndle.words import make_word_list
from tests.patterns.test_lengths import word_lists

REFERENCE = {"exact": feedback, "naive": naive_feedback, "fetterman": fetterman_feedback}


def build_matrix(guesses, answers, rule):
    return rule_named(rule).matrix(guesses, answers)


@pytest.mark.parametrize("guess, answer, exact, naive, fetterman", [
    ("muddy", "modem", "GBGBB", "GBGYB", "GBGBB"),  # Hayes, Note 2
    ("stall", "stale", "GGGGB", "GGGGY", "GGGGB"),
    ("adder", "muddy", "BYGBB", "BYGBB", "BYGBB"),
    ("asses", "passe", "YYGYB", "YYGYY", "YYGYB"),
    ("silly", "hotel", "BBYBB", "BBYYB", "BBYBB"),
    ("eerie", "three", "YBGBG", "YYGBG", "YYGBG"),  # a yellow takes the copy the last green needs
    ("lolly", "hello", "BYGGB", "YYGGB", "YYGGB"),
    ("speed", "abide", "BBYBY", "BBYYY", "BBYBY"),
])
def test_rules_table(guess, answer, exact, naive, fetterman):
    assert feedback(guess, answer) == exact
    assert naive_feedback(guess, answer) == naive
    assert fetterman_feedback(guess, answer) == fetterman
    for rule, want in (("exact", exact), ("naive", naive), ("fetterman", fetterman)):
        assert decode(int(build_matrix([guess], [answer], rule)[0, 0]), 5) == want
        assert rule_named(rule).reference(guess, answer) == want


# few letters, so repeated letters are common
words = st.text(alphabet="abelst", min_size=5, max_size=5)


@settings(max_examples=60, deadline=None)
@given(word_lists(max_size=12))
def test_vectorised_equals_reference(lists):
    """At every length 2-15, over small alphabets (a-z and others)."""
    guesses, answers = lists
    n = len(guesses[0])
    for rule in REFERENCE:
        m = build_matrix(guesses, answers, rule)
        assert m.dtype == code_dtype(n)
        for i, g in enumerate(guesses):
            for j, a in enumerate(answers):
                assert decode(int(m[i, j]), n) == REFERENCE[rule](g, a), (rule, g, a)


@settings(max_examples=300, deadline=None)
@given(words, words)
def test_rules_agree_on_greens_and_counts(guess, answer):
    exact, fett = feedback(guess, answer), fetterman_feedback(guess, answer)
    greens = [i for i, c in enumerate(exact) if c == "G"]
    for marks in (naive_feedback(guess, answer), fett):
        assert [i for i, c in enumerate(marks) if c == "G"] == greens
    for letter in set(guess):
        def count(marks, colours="YG", letter=letter):
            return sum(1 for x, c in zip(guess, marks) if x == letter and c in colours)
        # Wordle colours min(copies guessed, copies in the answer) tiles of each letter;
        # the single pass only ever colours more (a late green after the copies ran out), never yellows past them
        assert count(exact) == min(guess.count(letter), answer.count(letter))
        assert count(fett) >= count(exact) and count(fett, "Y") <= answer.count(letter)
    if len(set(guess)) == 5:  # no repeated letter: all three rules agree
        assert exact == fett == naive_feedback(guess, answer)


def test_unknown_rule():
    with pytest.raises(FeedbackError):
        rule_named("selby")
    with pytest.raises(FeedbackError):
        Game.create(words=make_word_list("t", ["blame", "flame"], []), feedback="../x")


def test_the_old_names_still_work_and_say_what_to_write():
    import ndle.patterns as P

    with pytest.warns(DeprecationWarning, match=r"rule_named\(rule\)\.matrix"):
        old = P.build_matrix(["eerie"], ["three"], "fetterman")
    assert (old == build_matrix(["eerie"], ["three"], "fetterman")).all()
    with pytest.warns(DeprecationWarning):
        assert P.check_rule("naive") == "naive" and P.RULES == ("exact", "naive", "fetterman")
    with pytest.warns(DeprecationWarning):
        assert P.feedback_under("mastermind", "abcd", "abdc") == rule_named("mastermind").reference("abcd", "abdc")
    with pytest.raises(AttributeError):
        assert P.no_such_name is None


def test_matrix_cache_per_rule(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path))
    w = make_word_list("t", ["eerie", "three", "lolly", "hello"], ["speed"])
    exact, fett = matrix_for(w, "exact"), matrix_for(w, "fetterman")
    assert (np.asarray(exact) != np.asarray(fett)).any()
    assert (np.asarray(fett) == build_matrix(w.guesses, w.answers, "fetterman")).all()
    assert len(list(tmp_path.glob("*.npy"))) == 2
    game = Game.create(words=w, feedback="fetterman")
    assert game.feedback == "fetterman" and (np.asarray(game.matrix) == fett).all()
    assert game.with_boards(2).feedback == "fetterman"


def test_cli_feedback_option(capsys):
    from ndle.cli import main
    assert main(["play", "--answers", "three", "--feedback", "bogus"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bogus" in err
    assert main(["feedback", "eerie", "three", "--feedback", "fetterman"]) == 0
    assert capsys.readouterr().out == "YYGBG\n"


def test_cli_n_boards_and_adversary_on_another_rule(capsys, tmp_path):
    from ndle.cli import main
    answers = tmp_path / "tiny.txt"
    answers.write_text("eerie\nthree\nlolly\nhello\n")
    assert main(["optimal", "--feedback", "fetterman", "--answers-file", str(answers), "--adversary", "absurdle",
                 "--json"]) == 0
    assert '"proven": true' in capsys.readouterr().out
    assert main(["optimal", "--feedback", "fetterman", "--answers-file", str(answers), "--boards", "2", "--json",
                 "--quiet"]) == 0
    assert '"proven": true' in capsys.readouterr().out
