"""The one-board exact search's engine: `Solver`, Selby's f(H) over one word list and mode (normal, hard mode or
consistent play), its cache shared by every call; `ndle.solver.one.search.optimal` drives it."""

from __future__ import annotations

import math

import numpy as np

from ndle.solver.one import kernels as K
from ndle.checks import whole
from ndle.errors import NdleError
from ndle.rules import MAX_GUESS_LIMIT
from ndle.patterns.feedback.base import rule_named
from ndle.patterns.cache import ANNOUNCE_BYTES, matrix_for
from ndle.solver.arguments import HONOURS, solver_game
from ndle.io.progress import announce
from ndle.solver.one.context import search_context, table_bytes
from ndle.solver.one.order import selby_rank
from ndle.solver.one.splits import DENSE_LENGTH, kernel_codes, transposed
from ndle.solver.one.stabiliser import from_the_root
from ndle.solver.one.symmetry import symmetry_items
from ndle.solver.one.trees import Tree
from ndle.solver.one.tree_kernels import N_CODE, N_GUESS, N_PARENT, grow
from ndle.words import WordList

DEFAULT_MAX_GUESSES = 6
TIEBREAKS = ("selby", "search")  # among equally good guesses: Selby's program's choice, or the search's first
_SEED = 20220119  # Zobrist tables for the cache keys (any fixed seed)


