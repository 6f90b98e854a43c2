"""The compiled n-board worst-case checks equal slow readable references on tiny lists (hypothesis)."""

from __future__ import annotations

import itertools
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.patterns.codes import all_green
from ndle.solver.worst import multi_kernels as K
from ndle.solver.worst.search import DepthSolver
from ndle.words import load_words, make_word_list

WORDLE = load_words("wordle")
ALL_GREEN = all_green(5)  # the tiny lists here are of five letters


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


def one_board_fits(M, ag, H: frozenset, d: int) -> bool:
    """Can every answer of H be found within d guesses on one board? (every guess tried, readable)"""

    @lru_cache(maxsize=None)
    def fits(H: frozenset, d: int) -> bool:
        if not H:
            return True
        if d <= 0:
            return False
        for g in range(M.shape[0]):
            classes: dict[int, set] = {}
            for h in H:
                classes.setdefault(int(M[g, h]), set()).add(h)
            if all(p == ALL_GREEN or fits(frozenset(c), d - 1) for p, c in classes.items()):
                return True
        return False

    return fits(H, d)


def reference_rest(sets: list[list[int]], b: int) -> list[int]:
    """Board b's answers less what fixing the other boards' answers removes (the rule the module states)."""
    s, others = sets[b], [o for i, o in enumerate(sets) if i != b]
    if not others:
        return s
    if len(others) == 1:
        o = others[0]
        return s if any(x not in s for x in o) else [x for x in s if x != o[0]]
    return [x for x in s if not any(x in o for o in others)]


def reference_boards_fit(M, ag, sets, d) -> bool:
    return all(one_board_fits(M, ag, frozenset(reference_rest(sets, b)), d) for b in range(len(sets)))


def reference_distinct(parts) -> bool:
    return any(len(set(t)) == len(t) for t in itertools.product(*parts))


def reference_passes(M, ag, sets, g, answer, d) -> bool:
    """Does guess g tell something, and leave after every joint feedback some distinct answers show a position
    whose boards (the solved ones dropped, the guessed answer removed) meet the condition within d - 1?"""
    groups = [{} for _ in sets]
    for b, s in enumerate(sets):
        for h in s:
            groups[b].setdefault(int(M[g, h]), []).append(h)
    if all(len(gr) == 1 and ALL_GREEN not in gr for gr in groups):
        return False
    for combo in itertools.product(*(sorted(gr.items()) for gr in groups)):
        parts = [part for _, part in combo]
        if not reference_distinct(parts):
            continue
        green = any(p == ALL_GREEN for p, _ in combo)
        child = [[h for h in part if not (green and h == answer)] for p, part in combo if p != ALL_GREEN]
        if child and (d - 1 < len(child) or not reference_boards_fit(M, ag, child, d - 1)):
            return False
    return True


@st.composite
def positions(draw):
    """A tiny word list, k boards' sorted answer sets, a depth and a guess."""
    answers = draw(st.lists(st.sampled_from(WORDLE.answers[:200]), min_size=3, max_size=6, unique=True))
    extra = draw(st.lists(st.sampled_from(WORDLE.guesses[:2000]), max_size=2, unique=True))
    words = make_word_list("t", answers, extra)
    n = len(words.answers)
    k = draw(st.integers(1, 3))
    sets = [sorted(draw(st.sets(st.integers(0, n - 1), min_size=1, max_size=n))) for _ in range(k)]
    return words, sets, draw(st.integers(1, 4)), draw(st.integers(0, len(words.guesses) - 1))


def _compiled(words, sets):
    """Return the compiled kernels' arguments for a position: (context, guesses, flat, starts, answer of each
    guess, scratch), and the pattern matrix."""
    solver = DepthSolver(words, capacity=1 << 12)
    flat = np.array([h for s in sets for h in s], dtype=np.int32)
    starts = np.cumsum([0] + [len(s) for s in sets]).astype(np.int64)
    answers = np.full(len(words.guesses), -1, dtype=np.int64)
    answers[words.answer_guess] = np.arange(len(words.answers))
    mark = np.zeros(len(words.answers), np.int8)
    return (solver.context, solver.all_guesses, flat, starts, answers, mark), solver.matrix


@settings(max_examples=60, deadline=None)
@given(positions())
def test_boards_fit_equals_reference(position):
    words, sets, d, _ = position
    (ctx, T, flat, starts, _, mark), M = _compiled(words, sets)
    assert K.boards_fit(ctx, T, flat, starts, d, False, mark) == reference_boards_fit(M, words.answer_guess, sets, d)
    assert not mark.any()  # the scratch is left zeroed


@settings(max_examples=60, deadline=None)
@given(positions())
def test_guess_passes_equals_reference(position):
    words, sets, d, g = position
    (ctx, T, flat, starts, answers, mark), M = _compiled(words, sets)
    passes = [reference_passes(M, words.answer_guess, sets, i, int(answers[i]), d) for i in range(len(T))]
    assert K.guess_passes(ctx, T, flat, starts, g, answers[g], d, False, mark) == passes[g]
    order = np.arange(len(T), dtype=np.int64)
    first = K.first_passing(ctx, T, flat, starts, order, answers, 0, d, False, mark)
    assert first == (passes.index(True) if True in passes else -1)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sets(st.integers(0, 5), min_size=0, max_size=4), min_size=1, max_size=4))
def test_distinct_choice_equals_brute_force(sets):
    parts = [sorted(s) for s in sets]
    flat = np.array([h for p in parts for h in p], dtype=np.int32)
    starts = np.cumsum([0] + [len(p) for p in parts]).astype(np.int64)
    assert K._distinct(flat, starts, len(parts), 6) == reference_distinct(parts)


def test_a_later_process_runs_the_search_with_the_kernels_cached():
    """numba's disk cache cannot link the recursive one-board check into another cached kernel: the second
    process to run the n-board search crashed. Here a second process runs it after this one filled the cache."""
    import os
    import subprocess
    import sys

    from ndle.solver.worst.multi import multi_worst

    words = make_word_list("t", ["abide", "banal", "bevel", "aptly", "cigar"], [])
    here = multi_worst(words, 2).worst  # compiles, writing the one-board kernels to the disk cache
    code = ("from ndle.words.lists import make_word_list; from ndle.solver.worst.multi import multi_worst; "
            "print(multi_worst(make_word_list('t', ['abide', 'banal', 'bevel', 'aptly', 'cigar'], []), 2).worst)")
    env = {**os.environ, "NUMBA_CACHE_DIR": os.environ["NUMBA_CACHE_DIR"]}  # the cache this process filled
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert int(out.stdout) == here
