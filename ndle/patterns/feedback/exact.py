"""`exact`: Wordle's colours by Selby's rule (greens first, then yellows left to right while the answer has an
unmatched copy), the default everywhere."""

from __future__ import annotations

import numpy as np

from ndle.patterns.feedback.base import register_rule
from ndle.patterns.feedback.tiles import TileRule
from ndle.patterns.codes import encode, feedback, parse_feedback
from ndle.patterns.matrix import pattern_matrix


@register_rule("exact")
class Exact(TileRule):
    """Wordle's feedback: G where the letter is right, Y where the answer has an unmatched copy, else B."""

    summary = "Wordle's colours (Selby's rule): G right, Y elsewhere in the answer (unmatched copies), B absent"
    written = "B (absent), Y (present), G (correct) or of the digits 0, 1, 2"
    hard_mode = True

    def matrix(self, guesses, answers) -> np.ndarray:
        """Return the zip-code matrix (`ndle.patterns.matrix.pattern_matrix`)."""
        return pattern_matrix(guesses, answers)

    def reference(self, guess: str, answer: str) -> str:
        """Return Wordle's feedback (`ndle.patterns.codes.feedback`)."""
        return feedback(guess, answer)

    def parse(self, text: str, length: int) -> int:
        """Return the zip code of B/Y/G feedback; all greens but one yellow (never shown) are refused."""
        return encode(parse_feedback(text, length))
