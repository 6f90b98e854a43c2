"""Exact least-total-guesses strategies for one board (Selby's f(H)), normal or hard mode, with a guess limit.

    >>> import ndle
    >>> r = ndle.optimal("wordle", "salet")          # a few seconds
    >>> r.total, round(r.mean, 4), r.histogram, r.proven
    (7920, 3.4212, {2: 78, 3: 1225, 4: 971, 5: 41}, True)
"""

from __future__ import annotations

import time

from ndle.solver.one import kernels as K
from ndle.checks import one_of, whole
from ndle.errors import NdleError, WordError
from ndle.rules import Rules
from ndle.solver.one.engine import DEFAULT_MAX_GUESSES, TIEBREAKS, Solver  # noqa: F401 - read from here too
from ndle.solver.one.result import OptimalResult
from ndle.solver.arguments import HONOURS, journal_args, solver_game
from ndle.solver.one.classes import solve_openers
from ndle.solver.one.order import opener_order
from ndle.solver.one.symmetry import opener_classes
from ndle.solver.one.trees import TreeReport, check_tree
from ndle.game import Game
from ndle.words import WordList

SHORTLIST = 60  # openers re-ranked by a width-1 search for opener="auto"


def rank_openers(words: WordList, top: int, *, hard: bool = False, max_guesses: int = DEFAULT_MAX_GUESSES,
                 shortlist: int = SHORTLIST, feedback: str = "exact", consistent: bool = False) -> list[int]:
    """Return `top` promising first guesses: the `shortlist` best by `opener_order`, re-ranked by a width-1 search
    (in consistent play, among the answers only)."""
    order = [int(g) for g in opener_order(words, feedback)]
    if consistent:
        order = [g for g in order if words.guesses[g] in words.answer_index]
    if top >= shortlist:
        return order[:top]
    quick = Solver(words, hard=hard, width=1, feedback=feedback, consistent=consistent)
    scored = sorted((quick.evaluate(g, max_guesses), i, g) for i, g in enumerate(order[:shortlist]))
    return [g for _, _, g in scored[:top]]


