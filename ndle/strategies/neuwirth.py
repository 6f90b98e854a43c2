"""Neuwirth's entropy (1982, "Some strategies for Mastermind"): the guess whose partition has the most entropy.

The score is Hayes's `entropy` (`ndle.strategies.hayes`: the feedback's
entropy H in bits, summed over the unsolved boards, kept in fixed point so equal
partitions tie exactly), here with Knuth's tie rule, the one Kooi's table uses
(a code that is still possible, then the lowest) and without Hayes's endgame
rules (options `two_left` and `last_guess`, off by default). Under an answer
prior H is that of the candidates' probabilities, as `entropy`'s.
"""

from __future__ import annotations

from ndle.strategies.base import register
from ndle.strategies.hayes import MaxEntropy
from ndle.strategies.options import with_defaults


@register("neuwirth")
class Neuwirth(MaxEntropy):
    """Neuwirth's entropy: most partition entropy; ties to a possible code, then the lowest."""

    summary = "Neuwirth: maximise the partition's entropy; ties to a possible code, then the lowest"
    options = with_defaults(MaxEntropy.options, two_left=False, last_guess=False, tiebreak="candidates")
