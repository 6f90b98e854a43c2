"""suggest and assist list each candidate's chance under a prior, the likeliest first, and nothing new without one."""

from __future__ import annotations

import numpy as np

from ndle.playing import Session
from ndle.commands.suggest import board_info
from ndle.game import Game
from ndle.playing import candidate_labels, likeliest
from ndle.strategies import make_strategy


def weighted(wordle) -> Game:
    weights = np.ones(len(wordle.words.answers))
    weights[wordle.words.answer_index["trace"]] = 30.0
    return Game(wordle.words, wordle.rules, wordle.matrix, weights)


def test_the_likeliest_come_first_with_their_chances(wordle):
    game = weighted(wordle)
    board = game.start().play(game.words.guess_id("crane"), (game.words.answer_id("trace"),)).boards[0]
    ids, chances = likeliest(board, 3)
    assert game.words.answers[ids[0]] == "trace" and np.all(np.diff(chances) <= 0)
    m = len(board.candidates)
    assert np.isclose(chances[0], 30 / (29 + m))
    labels = candidate_labels(board, game.words.answers, 3)
    assert labels[0] == f"trace {100 * 30 / (29 + m):.3g}%"
    info = board_info(0, board, game.words.answers)
    assert info["candidates"][0] == "trace" and np.isclose(info["chances"][0], chances[0])


def test_without_a_prior_nothing_changes(wordle):
    board = wordle.start().play(wordle.words.guess_id("crane"), (wordle.words.answer_id("trace"),)).boards[0]
    assert candidate_labels(board, wordle.words.answers, 4) == [wordle.words.answers[a] for a in board.candidates[:4]]
    assert "chances" not in board_info(0, board, wordle.words.answers)
    assert likeliest(board, 4)[1] is None


def test_assist_shows_the_chances(wordle):
    game = weighted(wordle)
    session = Session(game, make_strategy("sum", game))
    session.start()
    session.handle("crane YGGBG")  # what CRANE shows when the answer is TRACE
    board = session.state.boards[0]
    shown = session.handle("show").lines
    assert any(line.startswith(f"board 1: {len(board.candidates)} left: trace ") and "%" in line for line in shown)
