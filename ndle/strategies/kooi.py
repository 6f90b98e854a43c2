"""Kooi's most parts (2005, "Yet another Mastermind strategy"): the guess that splits the candidates into the most
non-empty parts.

The score is Hayes's `scatter` (`ndle.strategies.hayes`: the number of
feedback codes that occur, summed over the unsolved boards), here with Knuth's
tie rule, the one Kooi's table uses (a code that is still possible, then the
lowest) and without Hayes's endgame rules (options `two_left` and `last_guess`,
off by default). An answer prior changes nothing.
"""

from __future__ import annotations

from ndle.strategies.base import register
from ndle.strategies.hayes import MaxScatter
from ndle.strategies.options import with_defaults


@register("kooi")
class Kooi(MaxScatter):
    """Kooi's most parts: most non-empty parts; ties to a possible code, then the lowest."""

    summary = "Kooi: maximise the number of non-empty parts; ties to a possible code, then the lowest"
    options = with_defaults(MaxScatter.options, two_left=False, last_guess=False, tiebreak="candidates")
