"""Dichter's heuristic player ("Solving Wordle Heuristically", 2022): letter-position probabilities, no partitions.

Over a board's remaining solutions, P(a, r) is the share with letter a in
position r and V = sin(pi P)^(2/3) its value (zero at certainty, p = 0 or 1).
A guess's tile t with letter a scores sum_r W(t, r) V(a, r), with W = 1 on the
diagonal and 1/2 elsewhere, times the quality Q(q_u, q_m) for repeated letters
(q_m: tiles of the guess with that letter; q_u: positions where that letter is
certain; Dichter's Table 2, zero outside it), and nothing if P(a, t) = 1:

    Q     q_m=1  q_m=2  q_m=3
    q_u=0   1     1/2    1/3
    q_u=1   0     1/4    1/4
    q_u=2   0      0     1/3

The top score S is played until two or fewer solutions remain, then the
alphabetically first solution. Ties (scores equal within 1e-9, so that
scores equal in exact arithmetic tie): a guess that may be the answer first
(the highest solution probability), then alphabetical. On n boards S and the
solution probability are summed over unsolved boards, and a board with two or
fewer solutions forces a guess among them.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ndle.strategies.endgame import restrict
from ndle.strategies.pools import candidate_mask
from ndle.checks import whole
from ndle.errors import StrategyError
from ndle.game import Board, GuessId, State
from ndle.words import MAX_LENGTH, WordList
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option
from ndle.measures.letters import position_counts
from ndle.patterns.matrix import guess_letters

QUALITY = np.array([[1, 1 / 2, 1 / 3], [0, 1 / 4, 1 / 4], [0, 0, 1 / 3]])  # [q_u, q_m - 1]
_Q = np.zeros((MAX_LENGTH + 1, MAX_LENGTH + 1))
_Q[:3, 1:4] = QUALITY  # indexed [q_u, q_m]; zero outside Dichter's table


def weight(length: int) -> np.ndarray:
    """Return W for words of `length` letters: 1 on the diagonal, 1/2 elsewhere."""
    return np.full((length, length), 0.5) + 0.5 * np.eye(length)


TIE_TOLERANCE = 1e-9  # scores equal in exact arithmetic tie, whatever the float summation order
MAX_GRID = 1 << 16  # interpolation points of the option grid (the value is smooth: a few hundred are plenty)


def value(p: np.ndarray, grid: int = 0) -> np.ndarray:
    """Return Dichter's value of a letter-position probability, v(p) = sin(pi p)^(2/3), exactly 0 at p = 0 and 1.

    `grid` = N > 1 interpolates v linearly between N equally spaced points of
    [0, 1], as Dichter's program does (N = 1000); 0 evaluates the formula.
    """
    p = np.asarray(p, dtype=np.float64)
    if grid:
        x = np.linspace(0.0, 1.0, grid)
        return np.interp(p, x, value(x))
    v = np.sin(np.pi * p) ** (2 / 3)
    return np.where((p <= 0) | (p >= 1), 0.0, v)


@cache
def _repeats(words: WordList) -> np.ndarray:
    """Return q_m for every guess tile: how many tiles of the guess carry the same letter, (G, length)."""
    letters = guess_letters(words)[0]
    q = (letters[:, :, None] == letters[:, None, :]).sum(axis=2)
    q.setflags(write=False)
    return q


def dichter_scores(words: WordList, candidates: np.ndarray, rows: np.ndarray | None, grid: int = 0) -> np.ndarray:
    """Return Dichter's unnormalised score S of each guess in `rows` (None: every guess) over one board's solutions."""
    counts = position_counts(words, candidates)  # (length, letters): position, letter
    m = len(candidates)
    prob = counts.T / m  # (letters, length): letter, position
    tile_value = value(prob, grid) @ weight(words.length).T  # [a, t] = sum_r W(t, r) V(a, r)
    certain = np.equal(counts.T, m)
    q_u = certain.sum(axis=1)
    picked = slice(None) if rows is None else rows
    letters = guess_letters(words)[0][picked]
    pos = np.arange(words.length)
    quality = _Q[q_u[letters], _repeats(words)[picked]]
    live = ~certain[letters, pos]
    return (tile_value[letters, pos] * quality * live).sum(axis=1)


def grid_points(name: str, value, game=None) -> int:
    """Return the `grid` option: 0 (the exact formula) or 2 to MAX_GRID points, raising StrategyError otherwise."""
    grid = whole(value, f"option {name}", StrategyError, high=MAX_GRID, also=" (0: the exact formula)")
    if grid == 1:
        raise StrategyError(f"option {name} must be 0 (the exact formula) or at least 2 points, got 1")
    return grid


@register("dichter")
class Dichter(Strategy):
    """Dichter's heuristic: maximise the letter-probability score S; ties to possible answers, then alphabetical."""

    summary = "Dichter: maximise a letter-position probability score (no partitions), opener SOARE"

    options = (*Strategy.options, Option("grid", 0, grid_points))
    grid: int

    def board_scores(self, board: Board, rows: np.ndarray | None = None) -> np.ndarray:
        """Return S of each guess in `rows` (default: every guess) for one board; higher is better."""
        return dichter_scores(self.game.words, board.candidates, rows, self.grid)

    better = "higher"

    def guess_scores(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        """Return the allowed guesses and their summed S (higher is better; with two or fewer solutions left on a
        board the choice is forced among them whatever S says)."""
        rows = np.flatnonzero(self.allowed(state))
        return rows, np.sum([self.board_scores(b, rows) for b in state.unsolved], axis=0)

    def solution_probability(self, state: State, rows: np.ndarray) -> np.ndarray:
        """Return, per guess, the summed chance over unsolved boards that it is that board's answer."""
        prob = np.zeros(len(self.game.words.guesses))
        for board in state.unsolved:
            prob[self.game.words.answer_guess[board.candidates]] += board.probabilities  # the prior's, if any
        return prob[rows]

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        allowed = self.allowed(state)
        small = [b for b in state.unsolved if len(b.candidates) <= 2]
        if small:
            rows = np.flatnonzero(restrict(allowed, candidate_mask(state, small)))
            return int(rows[np.argmax(self.solution_probability(state, rows))])
        rows = np.flatnonzero(allowed)
        scores = np.sum([self.board_scores(b, rows) for b in state.unsolved], axis=0)
        top = scores.max()
        tied = rows[scores >= top - TIE_TOLERANCE * max(1.0, abs(top))]
        return int(tied[np.argmax(self.solution_probability(state, tied))])
