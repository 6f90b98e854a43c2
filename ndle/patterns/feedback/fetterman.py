"""`fetterman`: the colours of Fetterman's program, one left-to-right pass (a yellow may take a later green's copy)."""

from __future__ import annotations

import numpy as np

from ndle.patterns.feedback.base import register_rule
from ndle.patterns.feedback.tiles import TileRule
from ndle.patterns.rules import fetterman_feedback, fetterman_matrix


@register_rule("fetterman")
class Fetterman(TileRule):
    """Fetterman's single pass (EERIE vs THREE: YYGBG)."""

    summary = "Fetterman's program: one left-to-right pass, each G or Y taking one of the answer's copies"
    written = "B (absent), Y (present), G (correct) or of the digits 0, 1, 2"
    hard_mode = True

    def matrix(self, guesses, answers) -> np.ndarray:
        """Return the zip-code matrix under Fetterman's pass."""
        return fetterman_matrix(guesses, answers)

    def reference(self, guess: str, answer: str) -> str:
        """Return Fetterman's feedback."""
        return fetterman_feedback(guess, answer)
