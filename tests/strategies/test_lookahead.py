"""The look-ahead player: exact expectations of the leaf model, exact endgames against a slow reference, objectives."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import ndle
from ndle.errors import StrategyError
from ndle.game import Board, State
from ndle.measures.value import ValueModel, expected_values
from ndle.montecarlo.run import simulate
from ndle.patterns.codes import all_green
from ndle.patterns.matrix import pattern_matrix
from ndle.solver.nboard.endgame import Endgame
from ndle.solver.nboard.position import canonical
from ndle.strategies import make_strategy
from ndle.strategies.lookahead import class_sizes
from tests.patterns.test_lengths import word_lists
from tests.players_util import small_game
from tests.solver.nboard.reference import expectimax_value

SMALL = small_game(40, 30, seed=3)
TINY = small_game(9, 5, seed=11)


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path / "cache"))


def state_of(game, boards) -> State:
    """Return a position with the given candidate lists (answer ids) on each board, nothing played."""
    return State(game, tuple(Board(np.array(sorted(b), dtype=np.int32)) for b in boards))


@pytest.mark.parametrize("objective", ["last", "total"])
@pytest.mark.parametrize("seed", range(6))
def test_endgame_equals_reference(objective, seed):
    rng = np.random.default_rng(seed)
    n_boards = int(rng.integers(1, 4))
    boards = [rng.choice(9, int(rng.integers(1, 4)), replace=False).tolist() for _ in range(n_boards)]
    ref = float(expectimax_value(TINY.words, canonical(np.array(b) for b in boards), objective))
    exact = Endgame(TINY.matrix, np.arange(len(TINY.words.guesses)), objective, green=242).solve(canonical(
        np.array(b) for b in boards))[0]
    assert exact == pytest.approx(ref, abs=1e-12)
    game = TINY.with_boards(n_boards)
    strategy = make_strategy("lookahead", game, objective=objective, endgame=9)
    assert strategy.value(state_of(game, boards)) == pytest.approx(ref, abs=1e-12)


def test_endgame_guess_value_is_a_bound_or_exact():
    pos = canonical([np.array([0, 1, 2]), np.array([3, 4])])
    eg = Endgame(TINY.matrix, np.arange(len(TINY.words.guesses)), "total", green=242)
    best, g = eg.solve(pos)
    assert eg.guess_value(pos, g) == pytest.approx(best)
    assert all(eg.guess_value(pos, h) >= best - 1e-12 for h in range(len(TINY.words.guesses)))


@pytest.mark.parametrize("n_boards", [1, 2, 3, 5])
@pytest.mark.parametrize("objective", ["last", "total"])
def test_expected_values_equal_enumeration(n_boards, objective):
    rng = np.random.default_rng([n_boards, len(objective)])
    model = ValueModel.load()
    fit = model.fit_for(n_boards, objective)
    A = len(SMALL.words.answers)
    boards = [np.sort(rng.choice(A, int(rng.integers(1, 12)), replace=False)) for _ in range(n_boards)]
    guesses = rng.choice(len(SMALL.words.guesses), 7, replace=False)
    got = expected_values(model, fit, [class_sizes(SMALL.matrix, guesses, b, 5) for b in boards])
    for i, g in enumerate(guesses):
        splits = []
        for b in boards:
            codes = SMALL.matrix[g, b]
            splits.append([(np.mean(codes == c), 0 if c == all_green(5) else int((codes == c).sum()))
                           for c in np.unique(codes)])
        want = sum(math.prod(p for p, _ in combo) * fit.value([m for _, m in combo if m])
                   for combo in itertools.product(*splits))
        assert got[i] == pytest.approx(want, rel=1e-9, abs=1e-9)


def test_objective_changes_the_choice():
    # BILGE/BLEEP on one board, DEMUR/ETHOS/SEDAN on the other. For the last board, AMITY (a non-answer
    # splitting the three) is best: 3 turns for certain. For the sum of solve turns, BILGE first solves a
    # board half the time at once.
    game = SMALL.with_boards(2)
    w = game.words
    boards = [[w.answer_id(a) for a in ("bilge", "bleep")], [w.answer_id(a) for a in ("demur", "ethos", "sedan")]]
    state = state_of(game, boards)
    pos = canonical(b.candidates for b in state.boards)
    choice = {}
    for objective in ("last", "total"):
        choice[objective] = make_strategy("lookahead", game, objective=objective, endgame=6).choose(state)
    assert w.guesses[choice["last"]] == "amity" and w.guesses[choice["total"]] == "bilge"
    last = Endgame(game.matrix, np.arange(len(w.guesses)), "last", green=242)
    total = Endgame(game.matrix, np.arange(len(w.guesses)), "total", green=242)
    assert last.guess_value(pos, choice["last"]) < last.guess_value(pos, choice["total"])
    assert total.guess_value(pos, choice["total"]) < total.guess_value(pos, choice["last"])


def test_guard_hands_the_base_rule_the_turns_near_the_limit():
    # Three boards, nothing played: with a limit of 5 the guesses left (5) exceed the boards (3) by 2, so the
    # guard (default 2) gives the choice to the base rule; the model alone would gamble on HEARD.
    words = SMALL.words
    boards = [("bilge", "enema", "rainy"), ("brain", "druid", "offal"), ("heard", "rogue")]
    boards = [[words.answer_id(a) for a in b] for b in boards]
    near = state_of(SMALL.with_boards(3, max_guesses=5), boards)
    far = state_of(SMALL.with_boards(3, max_guesses=9), boards)
    choice = {(name, g): make_strategy("lookahead", s.game, guard=g).choose(s)
              for name, s in (("near", near), ("far", far)) for g in (-1, 2)}
    base = make_strategy("sum", near.game, tiebreak="candidates").choose(near)
    assert words.guesses[base] == "bilge" and words.guesses[choice["near", -1]] == "heard"
    assert choice["near", 2] == base  # inside the guard: the base rule
    assert choice["far", 2] == choice["far", -1] == choice["near", -1]  # outside it: the model, as without a guard


def test_one_board_plays_the_optimum():
    # One board of 40 answers: the exact search picks every guess, so the total over all answers is the optimum.
    from ndle.playing import play_game
    from ndle.solver.one.search import Solver

    strategy = make_strategy("lookahead", SMALL)
    total = sum(play_game(SMALL, strategy, (a,))[0].turns for a in range(len(SMALL.words.answers)))
    solver = Solver(SMALL.words, matrix=SMALL.matrix, capacity=1 << 14)
    best, _ = solver.value(np.arange(len(SMALL.words.answers)), 6)
    assert total == best


def test_same_results_for_one_and_two_jobs():
    game = SMALL.with_boards(3)
    one = simulate(game, "lookahead", games=6, seed=5, jobs=1, options={"shortlist": 8})
    two = simulate(game, "lookahead", games=6, seed=5, jobs=2, chunk_size=2, options={"shortlist": 8})
    assert one.records == two.records


@pytest.mark.parametrize("options", [{"objective": "fastest"}, {"shortlist": 0}, {"exact": -1},
                                     {"endgame": 2.5}, {"shortlist": True}, {"model": "/nonexistent.json"},
                                     {"middle": "rollout"}, {"leaf": "first"}, {"guard": -2}, {"samples": 0}])
def test_bad_options(options):
    with pytest.raises(StrategyError):
        make_strategy("lookahead", SMALL, **options)


def test_value_fit_labels_and_round_trip(tmp_path):
    import json

    from ndle.analysis.value_fit import positions, refit
    from ndle.measures.value import FEATURES

    game = SMALL.with_boards(2)
    run = simulate(game, "sum", games=5, seed=1, jobs=1, options={"tiebreak": "candidates"})
    X, ys = positions(game, list(run.records))
    assert len(X) == sum(len(r.guesses) for r in run.records) and X.shape[1] == len(FEATURES)
    first = run.records[0]
    assert ys["last"][0] == max(first.solved_at) and ys["total"][0] == sum(first.solved_at)
    assert X[0][0] == 2 and X[0][-1] == 4  # two boards live, k^2 = 4
    data = refit(SMALL.words, boards=(1, 2), games={1: 20, 2: 10}, seed=2)
    path = tmp_path / "value.json"
    path.write_text(json.dumps(data))
    model = ValueModel.load(path)
    assert {(f.boards, f.objective) for f in model.fits.values()} == {(1, "last"), (1, "total"), (2, "last"),
                                                                        (2, "total")}
    assert model.fit_for(3, "last").boards == 2 and model.fit_for(1, "total").boards == 1


def test_value_fit_policy_iteration_step(tmp_path):
    # The second step of the shipped fit: lookahead's games, its leaves valued by a given first fit.
    import json

    from ndle.analysis.value_fit import main, refit

    first = tmp_path / "first.json"
    first.write_text(json.dumps(refit(SMALL.words, boards=(1, 2), games={1: 20, 2: 10}, seed=2)))
    data = refit(SMALL.words, boards=(2,), games={2: 6}, seed=3, strategy="lookahead", model=str(first))
    assert data["strategy"] == "lookahead" and data["options"] == {"model": str(first)}
    assert ValueModel.load(_write(tmp_path / "second.json", data)).fit_for(2, "last").positions > 6
    with pytest.raises(SystemExit) as refused:  # a value file only means something to a lookahead player
        main(["--model", str(first), "--out", str(tmp_path / "x.json")])
    assert refused.value.code == 2 and not (tmp_path / "x.json").exists()


def _write(path, data):
    import json

    path.write_text(json.dumps(data))
    return path


MEDIUM = small_game(120, 200, seed=1)


@pytest.mark.parametrize("seed", range(12))
def test_one_board_choice_has_the_least_exact_value(seed):
    # The one-board look-ahead values guesses in the model's order with a beta cut-off; a cut-off bound equal to
    # the best so far must not tie with it (seed 10 did, and chose a worse guess): the guess chosen has the least
    # exact value of the shortlist.

    strategy = make_strategy("lookahead", MEDIUM)
    rng = np.random.default_rng(seed)
    size = int(rng.integers(20, 120))
    state = state_of(MEDIUM, [rng.choice(120, size, replace=False)])
    guesses = strategy.candidates_shortlist(state, strategy.allowed(state))
    values = strategy.evaluate(state, guesses)
    exact = [strategy.solver.value(state.boards[0].candidates, 6, first=int(g))[0] for g in guesses]
    assert exact[int(np.argmin(values))] == min(exact)


@settings(max_examples=30, deadline=None)
@given(word_lists(6, 15, max_size=12), st.data())
def test_class_sizes_of_long_words_keep_the_parts_and_green_last(lists, data):
    """Beyond five letters the classes are counted by sorting: the same part sizes, all green in the last column."""
    guesses, answers = lists
    n = len(guesses[0])
    matrix = pattern_matrix(guesses, answers)
    cands = np.arange(len(answers))
    rows = np.array(data.draw(st.lists(st.integers(0, len(guesses) - 1), min_size=1, max_size=5)))
    sizes = class_sizes(matrix, rows, cands, n)
    for k, g in enumerate(rows):
        codes, counts = np.unique(matrix[g, cands], return_counts=True)
        green = counts[codes == all_green(n)].sum()
        assert sizes[k, -1] == green
        assert sorted(sizes[k, :-1][sizes[k, :-1] > 0]) == sorted(counts[codes != all_green(n)])


def test_lookahead_opens_mastermind_with_the_proven_best_first_guess():
    """At Mastermind's start the look-ahead values every first guess by its kept exact value (1123: 5,625 / 1,296,
    Koyama and Lai's optimum), so it opens with 1123, and ranks the five shapes as the search proves them."""
    game = ndle.as_game("mastermind")
    look = make_strategy("lookahead", game)
    assert game.words.guesses[look.choose(game.start())] == "1123"
    ids = np.array([game.words.guess_id(c) for c in ("1111", "1112", "1122", "1123", "1234")])
    assert look.evaluate(game.start(), ids) == pytest.approx(np.array([6318, 5791, 5702, 5625, 5673]) / 1296)
    consistent = ndle.as_game("mastermind", consistent=True)  # another game: its own values, not these
    other = make_strategy("lookahead", consistent).evaluate(consistent.start(), ids[3:4])[0]
    assert other != pytest.approx(5625 / 1296)
