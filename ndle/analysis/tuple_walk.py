"""Every answer tuple of an n-board game at once: a deterministic strategy's joint decision tree, walked with numpy.

A deterministic strategy plays the same guess wherever it sees the same
position, so the games against all answer tuples share one decision tree. A
node holds the tuples still consistent with what the player saw (an array:
one row a tuple, one column a board's answer id); the strategy is asked once
there, the tuples are grouped by the feedback the player sees (the codes of
its visible unsolved boards, and in sequence mode the history of a board when
it is revealed), and each group is a child, its state made by `State.apply`
and `State.reveal` as a game makes it. When every board of a child is solved,
its tuples' solve turns are recorded. The root holds the tuples `simulate
--games all` plays, in its order (`ndle.montecarlo.spec.nth_tuple`).

Games go on past the guess limit up to the game's turn cap, as `play_game`
plays them (a game past the limit is lost, but its turns still count in the
mean); a branch reaching the cap raises NdleError.
"""

from __future__ import annotations

from typing import Iterator

import numpy as np

from ndle.errors import NdleError
from ndle.game import Game, GuessId, State
from ndle.playing import next_guess
from ndle.montecarlo.spec import check_distinct, every_tuple
from ndle.strategies import Strategy

MAX_WALK_TUPLES = 20_000_000  # the most answer tuples a walk holds (full Dordle with repeats is 5,359,225)


def check_walk(game: Game, strategy: Strategy, replacement: bool) -> int:
    """Return the number of answer tuples a walk of `game` plays, raising NdleError (one line) if it cannot be walked.

    Parameters
    ----------
    game : Game
        The game (any number of boards; no pre-filled guesses).
    strategy : Strategy
        The player: it must be deterministic.
    replacement : bool
        Every tuple with repeats, instead of distinct answers per tuple.

    Returns
    -------
    int
        The number of tuples (see `ndle.montecarlo.spec.count_tuples`).
    """
    if not strategy.deterministic:
        raise NdleError(f"strategy {strategy.name!r} is randomised: it has no decision tree to walk over every answer "
                        "tuple; use ndle simulate --games all (each game with its own seeded Generator)")
    if game.prefill:
        raise NdleError(f"{game.mode} mode draws its pre-filled guesses at random: there is no single decision tree; "
                        "use ndle simulate --games all")
    n, boards = len(game.words.answers), game.boards
    check_distinct(n, boards, replacement)
    return every_tuple(n, boards, replacement, MAX_WALK_TUPLES, "use a smaller list or fewer boards")


def root_tuples(n_answers: int, boards: int, replacement: bool) -> np.ndarray:
    """Return every answer tuple as rows of answer ids, in `simulate --games all`'s order (lexicographic).

    Parameters
    ----------
    n_answers : int
        The answers on the list.
    boards : int
        The tuple's length.
    replacement : bool
        All tuples (repeats allowed), else those of distinct answers.

    Returns
    -------
    numpy.ndarray
        int32, shape (count, boards): row i is `nth_tuple(i, ...)`.
    """
    grid = np.indices((n_answers,) * boards, dtype=np.int32).reshape(boards, -1).T
    if replacement or boards == 1:
        return np.ascontiguousarray(grid)
    s = np.sort(grid, axis=1)
    return np.ascontiguousarray(grid[(s[:, 1:] != s[:, :-1]).all(axis=1)])


def _groups(keys: np.ndarray) -> Iterator[np.ndarray]:
    """Yield the row indices of each distinct row of `keys` (rows: tuples; columns: codes), in sorted key order."""
    base = int(keys.max(initial=0)) + 2  # codes and -1 (nothing shown) as digits of one int64 key
    if base ** keys.shape[1] < 2 ** 62:
        key = ((keys.astype(np.int64) + 1) * base ** np.arange(keys.shape[1] - 1, -1, -1, dtype=np.int64)).sum(axis=1)
    else:
        _, key = np.unique(keys, axis=0, return_inverse=True)
        key = key.reshape(-1)
    order = np.argsort(key, kind="stable")
    cuts = np.flatnonzero(np.diff(key[order])) + 1
    yield from np.split(order, cuts)


def _settle(state: State, tuples: np.ndarray, rows: np.ndarray) -> Iterator[tuple[State, np.ndarray]]:
    """Yield (state, rows) after the reveals sequence mode makes (a board shown once it is the first unsolved)."""
    b = state.needs_reveal
    if b is None:
        yield state, rows
        return
    game, green = state.game, state.game.solved
    history = game.matrix[np.asarray(state.guesses)[:, None], tuples[rows, b][None, :]].T.astype(np.int64)
    seen = np.cumsum(history == green, axis=1)
    history[(seen - (history == green)) > 0] = -1  # nothing is shown after the board's all-greens
    for part in _groups(history):
        codes = [int(p) for p in history[part[0]] if p >= 0]
        yield from _settle(state.reveal(b, codes), tuples, rows[part])


def children(state: State, guess: GuessId, tuples: np.ndarray, rows: np.ndarray
             ) -> Iterator[tuple[tuple, State, np.ndarray]]:
    """Yield (key, child state, rows) for each feedback the player can see after `guess` at `state`.

    Parameters
    ----------
    state : State
        The position every tuple of `rows` leads to.
    guess : int
        The guess played there.
    tuples : numpy.ndarray
        Every answer tuple of the walk (rows of answer ids).
    rows : numpy.ndarray
        The indices of the tuples at this position.

    Returns
    -------
    iterator of (tuple, State, numpy.ndarray)
        The codes the visible unsolved boards show (the key), the state after them (and after any reveal),
        and the indices of the tuples there; in increasing key order.
    """
    active = state.active
    codes = state.game.matrix[guess][tuples[rows][:, active]]
    for part in _groups(codes):
        shown = codes[part[0]]
        patterns: list[int | None] = [None] * state.game.boards
        for b, p in zip(active, shown):
            patterns[b] = int(p)
        for child, sub in _settle(state.apply(guess, patterns), tuples, rows[part]):
            yield tuple(int(p) for p in shown), child, sub


def walk(state: State, strategy: Strategy, tuples: np.ndarray, rows: np.ndarray, turns: np.ndarray, *,
         opener: GuessId | None = None, cap: int | None = None) -> int:
    """Walk the decision tree below `state` over the tuples `rows`, writing their solve turns; return the positions.

    Parameters
    ----------
    state : State
        A position every tuple of `rows` leads to.
    strategy : Strategy
        A deterministic strategy made for the game.
    tuples : numpy.ndarray
        Every answer tuple of the walk.
    rows : numpy.ndarray
        The indices of the tuples below `state`.
    turns : numpy.ndarray
        Shape (len(tuples), boards): `turns[i, b]`, the turn board b of tuple i is solved, is written here.
    opener : int, optional
        The first guess (default: the strategy's own).
    cap : int, optional
        The turn a branch gives up at (default the game's turn cap): NdleError.

    Returns
    -------
    int
        The positions where the strategy was asked (the decision tree's nodes).
    """
    positions, stack = 0, [(state, rows)]
    while stack:
        s, r = stack.pop()
        if s.done:
            turns[r] = [b.solved_at for b in s.boards]
            continue
        guess = next_guess(s, strategy, opener=opener, cap=cap)
        positions += 1
        stack.extend((child, sub) for _, child, sub in reversed(list(children(s, guess, tuples, r))))
    return positions
