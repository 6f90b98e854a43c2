import pytest

from ndle.errors import WordError, WordListError
from ndle.words import NYT_REMOVED, check_word, load_words, make_word_list


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
    with pytest.raises(WordError):
        check_word("four")


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
    ("crane\ncran\n", 2, "five"),
    ("crane\nslate\ncrane\n", 3, "repeats line 1"),
    ("cr4ne\n", 1, "five"),
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
