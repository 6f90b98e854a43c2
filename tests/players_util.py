"""Small seeded word lists for the player-family tests (built without touching the disk cache)."""

from __future__ import annotations

import numpy as np

from ndle.game import Game
from ndle.patterns import pattern_matrix
from ndle.words import load_words, make_word_list


def small_game(n_answers: int = 120, n_extra: int = 200, seed: int = 0, n_boards: int = 1,
               max_guesses: int = 0) -> Game:
    """Return a game on a random sample of the wordle lists, its matrix built in memory."""
    full = load_words("wordle")
    rng = np.random.default_rng(seed)
    answers = rng.choice(full.answers, n_answers, replace=False).tolist()
    pool = sorted(set(full.guesses) - set(answers))
    extra = rng.choice(pool, n_extra, replace=False).tolist()
    words = make_word_list(f"sample{seed}", answers, extra)
    return Game(words, n_boards, max_guesses, pattern_matrix(words.guesses, words.answers))


def game_on(answers, extra=(), n_boards: int = 1, max_guesses: int = 0) -> Game:
    """Return a game on explicit word lists, its matrix built in memory."""
    words = make_word_list("explicit", list(answers), list(extra))
    return Game(words, n_boards, max_guesses, pattern_matrix(words.guesses, words.answers))
