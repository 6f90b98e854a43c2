"""`ndle optimal --boards N --prior`: the least expected score of n boards under a prior equals a slow readable
expectimax over answer tuples (each board's answer drawn from the prior independently); equal weights rank as the
uniform search; what it does not do, and a big list, are one line, exit 2."""

from __future__ import annotations

import json

import numpy as np
import pytest

from ndle.words import code_space
from tests.players_util import run_cli
from tests.solver.nboard.reference import expectimax_value

TINY = ("--code-length", "2", "--symbols", "abc", "--feedback", "mastermind")
CODES = code_space(2, "abc", repeats=True)


@pytest.mark.parametrize("seed, objective", [(1, "last"), (2, "total"), (3, "last")])
def test_two_boards_under_a_prior_equal_a_readable_expectimax(capsys, prior_file, seed, objective):
    rng = np.random.default_rng(seed)
    weights = {a: int(rng.integers(1, 30)) for a in CODES.answers}
    code, out, err = run_cli(capsys, "optimal", *TINY, "--boards", "2", "--objective", objective, "--prior",
                             prior_file(weights), "--json", "--quiet")
    assert code == 0 and not err, err
    got = json.loads(out)
    every = tuple(range(len(CODES.answers)))
    want = expectimax_value(CODES, (every, every), objective, [weights[a] for a in CODES.answers], "mastermind")
    assert got["value"] == pytest.approx(float(want), abs=1e-6)
    assert got["proven"] and got["prior"] == prior_file(weights) and got["boards"] == 2


def test_the_text_says_under_the_prior_and_equal_weights_rank_as_uniform(capsys, prior_file):
    code, out, err = run_cli(capsys, "optimal", *TINY, "--boards", "2", "--quiet", "--prior",
                             prior_file(dict.fromkeys(CODES.answers, 3)))
    assert code == 0 and not err, err
    assert "expected turn the last board is solved under the prior" in out and "proven optimal" in out
    code, uniform, _ = run_cli(capsys, "optimal", *TINY, "--boards", "2", "--quiet")
    assert code == 0
    ranked = lambda text: [line.split() for line in text.splitlines() if line.startswith("  ")]
    assert ranked(out) == ranked(uniform) and ranked(out)
    code, out, _ = run_cli(capsys, "optimal", *TINY, "--boards", "2", "--quiet", "--json")
    assert code == 0 and "prior" not in json.loads(out)  # the uniform search's output as it was


@pytest.mark.parametrize("extra, message", [
    (("--objective", "worst"), "--objective worst does not apply with --prior and several boards"),
    (("--adversary", "absurdle"), "--adversary does not apply with --prior and several boards"),
    (("--journal", "j.jsonl"), "--journal does not apply with --prior and several boards"),
    (("--width", "5"), "--width"),
])
def test_what_the_n_board_search_under_a_prior_does_not_do_is_one_line(capsys, prior_file, extra, message, tmp_path,
                                                                       monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli(capsys, "optimal", *TINY, "--boards", "2", "--prior",
                             prior_file(dict.fromkeys(CODES.answers, 1)), *extra)
    assert code == 2 and not out and err.count("\n") == 1 and message in err, err
    assert not (tmp_path / "j.jsonl").exists()


def test_a_big_list_is_refused_unless_asked(capsys):
    code, out, err = run_cli(capsys, "optimal", "--boards", "2", "--prior", "frequency")
    assert code == 2 and not out and err.count("\n") == 1 and "at most 300 answers" in err and "--any-size" in err


def test_a_position_with_many_candidates_is_refused_unless_asked(capsys):
    code, out, err = run_cli(capsys, "optimal", "--boards", "2", "--prior", "frequency", "--answers", "shine,proud")
    assert code == 2 and not out and err.count("\n") == 1 and "2,315 candidates on a board" in err, err