class Solver:
    """Exact (or width-limited) search on one word list and mode; its cache is shared by every call.

    Parameters
    ----------
    words : WordList
        The word list.
    hard : bool
        Search hard-mode strategies.
    width : int
        0 for an exact search, else how many guesses are tried at each position (an upper bound).
    tiebreak : str
        Among equally good guesses, `selby` (Selby's program's choice) or `search` (the search's first).
    capacity : int
        The number of positions the cache keeps.
    matrix : numpy.ndarray, optional
        The pattern matrix (default: `matrix_for(words, feedback)`).
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; default: the game's, Wordle's for a list).
    symmetry : bool, default True
        On a whole code space under a symmetric rule, `evaluate` tries one guess per orbit of the maps that fix the
        guesses played (`ndle.solver.one.stabiliser`); False tries every guess (the same values, slower).
    consistent : bool, optional
        Search strategies of consistent play: at each position only the answers left may be guessed (None: the
        game's; no for a list). With hard mode under Wordle's feedback it is the stricter rule (every answer left
        uses the hints shown) and alone decides; under another rule with hard mode, both are refused.
    """

    def __init__(self, words: WordList, *, hard: bool = False, width: int = 0, tiebreak: str = "selby",
                 capacity: int = 1 << 20, matrix: np.ndarray | None = None, feedback: str | None = None,
                 symmetry: bool = True, consistent: bool | None = None):
        if tiebreak not in TIEBREAKS:
            raise NdleError(f"unknown tie-break {tiebreak!r}; choose one of {', '.join(TIEBREAKS)}")
        self.tiebreak = tiebreak
        game = solver_game(words, hard, DEFAULT_MAX_GUESSES, feedback=feedback, search="Solver",
                           consistent=consistent, **HONOURS["one"])
        words, hard, feedback, self.consistent = game.words, game.hard, game.feedback, game.consistent
        self.rule = rule_named(feedback)
        if hard and not self.rule.hard_mode:
            raise NdleError(f"hard mode has no meaning under {self.rule.name} feedback (it is Wordle's colours' rule)")
        if hard and self.consistent and self.rule.name != "exact":
            raise NdleError(f"hard mode and consistent play together are searched under exact feedback only, not "
                            f"{self.rule.name}")
        self.words, self.hard, self.width = words, hard, whole(width, "the heuristic width (0: exact)", NdleError)
        self._filter = hard and not self.consistent  # the kernels' hard-mode filter (consistent play implies it)
        matrix = matrix_for(words, self.rule.name) if matrix is None else matrix
        n_codes = self.rule.n_patterns(words.length)
        if (need := table_bytes(matrix, n_codes > 3**DENSE_LENGTH, capacity)) >= ANNOUNCE_BYTES:
            announce(f"Selby's exact search over the {words.name} list ({len(words.answers):,} answers x "
                     f"{len(words.guesses):,} guesses) may take {need / 1e9:.1f} GB of memory, its pattern matrix "
                     "included")
        self.matrix, self.codes = kernel_codes(matrix, n_codes)
        self.npat, self.green = len(self.codes), len(self.codes) - 1  # all green: the largest code
        self.transposed = transposed(self.matrix)  # answers x guesses: what the scans read
        self.context = search_context(words, self.matrix, self.npat, self.codes, self.transposed,
                                      symmetry_items(words, self.rule.name, on=symmetry and not self._filter),
                                      whole(capacity, "the cache capacity", NdleError, low=1), _SEED,
                                      self.consistent)
        self.all_guesses = np.arange(len(words.guesses), dtype=np.int32)
        self.selby_rank = selby_rank(words)
        self._order: np.ndarray | None = None  # the guesses in Selby's order, made by the first tree

    @property
    def stats(self) -> dict:
        c = self.context.counters
        return {"cached": int(c[K.C_ENTRIES]), "nodes": int(c[K.C_NODES]), "hits": int(c[K.C_HITS]),
                "scans": int(c[K.C_SCANS])}

    def solve_node(self, H: np.ndarray, T: np.ndarray, h1: int, h2: int, d: int, beta: int = int(K.INF),
                   only: int = -1) -> tuple[int, int]:
        """Return (f(H) with d guesses left and guesses T allowed, a best guess), through the shared cache.

        A value below `beta` is exact, else only a lower bound (and no guess); with `only` >= 0, the value of
        playing that guess first (uncached). `h1`, `h2` are the hashes of T (from `allowed`; 0 in normal mode).
        """
        v, t = K.solve(self.context, H, T, h1, h2, d, beta, self.width, self._filter, np.int64(only))
        return int(v), int(t)

    def allowed(self, history, T: np.ndarray | None = None) -> tuple[np.ndarray, int, int]:
        """Return the guesses of T allowed after a history, and their two hashes (the search's cache keys).

        Parameters
        ----------
        history : iterable of (int, int)
            (guess, pattern) pairs, patterns in the kernels' codes.
        T : numpy.ndarray, optional
            The guesses allowed before (default: every guess).

        Returns
        -------
        T : numpy.ndarray
            The guesses still allowed (all of T in normal mode; in consistent play those of T that are answers
            the history leaves possible).
        h1, h2 : int
            Their hashes (0 in normal mode and in consistent play, where the answers left key a position).
        """
        T = self.all_guesses if T is None else T
        if self.consistent:
            alive = np.ones(len(self.words.answers), dtype=bool)
            for g, p in history:
                alive &= np.asarray(self.matrix[g]) == p
            possible = np.zeros(len(self.words.guesses), dtype=bool)
            possible[self.words.answer_guess[alive]] = True
            return T[possible[T]], 0, 0
        if not self._filter:
            return T, 0, 0
        for g, p in history:
            T = K.hard_filter(T, g, self.codes[p], self.context.letters, self.context.letter_counts)
        return (T, *self.hashes(T))

    def at(self, state, more=()) -> tuple[np.ndarray, np.ndarray, int, int]:
        """Return the search's key of a one-board game position: its candidates, the guesses its rows still allow
        (hard mode's hints, consistent play's answers left; every guess otherwise) and their hashes, as `solve_node`
        takes them.

        Parameters
        ----------
        state : State
            A position of a one-board game with honest rows on this solver's lists and rule, its board unsolved.
        more : iterable of (int, int)
            (guess, pattern) rows after it, patterns in the kernels' codes.

        Returns
        -------
        tuple
            H (int32 candidates), T, h1, h2.
        """
        H = np.array(state.boards[0].candidates, dtype=np.int32)  # each row's code: read off a candidate, which
        history = [(int(g), int(self.matrix[int(g), H[0]])) for g in state.guesses]  # gives every row seen
        return (H, *self.allowed(history + list(more)))

    def hashes(self, guesses: np.ndarray) -> tuple[int, int]:
        """Return the two hashes of a set of allowed guesses (int32 ids), as `allowed` gives them for hard mode."""
        c = self.context
        return int(K.subset_hash(guesses, c.guess_keys)), int(K.subset_hash(guesses, c.guess_checks))

    def value(self, candidates, guesses_left: int, beta: float = math.inf, first: int = -1) -> tuple[float, int]:
        """Return (f(candidates) within `guesses_left` guesses from the start's allowed guesses, a best guess).

        The value is an int total, inf when no strategy keeps within the limit; one at or above `beta` is only a
        lower bound (guess -1). With `first` >= 0, the value of playing that guess first (uncached; guess -1).
        """
        H = np.array(candidates, dtype=np.int32)  # a writable copy: the compiled search crashes on read-only input
        bound = int(K.INF) if beta >= K.INF else math.ceil(beta)  # the totals are whole
        T, h1, h2 = (self.words.answer_guess[H].astype(np.int32), 0, 0) if self.consistent else self.allowed([])
        v, t = self.solve_node(H, T, h1, h2, max(int(guesses_left), 0), bound, int(first))
        return (v, t) if v < K.INF else (math.inf, -1)

    def evaluate(self, opener: int, max_guesses: int = DEFAULT_MAX_GUESSES, beta: int = int(K.INF)) -> int:
        """Return the least total guesses over all answers after `opener` (>= beta means only a bound)."""
        max_guesses = whole(max_guesses, "the guess limit", NdleError, low=1, high=MAX_GUESS_LIMIT)
        if self.consistent and self.words.guesses[opener] not in self.words.answer_index:
            raise NdleError(f"{self.words.guesses[opener]} is not a possible answer: consistent play opens with one")
        H = np.arange(len(self.words.answers), dtype=np.int32)
        with from_the_root(self.context):
            return self.solve_node(H, *self.allowed([]), max_guesses, beta, only=opener)[0]

    def tree(self, opener: int, max_guesses: int = DEFAULT_MAX_GUESSES) -> Tree:
        """Return a best tree after `opener` (from the cache the evaluation filled)."""
        words = self.words
        if self._order is None:
            self._order = np.argsort(self.selby_rank, kind="stable").astype(np.int32)
        with from_the_root(self.context):
            nodes, err = grow(self.context, opener, len(words.answers), self.all_guesses, self._order, max_guesses,
                              self.width, self._filter, self.tiebreak == "selby", self.selby_rank)
        return self.built(nodes, err, max_guesses)

    def built(self, nodes: np.ndarray, err: np.ndarray, max_guesses: int) -> Tree:
        """Return the tree of a compiled grower's node array (NdleError naming the position where it failed)."""
        words, length = self.words, self.words.length
        shown = lambda c: self.rule.show(int(self.codes[c]), length)  # noqa: E731 - the feedback of a kernel code
        if err[0] >= 0:
            hist, at, code = [], int(err[0]), int(err[1])
            while at >= 0:
                hist.append(f"{words.guesses[nodes[at, N_GUESS]]} {shown(code)}")
                at, code = int(nodes[at, N_PARENT]), int(nodes[at, N_CODE])
            raise NdleError(f"no strategy solves {int(err[2])} answers within {max_guesses} guesses "
                            f"after {' '.join(reversed(hist))}")
        made: list[Tree] = []
        for g, parent, code, solves in nodes.tolist():
            made.append(Tree(words.guesses[g], solves=bool(solves)))
            if parent >= 0:
                made[parent].children[shown(code)] = made[-1]
        return made[0]


__all__ = ["DEFAULT_MAX_GUESSES", "Solver", "TIEBREAKS"]
