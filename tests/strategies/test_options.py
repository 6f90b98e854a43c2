"""A strategy's options are declared once (name, default, check): a run's spec is checked from the declarations
without building the strategy, with the same one-line refusals as building it."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from ndle.errors import StrategyError
from ndle.montecarlo.spec import make_spec
from ndle.strategies import Option, Strategy, check_strategy, make_strategy, register
from ndle.strategies.base import STRATEGIES, registered
from ndle.strategies.lookahead import Lookahead
from ndle.strategies.options import at_least, declared
from tests.players_util import small_game

SMALL = small_game(60, 80, seed=5)
PRIOR = replace(SMALL, weights=np.linspace(1.0, 2.0, len(SMALL.words.answers)) / np.linspace(1.0, 2.0, 60).sum())


def test_a_spec_is_checked_without_building_the_strategy(monkeypatch):
    def refuse(self, game, **options):
        raise AssertionError("make_spec built the strategy")

    monkeypatch.setattr(Lookahead, "__init__", refuse)
    spec = make_spec(SMALL, "lookahead", games=3, seed=1, options={"shortlist": 5, "leaf": "last"})
    assert spec.options == {"shortlist": 5, "leaf": "last"}  # recorded as given, as before
    with pytest.raises(StrategyError, match="option shortlist must be an integer >= 1"):
        make_spec(SMALL, "lookahead", games=3, seed=1, options={"shortlist": 0})


@pytest.mark.parametrize("strategy, game, options, message", [
    ("exact", SMALL, {"opener": "qqqqq"}, "option opener must be an allowed guess, got 'qqqqq'"),
    ("exact", PRIOR, {"openers": 2}, "option openers needs equally likely answers, not a prior"),
    ("lookahead", PRIOR, {"endgame": 3}, "options endgame and leaf=rollout assume equally likely answers"),
    ("lookahead", SMALL, {"model": "/no/such/model.json"}, "option model: "),
    ("tree", SMALL.with_boards(2), {"arg": "salet.txt"}, "a strategy tree plays one board; this game has 2"),
    ("tree", SMALL, {}, "the tree strategy needs a file"),
    ("dichter", SMALL, {"grid": 1}, "option grid must be 0 (the exact formula) or at least 2 points, got 1"),
    ("bonus", SMALL, {"alpha": -1.0}, "option alpha must be a non-negative number, got -1.0"),
    ("sum", SMALL, {"tiebreak": "coin"}, "unknown tiebreak 'coin'"),
    ("sum", SMALL, {"depth": 2}, "strategy 'sum' has no option 'depth'"),
])
def test_game_dependent_checks_refuse_before_any_game_as_building_does(strategy, game, options, message):
    with pytest.raises(StrategyError) as checked:
        check_strategy(strategy, game, **options)
    with pytest.raises(StrategyError) as built:
        make_strategy(strategy, game, **options)
    assert message in str(checked.value) and str(checked.value) == str(built.value)
    with pytest.raises(StrategyError, match="^" + message[:20]):
        make_spec(game, strategy, games=2, seed=0, options=options)


def test_a_strategy_holds_its_checked_options_under_their_names():
    exact = make_strategy("exact", SMALL, opener=SMALL.words.guesses[3].upper())
    assert exact.opener == 3 and exact.pool == "all" and exact.tuples == 2000  # a word held as its guess id
    bonus = make_strategy("bonus", SMALL, alpha=3)
    assert type(bonus.alpha) is float and bonus.alpha == 3.0 and bonus.tiebreak == "alphabetical"


def test_every_registered_option_has_one_declaration_with_a_default_its_check_accepts():
    for name, cls in registered().items():
        names = [o.name for o in declared(cls)]
        assert len(names) == len(set(names)) and names[0] == "pool", name
        if name != "tree":  # its one option is a file it needs
            assert check_strategy(name, SMALL) is None


@pytest.fixture
def scratch_registry(monkeypatch):
    """Strategies registered by a test are gone after it (other tests play every registered strategy)."""
    monkeypatch.setattr(STRATEGIES, "classes", dict(STRATEGIES.loaded()))


def test_a_new_strategy_declares_an_option_in_one_place(scratch_registry):
    @register("test-options-new")
    class Stepper(Strategy):
        """Play the guess `step` places after the first allowed one."""

        options = (*Strategy.options, Option("step", 1, at_least(0)))

        def choose(self, state, rng=None):
            rows = np.flatnonzero(self.allowed(state))
            return int(rows[min(self.step, len(rows) - 1)])

    assert make_strategy("test-options-new", SMALL, step=4).step == 4 and Stepper(SMALL).step == 1
    with pytest.raises(StrategyError, match="option step must be an integer >= 0, got -1"):
        make_spec(SMALL, "test-options-new", games=2, seed=0, options={"step": -1})


def test_a_strategy_with_keyword_options_still_takes_them(scratch_registry):
    @register("test-options-keywords")
    class Keyworded(Strategy):
        """Written the older way: its options are its constructor's keywords, taken as given."""

        def __init__(self, game, *, pool="all", depth=2):
            super().__init__(game, pool=pool)
            self.depth = depth

        def choose(self, state, rng=None):
            return int(np.flatnonzero(self.allowed(state))[0])

    assert make_strategy("test-options-keywords", SMALL, depth=5).depth == 5
    assert make_spec(SMALL, "test-options-keywords", games=2, seed=0, options={"depth": 3}).options == {"depth": 3}
    with pytest.raises(StrategyError, match="has no option 'width'"):
        check_strategy("test-options-keywords", SMALL, width=1)
