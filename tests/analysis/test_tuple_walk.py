"""The n-board walk equals playing every answer tuple as `simulate --games all` does, for every registered
deterministic strategy, both tuple rules and n = 1, 2, 3."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.analysis.benchmark import benchmark_turns
from ndle.analysis.every_tuple import tuple_turns
from ndle.analysis.tuple_walk import MAX_WALK_TUPLES, check_walk, root_tuples
from ndle.errors import NdleError, StrategyError
from ndle.game import Game
from ndle.montecarlo.run import simulate
from ndle.montecarlo.spec import count_tuples, nth_tuple
from ndle.patterns.matrix import pattern_matrix
from ndle.rules import Rules
from ndle.solver.one.search import optimal
from ndle.solver.one.trees import write_tree
from ndle.strategies import make_strategy
from ndle.strategies.base import registered
from ndle.words import load_words, make_word_list

DETERMINISTIC = sorted(name for name, cls in registered().items() if cls.deterministic)


def reduced_game(every: int, offset: int, n_extra: int, boards: int, seed: int = 0, **rules) -> Game:
    """Return a game on every `every`-th wordle answer from `offset`, with `n_extra` random further guesses."""
    full = load_words("wordle")
    answers = full.answers[offset::every]
    rng = np.random.default_rng(seed)
    extra = rng.choice(sorted(set(full.guesses) - set(answers)), n_extra, replace=False).tolist()
    words = make_word_list(f"every{every}+{offset}", answers, extra)
    return Game(words, Rules(boards=boards, **rules), pattern_matrix(words.guesses, words.answers))


def games_of(game: Game, name: str, replacement: bool) -> np.ndarray:
    """Return each board's solve turn in every game `simulate --games all` plays."""
    results = simulate(game, name, games="all", replacement=replacement, seed=1, progress=False)
    return np.array([r.solved_at for r in results.records])


@pytest.fixture(scope="module")
def tree_file(tmp_path_factory):
    """Return a tree file (the exact one-board tree of a small list) for the `tree` strategy."""
    words = reduced_game(200, 7, 120, 1, seed=1).words
    path = tmp_path_factory.mktemp("walk") / "t.json"
    write_tree(optimal(words, words.answers[0]).tree, path)
    return path


@pytest.mark.parametrize("name", DETERMINISTIC)
def test_every_deterministic_strategy_equals_simulate(name, tree_file):
    played, name = 0, f"tree:{tree_file}" if name == "tree" else name
    for boards, every, offset in ((1, 200, 7), (2, 330, 3), (3, 460, 11)):
        game = reduced_game(every, offset, 120, boards, seed=boards)
        try:
            strategy = make_strategy(name, game)
        except StrategyError:
            assert boards > 1, f"{name} must play one board"
            continue
        for replacement in (False, True):
            walked = tuple_turns(game, strategy, replacement=replacement, progress=False)
            assert (walked.turns == games_of(game, name, replacement)).all()
            assert walked.positions >= 1
            played += 1
    assert played >= 2


def test_sequence_mode_and_opener_equal_simulate():
    game = reduced_game(300, 5, 100, 3, seed=4, mode="sequence", max_guesses=8)
    for replacement in (False, True):
        walked = tuple_turns(game, make_strategy("entropy", game), replacement=replacement, progress=False)
        assert (walked.turns == games_of(game, "entropy", replacement)).all()
    opener = game.words.guess_id(game.words.answers[2])
    walked = tuple_turns(game.with_boards(2, max_guesses=7), make_strategy("sum", game.with_boards(2, 7)),
                         opener=opener, progress=False)
    assert (walked.turns[walked.tuples[:, 0] == 2, 0] == 1).all()  # the opener solves board 1 of those at once


def test_one_board_equals_the_decision_tree():
    game = reduced_game(150, 1, 150, 1)
    for name in ("sum", "entropy", "min"):
        s = make_strategy(name, game)
        walked = tuple_turns(game, s, progress=False)
        turns, positions = benchmark_turns(game, s)
        assert (walked.turns[:, 0] == turns).all() and walked.positions == positions


def test_games_past_the_limit_go_on():
    game = reduced_game(250, 0, 40, 2, max_guesses=2)
    walked = tuple_turns(game, make_strategy("frequency", game, pool="candidates"), replacement=True, progress=False)
    assert walked.last.max() > 2
    results = simulate(game, "frequency", games="all", replacement=True, seed=0, progress=False, pool="candidates")
    assert (np.array([r.solved_at for r in results.records]) == walked.turns).all()
    assert results.summary()["mean"] == pytest.approx(walked.last.mean())


@settings(max_examples=60)
@given(st.integers(1, 9), st.integers(1, 3), st.booleans(), st.data())
def test_root_tuples_are_simulates_order(n, boards, replacement, data):
    if not replacement and boards > n:
        return
    rows = root_tuples(n, boards, replacement)
    assert rows.shape == (count_tuples(n, boards, replacement), boards)
    i = data.draw(st.integers(0, len(rows) - 1))
    assert tuple(rows[i]) == nth_tuple(i, n, boards, replacement)


def test_refused_before_any_work():
    game = reduced_game(200, 0, 50, 2)
    with pytest.raises(NdleError, match="randomised"):
        check_walk(game, make_strategy("random", game), False)
    big = Game.create("wordle", boards=3)
    with pytest.raises(NdleError, match=f"at most {MAX_WALK_TUPLES:,}"):
        tuple_turns(big, make_strategy("sum", big), replacement=True)
    with pytest.raises(NdleError, match="distinct"):
        check_walk(reduced_game(1200, 0, 10, 3), make_strategy("sum", game), False)
