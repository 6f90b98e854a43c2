"""Guess pools: which guesses a strategy may play in a state (all, candidates only, or hard mode), within what the
game allows (in a hard-mode game, only guesses that use the hints shown so far; in a game of consistent play, only
codes still possible on some unsolved board)."""

from __future__ import annotations

from typing import Iterable

import numpy as np

from ndle.errors import StrategyError
from ndle.game import Board, State
from ndle.patterns.hard import hard_mode_breach, hard_mode_mask

POOLS = ("all", "candidates", "hard")


def candidate_mask(state: State, boards: Iterable[Board] | None = None) -> np.ndarray:
    """Return the mask of guesses that are still possible answers on the given (default: unsolved) boards."""
    words = state.game.words
    mask = np.zeros(len(words.guesses), dtype=bool)
    if boards is None:  # the unsolved boards: those with one candidate left at once
        active = state.active_mask
        mask[words.answer_guess[state.sole[active & (state.sizes == 1)]]] = True
        boards = [state.boards[b] for b in np.flatnonzero(active & (state.sizes > 1))]
    for board in boards:
        mask[words.answer_guess[board.candidates]] = True
    return mask


def hard_mask(state: State, board: int = 0) -> np.ndarray:
    """Return the mask of guesses Selby's hard-mode rule allows after one board's feedback so far."""
    history = ((g, p) for g, row in zip(state.guesses, state.patterns) if (p := row[board]) is not None)
    return hard_mode_mask(state.game.words, history)


def rule_mask(state: State) -> np.ndarray:
    """Return the mask of guesses the game's rule on guesses allows now: in a hard-mode game (one board) those that
    use the hints shown so far, in a game of consistent play (after any pre-filled guesses) the codes still possible
    on some unsolved board; every guess otherwise."""
    mask = hard_mask(state) if state.game.hard else np.ones(len(state.game.words.guesses), dtype=bool)
    if state.game.consistent and state.turn >= state.game.prefill:
        mask &= candidate_mask(state)
    return mask


def game_allows(state: State) -> np.ndarray:
    """Return the mask of guesses the game allows now: every guess not played yet, within its rule on guesses
    (`rule_mask`: hard mode, consistent play)."""
    mask = rule_mask(state)
    mask[list(state.guesses)] = False
    return mask


def hard_refusal(state: State, guess: int) -> str | None:
    """Return why the game's rule on guesses refuses a guess now: hard mode, naming the hint it misses (e.g. "salet
    breaks hard mode: the 3rd letter must be A (green in CRANE)"), or consistent play ("salet is not a possible
    answer any more"); None if the game allows it.

    Parameters
    ----------
    state : State
        The position.
    guess : int
        The guess id.

    Returns
    -------
    str or None
        The refusal, in the words `State.play` refuses the guess with, or None.
    """
    word = state.game.words.guesses[guess]
    if state.game.hard:
        history = ((g, p[0]) for g, p in zip(state.guesses, state.patterns))
        if (why := hard_mode_breach(state.game.words, history, guess)) is not None:
            return f"{word} breaks hard mode: {why}"
    return state.inconsistent(guess)


def pool_mask(state: State, pool: str = "all") -> np.ndarray:
    """Return a boolean mask over guesses of those the pool allows now, within what the game allows (never a
    guess already played; in a hard-mode game, only guesses that use the hints shown so far; in consistent play,
    only codes still possible on some unsolved board: `rule_mask`).

    `candidates`: words still possible on some unsolved board. `hard`: Selby's
    hard-mode rule against every unsolved board's feedback; on several boards,
    if no guess satisfies them all, those satisfying it on some unsolved board
    (in Xordle, whose merged rows are no one word's feedback: the candidates).
    """
    words = state.game.words
    rule = rule_mask(state)
    if pool == "all":
        mask = np.ones(len(words.guesses), dtype=bool)
    elif pool == "candidates" or (pool == "hard" and state.game.observation.merged):  # xordle: no one word's rows
        mask = candidate_mask(state)
    elif pool == "hard":
        boards = state.active  # hidden boards (sequence mode) show no feedback yet
        per_board = [hard_mask(state, b) for b in boards]
        for board_mask in per_board:  # drop played and refused guesses first, so the fallback sees a real empty set
            board_mask[list(state.guesses)] = False
            board_mask &= rule
        mask = np.logical_and.reduce(per_board) if per_board else np.ones(len(words.guesses), dtype=bool)
        if not mask.any():
            mask = np.logical_or.reduce(per_board)
    else:
        raise StrategyError(f"unknown guess pool {pool!r}; choose one of {', '.join(POOLS)}")
    mask &= rule
    mask[list(state.guesses)] = False
    return mask
