"""Consistent play in the n-board search, equally likely answers or under a prior: every guess a candidate of an
unsolved board. Its values equal the plain expectimax over those guesses only (`tests.solver.nboard.reference`), on
one board the one-board reference of consistent play (`tests.solver.one.test_consistent`); they differ from free
play's where a non-candidate splits better; a journal of one rule is not resumed under the other."""

from __future__ import annotations

import json
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import ndle
from ndle.errors import ConfigError, NdleError
from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of
from ndle.solver.nboard.weighted import WeightedNBoardSolver
from tests.players_util import run_cli
from tests.solver.nboard.reference import expectimax_value
from tests.solver.one.test_consistent import RULES, reference, space, weighted

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny code spaces' matrices in a temporary cache


def several(rule: str, length: int, symbols: int, boards: int):
    """Return a game of consistent play on `boards` boards of a tiny code space (`space`'s, its default limit)."""
    repeats = rule not in ("bulls-cows", "jotto")
    return ndle.as_game(boards, code_length=length, symbols="123456"[:symbols], repeats=repeats, feedback=rule,
                        consistent=True)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.sampled_from(RULES), length=st.integers(2, 3), symbols=st.integers(3, 4), boards=st.integers(1, 3),
       objective=st.sampled_from(["last", "total"]), data=st.data())
def test_values_are_the_plain_expectimax_over_the_candidates(rule, length, symbols, boards, objective, data):
    game = several(rule, length, symbols, boards)
    n = len(game.words.answers)
    pos = canonical(data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=min(n, 6), unique=True))
                    for _ in range(boards))
    solver = NBoardSolver(game.words, objective, feedback=rule, consistent=True)
    F, best = solver.solve(pos)
    assert Fraction(F, tuples_of(pos)) == expectimax_value(game.words, pos, objective, rule=rule, consistent=True)
    union = {int(game.words.answer_guess[a]) for b in pos for a in b}
    assert best in union and solver.guess_value(pos, best) == F  # a candidate, and it reaches the value


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.sampled_from(RULES), length=st.integers(2, 3), symbols=st.integers(3, 4), boards=st.integers(1, 3),
       objective=st.sampled_from(["last", "total"]), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_under_a_prior_values_are_the_weighted_expectimax_over_the_candidates(rule, length, symbols, boards,
                                                                              objective, seed, data):
    game, w = weighted(several(rule, length, symbols, boards), seed)
    n = len(game.words.answers)
    pos = canonical(data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=min(n, 5), unique=True))
                    for _ in range(boards))
    solver = WeightedNBoardSolver(game.words, w, objective, feedback=rule, consistent=True)
    W, best = solver.solve(pos)
    want = expectimax_value(game.words, pos, objective, w, rule=rule, consistent=True)
    assert W / solver.mass(pos) == pytest.approx(float(want), rel=1e-12)
    assert best in {int(game.words.answer_guess[a]) for b in pos for a in b}
    fresh = WeightedNBoardSolver(game.words, w, objective, feedback=rule, consistent=True)
    assert fresh.guess_value(pos, best) == pytest.approx(W, rel=1e-12)


def test_under_a_prior_the_front_plays_consistently_on_two_boards():
    """Two boards of a 2 x 4 code space (exact feedback) with weights, through `ndle.solve`: the expectimax over the
    candidates (and free play's over every guess)."""
    game, w = weighted(several("exact", 2, 4, 2), 5)
    s = ndle.solve(game, progress=False)
    n = len(w)
    want = expectimax_value(game.words, canonical([range(n)] * 2), "last", w, rule="exact", consistent=True)
    assert s.search == "nboard" and s.result.consistent and s.value == pytest.approx(float(want), rel=1e-12)
    free = ndle.solve(game.changed(consistent=False), progress=False).value
    assert free == pytest.approx(float(expectimax_value(game.words, canonical([range(n)] * 2), "last", w,
                                                        rule="exact")), rel=1e-12)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.sampled_from(RULES), symbols=st.integers(3, 4), boards=st.integers(2, 3),
       objective=st.sampled_from(["last", "total"]), data=st.data())
def test_the_front_ranks_a_position_of_the_game_by_the_expectimax(rule, symbols, boards, objective, data):
    """Positions as a game makes them (the answers, a guess after them), through `ndle.solve`: every guess ranked is
    a candidate, each at its own expectimax value (two pegs: the reference is slow)."""
    game = several(rule, 2, symbols if boards == 2 else 3, boards)
    words = game.words
    answers = [data.draw(st.sampled_from(words.answers)) for _ in range(boards)]
    after = [data.draw(st.sampled_from(words.guesses))]
    try:
        s = ndle.solve(game, objective, answers=answers, after=after, top=len(words.guesses), progress=False)
    except NdleError as e:  # the guess solved every board
        assert "already solved" in str(e)
        return
    start = ndle.solver.nboard.start_from(words, answers=answers, after=after, feedback=rule)
    pos = canonical(start.boards)
    union = {words.guesses[words.answer_guess[a]] for b in pos for a in b}
    assert s.search == "nboard" and s.result.consistent and s.result.proven
    assert {w for w, _ in s.result.ranking} <= union
    for w, v in s.result.ranking:
        want = expectimax_value(words, pos, objective, rule=rule, consistent=True, first=words.guess_id(w))
        assert v == pytest.approx(start.score(objective, float(want)), abs=1e-9)
    best = expectimax_value(words, pos, objective, rule=rule, consistent=True)
    assert s.value == pytest.approx(start.score(objective, float(best)), abs=1e-9)


