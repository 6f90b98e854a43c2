"""Lexicographic objectives on one board, exact: ``worst,deepest``, ``total,beyond:4``, ``beyond:4,total`` ...

    >>> import ndle
    >>> from ndle.solver.one.lex import lex_optimal
    >>> r = lex_optimal(ndle.as_game(code_length=3, symbols="abc", feedback="mastermind"), "worst,total", "all")
    >>> r.values
    {'worst': 4, 'total': 73}

The keys (`ndle.solver.objectives`) are compared first to last. With the guess limit L fixed, the sum keys
(``total``, ``deepest``, ``beyond:K``) weigh into one per-turn cost table (`cost_table`), which the compiled search
`ndle.solver.one.ckernel` minimises exactly. ``worst`` first: L is the least limit with a tree (the depth-only
search, `ndle.solver.worst.search.DepthSolver`), and the keys after it are minimised under L. ``worst`` after keys A:
L is the least limit under which A's optimum equals its optimum under the game's limit, and A then the keys after
``worst`` are minimised under L (A's optimum kept: A comes first in the table). Every value reported is read off the
best tree, checked answer by answer (`ndle.solver.one.trees.check_tree`), and its weighted total must equal the
search's.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ndle.checks import whole
from ndle.errors import NdleError
from ndle.parallel.backends import choose_backend
from ndle.game import Game
from ndle.solver.arguments import journal_args, solver_game
from ndle.solver.objectives import cost_table, describe, key_values, parse_keys, weights
from ndle.solver.one.ckernel import cgrow, csolve
from ndle.solver.one.lex_openers import WORST, LexJournal, OpenerSweep, lex_options, search_name
from ndle.solver.one.memo import INF
from ndle.solver.one.order import opener_order
from ndle.solver.one.search import Solver
from ndle.solver.one.stabiliser import from_the_root
from ndle.solver.one.symmetry import opener_classes
from ndle.solver.one.trees import Tree, check_tree
from ndle.words import WordList


class CostSolver(Solver):
    """The exact one-board search for a per-turn cost table under a guess limit (its cache serves that table only).

    Parameters
    ----------
    words : WordList
        The word list.
    cost : numpy.ndarray
        c(d) for d = 0 .. limit, never decreasing in d (c(0) unused): the cost of an answer solved at turn d.
    limit : int
        The guess limit L.
    hard : bool
        Search hard-mode strategies.
    feedback : str, optional
        The feedback rule.
    capacity : int
        Cache positions.
    symmetry : bool
        One guess per orbit on a symmetric code space (`Solver`).
    consistent : bool
        Consistent play: at each position only the answers left may be guessed (`Solver`).
    """

    def __init__(self, words: WordList, cost: np.ndarray, limit: int, *, hard: bool = False,
                 feedback: str | None = None, capacity: int = 1 << 20, symmetry: bool = True,
                 consistent: bool = False):
        super().__init__(words, hard=hard, feedback=feedback, capacity=capacity, symmetry=symmetry, tiebreak="search",
                         consistent=consistent)
        cost = np.asarray(cost, dtype=np.int64)
        if cost.shape != (limit + 1,) or np.any(np.diff(cost[1:]) < 0) or np.any(cost[1:] < 0):
            raise NdleError(f"a cost table is c(0) .. c({limit}), never negative and never decreasing")
        self.limit = int(limit)
        self.cl = np.zeros(limit + 1, np.int64)  # by guesses left e: the cost of being found with e left
        self.cl[1:] = cost[1:][::-1]
        zero = [e for e in range(1, limit + 1) if self.cl[e] == 0]  # cl never increases with e
        self.zero = (self.context, self.all_guesses, np.int64(limit + 1))  # no answer found at no cost: no use
        if zero and not hard and not self.consistent:  # "V(H) = 0?" is the depth-only search's question (symmetry
            # off: any set H; it starts from every guess, so not in consistent play)
            from ndle.solver.worst.search import DepthSolver

            depth = DepthSolver(words, feedback=self.rule.name, symmetry=False, capacity=1 << 20)
            self.zero = (depth.context, depth.all_guesses, np.int64(zero[0]))

    def solve_node(self, H: np.ndarray, T: np.ndarray, h1: int, h2: int, d: int, beta: int = int(INF),
                   only: int = -1) -> tuple[int, int]:
        """Return (V(H) with d guesses left, a best guess) by the cost table (see `Solver.solve_node`)."""
        v, t = csolve(self.context, self.cl, H, T, h1, h2, d, beta, self.hard, np.int64(only),
                      np.int64(self.context.npat), self.zero)
        return int(v), int(t)

    def evaluate(self, opener: int, max_guesses: int | None = None, beta: int = int(INF)) -> int:
        """Return the least weighted total after `opener` under the table's limit (>= beta: only a bound)."""
        if max_guesses is not None and max_guesses != self.limit:
            raise NdleError(f"this cost table is for {self.limit} guesses, not {max_guesses}")
        return super().evaluate(opener, self.limit, beta)

    def tree(self, opener: int, max_guesses: int | None = None) -> Tree:
        """Return a best tree after `opener` for the cost table."""
        with from_the_root(self.context):
            nodes, err = cgrow(self.context, self.cl, opener, len(self.words.answers), self.all_guesses,
                               self.limit, self.hard, self.zero)
        return self.built(nodes, err, self.limit)


