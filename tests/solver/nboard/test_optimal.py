"""Exact n-board values: the search equals a slow readable expectimax over every guess; n = 1 is Selby's search;
the ranking is the same for any number of jobs; journal, memo limit, positions and bad input."""

from __future__ import annotations

import json
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.cli import main
from ndle.errors import ConfigError, NdleError, NoCandidatesError, WordError
from ndle.patterns.cache import matrix_for
from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of
from ndle.solver.nboard import root as nboard_root
from ndle.solver.nboard.optimal import nboard_optimal, start_from
from ndle.solver.one.search import optimal
from ndle.words import load_words, make_word_list
from tests.solver.nboard.reference import expectimax_value

WORDLE = load_words("wordle")


# random words over a small alphabet: repeated letters, many equal feedbacks
tiny_words = st.text(alphabet="abcde", min_size=5, max_size=5)
tiny_lists = st.builds(lambda a, g: make_word_list("t", a, g),
                       st.lists(tiny_words, min_size=2, max_size=7, unique=True),
                       st.lists(tiny_words, min_size=0, max_size=4, unique=True))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_values_equal_reference(words, data, tmp_cache):
    n = data.draw(st.integers(1, 3))
    objective = data.draw(st.sampled_from(["last", "total"]))
    A = len(words.answers)
    boards = [data.draw(st.lists(st.integers(0, A - 1), min_size=1, max_size=A, unique=True)) for _ in range(n)]
    pos = canonical(boards)
    F, best = NBoardSolver(words, objective).solve(pos)
    expected = expectimax_value(words, pos, objective)
    assert Fraction(F, tuples_of(pos)) == expected
    assert NBoardSolver(words, objective).guess_value(pos, best) == F  # the best guess reaches the value


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_game_positions_and_ranking_equal_reference(words, data, tmp_cache):
    """Positions as the game makes them (equal or disjoint candidate sets), every guess's value in the ranking."""
    n = data.draw(st.integers(2, 3))
    objective = data.draw(st.sampled_from(["last", "total"]))
    answers = [data.draw(st.sampled_from(words.answers)) for _ in range(n)]
    after = data.draw(st.lists(st.sampled_from(words.guesses), max_size=1))
    st_ = start_from(words, answers=answers, after=after)
    pos = canonical(st_.boards)
    if not pos:
        return
    r = nboard_optimal(words, objective=objective, answers=answers, after=after, top=len(words.guesses),
                       progress=False)
    assert r.proven
    expected = expectimax_value(words, pos, objective)
    assert Fraction(r.value - st_.score(objective, 0)).limit_denominator(10**6) == expected


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_guess_values_against_a_cut_off(words, data, tmp_cache):
    """With a cut-off (as a proof refutes its first guesses: one solver, its memo kept, the children's bounds first
    raised by a one-ply probe), each guess's value is exact below the cut-off and otherwise a lower bound at or
    above it, never above the exact value."""
    objective = data.draw(st.sampled_from(["last", "total"]))
    pos = canonical(game_like(data, len(words.answers), 3))
    if len(pos) < 2:
        return
    shared = NBoardSolver(words, objective)
    for g in range(len(words.guesses)):
        exact = NBoardSolver(words, objective).guess_value(pos, g)
        beta = data.draw(st.integers(max(1, exact - 3), exact + 3))
        v = shared.guess_value(pos, g, beta)
        assert v == exact if exact < beta else beta <= v <= exact, (pos, g, beta, v, exact)
    F, _ = shared.solve(pos)
    assert NBoardSolver(words, objective).solve(pos)[0] == F  # the probes' bounds left the memo sound


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=tiny_lists, data=st.data())
def test_four_boards_equal_reference(words, data, tmp_cache):
    """Four boards as play makes them (the compiled bounds of their guesses' children decide which guesses are
    searched): the value is the reference's, and a guess searched against a cut-off is exact below it and a lower
    bound at or above it otherwise."""
    pos = canonical(game_like(data, len(words.answers), 4, least=4))
    F, best = NBoardSolver(words, "last").solve(pos)
    assert Fraction(F, tuples_of(pos)) == expectimax_value(words, pos, "last")
    shared = NBoardSolver(words, "last")
    for g in range(len(words.guesses)):
        exact = NBoardSolver(words, "last").guess_value(pos, g)
        beta = data.draw(st.integers(max(1, exact - 3), exact + 3))
        v = shared.guess_value(pos, g, beta)
        assert v == exact if exact < beta else beta <= v <= exact, (pos, g, beta, v, exact)
    assert exact >= F and NBoardSolver(words, "last").guess_value(pos, best) == F


