"""Xordle's exact search: the least expected guesses over the pairs of answers, on small lists."""

from __future__ import annotations

from ndle.solver.xordle.exact import PositionSearch, exact_value

__all__ = ["PositionSearch", "exact_value"]
