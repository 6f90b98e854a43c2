"""Checks of the library's arguments: each returns the value as ndle uses it, or raises the NdleError subclass it is
given with one line that says what is allowed and what came (never a TypeError from deeper down)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from numbers import Integral
from pathlib import Path

import numpy as np

from ndle.errors import ConfigError, NdleError, cut


def shown(value, width: int = 60) -> str:
    """Return a value's repr on one line, cut to `width` characters (for an error message).

    Parameters
    ----------
    value : object
        What was given.
    width : int
        The most characters shown.

    Returns
    -------
    str
        ``repr(value)`` without line breaks, ending in "..." when cut.
    """
    if isinstance(value, str) and len(value) > 4 * width:  # repr of a million characters is never made
        value = value[:2 * width]
        text = " ".join(repr(value).split())
        return text[:width - 3] + "..."
    text = " ".join(repr(value).split())
    return text if len(text) <= width else text[:width - 3] + "..."


def echoed(value, width: int = 60) -> str:
    """Return a value the user gave (a word, a feedback string, a name) as an error message shows it: its repr on
    one line, cut in its middle to about `width` characters so that its start and its end both show.

    Parameters
    ----------
    value : object
        What was given (a string of a million characters is cut before its repr is made).
    width : int
        About the most characters shown.

    Returns
    -------
    str
    """
    if isinstance(value, str) and len(value) > 4 * width:
        value = value[:2 * width] + value[-2 * width:]  # its ends: the repr below keeps them
    return cut(" ".join(repr(value).split()), width)


def is_whole(value) -> bool:
    """Return whether a value is a whole number: a Python or numpy integer, not a bool.

    Parameters
    ----------
    value : object
        What was given.

    Returns
    -------
    bool
    """
    return isinstance(value, Integral) and not isinstance(value, (bool, np.bool_))


def whole(value, what: str, error: type[NdleError] = ConfigError, *, low: int = 0, high: int | None = None,
          also: str = "") -> int:
    """Return a whole number from `low` to `high` as an int, else raise `error` in one line.

    Parameters
    ----------
    value, what, error : object, str, type
        What was given; its name in the message, e.g. "the number of games"; the NdleError subclass raised.
    low, high : int, optional
        The least and the largest allowed (None: no upper limit).
    also : str
        What else is allowed, added to the message (e.g. " or 'all'").

    Returns
    -------
    int
    """
    if is_whole(value) and low <= value and (high is None or value <= high):
        return int(value)
    allowed = f"a whole number from {low} to {high}" if high is not None else f"a whole number of at least {low}"
    raise error(f"{what} must be {allowed}{also}, got {shown(value)}")


def yes_no(value, what: str, error: type[NdleError] = ConfigError) -> bool:
    """Return a yes/no argument (a bool, numpy's too), else raise `error` in one line.

    Parameters
    ----------
    value : object
        What was given: 1, "yes" or None are refused, not read as true or false.
    what, error : str, type
        Its name in the message; the NdleError subclass raised.

    Returns
    -------
    bool
        `value` as a Python bool.
    """
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise error(f"{what} must be True or False, got {shown(value)}")


def a_path(value, what: str, error: type[NdleError] = ConfigError) -> Path:
    """Return a path argument as a Path, else raise `error` in one line.

    Parameters
    ----------
    value, what, error : object, str, type
        What was given (a str or os.PathLike, not empty, without NUL); its name in the message; the error raised.

    Returns
    -------
    Path
        Relative paths stay relative.
    """
    if isinstance(value, (str, os.PathLike)):
        text = os.fspath(value)
        if isinstance(text, str) and text and "\0" not in text:
            return Path(text)
    raise error(f"{what} must be a path (a str or os.PathLike), got {shown(value)}")


def a_path_ending(value, suffix: str, what: str, why: str = "") -> Path:
    """Return an output path that ends in `suffix` (any case), else raise ConfigError in one line: a file of
    another kind is never written over, even where replacing is allowed.

    Parameters
    ----------
    value : str or os.PathLike
        The path given.
    suffix : str
        The suffix it must end in, e.g. ".png".
    what : str
        Its name in the message (e.g. "the output").
    why : str
        Said in brackets after the message, if given.

    Returns
    -------
    Path
        The path.
    """
    path = a_path(value, what)
    if path.suffix.lower() != suffix:
        raise ConfigError(f"{path}: {what} must be a {suffix} path" + (f" ({why})" if why else ""))
    return path


def one_of(value, kind: type | tuple[type, ...], what: str, error: type[NdleError] = ConfigError):
    """Return `value` if it is an instance of `kind`, else raise `error` in one line.

    Parameters
    ----------
    value : object
        What was given.
    kind : type or tuple of types
        What is allowed.
    what : str
        What is expected, in words, for the message (e.g. "a Game").
    error : type
        The NdleError subclass raised.

    Returns
    -------
    object
        `value`, unchanged.
    """
    if isinstance(value, kind):
        return value
    raise error(f"expected {what}, got {shown(value)}")


def many(value, what: str, error: type[NdleError] = ConfigError):
    """Return an iterable of items (a list, tuple, ...; not a lone string), else raise `error` in one line.

    Parameters
    ----------
    value, what, error : object, str, type
        What was given; what is expected, in words (e.g. "the answer words"); the NdleError subclass raised.

    Returns
    -------
    iterable
        `value`, unchanged.
    """
    if isinstance(value, Iterable) and not isinstance(value, (str, bytes, Mapping)):
        return value
    raise error(f"expected {what} (a list or tuple), got {shown(value)}")


def an_array(value, what: str, shape: tuple[int, ...], error: type[NdleError] = ConfigError):
    """Return an integer numpy array of the given shape, else raise `error` in one line.

    Parameters
    ----------
    value, what : object, str
        What was given; its name in the message.
    shape : tuple of int
        The shape it must have.
    error : type
        The NdleError subclass raised.

    Returns
    -------
    numpy.ndarray
        `value`, unchanged.
    """
    if getattr(value, "shape", None) == shape and getattr(getattr(value, "dtype", None), "kind", "") in ("i", "u"):
        return value
    size = " x ".join(map(str, shape))
    raise error(f"{what} must be an integer array of {size}, got {shown(value)}")
