"""The sweep over every first guess under a prior finds the least expected guesses of a plain search over every
opener; its journal resumes where it stopped, and one of other weights or a damaged line is refused."""

from __future__ import annotations

import json

import numpy as np
import pytest

from ndle.errors import ConfigError
from ndle.game import Game
from ndle.patterns.codes import all_green
from ndle.patterns.matrix import pattern_matrix
from ndle.solver.one.prior_sweep import prior_sweep, two_deep, root_bounds
from tests.priors.reference import WeightedSolver
from ndle.solver.one.wsearch import WeightedSearch
from ndle.words import make_word_list


@pytest.fixture(scope="module")
def small():
    """Return (word list, matrix, weights): 46 Wordle answers, 40 more guesses, skewed weights."""
    words = Game.create().words
    answers = words.answers[3::50]
    small = make_word_list("small", answers, sorted(set(words.guesses[::331]) | set(answers) | {"trace"}))
    rng = np.random.default_rng(np.random.SeedSequence(47))
    return small, pattern_matrix(small.guesses, small.answers), rng.random(len(answers)) ** 3 + 0.01


def plain_optimum(words, M, w, limit=6):
    """Return (least expected guesses, the openers reaching it) by the readable search after every opener."""
    solver = WeightedSolver(M, w, words.answer_guess, words.length)
    every = np.arange(len(words.answers))
    after = np.array([solver.after(g, every, limit) for g in range(len(words.guesses))]) / w.sum()
    return after.min(), {words.guesses[g] for g in np.flatnonzero(np.isclose(after, after.min(), rtol=1e-12))}


def test_the_sweep_finds_the_least_over_every_opener(small):
    words, M, w = small
    best, openers = plain_optimum(words, M, w)
    r = prior_sweep(words, M, w, all_green(5), progress=False)
    assert r.complete and r.decided == len(words.guesses) and r.lower == r.expected
    assert r.expected == pytest.approx(best, rel=1e-12) and r.opener in openers
    assert sum(r.counts.values()) == len(words.guesses) and r.counts["exact"] >= 1


def test_the_bounds_are_bounds(small):
    words, M, w = small
    search = WeightedSearch(M, w, words.answer_guess, all_green(5))
    every = np.arange(len(words.answers))
    exact = [search.after(g, every, 6) for g in range(len(words.guesses))]
    one = root_bounds(search)
    fresh = WeightedSearch(M, w, words.answer_guess, all_green(5))
    two = [two_deep(fresh, g, int(one[g]), 1 << 60, 6) for g in range(len(words.guesses))]
    assert all(a <= b <= c for a, b, c in zip(one, two, exact)) and any(a < b for a, b in zip(one, two))


def test_an_interrupted_sweep_resumes(small, tmp_path):
    words, M, w = small
    journal = tmp_path / "prior.jsonl"
    whole = prior_sweep(words, M, w, all_green(5), journal=journal, progress=False)
    lines = journal.read_text().splitlines(keepends=True)
    assert len(lines) == 1 + len(words.guesses)
    journal.write_text("".join(lines[:12]) + lines[12][:20])  # killed while writing a line
    again = prior_sweep(words, M, w, all_green(5), journal=journal, resume=True, progress=False)
    assert (again.expected, again.openers, again.counts) == (whole.expected, whole.openers, whole.counts)
    assert len(journal.read_text().splitlines()) == 1 + len(words.guesses)
    with pytest.raises(ConfigError, match="another sweep"):
        prior_sweep(words, M, w * np.linspace(1, 2, len(w)), all_green(5), journal=journal, resume=True,
                    progress=False)
    damaged = lines[:5] + [json.dumps(json.loads(lines[5]) | {"value": 1}) + "\n"]
    journal.write_text("".join(damaged))
    with pytest.raises(ConfigError, match="prior.jsonl:6"):
        prior_sweep(words, M, w, all_green(5), journal=journal, resume=True, progress=False)


def test_a_partial_journal_gives_a_proven_bracket(small, tmp_path):
    words, M, w = small
    journal = tmp_path / "prior.jsonl"
    whole = prior_sweep(words, M, w, all_green(5), journal=journal, progress=False)
    lines = journal.read_text().splitlines(keepends=True)
    journal.write_text("".join(lines[:4]))
    part = prior_sweep(words, M, w, all_green(5), journal=journal, resume=True, progress=False, budget=0)
    assert not part.complete and part.decided == 3
    assert part.lower <= whole.expected <= part.expected
    more = prior_sweep(words, M, w, all_green(5), journal=journal, resume=True, progress=False, budget=5)
    assert more.decided == 8 and part.lower <= more.lower <= whole.expected <= more.expected <= part.expected
