"""Rollouts of the base rule: exact enumeration equals a slow reference through the game loop; sampling is seeded."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ndle.errors import NdleError
from ndle.playing import play_game
from ndle.montecarlo.run import simulate
from ndle.strategies import make_strategy
from ndle.strategies.rollouts import answer_tuples, rollout_values
from tests.players_util import small_game
from tests.strategies.test_lookahead import state_of

GAME = small_game(14, 6, seed=21)


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path / "cache"))


def reference(game, boards, guess, base, objective) -> float:
    """Return the mean further score after `guess` with `base` playing on, over every answer tuple, by the loop."""
    start = state_of(game, boards)
    scores = []
    for answers in itertools.product(*boards):
        record, _ = play_game(game, base, answers, state=start.play(guess, answers))
        scores.append(record.turns if objective == "last" else record.total)
    return float(np.mean(scores))


@settings(max_examples=25)
@given(data=st.data(), n_boards=st.integers(1, 3), objective=st.sampled_from(["last", "total"]))
def test_enumerated_rollouts_equal_the_reference(data, n_boards, objective):
    game = GAME.with_boards(n_boards)
    ids = data.draw(st.permutations(range(len(game.words.answers))))
    sizes = data.draw(st.lists(st.integers(1, 4), min_size=n_boards, max_size=n_boards))
    boards = [sorted(ids[sum(sizes[:i]):sum(sizes[:i + 1])]) for i in range(n_boards)]
    guesses = np.array(data.draw(st.lists(st.integers(0, len(game.words.guesses) - 1), min_size=1, max_size=4,
                                          unique=True)))
    base = make_strategy("sum", game, tiebreak="candidates")
    got = rollout_values(state_of(game, boards), guesses, base, objective, samples=10**6, rng=None)
    want = [reference(game, boards, int(g), base, objective) for g in guesses]
    assert got == pytest.approx(want, abs=1e-12)


def test_sampled_tuples_come_from_the_generator():
    game = GAME.with_boards(3)
    state = state_of(game, [[0, 1, 2, 3], [4, 5, 6], [7, 8, 9, 10]])  # 48 tuples
    assert len(answer_tuples(state, 48, None)) == 48  # all of them: no generator needed
    with pytest.raises(NdleError, match="random generator"):
        answer_tuples(state, 47, None)
    a = answer_tuples(state, 20, np.random.default_rng(5))
    assert a == answer_tuples(state, 20, np.random.default_rng(5)) != answer_tuples(state, 20, np.random.default_rng(6))
    assert all(x in b.candidates for t in a for x, b in zip(t, state.boards)) and len(a) == 20


def test_rollout_leaf_is_randomised_and_independent_of_jobs():
    game = GAME.with_boards(2)
    strategy = make_strategy("lookahead", game, leaf="rollout", samples=4, shortlist=4)
    assert not strategy.deterministic and make_strategy("lookahead", game).deterministic
    options = {"leaf": "rollout", "samples": 4, "shortlist": 4}
    one = simulate(game, "lookahead", games=8, seed=2, jobs=1, options=options)
    two = simulate(game, "lookahead", games=8, seed=2, jobs=2, chunk_size=3, options=options)
    assert one.records == two.records