def game_like(data, A: int, most: int, least: int = 2) -> list:
    """Draw `least` (default 2) to `most` boards whose candidate sets are equal or disjoint (as play makes them) over A
    answers."""
    ids = data.draw(st.permutations(range(A)))
    cut = data.draw(st.integers(1, A))
    sets = [ids[:cut], ids[cut:]] if cut < A else [ids]
    return [data.draw(st.sampled_from(sets)) for _ in range(data.draw(st.integers(least, most)))]


small = make_word_list("s", WORDLE.answers[::97], WORDLE.guesses[::301])


@pytest.mark.parametrize("opener", [small.answers[3], small.guesses[40]])
def test_one_board_equals_selby(opener):
    selby = optimal(small, opener, max_guesses=20)
    for objective in ("last", "total"):
        r = nboard_optimal(small, 1, objective, only=[opener], progress=False)
        assert r.value == pytest.approx(selby.mean, abs=1e-12)


def test_ranking_same_for_any_jobs():
    for objective in ("last", "total"):
        one = nboard_optimal(small, 2, objective, top=4, jobs=1, progress=False)
        two = nboard_optimal(small, 2, objective, top=4, jobs=2, progress=False)
        assert one.ranking == two.ranking and one.proven and two.proven and len(one.ranking) == 4


def test_journal_resume_and_refusal(tmp_path):
    path = tmp_path / "j.jsonl"
    first = nboard_optimal(small, 2, top=3, journal=path, progress=False)
    assert len(path.read_text().splitlines()) > 1
    done = path.read_bytes()
    again = nboard_optimal(small, 2, top=3, journal=path, resume=True, progress=False)
    assert again.ranking == first.ranking
    assert path.read_bytes() == done  # a finished journal: nothing searched again, nothing appended
    with pytest.raises(ConfigError, match="exists"):
        nboard_optimal(small, 2, top=3, journal=path, progress=False)
    with pytest.raises(ConfigError, match="another run"):
        nboard_optimal(small, 2, "total", top=3, journal=path, resume=True, progress=False)


