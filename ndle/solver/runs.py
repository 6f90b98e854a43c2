"""The searches `ndle.solve` chooses from, each asked with the game's own settings and its answer made a
`Solution` (`RUNS`, by the names of `ndle.solver.solution.SEARCHES`). Each search loads when it runs."""

from __future__ import annotations

import math
from typing import Callable

from ndle.errors import NdleError, UnsupportedGameError
from ndle.solver.solution import Solution


def _solution(game, search: str, objective: str, value, guess, proven: bool, result, totals=None) -> Solution:
    return Solution(game.describe(), search, objective, float(value), guess, bool(proven), result, totals)


def run_one(game, objective, *, opener, top, width, progress, jobs, backend, scheduler, journal, resume,
            **_) -> Solution:
    """Selby's least total after an opener, `auto`, or one opener per symmetry class (opener 'all' on a code space,
    journaled and on workers)."""
    from ndle.solver.one.search import optimal
    from ndle.solver.one.symmetry import opener_classes

    which = opener.lower()
    if which == "all" and opener_classes(game.words, game.feedback) is not None:
        which = "classes"  # else in consistent play every answer, decided as the classes are
    given = {"journal": journal is not None or resume, "jobs": jobs != 1 or backend is not None or scheduler}
    if which not in ("classes", "all") and (unused := [name for name, on in given.items() if on]):
        raise UnsupportedGameError(f"{unused[0]} does not apply to the one search with a single opener or 'auto' "
                                   f"(only with 'all', one opener per symmetry class)")
    workers = dict(jobs=jobs, backend=backend, scheduler=scheduler, journal=journal, resume=resume) \
        if which in ("classes", "all") else {}
    r = optimal(game, which if which in ("auto", "classes", "all") else opener, width=width, top=top, progress=progress,
                **workers)
    return _solution(game, "one", objective, r.mean, r.opener, r.proven, r)


def run_sweep(game, objective, *, top, jobs, backend, scheduler, journal, resume, progress, **_) -> Solution:
    """The complete top list over every opener."""
    from ndle.solver.one.openers import sweep

    r = sweep(game, top, jobs=jobs, journal=journal, resume=resume, progress=progress, backend=backend,
              scheduler=scheduler)
    best, total = r.openers[0] if r.openers else (None, math.nan)
    return _solution(game, "sweep", objective, total / r.n_answers, best, r.complete, r)


def run_prior(game, objective, *, opener, journal, resume, progress, any_size, **_) -> Solution:
    """One board's least expected guesses under the game's prior."""
    from ndle.solver.one.prior import prior_optimal

    which = None if opener is None or opener.lower() in ("all", "auto") else opener
    r = prior_optimal(game, which, journal=journal, resume=resume, progress=progress, any_size=any_size)
    return _solution(game, "prior", objective, r.expected, r.opener, True, r)


def run_nboard(game, objective, *, opener, answers, after, rows, top, jobs, backend, scheduler, journal, resume,
               progress, capacity, on_full, any_size, **_) -> Solution:
    """The n-board expected score of the whole game or a position (under the game's prior)."""
    from ndle.solver.nboard.optimal import nboard_optimal, start_from
    from ndle.solver.nboard.search import DEFAULT_CAPACITY

    which = (opener or "").lower()
    if which == "auto":
        raise UnsupportedGameError("the opener 'auto' is the one-board search's; with several boards or a position "
                                   "give a word or 'all'")
    only = None if which in ("", "all") else [opener]
    positioned = answers is not None or rows is not None
    if game.observation.weighted:  # a position: its candidates decide, else the list's answers
        from ndle.solver.one.prior import check_prior_size

        boards = (start_from(game.words, game.boards if game.boards > 1 else None, answers=answers, after=after,
                             rows=rows, feedback=game.feedback).boards if positioned else ())
        check_prior_size(max(map(len, boards)) if boards else len(game.words.answers), any_size, bool(boards))
    r = nboard_optimal(game, None,
                       "last" if objective == "expected" else objective, answers=answers, after=after, rows=rows,
                       only=only, top=top, jobs=jobs, journal=journal, resume=resume,
                       capacity=capacity or DEFAULT_CAPACITY, progress=progress, backend=backend,
                       scheduler=scheduler, on_full=on_full)
    return _solution(game, "nboard", r.objective, r.value, r.best, r.proven, r)


def run_worst(game, objective, *, opener, **_) -> Solution:
    """The worst case after one opener, and the least total within it."""
    from ndle.solver.worst.search import worst_case

    if opener.lower() == "auto":
        raise UnsupportedGameError("the worst case takes an opener word or 'all', not auto")
    r = worst_case(game, opener)
    return _solution(game, "worst", objective, r.worst, r.best.opener, True, r)


