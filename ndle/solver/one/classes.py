"""The openers `optimal` solves, one after another: the `top` most promising, or one per symmetry class.

With one opener per symmetry class (``opener="classes"`` on a whole code
space), the first class alone gives the first cut-off (searched exactly in
this process, whose cache then serves the best tree); the others follow in
rounds of `ROUND`, each searched with the best exact total before its round
plus one as its cut-off (a class that reaches it is shown worse, its value
only a bound), each by a fresh solver: a bound found with a warm cache may
differ. The rounds do not depend on the number of workers, and a class's
value depends only on the class and its cut-off, so the ranking is the same
for any `jobs` and back end, and the same after a resume. A journal
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
    if solver.consistent:  # only then: the journals of other runs keep their first line
        options["consistent"] = True
    book = SweepJournal(journal, options, resume, words)
    bar = tqdm(total=len(tried), initial=len(book.decided), disable=not show, unit="opener", desc="classes")
    shared = (type(solver), words, solver.hard, solver.width, solver.rule.name, max_guesses, solver.consistent)
    rounds = [tried[:1]] + [tried[i:i + ROUND] for i in range(1, len(tried), ROUND)]
    workers = ExitStack()
    try:
        run = workers.enter_context(pool(where, jobs))
        for k, batch in enumerate(rounds):
            todo = [g for g in batch if words.guesses[g] not in book.decided]
            if not todo:
                continue
            beta = _cutoff(book)
            if k == 0:  # the first class, exact whatever the cache: here, so that the cache gives its tree
                got = {words.guesses[todo[0]]: _timed(solver, words, todo[0], max_guesses, beta)}
            else:  # each by a fresh solver: a bound's value must not depend on what a worker solved before
                got = dict(run(_decide, shared, [(g, beta) for g in todo]))
            book.record([got[words.guesses[g]] for g in todo])
            bar.update(len(todo))
    finally:
        bar.close()
        book.close()
        workers.close()
    decided = [book.decided[words.guesses[g]] for g in tried]
    return [(d.opener, d.value, solver.width == 0 and d.how == "exact") for d in decided]


def _cutoff(book: SweepJournal) -> int:
    """Return the best exact total decided so far plus one (INF before any)."""
    best: int = min((int(d.value) for d in book.decided.values() if d.how == "exact"), default=int(K.INF))
    return min(best + 1, int(K.INF))


def _decide(shared: tuple, g: int, beta: int) -> tuple[str, Decision]:
    """Return (opener, its decision) by a fresh solver of the shared lists, mode, width and rule."""
    make, words, hard, width, feedback, max_guesses, consistent = shared
    solver = make(words, hard=hard, width=width, feedback=feedback, consistent=consistent)
    return words.guesses[g], _timed(solver, words, g, max_guesses, beta)


def _timed(solver, words: WordList, g: int, max_guesses: int, beta: int) -> Decision:
    """Return opener g's decision: its exact total below beta ("exact"), else a bound at or above it ("search")."""
    start, cpu = time.perf_counter(), time.process_time()
    value = int(solver.evaluate(g, max_guesses, beta=beta))
    return Decision(words.guesses[g], value, "exact" if value < beta else "search", beta,
                    time.perf_counter() - start, time.process_time() - cpu)


__all__ = ["ROUND", "solve_openers"]
