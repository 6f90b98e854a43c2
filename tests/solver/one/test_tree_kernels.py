"""The compiled tree (Selby's tie-break in `selby_choice`, grown by `grow`) equals a readable Python build of the
same rules, node for node, in normal and hard mode."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.errors import NdleError
from ndle.patterns.codes import decode
from ndle.solver.one import kernels as K
from ndle.solver.one.search import Solver, optimal
from ndle.solver.one.order import introselect_last
from ndle.solver.one.trees import Tree
from tests.solver.one.test_search import clustered_lists, small_lists


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


def _stats(M, H, t, npat):
    """Return (parts incl. green, sum of squared part sizes, answers solved, every part <= 2) by bincount."""
    sizes = np.bincount(M[t, H], minlength=npat)
    parts = sizes[sizes > 0]
    return len(parts), int((parts**2).sum()), int(sizes[npat - 1]), bool(parts.max() <= 2)


def reference_choice(solver, H, T, h1, h2, d, turn, value):
    """Selby's rules in plain Python: closed forms by member and split, else his candidate order."""
    M, ag, n = solver.matrix, solver.words.answer_guess, len(H)
    if n <= 2:
        return int(ag[H[0]])
    bad = [n - len(np.unique(M[ag[a], H])) for a in H]
    if 0 in bad and value == 2 * n - 1:
        return int(ag[H[bad.index(0)]])
    T = T[np.argsort(solver.selby_rank[T], kind="stable")]
    stats = [_stats(M, H, t, solver.npat) for t in T]
    split = [i for i, (k, s2, green, _) in enumerate(stats) if green == 0 and s2 == n]
    if split and value == 2 * n:
        return int(T[split[0]])
    if 1 in bad and d >= 3 and value == 2 * n:
        return int(ag[H[n - 1 - bad[::-1].index(1)]])
    lb = np.array([3 * n - k - green for k, _, green, _ in stats], np.int64)
    two = [i for i, (_, _, _, upto2) in enumerate(stats) if lb[i] == 2 * n + 1 and upto2]
    if two and d >= 3 and value == 2 * n + 1:
        return int(T[two[-1]])
    keys = np.array([(2 * s2 + n * lb[i]) << 32 | i for i, (_, s2, _, _) in enumerate(stats)], np.int64)
    if turn <= 2 or not introselect_last(keys):
        keys.sort()
    for key in keys:
        i = int(key) & 0xFFFFFFFF
        if lb[i] <= value and solver.solve_node(H, T, h1, h2, d, value + 1, only=int(T[i]))[0] == value:
            return int(T[i])
    raise AssertionError("no guess attains the optimum")


def reference_tree(solver, opener, max_guesses):
    """Build the tree recursively in Python, each node's guess from the search or `reference_choice`."""
    words = solver.words

    def build(guess, H, d, turn, T):
        node = Tree(words.guesses[guess])
        codes = solver.matrix[guess, H]
        for c in np.unique(codes):
            part = np.ascontiguousarray(H[codes == c])
            if c == solver.green:
                node.solves = True
                continue
            Tn, h1, h2 = solver.allowed([(guess, int(c))], T)
            v, best = solver.solve_node(part, Tn, h1, h2, d - 1)
            if v >= K.INF or best < 0:
                raise NdleError("no strategy")
            if solver.tiebreak == "selby":
                best = reference_choice(solver, part, Tn, h1, h2, d - 1, turn + 1, v)
            node.children[decode(solver.codes[c], words.length)] = build(best, part, d - 1, turn + 1, Tn)
        return node

    return build(opener, np.arange(len(words.answers), dtype=np.int32), max_guesses, 0, solver.all_guesses)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=st.one_of(small_lists, clustered_lists), data=st.data())
def test_compiled_tree_equals_reference(words, data):
    opener = words.guess_id(data.draw(st.sampled_from(words.guesses)))
    hard, tiebreak = data.draw(st.booleans()), data.draw(st.sampled_from(["selby", "search"]))
    limit = data.draw(st.integers(2, 6))
    solver = Solver(words, hard=hard, tiebreak=tiebreak)
    solver.evaluate(opener, limit)
    try:
        expected = reference_tree(solver, opener, limit).to_dict()
    except NdleError:
        with pytest.raises(NdleError, match="no strategy solves"):
            solver.tree(opener, limit)
        return
    assert solver.tree(opener, limit).to_dict() == expected


def test_salet_tree_on_a_reduced_list():
    """A real list: every 8th answer, every 4th guess, normal and hard mode."""
    from ndle.words import load_words, make_word_list

    w = load_words("wordle")
    words = make_word_list("t", w.answers[::8], w.guesses[::4] + ("salet",))
    for hard in (False, True):
        r = optimal(words, "salet", hard=hard)
        solver = Solver(words, hard=hard)
        solver.evaluate(words.guess_id("salet"))
        assert reference_tree(solver, words.guess_id("salet"), 6).to_dict() == r.tree.to_dict()
