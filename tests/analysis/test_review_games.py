"""The review of a Fibble game (its rows as shown, lies included, against the weights of the rows seen) and of an
Xordle game (from the clue to both words, against the pairs left); rows nothing explains are refused in one line."""

import json
import math

import numpy as np
import pytest

from ndle.analysis.review import review
from ndle.errors import FeedbackError, NdleError, NoCandidatesError, UnexplainedRowError, WordError
from ndle.game import Game
from ndle.measures.weighted import answer_entropy
from ndle.strategies import make_strategy
from ndle.xordle.pairs import all_pairs
from tests.players_util import game_on, run_cli

# `ndle play --game fibble --answers light --seed 3`: every row but the win lies about one tile
FIBBLE_ROWS = ["soare=BBBGB", "chirt=YYYBG", "winch=BYBBY", "filmy=GGYBB", "light=GGGGG"]
TRUE_ROWS = ["BBBBB", "BYYBG", "BGBBY", "BGYBB", "GGGGG"]  # `ndle feedback GUESS light`
# `ndle play --game xordle --answers light,crane --seed 3`: the clue surer, then four guesses
XORDLE_GUESSES = ["surer", "diact", "longe", "crane", "light"]


@pytest.fixture(scope="module")
def fibble():
    return Game.create("fibble")


@pytest.fixture(scope="module")
def xordle():
    return Game.create("xordle")


def split(items):
    words, rows = zip(*(item.split("=") for item in items))
    return list(words), list(rows)


def test_a_fibble_game_is_reviewed_from_its_rows_as_shown(fibble):
    words, rows = split(FIBBLE_ROWS)
    r = review(fibble, make_strategy("sum", fibble), "light", words, np.random.default_rng(0), rows=rows)
    assert r.solved and r.player_total == 5 and r.answer == "light"
    assert [t.feedback for t in r.turns] == rows and [t.true_feedback for t in r.turns] == TRUE_ROWS
    assert r.turns[0].before == 2315 and r.turns[-1].after == 0 and r.turns[-1].chance == 1.0
    state = fibble.start()
    for t, word, row in zip(r.turns, words, rows):  # each turn in the game's own model: the weights of the rows
        after = state.apply(fibble.words.guess_id(word), state.codes([row]), won=[word == "light"])
        assert t.before == len(state.boards[0].candidates)
        h_before = answer_entropy(state.boards[0].probabilities)
        if not after.done:
            board = after.boards[0]
            assert t.after == len(board.candidates)
            assert t.chance == pytest.approx(board.probabilities[board.candidates ==
                                                                 fibble.words.answer_id("light")].sum())
            assert t.bits_gained == pytest.approx(h_before - answer_entropy(board.probabilities))
        assert 0 < t.expected_bits <= h_before + 1e-9 and isinstance(t.strategy_total, int)
        state = after
    # a lying row tells less than an honest one: the first guess's bits are below Wordle's 5.89 for soare
    assert r.turns[0].strategy_guess == "soare" and r.turns[0].expected_bits < 5.0
    assert r.turns[1].after < r.turns[1].before and 0 < r.turns[1].chance < 1


def test_a_fibble_row_all_green_that_did_not_win(fibble):
    s = make_strategy("sum", fibble)
    r = review(fibble, s, "light", ["night", "light"], np.random.default_rng(0), rows=["GGGGG*", "GGGGG"])
    first = r.turns[0]
    assert first.feedback == "GGGGG*" and first.true_feedback == "BGGGG" and r.solved and r.player_total == 2
    # the row lied on one tile: the answers left are those one tile away from all green, neither the guess
    matrix, cands = fibble.matrix[fibble.words.guess_id("night")], np.arange(len(fibble.words.answers))
    near = [a for a in cands if sum(c != "G" for c in fibble.feedback_rule.show(int(matrix[a]), 5)) == 1]
    assert first.after == len(near) and "light" in [fibble.words.answers[a] for a in near]
    typed = review(fibble, s, "light", ["night", "light"], np.random.default_rng(0), rows=["GGGGG", "GGGGG"])
    assert typed.turns[0] == first  # all greens typed without the mark: the game went on all the same


def test_fibble_rows_nothing_explains_are_refused(fibble):
    s, rng = make_strategy("sum", fibble), np.random.default_rng(0)
    with pytest.raises(UnexplainedRowError, match="'light' gives 'soare' the row BBBBB, and BBBBB does not differ"):
        review(fibble, s, "light", ["soare"], rng, rows=["BBBBB"])  # an honest row: no lie in it
    with pytest.raises(FeedbackError, match="is the answer: its row wins"):
        review(fibble, s, "light", ["light"], rng, rows=["GGGGG*"])
    with pytest.raises(FeedbackError, match="give chirt=ROW"):
        review(fibble, s, "light", ["soare", "chirt"], rng, rows=["BBBGB", None])
    tiny = game_on(["crane", "crate", "trace", "slate"], ["react", "cater"]).changed(lies=1)
    with pytest.raises(UnexplainedRowError, match="no answer in the list explains BBBBB for 'crane'"):
        review(tiny, make_strategy("sum", tiny), "slate", ["crane"], rng, rows=["BBBBB"])


