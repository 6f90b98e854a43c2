"""Mastermind and Bulls and Cows as real games (`--game mastermind`: one board, its codes, rule and limit), and the
code settings (`--code-length`, `--symbols`, `--no-repeats`) on the command line."""

from __future__ import annotations

import json

import pytest

from tests.players_util import run_cli


def test_game_mastermind_plays_without_words_or_feedback(capsys):
    code, out, err = run_cli(capsys, "play", "--game", "mastermind", "--answers", "1234", "--json")
    assert code == 0 and not err, err
    assert '"1234"' in out and "mastermind" in out


def test_game_bulls_cows_suggests_from_its_own_feedback(capsys):
    code, out, err = run_cli(capsys, "suggest", "0123=1B1C", "--game", "bulls-cows", "--json")
    assert code == 0 and not err, err
    assert json.loads(out)


def test_simulate_a_code_space_from_the_code_options(capsys):
    code, out, err = run_cli(capsys, "simulate", "--code-length", "3", "--symbols", "abcd", "--no-repeats",
                             "--feedback", "bulls-cows", "--games", "5", "--json")
    assert code == 0 and not err, err
    assert "codes-3-abcd-distinct" in out


@pytest.mark.parametrize("extra, message", [
    (["--code-length", "4", "--symbols", "1123"], "distinct"),
    (["--code-length", "4", "--symbols", "123456", "--words", "nyt"], "not with the 'nyt' word list"),
    (["--code-length", "15", "--symbols", "0123456789"], "at most"),
    (["--symbols", "123456"], "need a length and symbols"),
])
def test_impossible_codes_are_one_line_and_exit_2(capsys, extra, message):
    code, out, err = run_cli(capsys, "simulate", *extra, "--games", "1")
    assert code == 2 and not out and err.count("\n") == 1 and message in err, err


@pytest.mark.parametrize("length", ["0", "16"])
def test_a_code_length_out_of_range_is_a_usage_error(capsys, length):
    code, out, err = run_cli(capsys, "simulate", "--code-length", length, "--symbols", "12", "--games", "1")
    assert code == 2 and not out and "--code-length" in err


@pytest.mark.slow
def test_optimal_mastermind_is_koyama_and_lai(capsys):
    code, out, err = run_cli(capsys, "optimal", "--game", "mastermind", "--max-guesses", "10", "--json")
    assert code == 0, err
    assert json.loads(out)["total"] == 5625
