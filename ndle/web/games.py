"""Games and strategies for the web API, built once per setting and shared by every request.

These are not game state: a Game is immutable facts (word lists, pattern
matrix), and a strategy's memos only remember the answers of a pure function
of the position. Each strategy is used under its own lock (its memos are not
thread-safe); everything a game in progress needs comes with its request.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import numpy as np

from ndle.game import Game
from ndle.strategies import Strategy, make_strategy
from ndle.strategies.base import registered
from ndle.web.schema import GameSpec

STRONGEST = "lookahead"  # the default strategy of the page and the one a played game is reviewed against
KEEP = 24  # games and strategies kept (least recently used dropped first)


def web_strategies() -> list[str]:
    """Return the strategies the page offers: every registered one that needs no file (`tree:FILE` does)."""
    import inspect

    return [name for name, cls in registered().items() if "arg" not in inspect.signature(cls.__init__).parameters]


def strategy_summaries() -> dict[str, str]:
    """Return each offered strategy's one-line summary."""
    found = registered()
    return {name: found[name].summary for name in web_strategies()}


class Library:
    """Word lists, games and strategies by their settings, least recently used dropped past `keep` of each."""

    def __init__(self, keep: int = KEEP):
        self.keep = keep
        self._lock = threading.Lock()
        self._bases: dict[str, Game] = {}
        self._games: OrderedDict[tuple, Game] = OrderedDict()
        self._strategies: OrderedDict[tuple, tuple[Strategy, threading.Lock]] = OrderedDict()

    def _base(self, words: str) -> Game:
        if words not in self._bases:
            self._bases[words] = Game.create(words=words)
        return self._bases[words]

    def game(self, spec: GameSpec) -> Game:
        """Return the game of a request's settings (raising ModeError for an impossible one)."""
        with self._lock:
            if (hit := self._games.get(spec.key)) is not None:
                self._games.move_to_end(spec.key)
                return hit
            game = self._base(spec.words).with_boards(spec.boards, spec.max_guesses, game=spec.preset,
                                                      mode=spec.mode, prefill=None)
            self._games[spec.key] = game
            if len(self._games) > self.keep:
                self._games.popitem(last=False)
            return game

    def strategy(self, spec: GameSpec, name: str) -> tuple[Strategy, threading.Lock]:
        """Return the strategy `name` for a game and the lock to hold while using it."""
        game = self.game(spec)
        key = (spec.key, name)
        with self._lock:
            if (hit := self._strategies.get(key)) is not None:
                self._strategies.move_to_end(key)
                return hit
            pair = (make_strategy(name, game), threading.Lock())
            self._strategies[key] = pair
            if len(self._strategies) > self.keep:
                self._strategies.popitem(last=False)
            return pair


def fixed_rng() -> np.random.Generator:
    """Return the Generator a randomised strategy draws from in a request (seed 0: the same answer every time)."""
    return np.random.default_rng(0)


def warm_up(library: Library, preset: str = "wordle") -> None:
    """Compute the strongest strategy's first guess of `preset` into its memo (on Wordle an exact search of about a
    minute of one core, once per server; the search releases the GIL, so the server answers meanwhile)."""
    from ndle.web.schema import GameSpec

    spec = GameSpec(preset=preset)
    strategy, lock = library.strategy(spec, STRONGEST)
    with lock:
        strategy.choose(library.game(spec).start(), fixed_rng())