def test_journal_resumes_the_bound_pass(tmp_path, monkeypatch):
    """A search stopped in its bound pass resumes it: only the guesses without a journaled bound are bounded again,
    the ranking is the same, and each bound is in the journal once."""
    path = tmp_path / "j.jsonl"
    first = nboard_optimal(small, 2, top=1, journal=path, progress=False)
    lines = path.read_text().splitlines(keepends=True)
    at = [i for i, line in enumerate(lines) if '"bound"' in line]
    assert len(at) > 2 and at == list(range(at[0], at[-1] + 1))  # the pass, journaled in one run of lines
    cut = at[len(at) // 2]
    path.write_text("".join(lines[:cut]))
    bounded = []
    real = nboard_root._after_bounds
    monkeypatch.setattr(nboard_root, "_after_bounds", lambda shared, ids: bounded.extend(ids) or real(shared, ids))
    again = nboard_optimal(small, 2, top=1, journal=path, resume=True, progress=False)
    assert again.ranking == first.ranking
    assert sorted(bounded) == sorted(json.loads(lines[i])["guess"] for i in at[len(at) // 2:])
    got = [json.loads(line) for line in path.read_text().splitlines() if '"bound"' in line]
    assert sorted((d["guess"], d["bound"]) for d in got) == sorted(
        (d["guess"], d["bound"]) for d in map(json.loads, (lines[i] for i in at)))


def test_a_round_stopped_midway_keeps_the_guesses_it_decided(tmp_path, monkeypatch):
    """Each decided guess is journaled as soon as it is decided: a search stopped inside a round (here by an
    interrupt at its third guess) keeps the two before it, and the resumed search decides only the others."""
    path = tmp_path / "j.jsonl"
    first = nboard_optimal(small, 2, top=1, progress=False)
    real, calls = nboard_root._decide, []

    def stop_at_third(shared, ids, beta):
        calls.append(ids[0])
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(shared, ids, beta)

    monkeypatch.setattr(nboard_root, "_decide", stop_at_third)
    with pytest.raises(KeyboardInterrupt):
        nboard_optimal(small, 2, top=1, journal=path, progress=False)
    kept = [json.loads(line)["guess"] for line in path.read_text().splitlines() if '"value"' in line]
    assert kept == calls[:2]  # the first round's first two guesses, decided before the stop
    calls.clear()
    monkeypatch.setattr(nboard_root, "_decide", lambda shared, ids, beta: calls.append(ids[0]) or real(shared, ids,
                                                                                                       beta))
    again = nboard_optimal(small, 2, top=1, journal=path, resume=True, progress=False)
    assert again.ranking == first.ranking and again.proven
    assert not set(calls) & set(kept)


def test_memo_limit_says_so_and_stays_exact():
    said = []
    r = nboard_optimal(small, 2, top=2, capacity=3, on_full=said.append, progress=False)
    assert r.ranking == nboard_optimal(small, 2, top=2, progress=False).ranking
    assert len(said) == 1 and "memo is full" in said[0]


def test_feedback_and_answers_give_the_same_position():
    from ndle.patterns.codes import feedback

    after = ["train", "close", "champ"]
    a = start_from(WORDLE, answers=["chaff", "lowly"], after=after)
    f = start_from(WORDLE, rows=[(g, [feedback(g, "chaff"), feedback(g, "lowly")]) for g in after])
    assert canonical(a.boards) == canonical(f.boards) and a.turn == f.turn == 3
    won = start_from(WORDLE, answers=["chaff", "lowly"], after=["train", "chaff", "close"])
    assert won.solved_turns == (2,) and canonical(won.boards) == canonical(
        start_from(WORDLE, answers=["lowly"], after=["train", "chaff", "close"]).boards)
    dashed = start_from(WORDLE, rows=[("chaff", ["ggggg", feedback("chaff", "lowly")]),
                                          ("close", ["-", feedback("close", "lowly")])])
    assert dashed.solved_turns == (1,) and dashed.score("total", 0.5) == 1 + 2 + 0.5


def test_bad_positions():
    with pytest.raises(WordError):
        start_from(WORDLE, answers=["chaff", "zzzzz"])
    with pytest.raises(NoCandidatesError):
        start_from(WORDLE, rows=[("train", ["bbbbb"]), ("train", ["ggggg"])])
    with pytest.raises(NdleError, match="--after needs"):
        start_from(WORDLE, 2, after=["train"])


@pytest.mark.parametrize("argv", [
    ["optimal", "--answers", "chaff,lowly", "--after", "train,zzzzz"],
    ["optimal", "--boards", "2", "--after", "train"],
    ["optimal", "--seen", "train=bbbbb,ggggg", "close=ggggg"],
    ["optimal", "--seen", "train=bbbbb", "train=ggggg"],
    ["optimal", "--boards", "3", "--answers", "chaff,lowly"],
    ["optimal", "--boards", "2", "--hard"],
    ["optimal", "--boards", "2", "--resume"],
])
def test_cli_bad_input_exits_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "error" in err[0]


def test_cli_position_json(tmp_path, capsys):
    af, gf = tmp_path / "a.txt", tmp_path / "g.txt"
    af.write_text("\n".join(small.answers) + "\n")
    gf.write_text("\n".join(small.guesses) + "\n")
    assert main(["optimal", "--boards", "2", "--answers-file", str(af), "--guesses-file", str(gf), "--top", "2",
                 "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert set(d) >= {"boards", "objective", "ranking", "best", "value", "proven", "seconds"}
    assert d["boards"] == 2 and d["proven"] and d["best"] == d["ranking"][0]["guess"]
    assert d["value"] == pytest.approx(nboard_optimal(small, 2, top=1, progress=False).value, abs=1e-6)
    assert main(["optimal", "--boards", "2", "--answers-file", str(af), "--guesses-file", str(gf), "--opener",
                 d["best"], "--json"]) == 0
    whole = json.loads(capsys.readouterr().out)
    assert whole["mean"] == d["value"] and whole["proven"] and "seconds" in whole


def test_solver_is_exact_beside_the_strategies_endgame():
    """The endgame expectimax of `lookahead` (a shortlist-free reference too) agrees on a Quordle-like position."""
    from ndle.solver.nboard.endgame import Endgame

    M = matrix_for(WORDLE)
    pos = canonical([np.array(b) for b in ([10, 200, 301], [5, 77], [900, 901, 1500])])
    F = NBoardSolver(WORDLE, "total").solve(pos)[0]
    v, _ = Endgame(M, np.arange(len(WORDLE.guesses)), "total", green=242).solve(pos)
    assert F / tuples_of(pos) == pytest.approx(v, abs=1e-12)
