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


def test_a_shipped_first_suggestion_does_not_wait_for_the_strategys_lock(library):
    """The server's warm-up holds a strategy's lock for its search: the shipped first suggestion answers meanwhile,
    any other position waits (answered busy past the time limit)."""
    from starlette.testclient import TestClient

    from ndle.web import create_app
    from ndle.web.schema import assist_request
    from tests.web.conftest import LOCAL

    body = {"game": "wordle", "strategy": "sum", "top": 5, "rows": []}
    req = assist_request(body, library.catalogue)
    _, lock = library.strategy(req.game, req.strategy)
    with TestClient(create_app(library=library, time_limit=1.0), base_url=LOCAL) as client:
        client.post("/api/assist", json=body)  # the game and its tables read once, as the warm-up does
        with lock:
            first = client.post("/api/assist", json=body)
            later = client.post("/api/assist", json={**body, "rows": [{"guess": "soare", "feedback": ["bbbbb"]}]})
    assert first.status_code == 200, first.text
    assert first.json()["suggestions"][0]["guess"] == "soare"
    assert len(first.json()["suggestions"]) == 5 and later.status_code == 503
