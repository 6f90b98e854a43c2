import numpy as np
import pytest

from ndle.errors import StrategyError
from ndle.game import State
from ndle.strategies import make_strategy
from ndle.strategies.dichter import QUALITY, dichter_scores, value
from tests.players_util import game_on


def test_value_curve():
    assert value(np.array([0.0, 1.0])).tolist() == [0.0, 0.0]
    assert value(0.5) == pytest.approx(1.0)
    assert value(0.25) == pytest.approx(np.sin(np.pi / 4) ** (2 / 3))
    assert value(0.3) == pytest.approx(value(0.7))
    # Dichter's program interpolates linearly on a 1000-point grid: exact at grid points, close between.
    x = np.linspace(0, 1, 1000)
    np.testing.assert_allclose(value(x[:50], 1000), value(x[:50]), atol=1e-12)
    assert abs(value(0.0004, 1000) - value(0.0004)) > 1e-3


def test_quality_table():
    # Dichter, Table 2: rows q_u = 0, 1, 2; columns q_m = 1, 2, 3.
    assert QUALITY.tolist() == [[1, 0.5, 1 / 3], [0, 0.25, 0.25], [0, 0, 1 / 3]]


def test_score_by_hand():
    # Candidates CIGAR, REBUT (m = 2): every letter-position probability is 0, 1/2 or 1.
    game = game_on(["cigar", "rebut"], ["eerie", "rebar"])
    w = game.words
    rows = np.array([w.guess_id(x) for x in ("cigar", "eerie", "rebar")])
    s = dichter_scores(w, np.arange(2), rows)
    half = 1.0  # v(1/2)
    # CIGAR: each tile's letter has p = 1/2 in its own position only: 1 * v + 1/2 * (0 ...) -> 1 per tile.
    # R of CIGAR (position 5) also has p = 1/2 in position 1 (REBUT): + 1/2.
    assert s[0] == pytest.approx(5 * half + 0.5)
    # EERIE: E has p = 1/2 at position 2 (rEbut). Tile 1 (E, q_m = 3): 1/2 * v(E@2); tile 2: v(E@2);
    # tile 5 (E): 1/2 * v(E@2); all times Q(0, 3) = 1/3. R (tile 3): 1/2 * (v(R@1) + v(R@5)) = 1, Q = 1.
    # I (tile 4): 1/2 * v(I@2) = 1/2.
    assert s[1] == pytest.approx((0.5 + 1 + 0.5) / 3 + 1 + 0.5)


def test_first_words_table3(wordle):
    # Dichter, Table 3 (to 5 decimals with his program's 1000-point value grid).
    w = wordle.words
    rows = np.arange(len(w.guesses))
    everything = np.arange(len(w.answers))
    for grid, expected in [(1000, [1.0, 0.98966, 0.97787, 0.97782, 0.97748]),
                           (0, [1.0, 0.98966, 0.97786, 0.97781, 0.97748])]:
        s = dichter_scores(w, everything, rows, grid)
        s = s / s.max()
        top = np.argsort(-s, kind="stable")[:5]
        assert [w.guesses[i] for i in top] == ["soare", "roate", "orate", "taler", "stare"]
        assert np.round(s[top], 5).tolist() == expected


def test_two_or_fewer_plays_alphabetical_solution():
    game = game_on(["sweat", "swept"], ["adept"])
    assert game.words.guesses[make_strategy("dichter", game).choose(game.start())] == "sweat"


def test_ties_prefer_possible_answers():
    # After ZZZZZ (all gray) on {ABBEY, ABBOT, CIGAR}: a solution scoring as high as any non-solution wins.
    game = game_on(["abbey", "abbot", "cigar"], ["zzzzz"])
    s = make_strategy("dichter", game)
    state = State.from_feedback(game, [("zzzzz", "BBBBB")])
    rows = np.flatnonzero(s.allowed(state))
    scores = s.board_scores(state.boards[0], rows)
    choice = s.choose(state)
    assert scores[list(rows).index(choice)] == pytest.approx(scores.max())


def test_bad_grid(wordle):
    with pytest.raises(StrategyError):
        make_strategy("dichter", wordle, grid=1)


@pytest.mark.slow
def test_dichter_all_games(wordle):
    # Dichter, Table 4: mean 3.596, sd 0.679, 2:52 3:1026 4:1050 5:179 6:8, no losses. ndle: 3.5948,
    # 2:52 3:1027 4:1051 5:177 6:8 (4 guesses in 8,325; see the README for the cause).
    from ndle.analysis.benchmark import benchmark
    r = benchmark(wordle, "dichter", grid=1000)
    assert r.failures == 0 and max(r.histogram) == 6 and r.histogram[6] == 8 and r.histogram[2] == 52
    assert abs(r.mean - 3.596) < 0.003 and abs(r.std - 0.679) < 0.003
