"""Fetterman's greedy entropy selectors for n boards: `sum` of entropies and Vern's-gambit `min`.

Each board's score for a guess g is ``H*(E|g) = sum_i |E_i|/|E| log2 |E_i|`` (form 7),
except -100 when ``|E| = 1`` and g is that last candidate (in the greens mode: when g
agrees with it wherever no green was shown yet, so g solves the board). Ties go to the
alphabetically first guess (exact ties: form 7 is summed in fixed point), or
with `tiebreak="candidates"` to the first tied guess that is still a possible
answer on some unsolved board, or with `tiebreak="fetterman"` as Fetterman's
program broke them (his section 6 calls the order arbitrary): the first in
Clojure's hash-map order of the words (`ndle.strategies.fetterman_order`), and for `min` the
best guess of the first board (in board order) that reaches the minimum.

`objective` names the score the player is after: `last` (Fetterman's, the
turn the last board is solved) or `total` (the real games' official score,
the sum of the boards' solve turns). A greedy entropy rule has no term for
either (both gain from the same information, and both solve a one-candidate
board at once); the objective acts only where the greedy score ties exactly:
`total` first keeps the tied guesses with the largest expected number of
boards solved this very turn (``sum of 1/|E|`` over the unsolved boards
where the guess is a candidate), which lowers the expected total by that much. For a rule that
weighs the objective beyond ties see the lookahead strategy.

Under an answer prior (`Game.weights`) each board's score is the expected
entropy left, ``H(A | P) = H(A) - H(P)`` over the candidates' probabilities
(`ndle.measures.weighted`), and `total`'s expected number of boards solved
sums the candidates' probabilities. When rows lie (`Game.channel`) it is the
expected entropy left after the row shown, ``H(A | S)`` (`ndle.measures.shown`).

With more than `EXACT_BOARDS` unsolved boards `sum` keeps the total between
turns in fixed point (2**-32 bits), adding and taking away only the scores of
the candidate sets that changed (boards with one candidate add their
solve-now bonus as one count per guess), so a guess costs work for the boards
it split, not for every board (Kilordle's thousand); up to `EXACT_BOARDS` the
boards' scores are added in board order as always.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property

import numpy as np

from ndle.game import Board, Game, GuessId, State
from ndle.measures.entropy import Scorer
from ndle.measures.shown import ShownScorer
from ndle.measures.solves import expected_solves, solving_guesses
from ndle.measures.weighted import WeightedScorer
from ndle.strategies.fetterman_order import clojure_rank
from ndle.strategies.pools import candidate_mask
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option, one_of
from ndle.xordle.scores import pair_phase, sum_scores

SOLVE_NOW = -100.0
EXACT_BOARDS = 64  # up to this many unsolved boards `sum` adds their float scores in board order
_FIXED = 2.0**32  # the fixed-point unit of `sum` on more boards (totals stay below 2**53: exact as floats)
TIEBREAKS = ("alphabetical", "candidates", "fetterman")
OBJECTIVES = ("last", "total")


class EntropyStrategy(Strategy):
    """The entropy strategies' common part: each board's entropy of every guess, combined by a subclass.

    Options: `pool` (which guesses may be played, see `ndle.strategies.pools`), `tiebreak` (how equal scores are
    ordered, one of `TIEBREAKS`) and `objective` (`last`, the last board's solve turn, or `total`, the sum of the
    boards' solve turns).

    Parameters
    ----------
    game : Game
        The game played.
    **options
        The options above.
    """

    options = (*Strategy.options, Option("tiebreak", "alphabetical", one_of(TIEBREAKS)),
               Option("objective", "last", one_of(OBJECTIVES)))
    tiebreak: str
    objective: str

    @cached_property
    def scorer(self) -> Scorer | WeightedScorer | ShownScorer:
        """Return the entropy scorer of the game's matrix (and prior), shared by every strategy on it in the process;
        made at its first use (a first guess read from the shipped openers needs no matrix)."""
        return scorer_for(self.game)

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        self.rank = clojure_rank(game.words.guesses) if self.tiebreak == "fetterman" else None
        self._counts: Counter = Counter()  # `sum` on many boards: the candidate sets (as bytes) of the last total,
        self._rows: dict[bytes, np.ndarray] = {}  # their fixed-point scores, and the total
        self._total = np.zeros(len(game.words.guesses), dtype=np.int64)

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        """Return H*(E|g) of one board for each guess in `rows` (default: every guess); lower is better."""
        s = self.scorer.remaining(board.candidates)
        if len(board.candidates) == 1:
            s = s.copy()
            s[self.game.words.answer_guess[board.candidates[0]]] = SOLVE_NOW
        return s if rows is None else s[rows]

    def combine(self, scores: list[np.ndarray]) -> np.ndarray:
        raise NotImplementedError

    def guess_scores(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        """Return the allowed guesses and their combined expected remaining entropy (lower is better)."""
        rows = np.flatnonzero(self.allowed(state))
        return rows, self.combined(state)[rows]

    def combined(self, state: State) -> np.ndarray:
        """Return the unsolved boards' scores of every guess, combined (in Xordle before a word is found: the pairs'
        entropy left, `ndle.xordle.scores.sum_scores`)."""
        if pair_phase(state):
            return sum_scores(self.game, state)
        return self.combine(self.unsolved_scores(state))

    def unsolved_scores(self, state: State) -> list[np.ndarray]:
        """Return each unsolved board's scores (`board_scores`); in the greens mode a board with one candidate left
        gets `SOLVE_NOW` from every guess that agrees with it wherever no green was shown yet (each solves it)."""
        if not self.game.observation.solves_by_greens:
            return [self.board_scores(b) for b in state.unsolved]
        active = np.asarray(state.active, dtype=np.intp)
        sole = active[state.sizes[active] == 1]
        solving = dict(zip(sole.tolist(), solving_guesses(state, sole)))
        return [np.where(solving[b], SOLVE_NOW, self.scorer.remaining(state.boards[b].candidates)) if b in solving
                else self.board_scores(state.boards[b]) for b in active.tolist()]

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        total = np.where(self.allowed(state), self.combined(state), np.inf)
        return self.first_tied(total == total.min(), state)

    def first_tied(self, tied: np.ndarray, state: State) -> GuessId:
        """Return the guess the tie rule picks among the `tied` mask."""
        if self.objective == "total" and np.count_nonzero(tied) > 1:
            tied = tied & _most_solved_now(tied, state)
        if self.tiebreak == "candidates" and (tied & (candidates := candidate_mask(state))).any():
            tied = tied & candidates
        elif self.tiebreak == "fetterman":
            idx, rank = np.flatnonzero(tied), self.rank
            assert rank is not None  # kept under this tie rule
            return int(idx[np.argmin(rank[idx])])
        return int(np.argmax(tied))


@register("sum")
class SumEntropy(EntropyStrategy):
    """Minimise the sum over unsolved boards of the expected remaining entropy (Fetterman section 4)."""

    summary = "Fetterman: minimise the summed expected remaining entropy over unsolved boards"

    def combine(self, scores: list[np.ndarray]) -> np.ndarray:
        return np.sum(scores, axis=0)

    def combined(self, state: State) -> np.ndarray:
        """Return the summed scores: in board order up to `EXACT_BOARDS` unsolved boards, else in fixed point,
        updated from the last state's by the candidate sets that changed."""
        active = state.active_mask
        if (np.count_nonzero(active) <= EXACT_BOARDS or self.game.observation.weighted or pair_phase(state)
                or self.game.observation.rows_lie):
            return super().combined(state)
        keys: dict[int, tuple[bytes, Board]] = {}
        sets: Counter[bytes] = Counter()
        for b in np.flatnonzero(active & (state.sizes > 1)).tolist():
            board = state.boards[b]
            entry = keys.get(id(board.candidates))
            if entry is None:
                entry = keys[id(board.candidates)] = (board.candidates.astype(np.int32).tobytes(), board)
            sets[entry[0]] += 1
        boards = dict(keys.values())
        for key in set(sets) | set(self._counts):
            change = sets[key] - self._counts[key]
            if change:
                if key not in self._rows:
                    self._rows[key] = np.rint(self.board_scores(boards[key]) * _FIXED).astype(np.int64)
                self._total += change * self._rows[key]
            if not sets[key]:
                self._rows.pop(key, None)
        self._counts = sets
        if self.game.observation.solves_by_greens:  # the guesses that solve a one-candidate board: more than its word
            solve = np.rint(expected_solves(state, np.flatnonzero(active & (state.sizes == 1)))).astype(np.int64)
        else:
            single = state.sole[active & (state.sizes == 1)]
            solve = np.bincount(self.game.words.answer_guess[single], minlength=len(self._total))
        return (self._total + solve * np.int64(round(SOLVE_NOW * _FIXED))) / _FIXED


