"""Consistent play in the one-board searches: every guess one of the answers left. The least totals (one opener, and
over every opener), under a prior too, and the least worst case equal a plain expectimax (minimax) written out here,
where each guess is a code still possible; the lexicographic search keeps its first keys; the trees keep the rule;
every search the front chooses plays it."""

from __future__ import annotations

import functools
import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import ndle
from ndle.errors import ModeError, NdleError
from ndle.solver.one.search import Solver, optimal
from ndle.solver.one.trees import check_tree
from tests.players_util import run_cli, small_game

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny code spaces' matrices in a temporary cache

RULES = ("mastermind", "bulls-cows", "jotto", "exact")
BIG = 10**9


def space(rule: str, length: int, symbols: int, limit: int, **fields):
    """Return a one-board game of consistent play on a tiny code space (no repeats where the rule needs none)."""
    repeats = rule not in ("bulls-cows", "jotto")
    return ndle.as_game(1, code_length=length, symbols="123456"[:symbols], repeats=repeats, feedback=rule,
                        max_guesses=limit, consistent=True, **fields)


def reference(game, first: int | None = None, worst: bool = False, weights=None) -> int:
    """Return the least total (or with `worst` the least worst turn) of consistent play within the game's limit,
    after guess `first` or over every first guess: a plain expectimax (minimax) over the answers left, each guess one
    of them; BIG where no strategy finds every answer in time. With integer `weights` (one per answer), the least
    total of the answers' guesses each counted its weight's times."""
    matrix, ag, n = np.asarray(game.matrix), game.words.answer_guess, len(game.words.answers)
    green = int(matrix[ag[0], 0])
    w = [1] * n if weights is None else [int(x) for x in weights]

    @functools.lru_cache(maxsize=None)
    def value(answers: tuple[int, ...], left: int) -> int:
        if not answers:
            return 0
        if left == 0:
            return BIG
        return min(after(int(ag[a]), answers, left) for a in answers)

    def after(guess: int, answers: tuple[int, ...], left: int) -> int:
        parts: dict[int, list[int]] = {}
        for a in answers:
            parts.setdefault(int(matrix[guess, a]), []).append(a)
        rest = [value(tuple(p), left - 1) for code, p in parts.items() if code != green]
        if worst:
            return min(BIG, 1 + max(rest, default=0))
        return min(BIG, sum(w[a] for a in answers) + sum(rest))

    everyone = tuple(range(n))
    if first is not None:
        return after(first, everyone, game.max_guesses)
    return min(after(int(ag[a]), everyone, game.max_guesses) for a in everyone)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.sampled_from(RULES), length=st.integers(2, 3), symbols=st.integers(3, 4), limit=st.integers(2, 7),
       first=st.integers(0, 10**6))
def test_the_least_total_is_the_plain_expectimax(rule, length, symbols, limit, first):
    game = space(rule, length, symbols, limit)
    opener = first % len(game.words.guesses)
    want = reference(game, opener)
    got = Solver(game).evaluate(opener, limit)
    assert got == want if want < BIG else got >= BIG
    best = reference(game)
    if best < BIG:
        solution = ndle.solve(game, progress=False)
        assert solution.search == "one" and round(solution.value * len(game.words.answers)) == best
        tree = solution.result.tree
        check_tree(tree, game.words, max_guesses=limit, feedback=rule, consistent=True)
    else:
        with pytest.raises(NdleError, match="no strategy"):
            ndle.solve(game, progress=False)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.sampled_from(RULES), length=st.integers(2, 3), symbols=st.integers(3, 4), first=st.integers(0, 10**6))
def test_the_least_worst_case_is_the_plain_minimax(rule, length, symbols, first):
    from ndle.solver.worst.search import worst_case

    game = space(rule, length, symbols, 8)
    opener = game.words.guesses[first % len(game.words.guesses)]
    want = reference(game, game.words.guess_id(opener), worst=True)
    if want >= BIG:
        with pytest.raises(NdleError, match="no strategy"):
            worst_case(game, opener)
        return
    got = worst_case(game, opener)
    assert got.worst == want and got.best.consistent
    check_tree(got.best.tree, game.words, max_guesses=want, feedback=rule, consistent=True)
    if (best := reference(game, worst=True)) < BIG:  # a symmetric rule: openers by class; else the sweep
        solution = ndle.solve(game, "worst", opener="all", top=0 if rule != "exact" else 5)
        assert solution.value == best and solution.search == ("worst_sweep" if rule == "exact" else "worst_classes")
        if rule == "exact":  # the least totals within it: consistent play's every answer
            assert solution.totals.total == reference(game.changed(max_guesses=best))


