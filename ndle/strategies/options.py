"""A strategy's options, each declared once: its name, its default and its check (of the value, and of the game
where the value depends on it). The registry checks a run's options from these declarations without building the
strategy, and the strategy is handed the checked values as attributes of the same names."""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from ndle.errors import StrategyError

if TYPE_CHECKING:  # base.py imports this module
    from ndle.strategies.base import Strategy


@dataclass(frozen=True)
class Option:
    """One option a strategy takes.

    Parameters
    ----------
    name : str
        The option's name (`--option NAME=VALUE`, ``options={"NAME": VALUE}``), and the attribute the strategy
        holds its value under.
    default : object
        The value when the option is not given.
    check : callable, optional
        ``check(name, value, game)`` returns the value the strategy holds (the value itself, or it converted: a
        number as a float, a word as its guess id, a file as what it holds) or raises StrategyError in one line;
        None takes any value as it is.
    """

    name: str
    default: object = None
    check: Callable[[str, Any, Any], object] | None = None

    def value(self, given: object, game) -> object:
        """Return the value the strategy holds for `given` (checked against `game`).

        Parameters
        ----------
        given : object
            The value given for the option.
        game : Game
            The game the strategy is to play.

        Returns
        -------
        object
            The checked value.
        """
        return given if self.check is None else self.check(self.name, given, game)


def declared(cls: type[Strategy]) -> tuple[Option, ...]:
    """Return a strategy class's options: its `options`, then any keyword of its constructor not among them (a
    strategy written with keyword options, taken as given).

    Parameters
    ----------
    cls : type
        A Strategy subclass.

    Returns
    -------
    tuple of Option
        In declaration order.
    """
    own = {o.name for o in cls.options}
    keywords = inspect.signature(cls).parameters.values()
    return (*cls.options, *(Option(p.name, p.default) for p in keywords
                            if p.kind is p.KEYWORD_ONLY and p.name not in own))


def yes_no_option(name: str, value, game=None) -> bool:
    """Return a yes/no strategy option, raising StrategyError unless it is a boolean (true/false on the CLI)."""
    if not isinstance(value, (bool, np.bool_)):
        raise StrategyError(f"option {name} must be true or false, got {value!r}")
    return bool(value)


def choice_option(name: str, value, choices) -> str:
    """Return a strategy option that is one of `choices`, raising StrategyError (naming them) otherwise."""
    if value not in choices:
        raise StrategyError(f"unknown {name} {value!r}; choose one of {', '.join(choices)}")
    return value


def count_option(name: str, value, low: int) -> int:
    """Return a whole-number strategy option, raising StrategyError unless it is an integer of at least `low`.

    Parameters
    ----------
    name : str
        The option's name, for the message.
    value : object
        The value given.
    low : int
        The least value allowed.

    Returns
    -------
    int
        The value, as a Python int.
    """
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low:
        raise StrategyError(f"option {name} must be an integer >= {low}, got {value!r}")
    return int(value)


def one_of(choices) -> Callable[[str, object, object], str]:
    """Return the check of an option that is one of `choices` (`choice_option`).

    Parameters
    ----------
    choices : sequence of str
        The values allowed.

    Returns
    -------
    callable
        ``check(name, value, game)``.
    """
    return partial(_choice, tuple(choices))


def at_least(low: int) -> Callable[[str, object, object], int]:
    """Return the check of a whole-number option of at least `low` (`count_option`).

    Parameters
    ----------
    low : int
        The least value allowed.

    Returns
    -------
    callable
        ``check(name, value, game)``.
    """
    return partial(_count, low)


def _choice(choices: tuple, name: str, value, game) -> str:
    """Check one of `choices` (the game does not matter)."""
    return choice_option(name, value, choices)


def _count(low: int, name: str, value, game) -> int:
    """Check a whole number of at least `low` (the game does not matter)."""
    return count_option(name, value, low)


def with_defaults(options: tuple[Option, ...], **defaults) -> tuple[Option, ...]:
    """Return `options` with the defaults of some of them changed (a strategy that is another's rule with its own
    settings: the literature's players on Hayes's scores).

    Parameters
    ----------
    options : tuple of Option
        The options declared (a parent strategy's).
    **defaults
        The new default of each option named; every name must be among `options`.

    Returns
    -------
    tuple of Option
        The same options in the same order, with those defaults.

    Raises
    ------
    StrategyError
        In one line: a name that is not among `options`.
    """
    names = {o.name for o in options}
    if unknown := [k for k in defaults if k not in names]:
        raise StrategyError(f"no option {unknown[0]!r} to give a default")
    return tuple(Option(o.name, defaults.get(o.name, o.default), o.check) for o in options)