@register("min")
class MinEntropy(EntropyStrategy):
    """Vern's gambit: minimise the expected remaining entropy of the most promising board (Fetterman section 7)."""

    summary = "Vern's gambit: minimise the lowest single-board expected remaining entropy"

    def combine(self, scores: list[np.ndarray]) -> np.ndarray:
        return np.minimum.reduce(scores)

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        if self.tiebreak != "fetterman":
            return super().choose(state, rng)
        allowed = self.allowed(state)
        scores = [np.where(allowed, s, np.inf) for s in self.unsolved_scores(state)]
        board = int(np.argmin([s.min() for s in scores]))  # the first board reaching the minimum
        return self.first_tied(scores[board] == scores[board].min(), state)


def _most_solved_now(tied: np.ndarray, state: State) -> np.ndarray:
    """Return the mask of the tied guesses with the largest expected number of boards solved this turn."""
    expected = np.zeros(tied.shape, dtype=np.float64)
    answer_guess = state.game.words.answer_guess
    for board in state.unsolved:
        expected[answer_guess[board.candidates]] += board.probabilities
    best = expected[tied].max()
    return tied & (expected == best)


def scorer_for(game: Game) -> Scorer | WeightedScorer | ShownScorer:
    """Return the process's shared scorer of a game's expected entropy left: uniform, or under its prior, or of
    the rows shown when they lie (`ndle.measures.shown`)."""
    return game.observation.entropy_scorer()
