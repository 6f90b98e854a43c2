"""Rules: the one value describing a game, built and validated once, one name for each setting."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError

import pytest

import ndle
from ndle.errors import FeedbackError, ModeError, WordListError
from ndle.game import Game
from ndle.rules import FIELDS, Rules, rules_of


def test_defaults_resolve_once():
    r = Rules()
    assert (r.words, r.boards, r.max_guesses, r.game, r.mode, r.hard, r.prefill, r.feedback) == (
        "wordle", 1, 6, None, "classic", False, 0, "exact")
    assert Rules(game="quordle", mode="sequence").to_dict() == {
        "words": "wordle", "answers_file": None, "guesses_file": None, "length": None, "feedback": "exact",
        "boards": 4, "max_guesses": 10, "game": "quordle", "mode": "sequence", "hard": False, "prefill": 0,
        "prefill_source": "answers", "prior": "uniform", "code_length": None, "symbols": None, "repeats": None,
        "lies": 0, "consistent": False}
    assert Rules(boards=4).max_guesses == 9 and Rules(boards=4, max_guesses=0).max_guesses == 9
    assert Rules(game="octordle", mode="rescue").prefill == 4
    with pytest.raises(FrozenInstanceError):
        Rules().boards = 2


def test_json_round_trip_and_equality():
    r = Rules(game="quordle", mode="rescue", prefill_source="guesses", feedback="fetterman")
    assert Rules.from_dict(json.loads(json.dumps(r.to_dict()))) == r
    assert Rules(game="quordle") == Rules(boards=4, max_guesses=9, game="quordle")
    assert hash(Rules(boards=2)) == hash(Rules(boards=2))  # a worker's cache key
    assert list(r.to_dict()) == list(FIELDS)


def test_one_spelling_for_each_field():
    for old in ("n_boards", "preset"):  # the spellings before Rules: refused (saved runs still load: see Spec)
        with pytest.raises(ModeError, match=f"unknown game setting '{old}'"):
            Rules.from_dict({old: 4})
    old_spec = {"boards": 2, "strategy": "sum", "games": 3, "seed": 1, "words": "nyt", "max_guesses": 7}
    assert Rules.from_dict(old_spec, strict=False) == Rules(words="nyt", boards=2)
    with pytest.raises(ModeError, match="unknown game setting 'strategy'"):
        Rules.from_dict(old_spec)


@pytest.mark.parametrize("fields, error, message", [
    (dict(boards=2, hard=True), ModeError, "hard mode is for one board, not 2"),
    (dict(game="quordle", hard=True), ModeError, "hard mode is for one board, not 4"),
    (dict(game="quordel"), ModeError, "unknown game 'quordel'"),
    (dict(mode="speedy"), ModeError, "unknown mode 'speedy'"),
    (dict(game="quordle", boards=8), ModeError, "quordle has 4 boards, not 8"),
    (dict(boards=0), ModeError, "number of boards must be a positive integer"),
    (dict(max_guesses=-1), ModeError, "guess limit"),
    (dict(max_guesses=2.5), ModeError, "guess limit must be a positive integer"),
    (dict(hard="yes"), ModeError, "hard must be true or false"),
    (dict(length=1), ModeError, "word length must be from 2 to 15"),
    (dict(length=3), WordListError, "no shipped list of 3-letter words"),
    (dict(feedback="selby"), FeedbackError, "unknown feedback rule 'selby'"),
    (dict(guesses_file="g.txt"), ModeError, "a guesses file needs an answers file"),
    (dict(words=5), ModeError, "words must be a name"),
    (dict(mode="rescue", prefill=9, boards=4), ModeError, "leave no turn"),
])
def test_impossible_rules_one_line(fields, error, message):
    with pytest.raises(error) as e:
        Rules(**fields)
    assert message in str(e.value) and "\n" not in str(e.value)


def test_changed_rederives_what_was_a_default():
    assert Rules(boards=4).changed(boards=8).max_guesses == 13
    assert Rules(boards=4, max_guesses=20).changed(boards=8).max_guesses == 20  # given: kept
    assert Rules(game="quordle").changed(mode="sequence").max_guesses == 10
    assert Rules(game="quordle", mode="rescue").changed(mode="classic").prefill == 0
    assert Rules(game="quordle").changed(game="octordle").boards == 8
    assert Rules(words="nyt").changed(boards=2).words == "nyt"


def test_one_name_gives_a_list_or_a_real_game():
    assert rules_of("nyt") == Rules(words="nyt") and rules_of("quordle") == Rules(game="quordle")
    assert rules_of("wordle") == Rules()  # the list (one board of Wordle either way)
    with pytest.raises(ModeError, match="unknown game or word list 'sum'"):
        rules_of("sum")


def test_word_list_and_files(tmp_path):
    answers = tmp_path / "mine.txt"
    answers.write_text("flame\nblame\ncrane\n")
    r = Rules(answers_file=answers)  # a Path is kept as text (JSON-ready)
    assert r.words == "mine" and r.answers_file == str(answers)
    assert r.word_list().answers == ("blame", "crane", "flame")
    assert Rules(answers_file=str(answers), length=5).word_list().name == "mine"
    with pytest.raises(WordListError, match="unknown word list 'mine'"):
        Rules(words="mine").word_list()


def test_game_reads_its_rules_and_create_takes_one_vocabulary(wordle):
    g = Game.create("quordle", words=wordle.words, mode="sequence")
    assert (g.boards, g.max_guesses, g.mode, g.rules.game, g.hard) == (4, 10, "sequence", "quordle", False)
    assert Game.create(boards=4, words=wordle.words).boards == 4  # a TypeError before Rules
    assert Game.create(words=wordle.words, hard=True).hard
    assert g.with_boards(4).matrix is wordle.matrix or (g.with_boards(4).matrix == wordle.matrix).all()
    assert Game(wordle.words, Rules(game="octordle")).rules.words == "wordle"
    with pytest.raises(ModeError, match="must be a Rules"):
        Game(wordle.words, 4)
    assert "hard=True" in repr(Game.create(words=wordle.words, hard=True))


def test_simulate_keyword_shortcuts_and_a_name(wordle):
    r = ndle.simulate(strategy="sum", boards=4, games=100, seed=1, progress=False)
    assert r.spec.rules == Rules(boards=4) and len(r.records) == 100
    q = ndle.simulate("quordle", games=3, seed=1, progress=False)
    assert q.spec.rules == Rules(game="quordle") and q.spec.boards == 4
    for wrong in ("bords", "preset", "n_boards"):  # a typo, and the spellings before Rules
        with pytest.raises(TypeError, match=f"unexpected keyword argument '{wrong}'"):
            ndle.simulate(**{wrong: 4}, games=3)


def test_changed_to_a_real_game_takes_its_board_count():
    assert Rules(words="nyt").changed(game="quordle", mode="sequence") == Rules(words="nyt", game="quordle",
                                                                              mode="sequence")
    assert Rules(boards=4).changed(game="quordle").max_guesses == 9
    with pytest.raises(ModeError, match="quordle has 4 board"):
        Rules(boards=2).changed(game="quordle")


def test_older_python_spellings_are_gone(wordle):
    g = wordle.with_boards(None, game="quordle")
    assert (g.boards, g.rules.game) == (4, "quordle")
    assert not hasattr(g, "n_boards") and not hasattr(g, "preset")
    four = Game.create(4, wordle.words)  # a number is a board count (of the list given), as the issue asks
    assert (four.boards, four.max_guesses, four.words) == (4, 9, wordle.words)
    with pytest.raises(ModeError, match="unknown game setting 'n_boards'"):
        Game.create(n_boards=2, words=wordle.words)


def test_a_code_game_brings_its_codes_and_rule_unless_given():
    r = Rules(game="mastermind")
    assert (r.words, r.feedback, r.boards, r.max_guesses) == ("mastermind", "mastermind", 1, 10)
    assert (Rules(game="bulls-cows").words, Rules(game="bulls-cows").feedback) == ("bulls-cows", "bulls-cows")
    assert Rules(game="mastermind", feedback="jotto").feedback == "jotto"
    assert Rules(game="mastermind").changed(game="quordle").to_dict()["feedback"] == "exact"
    assert Rules(game="wordle").changed(game="mastermind").feedback == "mastermind"
    with pytest.raises(ModeError, match="hard mode has no meaning under mastermind"):
        Rules(game="mastermind", hard=True)


def test_code_settings_name_the_codes_words_carries():
    r = Rules(code_length=5, symbols="12345678", feedback="mastermind")
    assert r.words == "codes-5-12345678" and r.word_list().name == "codes-5-12345678"
    assert Rules(code_length=3, symbols="abcde", repeats=False).words == "codes-3-abcde-distinct"
    assert Rules(game="mastermind", code_length=4).words == "mastermind"  # its own codes keep their name
    assert Rules(game="mastermind", symbols="12345678").words == "codes-4-12345678"
    assert Rules(game="bulls-cows", code_length=3).words == "codes-3-0123456789-distinct"
    assert Rules.from_dict(json.loads(json.dumps(r.to_dict()))) == r
    assert r.changed(code_length=4).words == "codes-4-12345678"
    saved = ndle.simulate(Rules(), games=2, seed=1).spec.to_dict()
    assert not {"code_length", "symbols", "repeats"} & set(saved) and saved["feedback"] == "exact"


@pytest.mark.parametrize("fields, message", [
    ({"code_length": 4, "symbols": "1123"}, "distinct"),
    ({"code_length": 0, "symbols": "123"}, "code length must be from 2 to 15"),
    ({"code_length": 16, "symbols": "12"}, "code length must be from 2 to 15"),
    ({"code_length": 15, "symbols": "0123456789"}, "at most"),
    ({"code_length": 4}, "need a length and symbols"),
    ({"code_length": 4, "symbols": "123456", "words": "nyt"}, "not with the 'nyt' word list"),
    ({"code_length": 4, "symbols": "123456", "answers_file": "a.txt"}, "not with --answers-file"),
])
def test_impossible_codes_are_refused_in_one_line(fields, message):
    with pytest.raises(ModeError, match=message) as e:
        Rules(**fields)
    assert "\n" not in str(e.value)
