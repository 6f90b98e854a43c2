"""The worst-case optimum over every first guess: the least d such that some opener finds every answer within d.

    >>> from ndle.solver.worst.openers import worst_sweep
    >>> r = worst_sweep("wordle")                     # long: about half an hour of one core
    >>> r.worst, r.best_opener, r.complete
    (5, 'roate', True)

Openers are decided one at a time, best first by `ndle.solver.one.search.opener_order`:
the first gets its exact least depth d (`DepthSolver.least_depth`); every other
one is asked only whether it does better than the best so far (can it finish
within d - 1?); if it can, its exact least depth replaces d. So when every
opener is decided, none finishes within d* - 1 (each was proven so against a
bound at least d*), and the best opener finishes within d*. Each decision is a
line of the journal (`ndle.solver.one.journal`: "exact" with the opener's
least depth, "search" with a depth it cannot beat), so an interrupted run resumes.

Among the openers that finish within d*, the least total over all answers is
then Selby's top-list sweep with the guess limit d* (`ndle.solver.one.openers.sweep`).
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ndle.solver.arguments import journal_args, solver_game
from ndle.solver.one.search import opener_order
from ndle.solver.one.journal import Decision, SweepJournal, options_of
from ndle.solver.worst.search import DepthSolver
from ndle.game import Game
from ndle.words import WordList


@dataclass(frozen=True)
class WorstSweepResult:
    """The least guaranteed number of guesses over every opener, an opener reaching it, how many were decided.

    Attributes
    ----------
    words, hard : str, bool
        The word lists' name; hard mode (Selby's rule).
    worst : int or None
        The least number of guesses some opener guarantees (None: none within the limit).
    best_opener : str or None
        The first opener found to reach it.
    decided, n_openers : int
        Openers decided, and allowed; `complete` when they are equal (then no opener does it in `worst` - 1).
    cpu_seconds, wall : float
        Processor seconds (summed over the journal, resumed runs included) and wall time of this run.
    consistent : bool
        Consistent play: every guess a possible answer, the openers the answers (`to_dict` names it only when set).
    """

    words: str
    hard: bool
    worst: int | None
    best_opener: str | None
    decided: int
    n_openers: int
    cpu_seconds: float
    wall: float
    consistent: bool = False

    @property
    def complete(self) -> bool:
        return self.decided == self.n_openers

    def to_dict(self) -> dict:
        return {"words": self.words, "hard": self.hard, "objective": "worst", "worst": self.worst,
                "opener": self.best_opener, "complete": self.complete, "decided": self.decided,
                "allowed": self.n_openers, "cpu_seconds": round(self.cpu_seconds, 1),
                "wall_seconds": round(self.wall, 1)} | ({"consistent": True} if self.consistent else {})


def _options(words: WordList, hard: bool, max_guesses: int, feedback: str, consistent: bool = False) -> dict:
    """Return the journal's options: the sweep's, the feedback rule unless Wordle's, consistent play if so."""
    return {**options_of(words, hard, max_guesses, 1), "sweep": "worst"} | ({} if feedback == "exact" else
                                                                          {"feedback": feedback}) | (
        {"consistent": True} if consistent else {})


def worst_sweep(words: str | WordList | Game = "wordle", *, hard: bool | None = None, max_guesses: int | None = None,
                feedback: str | None = None, journal: str | Path | None = None, resume: bool = False,
                progress: bool | None = None, consistent: bool | None = None) -> WorstSweepResult:
    """Return the least number of guesses some first guess guarantees, proven over every allowed first guess.

    Parameters
    ----------
    words : str, WordList or Game
        The word lists, or a one-board game (see `ndle.game.game.as_game`; its consistent play is honoured: the
        openers are then the answers).
    hard : bool, optional
        Hard mode (Selby's rule; default: the game's, no for a list).
    max_guesses : int, optional
        The most guesses searched for (default: the game's limit, 6 for a list).
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; default: the game's, Wordle's for a list).
    journal : str or Path, optional
        A JSON-lines file recording each decided opener (flushed as it is decided).
    resume : bool
        Continue an existing journal of the same options (one of other options is refused).
    progress : bool, optional
        Show a progress bar (default: when stderr is a terminal).
    consistent : bool, optional
        Consistent play, every guess a possible answer given everything seen (None: the game's; no for a
        list).

    Returns
    -------
    WorstSweepResult
        `worst` and an opener reaching it; `complete` once every opener was decided.
    """
    game = solver_game(words, hard, max_guesses, feedback=feedback, search="worst_sweep", consistent=consistent,
                       consistent_play=True)
    words, hard, max_guesses, feedback, consistent = (game.words, game.hard, game.max_guesses, game.feedback,
                                                      game.consistent)
    journal, resume, progress = journal_args(journal, resume, progress)
    wall = time.perf_counter()
    book = SweepJournal(journal, _options(words, hard, max_guesses, feedback, consistent), resume, words)
    solver = DepthSolver(words, hard=hard, feedback=feedback, consistent=consistent)
    openers = [int(g) for g in opener_order(words, feedback)
               if not consistent or words.guesses[int(g)] in words.answer_index]
    best, best_word = max_guesses + 1, None
    for d in book.decided.values():
        if d.how == "exact" and d.value < best and (not consistent or d.opener in words.answer_index):
            best, best_word = d.value, d.opener
    from tqdm.auto import tqdm

    show = sys.stderr.isatty() if progress is None else progress
    bar = tqdm(total=len(openers), initial=len(book.decided), disable=not show, unit="opener",
               dynamic_ncols=True, desc="worst case")
    try:
        for g in openers:
            word = words.guesses[int(g)]
            if word in book.decided:
                continue
            start, cpu = time.perf_counter(), time.process_time()
            depth = solver.least_depth(int(g), best - 1) if solver.fits_after(int(g), best - 1) else None
            if depth is not None:
                best, best_word, how, value = depth, word, "exact", depth
            else:
                how, value = "search", best
            book.record([Decision(word, int(value), how, int(best), time.perf_counter() - start,
                                  time.process_time() - cpu)])
            bar.update(1)
            bar.set_postfix(worst=best if best_word else f">{max_guesses}")
    finally:
        bar.close()
        book.close()
    return WorstSweepResult(words.name, bool(hard), best if best_word else None, best_word, len(book.decided),
                            len(openers), sum(book.seconds.values()), time.perf_counter() - wall, consistent)


__all__ = ["WorstSweepResult", "worst_sweep"]
