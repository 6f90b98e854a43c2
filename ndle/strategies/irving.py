"""Irving's expected size (1978-79, "Towards an optimum Mastermind strategy"): the guess whose part holding the
secret is smallest on average.

Over m candidates split into parts of sizes n_1, n_2, ..., the expected size of
the part the secret falls in is ``sum n_i**2 / m``. For one candidate set m and
the number of feedback codes are fixed, so the least expected size is the least
standard deviation of the counts per code: Hayes's `stddev` score
(`ndle.strategies.hayes`, whose sum of squares is exact in integers), here with
Knuth's tie rule (a code that is still possible, then the lowest) and without
Hayes's endgame rules (options `two_left` and `last_guess`, off by default). On
several boards the boards' scores are summed, as `stddev`'s; an answer prior
changes nothing (a statistic of the parts' sizes).
"""

from __future__ import annotations

from ndle.strategies.base import register
from ndle.strategies.hayes import MinStdDev
from ndle.strategies.options import with_defaults


@register("irving")
class Irving(MinStdDev):
    """Irving's expected size: least sum of squared part sizes over m; ties to a possible code, then the lowest."""

    summary = "Irving: minimise the expected size of the part left; ties to a possible code, then the lowest"
    options = with_defaults(MinStdDev.options, two_left=False, last_guess=False, tiebreak="candidates")
