"""Exact Xordle values on small lists: the least expected number of guesses to find both words, by expectimax over
the candidate pairs.

The model: every pair left equally likely (or as likely as the product of its words' prior probabilities); any
allowed guess may be played; no guess limit (the value is the least expected number, the limit aside). A guess is
valued as 1 plus, over the classes of pairs its merged row makes, the chance of the class times its value; the class
where the guess finds the second word ends the game. Positions are memoised by their pairs and the word found. The
search is exponential: lists of more than `MAX_ANSWERS` answers are refused.
"""

from __future__ import annotations

import math
import time

import numpy as np

from ndle.errors import ModeError, OutOfTime, UnsupportedGameError
from ndle.solver.arguments import HONOURS, refuse_unsupported
from ndle.xordle.pairs import merged_codes
from ndle.xordle.scores import pair_weights

MAX_ANSWERS = 16  # the most answers the exact search takes (120 pairs at most)


def exact_value(state) -> tuple[float, int]:
    """Return the least expected number of further guesses to find both words from a Xordle position, and a guess
    that reaches it.

    Parameters
    ----------
    state : State
        A Xordle position (`state.pairs` set) of a game of at most `MAX_ANSWERS` answers.

    Returns
    -------
    value : float
        The least expected number of further guesses (0 once both words are found).
    guess : int
        A best guess id (-1 once both are found).

    Raises
    ------
    UnsupportedGameError
        If the game is not Xordle, or asks for what the search does not honour (hard mode, rows that lie, a guess
        limit other than the setup's: the search has none).
    ModeError
        If its list has more than `MAX_ANSWERS` answers.
    """
    _check(state)
    if len(state.game.words.answers) > MAX_ANSWERS:
        raise ModeError(f"the exact Xordle search takes at most {MAX_ANSWERS} answers, not "
                        f"{len(state.game.words.answers):,}: use a smaller list (--answers-file)")
    return PositionSearch(state).value()


def _check(state) -> None:
    """Raise UnsupportedGameError unless `state` is a position of a Xordle game the search honours."""
    if state.pairs is None:
        raise UnsupportedGameError("the exact Xordle search needs a Xordle position (--game xordle)")
    refuse_unsupported(state.game, "the exact Xordle search", **HONOURS["xordle"])


class PositionSearch:
    """The exact search from one Xordle position, its memo kept between calls: the position's value and, for the
    skill-and-luck review, one guess's (on any list: its cost grows with the pairs left, not the answers).

    Parameters
    ----------
    state : State
        A Xordle position (`state.pairs` set).

    Raises
    ------
    UnsupportedGameError
        As `exact_value`.

    Attributes
    ----------
    deadline : float
        A `time.process_time` time after which `value` and `guess` raise `ndle.errors.OutOfTime` at their next
        position (infinite: never).
    """

    deadline: float = math.inf

    def __init__(self, state):
        game = state.game
        _check(state)
        self.done = state.done
        first, second = (np.asarray(a, dtype=np.int64) for a in state.pairs)
        weights = pair_weights(game.weights, first, second)
        self._search = _Search(game, first, second, np.full(len(first), 1.0) if weights is None else weights, self)
        self._start = tuple(range(len(first)))
        self._found = int(first[0]) if state.boards[0].solved else -1

    def value(self) -> tuple[float, int]:
        """Return (the least expected further guesses, a best guess id); (0, -1) once both words are found."""
        if self.done:
            return 0.0, -1
        value, guess = self._search.value(self._start, self._found)
        return float(value), int(guess)

    def guess(self, guess: int) -> float:
        """Return 1 plus the expected further guesses after `guess`, then the best (a guess that surely leaves the
        position as it is: 1 plus its value; inf for the found word again, which the game refuses)."""
        if self.done:
            return math.inf
        search, guess = self._search, int(guess)
        total = search.total(self._start, self._found, guess, math.inf)
        if math.isinf(total) and not (self._found >= 0 and search.found_id[guess] == self._found):
            return 1.0 + self.value()[0]  # the position again, one guess later
        return float(total)


class _Search:
    """The memoised expectimax over sets of pair indices (and the word found, -1 for none)."""

    def __init__(self, game, first: np.ndarray, second: np.ndarray, weights: np.ndarray, clock):
        self.first, self.second, self.weights, self.clock = first, second, weights, clock
        self.found_id = np.full(len(game.words.guesses), -1, dtype=np.int64)  # the answer id each guess is
        self.found_id[game.words.answer_guess] = np.arange(len(game.words.answers))
        matrix = np.asarray(game.matrix, dtype=np.int64)
        self.codes = merged_codes(matrix[:, first], matrix[:, second], game.words.length)  # guesses x pairs
        self.solved = game.solved
        self.memo: dict[tuple, tuple[float, int]] = {}

    def value(self, pairs: tuple[int, ...], found: int) -> tuple[float, int]:
        """Return (least expected further guesses, best guess) for these pairs and the word found (-1: none)."""
        key = (pairs, found)
        if key in self.memo:
            return self.memo[key]
        if time.process_time() > self.clock.deadline:
            raise OutOfTime
        best, best_guess = np.inf, -1
        for g in self._tried(pairs):
            total = self.total(pairs, found, g, best)
            if total < best:
                best, best_guess = total, g
        self.memo[key] = (best, best_guess)
        return best, best_guess

    def _tried(self, pairs: tuple[int, ...]) -> list[int]:
        """Return the guesses worth trying at these pairs: the lowest of each set that splits them alike, every
        answer among them (it may find a word); one pair left, its two words only."""
        idx = np.array(pairs, dtype=np.int64)
        rows = self.codes[:, idx]
        if len(pairs) == 1:
            return np.flatnonzero(rows[:, 0] == self.solved).tolist()  # the rest: at least one guess more
        finds = (rows == self.solved).any(axis=1)
        _, lowest = np.unique(rows, axis=0, return_index=True)  # the lowest guess id of each way of splitting
        keep = np.zeros(len(rows), dtype=bool)
        keep[lowest] = True
        keep &= (rows != rows[:, :1]).any(axis=1)  # tells nothing and finds nothing: never best
        return np.flatnonzero(keep | finds).tolist()

    def total(self, pairs: tuple[int, ...], found: int, g: int, best: float) -> float:
        """Return 1 plus the expected value after guess `g` at these pairs (at least `best` once it reaches it)."""
        if found >= 0 and self.found_id[g] == found:
            return np.inf  # the found word again: nothing new
        idx = np.array(pairs, dtype=np.int64)
        w = self.weights[idx] / self.weights[idx].sum()
        row = self.codes[g, idx]
        total = 1.0
        for code in np.unique(row).tolist():
            part = row == code
            if code == self.solved and found >= 0:
                continue  # the second word found: the game ends
            sub = tuple(idx[part].tolist())
            if code == self.solved:
                total += w[part].sum() * self.value(sub, int(self.found_id[g]))[0]
            elif sub == pairs:
                return np.inf  # the position again
            else:
                total += w[part].sum() * self.value(sub, found)[0]
            if total >= best:
                break
        return total
