"""Hard mode for one guess (`hard_mode_breach`) says what the whole-list mask says, at every length; a hard-mode game
refuses a guess that breaks it, in the library and in `ndle assist`."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from ndle.playing import Session
from ndle.errors import HardModeError
from ndle.game import Game, State
from ndle.patterns.codes import encode, feedback
from ndle.patterns.hard import hard_mode_breach, hard_mode_mask
from ndle.strategies import make_strategy
from ndle.words import make_word_list
from tests.patterns.test_lengths import word_lists
from tests.players_util import run_cli


@settings(max_examples=60, deadline=None)
@given(word_lists(), st.data())
def test_breach_agrees_with_the_mask(lists, data):
    guesses, answers = lists
    words = make_word_list("t", answers, guesses)
    answer = words.answers[data.draw(st.integers(0, len(words.answers) - 1))]
    history = [(g, encode(feedback(words.guesses[g], answer)))
               for g in data.draw(st.lists(st.integers(0, len(words.guesses) - 1), max_size=3))]
    mask = hard_mode_mask(words, history)
    for g in range(len(words.guesses)):
        assert (hard_mode_breach(words, history, g) is None) == bool(mask[g])


def test_a_hard_game_refuses_a_guess_that_breaks_it(wordle):
    game = Game.create(words=wordle.words, matrix=wordle.matrix, hard=True)
    state = State.from_feedback(game, [("crane", "BBGBB")])
    with pytest.raises(HardModeError, match="salet breaks hard mode: the 3rd letter must be A"):
        State.from_feedback(game, [("crane", "BBGBB"), ("salet", "GYBBY")])  # e.g. STAFF
    with pytest.raises(HardModeError, match="it must contain R .shown by CRANE"):
        State.from_feedback(game, [("crane", "BYBBB"), ("stomp", "BBBBB")])
    staff = wordle.words.guess_id("staff")
    assert state.apply(staff, [encode("GGGGG")]).done  # keeps it: played
    normal = Game.create(words=wordle.words, matrix=wordle.matrix)
    assert State.from_feedback(normal, [("crane", "BBGBB"), ("salet", "GYBBY")]).turn == 2


def test_assist_session_refuses_in_one_line(wordle):
    game = Game.create(words=wordle.words, matrix=wordle.matrix, hard=True)
    session = Session(game, make_strategy("sum", game), opener=wordle.words.guess_id("crane"))
    asked = session.start().lines[-2]
    assert session.handle("BBGBB").lines[0].startswith("guess: ")
    reply = session.handle("salet GYBBY")
    assert reply.lines[0] == "error: salet breaks hard mode: the 3rd letter must be A (green in CRANE)"
    assert session.state.turn == 1 and not reply.done and asked == "guess: crane"


@pytest.mark.parametrize("argv", [
    ["suggest", "--hard", "crane=BBGBB", "salet=GYBBY"],
])
def test_commands_refuse_a_breach_exit_2(capsys, argv):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and err.count("\n") == 1 and "breaks hard mode: the 3rd letter must be A" in err and not out


def test_assist_on_the_command_line_refuses_in_one_line_and_goes_on(capsys, monkeypatch):
    """From a pipe, a breach is one `error:` line and the same question again: the game in progress is kept."""
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("BBGBB\nsalet GYBBY\nundo\nquit\n"))
    code, out, err = run_cli(capsys, "assist", "--hard", "--opener", "crane")
    errors = [line for line in out.splitlines() if line.startswith("error:")]
    assert code == 0 and not err
    assert errors == ["error: salet breaks hard mode: the 3rd letter must be A (green in CRANE)"]
    asked = [line for line in out.splitlines() if line.startswith("guess:")]
    assert asked[0] == "guess: crane" and len(asked) >= 3 and asked[1] == asked[2]  # asked again, not played