@pytest.mark.parametrize("rule, length, symbols", [(r, 2, s) for r in RULES for s in (3, 4)] + [("bulls-cows", 3, 4)])
def test_one_board_is_the_one_board_reference(rule, length, symbols):
    """One board of the whole code space: the n-board search of consistent play is the one-board reference's total
    over the answers (and the front's one-board search's)."""
    game = several(rule, length, symbols, 1)
    n = len(game.words.answers)
    total = reference(space(rule, length, symbols, 10))  # no limit binds these
    F, _ = NBoardSolver(game.words, "total", feedback=rule, consistent=True).solve(canonical([range(n)]))
    assert total == F
    assert ndle.solve(game, "total", progress=False).value == pytest.approx(total / n)


@pytest.mark.parametrize("rule, symbols, length, free, tied", [("exact", "1234", 2, 888, 890),
                                                              ("bulls-cows", "1234", 3, 572 * 4, 574 * 4)])
def test_consistent_play_is_not_free_play_on_two_boards(rule, symbols, length, free, tied):
    """Two boards of a tiny code space, `last`: free play is better (a guess off both boards' candidates splits
    better), so the rule is applied; consistent play's value is the expectimax over the candidates."""
    repeats = rule != "bulls-cows"
    game = ndle.as_game(2, code_length=length, symbols=symbols, repeats=repeats, feedback=rule)
    n = len(game.words.answers)
    loose = ndle.solve(game, progress=False)
    strict = ndle.solve(game.changed(consistent=True), progress=False)
    assert loose.value * n * n == pytest.approx(free) and strict.value * n * n == pytest.approx(tied)
    pos = canonical([range(n)] * 2)
    assert expectimax_value(game.words, pos, "last", rule=rule, consistent=True) == Fraction(tied, n * n)
    assert strict.result.to_dict()["consistent"] is True and "consistent" not in loose.result.to_dict()


def test_a_guess_off_every_board_is_refused_and_a_candidate_valued():
    game = ndle.as_game(2, code_length=2, symbols="1234", feedback="exact", consistent=True)
    with pytest.raises(NdleError, match="12 is not a possible answer on any unsolved board"):
        ndle.solve(game, rows=[("12", ["00", "00"])], opener="12", progress=False)
    words = game.words
    start = ndle.solver.nboard.start_from(words, rows=[("12", ["00", "00"])], feedback="exact")
    pos = canonical(start.boards)
    for w in ("33", "43"):  # each valued through its family among the candidates
        got = ndle.solve(game, rows=[("12", ["00", "00"])], opener=w, progress=False).value
        want = expectimax_value(words, pos, "last", rule="exact", consistent=True, first=words.guess_id(w))
        assert got == pytest.approx(start.score("last", float(want)))


def test_a_journal_is_not_resumed_under_the_other_rule(tmp_path):
    game = ndle.as_game(2, code_length=2, symbols="123", feedback="exact")
    path = tmp_path / "j.jsonl"
    ndle.solve(game, journal=path, progress=False)
    assert json.loads(path.read_text().splitlines()[0]).get("consistent") is None
    with pytest.raises(ConfigError, match="differs in consistent"):
        ndle.solve(game.changed(consistent=True), journal=path, resume=True, progress=False)


def test_ndle_optimal_boards_consistent(capsys):
    code, out, err = run_cli(capsys, "optimal", "--boards", "2", "--code-length", "2", "--symbols", "1234",
                             "--feedback", "exact", "--consistent", "--json")
    d = json.loads(out)
    assert code == 0 and d["consistent"] is True and d["value"] == pytest.approx(890 / 256)
    code, out, err = run_cli(capsys, "optimal", "--boards", "2", "--code-length", "2", "--symbols", "1234",
                             "--feedback", "exact", "--consistent")
    assert code == 0 and "in consistent play" in out and "3.4766" in out


def test_the_search_keeps_within_the_candidates_through_numpy_ids():
    """`allowed` gives the candidates' guesses only, ascending, whatever `within` a parent handed down."""
    game = ndle.as_game(2, code_length=2, symbols="123", feedback="mastermind", consistent=True)
    s = NBoardSolver(game.words, "last", feedback="mastermind", consistent=True)
    got = s.allowed([4, 1], within=np.arange(3, dtype=np.int64))
    assert got.tolist() == sorted(int(game.words.answer_guess[a]) for a in (1, 4))


def test_workers_play_it_too():
    """The root's guesses decided in worker processes (each builds its solver by the rule) give the same value."""
    game = ndle.as_game(2, code_length=2, symbols="1234", feedback="exact", consistent=True)
    assert ndle.solve(game, jobs=2, progress=False).value * 256 == pytest.approx(890)
    assert ndle.solve(game.changed(consistent=False), jobs=2, progress=False).value * 256 == pytest.approx(888)
