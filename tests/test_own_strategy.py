"""Writing your own strategy (docs/guide/own-strategy.md): the guide's class works as written, answer ids map to
guess ids, an answer id returned as a guess is named in the error, a class defined again replaces the old one."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import ndle
from ndle.errors import NdleError, StrategyError
from ndle.strategies import Strategy, register
from tests.players_util import small_game

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "guide" / "own-strategy.md"
SMALL = small_game(80, 120, seed=6, boards=2)


def test_the_guides_strategy_plays_as_written():
    code = re.search(r"```python\n(.*?)```", GUIDE.read_text(), re.S).group(1)
    space: dict = {}
    exec(compile(code, str(GUIDE), "exec"), space)  # registers "most-split"
    answers = [SMALL.words.answers[i] for i in (4, 50)]
    record = ndle.play(SMALL, "most-split", answers)
    assert record.won and record.answers == tuple(answers)
    assert type(space["MostSplit"](SMALL)).name == "most-split"
    state = SMALL.start()
    first = space["MostSplit"](SMALL).choose(state)
    candidates = set(state.boards[0].candidate_guesses(SMALL.words).tolist())
    assert first in candidates and record.guesses[0] == SMALL.words.guesses[first]


def test_candidate_guesses_are_the_same_words():
    board = SMALL.start().play(3, (7, 9)).boards[0]
    ids = board.candidate_guesses(SMALL.words)
    assert [SMALL.words.guesses[g] for g in ids] == [SMALL.words.answers[a] for a in board.candidates]
    assert not np.array_equal(ids, board.candidates)


class _First(Strategy):
    """The mistake: a candidate (an answer id) returned as the guess."""

    def choose(self, state, rng=None):
        return int(state.unsolved[0].candidates[0])


def test_an_answer_id_played_as_a_guess_is_named(wordle):
    register("test-answer-id")(_First)
    with pytest.raises(NdleError) as e:
        ndle.play(wordle, "test-answer-id", ["flame"])
    assert str(e.value) == ("strategy 'test-answer-id' repeated the guess 'ahing' (guess id 206); as an answer id it "
                            "is the candidate 'blame': a strategy returns guess ids, e.g. "
                            "board.candidate_guesses(state.game.words) for a board's candidates")


def test_a_class_defined_again_replaces_the_old_one():
    def define():
        class Again(_First):
            pass
        return Again

    first, second = define(), define()
    assert register("test-again")(first) is first and register("test-again")(second) is second
    assert ndle.make_strategy("test-again", SMALL).__class__ is second
    with pytest.raises(StrategyError, match="registered twice"):
        register("test-again")(_First)