def test_an_xordle_game_from_the_clue_to_both_words(xordle):
    r = review(xordle, make_strategy("sum", xordle), "light,crane", XORDLE_GUESSES)
    first, second = all_pairs(xordle.words)
    assert r.answer == "light+crane" and r.solved and r.player_total == 5
    clue = r.turns[0]
    assert clue.before == len(first) and clue.strategy_guess is None and clue.strategy_total is None
    assert clue.bits_gained == pytest.approx(math.log2(clue.before / clue.after))
    assert r.strategy_alone == r.turns[1].strategy_total and r.turns[1].strategy_guess is not None
    for t, nxt in zip(r.turns, r.turns[1:]):
        assert t.after == nxt.before and t.feedback == t.true_feedback
    found = r.turns[3]  # crane: all green, one word found; the pairs left are light's alone
    assert found.feedback == "GGGGG" and found.after == 1 and found.chance == 1.0
    assert r.turns[-1].after == 0 and r.turns[-1].strategy_total == 5
    rows = [t.feedback for t in r.turns]
    again = review(xordle, make_strategy("sum", xordle), ["crane", "light"], XORDLE_GUESSES, rows=rows)
    assert again.turns == r.turns  # the rows as shown, checked against the two words


def test_xordle_rows_nothing_explains_are_refused(xordle):
    s = make_strategy("sum", xordle)
    with pytest.raises(NoCandidatesError, match="no pair of answers without a common letter gives GGGGG"):
        review(xordle, s, "light,crane", ["surer", "diact"], rows=["BBYYB", "GGGGG"])
    with pytest.raises(FeedbackError, match="'diact' shows BGGYG against 'light[+]crane', not BGGYY"):
        review(xordle, s, "light,crane", ["surer", "diact"], rows=["BBYYB", "BGGYY"])
    with pytest.raises(NdleError, match="after the clue"):
        review(xordle, s, "light,crane", ["surer"])
    with pytest.raises(WordError):
        review(xordle, s, "light,cling", ["surer", "diact"])  # the two words share letters


def test_cli_reviews_fibble_and_xordle(capsys):
    code, out, err = run_cli(capsys, "review", "--game", "fibble", "--answer", "light", *FIBBLE_ROWS)
    lines = out.splitlines()
    assert code == 0 and "1 lie a row" in lines[0] and "shown  true   lied" in lines[1]
    assert lines[2].split()[:5] == ["1", "soare", "BBBGB", "BBBBB", "4"]  # the lie, at tile 4
    assert lines[-1].startswith("you: solved in 5; sum alone: ")
    code, out, _ = run_cli(capsys, "review", "--game", "xordle", "--answer", "light,crane", *XORDLE_GUESSES,
                           "--json")
    data = json.loads(out)
    assert code == 0 and data["answer"] == "light+crane" and data["guesses"] == 5
    assert data["turns"][0]["strategy_guess"] is None and data["turns"][1]["strategy_guess"]
    code, out, _ = run_cli(capsys, "review", "--game", "xordle", "--answer", "light,crane", *XORDLE_GUESSES)
    assert code == 0 and "(the clue: given, not chosen)" in out.splitlines()[2]


@pytest.mark.parametrize("argv, says", [
    (["--game", "fibble", "--answer", "light", "soare=BBBBB"], "does not differ from it in exactly 1 tile"),
    (["--game", "fibble", "--answer", "light", "soare"], "give soare=ROW"),
    (["--game", "fibble", "--lies", "2", "--answer", "light", "soare=BBBGB"], "exactly 2 tiles"),
    (["--game", "xordle", "--answer", "light,crane", "surer=BBYYB", "diact=GGGGG"], "no pair of answers"),
    (["--game", "xordle", "--answer", "light,cling", "surer", "diact"], "light"),
    (["--answer", "light", "crate=GGGGG"], "'crate' shows BBBYB against 'light', not GGGGG"),
    (["--answer", "clout,fleet", "soare=BBBBB,BBBBB"], "give the guesses alone"),
])
def test_cli_refusals_are_one_line_and_exit_2(capsys, argv, says):
    code, out, err = run_cli(capsys, "review", *argv)
    assert code == 2 and not out and err.count("\n") == 1 and says in err, err
