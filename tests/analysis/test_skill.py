"""The skill-and-luck review held to a slow readable expectimax on tiny code spaces (1 and 2 boards), both with its
values from the project's searches (the default) and from its own expectimax (searches=False); rows that lie
through the lying search."""

import dataclasses
import itertools
import math
from fractions import Fraction
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import example, given, settings, strategies as st

import ndle
from ndle.analysis.skill import luck_score, skill_review as review, skill_score
from ndle.errors import NdleError
from ndle.playing import play_game
from ndle.strategies import make_strategy

GAME = ndle.as_game(code_length=3, symbols="abc")  # 27 codes, Mastermind-like feedback on three symbols
N = len(GAME.words.answers)
WEIGHTS = np.arange(1, N + 1, dtype=float)  # a skewed prior: the k-th answer weighs k
PRIOR = dataclasses.replace(GAME, weights=WEIGHTS / WEIGHTS.sum())


def reference(game):
    """Return the slow exact value V(boards) of a game: each board a tuple of candidate answer ids; every guess
    tried, every joint feedback, fractions throughout, boards independent."""
    weight = [Fraction(1)] * N if game.weights is None else [Fraction(int(w)) for w in WEIGHTS]
    matrix = np.asarray(game.matrix)
    words = game.words

    def split(board, g):
        total = sum(weight[a] for a in board)
        classes = {}
        for a in board:
            classes.setdefault(int(matrix[g, a]), []).append(a)
        return [(sum(weight[a] for a in part) / total,
                 None if words.guesses[g] == words.answers[part[0]] and len(part) == 1 else tuple(part))
                for part in classes.values()]

    @lru_cache(maxsize=None)
    def value(boards):
        if not boards:
            return Fraction(0)
        return min(q(boards, g) for g in range(len(words.guesses)) if changes(boards, g))

    def changes(boards, g):  # a guess that surely leaves the position as it is cannot be best
        return any(len(split(b, g)) > 1 or split(b, g)[0][1] is None for b in boards)

    def q(boards, g):
        total = Fraction(0)
        for combo in itertools.product(*(split(b, g) for b in boards)):
            p = math.prod(c[0] for c in combo)
            total += p * value(tuple(sorted(c[1] for c in combo if c[1] is not None)))
        return 1 + total

    return value, q


def position(state):
    return tuple(sorted(tuple(int(c) for c in b.candidates) for b in state.unsolved))


def check_against_reference(game, answers, guesses, searches=True, ref=None):
    """Review a game and hold each figure marked exact to a reference: `ref` (V(state), Q(state, guess)), by
    default `reference`'s on the states' positions."""
    if ref is None:
        value, q = reference(game)
        ref = (lambda s: value(position(s))), (lambda s, g: q(position(s), g))
    v, q_ = ref
    r = review(game, answers, guesses, budget=30, searches=searches)
    state = game.start()
    ids = game.answer_ids([answers] if isinstance(answers, str) else answers)
    for t, word in zip(r.turns, guesses[game.prefill:]):
        g = game.words.guess_id(word)
        while state.turn < game.prefill:  # the pre-filled rows (Xordle's clue) are given, not reviewed
            state = state.play(game.words.guess_id(guesses[state.turn]), ids)
        after = state.play(g, ids)
        if t.exact["before"]:
            assert t.before == pytest.approx(float(v(state)), abs=1e-9)
        if t.exact["expected_after"]:
            assert t.expected_after == pytest.approx(float(q_(state, g) - 1), abs=1e-9)
        if t.exact["reached"]:
            assert t.reached == pytest.approx(float(v(after)), abs=1e-9)
        if t.exact["skill_lost"]:
            assert t.skill_lost == pytest.approx(float(q_(state, g) - v(state)), abs=1e-9)
        state = after
    return r


