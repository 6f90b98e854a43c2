"""The exact one-board optimum under an answer prior: every first guess solved exactly or cut by a bound.

    >>> from ndle.solver.one.prior_sweep import prior_sweep
    >>> r = prior_sweep(game)                  # long on Wordle: see docs/guide/priors.md for times
    >>> r.opener, round(r.expected, 4), r.complete

The weights are quantised (`ndle.solver.one.wkernel.quantised`) and the compiled weighted search
(`ndle.solver.one.wkernel`) decides the openers in turn: first a few good ones (TRACE, SALET, CRANE when the list
has them, and the one of least bound) solved exactly for an upper end, then every opener by its one-level bound
``W + sum_i (2 W_i - M_i)``, least first. An opener whose bound reaches the cut-off (the best exact total so far,
plus one quantised unit so that ties are solved too) is cut at once ("root"); the others are searched with that
cut-off, each class of the opener in turn, and either reach it ("search": a bound) or are solved ("exact"). Once
every opener is decided the least exact total is the optimum over every first guess. Decisions are journaled as
they are made (`ndle.solver.one.journal`, a sweep of kind "prior"): an interrupted sweep resumes where it stopped,
and meanwhile the least bound over the openers not yet decided is a proven lower end.
"""

from __future__ import annotations

import hashlib
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ndle.solver.arguments import journal_args
from ndle.solver.one.journal import Decision, SweepJournal, options_of
from ndle.solver.one.bounds import opener_parts
from ndle.solver.one.wkernel import WINF, class_bounds, scan_floor
from ndle.solver.one.wsearch import WeightedSearch
from ndle.words import WordList

FAMILY = ("trace", "salet", "crane")  # solved first when the list allows them: a good upper end early


@dataclass(frozen=True)
class PriorSweepResult:
    """The least expected guesses over every first guess under a prior (or a bracket, if not every one is decided).

    Parameters
    ----------
    words : str
        The word list's name.
    prior : str
        The prior's name.
    n_answers : int
        The number of answers.
    max_guesses : int
        The guess limit.
    openers : tuple of (str, float)
        The openers reaching the least exact total, with their expected guesses (ties alphabetical).
    expected : float
        The least expected guesses found (the optimum once `complete`; inf if none solved).
    lower : float
        The proven lower end: the least of `expected` and the bounds of the openers not yet decided.
    complete : bool
        Whether every opener is decided.
    decided : int
        The openers decided.
    n_openers : int
        The allowed first guesses.
    counts : dict
        How openers were decided: root, search, exact.
    seconds : dict
        Processor seconds per kind of decision (over every run of the journal).
    wall : float
        This run's wall time.
    """

    words: str
    prior: str
    n_answers: int
    max_guesses: int
    openers: tuple[tuple[str, float], ...]
    expected: float
    lower: float
    complete: bool
    decided: int
    n_openers: int
    counts: dict = field(default_factory=dict)
    seconds: dict = field(default_factory=dict)
    wall: float = 0.0

    @property
    def opener(self) -> str | None:
        """The best opener found (the first alphabetically among ties), None if none is solved."""
        return self.openers[0][0] if self.openers else None


def prior_options(words: WordList, search: WeightedSearch, prior: str, max_guesses: int) -> dict:
    """Return the first line of a prior sweep's journal: the lists, the guess limit, the prior and its weights.

    Parameters
    ----------
    words : WordList
        The lists.
    search : WeightedSearch
        The search, with its quantised weights.
    prior : str
        The prior's name.
    max_guesses : int
        The guess limit.

    Returns
    -------
    dict
        `options_of` with kind "prior", the prior's name, a digest of the quantised weights, their exponent and
        total (and consistent play, when the search plays it).
    """
    digest = hashlib.blake2b(search.q.tobytes(), digest_size=12).hexdigest()
    play = {"consistent": True} if search.consistent else {}  # free play's journals stay as they were written
    return options_of(words, False, max_guesses, 1) | {"sweep": "prior", "prior": str(prior), "weights": digest,
                                                       "exponent": search.exponent, "weight": int(search.q.sum()),
                                                       **play}


def root_bounds(search: WeightedSearch) -> np.ndarray:
    """Return every first guess's one-level bound ``W + sum_i (2 W_i - M_i)`` in quantised units.

    Parameters
    ----------
    search : WeightedSearch
        The search (its matrix and quantised weights).

    Returns
    -------
    numpy.ndarray
        int64, one per guess.
    """
    M, q = search.matrix, search.q
    npat, green = int(search.context.npat), int(search.context.green)
    rows = np.arange(M.shape[0], dtype=np.int64)
    bound, classes = np.empty(len(rows), np.int64), np.empty(len(rows), np.int64)
    class_bounds(M, rows, np.arange(M.shape[1], dtype=np.int64), q, green, np.zeros(npat, np.int64),
                 np.zeros(npat, np.int64), bound, classes)
    return bound + int(q.sum())


