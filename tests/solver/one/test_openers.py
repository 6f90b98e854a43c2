"""Complete top lists: the sweep equals a brute force over every opener; bounds hold; resume, jobs, bad input."""

from __future__ import annotations

import json
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.errors import ConfigError, NdleError
from ndle.patterns.cache import matrix_for
from ndle.solver.one.bounds import part_bound, root_bounds
from ndle.solver.one.search import Solver
from ndle.solver.one.openers import SweepResult, decide, sweep
from ndle.words import load_words, make_word_list
from tests.players_util import run_cli

INF = int(1 << 40)


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


@lru_cache(maxsize=None)
def small(seed: int = 0, n_answers: int = 60, n_extra: int = 20):
    full = load_words("wordle")
    rng = np.random.default_rng(seed)
    answers = rng.choice(full.answers, n_answers, replace=False).tolist()
    extra = rng.choice(sorted(set(full.guesses) - set(answers)), n_extra, replace=False).tolist()
    return make_word_list(f"sweep{seed}", answers, extra)


BIG = (5, 250, 10)  # a list on which the root bound alone does not decide every opener


@lru_cache(maxsize=None)
def brute(seed, hard: bool, max_guesses: int) -> list[tuple[int, str]]:
    """Every opener's exact total (no cut-off), best first (seed: an int or small()'s arguments)."""
    words = small(*seed) if isinstance(seed, tuple) else small(seed)
    s = Solver(words, hard=hard)
    return sorted((s.evaluate(g, max_guesses), words.guesses[g]) for g in range(len(words.guesses)))


def expected(seed: int, hard: bool, max_guesses: int, top: int) -> tuple:
    totals = brute(seed, hard, max_guesses)
    kth = totals[top - 1][0]
    return tuple((w, t) for t, w in totals if t <= kth)


@pytest.mark.parametrize("seed,hard,limit,top", [(0, False, 6, 3), (0, True, 6, 5), (1, False, 4, 8), (2, True, 5, 1),
                                                 (3, False, 3, 4), (BIG, False, 6, 6), (BIG, True, 5, 2)])
def test_sweep_equals_brute_force(seed, hard, limit, top):
    words = small(*seed) if isinstance(seed, tuple) else small(seed)
    r = sweep(words, top, hard=hard, max_guesses=limit, shortlist=3)
    assert r.complete and r.decided == len(words.guesses)
    assert r.openers == expected(seed, hard, limit, top)
    assert sum(r.counts.values()) == r.decided


def reference_part_bound(M, P, T) -> int:
    """min over t of 3m - k_t - green_t, by numpy (m >= 3)."""
    m = len(P)
    best = 3 * m
    for t in T:
        codes = M[t, P]
        best = min(best, 3 * m - len(np.unique(codes)) - int((codes == 242).any()))
    return best


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(3, 25))
def test_part_bound_is_the_readable_minimum_and_a_lower_bound(seed, m):
    words = small(0)
    M = np.ascontiguousarray(matrix_for(words))
    P = np.sort(np.random.default_rng(seed).choice(len(words.answers), m, replace=False)).astype(np.int32)
    T = np.arange(len(words.guesses), dtype=np.int32)
    got = part_bound(np.ascontiguousarray(M.T), words.answer_guess.astype(np.int32), P, np.ones(len(T), np.bool_),
                     243)
    ref = reference_part_bound(M, P, T)
    assert got == ref
    exact, _ = Solver(words).value(P, 20)
    assert got <= exact


@pytest.mark.parametrize("hard", [False, True])
def test_root_bound_never_exceeds_the_exact_total_and_stops_at_beta(hard):
    words = small(1)
    s = Solver(words, hard=hard)
    c = s.context
    M, ag, letters, counts = c.matrix, c.answer_guess, c.letters, c.letter_counts
    MT = np.ascontiguousarray(M.T)
    for total, w in brute(1, hard, 6):
        g = words.guess_id(w)
        lb, tot = root_bounds(M, MT, ag, s.all_guesses, g, INF, hard, letters, counts, s.codes)
        assert tot <= total and tot == len(words.answers) + lb.sum()
        _, cut = root_bounds(M, MT, ag, s.all_guesses, g, tot - 5, hard, letters, counts, s.codes)
        assert tot - 5 <= cut <= tot


@pytest.mark.parametrize("hard,limit", [(False, 6), (True, 6), (False, 4)])
def test_decide_is_exact_below_beta_and_a_bound_above(hard, limit):
    words = small(*BIG)
    s = Solver(words, hard=hard)
    hows = set()
    for total, w in brute(BIG, hard, limit)[::4]:
        g = words.guess_id(w)
        for beta in (total + 1, total, total - 3):
            v, how = decide(s, g, limit, beta)
            hows.add(how)
            if total < beta:
                assert (v, how) == (total, "exact")
            else:
                assert beta <= v <= total and how in ("root", "search")
    assert hows == {"root", "search", "exact"}


