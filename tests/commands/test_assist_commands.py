"""The assistant's own commands: hint levels, share, show all, a feedback group short; hints by level
(ndle.playing.hints); the review of a game on several boards."""

from __future__ import annotations

import json

import pytest

from ndle.playing import SHOW_CANDIDATES, Session
from ndle.errors import NdleError
from ndle.game import Game
from ndle.playing import hint
from ndle.patterns.codes import feedback
from ndle.strategies import make_strategy
from tests.players_util import run_cli, small_game

SMALL = small_game(300, 400, seed=21, boards=2)


def session(**kw) -> Session:
    return Session(SMALL, make_strategy("sum", SMALL), **kw)


def test_hint_goes_one_level_further_each_time():
    s = session()
    s.start()
    first, second, third, fourth = (s.handle("hint").lines[0] for _ in range(4))
    assert first == "hint 1: board 1: 300 answers left; board 2: 300 answers left"
    assert second.startswith("hint 2: the best guess tries ") and "for the first time" in second
    best = s.suggestion()
    assert third == f"hint 3: the best guess (sum): {SMALL.words.guesses[best]}" and fourth == third
    assert s.handle("hint 1").lines[0] == first


def test_hints_mode_hides_the_suggestion_and_wants_the_word():
    s = session(hints=True)
    opening = s.start().lines
    assert not any(line.startswith("guess: ") for line in opening) and opening[-1].startswith("> WORD and")
    reply = s.handle("bbbbb bbbbb")
    assert reply.lines[0].startswith("error: expected WORD and 2 feedback groups, got 2 items")
    word, answers = SMALL.words.answers[0], SMALL.words.answers[:2]
    reply = s.handle(f"{word} {feedback(word, answers[0])} {feedback(word, answers[1])}")
    assert not reply.lines[0].startswith("error") and s.state.turn == 1


def test_a_word_with_a_feedback_group_short_says_so():
    s = session()
    s.start()
    word = SMALL.words.guesses[5]
    assert s.handle(f"{word} bbbbb").lines[0] == f"error: expected 2 feedback groups after {word}, got 1"
    assert s.handle(word).lines[0] == f"error: expected 2 feedback groups after {word}, got 0"


def test_show_lists_a_hundred_with_the_count_and_show_all_every_one():
    s = session()
    s.start()
    short = s.handle("show").lines[0]
    assert short.startswith("board 1: 300 left: ")
    assert short.endswith(f"... and {300 - SHOW_CANDIDATES} more (show all)")
    assert len(short.split(": ", 2)[2].split(" ... ")[0].split()) == SHOW_CANDIDATES
    every = s.handle("show all").lines[0]
    assert len(every.split(": ", 2)[2].split()) == 300 and "more" not in every


def test_share_in_the_middle_and_at_the_end():
    s = session()
    s.start()
    assert s.handle("share").lines[0] == f"ndle 2 boards -&-/{s.game.max_guesses}"  # nothing played, nothing lost
    answers = SMALL.words.answers[3:5]
    while not s.state.done:
        word = SMALL.words.guesses[s.suggestion()]
        s.handle(" ".join(feedback(word, a) if a not in s.state.guess_words else "-" for a in answers))
    text = s.handle("share").lines[0]
    first, second = (b.solved_at for b in s.state.boards)
    assert text.splitlines()[0] == f"ndle 2 boards {first}&{second}/{s.game.max_guesses}"


def test_hint_levels_and_their_errors(wordle):
    state = wordle.start()
    strategy = make_strategy("sum", wordle)
    assert hint(state, strategy, 1) == "2,315 possible answers left"
    assert hint(state, strategy, 3) == "the best guess (sum): soare"
    assert hint(state, strategy, 2) == ("the best guess tries S, O, A, R and E for the first time; it cannot be an "
                                        "answer: it is there to learn letters")
    with pytest.raises(NdleError, match="hint levels are 1"):
        hint(state, strategy, 4)


def test_review_of_a_quordle_game(capsys):
    args = ["review", "--answer", "clout,fleet,fibre,fairy", "soare", "clint", "flute", "fibre", "fairy", "fleet",
            "clout"]
    code, out, err = run_cli(capsys, *args)
    assert code == 0 and "4 boards, classic mode, limit 9" in out.splitlines()[0]
    assert out.splitlines()[-1].startswith("you: all solved, the last on turn 7, total 22 (solved on turns 7 6 4 5)")
    code, out, _ = run_cli(capsys, *args, "--json")
    data = json.loads(out)
    assert code == 0 and data["solved_at"] == [7, 6, 4, 5] and len(data["turns"]) == 7
    assert data["turns"][4]["feedback"] == ["BBBBB", "GBBBB", "-", "GGGGG"]
    code, _, err = run_cli(capsys, "review", "--answer", "clout,fleet", "soare", "clout", "fleet", "soare")
    assert code == 2 and "was played after every board was solved" in err


def test_quordle_game_has_its_title():
    from ndle.render.share import game_title

    assert game_title(Game.create("quordle").start()) == "Quordle"


def test_xordle_is_assisted_by_its_pairs_and_its_clue():
    xordle = Game.create("xordle")
    s = Session(xordle, make_strategy("sum", xordle))
    assert s.start().lines[-1] == "> the clue: WORD and its row on the board (the game's first row)"
    s.handle("surer bbyyb")
    assert s.handle("hint 1").lines[0] == "hint 1: 33,506 pairs of answers left"  # `ndle review`'s clue turn
    s.handle("diact bggyg")
    shown = s.handle("show").lines
    assert shown[0].startswith("pairs left: 61: ") and "crane+light" in shown[0] and shown[1].startswith("board 1")
    s.handle("longe gbyyg")
    s.handle("crane ggggg")
    assert s.handle("hint 1").lines[0] == "hint 1: one word found; 1 possible answer left for the other"


def test_suggest_asks_for_xordles_clue_first(capsys):
    code, out, err = run_cli(capsys, "suggest", "--game", "xordle")
    assert code == 2 and not out and "give the clue's row first (CLUE=ROW" in err and err.count("\n") == 1
    code, _, err = run_cli(capsys, "suggest", "--game", "quordle", "--mode", "rescue", "crane=BBBBB,BBBBB,BBBBB,BBBBB")
    assert code == 2 and "give the 2 pre-filled guesses first (GUESS=FB...), got 1" in err
