"""A pasted share text read back: the turns of ndle's own share text of any game (hypothesis), the real games' forms,
and the answers as the guesses of those turns."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from ndle.render.share import share_grid
from ndle.web.pasted import ShareError, answers_from_share, solve_turns


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_ndle_share_texts_give_back_their_turns(data):
    boards = data.draw(st.sampled_from([1, 2, 3, 4, 8, 16, 32]), label="boards")
    limit = boards + 5
    turns = data.draw(st.lists(st.one_of(st.none(), st.integers(1, limit)), min_size=boards, max_size=boards))
    rows = [[None if t is not None and t <= r else "BYBGB" for t in turns] for r in range(limit)]
    text = share_grid(rows, turns, limit, title="Game")
    try:
        assert solve_turns(text, boards, limit) == turns
    except ShareError:  # key-caps run together can be read in several ways only once a turn takes two of them
        assert boards > 2 and any(t is not None and t >= 14 for t in turns)


@pytest.mark.parametrize("text, boards, guesses, turns", [
    ("Wordle 1,234 4/6\n\n⬛🟨⬛⬛⬛", 1, 4, [4]),
    ("Wordle 1,234 X/6*", 1, 6, [None]),
    ("Dordle #0123 4&6/7", 2, 6, [4, 6]),
    ("Daily Quordle 123\n4️⃣6️⃣\n5️⃣🟥\nm-w.com/games/quordle/", 4, 9, [4, 6, 5, None]),
    ("Daily Octordle #1\n8️⃣4️⃣\n🔟🕚\n1️⃣2️⃣\n3️⃣5️⃣\nScore: 44", 8, 13, [8, 4, 10, 11, 1, 2, 3, 5]),
    ("Duotrigordle\n" + "1️⃣4️⃣2️⃣3️⃣\n" * 7 + "1️⃣5️⃣2️⃣0️⃣9️⃣\n", 32, 37, [1, 4, 2, 3] * 7 + [1, 5, 20, 9]),
    ("Duotrigordle\n" + "1️⃣4️⃣2️⃣3️⃣\n" * 7 + "1️⃣5️⃣🕚2️⃣0️⃣\n", 32, 37, [1, 4, 2, 3] * 7 + [1, 5, 11, 20]),
])
def test_the_real_games_forms(text, boards, guesses, turns):
    assert solve_turns(text, boards, guesses) == turns


def test_answers_are_the_guesses_of_the_solving_turns():
    assert answers_from_share("Quordle\n3️⃣1️⃣\n2️⃣4️⃣", 4, ["a", "b", "c", "d"]) == ["c", "a", "b", "d"]
    with pytest.raises(ShareError, match="board 2 was not solved"):
        answers_from_share("Quordle\n3️⃣🟥\n2️⃣4️⃣", 4, ["a", "b", "c", "d"])
    with pytest.raises(ShareError, match="read as 4 turns of at most 37 in 3 ways"):
        solve_turns("Duotrigordle\n" + "1️⃣4️⃣2️⃣3️⃣\n" * 7 + "1️⃣4️⃣2️⃣3️⃣3️⃣\n", 32, 37)
