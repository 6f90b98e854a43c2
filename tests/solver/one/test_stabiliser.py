"""The stabiliser's orbits: one guess per orbit of the maps that fix the guesses played, checked against every map
of a tiny code space, and the exact search's values with and without them."""

import itertools

import numpy as np
from hypothesis import given, settings, strategies as st

from ndle.solver.one.search import Solver
from ndle.solver.one.stabiliser import orbit_reps
from ndle.solver.one.symmetry import symmetry_items
from ndle.words import code_space

SPACES = {"mastermind": (3, "abc", True), "bulls-cows": (3, "abcde", False), "jotto": (2, "abcd", True)}


def space(rule: str):
    length, symbols, repeats = SPACES[rule]
    return code_space(length, symbols, repeats=repeats)


def orbits_by_every_map(words, symbols: str, played: list[str]) -> list[frozenset]:
    """Return the orbits of the guesses under every (symbol map, position permutation) that fixes each played
    guess, by trying all of them (slow, readable)."""
    length, index = words.length, {w: i for i, w in enumerate(words.guesses)}
    fixing = []
    for perm in itertools.permutations(range(length)):
        for image in itertools.permutations(symbols):
            sigma = dict(zip(symbols, image))

            def act(code, sigma=sigma, perm=perm):
                out = [""] * length
                for j, c in enumerate(code):
                    out[perm[j]] = sigma[c]
                return "".join(out)

            if all(act(g) == g for g in played):
                fixing.append(act)
    return sorted({frozenset(index[act(w)] for act in fixing) for w in words.guesses}, key=min)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(SPACES)), st.lists(st.integers(0, 10**6), max_size=3))
def test_one_guess_per_orbit_of_every_map_that_fixes_the_guesses_played(rule, picks):
    words = space(rule)
    played = [words.guesses[p % len(words.guesses)] for p in picks]
    sym, perms, index, controls, _, every = symmetry_items(words, rule)
    hist = np.array([words.guess_id(g) for g in played] or [0], dtype=np.int32)
    reps = orbit_reps(sym, perms, index, controls[3], hist, len(played), every)
    orbits = orbits_by_every_map(words, SPACES[rule][1], played)
    assert len(reps) == len(orbits) and list(reps) == sorted(reps)
    assert all(len(orbit & set(reps.tolist())) == 1 for orbit in orbits)  # each orbit has exactly one


def test_no_symmetry_where_it_does_not_hold():
    words = space("mastermind")
    assert len(symmetry_items(words, "wpeaks")[5]) == 0  # a rule that names the alphabet's order
    assert len(symmetry_items(words, "mastermind", on=False)[5]) == 0
    assert len(symmetry_items(words, "mastermind")[5]) == len(words.guesses)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(SPACES)), st.integers(0, 10**6), st.integers(2, 6))
def test_values_with_the_symmetry_equal_those_without(rule, pick, limit):
    words = space(rule)
    opener = pick % len(words.guesses)
    plain, alike = Solver(words, feedback=rule, symmetry=False), Solver(words, feedback=rule)
    want = plain.evaluate(opener, limit)
    assert alike.evaluate(opener, limit) == want
    if want < 1 << 40:
        assert alike.tree(opener, limit) is not None
    for beta in (want, want + 1):  # a cut-off is a bound on the same side of beta
        assert (Solver(words, feedback=rule).evaluate(opener, limit, beta=beta) >= beta) == (want >= beta)


def test_the_symmetry_searches_fewer_positions():
    words = code_space(4, "123456", repeats=False)
    plain, alike = Solver(words, feedback="bulls-cows", symmetry=False), Solver(words, feedback="bulls-cows")
    assert plain.evaluate(0, 10) == alike.evaluate(0, 10) == 1446
    assert alike.stats["nodes"] * 5 < plain.stats["nodes"]
