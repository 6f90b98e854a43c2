"""The exact player: registered by name, optimal wherever the exact search applies (its average over every answer
tuple equals the proven optimum), the look-ahead elsewhere, and bad options refused."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest

from ndle.errors import StrategyError
from ndle.playing import play_game
from ndle.solver.nboard.search import NBoardSolver, canonical
from ndle.strategies import make_strategy, strategy_names
from tests.players_util import small_game

GAME = small_game(12, 20, seed=5, boards=2)


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path / "cache"))


def every_tuple_mean(game, strategy, objective: str) -> Fraction:
    """Return the strategy's exact mean score over every answer tuple (repeats included), through the game loop."""
    A, scores = len(game.words.answers), []
    for answers in itertools.product(range(A), repeat=game.boards):
        record, _ = play_game(game, strategy, answers, rng=np.random.default_rng(0))
        scores.append(max(record.solved_at) if objective == "last" else record.total)
    return Fraction(sum(scores), len(scores))


def test_registered():
    assert "exact" in strategy_names()


@pytest.mark.parametrize("objective", ["last", "total"])
def test_plays_the_optimum_where_it_applies(objective):
    """With every position in reach of the search, its average is the proven optimum, and no greedy rule beats it."""
    words = GAME.words
    root = canonical([range(len(words.answers))] * GAME.boards)
    F, _ = NBoardSolver(words, objective, matrix=GAME.matrix).solve(root)
    optimum = Fraction(F, len(words.answers) ** GAME.boards)
    exact = make_strategy("exact", GAME, objective=objective, tuples=10**6)
    assert every_tuple_mean(GAME, exact, objective) == optimum
    greedy = make_strategy("sum", GAME, tiebreak="candidates", objective=objective)
    assert every_tuple_mean(GAME, greedy, objective) >= optimum


@pytest.mark.parametrize("boards", [2, 3])
def test_openers_choose_the_optimal_first_guess(boards):
    """With the first position past the budget and every later one within it, the look-ahead's first guess is not
    optimal on this list (seed 10), and the player that weighs every first guess the look-ahead ranks by exact
    value (`openers`) plays the optimum."""
    game = small_game(12, 20, seed=10, boards=boards)
    words, A = game.words, len(game.words.answers)
    F, _ = NBoardSolver(words, "last", matrix=game.matrix).solve(canonical([range(A)] * boards))
    optimum, small = Fraction(F, A ** boards), A ** boards - 1
    own = make_strategy("exact", game, tuples=small)
    assert own.choose(game.start()) == make_strategy("lookahead", game).choose(game.start())
    assert every_tuple_mean(game, own, "last") > optimum
    chooser = make_strategy("exact", game, tuples=small, openers=len(words.guesses))
    assert every_tuple_mean(game, chooser, "last") == optimum
    assert "openers=0" in repr(own) and f"openers={len(words.guesses)}" in repr(chooser)


@pytest.mark.parametrize("k", [1, 2, 4])
def test_openers_pick_the_least_exact_value_of_both_lists(k):
    """The first guess `openers=k` plays has the least exact value among the look-ahead's k best by its estimate
    (its own choice first) and the k of least bound, each valued here on its own, without a cut-off."""
    game = small_game(12, 20, seed=10, boards=2)
    A = len(game.words.answers)
    pos = canonical([range(A)] * 2)
    look = make_strategy("lookahead", game)
    rows, estimate = look.guess_scores(game.start())
    looked = list(dict.fromkeys([look.choose(game.start()), *rows[np.argsort(estimate, kind="stable")].tolist()]))
    solver = NBoardSolver(game.words, "last", matrix=game.matrix)
    tried = set(looked[:k]) | set(solver.moves(pos)[0][:k].tolist())
    values = {g: solver.guess_value(pos, g) for g in tried}
    chosen = make_strategy("exact", game, tuples=A * A - 1, openers=k).choose(game.start())
    assert chosen in tried and values[chosen] == min(values.values())


def test_below_the_threshold_only():
    """tuples=0: never exact, every choice is the look-ahead's; a fixed opener is played first."""
    exact = make_strategy("exact", GAME, tuples=0, opener=GAME.words.answers[0])
    look = make_strategy("lookahead", GAME)
    state = GAME.start()
    assert exact.choose(state) == GAME.words.guess_id(GAME.words.answers[0])
    state = state.play(exact.choose(state), (1, 2))
    assert exact.choose(state) == look.choose(state)


@pytest.mark.parametrize("options, message", [({"objective": "worst"}, "unknown objective"),
                                              ({"opener": "zzzzz"}, "allowed guess"),
                                              ({"tuples": -1}, "tuples"), ({"openers": -1}, "openers"),
                                              ({"openers": 1.5}, "openers")])
def test_bad_options(options, message):
    with pytest.raises(StrategyError, match=message):
        make_strategy("exact", GAME, **options)
