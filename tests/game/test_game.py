import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import FeedbackError, NdleError, NoCandidatesError, WordError
from ndle.patterns.codes import decode, encode
from ndle.game import Game, State
from tests.players_util import game_on


def test_defaults(wordle):
    assert wordle.max_guesses == 6
    assert wordle.with_boards(4).max_guesses == 9 and wordle.with_boards(8, 20).max_guesses == 20
    assert wordle.with_boards(4).matrix is wordle.matrix
    with pytest.raises(NdleError):
        Game.create(words=wordle.words, boards=0)


def test_answers_may_repeat_and_one_guess_solves_both(wordle):
    game = wordle.with_boards(2)
    ids = game.answer_ids(["crane", "crane"])
    s = game.start().play(game.words.guess_id("crane"), ids)
    assert s.done and [b.solved_at for b in s.boards] == [1, 1]


def test_answer_count_must_match(wordle):
    with pytest.raises(WordError, match="expected 2 answer"):
        wordle.with_boards(2).answer_ids(["crane"])


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_play_invariants(wordle, data):
    """The true answer is never filtered out; candidates only shrink; solved boards stay solved."""
    n = data.draw(st.sampled_from([1, 2, 4]))
    game = wordle.with_boards(n)
    answers = data.draw(st.lists(st.integers(0, 2314), min_size=n, max_size=n))
    state = game.start()
    guesses = data.draw(st.lists(st.integers(0, 12971), min_size=1, max_size=8, unique=True))
    guesses += [int(game.words.answer_guess[a]) for a in answers if game.words.answer_guess[a] not in guesses]
    for g in guesses:
        before = state
        state = state.play(g, answers)
        for i, (b0, b1, a) in enumerate(zip(before.boards, state.boards, answers)):
            assert a in b1.candidates
            assert len(b1.candidates) <= len(b0.candidates)
            assert set(b1.candidates) <= set(b0.candidates)
            if b0.solved:
                assert b1.solved_at == b0.solved_at and state.patterns[-1][i] is None
    assert state.done
    assert all(len(b.candidates) == 1 for b in state.boards)


def test_from_feedback_matches_play(wordle):
    game = wordle.with_boards(2)
    ids = game.answer_ids(["flame", "snake"])
    played = game.start()
    history = []
    for word in ["soare", "clint", "snake", "flame"]:
        g = game.words.guess_id(word)
        played = played.play(g, ids)
        history.append((word, ["-----" if p is None else decode(p, 5) for p in played.patterns[-1]]))
    rebuilt = State.from_feedback(game, history)
    assert [b.solved_at for b in rebuilt.boards] == [b.solved_at for b in played.boards] == [4, 3]
    assert all(np.array_equal(x.candidates, y.candidates) for x, y in zip(rebuilt.boards, played.boards))


def test_bad_live_feedback(wordle):
    with pytest.raises(NoCandidatesError, match="board 1"):
        State.from_feedback(wordle, [("soare", ["GGGGB"]), ("crane", ["GGGGG"])])
    with pytest.raises(FeedbackError):
        State.from_feedback(wordle, [("soare", ["GGGGY"])])
    with pytest.raises(WordError):
        State.from_feedback(wordle, [("zzzzz", ["BBBBB"])])
    with pytest.raises(NdleError, match="expected 1 feedback"):
        State.from_feedback(wordle, [("soare", ["BBBBB", "BBBBB"])])


def test_apply_filters_by_pattern(wordle):
    w = wordle.words
    s = wordle.start().apply(w.guess_id("soare"), [encode("BBBBB")])
    assert len(s.boards[0].candidates) == int((wordle.matrix[w.guess_id("soare")] == 0).sum())
    assert s.turn == 1 and s.guess_words == ["soare"] and not s.done


@pytest.mark.parametrize("answers,extra,history,error,what", [
    (["planet", "stream"], ["satire"], [("satire", ["BYYBB"])], FeedbackError, "'BYYBB' must be 6 of"),
    (["planet", "stream"], ["satire"], [("satire", ["BYYBBYB"])], FeedbackError, "'BYYBBYB' must be 6 of"),
    (["planet", "stream"], ["satire"], [("crane", ["BYYBBB"])], WordError, "'crane' has 5 letters, expected 6"),
    (["plan", "nape"], ["sort"], [("plan", ["BYYBB"])], FeedbackError, "'BYYBB' must be 4 of"),
    (["plan", "nape"], ["sort"], [("pl4n", ["BBBB"])], WordError, "not a word of letters only"),
    (["cañon", "ñandú"], ["niños"], [("niños", ["BBBB"])], FeedbackError, "'BBBB' must be 5 of"),
    (["cañon", "ñandú"], ["niños"], [("perrö", ["BBBBB"])], WordError, "outside the explicit list's alphabet"),
])
def test_bad_live_input_at_other_lengths_and_alphabets(answers, extra, history, error, what):
    game = game_on(answers, extra)
    with pytest.raises(error, match=what):
        State.from_feedback(game, history)
    with pytest.raises(WordError, match="expected"):
        game.answer_ids(["x" * (game.words.length + 1)])
