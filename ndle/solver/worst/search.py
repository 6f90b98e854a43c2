"""Worst-case optima for one board: the least number of guesses that finds every answer, then the least total.

    >>> import ndle.solver.worst.search as W
    >>> r = W.worst_case("wordle", "salet")            # seconds
    >>> r.worst, r.total, r.proven
    (5, 7920, True)

The least guaranteed number of guesses after an opener, d*, comes from
`ndle.solver.worst.kernels.fits` (an exact depth-only search: d* - 1 is
proven impossible, d* possible). Among the strategies finding every answer
within d* guesses, the least total over all answers is Selby's exact search
with the guess limit d* (`ndle.solver.one.search`), whose tree is checked.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ndle.errors import NdleError
from ndle.rules import MAX_GUESS_LIMIT
from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named
from ndle.patterns.matrix import frozen
from ndle.solver.worst import kernels as W
from ndle.solver.arguments import solver_game
from ndle.solver.one.context import search_context
from ndle.solver.one.memo import hard_filter, subset_hash
from ndle.solver.one.search import OptimalResult, optimal
from ndle.solver.one.splits import transposed
from ndle.solver.one.stabiliser import S_CALLS, S_ON, child_guesses, from_the_root, pop
from ndle.solver.one.symmetry import symmetry_items
from ndle.game import Game
from ndle.words import WordList

_SEED = 20220124  # Zobrist tables of the depth-only cache (any fixed seed)


class DepthSolver:
    """The depth-only search on one word list and mode; its cache is shared by every call.

    Parameters
    ----------
    words : WordList
        The word lists.
    hard : bool
        Hard mode (Selby's rule).
    capacity : int
        Cache entries (the search stays exact when it is full, only slower).
    matrix : numpy.ndarray, optional
        The pattern matrix (default: the list's cached one).
    feedback : str
        The feedback rule (`ndle.patterns.feedback`; default Wordle's).
    symmetry : bool, default True
        On a whole code space under a symmetric rule (normal mode), try one guess per orbit of the maps that fix
        the guesses played (`ndle.solver.one.stabiliser`); False tries every guess (the same answers, slower).
    consistent : bool, default False
        Consistent play: at each position only the answers left may be guessed (with hard mode under Wordle's
        feedback, it alone decides: every answer left uses the hints shown).
    """

    def __init__(self, words: WordList, *, hard: bool = False, capacity: int = 1 << 21,
                 matrix: np.ndarray | None = None, feedback: str = "exact", symmetry: bool = True,
                 consistent: bool = False):
        self.consistent = bool(consistent)
        self.words, self.feedback = words, rule_named(feedback).name
        self.hard = bool(hard) and not self.consistent  # consistent play implies hard mode's rule
        M = frozen(np.ascontiguousarray(matrix_for(words, self.feedback) if matrix is None else matrix))
        self.green = rule_named(feedback).solved(words.length)  # the largest code
        symmetry_on = symmetry and not self.hard
        self.context = search_context(words, M, self.green + 1, np.arange(self.green + 1, dtype=np.int64),
                                      transposed(M), symmetry_items(words, self.feedback, on=symmetry_on),
                                      capacity, _SEED, self.consistent)  # the codes are the matrix's own
        self.matrix = M
        self.all_guesses = np.arange(M.shape[0], dtype=np.int32)

    @property
    def stats(self) -> dict:
        c = self.context.counters
        return {"cached": int(c[0]), "nodes": int(c[2]), "hits": int(c[3]),
                "orbit_calls": int(self.context.controls[S_CALLS])}

    def allowed(self, T: np.ndarray, guess: int, pattern: int) -> tuple[np.ndarray, int, int]:
        """Return the guesses of T allowed after `guess` showed `pattern` (all of T in normal mode), and hashes."""
        if not self.hard:
            return T, 0, 0
        T = hard_filter(T, guess, pattern, self.context.letters, self.context.letter_counts)
        return (T, *self.hashes(T))

    def hashes(self, guesses: np.ndarray) -> tuple[int, int]:
        """Return the two hashes of a set of allowed guesses (int32 ids): `fits`'s `h` for hard mode."""
        c = self.context
        return int(subset_hash(guesses, c.guess_keys)), int(subset_hash(guesses, c.guess_checks))

    def fits(self, H: np.ndarray, d: int, T: np.ndarray | None = None, h: tuple[int, int] = (0, 0)) -> bool:
        """Return whether every answer of H can be found within d guesses from T (default: every guess; in
        consistent play H's own answers)."""
        if T is None:
            T = self.words.answer_guess[np.asarray(H)].astype(np.int32) if self.consistent else self.all_guesses
        return bool(W.fits(self.context, np.ascontiguousarray(H, dtype=np.int32), T, h[0], h[1], d, self.hard)[0])

    def fits_after(self, opener: int, d: int) -> bool:
        """Return whether, after the first guess `opener`, every answer can be found within d guesses in all (in
        consistent play `opener` is one of the answers)."""
        H = np.arange(self.matrix.shape[1], dtype=np.int32)
        codes = self.matrix[opener, H]
        sizes = np.bincount(codes, minlength=self.green + 1)
        with from_the_root(self.context):
            alike = bool(self.context.controls[S_ON])
            after = child_guesses(self.context, np.int64(opener)) if alike else self.all_guesses  # one per orbit
            try:
                for p in np.argsort(-sizes, kind="stable"):
                    if p == self.green or sizes[p] == 0:
                        continue
                    part = H[codes == p]
                    if self.consistent:
                        T, h1, h2 = W.answers_left(self.context.answer_guess, part, after, alike,
                                                   self.matrix.shape[0]), 0, 0
                    else:
                        T, h1, h2 = self.allowed(after, opener, int(p))
                    if not self.fits(part, d - 1, T, (h1, h2)):
                        return False
                return True
            finally:
                if alike:
                    pop(self.context)

    def least_depth(self, opener: int, limit: int = MAX_GUESS_LIMIT) -> int | None:
        """Return the least d such that every answer is found within d guesses after `opener` (None above limit)."""
        d = 1 if len(self.words.answers) == 1 else 2
        while d <= limit:
            if self.fits_after(opener, d):
                return d
            d += 1
        return None


@dataclass(frozen=True)
class WorstResult:
    """The least guaranteed number of guesses after an opener, and the least total among those strategies.

    Attributes
    ----------
    worst : int
        The least number of guesses that finds every answer (one fewer is proven impossible).
    best : OptimalResult
        Selby's exact search with the guess limit `worst`: its total, histogram and tree.
    seconds : float
        Wall time.
    """

    worst: int
    best: OptimalResult
    seconds: float

    @property
    def total(self) -> int:
        return self.best.total

    @property
    def mean(self) -> float:
        return self.best.mean

    @property
    def proven(self) -> bool:
        return self.best.proven

    def to_dict(self) -> dict:
        d = self.best.to_dict()
        d.update(objective="worst", worst=self.worst, seconds=round(self.seconds, 3))
        return d


def worst_case(words: str | WordList | Game = "wordle", opener: str = "salet", *, hard: bool | None = None,
               max_guesses: int | None = None, depth: DepthSolver | None = None,
               feedback: str | None = None, consistent: bool | None = None) -> WorstResult:
    """Return the least number of guesses that finds every answer after `opener`, and the least-total tree among
    the strategies that do.

    Parameters
    ----------
    words : str, WordList or Game
        The word lists (a shipped list's name, a `WordList`, or a one-board game: see `ndle.game.game.as_game`).
    opener : str
        The first guess.
    hard : bool, optional
        Hard mode (Selby's rule; default: the game's, no for a list).
    max_guesses : int, optional
        The most guesses searched for (default: the game's limit, 6 for a list).
    depth : DepthSolver, optional
        A depth-only search to reuse (its cache), for these lists and mode.
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; default: the game's, Wordle's for a list).
    consistent : bool, optional
        Consistent play, every guess a possible answer given everything seen (None: the game's; no for a
        list).

    Returns
    -------
    WorstResult
        `worst` (proven: nothing does it in one guess fewer) and the least-total strategy within it (`best`).

    Raises
    ------
    NdleError
        If it takes more than `max_guesses` guesses, or on a word not in the list.
    """
    game = solver_game(words, hard, max_guesses, feedback=feedback, search="worst_case", consistent=consistent,
                       consistent_play=True)
    words, hard, max_guesses, feedback = game.words, game.hard, game.max_guesses, game.feedback
    start = time.perf_counter()
    g = words.guess_id(opener)
    if game.consistent and words.guesses[g] not in words.answer_index:
        raise NdleError(f"{words.guesses[g]} is not a possible answer: consistent play opens with one")
    depth = depth or DepthSolver(words, hard=hard, feedback=feedback, consistent=game.consistent)
    if depth.consistent != game.consistent:
        raise NdleError("the depth search given and the game disagree on consistent play")
    d = depth.least_depth(g, max_guesses)
    if d is None:
        raise NdleError(f"no strategy after {opener!r} finds every answer within {max_guesses} guesses")
    best = optimal(game.changed(max_guesses=d), g)  # by index: "auto" is a word too
    return WorstResult(d, best, time.perf_counter() - start)


__all__ = ["DepthSolver", "WorstResult", "worst_case"]
