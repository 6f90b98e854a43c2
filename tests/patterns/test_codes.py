import pytest
from hypothesis import given, strategies as st

from ndle.errors import FeedbackError, WordError
from ndle.patterns.codes import all_green, decode, encode, feedback, n_patterns, parse_feedback

# Selby's and the examples, repeated letters above all.
CASES = [
    ("muddy", "modem", "GBGBB"),
    ("added", "muddy", "BYGBB"),
    ("stall", "stale", "GGGGB"),
    ("silly", "hotel", "BBYBB"),
    ("silly", "daily", "BYBGG"),
    ("asses", "passe", "YYGYB"),
    ("speed", "abide", "BBYBY"),
    ("speed", "erase", "YBYYB"),
    ("speed", "steal", "GBGBB"),
    ("speed", "crepe", "BYGYB"),
    ("eerie", "sheer", "YYYBB"),
    ("geese", "eerie", "BGYBG"),
    ("llama", "label", "GYYBB"),
    ("books", "boost", "GGGBY"),
    ("crane", "crane", "GGGGG"),
    ("xylyl", "lolly", "BYGBY"),
    ("aaaaa", "abbey", "GBBBB"),
    ("abbey", "aaaaa", "GBBBB"),
]


@pytest.mark.parametrize("guess,answer,marks", CASES)
def test_exact_cases(guess, answer, marks):
    assert feedback(guess, answer) == marks
    assert feedback(guess.upper(), answer) == marks


def test_zip_codes():
    assert encode("BBBBB") == 0
    assert encode("GGGGG") == all_green(5) == 242
    assert encode("YBBBB") == 81
    assert encode("BBBBG") == 2
    assert [encode(decode(c, 5)) for c in range(n_patterns(5))] == list(range(n_patterns(5)))


@pytest.mark.parametrize("bad", ["GGGG", "GGGGGG", "GGGGX?", "ABCDE", "", "GGGGY", "YGGGG", "GGYGG"])
def test_bad_feedback(bad):
    if bad in ("GGGGY", "YGGGG", "GGYGG"):
        assert parse_feedback(bad, 5, strict=False) == bad
    with pytest.raises(FeedbackError):
        parse_feedback(bad, 5)


def test_feedback_spellings():
    assert parse_feedback("01022") == parse_feedback("bybgg") == parse_feedback(" BYBGG ") == "BYBGG"
    for bad in ("BBBBX", "-y.g2", "BY?GG", "BY!GG", "wbbbb", "BY GG", "3BBBB"):
        with pytest.raises(FeedbackError):
            parse_feedback(bad)


def test_any_length_and_alphabet_is_feedback():
    assert parse_feedback("GGGG") == "GGGG" and parse_feedback("0120120") == "BYGBYGB"
    assert feedback("héllo", "hello") == "GBGGG"


@pytest.mark.parametrize("bad", ["abcd", "abcdef", "ab1de", "ab de", "hé-lo", 12345])
def test_bad_words(bad):
    with pytest.raises(WordError):
        feedback(bad, "crane")


def reference_feedback(guess: str, answer: str) -> str:
    """The rule as Selby states it, written independently: count-based (words of any one length)."""
    out = ["B"] * len(guess)
    pool = {}
    for g, a in zip(guess, answer):
        if g != a:
            pool[a] = pool.get(a, 0) + 1
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            out[i] = "G"
        elif pool.get(g, 0):
            out[i] = "Y"
            pool[g] -= 1
    return "".join(out)


small = st.text(alphabet="abcde", min_size=5, max_size=5)


@given(small, small)
def test_feedback_matches_reference(guess, answer):
    assert feedback(guess, answer) == reference_feedback(guess, answer)


@given(small, small)
def test_feedback_invariants(guess, answer):
    marks = feedback(guess, answer)
    assert (marks == "GGGGG") == (guess == answer)
    assert encode(marks) != 0 or not set(guess) & set(answer)
    # greens and yellows of a letter never exceed its copies in the answer
    for letter in set(guess):
        hits = sum(1 for c, m in zip(guess, marks) if c == letter and m != "B")
        assert hits == min(guess.count(letter), answer.count(letter))
