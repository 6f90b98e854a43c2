"""Reading files ndle did not necessarily write itself (run files, journals, configs, value models, trees):
bounded in size and nesting, and checked field by field against the annotations of the class they describe.

Every refusal is a ConfigError naming the place (`file` or `file:line`).
"""

from __future__ import annotations

import json
from collections import abc
import math
import types
import typing
from dataclasses import MISSING
from pathlib import Path
from typing import Any, Mapping

from ndle.errors import ConfigError, NdleError, SpecialFileError, first_line
from ndle.io.safeopen import open_plain

MAX_JSON_BYTES = 64 << 20  # a summary with a million games' openers stays far below
MAX_LINE_BYTES = 1 << 16  # one line of a JSON-lines journal
MAX_DEPTH = 32  # nesting of JSON objects and lists


def depth(value: Any, limit: int = MAX_DEPTH) -> int:
    """Return the nesting depth of parsed JSON, without recursion.

    Parameters
    ----------
    value : object
        Parsed JSON.
    limit : int
        Counting stops once past it (a deep value costs no more than a `limit`-deep one).

    Returns
    -------
    int
        1 for a scalar or an empty container, one more per level of lists and objects; at most `limit` + 1.
    """
    level, layer = 0, [value]
    while layer and level <= limit:
        level += 1
        layer = [v for x in layer if isinstance(x, (dict, list)) for v in (x.values() if isinstance(x, dict) else x)]
    return level


def parse_json(text: str | bytes, where: str, max_depth: int = MAX_DEPTH) -> Any:
    """Return parsed strict JSON (no NaN or infinity).

    Parameters
    ----------
    text : str or bytes
        The JSON (bytes as UTF-8).
    where : str
        The place named in an error (`file` or `file:line`).
    max_depth : int
        The deepest nesting allowed.

    Returns
    -------
    object
        The parsed value.

    Raises
    ------
    ConfigError
        At `where`, if it is malformed, too large (`MAX_JSON_BYTES`) or nested deeper than `max_depth`.
    """
    if len(text) > MAX_JSON_BYTES:
        raise ConfigError(f"{where}: too large for an ndle file ({len(text):,} bytes)")
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as e:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise ConfigError(f"{where}: unreadable, invalid JSON ({first_line(e)})") from None
    if depth(value, max_depth) > max_depth:
        raise ConfigError(f"{where}: nested deeper than {max_depth} levels")
    return value


def read_bounded(path: str | Path, limit: int = MAX_JSON_BYTES, error: type[NdleError] = ConfigError) -> bytes:
    """Return a regular file's bytes, reading no more than `limit` + 1 of them.

    Parameters
    ----------
    path : str or Path
        The file.
    limit : int
        The most bytes allowed.
    error : type
        The NdleError subclass raised (default ConfigError).

    Returns
    -------
    bytes

    Raises
    ------
    ConfigError
        (or `error`) If it is missing, special (a folder, a FIFO, a device), too large or unreadable.
    """
    path = Path(path)
    try:
        with open_plain(path, "rb", reading=True) as f:  # a FIFO or a device is refused before it is read
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise error(f"{path}: no such file") from None
    except SpecialFileError as e:
        raise error(str(e)) from None
    except OSError as e:
        raise error(f"{path}: unreadable ({e.strerror or e})") from None
    if len(data) > limit:
        raise error(f"{path}: too large for an ndle file (over {limit:,} bytes)")
    return data


def load_json(path: str | Path) -> Any:
    """Return a JSON file's content, bounded as `read_bounded` and `parse_json` are.

    Parameters
    ----------
    path : str or Path
        The file.

    Returns
    -------
    object
        The parsed value; ConfigError naming the file if it cannot be read or parsed.
    """
    return parse_json(read_bounded(path), str(path))


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def matches(value: Any, hint: Any) -> bool:
    """Return whether a parsed JSON value fits a type annotation.

    Parameters
    ----------
    value : object
        Parsed JSON.
    hint : object
        A type annotation: a class, ``X | None``, ``dict[str, int]``, ``tuple[int, ...]``, ``Any``, ...

    Returns
    -------
    bool
        int excludes bool; a float must be finite (an int fits too); a tuple is a JSON list.
    """
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(matches(value, a) for a in args)
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if hint is str:
        return isinstance(value, str)
    if origin in (dict, abc.Mapping) or hint in (dict, Mapping, abc.Mapping):
        return isinstance(value, dict) and (not args or all(matches(k, args[0]) and matches(v, args[1])
                                                            for k, v in value.items()))
    if origin is list or hint is list:
        return isinstance(value, list) and (not args or all(matches(v, args[0]) for v in value))
    if origin is tuple or hint is tuple:
        if not isinstance(value, list) or not args:
            return isinstance(value, list)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(matches(v, args[0]) for v in value)
        return len(args) == len(value) and all(map(matches, value, args))
    return isinstance(value, hint) if isinstance(hint, type) else True


def check_fields(where: str, data: Any, cls: type, *, required: bool = False) -> dict:
    """Return `data` after checking each of its fields that `cls` declares against the field's annotation.

    Parameters
    ----------
    where : str
        The place named in an error (`file` or `file:line`).
    data : object
        Parsed JSON: it must be an object (a dict).
    cls : type
        The (data)class whose annotated fields `data` holds.
    required : bool
        Also refuse fields `cls` does not declare, and missing ones that have no default.

    Returns
    -------
    dict
        `data`, unchanged.

    Raises
    ------
    ConfigError
        At `where`, for a field of the wrong type (or, with `required`, an unknown or missing one).
    """
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: expected an object of {cls.__name__} fields, got {type(data).__name__}")
    hints = typing.get_type_hints(cls)
    for name, value in data.items():
        if name in hints and not matches(value, hints[name]):
            raise ConfigError(f"{where}: field {name!r} must be {_describe(hints[name])}, got {value!r:.60}")
    if required:
        if unknown := sorted(set(data) - set(hints)):
            raise ConfigError(f"{where}: unknown field {unknown[0]!r}")
        fields = getattr(cls, "__dataclass_fields__", {})
        if missing := [n for n, f in fields.items() if n not in data and f.default is MISSING
                       and f.default_factory is MISSING]:
            raise ConfigError(f"{where}: missing field {missing[0]!r}")
    return data


def _describe(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint).replace("typing.", "")
