"""The least expected score of any n-board position and its best guesses, exactly (`ndle optimal --boards N`).

    >>> from ndle.solver.nboard.optimal import nboard_optimal
    >>> r = nboard_optimal("wordle", answers=["harem", "gaily", "trite", "knead"], after=["train", "close"],
    ...                    only=["empty", "pygmy"])
    >>> [(w, round(v, 4)) for w, v in r.ranking]
    [('empty', 7.5368), ('pygmy', 7.5993)]

A position is either the whole game (`boards` boards, every answer possible),
the boards' `answers` with the guesses played `after` them (the feedback those
answers give), or observed `feedback`: (guess, one feedback string per board)
pairs as `ndle suggest` takes, `-` for a board already solved. Values are the
expected final score: the turn the last board is solved (`last`) or the sum of
the boards' solve turns (`total`), the turns already played included; each
board's answer uniform over its candidates and independent of the others'.
Under an answer `prior` each board's answer is drawn from the prior
independently of the others' (`ndle.solver.nboard.weighted`).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ndle.checks import whole
from ndle.errors import FeedbackError, NdleError, NoCandidatesError
from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named
from ndle.solver.arguments import HONOURS, boards_game, journal_args
from ndle.solver.nboard.search import DEFAULT_CAPACITY, INF, NBoardSolver, canonical, tuples_of
from ndle.solver.nboard.bounds import OBJECTIVES
from ndle.solver.nboard.root import rank
from ndle.game import UNIFORM, Game, game_prior, prior_weights
from ndle.rules import Rules
from ndle.words import WordList

MAX_BOARDS = 32
ObservedRows = Sequence[tuple[str, str | Sequence[str]]]  # (guess, its feedback on each board) pairs


@dataclass(frozen=True)
class Start:
    """A position with its history: the unsolved boards' candidates, turns played, solved boards' turns."""

    boards: tuple[np.ndarray, ...]  # candidates of every board (empty: solved)
    turn: int
    solved_turns: tuple[int, ...]

    def score(self, objective: str, further: float) -> float:
        """Return the final score given the expected further score from here."""
        if objective == "last":
            return self.turn + further  # an unsolved board is left, so the last solve is still to come
        unsolved = sum(1 for b in self.boards if len(b))
        return sum(self.solved_turns) + self.turn * unsolved + further


def rows_and_rule(rows, feedback, rule, default: str | None = "exact") -> tuple[ObservedRows | None, str | None]:
    """Return the observed rows and the feedback rule's name from the keywords of `start_from` and `nboard_optimal`:
    `feedback` is the rule (a str); given as the rows (their old spelling) or as `rule`, a DeprecationWarning."""
    if feedback is not None and not isinstance(feedback, str):
        warnings.warn("feedback= as the observed rows is deprecated: pass rows= (feedback= is the rule)",
                      DeprecationWarning, stacklevel=3)
        if rows is not None:
            raise NdleError("give the observed rows once (rows=), not as feedback= too")
        rows, feedback = feedback, None
    if rule is not None:
        warnings.warn("rule= is deprecated: pass feedback= (the feedback rule)", DeprecationWarning, stacklevel=3)
        if feedback is not None and feedback != rule:
            raise NdleError(f"two feedback rules given: feedback={feedback!r} and rule={rule!r}")
        feedback = rule
    return rows, default if feedback is None else feedback


def start_from(words: WordList, boards: int | None = None, *, answers=None, after=(), rows=None,
               matrix: np.ndarray | None = None, feedback: str | None = None, rule: str | None = None) -> Start:
    """Return the position the options describe under the feedback rule `feedback` (raising an NdleError subclass on
    impossible input): the whole game, the `answers` with the guesses played `after` them, or the observed `rows`
    ((guess, one row per board) pairs). `feedback` given as the rows, and `rule` as the rule, are their deprecated
    spellings."""
    observed, name = rows_and_rule(rows, feedback, rule)
    fb = rule_named(name)
    M = matrix_for(words, fb.name) if matrix is None else matrix
    A = np.arange(len(words.answers))
    green = int(M[words.answer_guess[0], 0])
    if answers is not None and observed is not None:
        raise NdleError("give either the answers (with the guesses after) or the feedback, not both")
    seen: list[list[int | None]] = []  # each turn's feedback code on every board (None: a board already solved)
    if answers is not None:
        ids = [words.answer_id(a) for a in answers]
        if boards is not None and boards != len(ids):
            raise NdleError(f"--boards {boards} but {len(ids)} answers given")
        seen = [[int(M[words.guess_id(g), a]) for a in ids] for g in after]
        n = len(ids)
    elif observed is not None:
        for word, marks in observed:
            words.guess_id(word)
            each = [marks] if isinstance(marks, str) else list(marks)
            boards = len(each) if boards is None else boards
            if len(each) != boards:
                raise FeedbackError(f"{word}: expected {boards} feedback strings, got {len(each)}")
            seen.append([None if m.strip() in ("-", "") else fb.parse(m, words.length) for m in each])
        n = len(seen[0]) if seen else (boards or 0)
        after = [w for w, _ in observed]
    else:
        if after:
            raise NdleError("--after needs --answers (the feedback those answers give)")
        n = boards or 1
    n = max(n, 0)
    if not n or n > MAX_BOARDS:
        raise NdleError(f"the number of boards must be from 1 to {MAX_BOARDS}, got {n}")
    cands, solved = [], []
    for b in range(n):
        C, turn = A, 0
        for t, (word, row) in enumerate(zip(after, seen), 1):
            if row[b] is None:
                if turn == 0:
                    raise FeedbackError(f"board {b + 1}: '-' before the board showed "
                                        f"{fb.show(green, words.length)} on {word}")
                continue
            if turn:
                continue
            C = C[M[words.guess_id(word), C] == row[b]]
            if C.size == 0:
                raise NoCandidatesError(f"board {b + 1}: no answer fits the feedback up to {word}")
            if row[b] == green:
                turn = t
        cands.append(np.empty(0, np.int64) if turn else C)
        if turn:
            solved.append(turn)
    return Start(tuple(cands), len(seen), tuple(solved))


@dataclass(frozen=True)
class NBoardResult:
    """The best guesses of a position by exact value (expected final score), best first."""

    words: str
    boards: int
    objective: str
    ranking: tuple[tuple[str, float], ...]
    proven: bool  # the listed guesses are exact and every other guess is proven no better than the last one
    seconds: float
    n_tuples: int
    nodes: int
    memo_full: bool
    prior: str = "uniform"  # the answer prior the values are expected under
    consistent: bool = False  # consistent play: every guess a candidate of an unsolved board

    @property
    def best(self) -> str | None:
        return self.ranking[0][0] if self.ranking else None

    @property
    def value(self) -> float:
        return self.ranking[0][1] if self.ranking else float("nan")

    def to_dict(self) -> dict:
        prior = {} if self.prior == UNIFORM else {"prior": self.prior}  # the uniform search's output as it was
        play = {"consistent": True} if self.consistent else {}  # and free play's
        return {"boards": self.boards, "objective": self.objective, **prior, **play,
                "ranking": [{"guess": w, "value": round(v, 6)} for w, v in self.ranking], "best": self.best,
                "value": round(self.value, 6), "proven": self.proven, "seconds": round(self.seconds, 3)}


def nboard_optimal(words: str | WordList | Game = "wordle", boards: int | None = None, objective: str = "last", *,
                   answers=None, after=(), rows=None, only=None, top: int = 5, jobs: int = 1,
                   journal=None, resume: bool = False, capacity: int = DEFAULT_CAPACITY, progress: bool | None = None,
                   backend: str | None = None, scheduler: str | None = None, on_full=None,
                   feedback: str | None = None, prior=None, rule: str | None = None,
                   consistent: bool | None = None) -> NBoardResult:
    """Return the `top` best guesses of an n-board position with their exact expected final scores.

    Parameters
    ----------
    words : str, WordList or Game
        Shipped list name, a WordList, or a game (anything `ndle.game.game.as_game` takes): its boards, feedback
        rule, prior and consistent play (every guess a candidate of an unsolved board; `only` too) are honoured;
        hard mode, rows that lie, another mode or a guess limit other than the setup's default raise
        UnsupportedGameError (the search counts expected turns, with no limit).
    boards : int, optional
        Number of boards (None: the game's; for a list or a one-board game, the position's, else 1). Given, it
        overrides the game's.
    objective : str
        ``"last"`` or ``"total"``.
    answers, after : list of str
        The boards' answers and the guesses played (their feedback fixes the position).
    rows : list of (str, list of str)
        Observed (guess, row per board) pairs instead of answers (`feedback` given as such pairs is their
        deprecated spelling).
    only : list of str, optional
        Value just these guesses (each exactly) instead of ranking every guess.
    top : int
        How many of the best guesses to list (ties at the cut are left out).
    jobs, backend, scheduler, journal, resume, capacity, progress, on_full
        Parallel workers over the root's guesses, the journal of decided guesses, the memo size limit,
        the progress bar and the one-line memo-full message (see `ndle.solver.nboard.root.rank`).
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; None: the game's, Wordle's for a list); `rows` are written as
        it writes rows. `rule` is its deprecated spelling.
    prior : str or Path or numpy.ndarray, optional
        The answer prior: ``uniform``, ``frequency``, a file of ``word weight`` lines (`ndle.game.priors`) or
        one positive weight per answer (None: the game's); each board's answer is drawn from it independently of
        the others'. No journal is kept under a prior other than the uniform one.
    rule : str, optional
        Deprecated: `feedback`.
    consistent : bool, optional
        Consistent play, every guess a possible answer given everything seen on some unsolved board (None: the
        game's; no for a list).

    Returns
    -------
    NBoardResult
        The ranking (guess word, expected final score), whether proven, the time.
    """
    if objective not in OBJECTIVES:
        raise NdleError(f"unknown objective {objective!r}; choose one of {', '.join(OBJECTIVES)}")
    rows, rule = rows_and_rule(rows, feedback, rule, None)
    if boards is not None:
        boards = whole(boards, "the number of boards", NdleError, low=1, high=MAX_BOARDS)
    elif isinstance(words, (Game, Rules)) and (words.boards > 1 or answers is None and rows is None):
        boards = words.boards  # a one-board game given a position: the position's count
    honours = {**HONOURS["nboard"], "prior": prior is None}  # a prior given here replaces the game's
    del honours["boards"]  # (`boards_game` takes several)
    game = boards_game(words, boards, feedback=rule, search="nboard_optimal", consistent=consistent, **honours)
    words, rule = game.words, game.feedback
    journal, resume, progress = journal_args(journal, resume, progress)
    st = start_from(words, boards, answers=answers, after=after, rows=rows, feedback=rule)
    pos = canonical(st.boards)
    n = len(st.boards)
    if not pos:
        raise NdleError("every board is already solved")
    ids = None if only is None else [words.guess_id(w) for w in only]
    name, weights = prior_named(prior, words) if prior is not None else (
        game.prior if game.weights is None or game.prior != UNIFORM else "weights", game.weights)
    r = rank(words, pos, objective, top=top, only=ids, jobs=jobs, journal=journal, resume=resume,
             capacity=capacity, progress=progress, backend=backend, scheduler=scheduler, on_full=on_full,
             feedback=rule, weights=weights, consistent=game.consistent)
    ranking = tuple((words.guesses[g], st.score(objective, v / r.mass)) for g, v in r.values if v < INF)
    return NBoardResult(words.name, n, objective, ranking, r.complete or only is not None, r.seconds,
                        tuples_of(pos), r.nodes, r.full, name, game.consistent)


def prior_named(prior, words: WordList) -> tuple[str, np.ndarray | None]:
    """Return a prior's name and its answer weights (None: uniform) from a spec (`ndle.game.priors`) or weights."""
    if prior is None or isinstance(prior, (str, Path)):
        name = UNIFORM if prior is None else str(prior)
        return name, prior_weights(name, words)
    return "weights", game_prior(prior, UNIFORM, words)


__all__ = ["NBoardResult", "NBoardSolver", "Start", "nboard_optimal", "start_from"]
