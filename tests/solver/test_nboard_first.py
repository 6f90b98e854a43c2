"""A guess's first bound from its feedback alone: for three boards every triple of feedback classes counts."""

from __future__ import annotations

import pytest

from ndle.solver.nboard import NBoardSolver, canonical
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
