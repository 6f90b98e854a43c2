"""The values a skill-and-luck review is measured in: expected guesses to finish a position, exact or estimated.

A position's value is the least expected number of further guesses until every board is solved (the turn of the
last board, counted from the position), under the game's answer prior (uniform without one). A guess's value at a
position is 1 plus the expectation, over the feedback it may get, of the value of the position it leads to: the
position's value is its least guess value.

`Values` takes a preset's first position from the exact values kept for it (`ndle.solver.first_guesses`:
Mastermind's every opener), else asks the project's exact searches first (`ndle.analysis.searched`: the n-board
search, whose one board is Selby's compiled one-board search; its weighted form under a prior; the lying search on
a tiny list), each within `budget` seconds of processor time a figure (so what is exact does not depend on what
else the machine runs), on one board of at most `ndle.analysis.searched.ONE_BOARD` candidates or several of at
most `limit` together; one board in hard mode or consistent play through the one-board search keyed by the hints;
Xordle through its exact search on positions of at most `ndle.analysis.searched.XORDLE_PAIRS` pairs. Where
none applies (a search refusing), the review's own expectimax (`ndle.analysis.expectimax`), for the classic rule
(any number of boards, any prior, any feedback rule), is tried on positions of at most `limit` candidates within the
same budget. Both prune only with lower bounds that are never above the true value, so what they call exact is
exact. The turn limit is not part of the value (it counts the guesses to finish however many they are), except
where rows lie: the lying search's value counts only plays that win within the game's turns left.

On several boards the value treats the boards as independent: exact only while the unsolved boards' candidates are
pairwise disjoint and hold no solved board's answer (then drawing the answers with or without replacement gives
the same position). The compiled one-board search cannot be stopped, so it is asked only about boards of at most
`SEARCH_WORK` candidates x guesses / rows the game can show (Wordle: every board up to `ONE_BOARD`; Mastermind up to
324 codes; Bulls and Cows 83; Jotto 16: their larger parts take minutes).

Elsewhere (a larger or slower position, hard mode under a prior or on several boards, rows that lie on a larger
list, Xordle with more pairs left, hidden boards) the figures are estimates, marked estimated, from one of three
estimators chosen by their cost:

- the look-ahead's (`ndle.strategies` ``lookahead``: its fitted model of the further turns, exact parts where it has
  them, those parts capped by `SEARCH_WORK` too);
- the playout's (`ndle.analysis.playout`: the expected guesses of the `sum` rule's own tree from the position, an
  upper bound of the value) on one board of honest rows where the look-ahead costs too much or has no exact part
  to lean on: more than `SPREAD` candidates per row the game can show (Mastermind's and Bulls and Cows' first
  position, Jotto's first few; Wordle's start has 9.5), or the look-ahead's exact part capped below its default
  (Bulls and Cows, Jotto);
- the greens cover's (`ndle.analysis.cover_value`: the fewest guesses showing every pair the boards may still need,
  an upper bound) in the greens mode past the look-ahead's 256 boards (Kilordle).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ndle.analysis.expectimax import Expectimax
from ndle.analysis.searched import Searched
from ndle.errors import NdleError, OutOfTime
from ndle.game import Game, State
from ndle.strategies import make_strategy
from ndle.solver.first_guesses import first_value

if TYPE_CHECKING:  # the estimators load numba: imported when first asked (`ndle --help` stays light)
    from ndle.analysis.cover_value import CoverValue
    from ndle.analysis.playout import Playout

DEFAULT_BUDGET = 2.0  # seconds of processor time an exact search may take on one figure before the estimate is used
SPREAD = 12  # candidates per possible row above which the playout estimates (Wordle's start: 9.5)
SEARCH_WORK = 30_000  # the most candidates x guesses / rows of a board the compiled one-board search is asked about
LOOK_EXACT = 250  # the look-ahead's exact one-board part: its classes of at most this many candidates (its default)
DEFAULT_LIMIT = 60  # the most candidates (over the unsolved boards) an exact value of several boards is tried on


_OVER = object()  # a project's search ran out of time on a figure


@dataclass(frozen=True)
class Value:
    """A figure of a review: its value in guesses and whether it is exact.

    Attributes
    ----------
    value : float
        Expected guesses.
    exact : bool
        True when the value is exact under the game's model; False for an estimate.
    """

    value: float
    exact: bool


class Values:
    """Position and guess values of one game, exact where affordable, else an estimate (see the module docstring).

    Parameters
    ----------
    game : Game
        The game reviewed.
    budget : float
        Seconds of processor time an exact search may spend on one figure (0: estimates only).
    limit : int
        The most candidates, over the unsolved boards, of a position of several boards on which an exact value is
        tried (one board: up to `ndle.analysis.searched.ONE_BOARD` through the searches).
    searches : bool
        Ask the project's exact searches first (`ndle.analysis.searched`); False: the review's own expectimax
        only (the values are the same; it is exact on fewer positions, for comparison).
    """

    def __init__(self, game: Game, budget: float = DEFAULT_BUDGET, limit: int = DEFAULT_LIMIT,
                 searches: bool = True):
        self.game, self.budget, self.limit = game, float(budget), int(limit)
        self.exact_rule = (not game.observation.rows_lie and game.mode == "classic" and not game.hard
                           and not game.consistent and game.prefill == 0)
        self.searched = Searched(game, limit) if searches and Searched.applies(game) else None
        self._own = Expectimax(game)  # the review's own expectimax, where no search applies
        self._over: set = set()  # the figures a project's search ran out of time on
        self._estimator = None
        self._playout: Playout | None = None
        self._cover: CoverValue | None = None
        from ndle.strategies.lookahead import LOOKAHEAD_BOARDS  # (loads numba: not at import, `ndle --help`)

        self._covered = game.observation.solves_by_greens and game.boards > LOOKAHEAD_BOARDS
        self._rows = game.feedback_rule.n_patterns(game.words.length)  # the rows the game can show
        self._look_exact = min(LOOK_EXACT, int(SEARCH_WORK * self._rows / len(game.words.guesses)))
        self._answer_guess = np.asarray(game.words.answer_guess)

    @property
    def estimator(self):
        """Return the look-ahead strategy whose estimates stand in where no exact value is had."""
        if self._estimator is None:
            self._estimator = make_strategy("lookahead", self.game, leaf="last",  # turns to the last board
                                            exact=self._look_exact)
        return self._estimator

    @property
    def cover(self) -> CoverValue:
        """Return the fewest covering guesses that stand in past the look-ahead's boards in the greens mode."""
        if self._cover is None:
            from ndle.analysis.cover_value import CoverValue

            self._cover = CoverValue(self.game)
        return self._cover

    @property
    def playout(self) -> Playout:
        """Return the quick strategy's tree whose expected guesses stand in where the look-ahead costs too much."""
        if self._playout is None:
            from ndle.analysis.playout import Playout

            self._playout = Playout(self.game)
        return self._playout

    def _quick(self, state: State) -> bool:
        """Return whether `state` is estimated by the playout rather than the look-ahead: one board, honest rows,
        more than `SPREAD` candidates per row the game can show, or the look-ahead's own searches capped below
        `LOOK_EXACT` candidates by `SEARCH_WORK` (its model then values what they would)."""
        seen = self.game.observation
        if self.game.boards != 1 or state.done or seen.rows_lie or seen.merged:
            return False
        return self._look_exact < LOOK_EXACT or len(state.unsolved[0].candidates) > SPREAD * self._rows

    # -- the public figures -----------------------------------------------------------------------------------

    def position(self, state: State) -> Value:
        """Return the value of `state`: the least expected further guesses (0 once done)."""
        if state.done:
            return Value(0.0, True)
        if (first := first_value(self.game, state, None)) is not None:
            return Value(first, True)
        found = self._search(state, None)
        if isinstance(found, float):
            return Value(found, True)
        pos = None if found is _OVER else self._exact_position(state)  # a search over budget: no second try
        if pos is not None:
            try:
                return Value(self._own.value(pos, time.process_time() + self.budget), True)
            except OutOfTime:
                pass
        if self._quick(state):
            return Value(self.playout.position(state), False)
        if self._covered:
            return Value(self.cover.position(state), False)
        return Value(float(self.estimator.value(state)), False)

    def guess(self, state: State, guess: int) -> Value:
        """Return the value of playing `guess` at `state`: 1 plus the expected value of the position it leads to."""
        if (first := first_value(self.game, state, int(guess))) is not None:
            return Value(first, True)
        found = self._search(state, int(guess))
        if isinstance(found, float):
            return Value(found, True)
        pos = None if found is _OVER else self._exact_position(state)
        if pos is not None:
            try:
                return Value(self._own.guess(pos, int(guess), time.process_time() + self.budget), True)
            except OutOfTime:
                pass
        if self._quick(state):
            return Value(self.playout.guess(state, int(guess)), False)
        if self._covered:
            return Value(self.cover.guess(state, int(guess)), False)
        return Value(float(self.estimator.evaluate(state, np.array([int(guess)]))[0]), False)

    def best(self, state: State, played: Value) -> Value:
        """Return the best guess's value at `state`: the position's value (an estimate is capped by `played`'s)."""
        value = self.position(state)
        return value if value.exact else Value(min(value.value, played.value), False)

    # -- the project's searches -----------------------------------------------------------------------------------

    def _search(self, state: State, guess: int | None) -> float | object | None:
        """Return a search's exact value of `state` (`guess` None) or of `guess` there; `_OVER` when the search ran
        out of time (now or before, on the same figure); None when no search applies (the position too big or not
        independent, a search refusing)."""
        s = self.searched
        if s is None or self.budget <= 0 or any(b.hidden for b in state.boards):
            return None
        key = (state.guesses, state.patterns, guess)
        if key in self._over:
            return _OVER
        if not (s.lying or s.merged):
            _ = s.board.solver if s.ruled else s.solver  # made before the clock starts: the budget is the search's
        deadline = time.process_time() + self.budget
        try:
            if s.lying:
                found = s.lying_position(state, deadline) if guess is None else s.lying_guess(state, guess, deadline)
                return found if np.isfinite(found) else None  # no play wins in time: the estimate stands
            if s.merged:
                return s.xordle_position(state, deadline) if guess is None else s.xordle_guess(state, guess, deadline)
            if not self._affordable(state, guess):
                return _OVER  # a search of minutes: no figure here within the budget (the own expectimax neither)
            if s.ruled:
                return s.board.position(state) if guess is None else s.board.guess(state, guess, deadline)
            pos = self._independent(state)
            if pos is None:
                return None
            if guess is not None:
                return s.guess(pos, guess, deadline)
            return s.position(pos, deadline) if s.fits(pos) else None
        except OutOfTime:
            self._over.add(key)
            return _OVER
        except NdleError:
            return None

    def _affordable(self, state: State, guess: int | None) -> bool:
        """Return whether the compiled one-board search may be asked about `state` (`guess` None) or the boards
        `guess` leaves there: each of at most `SEARCH_WORK` candidates x guesses / rows (several boards: always)."""
        unsolved = state.unsolved
        if len(unsolved) != 1:
            return True
        cands = np.asarray(unsolved[0].candidates, dtype=np.intp)
        work = len(self.game.words.guesses) / self._rows
        if len(cands) * work <= SEARCH_WORK:
            return True
        if guess is None:
            return False
        _, sizes = np.unique(np.asarray(self.game.matrix[int(guess)])[cands], return_counts=True)
        return int(sizes.max()) * work <= SEARCH_WORK

    # -- the review's own exact search ---------------------------------------------------------------------------

    def _exact_position(self, state: State):
        """Return the position as sorted tuples of candidates per unsolved board, or None where no exact value is
        tried (the rule, the size, boards not independent)."""
        if not self.exact_rule or self.budget <= 0 or self.game.observation.merged:
            return None
        if any(b.hidden for b in state.boards):
            return None
        pos = self._independent(state)
        return None if pos is None or sum(map(len, pos)) > self.limit else pos

    def _independent(self, state: State):
        """Return the unsolved boards' candidates as sorted tuples, sorted, or None when the boards are not
        independent."""
        boards = [tuple(int(c) for c in b.candidates) for b in state.unsolved]
        seen = [c for b in boards for c in b]
        if len(seen) != len(set(seen)):
            return None  # boards share candidates: not independent under a draw without replacement
        solved = {int(state.guesses[b.solved_at - 1]) for b in state.boards if b.solved_at is not None}
        if solved & {int(self._answer_guess[c]) for c in seen}:
            return None  # a solved board's answer is still a candidate: not independent without replacement
        return tuple(sorted(boards))
