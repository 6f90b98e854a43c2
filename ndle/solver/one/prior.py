"""The least expected number of guesses on one board when the answers are drawn from a prior, exact: after one opener
(`ndle.solver.one.wsearch`) or over every first guess, each decided in turn and journaled (`prior_sweep`)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from ndle.errors import NdleError, UnsupportedGameError
from ndle.game import Game
from ndle.solver.arguments import HONOURS, journal_args, refuse_unsupported
from ndle.solver.one.prior_sweep import prior_sweep
from ndle.solver.one.wsearch import WeightedSearch

MAX_PRIOR_ANSWERS = 300  # above it the weighted search may take hours: refused unless asked (`any_size`)


def check_prior_size(n_answers: int, any_size: bool = False, candidates: bool = False) -> None:
    """Raise NdleError (one line) for more than `MAX_PRIOR_ANSWERS` answers (or, with `candidates`, candidates on a
    board of a position) unless `any_size`.

    Parameters
    ----------
    n_answers : int
        The answers (or the most candidates on a board).
    any_size : bool
        Search a list of any size all the same.
    candidates : bool
        The count is of a position's candidates.
    """
    if n_answers > MAX_PRIOR_ANSWERS and not any_size:
        got = f"{n_answers:,} candidates on a board" if candidates else f"{n_answers:,}"
        raise NdleError(f"the exact search under a prior takes at most {MAX_PRIOR_ANSWERS} answers unless asked "
                        f"(--any-size: it may take hours), got {got}")


@dataclass(frozen=True)
class PriorResult:
    """One board's least expected guesses under a prior, over every first guess or after one.

    Attributes
    ----------
    words, prior : str
        The word list's and the prior's names.
    n_answers, max_guesses : int
        The answers and the guess limit.
    opener : str or None
        The best first guess (or the one given).
    expected : float
        The least expected number of guesses (proven).
    whole_list : bool
        Over every first guess (else after `opener`).
    counts : dict
        How the openers were decided (root, search, exact; empty after one opener).
    seconds : float
        Processor seconds.
    consistent : bool
        Consistent play: every guess a possible answer (`to_dict` names it only when set).
    """

    words: str
    prior: str
    n_answers: int
    max_guesses: int
    opener: str | None
    expected: float
    whole_list: bool
    counts: dict = field(default_factory=dict)
    seconds: float = 0.0
    consistent: bool = False

    def to_dict(self) -> dict:
        """Return the fields `ndle optimal --prior --json` prints."""
        return {"words": self.words, "prior": self.prior, "objective": "expected", "opener": self.opener,
                "expected_guesses": self.expected, "max_guesses": self.max_guesses, "proven": True,
                "whole_list": self.whole_list, "cpu_seconds": round(self.seconds, 3)} | (
                    {"openers": self.counts} if self.counts else {}) | (
                    {"consistent": True} if self.consistent else {})


def prior_optimal(game: Game, opener: str | None = None, *, journal=None, resume: bool = False,
                  progress: bool | None = None, any_size: bool = False) -> PriorResult:
    """Return one board's least expected number of guesses under the game's prior, over every first guess (journaled
    with `journal`) or after `opener`.

    Parameters
    ----------
    game : Game
        A one-board classic game with a prior (its rule, guess limit and consistent play are honoured; hard mode,
        rows that lie or another mode raise UnsupportedGameError).
    opener : str, optional
        A first guess (None: every one, decided in turn).
    journal, resume, progress
        The journal of decided openers, continuing it, the progress bar (`ndle.solver.one.prior_sweep`).
    any_size : bool
        Search a list of more than `MAX_PRIOR_ANSWERS` answers all the same.

    Returns
    -------
    PriorResult

    Raises
    ------
    NdleError
        If no strategy finds every answer within the limit, or the list is too big.
    """
    refuse_unsupported(game, "the search under a prior", **HONOURS["prior"])
    if game.weights is None:
        raise UnsupportedGameError(f"the search under a prior needs a game with one, not {game.describe()}")
    journal, resume, progress = journal_args(journal, resume, progress)
    words, limit = game.words, game.max_guesses
    check_prior_size(len(words.answers), any_size)
    first = None if opener is None else words.guess_id(opener)
    if game.consistent and first is not None and words.guesses[first] not in words.answer_index:
        raise NdleError(f"{words.guesses[first]} is not a possible answer: consistent play opens with one")
    solved = game.feedback_rule.solved(words.length)
    name = game.prior if game.prior != "uniform" else "weights"  # given as weights
    start = time.process_time()
    if first is None:
        r = prior_sweep(words, game.matrix, game.weights, solved, prior=name, max_guesses=limit,
                        journal=journal, resume=resume, progress=progress, consistent=game.consistent)
        expected, best, counts, seconds = r.expected, r.opener, r.counts, sum(r.seconds.values())
    else:
        search = WeightedSearch(game.matrix, game.weights, words.answer_guess, solved, consistent=game.consistent)
        value = search.after(first, np.arange(len(words.answers)), limit)
        expected, best, counts = search.real(value) / search.real(int(search.q.sum())), words.guesses[first], {}
        seconds = time.process_time() - start
    if not np.isfinite(expected):
        raise NdleError(f"no strategy finds every answer within {limit} guess{'' if limit == 1 else 'es'}")
    return PriorResult(words.name, name, len(words.answers), limit, best, expected, first is None,
                       counts, seconds, game.consistent)