def run_worst_classes(game, objective, **_) -> Solution:
    """The worst case over every opener of a symmetric code space, one opener per class."""
    from ndle.solver.arguments import refuse_unsupported
    from ndle.solver.one.symmetry import opener_classes
    from ndle.solver.worst.classes import worst_classes

    refuse_unsupported(game, "the worst case", consistent_play=True)
    r = worst_classes(game.words, opener_classes(game.words, game.feedback) or [], hard=game.hard,
                      max_guesses=game.max_guesses, feedback=game.feedback, consistent=game.consistent)
    return _solution(game, "worst_classes", objective, r.worst, r.result.best.opener, True, r)


def run_worst_sweep(game, objective, *, top, jobs, backend, scheduler, journal, resume, progress, **_) -> Solution:
    """The worst case over every opener; with `top`, the complete list of least totals within it."""
    from ndle.solver.one.openers import sweep
    from ndle.solver.worst.openers import worst_sweep

    r = worst_sweep(game, journal=journal, resume=resume, progress=progress)
    if r.complete and r.worst is None:
        raise NdleError(f"no first guess finds every answer within {game.max_guesses} "
                        f"guess{'' if game.max_guesses == 1 else 'es'} ({'hard' if game.hard else 'normal'} mode)")
    totals: object = None  # the least totals within the worst case: a sweep, or consistent play's rounds
    if r.complete and top:
        within, more = game.changed(max_guesses=r.worst), None if journal is None else f"{journal}.total"
        if game.consistent:  # consistent play: every answer, in rounds (the one-board search's 'all')
            from ndle.solver.one.search import optimal

            totals = optimal(within, "all", top=top, jobs=jobs, resume=resume, progress=progress, journal=more,
                             backend=backend, scheduler=scheduler)
        else:
            totals = sweep(within, top, jobs=jobs, resume=resume, progress=progress, journal=more, backend=backend,
                           scheduler=scheduler)
    value = math.nan if r.worst is None else r.worst
    return _solution(game, "worst_sweep", objective, value, r.best_opener, r.complete, r, totals)


def run_multi_worst(game, objective, **_) -> Solution:
    """The n-board worst case."""
    from ndle.solver.worst.multi import multi_worst

    r = multi_worst(game)
    return _solution(game, "multi_worst", objective, r.worst, r.opener, True, r)


def run_forced(game, objective, **_) -> Solution:
    """The shortest win forced against the absurdle host."""
    from ndle.solver.worst.forced import forced_win

    r = forced_win(game)
    return _solution(game, "forced", objective, r.length, r.guesses[0] if r.guesses else None, r.proven, r)


def run_lying(game, objective, **_) -> Solution:
    """One board whose rows lie, on a tiny list."""
    from ndle.solver.lying import LyingSolver, check_size

    check_size(game.words)  # before the pattern matrix
    value, guess = LyingSolver(game).solve()
    first = game.words.guesses[guess] if guess >= 0 else None
    result = {"game": game.describe(), "lies": game.lies, "expected_guesses": value, "first_guess": first}
    return _solution(game, "lying", objective, value, first, True, result)


def run_xordle(game, objective, *, rows, **_) -> Solution:
    """Xordle's least expected further guesses from the empty board or the rows seen, on a small list."""
    from ndle.game import State
    from ndle.solver.xordle import exact_value

    state = State.from_feedback(game, rows) if rows else game.start()
    value, guess = exact_value(state)
    words = game.words
    best = words.guesses[guess] if guess >= 0 else None
    pairs_left = game.observation.left(state)  # the pairs of answers still possible
    result = {"game": "xordle", "words": words.name, "answers": len(words.answers), "pairs_left": pairs_left,
              "turn": state.turn, "expected_guesses": value, "guess": best}
    return _solution(game, "xordle", objective, value, best, True, result)


def run_lex(game, objective, *, opener, progress, jobs, backend, scheduler, journal, resume, **_) -> Solution:
    """A lexicographic objective on one board (`ndle.solver.lex`): its first key's value (with opener 'all'
    journaled and on workers)."""
    from ndle.solver.lex import lex_optimal

    r = lex_optimal(game, objective, opener, progress=progress, jobs=jobs, backend=backend, scheduler=scheduler,
                    journal=journal, resume=resume)
    return _solution(game, "lex", objective, r.values[r.objective[0]], r.opener, r.proven, r)


RUNS: dict[str, Callable[..., Solution]] = {
    "one": run_one, "sweep": run_sweep, "prior": run_prior, "nboard": run_nboard, "worst": run_worst,
    "worst_classes": run_worst_classes, "worst_sweep": run_worst_sweep, "multi_worst": run_multi_worst,
    "forced": run_forced, "lying": run_lying, "xordle": run_xordle, "lex": run_lex}
