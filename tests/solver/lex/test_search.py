"""Lexicographic objectives: the cost-table search and the reduction equal a brute-force reference that lists every
strategy's histogram and compares the keys' tuples directly; published figures (slow)."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import ndle
from ndle.errors import NdleError
from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named
from ndle.solver.objectives import cost_table, key_values
from ndle.solver.lex import CostSolver, lex_optimal
from ndle.solver.one.memo import INF
from ndle.strategies.pools import hard_mode_mask
from ndle.words import code_space
from tests.solver.one.test_search import small_lists

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


def every_histogram(words, feedback: str, limit: int, hard: bool, opener: str | None) -> set[tuple[int, ...]]:
    """Return every histogram (answers solved at turns 1 .. limit) some strategy reaches, by trying every guess at
    every position (plain Python; tiny lists only). A guess that leaves the answers in one part only delays every
    answer, which no key rewards, and is skipped."""
    M = matrix_for(words, feedback)
    green = rule_named(feedback).solved(words.length)
    G = range(len(words.guesses))

    def shifted(h: tuple, turn: int) -> tuple:
        return tuple(c + (1 if d == turn else 0) for d, c in enumerate(h, start=1))

    def plus(a: set, b: set) -> set:
        return {tuple(x + y for x, y in zip(u, v)) for u in a for v in b}

    @lru_cache(maxsize=None)
    def reach(H: tuple, turn: int, history: tuple) -> frozenset:
        if turn > limit:
            return frozenset()
        allowed = hard_mode_mask(words, history) if hard else np.ones(len(words.guesses), bool)
        out: set = set()
        for t in (G if turn > 1 or opener is None else [words.guess_id(opener)]):
            if not allowed[t]:
                continue
            parts: dict[int, list] = {}
            for h in H:
                parts.setdefault(int(M[t, h]), []).append(h)
            if len(parts) == 1 and green not in parts and (turn > 1 or opener is None):
                continue
            got = {shifted((0,) * limit, turn) if green in parts else (0,) * limit}
            for s, p in parts.items():
                if s != green:
                    got = plus(got, reach(tuple(p), turn + 1, history + ((t, s),) if hard else ()))
                    if not got:
                        break
            out |= got
        return frozenset(out)

    return set(reach(tuple(range(len(words.answers))), 1, ()))


def reference(words, feedback, limit, hard, opener, keys) -> dict[str, int] | None:
    """Return the keys' values of the lexicographically least histogram (None: no strategy within the limit)."""
    hists = every_histogram(words, feedback, limit, hard, opener)
    if not hists:
        return None
    best = min(hists, key=lambda h: tuple(key_values(keys, dict(enumerate(h, start=1))).values()))
    return key_values(keys, dict(enumerate(best, start=1)))


LISTS = [("total",), ("worst",), ("beyond:2",), ("beyond:3",), ("worst", "deepest"), ("worst", "total"),
         ("total", "worst"), ("total", "beyond:3"), ("beyond:3", "total"), ("worst", "deepest", "total"),
         ("total", "worst", "deepest"), ("beyond:2", "worst", "deepest", "total"), ("deepest",)]
keys_drawn = st.sampled_from([k for k in LISTS if k != ("deepest",)])


def _check(words, feedback, limit, hard, opener, keys):
    expected = reference(words, feedback, limit, hard, opener, keys)
    if expected is None:
        with pytest.raises(NdleError, match="no strategy"):
            lex_optimal(words, keys, opener or "all", hard=hard, max_guesses=limit, feedback=feedback)
        return
    got = lex_optimal(words, keys, opener or "all", hard=hard, max_guesses=limit, feedback=feedback)
    assert got.values == expected
    assert sum(got.histogram.values()) == len(words.answers) and max(got.histogram) <= limit


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=small_lists, data=st.data())
def test_word_lists_equal_the_reference(words, data):
    """Wordle's feedback on tiny lists, normal and hard mode, one opener or every one."""
    keys = data.draw(keys_drawn)
    hard = data.draw(st.booleans())
    limit = data.draw(st.integers(2, 5))
    opener = data.draw(st.sampled_from([None, *words.guesses]))
    _check(words, "exact", limit, hard, opener, keys)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(feedback=st.sampled_from(["mastermind", "bulls-cows", "exact"]), keys=keys_drawn,
       limit=st.integers(3, 6), first=st.booleans())
def test_code_spaces_equal_the_reference(feedback, keys, limit, first):
    """Whole code spaces (the search tries one guess per symmetry class of the guesses played): every opener."""
    bulls = feedback == "bulls-cows"
    words = code_space(2 if bulls else 3, "abcde" if bulls else "abc", repeats=not bulls)
    _check(words, feedback, limit, False, words.guesses[0] if first else None, keys)


def test_cost_table_search_equals_selby_total():
    """The table c(d) = d is Selby's least total: the cost search and the total search agree after every opener."""
    words = ndle.as_game(code_length=3, symbols="abc", feedback="mastermind").words
    from ndle.solver.one.search import Solver

    plain = Solver(words, feedback="mastermind")
    costs = CostSolver(words, np.arange(7), 6, feedback="mastermind")
    for g in range(len(words.guesses)):
        assert costs.evaluate(g, 6) == plain.evaluate(g, 6)


def test_cost_table_is_checked():
    """A decreasing or misshaped table is refused before any search."""
    words = ndle.as_game(code_length=2, symbols="abc", feedback="mastermind").words
    with pytest.raises(NdleError, match="never decreasing"):
        CostSolver(words, np.array([0, 3, 2, 4]), 3, feedback="mastermind")
    with pytest.raises(NdleError, match="never decreasing"):
        CostSolver(words, np.arange(5), 3, feedback="mastermind")


def test_cut_off_gives_a_bound():
    """Below the cut-off the value is exact; at or above it only a bound at or above the cut-off."""
    words = ndle.as_game(code_length=3, symbols="abc", feedback="mastermind").words
    cost = cost_table(("beyond:3", "total"), 6, len(words.answers))
    exact = CostSolver(words, cost, 6, feedback="mastermind").evaluate(0, 6)
    assert exact < INF
    bound = CostSolver(words, cost, 6, feedback="mastermind").evaluate(0, 6, beta=exact - 5)
    assert exact - 5 <= bound <= exact


@pytest.mark.slow
def test_mastermind_koyama_lai():
    """Mastermind 4 x 6 (Koyama and Lai 1993): the least total 5,625 needs a sixth guess; within five, 5,626."""
    game = ndle.as_game("mastermind")
    r = lex_optimal(game, "total,worst", "all")
    assert r.values == {"total": 5625, "worst": 6}
    r = lex_optimal(game, "worst,total", "all")
    assert r.values == {"worst": 5, "total": 5626}


@pytest.mark.slow
def test_mastermind_fewest_fifth_guesses():
    """Within five guesses at least 539 codes take the fifth, and the least total then is 5,627."""
    r = lex_optimal(ndle.as_game("mastermind"), "worst,deepest,total", "all")
    assert r.values == {"worst": 5, "deepest": 539, "total": 5627}


@pytest.mark.slow
def test_wordle_salet_fewest_fives_of_the_least_total():
    """Among SALET's strategies of total 7,920, the fewest answers needing a fifth guess is 39 (Selby's tree: 41)."""
    r = lex_optimal("wordle", "total,beyond:4", "salet")
    assert r.values == {"total": 7920, "beyond:4": 39} and r.histogram == {2: 78, 3: 1223, 4: 975, 5: 39}
