"""The worst-case-first look-ahead: its guarantee holds over every answer, it is never worse than the look-ahead's worst
case, it plays as the look-ahead where that keeps within the guarantee, and it plays every n, pool and mode."""

import numpy as np
import pytest

from ndle.errors import StrategyError
from ndle.game import Game
from ndle.playing import play_game
from ndle.solver.worst.search import DepthSolver
from ndle.strategies import make_strategy
from ndle.strategies.pools import POOLS
from tests.players_util import small_game
from tests.strategies.test_conformance import MODES, check_game

SMALL = small_game(120, 200, seed=3)


def _turns(game, strategy) -> np.ndarray:
    return np.array([play_game(game, strategy, (a,), rng=np.random.default_rng(0))[0].solved_at[0]
                     for a in range(len(game.words.answers))])


@pytest.mark.parametrize("hard", [False, True])
def test_guarantee_over_every_answer(hard):
    game = Game(SMALL.words, SMALL.rules.changed(hard=hard), SMALL.matrix)
    worst_first, plain = make_strategy("lookahead_worst", game), make_strategy("lookahead", game)
    mine, theirs = _turns(game, worst_first), _turns(game, plain)
    budget = worst_first._root
    assert mine.max() <= budget <= theirs.max()
    first = plain.choose(game.start())  # the budget is at most what any strategy after the look-ahead's opener needs
    assert budget <= DepthSolver(game.words, hard=hard, matrix=game.matrix).least_depth(first)
    if theirs.max() <= budget:  # the look-ahead keeps within the guarantee: the same game for every answer
        assert np.array_equal(mine, theirs)


def test_one_board_left_of_several_takes_the_least_depth():
    game = SMALL.with_boards(2)
    strategy = make_strategy("lookahead_worst", game)
    w = game.words
    answers = (w.answer_id(w.answers[5]), w.answer_id(w.answers[77]))
    state = game.start().play(w.answer_guess[answers[0]], answers)  # board 1 solved at once
    guess = strategy.choose(state)
    fits = strategy._fits(state, strategy.depth)
    left = game.max_guesses - state.turn
    least = min(d for d in range(1, left + 1) if any(fits(g, d) for g in strategy._ranked(state, guess)))
    assert fits(guess, least)


@pytest.mark.parametrize("n", [1, 2, 4])
@pytest.mark.parametrize("pool", POOLS)
def test_plays_every_pool(pool, n):
    game = SMALL.with_boards(n)
    rng = np.random.default_rng([n, POOLS.index(pool)])
    answers = tuple(int(a) for a in rng.choice(len(game.words.answers), n, replace=False))
    check_game(game, "lookahead_worst", pool, answers, rng)


@pytest.mark.parametrize("mode, limit, prefill", MODES)
def test_plays_every_mode(mode, limit, prefill):
    game = SMALL.with_boards(4, limit, mode=mode, prefill=prefill)
    rng = np.random.default_rng(MODES.index((mode, limit, prefill)))
    answers = tuple(int(a) for a in rng.choice(len(game.words.answers), 4, replace=False))
    assert check_game(game, "lookahead_worst", "all", answers, rng).won


def test_bad_option():
    with pytest.raises(StrategyError, match="extra"):
        make_strategy("lookahead_worst", SMALL, extra=-1)


def test_registered_with_the_look_ahead_options_declared_once(capsys):
    from ndle.strategies import strategy_names
    from ndle.strategies.base import registered
    from ndle.strategies.lookahead import Lookahead
    from ndle.strategies.options import declared
    from tests.players_util import run_cli

    assert "lookahead_worst" in strategy_names()
    cls = registered()["lookahead_worst"]
    mine, theirs = {o.name: o for o in declared(cls)}, {o.name: o for o in declared(Lookahead)}
    assert list(mine) == [*theirs, "extra"]
    assert all(mine[k] is theirs[k] for k in theirs)  # the look-ahead's declarations themselves, not copies
    strategy = make_strategy("lookahead_worst", SMALL, shortlist=5, extra=3)
    assert (strategy.shortlist, strategy.extra) == (5, 3)
    assert repr(strategy).startswith("LookaheadWorst(extra=3, ") and "shortlist=5" in repr(strategy)
    code, out, _ = run_cli(capsys, "strategies")
    assert code == 0 and "lookahead_worst" in out
