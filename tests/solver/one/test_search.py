"""Exact optimal trees: the compiled search equals a slow readable recursion; bounds; Selby's published totals
(slow)."""

from __future__ import annotations

import json
import shutil
import subprocess
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.cli import main
from ndle.errors import NdleError, WordError
from ndle.patterns.codes import all_green
from ndle.solver.one.search import SHORTLIST, Solver, opener_order, optimal, rank_openers
from ndle.patterns.cache import matrix_for
from ndle.strategies.pools import hard_mode_mask
from ndle.solver.one.order import introselect_last
from ndle.solver.one.trees import check_tree, parse_text, to_text
from ndle.words import load_words, make_word_list
from tests.patterns.test_lengths import word_lists

INF = float("inf")
WORDLE = load_words("wordle")


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


def reference_total(words, opener: str, max_guesses: int, hard: bool) -> float:
    """Selby's f summed after the opener, by plain exhaustive recursion over every guess (tiny lists only)."""
    M, green = matrix_for(words), all_green(words.length)
    G = range(len(words.guesses))

    @lru_cache(maxsize=None)
    def f(H: tuple, d: int, history: tuple) -> float:
        if d == 0:
            return INF
        if len(H) == 1:
            return 1
        allowed = hard_mode_mask(words, history) if hard else np.ones(len(words.guesses), bool)
        return len(H) + min(after(H, t, d, history, True) - len(H) for t in G if allowed[t])

    def after(H: tuple, t: int, d: int, history: tuple, inner: bool = False) -> float:
        parts: dict[int, list] = {}
        for h in H:
            parts.setdefault(int(M[t, h]), []).append(h)
        if inner and len(parts) == 1 and green not in parts:
            return INF  # learns nothing: n + f(H, d - 1) > f(H, d), never the minimum
        return len(H) + sum(f(tuple(p), d - 1, history + ((t, s),) if hard else ())
                            for s, p in parts.items() if s != green)

    return after(tuple(range(len(words.answers))), words.guess_id(opener), max_guesses, ())


small_lists = st.builds(
    lambda a, g: make_word_list("t", a, g),
    st.lists(st.sampled_from(WORDLE.answers[:400]), min_size=3, max_size=9, unique=True),
    st.lists(st.sampled_from(WORDLE.guesses[:3000]), min_size=0, max_size=5, unique=True))


def _compare_with_reference(words, data, low: int, high: int) -> tuple[str, bool, int, float]:
    """Draw an opener, a mode and a guess limit in [low, high]; check the search against the reference; return them
    with the reference's total."""
    opener = data.draw(st.sampled_from(words.guesses))
    hard = data.draw(st.booleans())
    limit = data.draw(st.integers(low, high))
    expected = reference_total(words, opener, limit, hard)
    got = Solver(words, hard=hard).evaluate(words.guess_id(opener), limit)
    assert got == expected or (expected == INF and got >= 1 << 40)
    return opener, hard, limit, expected


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=small_lists, data=st.data())
def test_exact_equals_reference(words, data):
    opener = data.draw(st.sampled_from(words.guesses))
    hard = data.draw(st.booleans())
    limit = data.draw(st.integers(1, 5))
    expected = reference_total(words, opener, limit, hard)
    solver = Solver(words, hard=hard)
    got = solver.evaluate(words.guess_id(opener), limit)
    if expected == INF:
        assert got >= 1 << 40
        with pytest.raises(NdleError, match="no strategy"):
            optimal(words, opener, hard=hard, max_guesses=limit)
        return
    assert got == expected
    r = optimal(words, opener, hard=hard, max_guesses=limit, solver=solver)
    assert (r.total, r.proven, sum(r.histogram.values())) == (expected, True, len(words.answers))
    report = check_tree(r.tree, words, hard=hard, max_guesses=limit)
    assert report.total == expected and report.worst <= limit


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lists=word_lists(2, 15, max_size=7), data=st.data())
def test_exact_equals_reference_at_every_length(lists, data):
    """Lengths 2-15 over small alphabets (from 8 letters on, the solver renumbers the matrix's codes)."""
    words = make_word_list("t", lists[1], lists[0])
    opener, hard, limit, expected = _compare_with_reference(words, data, 2, 5)
    if expected < INF:
        r = optimal(words, opener, hard=hard, max_guesses=limit)
        tree = parse_text(to_text(r.tree))
        assert check_tree(tree, words, hard=hard, max_guesses=limit).total == expected