@dataclass(frozen=True)
class LexResult:
    """The best strategy for a lexicographic objective, one board.

    Attributes
    ----------
    words : str
        The word list's name.
    objective : tuple of str
        The keys, first compared first.
    opener : str
        The best strategy's first guess.
    values : dict of str to int
        Each key's value for it (proven optimal, key by key in order).
    n_answers : int
        The answers.
    histogram : dict of int to int
        Answers solved at each turn.
    max_guesses : int
        The limit searched under (``worst``'s value when it is a key).
    hard : bool
        Hard mode.
    openers : int
        First guesses searched (one per symmetry class on a whole code space with ``all``).
    seconds : float
        Wall time.
    tree : Tree, optional
        The strategy.
    proven : bool
        Every key proven optimal.
    consistent : bool
        Consistent play: every guess a possible answer (`to_dict` names it only when set).
    """

    words: str
    objective: tuple[str, ...]
    opener: str
    values: dict[str, int]
    n_answers: int
    histogram: dict[int, int]
    max_guesses: int
    hard: bool
    openers: int
    seconds: float
    tree: Tree | None = field(default=None, repr=False)
    proven: bool = True
    consistent: bool = False

    @property
    def total(self) -> int:
        """Return the sum over the answers of the guesses each needs."""
        return sum(d * c for d, c in self.histogram.items())

    @property
    def mean(self) -> float:
        """Return the mean guesses per answer."""
        return self.total / self.n_answers

    def to_dict(self) -> dict:
        """Return the figures as a JSON-ready dict."""
        return {"words": self.words, "objective": describe(self.objective), "opener": self.opener,
                "values": dict(self.values), "answers": self.n_answers, "total": self.total,
                "mean": round(self.mean, 4), "histogram": {str(k): v for k, v in sorted(self.histogram.items())},
                "max_guesses": self.max_guesses, "hard": self.hard, "openers": self.openers, "proven": self.proven,
                "seconds": round(self.seconds, 3)} | ({"consistent": True} if self.consistent else {})


def _openers(words: WordList, opener: str, feedback: str, consistent: bool = False) -> list[int]:
    """Return the first guesses searched: one word, or 'all' (one per symmetry class where classes exist; in
    consistent play, else every answer)."""
    if opener.lower() == "all":
        order = [int(g) for g in opener_order(words, feedback)]
        classes = opener_classes(words, feedback)
        if classes is None:
            return [g for g in order if words.guesses[g] in words.answer_index] if consistent else order
        keep = {int(c) for c in classes}
        return [g for g in order if g in keep]
    if opener.lower() == "auto":
        raise NdleError("a lexicographic objective takes an opener word or 'all', not auto")
    return [words.guess_id(opener)]


