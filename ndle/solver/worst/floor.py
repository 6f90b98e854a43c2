"""A proven lower bound on the n-board worst case from two counts of the lists, without a search.

The n-board worst case (`ndle.solver.worst.multi`) is the least turn by which
a strategy solves every board whatever the n *distinct* answers. On the full
lists the search does not fit; this bound needs only two numbers:

* L, the least over every guess g of g's largest feedback class over the
  answers (the all-green class left out, so g is not in it);
* K, the most feedback classes any guess makes of the answers.

The argument restricts the answers to one class: whatever the first guess g,
let C be its largest class (at least L words, g not among them) and take every
board's answer from C, all distinct. Then every board shows g the same
feedback, so the second guess h is the same for all those tuples.

1. Some tuple avoids g (more answers than boards): nothing is solved at turn
   1, and each board needs a turn of its own after it, so the last board falls
   on turn n + 1 at the earliest.
2. If L > n, some tuple from C avoids h too: nothing is solved at turns 1 and
   2, so turn n + 2 at the earliest.
3. Let C' be C without h (at least L - 1 words). h splits C' into at most K
   classes P, so the classes hold at least L - 1 - K "spare" words: the sum of
   |P| - 1. If that is at least n, give each board a class, a class P to at
   most |P| - 1 boards. All tuples of distinct words, board b's from its class,
   show h the same feedback, so the third guess k is the same for all of
   them; and a class used m times still has m words besides k, so some such
   tuple avoids k. Nothing is solved at turns 1 to 3: turn n + 3 at the
   earliest.

On the `wordle` lists L = 168 (RAISE, ARISE, AESIR, SERAI, REAIS) and K = 150
(TRACE), so 17 spare words: up to 17 boards, no strategy guarantees every
board by turn n + 2 (Dordle at least 5, Quordle at least 7).

    >>> r = worst_floor("wordle", 2)
    >>> (r.largest, r.classes, r.floor)
    (168, 150, 5)
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ndle.errors import NdleError
from ndle.measures.largest import largest_classes
from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named
from ndle.solver.worst.multi import BoardsSearch
from ndle.solver.arguments import boards_game
from ndle.game import Game
from ndle.words import WordList


@dataclass(frozen=True)
class WorstFloor(BoardsSearch):
    """A proven lower bound on the least guaranteed turn of the last board, and the counts that prove it.

    Attributes
    ----------
    words, boards, nodes, seconds
        As for every search on n boards (`BoardsSearch`); no position is searched (`nodes` 0).
    floor : int
        No strategy solves every board before this turn for every tuple of distinct answers (proven).
    largest : int
        L: the least largest feedback class of any guess over the answers.
    classes : int
        K: the most feedback classes any guess makes of the answers.
    spare : int
        L - 1 - K: the words the argument's third step can spread over the boards (it needs `boards`).
    """

    floor: int = 0
    largest: int = 0
    classes: int = 0

    @property
    def spare(self) -> int:
        """L - 1 - K, from the two counts."""
        return self.largest - 1 - self.classes

    def to_dict(self) -> dict:
        return {**super().to_dict(), "objective": "worst", "floor": self.floor, "largest": self.largest,
                "classes": self.classes, "spare": self.spare, "proven": True}


def floor_from_counts(boards: int, answers: int, largest: int, classes: int) -> int:
    """Return the proven lower bound on the n-board worst case from the counts (the module's three steps).

    Parameters
    ----------
    boards : int
        Boards at once (n).
    answers : int
        Answers in the list (at least `boards`).
    largest : int
        L: the least largest feedback class (all green left out) of any guess over the answers.
    classes : int
        K: the most feedback classes any guess makes of the answers.

    Returns
    -------
    int
        n + 3, n + 2, n + 1 or n: the turn before which no strategy solves every board for every tuple.
    """
    if largest - 1 - classes >= boards:
        return boards + 3
    if largest > boards:
        return boards + 2
    return boards + 1 if answers > boards else boards


def worst_floor(words: str | WordList | Game = "wordle", boards: int | None = None, *,
                feedback: str | None = None) -> WorstFloor:
    """Return a proven lower bound on the least turn by which a strategy solves every board (distinct answers).

    Parameters
    ----------
    words : str, WordList or Game
        The word lists (normal mode: any allowed guess at any turn), or a game: its boards and rule are honoured, and
        the bound holds in hard mode too (it only removes guesses); a prior, rows that lie or another mode raise
        UnsupportedGameError.
    boards : int, optional
        Boards at once, from 1 to the number of answers (None: the game's; a keyword given overrides the game's).
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; None: the game's, Wordle's for a list).

    Returns
    -------
    WorstFloor
        The bound and the two counts it comes from.

    Raises
    ------
    NdleError
        If the boards outnumber the answers or are fewer than one.
    """
    game = boards_game(words, boards, feedback=feedback, search="worst_floor")
    words, feedback, boards = game.words, game.feedback, game.boards
    if not 1 <= boards <= len(words.answers):
        raise NdleError(f"the worst-case floor takes 1 to {len(words.answers)} boards (the answers), got {boards}")
    start = time.perf_counter()
    every = np.arange(len(words.answers), dtype=np.int32)
    largest, classes = largest_classes(matrix_for(words, feedback), every, words.length,
                                       solved=rule_named(feedback).solved(words.length))
    L, K = int(largest.min()), int(classes.max())
    return WorstFloor(words.name, boards, 0, time.perf_counter() - start,
                      floor=floor_from_counts(boards, len(words.answers), L, K), largest=L, classes=K)


__all__ = ["WorstFloor", "floor_from_counts", "worst_floor"]
