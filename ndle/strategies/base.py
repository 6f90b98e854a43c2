"""The Strategy interface and the registry that finds strategies by name."""

from __future__ import annotations

from typing import Callable, ClassVar

import numpy as np

from ndle.checks import echoed, one_of
from ndle.errors import StrategyError
from ndle.game import Board, Game, GuessId, State
from ndle.strategies.options import Option, declared
from ndle.strategies.pools import POOLS, pool_mask
from ndle.registry import Registry

DEFAULT_STRATEGY = "sum"  # the documented reference rule: every command and function that plays defaults to it


def _pool(name: str, value, game) -> str:
    """Check a guess pool."""
    if value not in POOLS:
        raise StrategyError(f"unknown guess pool {echoed(value)}; choose one of {', '.join(POOLS)}")
    return value


class Strategy:
    """Picks the next guess for a state. Subclasses implement `choose` and register a name.

    Every strategy accepts `pool` (`all`, `candidates` or `hard`): the guesses it
    may play. A strategy declares its options once, in `options` (each an `Option`:
    name, default, check); the checked values are its attributes of the same names
    when its constructor runs, and `check_together` checks them together and
    against the game. Randomised strategies draw only from the Generator passed to
    `choose` and set `deterministic = False`. A strategy that scores each unsolved
    board separately and combines the scores implements `board_scores`.

    Parameters
    ----------
    game : Game
        The game it plays (word lists, pattern matrix, boards, mode).
    **options
        Its options (see `options`); `pool`, one of "all" (the default), "candidates" and "hard", is the guesses
        it may play.

    Raises
    ------
    StrategyError
        In one line: an unknown option, or a value its check refuses.
    """

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    deterministic: bool = True  # the choice depends only on the state (so a decision tree exists)
    better: ClassVar[str] = "lower"  # which of `guess_scores`'s scores is better: "lower" or "higher"
    options: ClassVar[tuple[Option, ...]] = (Option("pool", "all", _pool),)  # a subclass adds its own to these
    pool: str  # each option's checked value is an attribute of the same name (a subclass declares its own)

    def __init__(self, game: Game, **options):
        self.game = game
        vars(self).update(type(self).settings(game, options))

    @classmethod
    def settings(cls, game: Game, given: dict) -> dict:
        """Return every option's checked value (the default where one is not given), raising StrategyError.

        Parameters
        ----------
        game : Game
            The game the strategy is to play.
        given : dict
            The options given, by name.

        Returns
        -------
        dict
            Each declared option's value, by name.
        """
        options = declared(cls)
        names = {o.name for o in options}
        if unknown := [k for k in given if k not in names]:
            raise StrategyError(f"strategy {echoed(cls.name or cls.__name__)} has no option {echoed(unknown[0])}")
        values = {o.name: o.value(given.get(o.name, o.default), game) for o in options}
        cls.check_together(game, values)
        return values

    @classmethod
    def check_together(cls, game: Game, settings: dict) -> None:
        """Raise StrategyError (one line) if the checked values `settings` (by name) do not go together or with
        `game`: a strategy whose options depend on each other or on the game overrides it."""

    def allowed(self, state: State) -> np.ndarray:
        """Return the mask of guesses this strategy may play now."""
        return pool_mask(state, self.pool)

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        """Return the next guess for `state`."""
        raise NotImplementedError

    def guess_scores(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        """Return the guess ids this strategy considers now and its score of each (`better`: lower or higher).

        A strategy that picks a guess without scoring the others raises NotImplementedError
        (`ndle.playing.ranking.top_guesses` then ranks only its choice).
        """
        raise NotImplementedError(f"strategy {self.name!r} does not score guesses")

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        """Return one board's score of each guess in `rows` (default: every guess), as the strategy combines them.

        Whether higher or lower is better is the strategy's own (documented on its class).
        """
        raise NotImplementedError(f"strategy {self.name!r} does not score boards separately")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(pool={self.pool!r})"


def register(name: str) -> Callable[[type[Strategy]], type[Strategy]]:
    """Return a class decorator registering a strategy under `name`.

    Parameters
    ----------
    name : str
        The name the command line, configs and `make_strategy` use.

    Returns
    -------
    callable
        The decorator `ndle.registry.Registry.register` makes: a name with a space, comma, '=' or ':', or one that
        another class has, is a StrategyError (a class of the same module and name, defined again, replaces the
        old one).
    """
    return STRATEGIES.register(name)


STRATEGIES = Registry(__package__, Strategy, StrategyError, "strategy",
                       lambda name: not any(c.isspace() or c in ",=:" for c in name),
                       "a strategy name must be a word (no spaces, commas, '=' or ':')", "register")


def registered() -> dict[str, type[Strategy]]:
    """Return the registered strategy classes by name, sorted by name."""
    return dict(sorted(STRATEGIES.loaded().items()))


def strategy_names() -> list[str]:
    """Return the registered strategy names, sorted.

    Returns
    -------
    list of str
        The names `make_strategy`, the command line and configs take.
    """
    return list(registered())


OWN_SETTINGS = ("pool",)  # a strategy's parameters that are settings of a run, never given as options


def check_options(options) -> dict:
    """Return strategy options as a dict, raising StrategyError unless it is a mapping of option names (strings)
    that are not settings of their own (`pool`)."""
    if options is None:
        return {}
    if not isinstance(options, dict) or not all(isinstance(k, str) and k.isidentifier() for k in options):
        raise StrategyError(f"strategy options are a mapping of option names to values, got {options!r:.80}")
    if own := [k for k in options if k in OWN_SETTINGS]:
        raise StrategyError(f"{own[0]} is a setting of its own (--{own[0]}, {own[0]}=), not a strategy option")
    return dict(options)


def _resolve(spec: str, options: dict) -> tuple[type[Strategy], dict]:
    """Return the class `spec` names and its options (with a ':' argument as `arg`), or raise StrategyError."""
    found = STRATEGIES.loaded()
    if not isinstance(spec, str):
        raise StrategyError(f"a strategy is named by a string, got {spec!r:.80}")
    name, _, arg = spec.partition(":")
    cls = found.get(name)
    if cls is None:
        raise StrategyError(f"unknown strategy {echoed(spec)}; choose one of {', '.join(sorted(found))}")
    params = {o.name for o in declared(cls)}
    options = dict(options)
    if arg:
        if "arg" not in params:
            raise StrategyError(f"strategy {name!r} takes no ':' argument")
        options["arg"] = arg
    unknown = [k for k in options if k not in params]
    if unknown:
        raise StrategyError(f"strategy {echoed(name)} has no option {echoed(unknown[0])}")
    return cls, options


def check_strategy_options(spec: str, options: dict) -> None:
    """Check that a strategy name and its options are known, before any work.

    Parameters
    ----------
    spec : str
        A registered name, or `name:argument` (see `make_strategy`).
    options : dict
        The strategy's own options, and `pool`.

    Raises
    ------
    StrategyError
        In one line: an unknown name or option, or a ':' argument the strategy does not take. (The values are
        checked when the strategy is made.)
    """
    _resolve(spec, options)


def check_strategy(spec: str, game: Game, /, **options) -> None:
    """Check a strategy's name and options against a game without building it, before any work.

    Parameters
    ----------
    spec : str
        A registered name, or `name:argument` (see `make_strategy`).
    game : Game
        The game it is to play.
    **options
        The strategy's own options, and `pool`.

    Raises
    ------
    StrategyError
        In one line, as `make_strategy` would: an unknown name or option, a value an option's check refuses, or
        values that do not go together or with the game.
    """
    cls, options = _resolve(spec, options)
    cls.settings(one_of(game, Game, "a Game to play (ndle.Game.create(...))", StrategyError), options)


def make_strategy(spec: str, game: Game, /, **options) -> Strategy:
    """Return the strategy named by `spec` for a game.

    Parameters
    ----------
    spec : str
        A registered name (`strategy_names`), or `name:argument` for a strategy that takes one (`tree:salet.txt`).
    game : Game
        The game it plays.
    **options
        The strategy's own options (see `ndle strategies`), and `pool`.

    Returns
    -------
    Strategy

    Raises
    ------
    StrategyError
        In one line, before any work: an unknown name or option, an option of the wrong type or out of range, or
        something that is not a Game.
    """
    cls, options = _resolve(spec, options)
    return cls(one_of(game, Game, "a Game to play (ndle.Game.create(...))", StrategyError), **options)