@settings(max_examples=25, deadline=None)
@given(st.integers(0, N - 1), st.lists(st.integers(0, N - 1), min_size=1, max_size=4), st.booleans(), st.booleans())
def test_one_board_exact_figures_equal_the_reference(answer, guesses, prior, searches):
    game = PRIOR if prior else GAME
    words = [game.words.answers[g] for g in guesses]
    if game.words.answers[answer] in words:
        words = words[: words.index(game.words.answers[answer]) + 1]
    r = check_against_reference(game, game.words.answers[answer], words, searches)
    assert all(t.exact["before"] for t in r.turns)  # 27 codes: every figure is exact
    if r.solved:  # the identity: guesses = V(start) + skill lost - luck
        assert len(r.turns) == pytest.approx(r.turns[0].before + r.skill_lost - r.luck, abs=1e-9)


@pytest.mark.parametrize("prior", [False, True])
@pytest.mark.parametrize("searches", [True, False])
def test_two_boards_exact_where_independent(searches, prior):
    game = (PRIOR if prior else GAME).with_boards(2)
    a, b = "abc", "cca"
    r = check_against_reference(game, [a, b], ["aab", "bca", "abc", "cca"], searches)
    assert any(t.exact["skill_lost"] for t in r.turns)
    assert r.solved


@settings(max_examples=10, deadline=None)
@given(st.lists(st.integers(0, N - 1), min_size=2, max_size=2, unique=True),
       st.lists(st.integers(0, N - 1), min_size=1, max_size=3), st.booleans())
@example([0, 1], [0, 1, 0], False)  # a guess after both boards are solved: left out
def test_two_boards_searches_equal_the_reference(answers, guesses, prior):
    game = (PRIOR if prior else GAME).with_boards(2)
    state, words = game.start(), []
    for g in guesses:  # the guesses up to the one that solves both boards (none is played after)
        if not state.done:
            state, words = state.play(g, answers), [*words, game.words.guesses[g]]
    check_against_reference(game, [game.words.answers[a] for a in answers], words)


@pytest.mark.slow
def test_searches_are_exact_where_the_own_expectimax_is_not(wordle):
    """Wordle's first guess is valued exactly through its feedback's positions: salet's 7920 guesses over the
    2315 answers (Selby's figure, `ndle.optimal`) less the guess itself."""
    t = review(wordle, "crane", ["salet", "crane"], budget=60).turns[0]
    assert t.exact["expected_after"] and t.exact["reached"] and not t.exact["before"]
    assert t.expected_after == pytest.approx(7920 / 2315 - 1, abs=1e-12)
    old = review(wordle, "crane", ["salet", "crane"], searches=False).turns[0]
    assert not old.exact["expected_after"] and not old.exact["reached"]


@pytest.mark.parametrize("searches", [True, False])
@pytest.mark.parametrize("game", [GAME, PRIOR])
def test_luck_averages_zero_over_the_prior(game, searches):
    for opener in ("aab", "abc"):
        total = 0.0
        probs = np.full(N, 1 / N) if game.weights is None else np.asarray(game.weights)
        for a in range(N):
            t = review(game, game.words.answers[a], [opener], searches=searches).turns[0]
            assert t.exact["luck"]
            total += probs[a] * t.luck
        assert abs(total) < 1e-9


@pytest.mark.parametrize("searches", [True, False])
def test_the_exact_strategys_games_lose_no_skill(searches):
    strategy = make_strategy("exact", GAME)
    for a in range(N):
        record, _ = play_game(GAME, strategy, [a])
        r = review(GAME, GAME.words.answers[a], list(record.guesses), searches=searches)
        assert r.skill_exact and r.skill_lost == 0.0 and r.skill == 99


LYING = ndle.as_game(code_length=2, symbols="abc", lies=1)  # 9 codes, one lie a row: the lying search's size


