"""Selby's complete top lists: every allowed first guess either solved exactly or proven worse than the K-th best.

    >>> from ndle.solver.one.openers import sweep
    >>> r = sweep("wordle", top=10, jobs=2)        # long: see docs/research/selby.md for times
    >>> r.rows()[0], r.complete
    ((1, False, 'salet', 7920), True)

Three passes, as Selby describes: (1) a quick heuristic search (width 1) of a
shortlist of openers gives upper bounds, whose K-th best fixes the cut-off c;
(2) every opener gets the root bound ``|H|`` + sum over its parts of the least
3m - k_t - green_t over next guesses t (no search, see `ndle.solver.one.bounds`);
those reaching c + 1 are cut; (3) the rest, best bounds first, are searched
exactly with beta = c + 1 part by part, c falling to the K-th best exact
total as those come in. An opener is thus either solved exactly or shown to
need more than c >= the final K-th best total, so the list of every opener at
most the K-th best (ties included) is complete once every opener is decided.
Work runs in rounds of a fixed size, each with the cut-off known before it, so
every decision is the same for any number of jobs.
"""

from __future__ import annotations

import sys
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ndle.checks import whole
from ndle.errors import NdleError
from ndle.patterns.feedback.base import rule_named
from ndle.parallel.backends import choose_backend, pool, reach
from ndle.solver.one import kernels as K
from ndle.solver.arguments import journal_args, solver_args
from ndle.solver.one.bounds import opener_parts, root_bounds
from ndle.solver.one.search import Solver, opener_order
from ndle.solver.one.journal import Decision, SweepJournal, options_of
from ndle.game import Game
from ndle.words import WordList

ROOT_ROUND = 256  # openers per round of the root pass
SEARCH_ROUND = 8  # openers per round of the exact pass (the cut-off is updated between rounds)
_SOLVERS: dict = {}  # per process: (word lists, hard) -> Solver, its cache kept across openers


@dataclass(frozen=True)
class SweepResult:
    """Every opener whose exact total is at most the K-th best, and whether every other one was shown worse."""

    words: str
    n_answers: int
    top: int
    hard: bool
    max_guesses: int
    openers: tuple[tuple[str, int], ...]  # (opener, exact total), best first, ties alphabetical
    complete: bool
    decided: int
    n_openers: int
    counts: dict = field(default_factory=dict)  # how openers were decided: upper/root/search/exact
    seconds: dict = field(default_factory=dict)  # processor seconds per kind of decision (summed over workers)
    wall: float = 0.0

    def rows(self) -> list[tuple[int, bool, str, int]]:
        """Return (rank, tied, opener, total) with Selby's ranks: equal totals share the best rank."""
        totals = [t for _, t in self.openers]
        return [(1 + sum(u < t for u in totals), totals.count(t) > 1, w, t) for w, t in self.openers]

    def to_dict(self) -> dict:
        return {"openers": [{"opener": w, "total": t, "mean": round(t / self.n_answers, 4)} for w, t in self.openers],
                "complete": self.complete, "hard": self.hard, "max_guesses": self.max_guesses, "top": self.top,
                "words": self.words, "answers": self.n_answers, "decided": self.decided, "allowed": self.n_openers,
                "counts": dict(self.counts), "cpu_seconds": {k: round(v, 1) for k, v in self.seconds.items()},
                "wall_seconds": round(self.wall, 1)}


def _solver(words: WordList, hard: bool, width: int = 0, feedback: str = "exact") -> Solver:
    """Return this process's solver for the word lists and mode, with a fresh cache once the old one is nearly full."""
    key = (words.name, hash(words.answers), hash(words.guesses), hard, width, feedback)
    s = _SOLVERS.get(key)
    if (s is None or s.context.counters[K.C_ENTRIES] > 0.9 * s.context.lengths.size
            or s.context.counters[K.C_POOL] > 0.9 * s.context.pool.size):
        s = _SOLVERS[key] = Solver(words, hard=hard, width=width, feedback=feedback)
    return s


def _root(solver: Solver, g: int, beta: int) -> tuple[np.ndarray, int]:
    """Return `root_bounds` of opener g on the solver's lists (with the transposed matrix its scan reads)."""
    c = solver.context
    return root_bounds(c.matrix, c.transposed, c.answer_guess, solver.all_guesses, g, beta, solver.hard, c.letters,
                       c.letter_counts, c.codes)