ENDINGS = ("ight", "ound", "atch", "ower", "aker", "ill", "ash", "ore", "ater", "unk")
clustered_lists = st.builds(
    lambda end, k, others, extra: make_word_list(
        "t", set([w for w in WORDLE.answers if w.endswith(end)][:k]) | set(others), extra),
    st.sampled_from(ENDINGS), st.integers(6, 12),
    st.lists(st.sampled_from(WORDLE.answers), max_size=8, unique=True),
    st.lists(st.sampled_from(WORDLE.guesses), max_size=6, unique=True))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=clustered_lists, data=st.data())
def test_exact_equals_reference_on_hard_clusters(words, data):
    """Sets of look-alike answers (-ight, -ound, ...) force deep searches, cut-offs and infeasible limits."""
    opener, hard, limit, expected = _compare_with_reference(words, data, 3, 6)
    if expected < INF:
        r = optimal(words, opener, hard=hard, max_guesses=limit)
        assert check_tree(r.tree, words, hard=hard, max_guesses=limit).total == expected


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=small_lists, data=st.data())
def test_per_guess_lower_bound(words, data):
    """A guess splitting n answers into k groups costs at least 3n - k, one less when it is one of them."""
    t = data.draw(st.sampled_from(words.guesses))
    n = len(words.answers)
    codes = np.asarray(matrix_for(words)[words.guess_id(t), :])
    k = len(np.unique(codes))
    member = t in words.answers
    exact = reference_total(words, t, 6, False)
    assert exact >= 3 * n - k - member
    if k == n:  # closed form: every part a singleton
        assert exact == 2 * n - member


