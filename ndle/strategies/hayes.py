"""Hayes's player family: `random`, and the spectrum players `entropy` (max H), `stddev` (min sigma),
`scatter` (max chi).

Every player scores each allowed guess per unsolved board and plays the best
total; ties go to the alphabetically first guess, as Hayes's programs do. On
several boards the per-board scores are summed: for `entropy` that is the
joint entropy of the boards' feedback (the boards are independent), for
`stddev` the summed sigma (minimised), for `scatter` the summed chi.
Hayes's two endgame rules are options, on by default (see `ndle.strategies.endgame`):
`two_left` (with two candidates left play one of them) and `last_guess`
(the last allowed guess is always a candidate). `tiebreak="candidates"`
plays, among the tied best guesses, the first one that is still a possible answer.

Under an answer prior (`Game.weights`) `entropy`'s H is the entropy of the
feedback over the candidates' probabilities (`ndle.measures.weighted`);
`stddev` and `scatter` are statistics of the classes' sizes, not of
probabilities, and `random` draws uniformly among the candidates, as Hayes
defines them: the prior leaves those three unchanged. When rows lie
(`Game.channel`) `entropy`'s H is that of the row shown (`ndle.measures.shown`);
`stddev` and `scatter` stay statistics of the true classes.
"""

from __future__ import annotations

from functools import cached_property
from typing import ClassVar

import numpy as np

from ndle.strategies.endgame import forced_mask, restrict
from ndle.game import Board, GuessId, State
from ndle.measures.spectrum import StatsCache
from ndle.measures.shown import ShownScorer
from ndle.measures.weighted import WeightedScorer
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option, one_of, yes_no_option
from ndle.strategies.pools import candidate_mask
from ndle.xordle.scores import PairStats, pair_phase, pair_stats


TIEBREAKS = ("alphabetical", "candidates")


class HayesPlayer(Strategy):
    """A deterministic player maximising a per-board score summed over unsolved boards, with Hayes's endgame rules."""

    better = "higher"
    pairs_scored: ClassVar[bool] = False  # whether Xordle's pairs are scored (`pair_scores`) before a word is found
    options = (*Strategy.options, Option("two_left", True, yes_no_option), Option("last_guess", True, yes_no_option),
               Option("tiebreak", "alphabetical", one_of(TIEBREAKS)))
    two_left: bool
    last_guess: bool
    tiebreak: str

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        """Return one board's score of each guess in `rows` (default: every guess); higher is better."""
        raise NotImplementedError

    def choices(self, state: State) -> np.ndarray:
        """Return the sorted guess ids this player picks among now (pool and endgame rules applied)."""
        allowed = self.allowed(state)
        return np.flatnonzero(restrict(allowed, forced_mask(state, two_left=self.two_left,
                                                            last_guess=self.last_guess)))

    def scores(self, state: State, rows: np.ndarray) -> np.ndarray:
        """Return the summed score of each guess in `rows` over the unsolved boards (in Xordle before a word is
        found: the score of the merged rows over the pairs left)."""
        if self.pairs_scored and pair_phase(state) and state.pairs is not None:
            first, second = state.pairs
            return self.pair_scores(pair_stats(self.game, first, second, rows))
        return np.sum([self.board_scores(b, rows) for b in state.unsolved], axis=0)

    def pair_scores(self, stats: PairStats) -> np.ndarray:
        """Return the score of each guess from the statistics of its merged Xordle rows (higher is better; used
        where `pairs_scored`, else the boards are scored)."""
        raise NotImplementedError

    def guess_scores(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        """Return the guesses this player picks among now and their summed score (higher is better)."""
        rows = self.choices(state)
        return rows, self.scores(state, rows)

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        rows = self.choices(state)
        if len(rows) == 1:
            return int(rows[0])
        scores = self.scores(state, rows)
        best = int(np.argmax(scores))
        if self.tiebreak == "candidates":
            tied = rows[scores == scores[best]]
            possible = tied[candidate_mask(state)[tied]]
            if len(possible):
                return int(possible[0])
        return int(rows[best])

    def __repr__(self) -> str:
        return f"{type(self).__name__}(pool={self.pool!r}, two_left={self.two_left}, last_guess={self.last_guess})"


class _SpectrumPlayer(HayesPlayer):
    pairs_scored = True

    @cached_property
    def cache(self) -> StatsCache:
        """Return the zip-code statistics of the game's matrix, shared by every strategy on it in the process; made
        at its first use (a first guess read from the shipped openers needs no matrix)."""
        g = self.game
        return StatsCache.for_matrix(g.matrix, length=g.words.length, n_codes=g.solved + 1)

    @cached_property
    def weighted(self) -> ShownScorer | WeightedScorer | None:
        """Return the scorer of rows that may lie (the game's channel), else the prior-weighted scorer of the game's
        matrix, or None with neither (made at its first use)."""
        observation = self.game.observation
        return observation.entropy_scorer() if observation.rows_lie or observation.weighted else None


@register("entropy")
class MaxEntropy(_SpectrumPlayer):
    """Hayes's max-entropy player: maximise H, the expected information of the guess in bits (summed over boards)."""

    summary = "Hayes: maximise the expected information H (bits), summed over unsolved boards"

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        if self.weighted is not None:
            h = self.weighted.entropy(board.candidates)
            return h if rows is None else h[rows]
        return self.cache.stats(board.candidates, rows).entropy

    def pair_scores(self, stats: PairStats) -> np.ndarray:
        return stats.entropy


@register("stddev")
class MinStdDev(_SpectrumPlayer):
    """Hayes's min-standard-deviation player: minimise sigma of all 3**L zip-code counts (243 for
    five letters), empty ones included."""

    summary = "Hayes: minimise the standard deviation of the 3**L zip-code counts, summed over boards"

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        return -self.cache.stats(board.candidates, rows).stddev

    def pair_scores(self, stats: PairStats) -> np.ndarray:
        k = self.game.solved + 2  # Xordle's codes: Wordle's and the all-green row that found no word
        return -np.sqrt(np.maximum(stats.sumsq / k - (stats.pairs / k) ** 2, 0.0))


@register("scatter")
class MaxScatter(_SpectrumPlayer):
    """Hayes's max-scatter player: maximise chi, the number of occupied zip codes."""

    summary = "Hayes: maximise the number of occupied zip codes (chi), summed over boards"

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        return self.cache.stats(board.candidates, rows).scatter.astype(np.float64)

    def pair_scores(self, stats: PairStats) -> np.ndarray:
        return stats.classes.astype(np.float64)


@register("random")
class RandomCandidate(Strategy):
    """Hayes's random player: a uniformly random remaining candidate (on n boards, of any unsolved board).

    Draws only from the Generator passed to `choose` (a fresh default_rng() if
    none). The pool still applies: with `hard` on several boards, if no
    candidate is allowed, a random allowed guess.
    """

    summary = "Hayes: a random remaining candidate (random starter too)"
    deterministic = False

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        rng = np.random.default_rng() if rng is None else rng
        rows = np.flatnonzero(restrict(self.allowed(state), candidate_mask(state)))
        return int(rows[rng.integers(len(rows))])
