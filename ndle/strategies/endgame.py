"""Endgame rules shared by the single-board player family: when a player must play a possible answer.

On one board (Hayes):
- a board with one candidate left is solved by playing it (always on: every player ends this way);
- `two_left`: with two candidates left, play one of them (a 50 % chance of winning now);
- `last_guess`: the last allowed guess is always a candidate (information is useless then).

On n boards the same rules apply board by board: any board with one (or, with
`two_left`, two) candidates forces a candidate of such a board; and once the
guesses left equal the unsolved boards (for n = 1: the last guess), every
guess is a candidate of some unsolved board.
"""

from __future__ import annotations

import numpy as np

from ndle.game import State
from ndle.strategies.pools import candidate_mask


def forced_mask(state: State, *, two_left: bool = True, last_guess: bool = True) -> np.ndarray | None:
    """Return the guesses an endgame rule restricts the next guess to, or None if no rule applies."""
    unsolved = state.unsolved
    for limit in (1, 2) if two_left else (1,):
        small = [b for b in unsolved if len(b.candidates) <= limit]
        if small:
            return candidate_mask(state, small)
    if last_guess and state.game.max_guesses - state.turn <= len(unsolved):
        return candidate_mask(state)
    return None


def restrict(allowed: np.ndarray, forced: np.ndarray | None) -> np.ndarray:
    """Return allowed & forced, or `allowed` itself when no rule applies or the pool excludes every forced guess."""
    if forced is None:
        return allowed
    both = allowed & forced
    return both if both.any() else allowed
