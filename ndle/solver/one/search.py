"""Exact least-total-guesses strategies for one board (Selby's f(H)), normal or hard mode, with a guess limit.

    >>> import ndle
    >>> r = ndle.optimal("wordle", "salet")          # a few seconds
    >>> r.total, round(r.mean, 4), r.histogram, r.proven
    (7920, 3.4212, {2: 78, 3: 1225, 4: 971, 5: 41}, True)
"""

from __future__ import annotations

import math
import time

import numpy as np

from ndle.solver.one import kernels as K
from ndle.checks import one_of, whole
from ndle.errors import NdleError, WordError
from ndle.rules import MAX_GUESS_LIMIT, Rules
from ndle.patterns.feedback.base import rule_named
from ndle.patterns.cache import ANNOUNCE_BYTES, matrix_for
from ndle.solver.one.result import OptimalResult
from ndle.solver.arguments import journal_args, solver_args, solver_game
from ndle.solver.one.classes import solve_openers
from ndle.io.progress import announce
from ndle.solver.one.context import search_context, table_bytes
from ndle.solver.one.order import opener_order, selby_rank
from ndle.solver.one.splits import DENSE_LENGTH, kernel_codes, transposed
from ndle.solver.one.stabiliser import from_the_root
from ndle.solver.one.symmetry import opener_classes, symmetry_items
from ndle.solver.one.trees import Tree, TreeReport, check_tree
from ndle.solver.one.tree_kernels import N_CODE, N_GUESS, N_PARENT, grow
from ndle.game import Game
from ndle.words import WordList

DEFAULT_MAX_GUESSES = 6
SHORTLIST = 60  # openers re-ranked by a width-1 search for opener="auto"
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
    """

    def __init__(self, words: WordList, *, hard: bool = False, width: int = 0, tiebreak: str = "selby",
                 capacity: int = 1 << 20, matrix: np.ndarray | None = None, feedback: str | None = None,
                 symmetry: bool = True):
        if tiebreak not in TIEBREAKS:
            raise NdleError(f"unknown tie-break {tiebreak!r}; choose one of {', '.join(TIEBREAKS)}")
        self.tiebreak = tiebreak
        words, hard, _, feedback = solver_args(words, hard, DEFAULT_MAX_GUESSES, feedback=feedback, search="Solver")
        self.rule = rule_named(feedback)
        if hard and not self.rule.hard_mode:
            raise NdleError(f"hard mode has no meaning under {self.rule.name} feedback (it is Wordle's colours' rule)")
        self.words, self.hard, self.width = words, hard, whole(width, "the heuristic width (0: exact)", NdleError)
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
                                      symmetry_items(words, self.rule.name, on=symmetry and not hard),
                                      whole(capacity, "the cache capacity", NdleError, low=1), _SEED)
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
        v, t = K.solve(self.context, H, T, h1, h2, d, beta, self.width, self.hard, np.int64(only))
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
            The guesses still allowed (all of T in normal mode).
        h1, h2 : int
            Their hashes (0 in normal mode).
        """
        T = self.all_guesses if T is None else T
        if not self.hard:
            return T, 0, 0
        for g, p in history:
            T = K.hard_filter(T, g, self.codes[p], self.context.letters, self.context.letter_counts)
        return (T, *self.hashes(T))

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
        v, t = self.solve_node(H, *self.allowed([]), max(int(guesses_left), 0), bound, int(first))
        return (v, t) if v < K.INF else (math.inf, -1)

    def evaluate(self, opener: int, max_guesses: int = DEFAULT_MAX_GUESSES, beta: int = int(K.INF)) -> int:
        """Return the least total guesses over all answers after `opener` (>= beta means only a bound)."""
        max_guesses = whole(max_guesses, "the guess limit", NdleError, low=1, high=MAX_GUESS_LIMIT)
        H = np.arange(len(self.words.answers), dtype=np.int32)
        with from_the_root(self.context):
            return self.solve_node(H, *self.allowed([]), max_guesses, beta, only=opener)[0]

    def tree(self, opener: int, max_guesses: int = DEFAULT_MAX_GUESSES) -> Tree:
        """Return a best tree after `opener` (from the cache the evaluation filled)."""
        words, length = self.words, self.words.length
        shown = lambda c: self.rule.show(int(self.codes[c]), length)  # noqa: E731 - the feedback of a kernel code
        if self._order is None:
            self._order = np.argsort(self.selby_rank, kind="stable").astype(np.int32)
        with from_the_root(self.context):
            nodes, err = grow(self.context, opener, len(words.answers), self.all_guesses, self._order, max_guesses,
                              self.width, self.hard, self.tiebreak == "selby", self.selby_rank)
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