def decide(solver: Solver, g: int, max_guesses: int, beta: int) -> tuple[int, str]:
    """Return (value, how): the exact total after opener g when below beta ("exact"), else a bound >= beta.

    "root" when the root bound alone reaches beta, "search" when the search of
    the parts (smallest first, each with what is left of beta) does.
    """
    M = solver.matrix
    n = M.shape[1]
    lb, tot = _root(solver, g, beta)
    if tot >= beta:
        return int(tot), "root"
    parts, start = opener_parts(M, g, n, solver.npat)
    big = sorted((start[p + 1] - start[p], p) for p in range(solver.green) if start[p + 1] - start[p] > 2)
    for _, p in big:
        T, h1, h2 = solver.allowed([(g, p)])
        base = tot - lb[p]
        sub = np.ascontiguousarray(parts[start[p]:start[p + 1]])
        v, _ = K.solve(solver.context, sub, T, h1, h2, max_guesses - 1, beta - base, 0, solver.hard, np.int64(-1))
        lb[p], tot = v, min(base + v, K.INF)
        if tot >= beta:
            return int(tot), "search"
    return int(tot), "exact"


def _decide_many(words: WordList, hard: bool, max_guesses: int, ids: list[int], beta: int,
                 root_only: bool, feedback: str = "exact") -> list[Decision]:
    """Return the decisions on openers ids (root pass: only the root bound; undecided ones come back as "open")."""
    solver = _solver(words, hard, feedback=feedback)
    out = []
    for g in ids:
        start, cpu = time.perf_counter(), time.process_time()
        if root_only:
            v, how = int(_root(solver, g, beta)[1]), "root"
            how = how if v >= beta else "open"
        else:
            v, how = decide(solver, g, max_guesses, beta)
        out.append(Decision(words.guesses[g], v, how, beta, time.perf_counter() - start, time.process_time() - cpu))
    return out


def _upper_many(words: WordList, hard: bool, max_guesses: int, ids: list[int],
                feedback: str = "exact") -> list[Decision]:
    """Return width-1 heuristic upper bounds for openers ids."""
    solver = _solver(words, hard, width=1, feedback=feedback)
    out = []
    for g in ids:
        start, cpu = time.perf_counter(), time.process_time()
        v = solver.evaluate(g, max_guesses)
        out.append(Decision(words.guesses[g], v, "upper", int(K.INF), time.perf_counter() - start,
                            time.process_time() - cpu))
    return out


def _numbered(shared: tuple, k: int, ids: list[int]) -> tuple[int, list[Decision]]:
    """Return (k, fn(words, hard, max_guesses, ids, *extra)) for shared = (fn, words, hard, max_guesses, extra)."""
    fn, words, hard, max_guesses, extra = shared
    return k, fn(words, hard, max_guesses, ids, *extra)


def _chunks(ids: list[int], size: int) -> list[list[int]]:
    return [ids[i:i + size] for i in range(0, len(ids), size)]


def sweep(words: str | WordList | Game = "wordle", top: int = 10, *, hard: bool | None = None,
          max_guesses: int | None = None, jobs: int = 1, journal: str | Path | None = None,
          resume: bool = False, shortlist: int | None = None, progress: bool | None = None,
          backend: str | None = None, scheduler: str | None = None, feedback: str | None = None) -> SweepResult:
    """Return the complete list of openers whose least total is at most the `top`-th best (ties included).

    `journal` (JSON lines) records each decided opener as it is decided; with
    `resume` an existing journal of the same options is continued (decided
    openers are skipped) and one from other options is refused. `shortlist`
    openers (default 2 top + 40, best by `opener_order`) get heuristic upper
    bounds first. `progress` shows a tqdm bar (default: when stderr is a terminal). `jobs` workers on
    `backend` (loky, or dask at `scheduler`: see `ndle.parallel.backends`) decide each round's openers;
    the result does not depend on either. `words` is a list or a one-board game (anything `ndle.game.game.as_game`
    takes); `hard`, `max_guesses` and `feedback` (the rule, `ndle.patterns.feedback`) default to the game's (no, 6
    and Wordle's for a list).
    """
    words, hard, max_guesses, feedback = solver_args(words, hard, max_guesses, feedback=feedback, search="sweep")
    top, jobs = whole(top, "top", NdleError, low=1), whole(jobs, "jobs", NdleError, low=1)
    journal, resume, progress = journal_args(journal, resume, progress)
    if shortlist is not None:
        shortlist = whole(shortlist, "shortlist", NdleError, low=1)
    wall = time.perf_counter()
    n_guesses = len(words.guesses)
    where = choose_backend(backend, scheduler)
    reach(where)  # a scheduler that never answers is found before the journal is started
    feedback = rule_named(feedback).name
    options = options_of(words, hard, max_guesses, top) | ({} if feedback == "exact" else {"feedback": feedback})
    book = SweepJournal(journal, options, resume, words)
    upper, decided = book.upper, book.decided  # opener -> best upper bound; opener -> Decision
    order = [int(g) for g in opener_order(words, feedback)]
    short = order[:min(n_guesses, shortlist if shortlist is not None else 2 * top + 40)]
    from tqdm.auto import tqdm

    show = sys.stderr.isatty() if progress is None else progress
    bar = tqdm(total=n_guesses, initial=len(decided), disable=not show, unit="opener", dynamic_ncols=True)
    workers = ExitStack()
    try:
        map_unordered = workers.enter_context(pool(where, jobs))  # one loky pool or dask client for every round

        rounds = _Rounds(map_unordered, words, hard, max_guesses, feedback, book, bar, top, jobs)
        rounds.heuristic([g for g in short if words.guesses[g] not in upper and words.guesses[g] not in decided])
        survivors = rounds.root([g for g in order if words.guesses[g] not in decided])
        rounds.search(survivors)
    finally:
        bar.close()
        book.close()
        workers.close()
    return _result(words, top, hard, max_guesses, decided, time.perf_counter() - wall, book.seconds)


