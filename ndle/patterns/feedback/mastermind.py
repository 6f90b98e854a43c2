"""`mastermind`: Knuth's black and white pegs, repeated symbols allowed."""

from __future__ import annotations

from ndle.patterns.feedback.base import register_rule
from ndle.patterns.feedback.pegs import PegRule


@register_rule("mastermind")
class Mastermind(PegRule):
    """Mastermind (Knuth 1976): a black peg per symbol in the right place; then a white peg per further symbol in
    common (counted as multisets), in the wrong place."""

    summary = "Mastermind: black pegs (right symbol, right place) and white pegs (right symbol, wrong place)"
    written = "the black and white pegs, e.g. 2B1W (or 2B, 1W, 0B0W), or two digits, e.g. 21"
    symmetric = True
    pegs = ("B", "W")
