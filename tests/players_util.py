"""Test helpers: small seeded games (matrices built in memory, not in the disk cache) and a CLI runner."""

from __future__ import annotations

import numpy as np

from ndle.game import Game
from ndle.patterns.matrix import pattern_matrix
from ndle.rules import Rules
from ndle.words import load_words, make_word_list


def small_game(n_answers: int = 120, n_extra: int = 200, seed: int = 0, boards: int = 1,
               max_guesses: int = 0) -> Game:
    """Return a game on a random sample of the wordle lists, its matrix built in memory."""
    full = load_words("wordle")
    rng = np.random.default_rng(seed)
    answers = rng.choice(full.answers, n_answers, replace=False).tolist()
    pool = sorted(set(full.guesses) - set(answers))
    extra = rng.choice(pool, n_extra, replace=False).tolist()
    words = make_word_list(f"sample{seed}", answers, extra)
    return Game(words, Rules(boards=boards, max_guesses=max_guesses or None),
                pattern_matrix(words.guesses, words.answers))


def game_on(answers, extra=(), boards: int = 1, max_guesses: int = 0) -> Game:
    """Return a game on explicit word lists, its matrix built in memory."""
    words = make_word_list("explicit", list(answers), list(extra))
    return Game(words, Rules(boards=boards, max_guesses=max_guesses or None),
                pattern_matrix(words.guesses, words.answers))


def run_cli(capsys, *argv) -> tuple[int, str, str]:
    """Return (exit status, stdout, stderr) of the ndle CLI, argparse's own usage errors included."""
    from ndle.cli import main

    try:
        code = main(list(argv))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err
