"""The first-guess values kept for Mastermind: every opener of a shape has its shape's value (only for the preset
itself), and the search proves the kept totals."""

from __future__ import annotations

import pytest

import ndle
from ndle.solver.first_guesses import TOTALS, first_value, kept, shape


def test_shapes_and_what_is_kept():
    assert shape("1123") == (2, 1, 1) and shape("6666") == (4,) and shape("1234") == (1, 1, 1, 1)
    game = ndle.as_game("mastermind")
    assert first_value(game, game.start(), None) == pytest.approx(5625 / 1296)  # Koyama and Lai's optimum
    assert first_value(game, game.start(), game.words.guess_id("6654")) == pytest.approx(5625 / 1296)
    assert first_value(game, game.start().play(0, [5]), None) is None  # the start only
    for other in (ndle.as_game("bulls-cows"), ndle.as_game("mastermind", consistent=True),
                  ndle.as_game(code_length=4, symbols="123456")):
        assert kept(other) is None


@pytest.mark.slow
@pytest.mark.parametrize("opener", ["1111", "1112", "1122", "6654", "1234"])
def test_the_kept_totals_are_the_searchs(opener):
    solution = ndle.solve(ndle.as_game("mastermind", max_guesses=1000), opener=opener)  # the limit does not bind
    assert solution.proven and solution.result.total == TOTALS["mastermind"][1][shape(opener)]
