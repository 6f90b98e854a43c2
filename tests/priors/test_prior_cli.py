"""--prior on the command line: a bad prior is one line and exit 2 before any work; a good one shows chances."""

from __future__ import annotations

import json

import pytest

from tests.players_util import run_cli


@pytest.fixture
def weights_file(tmp_path, wordle):
    def write(lines):
        path = tmp_path / "prior.txt"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return str(path)
    return write


@pytest.mark.parametrize("command", [["suggest", "salet=BBYBY"], ["simulate", "--games", "3"],
                                     ["assist"]])
@pytest.mark.parametrize("lines, message", [
    (["crane 1"], "2,314 answer(s) of the wordle list have no weight, e.g. 'aback'"),
    (["zzzzz 1"], "line 1: 'zzzzz' is not an answer of the wordle list"),
])
def test_a_bad_prior_is_one_line_and_exit_2(capsys, weights_file, command, lines, message):
    code, out, err = run_cli(capsys, *command, "--prior", weights_file(lines))
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_a_file_prior_is_read_and_shown(capsys, weights_file, wordle):
    lines = [f"{w} {100 if w == 'until' else 1}" for w in wordle.words.answers]
    code, out, _ = run_cli(capsys, "suggest", "salet=BBYBY", "--prior", weights_file(lines), "--json")
    board = json.loads(out)["boards"][0]
    assert code == 0 and board["candidates"][0] == "until" and board["chances"][0] == pytest.approx(100 / 107)
    code, out, _ = run_cli(capsys, "suggest", "salet=BBYBY")
    assert code == 0 and "%" not in out and "chances" not in out


def test_simulate_under_a_prior(capsys):
    pytest.importorskip("wordfreq")
    code, out, _ = run_cli(capsys, "simulate", "--prior", "frequency", "--games", "5", "--seed", "1", "--json", "-")
    assert code == 0 and json.loads(out)["prior"].startswith("sha256:")
    code, _, err = run_cli(capsys, "simulate", "--prior", "frequency", "--games", "all")
    assert code == 2 and "draws its answers from it" in err
