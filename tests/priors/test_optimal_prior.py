"""`ndle optimal --prior`: one board's least expected guesses under a prior equal a slow readable expectimax over
every guess; `--prior uniform` is the uniform optimum; what the weighted search does not do is one line, exit 2."""

from __future__ import annotations

import json

import numpy as np
import pytest

from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named
from tests.priors.reference import expectimax_reference
from ndle.words import code_space
from tests.players_util import run_cli

TINY = ("--code-length", "2", "--symbols", "abc", "--feedback", "mastermind")


def reference(weights: dict[str, float], opener: str | None = None) -> float:
    """Return the least expected guesses by plain expectimax over every guess (after `opener` when given)."""
    words = code_space(2, "abc", repeats=True)
    M = np.asarray(matrix_for(words, "mastermind"))
    w = np.array([weights[a] for a in words.answers], dtype=np.float64)
    w /= w.sum()
    solved = rule_named("mastermind").solved(2)
    every = np.arange(len(words.answers))
    if opener is None:
        return expectimax_reference(M, w, words.answer_guess, 2, every, 6, solved)
    codes = M[words.guess_id(opener)]
    return 1 + sum(expectimax_reference(M, w, words.answer_guess, 2, every[codes == p], 5, solved)
                   for p in np.unique(codes) if p != solved)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("opener", [None, "ab", "cc"])
def test_the_weighted_optimum_equals_a_readable_expectimax(capsys, prior_file, seed, opener):
    rng = np.random.default_rng(seed)
    weights = {a: int(rng.integers(1, 30)) for a in code_space(2, "abc", repeats=True).answers}
    extra = ("--opener", opener) if opener else ()
    code, out, err = run_cli(capsys, "optimal", *TINY, "--prior", prior_file(weights), *extra, "--json")
    assert code == 0 and not err, err
    got = json.loads(out)
    assert got["expected_guesses"] == pytest.approx(reference(weights, opener), abs=1e-9)
    assert got["whole_list"] == (opener is None) and (opener is None or got["opener"] == opener)


def test_a_skewed_prior_changes_the_optimum(capsys, prior_file):
    weights = {a: 1000 if a == "cc" else 1 for a in code_space(2, "abc", repeats=True).answers}
    code, out, _ = run_cli(capsys, "optimal", *TINY, "--prior", prior_file(weights), "--json")
    got = json.loads(out)
    assert code == 0 and got["opener"] == "cc" and got["expected_guesses"] < 1.1


def test_prior_uniform_is_the_uniform_optimum(capsys, prior_file):
    answers = code_space(2, "abc", repeats=True).answers
    code, out, _ = run_cli(capsys, "optimal", *TINY, "--prior", "uniform", "--opener", "all", "--json")
    assert code == 0
    uniform = json.loads(out)
    want = reference(dict.fromkeys(answers, 1))
    assert uniform["mean"] == pytest.approx(want, abs=1e-4)
    code, out, _ = run_cli(capsys, "optimal", *TINY, "--prior", prior_file(dict.fromkeys(answers, 7)), "--json")
    assert code == 0 and json.loads(out)["expected_guesses"] == pytest.approx(want, abs=1e-9)


@pytest.mark.parametrize("extra, message", [
    (("--objective", "worst"), "--objective worst does not apply with --prior"),
    (("--boards", "2", "--objective", "worst"), "--objective worst does not apply with --prior and several boards"),
    (("--width", "5"), "--width does not apply with --prior"),
])
def test_what_the_weighted_search_does_not_do_is_one_line(capsys, prior_file, extra, message):
    weights = dict.fromkeys(code_space(2, "abc", repeats=True).answers, 1)
    code, out, err = run_cli(capsys, "optimal", *TINY, "--prior", prior_file(weights), *extra)
    assert code == 2 and not out and err.count("\n") == 1 and message in err, err


def test_a_big_list_is_refused_unless_asked(capsys):
    code, out, err = run_cli(capsys, "optimal", "--game", "mastermind", "--prior", "frequency")
    assert code == 2 and not out and err.count("\n") == 1 and "at most 300 answers" in err and "--any-size" in err


def test_the_sweep_under_a_prior_is_journaled_and_resumes(capsys, prior_file, tmp_path):
    rng = np.random.default_rng(np.random.SeedSequence(5))
    weights = {a: int(rng.integers(1, 30)) for a in code_space(2, "abc", repeats=True).answers}
    path, journal = prior_file(weights), str(tmp_path / "sweep.jsonl")
    code, out, err = run_cli(capsys, "optimal", *TINY, "--prior", path, "--journal", journal, "--json")
    assert code == 0 and not err, err
    first = json.loads(out)
    assert first["expected_guesses"] == pytest.approx(reference(weights), abs=1e-9)
    assert sum(first["openers"].values()) == 9 and first["openers"]["exact"] >= 1
    code, out, err = run_cli(capsys, "optimal", *TINY, "--prior", path, "--journal", journal, "--json")
    assert code == 2 and not out and "--resume" in err and err.count("\n") == 1  # never replaced
    code, out, err = run_cli(capsys, "optimal", *TINY, "--prior", path, "--journal", journal, "--resume", "--json")
    again = json.loads(out)
    assert code == 0 and (again["opener"], again["expected_guesses"]) == (first["opener"], first["expected_guesses"])
    code, out, err = run_cli(capsys, "optimal", *TINY, "--prior", path, "--opener", "ab", "--journal", journal)
    assert code == 2 and not out and err.count("\n") == 1 and "--journal" in err, err
