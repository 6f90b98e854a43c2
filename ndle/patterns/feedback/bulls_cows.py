"""`bulls-cows`: Bulls and Cows, on codes without repeated symbols."""

from __future__ import annotations

from ndle.patterns.feedback.base import register_rule
from ndle.patterns.feedback.pegs import PegRule


@register_rule("bulls-cows")
class BullsCows(PegRule):
    """Bulls and Cows: a bull per symbol in the right place, a cow per other symbol of the answer guessed
    elsewhere; every guess and answer has distinct symbols."""

    summary = "Bulls and Cows: bulls (right symbol, right place) and cows (right symbol, wrong place), no repeats"
    written = "the bulls and cows, e.g. 1B2C (or 1B, 2C, 0B0C), or two digits, e.g. 12"
    symmetric = True
    pegs = ("B", "C")
    distinct = True
