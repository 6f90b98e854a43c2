"""One field of a JSON request checked: its kind and its bounds, each refusal a RequestError (status 400) in one line
naming the field."""

from __future__ import annotations

from ndle.errors import NdleError

MAX_WORD = 32  # characters of one word or feedback string


class RequestError(NdleError, ValueError):
    """A request that is not what the API expects (answered with status 400 and the message)."""


def json_object(value, where: str, allowed) -> dict:
    """Return a request's JSON object, refusing a field not among `allowed` (a RequestError naming `where`)."""
    if not isinstance(value, dict):
        raise RequestError(f"{where} must be a JSON object")
    unknown = sorted(set(value) - set(allowed))
    if unknown:
        raise RequestError(f"{where}: unknown field {unknown[0]!r}; expected {', '.join(sorted(allowed))}")
    return value


def whole(value, where: str, low: int, high: int) -> int:
    """Return a request's whole number from `low` to `high`.

    Parameters
    ----------
    value : object
        The JSON value (a bool is not a number here).
    where : str
        The field's name, for the message.
    low, high : int
        The bounds, both allowed.

    Returns
    -------
    int

    Raises
    ------
    RequestError
        In one line naming `where`.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestError(f"{where} must be a whole number from {low} to {high}, got {value!r:.40}")
    return value


def yes_no(value, where: str) -> bool:
    """Return a request's true or false (a RequestError naming `where` otherwise)."""
    if not isinstance(value, bool):
        raise RequestError(f"{where} must be true or false, got {value!r:.40}")
    return value


def short_text(value, where: str, choices=None) -> str:
    """Return a request's non-empty string of at most `MAX_WORD` characters.

    Parameters
    ----------
    value : object
        The JSON value.
    where : str
        The field's name, for the message.
    choices : sequence of str, optional
        The strings allowed (None: any).

    Returns
    -------
    str

    Raises
    ------
    RequestError
        In one line naming `where`.
    """
    if not isinstance(value, str) or not value or len(value) > MAX_WORD:
        raise RequestError(f"{where} must be a non-empty string of at most {MAX_WORD} characters")
    if choices is not None and value not in choices:
        raise RequestError(f"{where}: unknown {value!r}; choose one of {', '.join(choices)}")
    return value


def json_array(value, where: str, most: int) -> list:
    """Return a request's JSON array of at most `most` items.

    Parameters
    ----------
    value : object
        The JSON value.
    where : str
        The field's name, for the message.
    most : int
        The most items allowed.

    Returns
    -------
    list

    Raises
    ------
    RequestError
        In one line naming `where`.
    """
    if not isinstance(value, list):
        raise RequestError(f"{where} must be a JSON array")
    if len(value) > most:
        raise RequestError(f"{where}: at most {most} items, got {len(value)}")
    return value


__all__ = ["MAX_WORD", "RequestError", "json_array", "json_object", "short_text", "whole", "yes_no"]
