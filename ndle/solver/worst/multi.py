"""Worst-case optima for n boards: the least turn by which every board is solved, whatever the answers.

The answers are n distinct words (as the real games draw them); a position is
each unsolved board's answers still possible and the answers of the boards
already solved (no other board can have them). ``fits(position, d)``: every
tuple of distinct answers that fits is finished within d more guesses by some
strategy. It holds with no board left; it fails when fewer guesses are left
than boards (each board needs its own last guess, the answers being
distinct); with one board left it is the one-board search
(`ndle.solver.worst.search.DepthSolver`); otherwise some guess must leave, for
every joint feedback some tuple of distinct answers shows, a position that fits
with one guess fewer.

A cheap necessary condition cuts most guesses: fixing the other boards' answers
makes the strategy a one-board strategy, so for every board b and any word x
another board may hold, b's answers other than x must fit within the guesses
left on one board. That check and the loop over guesses are compiled
(`ndle.solver.worst.multi_kernels`). Positions are cached (exact both ways).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass

import numpy as np

from ndle.adversary.absurdle import distinct_tuples, position_after
from ndle.errors import NdleError
from ndle.measures.largest import largest_classes
from ndle.solver.worst import multi_kernels as K
from ndle.solver.worst.search import DepthSolver
from ndle.solver.arguments import boards_game, guess_limit
from ndle.game import Game
from ndle.words import WordList


@dataclass(frozen=True)
class BoardsSearch:
    """What every proven search on n boards reports: the lists, the boards, its size and time.

    Attributes
    ----------
    words : str
        The word lists' name.
    boards : int
        Boards at once.
    nodes : int
        Positions searched.
    seconds : float
        Wall time.
    """

    words: str
    boards: int
    nodes: int
    seconds: float

    def to_dict(self) -> dict:
        return {"words": self.words, "boards": self.boards, "nodes": self.nodes, "seconds": round(self.seconds, 3)}


@dataclass(frozen=True)
class MultiWorstResult(BoardsSearch):
    """The least turn by which every board is solved for every tuple of distinct answers, proven.

    Attributes
    ----------
    words, boards, nodes, seconds
        As for every search on n boards (`BoardsSearch`).
    worst : int
        The least guaranteed turn of the last board (one fewer is proven impossible).
    opener : str
        A first guess that achieves it.
    consistent : bool
        Consistent play: every guess a candidate of an unsolved board (`to_dict` names it only when set).
    """

    worst: int = 0
    opener: str = ""
    consistent: bool = False

    def to_dict(self) -> dict:
        return {**super().to_dict(), "objective": "worst", "worst": self.worst, "opener": self.opener, "proven": True,
                **({"consistent": True} if self.consistent else {})}


class MultiDepth:
    """The n-board depth-only search on one word list (normal mode or, with `consistent`, consistent play: every
    guess an answer still possible on an unsolved board), its caches shared by every call. The compiled checks are
    free play's (a board's play within consistent n-board play need not be consistent on it alone); a board left
    alone is the one-board search of the game's play."""

    def __init__(self, words: WordList, feedback: str = "exact", consistent: bool = False):
        self.words, self.one = words, DepthSolver(words, feedback=feedback)
        self.consistent = bool(consistent)
        self.alone = DepthSolver(words, feedback=feedback, consistent=True) if consistent else self.one
        self.M = self.one.matrix
        self.answers = np.full(len(words.guesses), -1, dtype=np.int64)  # each guess's answer index, -1 if none
        self.answers[words.answer_guess] = np.arange(len(words.answers))
        self._mark = np.zeros(len(words.answers), dtype=np.int8)  # scratch of the compiled checks
        self.memo: dict = {}
        self.nodes = 0

    def fits(self, sets: tuple, taken: tuple, d: int) -> int:
        """Return a guess finishing every board of the position within d guesses (-2 when none are left), or -1."""
        if not sets:
            return -2
        if d < len(sets):
            return -1
        if len(sets) == 1:
            return -2 if len(sets[0]) == 0 or self.alone.fits(sets[0], d) else -1
        key = (tuple(s.tobytes() for s in sets), taken, d)
        if (hit := self.memo.get(key)) is not None:
            return hit
        self.nodes += 1
        found = -1
        ctx, T = self.one.context, self.one.all_guesses
        flat = np.concatenate(sets).astype(np.int32)
        starts = np.concatenate([[0], np.cumsum([len(s) for s in sets])]).astype(np.int64)
        if K.boards_fit(ctx, T, flat, starts, d, False, self._mark):
            order = self._order(sets)
            if self.consistent:  # the answers still possible on an unsolved board
                order = order[np.isin(order, self.words.answer_guess[np.unique(flat)])]
            i = 0
            while (i := K.first_passing(ctx, T, flat, starts, order, self.answers, i, d, False, self._mark)) >= 0:
                if self._guess_fits(sets, taken, int(order[i]), d):
                    found = int(order[i])
                    break
                i += 1
        self.memo[key] = found
        return found

    def _order(self, sets: tuple) -> np.ndarray:
        """Return every guess, the smallest summed largest class first (then most classes)."""
        stats = [largest_classes(self.M, s, self.words.length, solved=self.one.green) for s in sets]
        largest = np.sum([s[0] for s in stats], axis=0)
        classes = np.sum([s[1] for s in stats], axis=0)
        return np.lexsort((np.arange(len(largest)), -classes, largest))

    def _guess_fits(self, sets: tuple, taken: tuple, g: int, d: int) -> bool:
        """Return whether every joint feedback of g leaves a position that fits within d - 1 (g passed the
        compiled necessary checks)."""
        row, answer = self.M[g], int(self.answers[g])
        per_board = []
        for s in sets:
            codes = row[s]
            per_board.append([(int(c), s[codes == c]) for c in np.unique(codes)])
        children: list[tuple[int, int, tuple[np.ndarray, ...], tuple[int, ...]]] = []
        for combo in itertools.product(*per_board):
            if distinct_tuples([part for _, part in combo]) == 0:
                continue
            rest, solved = position_after([part for _, part in combo], [c for c, _ in combo], taken, answer,
                                          self.one.green)
            children.append((-sum(map(len, rest)), len(children), rest, solved))
        children.sort(key=lambda c: c[:2])
        return all(self.fits(rest, solved, d - 1) != -1 for _, _, rest, solved in children)


