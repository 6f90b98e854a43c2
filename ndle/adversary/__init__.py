"""Adversaries: hosts that choose their feedback against the player instead of fixing answers (Absurdle's).

`ndle.adversary.absurdle` is the host (pure functions of the candidates and the guess), `ndle.adversary.hosting`
plays it in a `ndle.game.game.State`; the least number of guesses that forces a win against it is a worst-case
search (`ndle.solver.worst.forced`). The names below are loaded on first use, so the game may call the host
without importing anything else.
"""

from __future__ import annotations

import importlib

_WHERE = {"reply": "absurdle", "distinct_tuples": "absurdle", "position_after": "absurdle", "host_play": "hosting",
          "host_game": "hosting"}
__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