def decisions(path) -> list:
    lines = path.read_text().splitlines()
    return [(d["opener"], d["value"], d["how"], d["beta"]) for d in map(json.loads, lines[1:])]


def test_jobs_give_the_same_decisions_and_list(tmp_path):
    words = small(0)
    one = sweep(words, 4, journal=tmp_path / "1.jsonl", shortlist=6)
    two = sweep(words, 4, jobs=2, journal=tmp_path / "2.jsonl", shortlist=6)
    assert one.openers == two.openers == expected(0, False, 6, 4)
    assert decisions(tmp_path / "1.jsonl") == decisions(tmp_path / "2.jsonl")


def test_resume_after_a_kill_gives_the_same_list(tmp_path):
    words = small(0)
    path = tmp_path / "j.jsonl"
    full = sweep(words, 3, hard=True, journal=path, shortlist=4)
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:len(lines) // 2]) + lines[len(lines) // 2][:9])  # killed mid-line
    again = sweep(words, 3, hard=True, journal=path, resume=True, shortlist=4)
    assert again.openers == full.openers and again.complete
    kept = decisions(path)
    assert len({o for o, _, how, _ in kept if how != "upper"}) == len(words.guesses)
    assert all(json.loads(line) for line in path.read_text().splitlines())  # the torn line is gone


def test_refuses_a_journal_of_other_options_or_an_existing_one(tmp_path):
    words = small(0)
    path = tmp_path / "j.jsonl"
    sweep(words, 3, journal=path, shortlist=2)
    with pytest.raises(ConfigError, match="exists"):
        sweep(words, 3, journal=path)
    with pytest.raises(ConfigError, match="top"):
        sweep(words, 4, journal=path, resume=True)
    with pytest.raises(ConfigError, match="hard"):
        sweep(words, 3, hard=True, journal=path, resume=True)
    with pytest.raises(ConfigError, match="answers"):
        sweep(small(1), 3, journal=path, resume=True)
    for bad in (dict(top=0), dict(top=3, max_guesses=0), dict(top=3, jobs=0)):
        with pytest.raises(NdleError):
            sweep(words, **bad)


def test_ranks_follow_selbys_ties():
    r = SweepResult("w", 10, 3, False, 6, (("aa", 20), ("bb", 21), ("cc", 21), ("dd", 23)), True, 4, 4)
    assert r.rows() == [(1, False, "aa", 20), (2, True, "bb", 21), (2, True, "cc", 21), (4, False, "dd", 23)]
    assert r.to_dict()["openers"][1] == {"opener": "bb", "total": 21, "mean": 2.1}


def word_files(tmp_path, seed=0):
    words = small(seed)
    (tmp_path / "a.txt").write_text("\n".join(words.answers))
    (tmp_path / "g.txt").write_text("\n".join(words.guesses))
    return ["--answers-file", str(tmp_path / "a.txt"), "--guesses-file", str(tmp_path / "g.txt")]


def test_cli_table_json_and_csv(tmp_path, capsys):
    files = word_files(tmp_path)
    want = expected(0, False, 6, 3)
    code, out, err = run_cli(capsys, "optimal", "--opener", "all", "--top", "3", "--json", "--quiet",
                             "--csv", str(tmp_path / "top.csv"), *files)
    assert code == 0, err
    d = json.loads(out)
    assert [(o["opener"], o["total"]) for o in d["openers"]] == list(want)
    assert d["complete"] is True and d["top"] == 3 and d["hard"] is False and d["max_guesses"] == 6
    rows = (tmp_path / "top.csv").read_text().splitlines()
    assert rows[0] == "rank,opener,total,mean" and len(rows) == len(want) + 1
    code, out, _ = run_cli(capsys, "optimal", "--opener", "all", "--top", "3", *files)
    assert code == 0 and "complete: all" in out and want[0][0] in out.splitlines()[1]


@pytest.mark.parametrize("extra,msg", [(["--top", "0"], "--top"), (["--feedback", "nonesuch"], "feedback rule"),
                                       (["--tree", "x.txt"], "single"), (["--resume"], "--journal"),
                                       (["--jobs", "0"], "--jobs")])
def test_cli_refuses_bad_input(tmp_path, capsys, extra, msg):
    code, out, err = run_cli(capsys, "optimal", "--opener", "all", *extra, *word_files(tmp_path))
    assert code == 2 and msg in err and len(err.strip().splitlines()) == 1 and not out


def test_cli_unknown_opener(tmp_path, capsys):
    code, _, err = run_cli(capsys, "optimal", "--opener", "zzzzq", *word_files(tmp_path))
    assert code == 2 and "zzzzq" in err
