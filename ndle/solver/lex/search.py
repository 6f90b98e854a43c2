"""Lexicographic objectives on one board, exact: ``worst,deepest``, ``total,beyond:4``, ``beyond:4,total`` ...

    >>> import ndle
    >>> from ndle.solver.lex import lex_optimal
    >>> r = lex_optimal(ndle.as_game(code_length=3, symbols="abc", feedback="mastermind"), "worst,total", "all")
    >>> r.values
    {'worst': 4, 'total': 73}

The keys (`ndle.solver.objectives`) are compared first to last. With the guess limit L fixed, the sum keys
(``total``, ``deepest``, ``beyond:K``) weigh into one per-turn cost table (`cost_table`), which the compiled search
`ndle.solver.lex.kernels` minimises exactly. ``worst`` first: L is the least limit with a tree (the depth-only
search, `ndle.solver.worst.search.DepthSolver`), and the keys after it are minimised under L. ``worst`` after keys A:
L is the least limit under which A's optimum equals its optimum under the game's limit, and A then the keys after
``worst`` are minimised under L (A's optimum kept: A comes first in the table). Every value reported is read off the
best tree, checked answer by answer (`ndle.solver.one.trees.check_tree`), and its weighted total must equal the
search's.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from ndle.checks import whole
from ndle.errors import NdleError
from ndle.parallel.backends import choose_backend
from ndle.game import Game
from ndle.solver.arguments import journal_args, solver_game
from ndle.solver.lex.journal import WORST, LexJournal, lex_options, search_name
from ndle.solver.lex.openers import OpenerSweep
from ndle.solver.lex.result import LexResult
from ndle.solver.objectives import cost_table, describe, key_values, parse_keys, weights
from ndle.solver.one.memo import INF
from ndle.solver.one.order import opener_order
from ndle.solver.one.search import Solver
from ndle.solver.one.symmetry import opener_classes
from ndle.solver.one.trees import check_tree
from ndle.words import WordList


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
    (`ndle.solver.lex.openers`: journaled, on workers). ``total`` alone is Selby's search (`Solver`, the same value,
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
                resume: bool = False, consistent: bool | None = None) -> LexResult:
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
        With ``all``: the openers of each search on `jobs` workers, in rounds (`ndle.solver.lex.openers`), where
        `ndle.parallel.backends` says.
    journal, resume
        With ``all``: a journal recording each opener decided by each search (JSON lines), and continuing it.
    consistent : bool, optional
        Consistent play, every guess a possible answer given everything seen (None: the game's; no for a
        list).

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
                       consistent=consistent, consistent_play=True)
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


__all__ = ["lex_optimal"]
