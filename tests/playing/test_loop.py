"""The one game loop: the turn cap and repeat check every caller shares, and play from any state."""

from __future__ import annotations

import numpy as np
import pytest

from ndle.analysis.benchmark import decision_tree
from ndle.analysis.review import finish
from ndle.errors import NdleError
from ndle.playing import default_turn_cap, next_guess, play_game
from ndle.strategies import Strategy, make_strategy
from tests.players_util import small_game

GAME = small_game(41, 100, seed=3)  # cap 65 (not the review's old 64); 100 non-answers outlast it


class _NeverAnswer(Strategy):
    """Plays the guesses that are no answer, in order: never solves a board once they run out."""

    def choose(self, state, rng=None):
        played = set(state.guesses)
        extra = [g for g in range(len(self.game.words.guesses)) if g not in self.game.words.answer_guess]
        return next(g for g in extra if g not in played)


class _Repeat(Strategy):
    def choose(self, state, rng=None):
        return 0


def test_default_cap_is_four_limits_plus_answers():
    assert default_turn_cap(GAME) == 4 * GAME.max_guesses + len(GAME.words.answers)
    assert default_turn_cap(GAME.with_boards(4)) == 4 * 9 + 41


@pytest.mark.parametrize("cap", [3, 7])
def test_every_caller_stops_at_the_cap(cap):
    s = _NeverAnswer(GAME)
    with pytest.raises(NdleError, match=f"within {cap} guesses"):
        play_game(GAME, s, (0,), turn_cap=cap)
    with pytest.raises(NdleError, match=f"within {cap} guesses"):
        decision_tree(GAME, s, turn_cap=cap)
    with pytest.raises(NdleError, match=f"within {default_turn_cap(GAME)} guesses"):
        finish(GAME.start(), s, 0)


def test_repeats_are_refused_everywhere():
    s = _Repeat(GAME)
    state = GAME.start().play(0, (1,))
    with pytest.raises(NdleError, match="repeated the guess"):
        next_guess(state, s)
    with pytest.raises(NdleError, match="repeated the guess"):
        play_game(GAME, s, (1,), state=state)
    with pytest.raises(NdleError, match="repeated the guess"):
        decision_tree(GAME, s, state=state)


def test_opener_only_on_the_first_turn():
    s = make_strategy("sum", GAME)
    assert next_guess(GAME.start(), s, opener=5) == 5
    later = GAME.start().play(5, (2,))
    assert next_guess(later, s, opener=5) == s.choose(later)


def test_play_from_a_state_continues_the_same_game():
    s = make_strategy("entropy", GAME)
    for answer in range(0, 40, 7):
        whole, end = play_game(GAME, s, (answer,), opener=3)
        mid = GAME.start().play(3, (answer,))
        rest, end2 = play_game(GAME, s, (answer,), state=mid)
        assert rest == whole and end2.guesses == end.guesses
        assert finish(mid, s, answer) == whole.solved_at[0]
        assert np.array_equal(end.boards[0].candidates, end2.boards[0].candidates)