def rank_openers(words: WordList, top: int, *, hard: bool = False, max_guesses: int = DEFAULT_MAX_GUESSES,
                 shortlist: int = SHORTLIST, feedback: str = "exact") -> list[int]:
    """Return `top` promising first guesses: the `shortlist` best by `opener_order`, re-ranked by a width-1 search."""
    order = [int(g) for g in opener_order(words, feedback)]
    if top >= shortlist:
        return order[:top]
    quick = Solver(words, hard=hard, width=1, feedback=feedback)
    scored = sorted((quick.evaluate(g, max_guesses), i, g) for i, g in enumerate(order[:shortlist]))
    return [g for _, _, g in scored[:top]]


def optimal(words: str | WordList | Game = "wordle", opener: str | int = "salet", *, hard: bool | None = None,
            max_guesses: int | None = None, width: int = 0, top: int = 5, answers_file=None,
            guesses_file=None, solver: Solver | None = None, progress: bool | None = None,
            feedback: str | None = None, jobs: int = 1, backend: str | None = None,
            scheduler: str | None = None, journal=None, resume: bool = False) -> OptimalResult:
    """Return the least-total-guesses strategy for one board after `opener` (a word, its guess index, or "auto").

    With `opener="auto"`, the `top` first guesses by a quick heuristic (the 60
    best by sum of squared part sizes, re-ranked by a search trying one guess
    per position) are each solved and the best is returned; `ranking` lists
    every one's total. With `opener="classes"`, on a whole code space under a
    symmetric rule (`ndle.solver.one.symmetry`), one opener per symmetry class is
    tried, each with the best total so far as a cut-off: the best is then the
    proven optimum over every first guess (the others' totals are bounds).

    Parameters
    ----------
    words : str, WordList or Game, default "wordle"
        A named word list, a loaded one, or a one-board game (anything `ndle.game.game.as_game` takes).
    opener : str or int, default "salet"
        The first guess, or ``"auto"`` to choose among the `top` most promising; a guess index names a word
        whatever it spells (the 4-letter word "auto" is index ``words.guess_id("auto")``).
    hard : bool, optional
        Play by Selby's hard-mode rule (default: the game's; no for a list).
    max_guesses : int, optional
        The guess limit of every game (default: the game's; 6 for a list).
    width : int, default 0
        Try only that many guesses per position (fast, an upper bound: `proven` is then false); 0 tries all.
    top : int, default 5
        With ``opener="auto"``, how many first guesses to solve exactly.
    answers_file, guesses_file : path, optional
        Your own word lists instead of `words` (one word a line).
    solver : Solver, optional
        A solver to reuse (its cache of solved positions carries over between calls).
    progress : bool, optional
        Show a progress bar over the openers; default on a terminal.
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`: Wordle's, `mastermind`, `bulls-cows`, ...; default: the game's,
        Wordle's for a list).
    jobs, backend, scheduler, journal, resume
        With ``opener="classes"``: workers and where they run, a journal of the decided classes and continuing it
        (`ndle.solver.one.classes`); the result does not depend on them.

    Returns
    -------
    OptimalResult
        The opener, the total guesses over all answers, the histogram, the strategy's tree, whether the total is
        proven optimal, and with ``opener="auto"`` the ranking of the openers tried.

    Raises
    ------
    NdleError
        If `top` is below 1, or no strategy solves every answer within `max_guesses`.
    """
    words, hard, max_guesses, feedback = solver_args(words, hard, max_guesses, answers_file, guesses_file,
                                                     feedback=feedback, search="optimal")
    top, jobs = whole(top, "top", NdleError, low=1), whole(jobs, "jobs", NdleError, low=1)
    journal, resume, progress = journal_args(journal, resume, progress)
    if opener != "classes" and (journal is not None or jobs != 1 or backend is not None or scheduler is not None):
        raise NdleError("a journal and workers go with the opener 'classes' (one opener per symmetry class)")
    one_of(solver, (Solver, type(None)), "a Solver to reuse, or None", NdleError)
    start = time.perf_counter()
    solver = solver or Solver(words, hard=hard, width=width, feedback=feedback)
    tried = _openers_tried(words, opener, top, solver, max_guesses)
    ranking = solve_openers(words, tried, solver, max_guesses, opener == "classes", progress, jobs=jobs,
                            backend=backend, scheduler=scheduler, journal=journal, resume=resume)
    ranking.sort(key=lambda r: (r[1], r[0]))
    best_word, total, _ = ranking[0]
    if total >= K.INF:
        raise NdleError(f"no strategy after {best_word!r} solves every answer within {max_guesses} guesses")
    g = words.guess_id(best_word)
    best_tree = solver.tree(g, max_guesses)
    report = check_tree(best_tree, words, hard=solver.hard, max_guesses=max_guesses, feedback=solver.rule.name)
    if report.total != total:
        raise NdleError(f"internal error: the tree totals {report.total}, the search {total}")
    listed = tuple((w, int(t), bool(p and t < K.INF)) for w, t, p in ranking)  # numpy bools are not JSON
    return OptimalResult(words.name, best_word, int(total), len(words.answers), report.histogram, max_guesses,
                         solver.hard, solver.width, solver.width == 0, time.perf_counter() - start, best_tree,
                         listed if opener in ("auto", "classes") else ())


