"""Compact per-game tables: the same records, turns, openings and summary as the plain records they hold."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import NdleError
from ndle.playing import GameRecord
from ndle.montecarlo.stats import describe
from ndle.montecarlo.table import GameTable

WORDS = ["soare", "clint", "aback", "zesty", "puppy", "mount", "crane"]


@st.composite
def runs(draw):
    boards = draw(st.integers(1, 4))
    limit = boards + 5
    out = []
    for _ in range(draw(st.integers(1, 30))):
        guesses = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=14, unique=False))
        solved = tuple(draw(st.integers(1, len(guesses))) for _ in range(boards - 1)) + (len(guesses),)
        answers = tuple(draw(st.sampled_from(WORDS)) for _ in range(boards))
        out.append(GameRecord(answers, tuple(draw(st.permutations(solved))), tuple(guesses), limit))
    return out


@settings(max_examples=60, deadline=None)
@given(runs(), st.randoms(use_true_random=False))
def test_table_holds_the_records(records, random):
    order = list(enumerate(records))
    random.shuffle(order)
    assert GameTable.of(records, len(records[0].answers), records[0].max_guesses).records() == records
    table = GameTable(len(records), len(records[0].answers), records[0].max_guesses)
    for k in range(0, len(order), 4):  # chunks arriving in any order
        table.add(order[k:k + 4])
    assert table.count() == len(records) and table.missing().tolist() == []
    view = table.records()
    assert view == tuple(records) and list(view) == records and view[-1] == records[-1]
    assert view[1:3] == tuple(records[1:3])
    assert table.turns.tolist() == [r.turns for r in records]
    assert table.first_solved.tolist() == [r.first_solved for r in records]
    assert table.won.tolist() == [r.won for r in records]
    assert table.openings() == Counter(" ".join(r.guesses[:2]) for r in records)
    assert (table.answer_words().tolist() == [list(r.answers) for r in records])
    plain = describe([r.turns for r in records], [r.first_solved for r in records], [r.won for r in records],
                     [r.guesses for r in records])
    assert describe(table.turns, table.first_solved, table.won, table.openings()) == plain
    assert [rec for chunk in table.chunks(7) for _, rec in chunk] == records


def test_missing_games_are_named():
    table = GameTable(3, 1, 6)
    table.add([(1, GameRecord(("crane",), (2,), ("soare", "crane"), 6))])
    assert table.missing().tolist() == [0, 2] and table.count() == 1
    with pytest.raises(NdleError, match="game 0 has not been played"):
        table.record(0)
    with pytest.raises(NdleError, match="2 of 3 games"):
        _ = table.turns
    assert table.guesses.dtype == np.int32 and table.solved.dtype == np.int16
