"""The openers `optimal` solves, one after another: the `top` most promising, or one per symmetry class.

With one opener per symmetry class (``opener="classes"`` on a whole code
space), the first class alone gives the first cut-off (searched in this
process, whose cache then serves the best tree); the others follow in
rounds of `ROUND`, each searched with the best exact total before its round
plus one as its cut-off (a class that reaches it is shown worse, its value
only a bound). The rounds do not depend on the number of workers, and a
class's value depends only on the class and its cut-off, so the ranking is
the same for any `jobs` and back end, and the same after a resume. A journal
(`ndle.solver.one.journal`, a sweep of kind ``"classes"``) records each
decided class as one line; a resumed run skips them.
"""

from __future__ import annotations

import sys
import time
from contextlib import ExitStack
from pathlib import Path

from ndle.solver.one import kernels as K
from ndle.parallel.backends import choose_backend, pool, reach
from ndle.solver.one.journal import Decision, SweepJournal, options_of
from ndle.words import WordList

ROUND = 4  # classes per round after the first (each round's cut-off is known before it)
_SOLVERS: dict = {}  # per process: (lists, mode, width, rule) -> Solver, its cache kept across classes


def solve_openers(words: WordList, tried: list[int], solver, max_guesses: int, classes: bool,
                  progress: bool | None, *, jobs: int = 1, backend: str | None = None, scheduler: str | None = None,
                  journal: Path | None = None, resume: bool = False) -> list[tuple]:
    """Return (opener, total, proven) of each opener tried, in the order tried.

    Parameters
    ----------
    words : WordList
        The lists.
    tried : list of int
        The openers' guess ids, the most promising first.
    solver : ndle.solver.one.search.Solver
        The search (its cache serves the tree of the best opener afterwards; the workers make their own).
    max_guesses : int
        The guess limit.
    classes : bool
        One opener per symmetry class: each is cut off at the best total so far (its total then a bound), in
        rounds, journaled and on `jobs` workers; otherwise each is solved exactly, one after another.
    progress : bool, optional
        Show a progress bar over the openers (default: on a terminal).
    jobs, backend, scheduler
        Workers and where they run (`ndle.parallel.backends`), for the classes.
    journal, resume
        A journal of the decided classes, and continuing it.

    Returns
    -------
    list of tuple
        (opener, total or bound, proven) per opener.
    """
    from tqdm.auto import tqdm

    show = len(tried) > 1 and (sys.stderr.isatty() if progress is None else progress)
    if not classes:
        out = []
        for g in tqdm(tried, disable=not show, unit="opener", desc="openers"):
            total = solver.evaluate(g, max_guesses)
            out.append((words.guesses[g], total, solver.width == 0 and total < K.INF))
        return out
    where = choose_backend(backend, scheduler)
    reach(where)  # a scheduler that never answers is found before the journal is started
    options = options_of(words, solver.hard, max_guesses, 0) | {"sweep": "classes", "feedback": solver.rule.name,
                                                                "width": solver.width}
    book = SweepJournal(journal, options, resume, words)
    bar = tqdm(total=len(tried), initial=len(book.decided), disable=not show, unit="opener", desc="classes")
    shared = (type(solver), words, solver.hard, solver.width, solver.rule.name, max_guesses)
    _SOLVERS[mine := _key(*shared[1:5])] = solver  # a run in this process goes on with the caller's cache
    rounds = [tried[:1]] + [tried[i:i + ROUND] for i in range(1, len(tried), ROUND)]
    workers = ExitStack()
    try:
        run = workers.enter_context(pool(where, jobs))
        for batch in rounds:
            todo = [g for g in batch if words.guesses[g] not in book.decided]
            if not todo:
                continue
            beta = _cutoff(book)
            got = dict(run(_decide, shared, [(g, beta) for g in todo]) if len(todo) > 1
                       else [_decide(shared, todo[0], beta)])  # a lone class (the first) here: its cache gives the tree
            book.record([got[words.guesses[g]] for g in todo])
            bar.update(len(todo))
    finally:
        bar.close()
        book.close()
        workers.close()
        _SOLVERS.pop(mine, None)  # the caller's solver is not kept past the call
    decided = [book.decided[words.guesses[g]] for g in tried]
    return [(d.opener, d.value, solver.width == 0 and d.how == "exact") for d in decided]


def _key(words: WordList, hard: bool, width: int, feedback: str) -> tuple:
    return words.name, hash(words.answers), hash(words.guesses), hard, width, feedback


def _cutoff(book: SweepJournal) -> int:
    """Return the best exact total decided so far plus one (INF before any)."""
    best = min((d.value for d in book.decided.values() if d.how == "exact"), default=int(K.INF))
    return int(min(best + 1, K.INF))


def _decide(shared: tuple, g: int, beta: int) -> tuple[str, Decision]:
    """Return (opener, its decision): the exact total after opener g below beta, else a bound at or above it."""
    make, words, hard, width, feedback, max_guesses = shared
    key = _key(words, hard, width, feedback)
    if (solver := _SOLVERS.get(key)) is None:
        solver = _SOLVERS[key] = make(words, hard=hard, width=width, feedback=feedback)
    start, cpu = time.perf_counter(), time.process_time()
    value = int(solver.evaluate(g, max_guesses, beta=beta))
    how = "exact" if value < beta else "search"
    return words.guesses[g], Decision(words.guesses[g], value, how, beta, time.perf_counter() - start,
                                      time.process_time() - cpu)


__all__ = ["ROUND", "solve_openers"]