def multi_worst(words: str | WordList | Game = "wordle", boards: int | None = None, *, max_guesses: int | None = None,
                feedback: str | None = None, limit: int | None = None,
                consistent: bool | None = None) -> MultiWorstResult:
    """Return the least turn by which a strategy solves every board whatever the (distinct) answers.

    Parameters
    ----------
    words : str, WordList or Game
        The word lists (normal mode; reduced answer lists keep it affordable), or a game: its boards, limit and rule
        and consistent play are honoured; hard mode, a prior, rows that lie or another mode raise
        UnsupportedGameError.
    boards : int, optional
        Boards at once (None: the game's; a keyword given overrides the game's field).
    max_guesses : int, optional
        The latest turn searched (None: the game's; 12 for a list).
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; None: the game's, Wordle's for a list).
    limit : int, optional
        Deprecated: `max_guesses`.
    consistent : bool, optional
        Consistent play, every guess a possible answer given everything seen on some unsolved board (None: the
        game's; no for a list).

    Returns
    -------
    MultiWorstResult
        The least guaranteed turn of the last board (the turn before it proven impossible) and an opener.

    Raises
    ------
    NdleError
        If no strategy solves every board by `limit`, or the boards outnumber the answers.
    """
    limit = guess_limit(words, max_guesses, limit, 12)
    game = boards_game(words, boards, feedback=feedback, search="multi_worst", hard_mode=False,
                       consistent=consistent, consistent_play=True)
    words, feedback, boards = game.words, game.feedback, game.boards
    if not 2 <= boards <= len(words.answers):
        raise NdleError(f"the n-board worst case takes 2 to {len(words.answers)} boards (the answers), got {boards}")
    start = time.perf_counter()
    search = MultiDepth(words, feedback, game.consistent)
    everything = np.arange(len(words.answers), dtype=np.int32)
    for d in range(boards, limit + 1):
        g = search.fits((everything,) * boards, (), d)
        if g != -1:
            return MultiWorstResult(words.name, boards, search.nodes, time.perf_counter() - start, worst=d,
                                    opener=words.guesses[g], consistent=game.consistent)
    raise NdleError(f"no strategy solves every board by turn {limit} on {boards} boards")


__all__ = ["BoardsSearch", "MultiWorstResult", "multi_worst"]