def test_consistent_play_costs_guesses_on_mastermind():
    """Mastermind 3 x 5: the free search does better than consistent play (so the rule is really applied), and
    the free tree breaks it."""
    free = optimal(ndle.as_game(game="mastermind", code_length=3, symbols="12345"), "classes", progress=False)
    tied = optimal(ndle.as_game(game="mastermind", code_length=3, symbols="12345", consistent=True), "classes",
                   progress=False)
    assert free.total < tied.total == reference(space("mastermind", 3, 5, 10)) and tied.consistent
    with pytest.raises(ndle.StrategyError, match="not a possible answer any more"):
        check_tree(free.tree, ndle.as_game(game="mastermind", code_length=3, symbols="12345").words,
                   feedback="mastermind", consistent=True)
    assert tied.to_dict()["consistent"] is True and "consistent" not in free.to_dict()


def test_hard_mode_and_consistent_play_together_are_consistent_play():
    """On Wordle's feedback every answer left uses the hints shown, so hard mode adds nothing to consistent play."""
    game = small_game(40, 60, seed=3)
    opener = game.words.answer_guess[0]
    both = Solver(game.changed(hard=True, consistent=True)).evaluate(opener, 6)
    assert both == Solver(game.changed(consistent=True)).evaluate(opener, 6) == reference(game.changed(
        consistent=True, max_guesses=6), opener)


def test_an_opener_that_is_no_answer_is_refused():
    game = small_game(40, 60, seed=3).changed(consistent=True)
    extra = next(w for w in game.words.guesses if w not in game.words.answer_index)
    with pytest.raises(NdleError, match=f"{extra} is not a possible answer: consistent play opens with one"):
        optimal(game, extra, progress=False)


@pytest.mark.parametrize("boards, objective, feedback, search", [
    (1, "forced", "mastermind", "forced"), (2, "forced", "exact", "forced"), (2, "worst", "mastermind", "multi_worst"),
    (1, "worst", "exact", "worst_sweep"), (1, "worst", "mastermind", "worst_classes"), (2, None, "jotto", "nboard"),
    (1, "total", "bulls-cows", "nboard"), (1, "worst,total", "exact", "lex"), (1, None, "exact", "one")])
def test_every_search_the_front_chooses_plays_it(boards, objective, feedback, search):
    """No search refuses consistent play any more: each says it played it (lying rows and Xordle's merged rows are
    refused by the rules themselves)."""
    game = ndle.as_game(boards, code_length=2, symbols="123", feedback=feedback, consistent=True,
                        repeats=feedback not in ("bulls-cows", "jotto"))
    every = boards == 1 and objective in (None, "worst", "worst,total")
    solution = ndle.solve(game, objective, opener="all" if every else None, progress=False)
    assert solution.search == search
    assert solution.to_dict()["result"]["consistent"] is True


@pytest.mark.parametrize("fields, why", [({"lies": 1}, "rows lie"), ({"game": "xordle"}, "xordle")])
def test_lying_rows_and_xordle_refuse_it(fields, why):
    with pytest.raises(ModeError, match=why):
        ndle.Rules(consistent=True, **fields)


@pytest.mark.parametrize("argv, words", [
    (["play", "--consistent", "--lies", "1", "--answers", "crane"], "rows lie"),
    (["suggest", "--consistent", "--game", "xordle"], "xordle"),
    (["hide", "--consistent"], "--consistent does not apply to ndle hide")])
def test_the_cli_refuses_what_cannot_be_played_consistently_in_one_line(capsys, argv, words):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and not out and err.count("\n") == 1 and words in err


def test_ndle_optimal_consistent_gives_the_published_total(capsys):
    code, out, err = run_cli(capsys, "optimal", "--feedback", "mastermind", "--code-length", "3", "--symbols",
                             "12345", "--consistent", "--opener", "all", "--json")
    d = json.loads(out)
    assert code == 0 and d["total"] == 455 and d["opener"] == "123" and d["consistent"] is True


def weighted(game, seed: int):
    """Return `game` with integer answer weights 1 to 8 drawn from `seed` (kept exactly by the search under a
    prior), and the weights."""
    from ndle.game import Game

    w = np.random.default_rng(np.random.SeedSequence(seed)).integers(1, 9, len(game.words.answers)).astype(float)
    return Game(game.words, game.rules, weights=w), w


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.sampled_from(RULES), length=st.integers(2, 3), symbols=st.integers(3, 4), limit=st.integers(2, 7),
       seed=st.integers(0, 2**32 - 1), first=st.integers(0, 10**6))
def test_under_a_prior_the_least_expected_guesses_are_the_weighted_expectimax(rule, length, symbols, limit, seed,
                                                                              first):
    from ndle.solver.one.prior import prior_optimal

    game, w = weighted(space(rule, length, symbols, limit), seed)
    mass = w.sum()
    want = reference(game, weights=w)
    if want >= BIG:
        with pytest.raises(NdleError, match="no strategy"):
            ndle.solve(game, progress=False)
    else:
        solution = ndle.solve(game, progress=False)
        assert solution.search == "prior" and solution.result.consistent
        assert solution.value * mass == pytest.approx(want, rel=1e-12)
        assert solution.guess in game.words.answer_index
    opener = int(game.words.answer_guess[first % len(game.words.answers)])
    after = reference(game, opener, weights=w)
    if after >= BIG:
        with pytest.raises(NdleError, match="no strategy"):
            prior_optimal(game, game.words.guesses[opener])
    else:
        assert prior_optimal(game, game.words.guesses[opener]).expected * mass == pytest.approx(after, rel=1e-12)


