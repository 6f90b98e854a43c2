"""The intros of `ndle play --human` and `ndle assist` explain each game's feedback in its own terms
(`ndle.playing.wording`)."""

from __future__ import annotations

import pytest

from ndle.game import Game
from ndle.playing import HumanGame, Session
from ndle.strategies import make_strategy

OWN_TERMS = {  # game -> words its intro must use
    "mastermind": ("4-symbol code of 123456", "black peg", "white peg", "2B1W"),
    "bulls-cows": ("4-symbol code of 0123456789 (no symbol twice)", "bull (B)", "cow (C)", "1B2C"),
    "jotto": ("5-letter word", "letters your word has in common", "win"),
}


@pytest.mark.parametrize("name", sorted(OWN_TERMS))
@pytest.mark.parametrize("colour", [False, True])
def test_the_intros_explain_the_games_own_feedback(name, colour):
    game = Game.create(name)
    play = HumanGame(game, (0,), colour=colour).start().lines[0]
    assist = Session(game, make_strategy("sum", game), colour=colour).start().lines[0]
    hints = Session(game, make_strategy("sum", game), hints=True).start().lines[0]
    for intro in (play, assist, hints):
        assert "G right place" not in intro and "B/Y/G" not in intro
        assert all(term in intro for term in OWN_TERMS[name][1:]), intro
    assert OWN_TERMS[name][0] in play


def test_wordle_keeps_its_tiles():
    game = Game.create("wordle")
    assert "Feedback: G right place, Y wrong place, B not in the word." in HumanGame(game, (0,)).start().lines[0]
    assert "Feedback" not in HumanGame(game, (0,), colour=True).start().lines[0]  # the coloured tiles say it
    assert "(B/Y/G letters, e.g. BYBGB)" in Session(game, make_strategy("sum", game)).start().lines[0]