def optimal(words: str | WordList | Game = "wordle", opener: str | int = "salet", *, hard: bool | None = None,
            max_guesses: int | None = None, width: int = 0, top: int = 5, answers_file=None,
            guesses_file=None, solver: Solver | None = None, progress: bool | None = None,
            feedback: str | None = None, jobs: int = 1, backend: str | None = None,
            scheduler: str | None = None, journal=None, resume: bool = False,
            consistent: bool | None = None) -> OptimalResult:
    """Return the least-total-guesses strategy for one board after `opener` (a word, its guess index, or "auto").

    With `opener="auto"`, the `top` first guesses by a quick heuristic (the 60
    best by sum of squared part sizes, re-ranked by a search trying one guess
    per position) are each solved and the best is returned; `ranking` lists
    every one's total. With `opener="classes"`, on a whole code space under a
    symmetric rule (`ndle.solver.one.symmetry`), one opener per symmetry class is
    tried, each with the best total so far as a cut-off: the best is then the
    proven optimum over every first guess (the others' totals are bounds). In consistent play, `opener="all"` tries
    every answer so (on lists without symmetry classes).

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
    consistent : bool, optional
        Consistent play, every guess a possible answer given everything seen (None: the game's; no for a
        list).
    jobs, backend, scheduler, journal, resume
        With ``opener="classes"`` (or ``"all"``): workers and where they run, a journal of the decided classes and
        continuing it
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
    game = solver_game(words, hard, max_guesses, answers_file, guesses_file, feedback=feedback, search="optimal",
                       consistent=consistent, **HONOURS["one"])
    words, hard, max_guesses, feedback = game.words, game.hard, game.max_guesses, game.feedback
    top, jobs = whole(top, "top", NdleError, low=1), whole(jobs, "jobs", NdleError, low=1)
    journal, resume, progress = journal_args(journal, resume, progress)
    rounds = opener in ("classes", "all")  # openers decided in rounds, each cut off at the best so far
    if not rounds and (journal is not None or jobs != 1 or backend is not None or scheduler is not None):
        raise NdleError("a journal and workers go with the opener 'classes' (one opener per symmetry class)")
    one_of(solver, (Solver, type(None)), "a Solver to reuse, or None", NdleError)
    start = time.perf_counter()
    solver = solver or Solver(words, hard=hard, width=width, feedback=feedback, consistent=game.consistent)
    if solver.consistent != game.consistent:
        raise NdleError("the solver given and the game disagree on consistent play")
    tried = _openers_tried(words, opener, top, solver, max_guesses)
    ranking = solve_openers(words, tried, solver, max_guesses, rounds, progress, jobs=jobs,
                            backend=backend, scheduler=scheduler, journal=journal, resume=resume)
    ranking.sort(key=lambda r: (r[1], r[0]))
    best_word, total, _ = ranking[0]
    if total >= K.INF:
        raise NdleError(f"no strategy after {best_word!r} solves every answer within {max_guesses} guesses")
    g = words.guess_id(best_word)
    best_tree = solver.tree(g, max_guesses)
    report = check_tree(best_tree, words, hard=solver.hard, max_guesses=max_guesses, feedback=solver.rule.name,
                        consistent=solver.consistent)
    if report.total != total:
        raise NdleError(f"internal error: the tree totals {report.total}, the search {total}")
    listed = tuple((w, int(t), bool(p and t < K.INF)) for w, t, p in ranking)  # numpy bools are not JSON
    return OptimalResult(words.name, best_word, int(total), len(words.answers), report.histogram, max_guesses,
                         solver.hard, solver.width, solver.width == 0, time.perf_counter() - start, best_tree,
                         listed if opener in ("auto", "classes", "all") else (), solver.consistent)


def _openers_tried(words: WordList, opener, top: int, solver: Solver, max_guesses: int) -> list[int]:
    """Return the guess ids `optimal` solves: one opener, the `top` most promising, or one per symmetry class."""
    if opener == "all":  # consistent play on lists without symmetry classes: every answer opens
        if not solver.consistent:
            raise NdleError("opener 'all' here is consistent play's (every answer); else 'classes' or the sweep")
        answers = set(words.answer_guess.tolist())
        return [int(g) for g in opener_order(words, solver.rule.name) if int(g) in answers]
    if opener == "classes":
        if (tried := opener_classes(words, solver.rule.name)) is None:
            raise NdleError(f"opener 'classes' needs a whole code space under a symmetric rule (mastermind, "
                            f"bulls-cows, jotto), not {words.name} under {solver.rule.name}")
        rank = {int(g): i for i, g in enumerate(opener_order(words, solver.rule.name))}
        tried.sort(key=rank.__getitem__)
        return tried
    if opener == "auto":
        return rank_openers(words, top, hard=solver.hard, max_guesses=max_guesses, feedback=solver.rule.name,
                            consistent=solver.consistent)
    if isinstance(opener, str):
        return [words.guess_id(opener)]
    return [whole(opener, "an opener's guess index", WordError, high=len(words.guesses) - 1)]


def check(path, words: str | WordList | Game = "wordle", *, hard: bool | None = None,
          max_guesses: int | None = None) -> TreeReport:
    """Return the report of a tree file (Selby's text or ndle JSON) on a list or a one-board game (its hard mode, limit
    and rule, unless given, and its consistent play; a list: normal mode, no limit); StrategyError if it is
    flawed."""
    from ndle.solver.one.trees import read_tree

    game = solver_game(words, search="check", consistent_play=True)
    limit = game.max_guesses if isinstance(words, (Game, Rules)) else 0
    return check_tree(read_tree(path), game.words, hard=game.hard if hard is None else hard,
                      max_guesses=limit if max_guesses is None else max_guesses, feedback=game.feedback,
                      consistent=game.consistent)


__all__ = ["OptimalResult", "Solver", "check", "opener_order", "optimal", "rank_openers"]
