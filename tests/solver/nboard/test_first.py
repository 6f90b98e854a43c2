"""A guess's first bound from its feedback alone: for three boards every triple of feedback classes counts."""

from __future__ import annotations

import pytest

from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of
from ndle.words import make_word_list


@pytest.mark.parametrize("answers, boards", [
    (["crane", "crate", "trace", "react"], [range(4)] * 3),
    (["efa", "bef", "bdf", "bed", "aed", "fad"], [range(4), range(4), range(4, 6)]),
], ids=["one set", "two sets"])
def test_triple_bound_is_exact_when_a_guess_names_every_answer(answers, boards, tmp_cache):
    """Three boards on answers that each guess tells apart (all on one set, or two on one set and one on another):
    after a guess, three different answers still need three turns, which only the triples of classes show (two
    boards at a time give two); equal answers are solved together. The bound of every guess is its exact
    value."""
    words = make_word_list("w", answers, [])
    pos = canonical(boards)
    s = NBoardSolver(words, "last")
    guesses, _, _, bounds = s.moves(pos)
    assert len(guesses) == len(answers)
    for g, b in zip(guesses.tolist(), bounds.tolist()):
        assert b == s.guess_value(pos, g)


@pytest.mark.parametrize("boards", [[range(4)] * 4, [range(2), range(2), range(2, 4), range(2, 4)]],
                         ids=["one set", "two sets"])
def test_four_boards_need_a_turn_for_each_answer_left(boards, tmp_cache):
    """Four boards on answers that each guess tells apart (CARET too, which is no answer): after a guess every
    answer left is known and needs one turn, shared by the boards it is the answer of, so the expected number
    of distinct answers left is the exact value, and the bound of every guess is it (pairs and triples of
    classes alone count at most three)."""
    words = make_word_list("w", ["crane", "crate", "trace", "react"], ["caret"])
    pos = canonical(boards)
    s = NBoardSolver(words, "last")
    guesses, _, _, bounds = s.moves(pos)
    assert len(guesses) == 5
    for g, b in zip(guesses.tolist(), bounds.tolist()):
        assert b == s.guess_value(pos, g)
    caret = guesses.tolist().index(words.guess_id("caret"))
    N = tuples_of(pos)
    left = 4 * (1 - (3 / 4) ** 4) if len(set(pos)) == 1 else 2 * 2 * (1 - (1 / 2) ** 2)
    assert bounds[caret] == round(N * (1 + left))  # 256 + 700 on one set, 16 + 48 on two
