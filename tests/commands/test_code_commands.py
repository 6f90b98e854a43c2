"""Every command that reads words takes the shared game options, --game among them, and works on generated codes
under their own rule (`ndle feedback --game mastermind`, `ndle matrix --game bulls-cows`, `ndle spectrum`)."""

from __future__ import annotations

import json

import pytest

from tests.players_util import run_cli

TINY = ("--game", "mastermind", "--code-length", "3", "--symbols", "123")


@pytest.mark.parametrize("game, guess, answer, marks", [
    ("mastermind", "1122", "1234", "1B1W"),
    ("mastermind", "1122", "2211", "0B4W"),
    ("bulls-cows", "1234", "4321", "0B4C"),
])
def test_feedback_takes_a_real_game(capsys, game, guess, answer, marks):
    code, out, err = run_cli(capsys, "feedback", "--game", game, guess, answer, "--json")
    assert code == 0 and not err, err
    d = json.loads(out)
    assert (d["feedback"], d["rule"]) == (marks, game)


def test_feedback_of_a_word_game_is_its_lists_rule(capsys):
    code, out, err = run_cli(capsys, "feedback", "--game", "quordle", "crane", "react")
    assert (code, out.strip(), err) == (0, "YYGBY", "")


def test_matrix_of_a_code_space_counts_its_own_feedbacks(capsys):
    code, out, err = run_cli(capsys, "matrix", *TINY, "--json")
    assert code == 0 and not err, err
    d = json.loads(out)
    # 27 codes of 3 pegs over 3 colours; the pairs (black, white) with b + w <= 3 but (2, 1): 9 feedbacks
    assert (d["guesses"], d["answers"], d["codes"], d["feedback"]) == (27, 27, 9, "mastermind")
    assert d["all_green"] == 27  # the solved feedback once per code, on the diagonal
    # 0B0W: an answer with none of the guess's colours: 8 for each one-colour guess (3), 1 for each two-colour
    # guess (18), none for the three-colour ones
    assert d["all_gray"] == 3 * 8 + 18 * 1


def test_matrix_text_writes_the_rules_feedback(capsys):
    code, out, err = run_cli(capsys, "matrix", *TINY)
    assert code == 0 and not err, err
    assert "of 9 feedbacks occur; 0B0W 42 times, 3B0W 27" in out


def test_matrix_png_of_a_rule_without_tiles(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    from matplotlib.image import imread

    path = tmp_path / "m.png"
    code, out, err = run_cli(capsys, "matrix", *TINY, "--png", str(path))
    assert code == 0 and not err, err
    img = imread(str(path))
    assert img.shape[:2] == (27, 27)
    assert img[0, 0, :3].tolist() != img[0, 1, :3].tolist()  # solved (green) against another feedback


def test_spectrum_of_a_code_lists_the_rules_feedbacks(capsys):
    code, out, err = run_cli(capsys, "spectrum", "112", *TINY, "--all", "--json")
    assert code == 0 and not err, err
    d = json.loads(out)
    assert len(d["spectrum"]) == 9 and sum(d["spectrum"]) == 27
    code, out, err = run_cli(capsys, "spectrum", "112", *TINY)
    assert code == 0 and "3B0W      1" in out and "feedback" in out.splitlines()[1]


@pytest.mark.parametrize("argv", [
    ("benchmark",), ("optimal",), ("play", "--answers", "123"), ("rank", "--top", "2"),
    ("simulate", "--games", "3"), ("suggest", "112=1B1W"), ("feedback", "112", "123"), ("matrix",),
    ("spectrum", "112"), ("review", "111", "123", "--answer", "123"),
])
def test_every_command_plays_a_tiny_mastermind(capsys, argv):
    code, out, err = run_cli(capsys, *argv, *TINY)
    assert code == 0 and out, err