class _Rounds:
    """A sweep's three rounds (heuristic upper bounds, the root bound, the search), run on one pool of workers."""

    def __init__(self, map_unordered, words, hard, max_guesses, feedback, book, bar, top, jobs):
        self.map_unordered, self.words, self.hard, self.max_guesses = map_unordered, words, hard, max_guesses
        self.feedback, self.book, self.bar, self.top, self.jobs = feedback, book, bar, top, jobs

    def run(self, fn, batches, *extra) -> list:
        """Return `fn`'s results over the batches, in the batches' order, however the workers finished them."""
        got = dict(self.map_unordered(_numbered, (fn, self.words, self.hard, self.max_guesses, extra),
                                      list(enumerate(batches))))
        return [d for k in sorted(got) for d in got[k]]

    def cutoff(self) -> int:
        """Return the top-th best upper bound so far (INF while fewer are known)."""
        best = sorted(self.book.upper.values())
        return best[self.top - 1] if len(best) >= self.top else int(K.INF)

    def heuristic(self, todo: list[int]) -> None:
        """Record heuristic upper bounds for the shortlisted openers not yet bounded."""
        self.bar.set_description("heuristic")
        for batch in _chunks(todo, max(1, self.jobs) * 4):
            self.book.record(self.run(_upper_many, [[g] for g in batch], self.feedback))
            self.bar.set_postfix(cutoff=self.cutoff())

    def root(self, rest: list[int]) -> dict[str, int]:
        """Decide the openers the root bound settles; return the others with their bounds."""
        self.bar.set_description("root bound")
        survivors: dict[str, int] = {}
        for batch in _chunks(rest, ROOT_ROUND):
            beta = self.cutoff() + 1
            got = self.run(_decide_many, _chunks(batch, max(1, -(-len(batch) // (4 * self.jobs)))), beta, True,
                           self.feedback)
            self.book.record([d for d in got if d.how != "open"])
            survivors.update((d.opener, d.value) for d in got if d.how == "open")
            self.bar.update(sum(d.how != "open" for d in got))
        return survivors

    def search(self, survivors: dict[str, int]) -> None:
        """Decide the remaining openers by search, the most promising (least upper bound) first."""
        self.bar.set_description("search")
        upper, words = self.book.upper, self.words
        queue = sorted((upper.get(w, K.INF), v, words.guess_id(w)) for w, v in survivors.items())
        for batch in _chunks([g for _, _, g in queue], SEARCH_ROUND):
            got = self.run(_decide_many, [[g] for g in batch], self.cutoff() + 1, False, self.feedback)
            self.book.record(got)
            self.bar.update(len(got))
            self.bar.set_postfix(cutoff=self.cutoff())


def _result(words: WordList, top: int, hard: bool, max_guesses: int, decided: dict, wall: float,
            seconds: dict) -> SweepResult:
    """Return the list from the decisions: every exact total at most the top-th best exact total."""
    exact = sorted((d.value, d.opener) for d in decided.values() if d.how == "exact" and d.value < K.INF)
    kth = exact[top - 1][0] if len(exact) >= top else int(K.INF)
    openers = tuple((w, v) for v, w in exact if v <= kth)
    counts = {h: sum(d.how == h for d in decided.values()) for h in ("root", "search", "exact")}
    complete = len(decided) == len(words.guesses)
    return SweepResult(words.name, len(words.answers), top, hard, max_guesses, openers, complete, len(decided),
                       len(words.guesses), counts, dict(seconds), wall)


__all__ = ["SweepResult", "decide", "sweep"]