def test_under_a_prior_consistent_play_costs_guesses_on_mastermind():
    """Mastermind 3 x 4 within four guesses, weights 1 to 8: free play does better (so the rule is applied)."""
    game, w = weighted(ndle.as_game(1, code_length=3, symbols="1234", feedback="mastermind", max_guesses=4), 1)
    free = ndle.solve(game, progress=False)
    tied = ndle.solve(game.changed(consistent=True), progress=False)
    assert free.value < tied.value == pytest.approx(reference(game.changed(consistent=True), weights=w) / w.sum())
    assert tied.result.to_dict()["consistent"] is True and "consistent" not in free.result.to_dict()


def test_under_a_prior_an_opener_that_is_no_answer_is_refused():
    from ndle.solver.one.prior import prior_optimal

    game, _ = weighted(small_game(40, 60, seed=3).changed(consistent=True), 2)
    extra = next(w for w in game.words.guesses if w not in game.words.answer_index)
    with pytest.raises(NdleError, match=f"{extra} is not a possible answer: consistent play opens with one"):
        prior_optimal(game, extra)
    r = prior_optimal(game)  # every opener an answer
    assert r.opener in game.words.answer_index and r.to_dict()["consistent"] is True


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.sampled_from(RULES), length=st.integers(2, 3), symbols=st.integers(3, 4), limit=st.integers(3, 7),
       keys=st.sampled_from(["worst,total", "total,worst", "total,beyond:2"]))
def test_the_lexicographic_search_keeps_the_references_first_keys(rule, length, symbols, limit, keys):
    """``worst,total``: the least worst turn (the minimax), then the least total within it (the expectimax under that
    limit); ``total,...``: the least total first. The tree is checked to keep the rule (`lex_optimal` checks it)."""
    from ndle.solver.lex import lex_optimal

    game = space(rule, length, symbols, limit)
    worst, total = reference(game, worst=True), reference(game)
    if min(worst, total) >= BIG:
        with pytest.raises(NdleError, match="no strategy"):
            lex_optimal(game, keys, "all", progress=False)
        return
    r = lex_optimal(game, keys, "all", progress=False)
    assert r.consistent and r.to_dict()["consistent"] is True
    if keys.startswith("worst"):
        assert r.values == {"worst": worst, "total": reference(game.changed(max_guesses=worst))}
    else:
        assert r.values["total"] == total and (keys != "total,worst" or r.values["worst"] >= worst)
    assert ndle.solve(game, keys, opener="all").value == r.values[keys.split(",")[0]]


def test_the_lexicographic_search_plays_consistently_on_mastermind():
    """Mastermind 3 x 5, ``worst,total``: consistent play costs guesses (so the rule is applied)."""
    from ndle.solver.lex import lex_optimal

    free = lex_optimal(ndle.as_game(game="mastermind", code_length=3, symbols="12345"), "worst,total", "all",
                       progress=False)
    tied = lex_optimal(space("mastermind", 3, 5, 10), "worst,total", "all", progress=False)
    assert (free.values["worst"], free.values["total"]) < (tied.values["worst"], tied.values["total"])
    assert tied.values["worst"] == reference(space("mastermind", 3, 5, 10), worst=True)


def test_the_worst_case_over_every_opener_of_a_word_list():
    """A list with guesses that are no answers: the sweep tries the answers only; consistent play's worst case
    is the minimax's and free play's is no worse; the journal records the rule."""
    from ndle.solver.worst.openers import worst_sweep

    game = small_game(40, 60, seed=3).changed(consistent=True, max_guesses=8)
    r = worst_sweep(game, progress=False)
    assert r.worst == reference(game, worst=True) and r.n_openers == 40 and r.to_dict()["consistent"] is True
    assert worst_sweep(game.changed(consistent=False), progress=False).worst <= r.worst


def test_ndle_optimal_worst_over_every_opener_in_consistent_play(capsys):
    code, out, err = run_cli(capsys, "optimal", "--feedback", "exact", "--code-length", "2", "--symbols", "1234",
                             "--consistent", "--objective", "worst", "--opener", "all")
    assert code == 0 and "every answer within 4 guesses" in out and "consistent play" in out
    assert "12: total 42 over 16 answers" in out  # the least total within it
    code, out, err = run_cli(capsys, "optimal", "--feedback", "exact", "--code-length", "2", "--symbols", "1234",
                             "--objective", "worst", "--opener", "all")
    assert code == 0 and "every answer within 3 guesses" in out  # free play does better
