"""The literature's Mastermind players (knuth, irving, kooi, neuwirth, shapiro) against a slow brute-force reading
of each paper's rule and tie rule, on tiny code spaces under the Mastermind feedback."""

from collections import Counter
from functools import cache
from math import prod

import pytest
from hypothesis import given, settings, strategies as st

from ndle.analysis.benchmark import benchmark
from ndle.errors import StrategyError
from ndle.game import Game
from ndle.strategies import make_strategy
from ndle.strategies.hayes import MaxScatter
from ndle.strategies.options import with_defaults


@cache
def _game(length: int, symbols: str) -> Game:
    return Game.create(code_length=length, symbols=symbols, feedback="mastermind")


def _feedback(guess: str, secret: str) -> tuple[int, int]:
    """Black and white pegs, read from the rules: right symbol in the right place, then right symbol elsewhere."""
    black = sum(g == s for g, s in zip(guess, secret))
    common = sum(min(guess.count(c), secret.count(c)) for c in set(guess))
    return black, common - black


def _parts(guess: str, candidates: list[str]) -> list[int]:
    """The sizes of the non-empty parts the candidates fall into by the feedback `guess` shows (solved part too)."""
    return list(Counter(_feedback(guess, c) for c in candidates).values())


def _reference(name: str, codes: list[str], played: list[str], secret: str) -> str:
    """The paper's rule read literally: every code not yet played is scored over the codes still consistent with
    everything seen; ties to a still-possible code, then the first in list order."""
    candidates = [c for c in codes if all(_feedback(g, c) == _feedback(g, secret) for g in played)]
    if name == "shapiro":
        return candidates[0]
    scores = {
        "knuth": lambda sizes: max(sizes),  # least largest part
        "irving": lambda sizes: sum(n * n for n in sizes),  # least expected size (times the fixed m)
        "kooi": lambda sizes: -len(sizes),  # most parts
        "neuwirth": lambda sizes: prod(n**n for n in sizes),  # most entropy: least sum n log n, exactly
    }[name]
    keys = [(scores(_parts(g, candidates)), g not in candidates, i, g)
            for i, g in enumerate(codes) if g not in played]
    return min(keys)[-1]


NAMES = ["knuth", "irving", "kooi", "neuwirth", "shapiro"]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(NAMES), st.integers(2, 3), st.sampled_from(["123", "1234"]), st.data())
def test_choice_equals_the_papers_rule(name, length, symbols, data):
    game = _game(length, symbols)
    codes = list(game.words.guesses)
    secret = data.draw(st.integers(0, len(codes) - 1))
    history = data.draw(st.lists(st.integers(0, len(codes) - 1), max_size=3, unique=True))
    state, played = game.start(), []
    strategy = make_strategy(name, game)
    for g in history:
        if codes[g] == codes[secret]:
            break
        state, played = state.play(g, (secret,)), [*played, codes[g]]
    assert codes[strategy.choose(state)] == _reference(name, codes, played, codes[secret])


@pytest.mark.parametrize("name, opener", [("shapiro", "1111"), ("knuth", "1122"), ("irving", "1123"),
                                          ("kooi", "1123"), ("neuwirth", "1234")])
def test_the_published_first_guesses(name, opener):
    game = Game.create(game="mastermind")
    assert game.words.guesses[make_strategy(name, game).choose(game.start())] == opener


@pytest.mark.parametrize("name, total, histogram", [
    ("shapiro", 7471, {1: 1, 2: 4, 3: 25, 4: 108, 5: 305, 6: 602, 7: 196, 8: 49, 9: 6}),
    ("knuth", 5801, {1: 1, 2: 6, 3: 62, 4: 533, 5: 694}),  # Knuth (1976): 5,801, worst 5
    ("neuwirth", 5722, {1: 1, 2: 4, 3: 71, 4: 612, 5: 596, 6: 12}),
    ("irving", 5696, {1: 1, 2: 10, 3: 54, 4: 645, 5: 583, 6: 3}),
    ("kooi", 5668, {1: 1, 2: 12, 3: 72, 4: 635, 5: 569, 6: 7}),  # Kooi (2005): 5,668
])
def test_kooi_table_on_every_secret_of_4x6(name, total, histogram):
    """Kooi's table (totals, worst cases, games over five guesses) on all 1,296 secrets; the histograms are ndle's."""
    r = benchmark(Game.create(game="mastermind"), name)
    assert r.games == 1296 and round(r.mean * r.games) == total and dict(r.histogram) == histogram


def test_the_players_keep_their_parents_options_with_the_papers_defaults():
    game = _game(2, "123")
    kooi = make_strategy("kooi", game)
    assert (kooi.two_left, kooi.last_guess, kooi.tiebreak) == (False, False, "candidates")
    assert make_strategy("kooi", game, tiebreak="alphabetical").tiebreak == "alphabetical"
    with pytest.raises(StrategyError, match="no option 'depth'"):
        with_defaults(MaxScatter.options, depth=2)
