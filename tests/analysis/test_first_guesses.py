"""The first-guess values kept for Mastermind: every opener of a shape has its shape's value, the search proves the
kept totals, and a review marks them exact (only for the preset itself)."""

from __future__ import annotations

import pytest

import ndle
from ndle.analysis.first_guesses import TOTALS, first_value, kept, shape


def test_shapes_and_what_is_kept():
    assert shape("1123") == (2, 1, 1) and shape("6666") == (4,) and shape("1234") == (1, 1, 1, 1)
    game = ndle.as_game("mastermind")
    assert first_value(game, game.start(), None) == pytest.approx(5625 / 1296)  # Koyama and Lai's optimum
    assert first_value(game, game.start(), game.words.guess_id("6654")) == pytest.approx(5625 / 1296)
    assert first_value(game, game.start().play(0, [5]), None) is None  # the start only
    for other in (ndle.as_game("bulls-cows"), ndle.as_game("mastermind", consistent=True),
                  ndle.as_game(code_length=4, symbols="123456")):
        assert kept(other) is None


def test_a_mastermind_review_is_exact_from_the_first_guess():
    r = ndle.skill_review("mastermind", "2566", ["1122", "3456", "2566"], budget=1)
    assert r.skill_exact and r.luck_exact
    first = r.turns[0]
    assert first.before == pytest.approx(5625 / 1296) and first.expected_after == pytest.approx(5702 / 1296 - 1)


@pytest.mark.slow
@pytest.mark.parametrize("opener", ["1111", "1112", "1122", "6654", "1234"])
def test_the_kept_totals_are_the_searchs(opener):
    solution = ndle.solve(ndle.as_game("mastermind", max_guesses=1000), opener=opener)  # the limit does not bind
    assert solution.proven and solution.result.total == TOTALS["mastermind"][1][shape(opener)]