class _Search:
    """The searches one lexicographic objective runs: a least weighted total per (keys, limit), over the openers
    (`ndle.solver.one.lex_openers`: journaled, on workers). ``total`` alone is Selby's search (`Solver`, the same value,
    faster); any other list the cost-table search."""

    def __init__(self, words: WordList, sweep: OpenerSweep, span: int, say: bool):
        self.words, self.sweep, self.span = words, sweep, span
        self.say = say  # one line on stderr per search done

    def best(self, keys: tuple[str, ...], limit: int, beta: int = int(INF)) -> tuple[int, int, Solver]:
        """Return (the least weighted total of `keys` under `limit`, or a bound >= beta; its opener; the solver)."""
        spec = (keys if keys not in ((), ("total",)) else ("total",), limit, self.span)
        cpu = time.process_time()
        best, best_g = self.sweep.least(search_name(spec[0], limit), spec, beta)
        if self.say:
            got = f"{best:,}" if best_g >= 0 else f"at least {best:,}" if best < INF else "none"
            print(f"lexicographic search: {describe(keys or ('total',))} within {limit} guesses: {got} "
                  f"({time.process_time() - cpu:.1f} processor s)", file=sys.stderr, flush=True)
        return best, best_g, self.sweep.solver(spec)

    def cutoff(self, prefix: tuple[str, ...], value: int, keys: tuple[str, ...], limit: int) -> int:
        """Return a cut-off for `keys` (which start with `prefix`, whose own optimum is `value`): the optimum of `keys`
        is below it, every strategy worse on the prefix at or above it (the prefix's weights scale by its last's)."""
        w = weights(keys, max(limit, self.span), len(self.words.answers))[len(prefix) - 1]
        return min((value + 1) * w, int(INF))


def lex_optimal(words: str | WordList | Game = "wordle", objective="worst,deepest", opener: str = "salet", *,
                hard: bool | None = None, max_guesses: int | None = None,
                feedback: str | None = None, progress: bool | None = None, jobs: int = 1,
                backend: str | None = None, scheduler: str | None = None, journal: str | Path | None = None,
                resume: bool = False) -> LexResult:
    """Return a best strategy for a lexicographic objective on one board, every key proven optimal in turn.

    Parameters
    ----------
    words : str, WordList or Game, default "wordle"
        A named list, a loaded one, or a one-board game (its hard mode, limit and rule unless given).
    objective : str or tuple of str
        Keys (``total``, ``worst``, ``deepest``, ``beyond:K``), first compared first (`parse_keys`).
    opener : str, default "salet"
        The first guess, or ``all`` (every first guess; one per symmetry class on a whole code space).
    hard, max_guesses, feedback
        Hard mode, the guess limit (the game's; 6 for a list), the feedback rule.
    progress : bool, optional
        Say on stderr, one line each, the searches done (the weighted sum and limit, its value, processor time);
        default: when stderr is a terminal.
    jobs, backend, scheduler
        With ``all``: the openers of each search on `jobs` workers, in rounds (`ndle.solver.one.lex_openers`), where
        `ndle.parallel.backends` says.
    journal, resume
        With ``all``: a journal recording each opener decided by each search (JSON lines), and continuing it.

    Returns
    -------
    LexResult

    Raises
    ------
    NdleError
        For a bad objective or opener, workers or a journal with one opener, a journal of another run, or when no
        strategy finds every answer within the limit.
    """
    start = time.perf_counter()
    keys = parse_keys(objective)
    game = solver_game(words, hard, max_guesses, feedback=feedback, search="the lexicographic search",
                       consistent_play=True)
    words, hard, limit, feedback, consistent = game.words, game.hard, game.max_guesses, game.feedback, game.consistent
    openers = _openers(words, str(opener), feedback, consistent)
    if consistent and (extra := [g for g in openers if words.guesses[g] not in words.answer_index]):
        raise NdleError(f"{words.guesses[extra[0]]} is not a possible answer: consistent play opens with one")
    if str(opener).lower() != "all" and (jobs != 1 or journal is not None or resume):
        raise NdleError("a journal and workers go with the opener 'all' (a lexicographic search over every opener)")
    journal, resume, progress = journal_args(journal, resume, progress)
    jobs = whole(jobs, "the number of workers", NdleError, low=1)
    choose_backend(backend, scheduler)  # refused before the journal is started
    say = sys.stderr.isatty() if progress is None else bool(progress)
    book = LexJournal(journal, lex_options(words, hard, limit, feedback, keys, consistent), resume, words)
    sweep = OpenerSweep(words, hard, feedback, openers, book, jobs, backend, scheduler, consistent=consistent)
    try:
        return _optimal(words, keys, hard, limit, feedback, sweep, say, start)
    finally:
        sweep.close()


