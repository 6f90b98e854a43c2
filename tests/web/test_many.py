"""The letters known on a board (`ndle.web.many`): the numpy version equals a readable one on tiny games (hypothesis),
and Kilordle's compact boards give each unsolved board its count and letters."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

import ndle
from ndle.web.many import UNKNOWN, compact_boards, known_letters

GAME = ndle.as_game(2, code_length=3, symbols="abc")  # 27 codes on two boards


def slow_known(state) -> list:
    """The known letters read one word at a time."""
    out = []
    for board in state.boards:
        if board.solved or board.hidden:
            out.append(None)
            continue
        words = [state.game.words.answers[c] for c in board.candidates]
        first = words[0]
        out.append("".join(first[i] if all(w[i] == first[i] for w in words) else UNKNOWN for i in range(len(first))))
    return out


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 26), min_size=2, max_size=2, unique=True),
       st.lists(st.integers(0, 26), min_size=0, max_size=4, unique=True))
def test_known_letters_are_those_every_candidate_shares(answers, guesses):
    state = GAME.start()
    for g in guesses:
        if state.done:
            break
        state = state.play(g, answers)
    assert known_letters(state) == slow_known(state)


def test_compact_boards_give_the_unsolved_boards_count_and_letters():
    state = GAME.start().play(0, [0, 5])  # 'aaa' solves board 1
    boards = compact_boards(state)
    assert boards[0] == {"board": 1, "solved_at": 1, "hidden": False}
    assert boards[1]["left"] == len(state.boards[1].candidates) and boards[1]["known"] == slow_known(state)[1]
