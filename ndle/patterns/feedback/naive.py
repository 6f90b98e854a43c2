"""`naive`: Hayes's first program's colours: yellow whenever the answer has the letter at all."""

from __future__ import annotations

import numpy as np

from ndle.patterns.feedback.base import register_rule
from ndle.patterns.feedback.tiles import TileRule
from ndle.patterns.rules import naive_feedback, naive_matrix


@register_rule("naive")
class Naive(TileRule):
    """Hayes's naive colours (MUDDY vs MODEM: GBGYB)."""

    summary = "Hayes's first program: G right, Y whenever the answer has the letter at all, B absent"
    written = "B (absent), Y (present), G (correct) or of the digits 0, 1, 2"
    hard_mode = True

    def matrix(self, guesses, answers) -> np.ndarray:
        """Return the zip-code matrix under the naive rule."""
        return naive_matrix(guesses, answers)

    def reference(self, guess: str, answer: str) -> str:
        """Return the naive feedback."""
        return naive_feedback(guess, answer)
