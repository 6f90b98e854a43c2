"""Worst-case optima for n boards: the least turn by which every board is solved, whatever the answers.

The answers are n distinct words (as the real games draw them); a position is
each unsolved board's answers still possible and the answers of the boards
already solved (no other board can have them). ``fits(position, d)``: every
tuple of distinct answers that fits is finished within d more guesses by some
strategy. It holds with no board left; it fails when fewer guesses are left
than boards (each board needs its own last guess, the answers being
distinct); with one board left it is the one-board search
(`ndle.solver.worst.DepthSolver`); otherwise some guess must leave, for
every joint feedback some tuple of distinct answers shows, a position that fits
with one guess fewer.

A cheap necessary condition cuts most guesses: fixing the other boards' answers
makes the strategy a one-board strategy, so for every board b and any word x
another board may hold, b's answers other than x must fit within the guesses
left on one board (`_boards_fit`). Positions are cached (exact both ways).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass

import numpy as np

from ndle.adversary.absurdle import distinct_tuples
from ndle.errors import NdleError
from ndle.measures.largest import largest_classes
from ndle.solver.worst import DepthSolver
from ndle.words import WordList, load_words

Position = tuple[tuple[np.ndarray, ...], tuple[int, ...]]  # unsolved boards' answers; solved boards' answers


@dataclass(frozen=True)
class MultiWorstResult:
    """The least turn by which every board is solved for every tuple of distinct answers, proven.

    Attributes
    ----------
    words : str
        The word lists' name.
    boards : int
        Boards at once.
    worst : int
        The least guaranteed turn of the last board (one fewer is proven impossible).
    opener : str
        A first guess that achieves it.
    nodes : int
        Positions searched.
    seconds : float
        Wall time.
    """

    words: str
    boards: int
    worst: int
    opener: str
    nodes: int
    seconds: float

    def to_dict(self) -> dict:
        return {"words": self.words, "boards": self.boards, "objective": "worst", "worst": self.worst,
                "opener": self.opener, "proven": True, "nodes": self.nodes, "seconds": round(self.seconds, 3)}


class MultiDepth:
    """The n-board depth-only search on one word list (normal mode), its caches shared by every call."""

    def __init__(self, words: WordList):
        self.words, self.one = words, DepthSolver(words)
        self.M = self.one.matrix
        self.memo: dict = {}
        self.nodes = 0

    def _one_fits(self, s: np.ndarray, d: int) -> bool:
        return len(s) == 0 or self.one.fits(s, d)

    def _boards_fit(self, sets: tuple, d: int) -> bool:
        """Return the necessary condition: with the other boards' answers fixed, each board fits within d alone.

        Fixing them removes their words from the board's answers: on two boards one word of the other board is
        removed (none if it has a word outside this board's), on more boards every word of the others (a subset
        of what any one choice leaves, so never a stricter test than the truth).
        """
        for b, s in enumerate(sets):
            others = [o for i, o in enumerate(sets) if i != b]
            if len(sets) == 1:
                rest = s
            elif len(sets) == 2:
                o = others[0]
                outside = np.setdiff1d(o, s)
                rest = s if len(outside) else s[s != o[0]]
            else:
                rest = np.setdiff1d(s, np.concatenate(others))
            if not self._one_fits(np.ascontiguousarray(rest, dtype=np.int32), d):
                return False
        return True

    def fits(self, sets: tuple, taken: tuple, d: int) -> int:
        """Return a guess finishing every board of the position within d guesses (-2 when none are left), or -1."""
        if not sets:
            return -2
        if d < len(sets):
            return -1
        if len(sets) == 1:
            return -2 if self._one_fits(sets[0], d) else -1
        key = (tuple(s.tobytes() for s in sets), taken, d)
        if (hit := self.memo.get(key)) is not None:
            return hit
        self.nodes += 1
        found = -1
        if self._boards_fit(sets, d):
            for g in self._order(sets):
                if self._guess_fits(sets, taken, int(g), d):
                    found = int(g)
                    break
        self.memo[key] = found
        return found

    def _order(self, sets: tuple) -> np.ndarray:
        """Return every guess, the smallest summed largest class first (then most classes)."""
        stats = [largest_classes(self.M, s, self.words.length) for s in sets]
        largest = np.sum([s[0] for s in stats], axis=0)
        classes = np.sum([s[1] for s in stats], axis=0)
        return np.lexsort((np.arange(len(largest)), -classes, largest))

    def _guess_fits(self, sets: tuple, taken: tuple, g: int, d: int) -> bool:
        """Return whether every joint feedback of g leaves a position that fits within d - 1."""
        row, answer = self.M[g], self.words.answer_index.get(self.words.guesses[g], -1)  # -1: never green
        per_board = []
        for s in sets:
            codes = row[s]
            per_board.append([(int(c), s[codes == c]) for c in np.unique(codes)])
        green = self.one.green
        if all(len(p) == 1 and p[0][0] != green for p in per_board):
            return False  # tells nothing
        children = []
        for combo in itertools.product(*per_board):
            if distinct_tuples([part for _, part in combo]) == 0:
                continue
            solved = tuple(sorted(taken + tuple(answer for c, _ in combo if c == green)))
            gone = np.array(solved, dtype=np.int32)
            rest = tuple(np.setdiff1d(part, gone).astype(np.int32) for c, part in combo if c != green)
            if not self._boards_fit(rest, d - 1):
                return False
            children.append((-sum(map(len, rest)), len(children), rest, solved))
        children.sort(key=lambda c: c[:2])
        return all(self.fits(rest, solved, d - 1) != -1 for _, _, rest, solved in children)


def multi_worst(words: str | WordList = "wordle", boards: int = 2, *, limit: int = 12) -> MultiWorstResult:
    """Return the least turn by which a strategy solves every board whatever the (distinct) answers.

    Parameters
    ----------
    words : str or WordList
        The word lists (normal mode; reduced answer lists keep it affordable).
    boards : int
        Boards at once.
    limit : int
        The latest turn searched.

    Returns
    -------
    MultiWorstResult
        The least guaranteed turn of the last board (the turn before it proven impossible) and an opener.

    Raises
    ------
    NdleError
        If no strategy solves every board by `limit`, or the boards outnumber the answers.
    """
    if not isinstance(words, WordList):
        words = load_words(words)
    if not 2 <= boards <= len(words.answers):
        raise NdleError(f"the n-board worst case takes 2 to {len(words.answers)} boards (the answers), got {boards}")
    start = time.perf_counter()
    search = MultiDepth(words)
    everything = np.arange(len(words.answers), dtype=np.int32)
    for d in range(boards, limit + 1):
        g = search.fits((everything,) * boards, (), d)
        if g != -1:
            return MultiWorstResult(words.name, boards, d, words.guesses[g], search.nodes, time.perf_counter() - start)
    raise NdleError(f"no strategy solves every board by turn {limit} on {boards} boards")


__all__ = ["MultiWorstResult", "multi_worst"]
