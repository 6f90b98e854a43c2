"""The least number of guesses that forces a win against the absurdle host, proven, with a winning line.

The host is deterministic (`ndle.adversary.absurdle`), so a forced win is a
line of guesses after which it has no choice but GGGGG. On one board, with
r guesses left and the answers S still alive:

* r = 1 wins only if S is one word (play it);
* r = 2 wins only if some guess shows every word of S a different pattern (the
  host must then keep one word, shown not green, which the next guess plays);
* r >= 3: some guess g whose host reply leaves S' with a win in r - 1. The
  reply keeps the largest class, so S' has at least as many words as g's
  largest class, and a set won within j guesses has at most k**(j - 1) words (k: the
  most classes any guess makes of S, which bounds every subset's): guesses
  over that are skipped, the rest tried smallest largest class first.

Iterative deepening (r = 1, 2, ...) makes the first line found the shortest,
and every smaller r was refuted exhaustively, so its length is proven least.
On n boards (`boards` > 1) the same search runs over the joint state, a
guess solving a board only when that board has one word left; a board still
needs at least one guess of its own, which bounds the search. (The class-size
cut is not used there: the joint reply may keep a smaller class on one board to
keep more tuples in all.)
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ndle.adversary.absurdle import host_ties, position_after, reply as host_reply
from ndle.errors import NdleError
from ndle.measures.largest import largest_classes
from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named
from ndle.solver.worst.kernels import separating
from ndle.solver.worst.multi import BoardsSearch
from ndle.checks import is_whole
from ndle.game import Game
from ndle.solver.arguments import boards_game, guess_limit
from ndle.words import WordList
from ndle.checks import counted


@dataclass(frozen=True)
class ForcedWin(BoardsSearch):
    """The shortest forced win against the host.

    Attributes
    ----------
    words, boards, nodes, seconds
        As for every search on n boards (`BoardsSearch`).
    guesses : tuple of str
        The winning line.
    replies : tuple of tuple of str
        The host's feedback on each board after each guess (``-----`` once a board is solved).
    proven : bool
        Every shorter line was refuted.
    consistent : bool
        Consistent play: every guess an answer still possible on an unsolved board.
    """

    guesses: tuple[str, ...] = ()
    replies: tuple[tuple[str, ...], ...] = ()
    proven: bool = False
    consistent: bool = False

    @property
    def length(self) -> int:
        return len(self.guesses)

    def to_dict(self) -> dict:
        return {**super().to_dict(), "adversary": "absurdle", "guesses": list(self.guesses),
                "replies": [list(r) for r in self.replies], "length": self.length, "proven": self.proven} | (
                    {"consistent": True} if self.consistent else {})


class _Search:
    """Depth-limited search of lines against the host over the joint state (a tuple of per-board word arrays)."""

    def __init__(self, words: WordList, matrix: np.ndarray, feedback: str = "exact", consistent: bool = False):
        self.words, self.M, self.rule, self.consistent = words, matrix, rule_named(feedback), consistent
        self.green = self.rule.solved(words.length)
        self.ties = host_ties(self.rule, words.length)
        self.MT = np.ascontiguousarray(matrix.T)
        self.T = np.arange(matrix.shape[0], dtype=np.int32)
        self.refuted: set = set()
        self.nodes = 0

    def step(self, sets: tuple, taken: tuple, g: int) -> tuple[tuple, tuple, tuple[int, ...]]:
        """Return (the unsolved boards' words after the host's reply to g, the solved answers, the reply)."""
        codes = host_reply(self.M, sets, g, taken, solved=self.ties)
        answer = self.words.answer_index.get(self.words.guesses[g], -1)
        after, solved = position_after([s[self.M[g, s] == c] for s, c in zip(sets, codes)], codes, taken, answer,
                                       self.green)
        return after, solved, codes

    def win(self, sets: tuple, taken: tuple, r: int) -> list[int] | None:
        """Return a line of at most r guesses winning from here, or None if there is none."""
        if not sets:
            return []
        if r < len(sets):
            return None
        key = (tuple(s.tobytes() for s in sets), taken, r)
        if key in self.refuted:
            return None
        self.nodes += 1
        for g in self._moves(sets, r):
            after, solved, _ = self.step(sets, taken, int(g))
            if len(after) == len(sets) and all(len(a) == len(s) for a, s in zip(after, sets)):
                continue  # learned nothing
            rest = self.win(after, solved, r - 1)
            if rest is not None:
                return [int(g)] + rest
        self.refuted.add(key)
        return None

    def _moves(self, sets: tuple, r: int) -> np.ndarray:
        """Return the guesses worth trying with r guesses left, most promising first (in consistent play among the
        answers still possible on an unsolved board: the size cut, which bounds every guess, still holds)."""
        moves = self._ranked(sets, r)
        if self.consistent:
            moves = moves[np.isin(moves, self.words.answer_guess[np.concatenate(sets)])]
        return moves

    def _ranked(self, sets: tuple, r: int) -> np.ndarray:
        """Return `_moves` of free play."""
        if len(sets) == 1:
            s = sets[0]
            if len(s) == 1:
                return np.array([self.words.answer_guess[s[0]]])
            if r == 2:
                T = np.unique(self.words.answer_guess[s]).astype(np.int32) if self.consistent else self.T
                t = separating(self.MT, T, s)
                return np.array([t]) if t >= 0 else np.array([], dtype=np.int64)
        stats = [largest_classes(self.M, s, self.words.length, solved=self.green) for s in sets]
        largest = np.max([st[0] for st in stats], axis=0)
        classes = np.sum([st[1] for st in stats], axis=0)
        if len(sets) > 1:  # the joint reply may keep a smaller class on a board: no size cut is sound
            ok = np.arange(len(largest))
            return ok[np.lexsort((ok, -classes, largest))]
        k = int(stats[0][1].max())
        ok = np.flatnonzero(largest <= k ** (r - 2))
        return ok[np.lexsort((ok, -classes[ok], largest[ok]))]


def forced_win(words: str | WordList | Game = "wordle", boards: int | None = None, *, max_guesses: int | None = None,
               matrix: np.ndarray | None = None, feedback: str | None = None, limit: int | None = None,
               consistent: bool | None = None) -> ForcedWin:
    """Return the shortest line of guesses forcing a win against the absurdle host.

    Parameters
    ----------
    words : str, WordList or Game
        The word lists, or a game: its boards, limit, rule and consistent play (every guess an answer still
        possible on an unsolved board) are honoured; hard mode, a prior, rows that lie or
        another mode raise UnsupportedGameError.
    boards : int, optional
        Boards at once (every board starts with every answer; the answers are distinct). None: the game's; a
        keyword given overrides the game's field.
    max_guesses : int, optional
        The longest line searched for (None: the game's; 8 for a list).
    matrix : numpy.ndarray, optional
        The pattern matrix (default: the list's cached one under `feedback`).
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; None: the game's, Wordle's for a list).
    limit : int, optional
        Deprecated: `max_guesses`.
    consistent : bool, optional
        Consistent play, every guess a possible answer given everything seen on some unsolved board (None: the
        game's; no for a list).

    Returns
    -------
    ForcedWin
        The guesses and the host's replies; every shorter line was refuted (`proven`).

    Raises
    ------
    NdleError
        If no line of at most `max_guesses` guesses forces a win.
    """
    if boards is not None and is_whole(boards) and boards < 1:
        raise NdleError(f"--boards must be at least 1, got {boards}")
    limit = guess_limit(words, max_guesses, limit, 8)
    game = boards_game(words, boards, feedback=feedback, search="forced_win", hard_mode=False,
                       consistent=consistent, consistent_play=True)
    words, feedback, boards = game.words, game.feedback, game.boards
    start = time.perf_counter()
    M = np.ascontiguousarray(matrix_for(words, feedback) if matrix is None else matrix)
    search = _Search(words, M, feedback, game.consistent)
    everything = np.arange(len(words.answers), dtype=np.int32)
    sets = (everything,) * boards
    for r in range(boards, limit + 1):
        line = search.win(sets, (), r)
        if line is not None:
            return _result(words, boards, search, line, sets, time.perf_counter() - start)
    raise NdleError(f"no line of at most {limit} guesses forces a win against the absurdle host "
                    f"on {counted(boards, 'board')}")


def _result(words, boards, search, line, sets, seconds) -> ForcedWin:
    """Return the line replayed against the host, with the feedback each board showed."""
    taken, replies, alive = (), [], list(range(boards))
    for g in line:
        after, solved, codes = search.step(sets, taken, g)
        shown = ["-" * len(search.rule.show(search.green, words.length))] * boards
        for b, c in zip(alive, codes):
            shown[b] = search.rule.show(c, words.length)
        alive = [b for b, c in zip(alive, codes) if c != search.green]
        replies.append(tuple(shown))
        sets, taken = after, solved
    if sets:
        raise NdleError("internal error: the forced line does not win against the host")
    return ForcedWin(words.name, boards, search.nodes, seconds, guesses=tuple(words.guesses[g] for g in line),
                     replies=tuple(replies), proven=True, consistent=search.consistent)


__all__ = ["ForcedWin", "forced_win"]
