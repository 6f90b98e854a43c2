"""Jotto solved exactly on word lists: the search's least total and least worst case over every opener equal a slow
brute-force recursion in plain Python (letters in common counted by sets, the words' letters being distinct), and a
reduced figure of the `wordle-jotto` list (slow)."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import ndle
from ndle.words import load_words, make_word_list

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache

# words of five distinct letters overlapping each other by 0 to 4 letters, and two anagrams (5 in common, no win)
POOL = ("crane", "slate", "brick", "fudge", "honey", "latch", "cable", "doubt", "waltz", "plumb", "stern", "alien",
        "alert", "later")
LIMIT = 10  # the jotto game's; no tree of these tiny lists comes near it


def feedback(guess: str, answer: str) -> str:
    """Jotto's answer for distinct-letter words: win, else the number of letters in common."""
    return "win" if guess == answer else str(len(set(guess) & set(answer)))


def parts(guess: str, H: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The answers of H grouped by the feedback `guess` shows them."""
    out: dict[str, list[str]] = {}
    for a in H:
        out.setdefault(feedback(guess, a), []).append(a)
    return {k: tuple(v) for k, v in out.items()}


def brute_total(answers: tuple[str, ...], guesses: tuple[str, ...]) -> int:
    """The least total of guesses over every answer (expectimax times |H|), trying every guess at every node."""

    @cache
    def f(H: tuple[str, ...]) -> int:
        best = None
        for g in guesses:
            split = parts(g, H)
            if len(split) == 1 and "win" not in split:
                continue  # learns nothing
            v = len(H) + sum(f(p) for k, p in split.items() if k != "win")
            best = v if best is None else min(best, v)
        assert best is not None
        return best

    return f(answers)


def brute_worst(answers: tuple[str, ...], guesses: tuple[str, ...]) -> int:
    """The least number of guesses that finds every answer, trying every guess at every node."""

    @cache
    def depth(H: tuple[str, ...]) -> int:
        best = None
        for g in guesses:
            split = parts(g, H)
            if len(split) == 1 and "win" not in split:
                continue
            v = 1 + max((depth(p) for k, p in split.items() if k != "win"), default=0)
            best = v if best is None else min(best, v)
        assert best is not None
        return best

    return depth(answers)


@st.composite
def tiny(draw) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Answers (2 to 7 words) and allowed guesses (the answers, or the answers and more) from the pool."""
    answers = draw(st.lists(st.sampled_from(POOL), min_size=2, max_size=7, unique=True))
    extra = draw(st.lists(st.sampled_from(POOL), max_size=4, unique=True))
    return tuple(sorted(answers)), tuple(sorted(set(answers) | set(extra)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(tiny())
def test_exact_total_and_worst_case_equal_brute_force(lists):
    answers, guesses = lists
    game = ndle.as_game(make_word_list("tiny", answers, guesses), feedback="jotto", max_guesses=LIMIT)
    best = ndle.solve(game, opener="all", top=1, progress=False)
    assert best.proven and round(best.value * len(answers)) == brute_total(answers, guesses)
    worst = ndle.solve(game, "worst", opener="all", progress=False)
    assert worst.proven and worst.value == brute_worst(answers, guesses)


@pytest.mark.slow
def test_a_reduced_jotto_figure():
    """Every tenth word of the `wordle-jotto` list (140 words, guesses the same): the least total over every opener
    and the least worst case, the figures of docs/research/jotto.md (584 after TROPE; 5 guesses)."""
    sub = load_words("wordle-jotto").answers[::10]
    game = ndle.as_game(make_word_list("jotto-every10", sub, ()), feedback="jotto", max_guesses=LIMIT)
    r = ndle.solve(game, opener="all", top=1, progress=False)
    assert (len(sub), round(r.value * len(sub)), r.guess, r.proven) == (140, 584, "trope", True)
    worst = ndle.solve(game, "worst", opener="all", progress=False)
    assert (worst.value, worst.proven) == (5, True)