def prior_sweep(words: WordList, matrix: np.ndarray, weights: np.ndarray, solved: int, *, prior: str = "prior",
                max_guesses: int = 6, journal: str | Path | None = None, resume: bool = False,
                progress: bool | None = None, family: tuple[str, ...] = FAMILY,
                budget: int | None = None, consistent: bool = False) -> PriorSweepResult:
    """Return the least expected guesses over every first guess under answer weights, each opener decided.

    Parameters
    ----------
    words : WordList
        The lists.
    matrix : numpy.ndarray
        Their pattern matrix, guesses by answers.
    weights : numpy.ndarray
        The answers' weights (any positive scale).
    solved : int
        The feedback code of a right guess.
    prior : str, default "prior"
        The prior's name (recorded in the journal).
    max_guesses : int, default 6
        The guess limit.
    journal : str or Path, optional
        Record each decided opener there (JSON lines), to resume.
    resume : bool, default False
        Continue the journal (one of other options is refused).
    progress : bool, optional
        Show a progress bar (default: when stderr is a terminal).
    family : tuple of str
        Openers solved exactly first, those the list allows (with the one of least bound).
    budget : int, optional
        Decide at most that many openers in this run (0: only read the journal; default: every one).
    consistent : bool, default False
        Consistent play: every guess a candidate, the openers the answers (the journal records it).

    Returns
    -------
    PriorSweepResult
        The optimum and its openers, or the bracket proven so far.
    """
    journal, resume, progress = journal_args(journal, resume, progress)
    wall = time.perf_counter()
    search = WeightedSearch(matrix, weights, words.answer_guess, solved, consistent=consistent)
    book = SweepJournal(journal, prior_options(words, search, prior, max_guesses), resume, words)
    bounds = root_bounds(search)
    openers = _openers(words, consistent)
    order = openers[np.argsort(bounds[openers], kind="stable")]
    first = [words.guess_id(w) for w in family if w in words.guesses and words.guess_id(w) in openers]
    first.append(int(order[0]))
    every = np.arange(len(words.answers), dtype=np.int32)
    from tqdm.auto import tqdm

    bar = tqdm(total=len(openers), initial=len(book.decided), unit="opener", dynamic_ncols=True,
               disable=not (sys.stderr.isatty() if progress is None else progress), mininterval=5)
    try:
        for g in dict.fromkeys([*first, *order.tolist()]):
            word = words.guesses[g]
            if word in book.decided:
                continue
            if budget is not None and budget <= 0:
                break
            budget = None if budget is None else budget - 1
            beta = _best(book) + 1
            start, cpu = time.perf_counter(), time.process_time()
            if search.nearly_full():
                search.fresh()
            value = two_deep(search, g, int(bounds[g]), beta, max_guesses)
            if value >= beta:
                how = "root"
            else:
                value = search.after(g, every, max_guesses, beta)
                how = "exact" if value < beta else "search"
            book.record([Decision(word, value, how, int(beta), time.perf_counter() - start,
                                  time.process_time() - cpu)])
            bar.update(1)
            bar.set_postfix(best=f"{search.real(_best(book)) / search.real(int(search.q.sum())):.6f}")
    finally:
        bar.close()
        book.close()
    return _result(words, prior, max_guesses, search, book, bounds, time.perf_counter() - wall, openers)


def _openers(words: WordList, consistent: bool) -> np.ndarray:
    """Return the first guesses a sweep decides (ascending ids): every guess, in consistent play the answers."""
    if consistent:
        return np.unique(np.asarray(words.answer_guess)).astype(np.int64)
    return np.arange(len(words.guesses), dtype=np.int64)


def two_deep(search: WeightedSearch, g: int, bound: int, beta: int, max_guesses: int) -> int:
    """Return opener g's bound with its classes of three answers or more bounded two guesses deep, largest first,
    until it reaches `beta` (each class's bound kept in the search's memo).

    Parameters
    ----------
    search : WeightedSearch
        The search.
    g : int
        The opener.
    bound : int
        Its one-level bound (`root_bounds`).
    beta : int
        Stop once the bound reaches it.
    max_guesses : int
        The guess limit (the classes have one guess fewer).

    Returns
    -------
    int
        A lower bound of the opener's quantised total.
    """
    M, q, green = search.matrix, search.q, int(search.context.green)
    parts, start = opener_parts(M, g, M.shape[1], int(search.context.npat))
    sizes = np.diff(start)
    for p in np.argsort(-sizes, kind="stable"):
        if bound >= beta or sizes[p] < 3 or max_guesses < 3:
            break
        if p == green:
            continue
        sub = np.ascontiguousarray(parts[start[p]:start[p + 1]])
        w = q[sub]
        bound += int(scan_floor(search.context, sub, np.int64(max_guesses - 1))) - int(2 * w.sum() - w.max())
    return bound


def _best(book: SweepJournal) -> int:
    """Return the least exact total decided so far (WINF - 1 while none)."""
    return min((d.value for d in book.decided.values() if d.how == "exact"), default=int(WINF) - 1)


def _result(words, prior, max_guesses, search, book, bounds, wall, openers) -> PriorSweepResult:
    """Return the sweep's result from its decisions (over the ids `openers`)."""
    W = int(search.q.sum())
    mean = lambda v: search.real(v) / search.real(W)  # noqa: E731 - quantised total -> expected guesses
    allowed = {words.guesses[g] for g in openers.tolist()}
    exact = sorted((d.value, d.opener) for d in book.decided.values()
                   if d.how == "exact" and d.value < WINF and d.opener in allowed)
    best = exact[0][0] if exact else int(WINF)
    open_bounds = [int(bounds[g]) for g in openers.tolist() if words.guesses[g] not in book.decided]
    counts = {h: sum(d.how == h for d in book.decided.values()) for h in ("root", "search", "exact")}
    return PriorSweepResult(words.name, str(prior), len(words.answers), max_guesses,
                            tuple((w, mean(v)) for v, w in exact if v == best), mean(best),
                            mean(min([best, *open_bounds])), not open_bounds, len(book.decided), len(openers),
                            counts, dict(book.seconds), wall)


__all__ = ["FAMILY", "PriorSweepResult", "prior_options", "prior_sweep", "root_bounds", "two_deep"]
