"""A strategy's walked worst case equals playing it on every tuple of distinct answers, one game at a time."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from ndle.errors import NdleError, StrategyError
from ndle.playing import play_game
from ndle.solver.worst.play import strategy_worst
from ndle.strategies import make_strategy
from tests.players_util import small_game

SMALL = small_game(14, 10, seed=5)


def every_game(game, name) -> tuple[int, tuple]:
    """Return the latest turn the last board is solved over every tuple of distinct answers, and one such tuple."""
    strategy = make_strategy(name, game)
    worst, where = 0, None
    for answers in itertools.permutations(range(len(game.words.answers)), game.boards):
        record, _ = play_game(game, strategy, answers)
        if max(record.solved_at) > worst:
            worst, where = max(record.solved_at), answers
    return worst, where


@pytest.mark.parametrize("boards", [1, 2, 3])
@pytest.mark.parametrize("name", ["minimax", "sum"])
def test_walk_equals_every_game(name, boards):
    game = SMALL.with_boards(boards)
    r = strategy_worst(game, make_strategy(name, game))
    assert r.worst == every_game(game, name)[0]
    assert r.boards == boards and r.positions > 0
    answers = [a for a in range(len(game.words.answers)) if game.words.answers[a] in r.line]
    assert len(r.line) == r.worst and len(answers) >= 1  # the line ends by solving a board
    assert r.to_dict()["line"] == list(r.line)


def test_refuses_a_randomised_strategy_and_other_modes():
    with pytest.raises(StrategyError, match="randomised"):
        strategy_worst(SMALL, make_strategy("random", SMALL))
    game = SMALL.with_boards(2, 10, mode="sequence")
    with pytest.raises(NdleError, match="classic"):
        strategy_worst(game, make_strategy("minimax", game))


def test_a_strategy_over_the_limit_is_an_error():
    game = SMALL.with_boards(3)
    with pytest.raises(StrategyError, match="more than 2 guesses"):
        strategy_worst(game, make_strategy("minimax", game), limit=2)


def test_worst_is_a_game_the_strategy_plays():
    game = SMALL.with_boards(2)
    r = strategy_worst(game, make_strategy("minimax", game))
    worst, answers = every_game(game, "minimax")
    record, _ = play_game(game, make_strategy("minimax", game), answers, rng=np.random.default_rng(0))
    assert max(record.solved_at) == r.worst == worst
