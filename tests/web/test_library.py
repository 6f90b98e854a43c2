"""The web's Library keeps the `keep` most recently used games and strategies (an LRU cache), built once each."""

from __future__ import annotations

from ndle.web.games import Library
from ndle.web.schema import GameSpec, StrategySpec


def test_the_least_recently_used_game_and_strategy_are_dropped_first():
    library = Library(keep=2)
    one, two, four = GameSpec(boards=1), GameSpec(boards=2), GameSpec(boards=4)
    first = library.game(one)
    assert library.game(two) is not first and library.game(one) is first  # built once; `one` used last
    library.game(four)  # a third: the least recently used (`two`) goes
    assert library.game(one) is first
    assert len(library._games) == 2 and two.key not in library._games
    chosen = StrategySpec(name="sum")
    pair = library.strategy(one, chosen)
    assert library.strategy(one, chosen) is pair and len(library._strategies) == 1
