"""State.apply takes a few boards board by board in plain Python and many as arrays: both ways give the same state."""

from __future__ import annotations

import numpy as np
import pytest

import ndle.game.state
from ndle import Game, make_strategy
from ndle.errors import NoCandidatesError
from ndle.playing import next_guess
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.patterns.greens import green_bits, greens_shown


def _fields(state) -> tuple:
    """Return everything a state holds, as plain values (arrays as lists)."""
    boards = [(b.candidates.tolist(), b.solved_at, b.hidden, None if b.weights is None else b.weights.tolist(),
               b.candidates.flags.writeable) for b in state.boards]
    return (boards, state.guesses, state.patterns, state.solved_turns.tolist(), state.sizes.tolist(),
            state.sole.tolist(), state.greens.tolist(), state.done, state.active, state.needs_reveal)


def _played(game, seed: int) -> list:
    """Return the states of one game of `sum` on `game`, turn by turn."""
    answers = draw_answers(game_rng(seed, 0), len(game.words.answers), game.boards, True, game.weights)
    state, strategy, states = game.start(), make_strategy("sum", game), []
    while not state.done:
        state = state.play(next_guess(state, strategy), answers)
        states.append(state)
    return states


@pytest.mark.parametrize("rules", [dict(boards=8), dict(boards=4, mode="sequence", max_guesses=12),
                                   dict(boards=2, prior="frequency"), dict(boards=1, hard=True),
                                   dict(boards=3, mode="greens", max_guesses=12),
                                   dict(words="mastermind", feedback="mastermind", boards=2, max_guesses=12)])
def test_a_few_boards_in_plain_python_give_the_states_the_arrays_give(rules, monkeypatch):
    game = Game.create(**rules)
    for seed in (1, 2):
        few = [_fields(s) for s in _played(game, seed)]
        monkeypatch.setattr(ndle.game.state, "FEW_BOARDS", 0)
        many = [_fields(s) for s in _played(game, seed)]
        monkeypatch.undo()
        assert few == many and few[-1][7]


def test_the_state_arrays_are_read_only_on_a_few_boards():
    game = Game.create(boards=4)
    state = game.start().play(game.words.guess_id("soare"), (0, 1, 2, 3))
    for a in (state.solved_turns, state.sizes, state.sole, state.greens):
        with pytest.raises(ValueError):
            a[0] = 7


def test_the_greens_are_worked_out_from_the_rows_when_read():
    game = Game.create(boards=2)
    words = game.words
    answers = (words.answers.index("crane"), words.answers.index("zesty"))
    state = game.start()
    assert state.greens.tolist() == [0, 0]
    for word in ("crimp", "grand", "zesty"):
        state = state.play(words.guess_id(word), answers)
    assert state.greens.tolist() == [0b01111, 0b11111]  # c r a n from crimp and grand; zesty whole
    assert state.patterns[-1][1] == game.solved and state.patterns[-1][0] is not None


def test_greens_shown_ors_each_boards_rows_and_skips_none():
    crane = [green_bits(np.array([c]), 5)[0] for c in (3**4 * 2, 2, 0)]
    assert crane == [0b00001, 0b10000, 0]
    rows = [(3**4 * 2, None), (2, 0), (None, 3**5 - 1)]
    assert greens_shown(rows, 2, 5).tolist() == [0b10001, 0b11111]
    assert greens_shown([], 3, 5).tolist() == [0, 0, 0]


@pytest.mark.parametrize("few", [64, 0])
def test_the_first_board_left_without_candidates_is_named_whichever_way(few, monkeypatch):
    game = Game.create(boards=8)
    states = _played(game, 3)
    monkeypatch.setattr(ndle.game.state, "FEW_BOARDS", few)
    soare = game.words.guess_id("soare")
    with pytest.raises(NoCandidatesError, match="board 2: "):  # GGGGY: no answer shows it
        game.start().apply(soare, [0] + [3**5 - 2] * 7)
    state = next(s for s in states if any(s.sizes[b] == 1 for b in s.active))
    sole = next(b for b in state.active if state.sizes[b] == 1)  # a board with one candidate left
    guess = next(g for g in range(len(game.words.guesses)) if g not in state.guesses)
    right = [int(game.matrix[guess, state.boards[b].candidates[0]]) for b in range(8)]
    wrong = [(p + 1) % 3**5 for p in right]
    with pytest.raises(NoCandidatesError, match=f"board {sole + 1}: "):
        state.apply(guess, right[:sole] + wrong[sole:])
