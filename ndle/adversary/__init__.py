"""Adversaries: hosts that choose their feedback against the player instead of fixing answers (Absurdle's).

`ndle.adversary.absurdle` is the host (pure functions of the candidates and the guess), `ndle.adversary.hosting`
plays it in a `ndle.game.game.State`; the least number of guesses that forces a win against it is a worst-case
search (`ndle.solver.worst.forced`). The names below are loaded on first use, so the game may call the host
without importing anything else.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_WHERE = {"reply": "absurdle", "distinct_tuples": "absurdle", "position_after": "absurdle", "host_play": "hosting",
          "host_game": "hosting"}
if TYPE_CHECKING:  # what type checkers and editors see: each public name from its module (`_WHERE`; a test checks)
    from ndle.adversary.absurdle import distinct_tuples, position_after, reply
    from ndle.adversary.hosting import host_game, host_play

__all__ = ["distinct_tuples", "host_game", "host_play", "position_after", "reply"]  # `_WHERE`'s names


def __getattr__(name: str):
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
