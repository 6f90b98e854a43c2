"""Lexicographic objectives of the one-board exact search: a list of keys, the first compared first.

    >>> from ndle.solver.objectives import parse_keys, cost_table
    >>> parse_keys("worst,deepest")
    ('worst', 'deepest')
    >>> cost_table(("total", "beyond:4"), limit=6, n=10).tolist()  # turn 0 unused; weight 11 on the total
    [0, 11, 22, 33, 44, 56, 67]

The keys: ``total`` (the sum over the answers of the guesses each needs), ``worst`` (the most guesses any answer
needs), ``deepest`` (how many answers need that many; it follows ``worst`` in the list) and ``beyond:K`` (how many
answers need more than K guesses). With the guess limit L fixed, ``total``, ``beyond:K`` and ``deepest`` (the
answers solved at turn L, when the worst case is L) are each a sum over the answers of a cost c(d) of the turn d the
answer is solved at, c never decreasing in d; a list of such sums compared lexicographically is the one sum with
c(d) = sum_i W_i c_i(d), W_i above the largest total the later keys can reach (`cost_table`). ``worst`` first is the
least limit with a tree, the rest then under that limit; ``worst`` later is the least limit under which the keys
before it keep the optimum they have under the game's own limit (`ndle.solver.lex`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from ndle.errors import NdleError

SUM_KEYS = ("total", "deepest")  # and beyond:K: the keys that are sums of a cost of each answer's turn
KEYS_TEXT = "total, worst, deepest, beyond:K"
MOST_COST = 1 << 38  # the combined total stays below the search's INF (2**40)


def _key(text) -> str:
    """Return one key, checked and written canonically (``beyond:K`` with K a whole number >= 1)."""
    if not isinstance(text, str):
        raise NdleError(f"an objective key is a string ({KEYS_TEXT}), got {text!r}")
    key = text.strip().lower()
    if key in ("total", "worst", "deepest"):
        return key
    if key.startswith("beyond:"):
        k = key[len("beyond:"):].strip()
        if not k.isdigit() or int(k) < 1:
            raise NdleError(f"beyond:K needs K a whole number of guesses >= 1, got {text.strip()!r}")
        return f"beyond:{int(k)}"
    if not key:
        raise NdleError(f"an objective key is empty; choose among {KEYS_TEXT}, separated by commas")
    raise NdleError(f"unknown objective key {text.strip()!r}; choose among {KEYS_TEXT}")


def parse_keys(objective: str | Iterable[str]) -> tuple[str, ...]:
    """Return the keys of a lexicographic objective, checked.

    Parameters
    ----------
    objective : str or iterable of str
        Keys separated by commas (``"worst,deepest"``) or a tuple of keys (``("total", "beyond:4")``).

    Returns
    -------
    tuple of str
        The keys, canonical (``beyond:04`` is ``beyond:4``), first compared first.

    Raises
    ------
    NdleError
        For an unknown key, an empty one, ``beyond:K`` with K not a whole number >= 1, a key given twice, or
        ``deepest`` not after ``worst``.
    """
    parts = objective.split(",") if isinstance(objective, str) else list(objective)
    if not parts:
        raise NdleError(f"the objective has no key; choose among {KEYS_TEXT}")
    keys = tuple(_key(p) for p in parts)
    seen: set[str] = set()
    for key in keys:
        if key in seen:
            raise NdleError(f"the objective key {key!r} is given twice in {','.join(keys)!r}")
        seen.add(key)
    if "deepest" in keys and ("worst" not in keys or keys.index("worst") > keys.index("deepest")):
        raise NdleError("'deepest' counts the answers at the worst case's depth: put 'worst' before it "
                        "(e.g. worst,deepest)")
    return keys


def key_cost(key: str, limit: int) -> np.ndarray:
    """Return c(d) for d = 0 .. limit of one sum key (d = 0 unused, 0): its cost of an answer solved at turn d."""
    d = np.arange(limit + 1, dtype=np.int64)
    if key == "total":
        c = d
    elif key == "deepest":
        c = (d == limit).astype(np.int64)
    elif key.startswith("beyond:"):
        c = (d > int(key.split(":")[1])).astype(np.int64)
    else:
        raise NdleError(f"{key!r} is not a sum over the answers (total, deepest, beyond:K)")
    c[0] = 0
    return c


def weights(keys: tuple[str, ...], limit: int, n: int) -> list[int]:
    """Return each sum key's weight: 1 for the last, and each earlier one above the most the later ones total
    (under any limit up to `limit`)."""
    out, w = [], 1
    for key in reversed(keys):
        out.append(w)
        w *= int(key_cost(key, limit).max()) * n + 1
    return out[::-1]


def cost_table(keys: tuple[str, ...], limit: int, n: int, span: int | None = None) -> np.ndarray:
    """Return the combined cost c(d), d = 0 .. limit, of sum keys compared lexicographically over n answers.

    Parameters
    ----------
    keys : tuple of str
        Sum keys (``total``, ``deepest``, ``beyond:K``), first compared first.
    limit : int
        The guess limit L (``deepest`` counts the answers solved at turn L).
    n : int
        The number of answers.
    span : int, optional
        The largest limit the weights must serve (default `limit`): tables of one list of keys under limits up to
        `span` then weigh each key alike, so their optima compare key by key.

    Returns
    -------
    numpy.ndarray
        int64, never decreasing in d (each key's cost never decreases), c(0) = 0.

    Raises
    ------
    NdleError
        When the weighted total could pass what the search counts exactly (too many keys for this many answers).
    """
    c = np.zeros(limit + 1, np.int64)
    for key, w in zip(keys, weights(keys, max(limit, span or limit), n)):
        c += w * key_cost(key, limit)
    if int(c.max()) * max(n, 1) >= MOST_COST:
        raise NdleError(f"the objective {','.join(keys)} has too many keys for {n:,} answers (its weighted total "
                        f"would pass 2**38)")
    return c


def key_values(keys: tuple[str, ...], histogram: Mapping[int, int]) -> dict[str, int]:
    """Return each key's value for a strategy of this histogram (turn -> answers solved at it).

    Parameters
    ----------
    keys : tuple of str
        The keys.
    histogram : mapping of int to int
        How many answers each turn solves.

    Returns
    -------
    dict of str to int
    """
    h = {int(d): int(c) for d, c in histogram.items() if c}
    worst = max(h, default=0)
    out = {}
    for key in keys:
        if key == "total":
            out[key] = sum(d * c for d, c in h.items())
        elif key == "worst":
            out[key] = worst
        elif key == "deepest":
            out[key] = h.get(worst, 0)
        else:
            k = int(key.split(":")[1])
            out[key] = sum(c for d, c in h.items() if d > k)
    return out


def describe(keys: tuple[str, ...]) -> str:
    """Return the objective as given on the command line (keys joined by commas)."""
    return ",".join(keys)


__all__ = ["cost_table", "describe", "key_cost", "key_values", "parse_keys", "weights"]
