"""Exact Xordle values on small lists: the least expected number of guesses to find both words, by expectimax over
the candidate pairs.

The model: every pair left equally likely (or as likely as the product of its words' prior probabilities); any
allowed guess may be played; no guess limit (the value is the least expected number, the limit aside). A guess is
valued as 1 plus, over the classes of pairs its merged row makes, the chance of the class times its value; the class
where the guess finds the second word ends the game. Positions are memoised by their pairs and the word found. The
search is exponential: lists of more than `MAX_ANSWERS` answers are refused.
"""

from __future__ import annotations

import numpy as np

from ndle.errors import ModeError, UnsupportedGameError
from ndle.rules import XORDLE_MODE
from ndle.solver.arguments import refuse_unsupported
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
    game = state.game
    if state.pairs is None:
        raise UnsupportedGameError("the exact Xordle search needs a Xordle position (--game xordle)")
    refuse_unsupported(game, "the exact Xordle search", boards=True, prior=True, hard_mode=False, limit=False,
                       modes=(XORDLE_MODE,))
    if len(game.words.answers) > MAX_ANSWERS:
        raise ModeError(f"the exact Xordle search takes at most {MAX_ANSWERS} answers, not "
                        f"{len(game.words.answers):,}: use a smaller list (--answers-file)")
    if state.done:
        return 0.0, -1
    first, second = (np.asarray(a, dtype=np.int64) for a in state.pairs)
    weights = pair_weights(game.weights, first, second)
    weights = np.full(len(first), 1.0) if weights is None else weights
    search = _Search(game, first, second, weights)
    found = int(first[0]) if state.boards[0].solved else -1
    value, guess = search.value(tuple(range(len(first))), found)
    return float(value), int(guess)


class _Search:
    """The memoised expectimax over sets of pair indices (and the word found, -1 for none)."""

    def __init__(self, game, first: np.ndarray, second: np.ndarray, weights: np.ndarray):
        self.first, self.second, self.weights = first, second, weights
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
        idx = np.array(pairs, dtype=np.int64)
        w = self.weights[idx] / self.weights[idx].sum()
        best, best_guess = np.inf, -1
        for g in range(self.codes.shape[0]):
            if found >= 0 and self.found_id[g] == found:
                continue  # the found word again: nothing new
            row = self.codes[g, idx]
            if len(pairs) > 1 and (row == row[0]).all() and row[0] != self.solved:
                continue  # tells nothing and finds nothing
            if len(pairs) == 1 and row[0] != self.solved:
                continue  # one pair left: only its words are worth guessing
            total = 1.0
            for code in np.unique(row).tolist():
                part = row == code
                if code == self.solved and found >= 0:
                    continue  # the second word found: the game ends
                sub = tuple(idx[part].tolist())
                if code == self.solved:
                    total += w[part].sum() * self.value(sub, int(self.found_id[g]))[0]
                elif sub == pairs:
                    total = np.inf
                    break
                else:
                    total += w[part].sum() * self.value(sub, found)[0]
                if total >= best:
                    break
            if total < best:
                best, best_guess = total, g
        self.memo[key] = (best, best_guess)
        return best, best_guess
