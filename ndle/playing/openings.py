"""The first guess of a deterministic strategy, computed once per game and strategy and kept in the cache folder.

A deterministic strategy's first guess, and its scores of the guesses it
compares, depend only on the game and the strategy's settings: the look-ahead
takes about half a minute to choose SALET on an empty Wordle board, every time.
`first_choice` and `first_scores` compute them once and keep them in
`cache_dir()/openings/`, under a key made of the game (word lists' digest,
boards, limit, rules), the strategy's class and every setting it holds (a
value model's weights included), and ndle's source stamp (so a change to any
of ndle's code computes them again). A strategy reading a file (`tree:FILE`)
is not kept. Only ndle's own strategies are kept: a
strategy defined elsewhere may change without ndle knowing. Without a private
cache folder they are kept in memory for the process only.

The openers of the real games (`ndle.rules.modes.PRESETS`) under every deterministic
strategy with its default settings are shipped in `data/openings.json`, so
the first suggestion of a game is instant even on an empty cache. A shipped
entry is found by the same key without the source stamp (`shipped_key`):
another option, word list or game than the one shipped computes as above.
`scripts/ship_openings.py` writes the file again; the environment variable
``NDLE_SHIPPED_OPENINGS=0`` ignores it (to time or check the strategies).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import json
import os
import warnings
from importlib import resources
from pathlib import Path

import numpy as np

from ndle.io.cachedir import source_stamp, usable_cache_dir
from ndle.io.files import write_atomic
from ndle.game import Game, GuessId, State
from ndle.rules import Rules
from ndle.strategies.options import declared

FOLDER = "openings"
SHIPPED_FILE = "openings.json"  # in ndle.data: the real games' openers (scripts/ship_openings.py)
SHIPPED_TOP = 21  # guesses of a shipped ranking: the choice and the 20 best others (`top_guesses`)
_MEMORY: dict[str, dict[str, np.ndarray]] = {}  # this process's openings by key (no disk read per game)


def _settings(value, depth: int = 0):
    """Return a strategy's settings as JSON-able data: plain values, and the settings of the objects it holds
    (not games, arrays or private attributes)."""
    if isinstance(value, (str, int, float, bool, type(None))):
        return value
    if isinstance(value, (np.integer, np.floating, np.bool_)):
        return value.item()
    if depth > 4 or isinstance(value, (Game, np.ndarray)):
        return None
    if isinstance(value, (tuple, list)):
        return [_settings(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return {repr(k): _settings(v, depth + 1) for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))}
    if hasattr(value, "__dict__"):
        return {"class": type(value).__qualname__, **{k: _settings(v, depth + 1) for k, v in sorted(vars(value).items())
                                                      if not k.startswith("_")}}
    return None


def _constructor_settings(strategy) -> dict | None:
    """Return the strategy's settings: each parameter of its class's constructor, as it holds it under that name;
    None when one is not held so (the settings would not be known for sure)."""
    settings = {}
    for name in (o.name for o in declared(type(strategy))):
        if name == "arg" or not hasattr(strategy, name):  # `arg` names a file (a tree), whose content may change
            return None
        settings[name] = _settings(getattr(strategy, name))
    return settings


def opening_key(state: State, strategy) -> str | None:
    """Return the cache key of a strategy's first guess at `state`, or None when it is not kept.

    Parameters
    ----------
    state : State
        The position: kept only at the start of a game with no pre-filled guesses.
    strategy : Strategy
        Kept only when deterministic and one of ndle's own.

    Returns
    -------
    str or None
        32 hex digits naming the game, the strategy with all its settings, and ndle's source stamp (worked out
        once per strategy object: a run asks at every game; settings changed on an object after its first
        game are not seen).
    """
    keys = _keys(state, strategy)
    return keys[0] if keys else None


def shipped_key(state: State, strategy) -> str | None:
    """Return the key of a strategy's first guess at `state` in the shipped openers, or None when not kept.

    Parameters
    ----------
    state : State
        The position (as `opening_key`).
    strategy : Strategy
        The strategy (as `opening_key`).

    Returns
    -------
    str or None
        32 hex digits naming the game and the strategy with all its settings (not ndle's source stamp).
    """
    keys = _keys(state, strategy)
    return keys[1] if keys else None


def _keys(state: State, strategy) -> tuple[str, str] | None:
    """Return (cache key, shipped key) of a strategy's first guess, or None; worked out once per strategy."""
    game = state.game
    if (state.turn or game.prefill or not getattr(strategy, "deterministic", False)
            or not type(strategy).__module__.startswith("ndle.") or getattr(strategy, "game", None) is not game):
        return None
    if (kept := strategy.__dict__.get("_opening_keys")) is not None:  # once per strategy: a run asks every game
        return kept or None
    settings = _constructor_settings(strategy)
    plain = _settings(Rules())  # only the settings that differ from Wordle's (a new setting keeps old keys), and
    rules = {k: v for k, v in _settings(game.rules).items()  # not the real game's name: its settings are the rules'
             if k != "game" and (k not in plain or v != plain[k])}
    what = {"game": repr(game), "digest": game.words.digest, "rules": rules,
            "strategy": f"{type(strategy).__module__}.{type(strategy).__qualname__}", "settings": settings}
    keys = () if settings is None else (_digest({**what, "source": _source()}), _digest(what))
    strategy.__dict__["_opening_keys"] = keys
    return keys or None


def _digest(what: dict) -> str:
    """Return 32 hex digits of a JSON-able description."""
    return hashlib.blake2b(json.dumps(what, sort_keys=True).encode(), digest_size=16).hexdigest()


@functools.cache
def _shipped_file() -> dict:
    """Return the shipped openers by shipped key (empty when the file is missing or unreadable)."""
    try:
        data = json.loads(resources.files("ndle.data").joinpath(SHIPPED_FILE).read_text(encoding="utf-8"))
        return dict(data["entries"])
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def _shipped_entry(state: State, strategy) -> dict | None:
    """Return the shipped opener of `strategy` at `state` (choice and ranking as guess ids), or None."""
    if os.environ.get("NDLE_SHIPPED_OPENINGS", "1") == "0" or (key := shipped_key(state, strategy)) is None:
        return None
    if (entry := _shipped_file().get(key)) is None:
        return None
    index = state.game.words.guess_index
    try:
        return {"choice": index[entry["choice"]], "rows": np.array([index[w] for w in entry["rows"]], dtype=np.int64),
                "scores": np.array(entry["scores"], dtype=np.float64)}
    except (KeyError, TypeError, ValueError):  # a word not in the list: the entry is not this game's
        return None


def answered_by_shipped(state: State, strategy, top: int = 1) -> bool:
    """Return whether the shipped openers answer `top_guesses(state, strategy, top)`: then the strategy does no work
    and touches none of its memos (a server need not wait for the strategy's lock).

    Parameters
    ----------
    state : State
        The position.
    strategy : Strategy
        The strategy.
    top : int
        How many guesses are asked for.

    Returns
    -------
    bool
        True at the start of a shipped game under a shipped strategy with its default settings, for at most
        `SHIPPED_TOP` guesses, unless ``NDLE_SHIPPED_OPENINGS=0``.
    """
    return top <= SHIPPED_TOP and _shipped_entry(state, strategy) is not None


@functools.cache
def _source() -> str:
    """Return ndle's source stamp, read once per process."""
    return source_stamp()


def _folder() -> Path | None:
    """Return the openings' folder in the private cache folder, or None (no warning: the matrix gave it)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        folder = usable_cache_dir()
    return None if folder is None else folder / FOLDER


def _read(key: str) -> dict[str, np.ndarray]:
    """Return what is kept for `key` (in memory, else on disk; empty when nothing or unreadable)."""
    if key in _MEMORY:
        return _MEMORY[key]
    kept: dict[str, np.ndarray] = {}
    if (folder := _folder()) is not None:
        try:
            with np.load(folder / f"{key}.npz", allow_pickle=False) as data:
                kept = {k: data[k] for k in data.files}
        except (OSError, ValueError, EOFError):
            kept = {}
    _MEMORY[key] = kept
    return kept


def _keep(key: str, **arrays: np.ndarray) -> None:
    """Add arrays to what is kept for `key`, in memory and (when possible) on disk."""
    kept = _MEMORY[key] = {**_read(key), **arrays}
    if (folder := _folder()) is not None:
        buffer = io.BytesIO()
        np.savez(buffer, **kept)  # type: ignore[arg-type]  # the stub fears a key named allow_pickle
        with contextlib.suppress(OSError):  # kept in memory: the next process computes it again
            write_atomic(folder / f"{key}.npz", buffer.getvalue())


def _computing(strategy, state: State):
    """Return a status line shown on a terminal while a first guess is computed (it may take a while once)."""
    from ndle.io.progress import working

    return working(f"{strategy.name}: choosing the first guess of {state.game.describe()} "
                   "(once: it is kept in the cache)")


def first_choice(state: State, strategy) -> GuessId:
    """Return `strategy.choose(state)`, from the cache when it was computed before (then kept).

    Parameters
    ----------
    state : State
        The position.
    strategy : Strategy
        The strategy (see `opening_key` for which are kept).

    Returns
    -------
    int
        The guess id the strategy plays.
    """
    if (key := opening_key(state, strategy)) is None:
        return strategy.choose(state)
    if (shipped := _shipped_entry(state, strategy)) is not None:
        return shipped["choice"]
    if (kept := _read(key).get("choice")) is not None:
        return int(kept)
    with _computing(strategy, state):
        guess = strategy.choose(state)
    _keep(key, choice=np.array(guess, dtype=np.int64))
    return guess


def first_scores(state: State, strategy, top: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Return `strategy.guess_scores(state)`, from the cache when computed before (then kept).

    Parameters
    ----------
    state : State
        The position.
    strategy : Strategy
        The strategy (see `opening_key` for which are kept).
    top : int, optional
        The caller needs only the strategy's choice and its best other guesses, `top` in all (`top_guesses`' k):
        a shipped opener answers up to `SHIPPED_TOP`; None: every scored guess.

    Returns
    -------
    tuple of numpy.ndarray
        The guess ids and their scores. NotImplementedError as `guess_scores` raises it.
    """
    if (key := opening_key(state, strategy)) is None:
        return strategy.guess_scores(state)
    if top is not None and top <= SHIPPED_TOP and (shipped := _shipped_entry(state, strategy)) is not None:
        if not len(shipped["rows"]):
            raise NotImplementedError(f"{strategy.name} scores no guesses")
        return shipped["rows"], shipped["scores"]
    kept = _read(key)
    if "rows" in kept and "scores" in kept:
        return kept["rows"], kept["scores"]
    with _computing(strategy, state):
        rows, scores = strategy.guess_scores(state)
    rows, scores = np.asarray(rows), np.asarray(scores, dtype=np.float64)
    _keep(key, rows=rows, scores=scores)
    return rows, scores
