"""The lexicographic search over every first guess (`ndle.solver.lex.search`, ``opener="all"``): journaled, on workers.

A lexicographic objective runs a few searches over the openers (the least worst case, then one or more least
weighted totals, each under a guess limit); each asks, opener by opener in the search's order, for the opener's value
below a cut-off: the best exact value so far (and the cut-off the earlier keys give). `OpenerSweep.least` runs one
such search in rounds of `jobs` openers, each round on the workers with the cut-off known before it (one opener a
round in one process: the search one after another, as without workers). A value below its cut-off is exact, one at
or above it only a bound; every cut-off is at or above the least value, so the least value and the first opener in
the order to reach it come out the same for any number of workers, and after a resume. A journal (`LexJournal`)
records each decided opener as one line (the search it belongs to, its value, exact or a bound, the cut-off and its
processor time); a resumed run skips the openers its searches already decided.

Each process keeps its last search's solver (`solver_for`), so its cache serves the next opener of the same search,
as the one-process loop did.
"""

from __future__ import annotations

import time
from contextlib import ExitStack
from typing import Any, Callable

from ndle.checks import whole
from ndle.errors import NdleError
from ndle.parallel.backends import choose_backend, pool, reach
from ndle.solver.lex.journal import WORST, LexJournal, LexLine
from ndle.solver.one.memo import INF
from ndle.words import WordList

_LAST: list = []  # this process's last (spec, solver): the next opener of the same search reuses its cache


def solver_for(words: WordList, hard: bool, feedback: str, spec: tuple, consistent: bool = False):
    """Return this process's solver for a search (kept for the next call of the same search; one at a time).

    Parameters
    ----------
    words, hard, feedback
        The lists, mode and rule.
    spec : tuple
        ``("worst",)``, or ``(keys, limit, span)``: the least weighted total of `keys` under `limit` (weights for
        limits up to `span`); keys ``()`` or ``("total",)`` is Selby's search.
    consistent : bool
        Consistent play: only the answers left may be guessed.

    Returns
    -------
    DepthSolver, Solver or CostSolver
    """
    key = (words.name, words.answers, words.guesses, hard, feedback, spec, consistent)
    if _LAST and _LAST[0] == key:
        return _LAST[1]
    _LAST.clear()  # the old cache goes before the new one is made
    solver: Any
    if spec[0] == WORST:
        from ndle.solver.worst.search import DepthSolver

        solver = DepthSolver(words, hard=hard, feedback=feedback, consistent=consistent)
    elif spec[0] in ((), ("total",)):
        from ndle.solver.one.search import Solver

        solver = Solver(words, hard=hard, feedback=feedback, tiebreak="search", consistent=consistent)
    else:
        from ndle.solver.objectives import cost_table
        from ndle.solver.lex.cost import CostSolver

        keys, limit, span = spec
        solver = CostSolver(words, cost_table(keys, limit, len(words.answers), span), limit, hard=hard,
                            feedback=feedback, consistent=consistent)
    _LAST[:] = [key, solver]
    return solver


def decide(shared: tuple, spec: tuple, g: int, beta: int) -> tuple[int, int, float]:
    """Return (g, its value below beta, else a bound at or above it; processor seconds) for one search.

    The least worst case is a value too: the least depth within beta - 1 guesses, else beta.
    """
    words, hard, feedback, consistent = shared
    cpu = time.process_time()
    solver = solver_for(words, hard, feedback, spec, consistent)
    if spec[0] == WORST:
        depth = solver.least_depth(g, beta - 1)
        value = beta if depth is None else int(depth)
    else:
        value = int(solver.evaluate(g, spec[1], beta=beta))
    return g, value, time.process_time() - cpu


class OpenerSweep:
    """The openers of a lexicographic search, its journal and workers (see the module's docstring).

    Parameters
    ----------
    words : WordList
        The lists.
    hard : bool
        Hard mode.
    feedback : str
        The feedback rule.
    openers : list of int
        The first guesses, in the order searched.
    book : LexJournal
        The journal (possibly of none).
    jobs : int
        Workers (1: this process, one opener after another).
    backend, scheduler
        Where the workers run (`ndle.parallel.backends`).
    consistent : bool
        Consistent play: only the answers left may be guessed.
    """

    def __init__(self, words: WordList, hard: bool, feedback: str, openers: list[int], book: LexJournal,
                 jobs: int = 1, backend: str | None = None, scheduler: str | None = None, consistent: bool = False):
        self.words, self.hard, self.feedback, self.openers, self.book = words, hard, feedback, openers, book
        self.consistent = bool(consistent)
        self.jobs = whole(jobs, "the number of workers", NdleError, low=1)
        self.where = choose_backend(backend, scheduler)
        if self.jobs > 1:
            reach(self.where)  # a scheduler that never answers is found before any work
        self._stack = ExitStack()
        self._run: Callable | None = None

    def close(self) -> None:
        """Close the workers and the journal, and let this process's solver go."""
        _LAST.clear()
        self._stack.close()
        self.book.close()

    def least(self, name: str, spec: tuple, beta: int) -> tuple[int, int]:
        """Return (the least value of a search over the openers, the first opener reaching it), or (a bound at or
        above `beta`, -1) when none is below `beta`.

        Parameters
        ----------
        name : str
            The search's name in the journal.
        spec : tuple
            What it searches (`solver_for`).
        beta : int
            Its cut-off: values at or above it are not wanted.
        """
        words, known = self.words, self.book.decided.setdefault(name, {})
        best, best_g, lower = int(INF), -1, int(INF)
        step = self.jobs
        for k in range(0, len(self.openers), step):
            batch = self.openers[k:k + step]
            cut = min(best, beta)
            todo = [g for g in batch if words.guesses[g] not in known or known[words.guesses[g]].reopens(cut)]
            if todo:
                got = self._decide(spec, todo, cut)
                self.book.record([LexLine(name, words.guesses[g], v, "exact" if v < cut else "bound", cut,
                                          round(cpu, 3)) for g, v, cpu in sorted(got, key=lambda r: batch.index(r[0]))])
            for g in batch:  # in the order searched: the first to reach the least value is kept
                line = known[words.guesses[g]]
                if line.how == "exact" and line.value < min(best, beta):
                    best, best_g = line.value, g
                elif line.how == "bound":
                    lower = min(lower, line.value)
        return (best, best_g) if best_g >= 0 else (max(beta, min(best, lower)), -1)

    def _decide(self, spec: tuple, todo: list[int], beta: int) -> list[tuple[int, int, float]]:
        """Return (opener, value or bound, processor seconds) of each opener, on the workers when there are any."""
        shared = (self.words, self.hard, self.feedback, self.consistent)
        if self.jobs == 1:
            return [decide(shared, spec, g, beta) for g in todo]
        if self._run is None:
            self._run = self._stack.enter_context(pool(self.where, self.jobs))
        return list(self._run(decide, shared, [(spec, g, beta) for g in todo]))

    def solver(self, spec: tuple):
        """Return this process's solver for `spec` (to grow the best opener's tree)."""
        return solver_for(self.words, self.hard, self.feedback, spec, self.consistent)


__all__ = ["OpenerSweep", "decide", "solver_for"]
