"""The adaptive cover's choices depend on the game alone: a plan is carried only from the turn before in the same
game, never from the games a process played before (results the same for any workers and chunks)."""

from __future__ import annotations

import pytest

from ndle import Game, make_strategy
from ndle.montecarlo.spec import draw_answers, game_rng


def guesses_of(game, player, index: int, opener: int) -> tuple[int, ...]:
    """Play game `index` of seed 1 from `opener` (as simulations do, the first guess from the openings' store) to
    its end; return its guesses."""
    answers = draw_answers(game_rng(1, index), len(game.words.answers), game.boards, False)
    state = game.start().play(opener, answers)
    while not state.done:
        state = state.play(player.choose(state), answers)
    return state.guesses


@pytest.mark.parametrize("replan", ["bound", "changed"])
def test_a_game_is_played_the_same_after_other_games(replan):
    game = Game.create("kilordle")
    opener = make_strategy("cover_adaptive", game, replan=replan).choose(game.start())
    fresh = guesses_of(game, make_strategy("cover_adaptive", game, replan=replan), 2, opener)
    seasoned = make_strategy("cover_adaptive", game, replan=replan)
    guesses_of(game, seasoned, 1, opener)
    assert guesses_of(game, seasoned, 2, opener) == fresh
