"""Every strategy plays under every feedback rule; a rule of your own is one file; the exact solver equals a slow,
readable expectimax on tiny code spaces; Mastermind's published optima (slow)."""

import importlib.util
import math
from functools import lru_cache

import numpy as np
import pytest

from ndle.errors import FeedbackError
from ndle.patterns.feedback import rule_named, rule_names
from ndle.game import Game
from ndle.playing import play_game
from ndle.rules import Rules
from ndle.solver.one.search import optimal
from ndle.solver.one.symmetry import opener_classes
from ndle.strategies import make_strategy, strategy_names
from ndle.words import code_space, load_words

NEEDS_A_FILE = {"tree"}  # plays a strategy tree file (`tree:FILE`)


def small_space(rule: str):
    return code_space(3, "abcde", repeats=False) if rule == "bulls-cows" else code_space(3, "abcd")


@pytest.mark.parametrize("rule", rule_names())
def test_every_strategy_plays_under_every_rule(rule):
    game = Game(small_space(rule), Rules(feedback=rule, max_guesses=8))
    for name in sorted(set(strategy_names()) - NEEDS_A_FILE):
        strategy, rng = make_strategy(name, game), np.random.default_rng(7)
        for answer in (0, len(game.words.answers) // 2, len(game.words.answers) - 1):
            record, state = play_game(game, strategy, (answer,), rng=rng)
            assert state.done and state.guesses[-1] == game.words.answer_guess[answer], (rule, name)
            assert int(game.matrix[state.guesses[-1], answer]) == game.solved


USER_RULE = '''
import numpy as np
from ndle.patterns.feedback import FeedbackRule, register_rule


@register_rule("hits")
class Hits(FeedbackRule):
    """How many symbols are in the right place (all of them: solved)."""

    summary = "the number of symbols in the right place"
    written = "a count, e.g. 2"

    def n_patterns(self, length):
        return length + 1

    def matrix(self, guesses, answers):
        g = np.array([list(w) for w in guesses])
        a = np.array([list(w) for w in answers])
        return (g[:, None, :] == a[None, :, :]).sum(axis=2).astype(self.dtype(g.shape[1]))

    def reference(self, guess, answer):
        return str(sum(x == y for x, y in zip(guess, answer)))

    def parse(self, text, length):
        return int(text)

    def show(self, code, length):
        return str(code)
'''


def test_a_rule_of_your_own_is_one_file(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "hits_rule.py"
    path.write_text(USER_RULE)
    spec = importlib.util.spec_from_file_location("hits_rule", path)
    spec.loader.exec_module(importlib.util.module_from_spec(spec))
    assert "hits" in rule_names() and rule_named("hits").reference("abc", "abd") == "2"
    game = Game(code_space(3, "abc"), Rules(feedback="hits", max_guesses=10))
    record, state = play_game(game, make_strategy("sum", game), (game.words.answer_id("cab"),))
    assert state.done and record.guesses[-1] == "cab"
    state = type(state).from_feedback(game, [("aaa", "1"), ("abb", "0")])
    assert all(rule_named("hits").reference("aaa", game.words.answers[a]) == "1" for a in state.boards[0].candidates)
    r = optimal(game.words, "aab", max_guesses=10, feedback="hits", progress=False)
    assert r.proven and r.total == least_total(game.words, "hits", "aab")
    assert not list((tmp_path / "cache").glob("*hits*"))  # a rule of your own is never cached on disk


def least_total(words, rule: str, opener: str | None = None, limit: int = 8) -> int:
    """Return the least total guesses over every answer, by a slow readable expectimax over every guess."""
    m = rule_named(rule).matrix(words.guesses, words.answers)
    solved = rule_named(rule).solved(words.length)

    @lru_cache(maxsize=None)
    def f(H: frozenset, left: int) -> float:
        if not H:
            return 0
        if left == 0:
            return math.inf
        return min(after(g, H, left) for g in range(len(words.guesses)))

    def after(g: int, H: frozenset, left: int) -> float:
        parts: dict[int, set] = {}
        for a in H:
            parts.setdefault(int(m[g, a]), set()).add(a)
        if len(parts) == 1 and solved not in parts:
            return math.inf  # learns nothing
        return len(H) + sum(f(frozenset(p), left - 1) for c, p in parts.items() if c != solved)

    everything = frozenset(range(len(words.answers)))
    return after(words.guess_id(opener), everything, limit) if opener else f(everything, limit)


@pytest.mark.parametrize("rule", ["exact", "mastermind", "bulls-cows", "jotto", "wpeaks"])
def test_exact_solver_equals_a_readable_expectimax(rule):
    words = code_space(3, "abcd", repeats=False) if rule == "bulls-cows" else code_space(2, "abc")
    want = least_total(words, rule)
    totals = {w: optimal(words, w, max_guesses=8, feedback=rule, progress=False).total for w in words.guesses}
    assert min(totals.values()) == want
    for w in words.guesses[:3]:
        assert totals[w] == least_total(words, rule, w)
    if (classes := opener_classes(words, rule)) is not None:  # one opener per symmetry class decides
        assert optimal(words, "classes", max_guesses=8, feedback=rule, progress=False).total == want
        assert {totals[words.guesses[g]] for g in classes} >= {want}


def test_symmetry_classes():
    mm, bc = load_words("mastermind"), load_words("bulls-cows")
    assert [mm.guesses[g] for g in opener_classes(mm, "mastermind")] == ["1111", "1112", "1122", "1123", "1234"]
    assert [bc.guesses[g] for g in opener_classes(bc, "bulls-cows")] == ["0123"]
    assert opener_classes(mm, "wpeaks") is None and opener_classes(load_words("wordle"), "jotto") is None
    with pytest.raises(Exception, match="symmetric"):
        optimal(mm, "classes", feedback="exact", progress=False)


def test_counts_feedback_refuses_hard_mode_and_bad_feedback():
    game = Game.create(words="mastermind", feedback="mastermind")
    with pytest.raises(FeedbackError):
        type(game.start()).from_feedback(game, [("1122", "BYGGB")])


@pytest.mark.slow
def test_mastermind_published_optima():
    """Koyama and Lai (1993): 5,625 guesses over the 1,296 codes (4.3403 each); Knuth (1976): 5 at worst."""
    from ndle.solver.worst.search import DepthSolver

    words = load_words("mastermind")
    r = optimal(words, "classes", max_guesses=10, feedback="mastermind", progress=False)
    assert (r.opener, r.total, r.proven) == ("1123", 5625, True)
    depth = DepthSolver(words, feedback="mastermind")
    assert {words.guesses[g]: depth.least_depth(g, 10) for g in opener_classes(words, "mastermind")} == {
        "1111": 6, "1112": 5, "1122": 5, "1123": 5, "1234": 5}


@pytest.mark.slow
def test_bulls_and_cows_published_optimum():
    """Tanaka (1996): 26,274 guesses over the 5,040 codes of 4 distinct digits (5.2131 each); about 2 processor
    minutes, with the search's symmetry."""
    words = load_words("bulls-cows")
    r = optimal(words, "classes", max_guesses=10, feedback="bulls-cows", progress=False)
    assert (r.opener, r.total, r.proven) == ("0123", 26274, True)
    assert r.histogram == {1: 1, 2: 7, 3: 63, 4: 673, 5: 2471, 6: 1752, 7: 73}
