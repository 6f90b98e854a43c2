"""The checks of the game's settings (`ndle.rules.params.PARAMS`): each parses and checks one value, raising a one-line
ModeError (or the error it names); `Whole` also parses a command-line argument.

    >>> Whole("guess limit", 1, 10)(3)
    3
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from typing import Callable, Collection

from ndle.checks import is_whole, shown
from ndle.errors import ModeError, NdleError


@dataclass(frozen=True)
class Whole:
    """A whole number from `low` to `high` (None: no upper bound); with `zero_is_default`, 0 means "not given"."""

    what: str
    low: int = 1
    high: int | None = None
    zero_is_default: bool = False

    def __call__(self, value):
        """Return `value` as an int (None for a 0 that means the default), raising ModeError in one line."""
        if self.zero_is_default and is_whole(value) and value == 0:
            return None
        if is_whole(value) and self.low <= value and (self.high is None or value <= self.high):
            return int(value)
        sign = "positive" if self.low >= 1 else "non-negative"
        if not is_whole(value) or self.high is None:
            raise ModeError(f"the {self.what} must be a {sign} integer, got {shown(value)}")
        zero = " (0: the game's own)" if self.zero_is_default else ""
        raise ModeError(f"the {self.what} must be from {self.low} to {self.high}{zero}, got {value}")

    def parse(self, text: str) -> int:
        """Return the number a command-line argument gives (an argparse type: a one-line usage error else)."""
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number of at least {self.low}, got {text!r}") from None
        if value < self.low:
            raise argparse.ArgumentTypeError(f"must be at least {self.low}, got {text}")
        if self.high is not None and value > self.high:
            raise argparse.ArgumentTypeError(f"must be at most {self.high}, got {text}")
        return value


@dataclass(frozen=True)
class OneOf:
    """One of the names `options()` gives (a function: the registries load when asked); `error` for another."""

    what: str
    options: Callable[[], Collection[str]]
    error: type[NdleError] = ModeError

    def __call__(self, value):
        """Return `value`, raising `error` in one line unless it is one of the options."""
        if not isinstance(value, str):
            raise self.error(f"{self.what} must be a name, got {shown(value)}")
        if value not in self.options():
            raise self.error(f"unknown {self.what} {value!r}; choose one of {', '.join(self.options())}")
        return value


@dataclass(frozen=True)
class Name:
    """A name (of a shipped word list, say), checked where it is used."""

    what: str

    def __call__(self, value):
        """Return `value`, raising ModeError unless it is a string."""
        if not isinstance(value, str):
            raise ModeError(f"{self.what} must be a name, got {shown(value)}")
        return value


@dataclass(frozen=True)
class FilePath:
    """A file's path, kept as text (a saved run is JSON)."""

    what: str

    def __call__(self, value):
        """Return `value` as a str, raising ModeError unless it is a path."""
        if isinstance(value, os.PathLike):
            return os.fspath(value)
        if not isinstance(value, str):
            raise ModeError(f"{self.what} must be a path, got {shown(value)}")
        return value


@dataclass(frozen=True)
class YesNo:
    """True or false."""

    what: str

    def __call__(self, value):
        """Return `value`, raising ModeError unless it is a bool."""
        if not isinstance(value, bool):
            raise ModeError(f"{self.what} must be true or false, got {shown(value)}")
        return value


@dataclass(frozen=True)
class Prior:
    """An answer prior's spec: `uniform`, `frequency` or `frequency:LANG`, or a file's path (its form only: the
    file, or wordfreq, is read when a Game is made)."""

    what: str

    def __call__(self, value):
        """Return `value` as a str, raising ModeError unless it has a prior's form."""
        if isinstance(value, os.PathLike):
            value = os.fspath(value)
        if not isinstance(value, str) or not value.strip():
            raise ModeError(f"{self.what} must be uniform, frequency[:LANG] or a file's path, got {shown(value)}")
        kind, colon, lang = value.partition(":")
        if kind == "frequency" and colon and not (lang.replace("-", "").isalpha() and len(lang) <= 16):
            raise ModeError(f"{self.what} frequency:LANG needs a language code (en, fr, ...), got {value!r:.60}")
        return value


Check = Whole | OneOf | Name | FilePath | YesNo | Prior


__all__ = ["Check", "FilePath", "Name", "OneOf", "Prior", "Whole", "YesNo"]
