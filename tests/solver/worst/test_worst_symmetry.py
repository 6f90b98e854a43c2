"""The worst-case search with one guess per orbit of the stabiliser: the same least depths as without, on tiny code
spaces, and fewer positions searched."""

import numpy as np
from hypothesis import given, settings, strategies as st

from ndle.solver.worst.search import DepthSolver
from ndle.words import code_space

SPACES = {"mastermind": (3, "abc", True), "bulls-cows": (3, "abcde", False), "jotto": (2, "abcd", True)}


def space(rule: str):
    length, symbols, repeats = SPACES[rule]
    return code_space(length, symbols, repeats=repeats)


def worst_by_every_guess(words, rule: str, H: np.ndarray, matrix: np.ndarray, green: int) -> int:
    """Return the least number of guesses that finds every answer of H, by trying every guess (slow, readable)."""
    if H.size == 0:
        return 0
    best = None
    for g in range(matrix.shape[0]):
        codes = matrix[g, H]
        if np.all(codes == codes[0]) and codes[0] != green:
            continue  # tells nothing: never on a least line
        need = max((worst_by_every_guess(words, rule, H[codes == p], matrix, green)
                    for p in np.unique(codes) if p != green), default=0)
        best = need + 1 if best is None else min(best, need + 1)
    return best


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(SPACES)), st.integers(0, 10**6))
def test_least_depths_with_the_symmetry_equal_those_without(rule, pick):
    words = space(rule)
    opener = pick % len(words.guesses)
    plain, alike = DepthSolver(words, feedback=rule, symmetry=False), DepthSolver(words, feedback=rule)
    want = plain.least_depth(opener, 8)
    assert alike.least_depth(opener, 8) == want
    for d in range(1, 9):
        assert alike.fits_after(opener, d) == plain.fits_after(opener, d) == (want is not None and d >= want)


def test_least_depth_equals_a_readable_search_of_every_guess():
    words = space("mastermind")
    alike = DepthSolver(words, feedback="mastermind")
    M = alike.matrix
    for opener in (0, 1, 5):
        codes = M[opener]
        H = np.arange(M.shape[1])
        rest = max(worst_by_every_guess(words, "mastermind", H[codes == p], M, alike.green)
                   for p in np.unique(codes) if p != alike.green)
        assert alike.least_depth(opener, 8) == rest + 1


def test_the_symmetry_searches_fewer_positions():
    words = code_space(4, "1234567", repeats=False)
    plain, alike = DepthSolver(words, feedback="bulls-cows", symmetry=False), DepthSolver(words, feedback="bulls-cows")
    assert plain.least_depth(0, 10) == alike.least_depth(0, 10) == 6
    assert alike.stats["orbit_calls"] > 0 and plain.stats["orbit_calls"] == 0
    assert alike.stats["nodes"] * 10 < plain.stats["nodes"]


def test_no_symmetry_in_hard_mode():
    words = space("bulls-cows")
    hard = DepthSolver(words, feedback="bulls-cows", hard=True)
    plain = DepthSolver(words, feedback="bulls-cows", hard=True, symmetry=False)
    assert hard.least_depth(0, 8) == plain.least_depth(0, 8)
    assert hard.stats["orbit_calls"] == 0
