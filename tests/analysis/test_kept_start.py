"""A review of Mastermind is exact from its first guess: the first position's values are the kept exact ones
(`ndle.solver.first_guesses`)."""

from __future__ import annotations

import pytest

import ndle


def test_a_mastermind_review_is_exact_from_the_first_guess():
    # a budget past the compiled kernels' first compile (a fresh cache), so that every figure can be exact
    r = ndle.skill_review("mastermind", "2566", ["1122", "3456", "2566"], budget=120)
    assert r.skill_exact and r.luck_exact
    first = r.turns[0]
    assert first.before == pytest.approx(5625 / 1296) and first.expected_after == pytest.approx(5702 / 1296 - 1)
