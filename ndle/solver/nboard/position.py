"""A position of the n-board search: the unsolved boards' candidate sets, as sorted tuples, in sorted order.

The boards' order does not matter (each answer is uniform over its board's candidates, independent of the
others), so sorting makes equal positions equal keys of the searches' memos.
"""

from __future__ import annotations

import math

Position = tuple[tuple[int, ...], ...]  # the unsolved boards' sorted candidate tuples, sorted


def canonical(boards) -> Position:
    """Return the canonical position of candidate collections (board order does not matter; empty = solved)."""
    return tuple(sorted(tuple(sorted(int(a) for a in b)) for b in boards if len(b)))


def tuples_of(pos: Position) -> int:
    """Return N, the number of answer tuples of a position."""
    return math.prod(len(b) for b in pos)
