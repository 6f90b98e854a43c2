"""Feedback that lies (Fibble): the channel from a row's true feedback to the row the game shows, and what the
rows shown tell about the answer.

The model is Fibble's own (its source, github.com/6zs/fibble, draws each
row's lie this way): on every row but the winning one, `lies` = k tiles show
a wrong colour. The set of lying tiles is uniform among the C(L, k) sets of k
of the L positions, and each lying tile's colour is uniform among the two
colours it does not have. The winning row (the guess is the answer) is shown
as it is, and the game ends. A lying row may show all greens: the game goes
on, so the player knows it lies; that observation is its own column of the
channel, `goes_on` ("all greens, not won").

The channel is the sparse matrix of P(shown | true) over zip codes (scipy's
CSR, 3**L rows, 3**L + 1 columns): for a true row t other than all greens,
each of the C(L, k) 2**k rows that differ from t in exactly k tiles has
probability 1 / (C(L, k) 2**k); all greens goes to the win. Honest feedback
has no channel (`Game.channel` is None): a shown row filters.

A board's weights are the prior times the product of the likelihoods of the
rows shown, normalised; answers of weight 0 are dropped (`reweigh`). Every
nonzero likelihood of a row but the win's is the same, so the weights stay
the prior's over the answers that explain every row (`Channel.flat`): the
weighted scorers keyed by candidate set stay right.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache, partial
from itertools import combinations, product
from math import comb

from typing import Any

import numpy as np

from ndle.game.board import Board, GuessId
from ndle.errors import ModeError, NdleError, UnexplainedRowError
from ndle.rules import check_lying_length
from ndle.patterns.codes import NOT_WON_MARK, Pattern, all_green, parse_any_row, parse_not_won
from ndle.patterns.matrix import frozen


@dataclass(frozen=True, eq=False)
class Channel:
    """P(shown | true) of rows whose `lies` tiles lie, on words of `length` letters (see the module's model).

    Parameters
    ----------
    length : int
        The word length L.
    lies : int
        The tiles that lie on every row but the winning one, k.
    matrix : scipy.sparse.csr_array
        3**L by 3**L + 1: row t, column s is P(the row shows s | its true feedback is t); the last column is
        "all greens, not won".
    """

    length: int
    lies: int
    matrix: Any  # a scipy.sparse.csr_array (scipy loads when a channel is made)

    @property
    def green(self) -> int:
        """Return the code of all greens: the winning row, shown as it is."""
        return all_green(self.length)

    @property
    def goes_on(self) -> int:
        """Return the column of a row that shows all greens while the game goes on (a lie)."""
        return self.matrix.shape[0]

    @property
    def flat(self) -> bool:
        """Return whether every nonzero likelihood of a lying row is the same (the weights stay the prior's)."""
        rows = np.repeat(np.arange(self.matrix.shape[0]), np.diff(self.matrix.indptr))
        lying = self.matrix.data[rows != self.green]
        return bool(np.all(lying == lying[0])) if lying.size else True

    def column(self, shown: Pattern, won: bool | None = None) -> int:
        """Return the channel's column of an observed row: `shown`, or `goes_on` for all greens not won (`won`
        None: all greens is read as the win)."""
        shown = int(shown)
        if won is None or shown != self.green:
            if won:
                raise NdleError("a row that wins shows all greens")
            return shown
        return shown if won else self.goes_on

    def likelihood(self, true: np.ndarray, shown: Pattern, won: bool | None = None) -> np.ndarray:
        """Return P(the observed row | each true code in `true`), as float64."""
        column = self.matrix[:, [self.column(shown, won)]].toarray()[:, 0]
        return column[np.asarray(true, dtype=np.intp)]

    def draw(self, true: Pattern, rng: np.random.Generator) -> Pattern:
        """Return the row the game shows for true feedback `true`, its lies drawn from `rng` (the game's
        Generator): k positions without replacement, then each one's offset to another colour, 1 or 2."""
        true = int(true)
        if true == self.green:
            return true
        digits = decode_digits(true, self.length)
        where = rng.choice(self.length, self.lies, replace=False)
        digits[where] = (digits[where] + rng.integers(1, 3, self.lies)) % 3
        return int(digits @ _powers(self.length))

    def shown_probabilities(self, true: np.ndarray) -> np.ndarray:
        """Return the (K, 3**L + 1) probabilities of the observed rows from those of the true rows, (K, 3**L)."""
        return np.asarray(self.matrix.T @ np.asarray(true, dtype=np.float64).T).T

    @property
    def row_entropy(self) -> np.ndarray:
        """Return the entropy in bits of each true row's shown row: log2(C(L, k) 2**k), 0 for the win."""
        out = np.full(self.matrix.shape[0], np.log2(comb(self.length, self.lies) * 2.0**self.lies))
        out[self.green] = 0.0
        return out


def decode_digits(code: int, length: int) -> np.ndarray:
    """Return a zip code's digits (0 grey, 1 yellow, 2 green), first letter first."""
    return (int(code) // _powers(length)) % 3


def _powers(length: int) -> np.ndarray:
    """Return 3**(L-1), ..., 3, 1: each letter's place in a zip code."""
    return 3 ** np.arange(length - 1, -1, -1, dtype=np.int64)


@cache
def lie_channel(length: int, lies: int) -> Channel:
    """Return the channel of rows with `lies` lying tiles on words of `length` letters (made once a process).

    Parameters
    ----------
    length : int
        The word length, at least `lies`.
    lies : int
        The tiles that lie on every row but the winning one (at least 1).

    Returns
    -------
    Channel
        Its sparse matrix of P(shown | true).
    """
    from scipy import sparse

    if lies < 1:
        raise ModeError(f"a channel needs at least one lying tile a row, got {lies}")
    check_lying_length(lies, length)
    n, powers = 3**length, _powers(length)
    codes = np.arange(n, dtype=np.int64)
    digits = (codes[:, None] // powers) % 3
    green = all_green(length)
    p = 1.0 / (comb(length, lies) * 2**lies)
    row_parts: list[np.ndarray] = []
    col_parts: list[np.ndarray] = []
    for where in combinations(range(length), lies):
        for offsets in product((1, 2), repeat=lies):
            shown = digits.copy()
            shown[:, where] = (shown[:, where] + offsets) % 3
            row_parts.append(codes)
            col_parts.append(shown @ powers)
    rows, cols = np.concatenate(row_parts), np.concatenate(col_parts)
    keep = rows != green
    rows, cols = np.append(rows[keep], green), np.append(cols[keep], green)
    cols[(cols == green) & (rows != green)] = n  # all greens on a lying row: the game goes on
    data = np.where(rows == green, 1.0, p)
    matrix = sparse.csr_array((data, (rows, cols)), shape=(n, n + 1))
    matrix.sum_duplicates()
    return Channel(length, lies, matrix)


def game_channel(rules, length: int) -> Channel | None:
    """Return the channel of a game's rules on words of `length` letters (None: its rows never lie)."""
    if not rules.lies:
        return None
    return lie_channel(length, rules.lies)


def parse_shown(game, text: str, length: int) -> Pattern:
    """Return the code of a row as a lying game shows it, typed as its feedback rule writes it: any marks, those
    an honest row never shows (all greens but one yellow) too; all greens then `NOT_WON_MARK` for a row that
    showed all greens while the game went on (`Channel.goes_on`)."""
    return parse_not_won(text, length, partial(parse_any_row, game.feedback_rule), game.solved)


def reweigh(game, board: Board, guess: GuessId, shown: Pattern, won: bool | None, index: int, turn: int) -> Board:
    """Return a board after a row: its candidates weighed by the row's likelihood (`Channel.likelihood`), those
    of weight 0 dropped, solved at `turn` if the row won; raise UnexplainedRowError if no candidate is left."""
    channel = game.channel
    true = np.asarray(game.matrix[int(guess)])[board.candidates]
    likelihood = channel.likelihood(true, shown, won)
    keep = likelihood > 0
    if not keep.any():
        word, n = game.words.guesses[int(guess)], game.words.length
        row = (game.feedback_rule.show(channel.green, n) + NOT_WON_MARK if int(shown) == channel.goes_on
               else game.feedback_rule.show(int(shown), n))
        raise UnexplainedRowError(f"board {index + 1}: no answer in the list explains {row} for "
                                  f"{word!r} with {game.lies} {'lie' if game.lies == 1 else 'lies'} a row")
    weights = board.probabilities[keep] * likelihood[keep]
    weights = weights / weights.sum()
    candidates = frozen(board.candidates[keep])
    won = int(shown) == channel.green if won is None else won
    uniform = game.weights is None and np.all(weights == weights[0])
    return Board(candidates, turn if won else None, weights=None if uniform else frozen(weights))


def apply_shown(state, guess: GuessId, patterns, won=None):
    """Return `state` after `guess` showed `patterns` (one per board; solved boards' entries ignored) under a
    lying game's channel; `won` says per board whether the row won (None: an all-green row is the win)."""
    n = len(state.boards)
    if len(patterns) != n:
        raise NdleError(f"expected feedback for {n} board(s), got {len(patterns)}")
    turn, boards = state.turn + 1, list(state.boards)
    seen: list[int | None] = [None] * n
    for b in state.active:
        code = int(patterns[b])
        boards[b] = reweigh(state.game, state.boards[b], guess, code, None if won is None else bool(won[b]), b,
                            turn)
        channel = state.game.channel  # a row that went on shows all greens all the same
        seen[b] = channel.green if code == channel.goes_on else code
    return replace(state, boards=tuple(boards), guesses=state.guesses + (int(guess),),
                   patterns=state.patterns + (tuple(seen),), tally=None)


def play_lying(state, guess: GuessId, answers, rng: np.random.Generator | None):
    """Return `state` after `guess` against the hidden `answers`, each board's row drawn through the channel from
    `rng` (the game's Generator: the same games for any number of workers)."""
    if rng is None:
        raise NdleError("a game whose rows lie draws its lies from the game's Generator: pass rng")
    game = state.game
    answers = np.asarray(answers, dtype=np.intp)
    true = np.asarray(game.matrix[int(guess)])[answers]
    shown = [game.channel.draw(t, rng) if b in state.active else int(t) for b, t in enumerate(true.tolist())]
    return apply_shown(state, guess, shown, won=(true == game.solved).tolist())


__all__ = ["Channel", "apply_shown", "decode_digits", "game_channel", "lie_channel",
           "parse_shown", "play_lying", "reweigh"]
