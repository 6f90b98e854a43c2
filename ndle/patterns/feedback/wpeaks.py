"""`wpeaks`: W-Peaks' arrows: per tile, right, or the answer's letter comes earlier or later in the alphabet
(the list's alphabet order: a-z, or its symbols sorted)."""

from __future__ import annotations

import numpy as np

from ndle.patterns.feedback.base import register_rule
from ndle.patterns.feedback.symbols import symbol_codes
from ndle.patterns.feedback.tiles import TileRule
from ndle.words import check_word


@register_rule("wpeaks")
class WPeaks(TileRule):
    """W-Peaks: G where the letter is right; `<` where the answer's letter comes earlier in the alphabet, `>` later.

    Written one mark a tile: ``<``, ``>``, ``G`` (or the arrows ``v`` for earlier, ``^`` for later, or the digits
    0, 1, 2). The code is base 3 with ``<`` 0, ``>`` 1 and ``G`` 2.
    """

    summary = "W-Peaks: per tile G right, < the answer's letter is earlier in the alphabet, > later"
    written = "< (the answer's letter is earlier), > (later), G (right); or v, ^, G; or the digits 0, 1, 2"
    tiles = "<>G"
    aliases = {"v": "<", "V": "<", "^": ">"}

    def matrix(self, guesses, answers) -> np.ndarray:
        """Return the base-3 codes, one tile at a time."""
        g, a, _ = symbol_codes(guesses, answers)
        dtype = self.dtype(g.shape[1])
        codes = np.zeros((len(g), len(a)), dtype=dtype)
        three = dtype.type(3)
        for k in range(g.shape[1]):
            gk, ak = g[:, k, None], a[None, :, k]
            digit = np.where(gk == ak, 2, np.where(ak < gk, 0, 1)).astype(dtype)
            codes = codes * three + digit
        return codes

    def reference(self, guess: str, answer: str) -> str:
        """Return the marks tile by tile."""
        g, a = check_word(guess, None, symbols=True), check_word(answer, len(guess), symbols=True)
        return "".join("G" if x == y else "<" if y < x else ">" for x, y in zip(g, a))
