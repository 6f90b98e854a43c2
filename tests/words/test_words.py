import pytest

from ndle.errors import WordError, WordListError
from ndle.words import ASCII, LIST_NAMES, NYT_REMOVED, check_word, default_list, load_words, make_word_list


def test_wordle_lists():
    w = load_words("wordle")
    assert len(w.answers) == 2315 and len(w.guesses) == 12972
    assert list(w.guesses) == sorted(w.guesses) and set(w.answers) <= set(w.guesses)
    assert all(w.guesses[w.answer_guess[i]] == a for i, a in enumerate(w.answers))


def test_nyt_lists():
    w = load_words("nyt")
    assert len(w.answers) == 2309 and len(w.guesses) == 12966
    assert not set(NYT_REMOVED) & set(w.guesses)
    assert load_words("nyt").digest != load_words("wordle").digest


def test_lookup_errors():
    w = load_words("wordle")
    assert w.guess_id("SOARE") == w.guesses.index("soare")
    with pytest.raises(WordError, match="not an allowed guess"):
        w.guess_id("zzzzz")
    with pytest.raises(WordError, match="not a possible answer"):
        w.answer_id("soare")
    with pytest.raises(WordError, match="has 4 letters, expected 5"):
        w.guess_id("four")
    with pytest.raises(WordError, match="2 to 15 letters"):
        check_word("x")


def test_unknown_list():
    with pytest.raises(WordListError, match="unknown word list"):
        load_words("scrabble")


def test_user_files(tmp_path):
    a, g = tmp_path / "a.txt", tmp_path / "g.txt"
    a.write_text("crane\nslate\n\n")
    g.write_text("soare\nzzzzz\n")
    w = load_words(answers_file=a, guesses_file=g)
    assert w.answers == ("crane", "slate") and w.guesses == ("crane", "slate", "soare", "zzzzz")
    assert load_words(answers_file=a).guesses == ("crane", "slate")


@pytest.mark.parametrize("text,line,what", [
    ("crane\nCRANE\n", 2, "repeats line 1"),  # upper case is read as lower case, as on the command line
    ("crane\ncran\n", 2, "has 4 letters, expected 5"),
    ("crane\nslate\ncrane\n", 3, "repeats line 1"),
    ("cr4ne\n", 1, "not a word of letters only"),
])
def test_bad_files_name_file_and_line(tmp_path, text, line, what):
    f = tmp_path / "bad.txt"
    f.write_text(text)
    with pytest.raises(WordListError, match=rf"bad.txt:{line}: .*{what}"):
        load_words(answers_file=f)


def test_upper_case_in_files_as_on_the_command_line(tmp_path):
    f = tmp_path / "caps.txt"
    f.write_text("CRANE\nSlate\n")
    w = load_words(answers_file=f)
    assert w.answers == ("crane", "slate") and w.answer_id("CRANE") == w.answer_id("crane") == 0


def test_missing_and_empty_files(tmp_path):
    with pytest.raises(WordListError, match="cannot read"):
        load_words(answers_file=tmp_path / "nope.txt")
    (tmp_path / "empty.txt").write_text("\n")
    with pytest.raises(WordListError, match="no words"):
        load_words(answers_file=tmp_path / "empty.txt")
    with pytest.raises(WordListError, match="answers file"):
        load_words(guesses_file=tmp_path / "empty.txt")


def test_make_word_list_adds_answers_to_guesses():
    w = make_word_list("t", ["slate", "crane"], ["soare"])
    assert w.answers == ("crane", "slate") and w.guesses == ("crane", "slate", "soare")


def test_any_length_and_alphabet_from_files(tmp_path):
    """UTF-8 files of any one length 2-15 and any letters, normalised to NFC (one code point a letter)."""
    a, g = tmp_path / "es.txt", tmp_path / "es-extra.txt"
    a.write_text("ÑANDÚ\ncan\u0303on\n", encoding="utf-8")  # upper case, and ñ written as n + combining tilde
    g.write_text("niños\n", encoding="utf-8")
    w = load_words(answers_file=a, guesses_file=g)
    assert w.answers == ("cañon", "ñandú") and w.length == 5
    assert set("ñú") <= set(w.alphabet) and w.guess_id("NIN\u0303OS") == w.guesses.index("niños")
    six = tmp_path / "six.txt"
    six.write_text("planet\nstream\n")
    assert load_words(answers_file=six).length == 6


@pytest.mark.parametrize("answers,guesses,line,what", [
    ("planet\nstream\n", "crane\n", 1, "has 5 letters, expected 6"),  # the guesses file must match the answers
    ("planet\nstrea m\n", None, 2, "not a word of letters only"),
    ("a\n", None, 1, "2 to 15 letters"),
    ("abcdefghijklmnop\n", None, 1, "2 to 15 letters"),
])
def test_mixed_lengths_and_non_letters_name_file_and_line(tmp_path, answers, guesses, line, what):
    a = tmp_path / "a.txt"
    a.write_text(answers)
    g = None
    if guesses is not None:
        g = tmp_path / "g.txt"
        g.write_text(guesses)
    bad = "g.txt" if guesses is not None else "a.txt"
    with pytest.raises(WordListError, match=rf"{bad}:{line}: .*{what}"):
        load_words(answers_file=a, guesses_file=g)


def test_mixed_lengths_and_huge_alphabets_are_refused():
    with pytest.raises(WordListError, match="different lengths"):
        make_word_list("t", ["crane"], ["planet"])
    letters = [chr(0x4E00 + i) for i in range(300)]  # 300 distinct CJK letters: more than a byte can name
    with pytest.raises(WordListError, match="300 distinct letters"):
        make_word_list("t", ["".join(letters[i:i + 2]) for i in range(0, 300, 2)], [])


def test_shipped_lists_and_defaults():
    assert {"wordle", "nyt", "nyt2023"} <= set(LIST_NAMES)
    w = load_words("nyt2023")
    assert (len(w.answers), len(w.guesses), w.length) == (3158, 14855, 5)
    for n in range(4, 16):
        lst = load_words(default_list(n))
        assert lst.length == n and set(lst.answers) <= set(lst.guesses) and lst.alphabet == ASCII
    with pytest.raises(WordListError, match="no shipped list of 3-letter words"):
        default_list(3)


@pytest.mark.parametrize("name,word,what", [
    ("doddle6", "crane", "'crane' has 5 letters, expected 6"),
    ("doddle4", "planet", "'planet' has 6 letters, expected 4"),
    ("doddle6", "planét", "'planét' has letters outside the doddle6 list's alphabet \\(é\\)"),
    ("doddle4", "NAÏF", "'naïf' has letters outside the doddle4 list's alphabet \\(ï\\)"),
    ("doddle6", "pl4net", "'pl4net' is not a word of letters only"),
    ("doddle4", "zzzz", "'zzzz' is not an allowed guess in the doddle4 list"),
])
def test_lookup_errors_at_other_lengths(name, word, what):
    with pytest.raises(WordError, match=what):
        load_words(name).guess_id(word)


def test_lookup_errors_in_another_alphabet():
    es = make_word_list("es", ["cañon", "ñandú", "perro"], ["niños"])
    assert es.answer_id("CAN\u0303ON") == 0  # NFC: n + combining tilde is ñ
    with pytest.raises(WordError, match="'perrö' has letters outside the es list's alphabet \\(ö\\)"):
        es.guess_id("perrö")
    with pytest.raises(WordError, match="'ñandús' has 6 letters, expected 5"):
        es.guess_id("ñandús")
    with pytest.raises(WordError, match="'niños' is not a possible answer in the es list"):
        es.answer_id("niños")