def _shown_rows(game, guess, answer):
    """Return (row as typed, its probability) for every row a lying game may show for `guess` against `answer`."""
    from ndle.analysis.review_model import written
    from ndle.patterns.codes import not_won_code

    g, a = game.words.guess_id(guess), game.words.answer_id(answer)
    true = int(game.matrix[g, a])
    won = int(game.words.answer_guess[a]) == g
    if won:
        return [(written(game, true), 1.0)]
    rows = []
    for code in range(3 ** game.words.length):
        shown = not_won_code(game.words.length) if code == game.solved else code
        p = float(game.channel.likelihood(np.array([true]), shown, False)[0])
        if p > 0:
            rows.append((written(game, code), p))
    assert sum(p for _, p in rows) == pytest.approx(1.0)
    return rows


def test_lying_figures_exact_and_luck_averages_zero():
    value = ndle.solve(LYING).value  # the lying search's least expected guesses from the start
    words = LYING.words.answers
    for opener in ("ab", "aa"):
        total = 0.0
        for answer in words:
            for row, p in _shown_rows(LYING, opener, answer):
                t = review(LYING, answer, [opener], rows=[row]).turns[0]
                assert all(t.exact.values())
                assert t.before == pytest.approx(value, abs=1e-12)
                total += p * t.luck / len(words)
        assert abs(total) < 1e-9
    r = review(LYING, "ab", ["ba", "ab"], rows=["GY", "GG"])
    assert r.skill_exact and r.luck_exact
    assert len(r.turns) == pytest.approx(r.turns[0].before + r.skill_lost - r.luck, abs=1e-9)
    assert not review(LYING, "ab", ["ba", "ab"], rows=["GY", "GG"], searches=False).skill_exact


def test_scores_monotone_and_bounded():
    xs = np.linspace(-10, 10, 401)
    luck = [luck_score(x) for x in xs]
    skill = [skill_score(x) for x in np.linspace(0, 20, 401)]
    assert all(0 <= s <= 99 for s in luck + skill)
    assert luck == sorted(luck) and skill == sorted(skill, reverse=True)
    assert skill_score(0) == 99 and luck_score(0) == 50 and skill_score(1) == 36 and luck_score(1) == 83


def test_estimates_are_marked(wordle):
    r = review(wordle, "crane", ["salet", "crane"], budget=0)
    assert not r.skill_exact and not r.luck_exact
    assert r.turns[-1].exact["reached"]  # a won game's position is exactly 0
    d = r.to_dict()
    assert d["skill_exact"] is False and 0 <= d["skill"] <= 99
    assert "estimated" in r._repr_html_() or "~" in r._repr_html_()


def test_errors():
    with pytest.raises(NdleError):
        review(GAME, "abc", [])
    with pytest.raises(NdleError):
        review(GAME, "abc", ["abc", "aab"])
    with pytest.raises(NdleError):
        review(GAME.with_boards(2), "abc", ["aab"])


def test_cli_prints_skill_and_luck_with_marks(capsys, tmp_path):
    from ndle.cli import main

    plot = tmp_path / "review.png"
    code = main(["review", "--code-length", "3", "--symbols", "abc", "--answer", "abc", "aab", "abc",
                 "--png", str(plot)])
    out = capsys.readouterr().out
    assert code == 0 and plot.read_bytes().startswith(b"\x89PNG")
    assert "skill " in out and "/99" in out and "exact" in out and "~" not in out.split("else exact):")[1]
    assert main(["review", "--code-length", "3", "--symbols", "abc", "--answer", "abc", "abc", "--budget",
                 "-1"]) == 2


def test_values_kept_from_one_review_give_the_next_the_same_figures():
    from ndle.analysis.values import Values

    kept = Values(GAME)
    words = GAME.words.answers
    for answer, guesses in ((words[5], [words[0], words[5]]), (words[20], [words[1], words[7], words[20]])):
        again = review(GAME, answer, guesses, values=kept)
        assert again.to_dict() == review(GAME, answer, guesses).to_dict()
    with pytest.raises(NdleError, match="values given are of another game"):
        review(PRIOR, words[5], [words[0], words[5]], values=kept)