def _openers_tried(words: WordList, opener, top: int, solver: Solver, max_guesses: int) -> list[int]:
    """Return the guess ids `optimal` solves: one opener, the `top` most promising, or one per symmetry class."""
    if opener == "classes":
        if (tried := opener_classes(words, solver.rule.name)) is None:
            raise NdleError(f"opener 'classes' needs a whole code space under a symmetric rule (mastermind, "
                            f"bulls-cows, jotto), not {words.name} under {solver.rule.name}")
        rank = {int(g): i for i, g in enumerate(opener_order(words, solver.rule.name))}
        tried.sort(key=rank.__getitem__)
        return tried
    if opener == "auto":
        return rank_openers(words, top, hard=solver.hard, max_guesses=max_guesses, feedback=solver.rule.name)
    if isinstance(opener, str):
        return [words.guess_id(opener)]
    return [whole(opener, "an opener's guess index", WordError, high=len(words.guesses) - 1)]


def check(path, words: str | WordList | Game = "wordle", *, hard: bool | None = None,
          max_guesses: int | None = None) -> TreeReport:
    """Return the report of a tree file (Selby's text or ndle JSON) on a list or a one-board game (its hard mode, limit
    and rule, unless given; a list: normal mode, no limit); StrategyError if it is flawed."""
    from ndle.solver.one.trees import read_tree

    game = solver_game(words, search="check")
    limit = game.max_guesses if isinstance(words, (Game, Rules)) else 0
    return check_tree(read_tree(path), game.words, hard=game.hard if hard is None else hard,
                      max_guesses=limit if max_guesses is None else max_guesses, feedback=game.feedback)


__all__ = ["OptimalResult", "Solver", "check", "opener_order", "optimal", "rank_openers"]
