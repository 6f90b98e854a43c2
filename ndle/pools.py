"""Guess pools: which guesses a strategy may play in a state (all, candidates only, or hard mode)."""

from __future__ import annotations

from functools import cache
from typing import Iterable

import numpy as np

from .errors import StrategyError
from .feedback import COLOURS, Pattern, decode
from .game import GuessId, State
from .patterns import letter_codes
from .words import WordList

POOLS = ("all", "candidates", "hard")


@cache
def _letters(words: WordList) -> tuple[np.ndarray, np.ndarray]:
    """Return the guesses' (G, 5) letter codes and (G, 26) letter counts."""
    letters = letter_codes(words.guesses)
    counts = np.zeros((len(letters), 26), dtype=np.uint8)
    for k in range(letters.shape[1]):
        np.add.at(counts, (np.arange(len(letters)), letters[:, k]), 1)
    return letters, counts


def hard_mode_mask(words: WordList, history: Iterable[tuple[GuessId, Pattern]]) -> np.ndarray:
    """Return the guesses allowed in hard mode after one board's (guess, pattern) history.

    Selby's rule: every green letter stays in place, and each letter appears at
    least as often as the greens and yellows of one earlier guess prove.
    """
    letters, counts = _letters(words)
    mask = np.ones(len(letters), dtype=bool)
    for guess, pattern in history:
        word, marks = letters[guess], decode(pattern)
        need = np.zeros(26, dtype=np.uint8)
        for pos, (letter, mark) in enumerate(zip(word, marks)):
            if mark == COLOURS[2]:
                mask &= letters[:, pos] == letter
            if mark != COLOURS[0]:
                need[letter] += 1
        mask &= (counts >= need).all(axis=1)
    return mask


def pool_mask(state: State, pool: str = "all") -> np.ndarray:
    """Return a boolean mask over guesses of those the pool allows now (never a guess already played).

    `candidates`: words still possible on some unsolved board. `hard`: Selby's
    hard-mode rule against every unsolved board's feedback; on several boards,
    if no guess satisfies them all, those satisfying it on some unsolved board.
    """
    words = state.game.words
    if pool == "all":
        mask = np.ones(len(words.guesses), dtype=bool)
    elif pool == "candidates":
        mask = np.zeros(len(words.guesses), dtype=bool)
        for board in state.unsolved:
            mask[words.answer_guess[board.candidates]] = True
    elif pool == "hard":
        boards = [b for b, board in enumerate(state.boards) if not board.solved]
        per_board = [hard_mode_mask(words, ((g, p[b]) for g, p in zip(state.guesses, state.patterns)))
                     for b in boards]
        for board_mask in per_board:  # drop played guesses first, so the fallback sees a real empty set
            board_mask[list(state.guesses)] = False
        mask = np.logical_and.reduce(per_board) if per_board else np.ones(len(words.guesses), dtype=bool)
        if not mask.any():
            mask = np.logical_or.reduce(per_board)
    else:
        raise StrategyError(f"unknown guess pool {pool!r}; choose one of {', '.join(POOLS)}")
    mask[list(state.guesses)] = False
    return mask