def _optimal(words: WordList, keys: tuple[str, ...], hard: bool, limit: int, feedback: str, sweep: OpenerSweep,
             say: bool, start: float) -> LexResult:
    """Return `lex_optimal`'s result, its searches run by `sweep`."""
    search = _Search(words, sweep, limit, say)
    beta = int(INF)  # a cut-off from the first keys' optimum, alone (every strategy worse on them is cut)
    if "worst" in keys:
        j = keys.index("worst")
        before, after = keys[:j], keys[j + 1:]
        cpu = time.process_time()
        L = _least_worst(sweep, hard, limit)
        if say:
            print(f"lexicographic search: worst {L} ({time.process_time() - cpu:.1f} processor s)", file=sys.stderr,
                  flush=True)
        if before:
            target = search.best(before, limit)[0]
            while limit > L and search.best(before, L, target + 1)[0] != target:
                L += 1
            if after:
                beta = search.cutoff(before, target, before + after, L)
        summed = before + after
    else:
        L, summed = limit, keys
        if len(keys) > 1 and keys[0] == "total":
            beta = search.cutoff(keys[:1], search.best(keys[:1], L)[0], keys, L)
    value, g, solver = search.best(summed, L, beta)
    if g < 0 and beta < INF:
        raise NdleError(f"internal error: no strategy below the cut-off {beta} of {describe(keys)}")
    if g < 0 or value >= INF:
        raise NdleError(f"no strategy finds every answer within {L} guesses ({'hard' if hard else 'normal'} mode)")
    tree = solver.tree(g, L)
    report = check_tree(tree, words, hard=hard, max_guesses=L, feedback=feedback, consistent=sweep.consistent)
    cost = cost_table(summed or ("total",), L, len(words.answers), limit)
    if sum(int(cost[d]) * c for d, c in report.histogram.items()) != value:
        raise NdleError(f"internal error: the tree's weighted total is not the search's {value}")
    values = key_values(keys, report.histogram)
    if "worst" in keys and values["worst"] != L:
        raise NdleError(f"internal error: the tree's worst case {values['worst']} is not the least limit {L}")
    return LexResult(words.name, keys, words.guesses[g], values, len(words.answers), dict(report.histogram), L, hard,
                     len(sweep.openers), time.perf_counter() - start, tree, consistent=sweep.consistent)


def _least_worst(sweep: OpenerSweep, hard: bool, limit: int) -> int:
    """Return the least worst case over the openers (NdleError when none is within `limit`)."""
    best, g = sweep.least(WORST, (WORST,), limit + 1)
    if g < 0:
        raise NdleError(f"no strategy finds every answer within {limit} "
                        f"guess{'' if limit == 1 else 'es'} ({'hard' if hard else 'normal'} mode)")
    return best


__all__ = ["CostSolver", "LexResult", "lex_optimal"]