def test_introselect_matches_libstdcxx_case():
    """std::nth_element(v, v + 11, v + 12) from GNU libstdc++ 12 on these keys (computed with g++ -O2)."""
    v = np.array([4294967299, 12884901899, 12884901890, 0, 9, 4294967306, 4294967304, 1, 8589934596, 8589934598,
                  7, 8589934597], dtype=np.int64)
    assert introselect_last(v)
    assert v.tolist() == [8589934597, 4294967299, 7, 0, 9, 4294967306, 4294967304, 1, 8589934596, 8589934598,
                          12884901890, 12884901899]


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++ to run the real std::nth_element")
def test_introselect_matches_libstdcxx(tmp_path):
    src = tmp_path / "nth.cpp"
    src.write_text("#include <algorithm>\n#include <cstdio>\n#include <vector>\nint main(){int n;"
                   "while(scanf(\"%d\",&n)==1){std::vector<long long> v(n);for(auto&x:v)scanf(\"%lld\",&x);"
                   "std::nth_element(v.begin(),v.begin()+n-1,v.end());for(auto x:v)printf(\"%lld \",x);"
                   "printf(\"\\n\");}}\n")
    if subprocess.run(["g++", "-O2", "-o", str(tmp_path / "nth"), str(src)]).returncode:
        pytest.skip("g++ failed")
    rng = np.random.default_rng(7)
    cases = []
    for n in (1, 2, 3, 4, 5, 9, 33, 100, 2000, 12972):
        v = (rng.integers(0, max(2, n // 8), n).astype(np.int64) << 32) | np.arange(n)
        rng.shuffle(v)
        cases.append(v)
    text = "".join(f"{len(v)} {' '.join(map(str, v))}\n" for v in cases)
    out = subprocess.run([str(tmp_path / "nth")], input=text, capture_output=True, text=True).stdout.splitlines()
    for v, line in zip(cases, out, strict=True):
        assert introselect_last(v)
        assert v.tolist() == [int(x) for x in line.split()]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=small_lists, data=st.data())
def test_tiebreaks_give_optimal_trees(words, data):
    opener = data.draw(st.sampled_from(words.guesses))
    hard = data.draw(st.booleans())
    totals = set()
    for tiebreak in ("selby", "search"):
        try:
            r = optimal(words, opener, hard=hard, solver=Solver(words, hard=hard, tiebreak=tiebreak))
        except NdleError:
            return
        totals.add(check_tree(r.tree, words, hard=hard).total)
    assert len(totals) == 1


def test_width_is_an_upper_bound():
    words = make_word_list("t", WORDLE.answers[::30], WORDLE.guesses[::40] + ("crane",))
    exact = optimal(words, "crane")
    narrow = optimal(words, "crane", width=1)
    assert exact.proven and not narrow.proven and narrow.width == 1
    assert narrow.total >= exact.total
    assert check_tree(narrow.tree, words).total == narrow.total


def test_auto_ranks_openers_with_exact_values():
    words = make_word_list("t", WORDLE.answers[::45], WORDLE.guesses[::60])
    r = optimal(words, "auto", top=4)
    assert len(r.ranking) == 4 and r.opener == r.ranking[0][0]
    totals = [t for _, t, _ in r.ranking]
    assert totals == sorted(totals) and r.total == totals[0]
    order = [words.guesses[g] for g in rank_openers(words, 4)]
    assert sorted(order) == sorted(w for w, _, _ in r.ranking)
    assert set(order) <= {words.guesses[g] for g in opener_order(words)[:SHORTLIST]}
    for w, t, proven in r.ranking:
        assert proven and t == optimal(words, w).total
    assert r.to_dict()["ranking"][0]["opener"] == r.opener


def test_bad_input():
    words = make_word_list("t", WORDLE.answers[:20], ())
    with pytest.raises(WordError):
        optimal(words, "zzzzz")
    with pytest.raises(NdleError, match="no strategy"):
        optimal(words, words.answers[0], max_guesses=1)
    with pytest.raises(NdleError):
        optimal(words, "auto", top=0)
    with pytest.raises(NdleError, match="guess limit"):
        optimal(words, words.answers[0], max_guesses=0)
    with pytest.raises(NdleError, match="tie-break"):
        Solver(words, tiebreak="coin")
    with pytest.raises(NdleError):
        Solver(words, width=-1)


def test_cli_json_and_tree_files(tmp_path, capsys):
    answers = tmp_path / "answers.txt"
    answers.write_text("\n".join(WORDLE.answers[:40]) + "\n")
    text, js = tmp_path / "t.txt", tmp_path / "t.json"
    argv = ["optimal", "--answers-file", str(answers), "--opener", WORDLE.answers[5], "--json",
            "--tree", str(text), "--tree-json", str(js)]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"opener", "total", "mean", "histogram", "max_guesses", "proven"} <= set(out)
    assert out["proven"] is True and sum(out["histogram"].values()) == 40
    for path in (text, js):
        assert main(["optimal", "--check", str(path), "--answers-file", str(answers), "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["total"] == out["total"]
    assert main(["optimal", "--check", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read tree file" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.parametrize("name,opener,hard,limit,total", [
    ("wordle", "salet", False, 6, 7920), ("wordle", "salet", True, 6, 8122), ("wordle", "palet", True, 5, 8206),
    ("wordle", "reast", False, 6, 7923), ("wordle", "crate", False, 6, 7926), ("wordle", "trace", False, 6, 7926),
    ("wordle", "slate", False, 6, 7928), ("wordle", "crane", False, 6, 7930), ("nyt", "salet", False, 6, 7897)])
def test_selby_totals(name, opener, hard, limit, total):
    r = optimal(name, opener, hard=hard, max_guesses=limit)
    assert (r.total, r.proven) == (total, True)
    assert sum(r.histogram.values()) == r.n_answers and max(r.histogram) <= limit


@pytest.mark.slow
@pytest.mark.parametrize("hard", [False, True])
def test_salet_histograms(hard):
    """Selby's tie-break gives his published normal-mode SALET tree's histogram; hard mode needs six at most."""
    r = optimal("wordle", "salet", hard=hard)
    if not hard:
        assert r.histogram == {2: 78, 3: 1225, 4: 971, 5: 41}
    assert round(r.mean, 4) == (3.5084 if hard else 3.4212)
    assert check_tree(r.tree, WORDLE, hard=hard, max_guesses=6).total == r.total


@pytest.mark.slow
def test_salet_normal_never_needs_six():
    r = optimal("wordle", "salet", max_guesses=5)
    assert (r.total, round(r.mean, 4), max(r.histogram)) == (7920, 3.4212, 5)


# Two-letter words over five letters: no guess splits the answers into more parts than there are answers, so the
# capacity floor (`bounds.tree_floor`) is above 2n - 1 and prunes
dense_lists = st.builds(
    lambda a, g: make_word_list("t", a, g),
    st.lists(st.text("abcde", min_size=2, max_size=2), min_size=10, max_size=18, unique=True),
    st.lists(st.text("abcdef", min_size=2, max_size=2), max_size=6, unique=True))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=dense_lists, data=st.data())
def test_exact_equals_reference_when_parts_outnumber_splits(words, data):
    M = matrix_for(words)
    most = max(len(np.unique(M[t])) for t in range(len(words.guesses)))
    assert len(words.answers) > most  # the floor is above 2n - 1 at the root
    _compare_with_reference(words, data, 3, 7)
