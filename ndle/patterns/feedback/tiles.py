"""Rules whose feedback is one of three marks per tile, read as a base-3 number (first tile most significant), the
solved mark the digit 2, so all tiles solved is the last code (3**L - 1)."""

from __future__ import annotations

import numpy as np

from ndle.errors import FeedbackError
from ndle.patterns.feedback.base import FeedbackRule
from ndle.patterns.codes import code_dtype, weights


class TileRule(FeedbackRule):
    """A feedback rule with one of three marks per tile (`tiles`, in digit order 0, 1, 2; 2 is right).

    `aliases` maps other accepted spellings of a mark to the mark; Hayes's digits 0, 1, 2 are always accepted
    (one spelling per feedback). Subclasses implement `matrix` and `reference`.
    """

    tiles = "BYG"
    aliases: dict[str, str] = {}

    def n_patterns(self, length: int) -> int:
        """Return 3**length."""
        return 3**length

    def dtype(self, length: int) -> np.dtype:
        """Return the zip codes' dtype (uint8 up to 5 tiles, uint16 up to 10, uint32 beyond)."""
        return code_dtype(length)

    def marks(self, text: str, length: int) -> str:
        """Return a feedback as typed spelt in `tiles`, raising FeedbackError unless it is `length` marks."""
        if not isinstance(text, str):
            raise FeedbackError(f"expected a feedback string, got {text!r}")
        s = text.strip()
        s = "".join(self.aliases.get(c, self.aliases.get(c.upper(), c.upper())) for c in s)
        digits, marks = any(c in "012" for c in s), any(c in self.tiles for c in s)
        s = s.translate(str.maketrans("012", self.tiles))
        if (digits and marks) or len(s) != length or any(c not in self.tiles for c in s):
            raise FeedbackError(f"{self.name} feedback {text!r} must be {length} of {self.written}")
        return s

    def parse(self, text: str, length: int) -> int:
        """Return the base-3 code of a feedback as typed."""
        code = 0
        for c in self.marks(text, length):
            code = 3 * code + self.tiles.index(c)
        return code

    def show(self, code: int, length: int) -> str:
        """Return the marks of a base-3 code."""
        code = self.check_code(code, length)
        return "".join(self.tiles[code // w % 3] for w in weights(length))
