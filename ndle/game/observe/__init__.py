"""How a game is observed, one module per variant: honest rows (`base`), rows that lie (`lying`), Xordle's merged
rows (`xordle`), the greens rule (`greens`); `Game.observation` is the one a game's rules choose
(`observation_for`), and a new variant is a module with one `register_observation` call."""

from __future__ import annotations

from ndle.game.observe.base import (Observation, observation_for, observation_kind, register_observation,
                                    unregister_observation)
from ndle.game.observe.xordle import Xordle
from ndle.game.observe.greens import Greens
from ndle.game.observe.lying import Lying

__all__ = ["Greens", "Lying", "Observation", "observation_for", "observation_kind", "register_observation",
           "unregister_observation", "Xordle"]
