"""The n-board solvers and the absurdle searches on any feedback rule: their exact values on tiny lists of codes
and words equal slow, readable references written from the definitions (an expectimax over every guess, a
minimax over every tuple of distinct answers, iterative deepening against the host), each reading the rule's own
readable `reference` feedback, never a pattern matrix."""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.game import Game
from ndle.patterns.feedback.base import rule_named
from ndle.solver.nboard.optimal import nboard_optimal
from ndle.solver.worst.forced import forced_win
from ndle.solver.worst.multi import multi_worst
from ndle.words import make_word_list

JOTTO = ("crane", "slate", "brick", "fudge", "honey", "latch", "cable", "doubt")


def codes(length: int, symbols: str, repeats: bool = True) -> list[str]:
    """Every code of `length` over `symbols` (with or without repeated symbols)."""
    return ["".join(p) for p in itertools.product(symbols, repeat=length)
            if repeats or len(set(p)) == length]


def tiny_lists(rule: str, data) -> tuple:
    """Return (word list, rule) of a tiny list of codes or words the rule reads: answers drawn from the guesses."""
    if rule == "jotto":
        guesses = list(JOTTO)
    elif rule == "bulls-cows":
        guesses = codes(2, "abcd", repeats=False)
    else:
        guesses = codes(2, "abc")
    answers = data.draw(st.lists(st.sampled_from(guesses), min_size=2, max_size=6, unique=True), "answers")
    return make_word_list("tiny", answers, guesses), rule


def splits(rule, guess: str, answers: tuple[str, ...]) -> list[tuple[float, tuple[str, ...] | None]]:
    """Return (probability, answers left; None when solved) of each feedback `guess` shows a board of `answers`."""
    groups = defaultdict(list)
    for a in answers:
        groups[rule.reference(guess, a)].append(a)
    return [(len(g) / len(answers), None if g == [guess] and rule.reference(guess, guess) == fb else tuple(g))
            for fb, g in groups.items()]


def expectimax(words, rule: str, boards: int, objective: str) -> float:
    """Return the least expected score of `boards` independent boards, each answer uniform over the answers: an
    expectimax over every allowed guess (a guess that neither splits nor solves any board is never better)."""
    r = rule_named(rule)

    @cache
    def value(pos: tuple[tuple[str, ...], ...]) -> float:
        if not pos:
            return 0.0
        best = math.inf
        for g in words.guesses:
            parts = [splits(r, g, b) for b in pos]
            if all(len(p) == 1 and p[0][1] == b for p, b in zip(parts, pos)):
                continue  # learns nothing
            future = sum(math.prod(p for p, _ in combo) * value(tuple(sorted(c for _, c in combo if c is not None)))
                         for combo in itertools.product(*parts))
            best = min(best, (1 if objective == "last" else len(pos)) + future)
        return best

    return value((tuple(words.answers),) * boards)


def minimax(words, rule: str, boards: int) -> int:
    """Return the least turn by which every board is solved whatever the distinct answers: a minimax over the
    tuples of distinct answers still possible."""
    r = rule_named(rule)

    @cache
    def turns(alive: frozenset, solved: frozenset) -> int:
        if len(solved) == boards:
            return 0
        best = math.inf
        for g in words.guesses:
            groups = defaultdict(set)
            for t in alive:
                shown = tuple(r.reference(g, t[b]) for b in range(boards) if b not in solved)
                groups[shown].add(t)
            if len(groups) == 1 and not any(t[b] == g for t in alive for b in range(boards) if b not in solved):
                continue  # learns nothing
            worst = 0
            for group in groups.values():
                t = next(iter(group))
                now = solved | {b for b in range(boards) if b not in solved and t[b] == g}
                worst = max(worst, turns(frozenset(group), frozenset(now)))
            best = min(best, 1 + worst)
        return best

    tuples = frozenset(t for t in itertools.product(words.answers, repeat=boards) if len(set(t)) == boards)
    return turns(tuples, frozenset())


def shortest_forced_win(game: Game, limit: int) -> int:
    """Return the fewest guesses after which the absurdle host has shown every board solved, by iterative
    deepening over every line of guesses against `host_play`."""
    from ndle.adversary.hosting import host_play

    def wins(state, left: int) -> bool:
        if state.done:
            return True
        if left == 0:
            return False
        return any(wins(host_play(state, g), left - 1) for g in range(len(game.words.guesses)))

    return next(r for r in range(limit + 1) if wins(game.start(), r))


RULES = ("mastermind", "bulls-cows", "jotto", "wpeaks", "exact")
TINY = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@TINY
@given(rule=st.sampled_from(RULES), boards=st.integers(1, 3), objective=st.sampled_from(("last", "total")),
       data=st.data())
def test_nboard_values_equal_an_expectimax(rule, boards, objective, data):
    words, rule = tiny_lists(rule, data)
    r = nboard_optimal(words, boards, objective, feedback=rule, top=1, progress=False)
    assert r.proven and r.value == pytest.approx(expectimax(words, rule, boards, objective), rel=1e-12)


@TINY
@given(rule=st.sampled_from(RULES), boards=st.integers(2, 3), data=st.data())
def test_multi_worst_equals_a_minimax(rule, boards, data):
    words, rule = tiny_lists(rule, data)
    if len(words.answers) < boards:
        return
    assert multi_worst(words, boards, max_guesses=12, feedback=rule).worst == minimax(words, rule, boards)


@TINY
@given(rule=st.sampled_from(RULES), boards=st.integers(1, 2), data=st.data())
def test_forced_win_equals_iterative_deepening(rule, boards, data):
    words, rule = tiny_lists(rule, data)
    game = Game.create(words=words, feedback=rule, boards=boards)
    assert forced_win(words, boards, max_guesses=8, feedback=rule).length == shortest_forced_win(game, 8)


@pytest.mark.parametrize("rule", ["mastermind", "jotto"])
def test_the_host_never_shows_solved_while_another_answer_ties(rule):
    """Under a rule without tiles the host breaks ties away from the solved feedback (never by base-3 digits)."""
    from ndle.adversary.absurdle import host_ties, reply

    words = make_word_list("two", ["ab", "ba"] if rule == "mastermind" else ["crane", "nacre"],
                           ["ab", "ba"] if rule == "mastermind" else ["crane", "nacre"])
    game = Game.create(words=words, feedback=rule)
    solved = host_ties(rule, words.length)
    assert solved == rule_named(rule).solved(words.length)
    for g in range(2):
        (code,) = reply(game.matrix, [game.start().boards[0].candidates], g, solved=solved)
        assert code != solved  # two answers, one class each: the host keeps the one the guess is not
