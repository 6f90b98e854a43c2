"""The options of `lookahead` (and `lookahead-worst`) as the typed attributes the strategy holds them under (its
`options` declares them, with their defaults and checks: `ndle.strategies.lookahead.Lookahead`)."""

from __future__ import annotations

from ndle.measures.value import ValueModel


class LookaheadSettings:
    """The checked values of `lookahead`'s options, by name (a test checks that each declared option is here)."""

    objective: str
    shortlist: int
    exact: int
    endgame: int
    middle: str
    leaf: str
    guard: int
    samples: int
    model: ValueModel


__all__ = ["LookaheadSettings"]
