import json

import numpy as np
import pytest

from ndle.game import Game
from ndle.analysis.benchmark import BenchmarkResult, benchmark, benchmark_turns, decision_tree
from ndle.errors import NdleError, StrategyError
from ndle.playing import play_game
from ndle.strategies import make_strategy
from tests.players_util import small_game

GAME = small_game(150, 250, seed=11)


@pytest.mark.parametrize("name, pool", [("entropy", "all"), ("stddev", "candidates"), ("scatter", "hard"),
                                        ("frequency", "candidates"), ("dichter", "all"), ("sum", "all"),
                                        ("min", "hard")])
def test_tree_equals_playing_every_game(name, pool):
    strategy = make_strategy(name, GAME, pool=pool)
    tree = decision_tree(GAME, strategy)
    for a in range(len(GAME.words.answers)):
        record, _ = play_game(GAME, make_strategy(name, GAME, pool=pool), (a,))
        assert tree.turns[a] == record.turns
        assert [GAME.words.guesses[g] for g in tree.path(GAME, a)] == list(record.guesses)
    nodes = list(tree.root.nodes())
    assert nodes[0].size == len(GAME.words.answers)
    assert sum(n.size for n in nodes) == tree.turns.sum()  # each answer is counted once per node on its path


def test_tree_with_opener_and_from_state():
    s = make_strategy("entropy", GAME)
    opener = GAME.words.guess_id(GAME.words.answers[0])
    tree = decision_tree(GAME, s, opener=opener)
    assert tree.root.guess == opener and tree.turns[0] == 1
    state = GAME.start().play(opener, (5,))
    sub = decision_tree(GAME, s, state=state)
    assert set(sub.answers.tolist()) == set(state.boards[0].candidates.tolist())
    assert (sub.turns >= 2).all()


def test_result_summary():
    r = BenchmarkResult.from_turns(np.array([2, 3, 3, 4, 7]), 6)
    assert r.histogram == {1: 0, 2: 1, 3: 2, 4: 1, 5: 0, 6: 0, 7: 1}
    assert r.failures == 1 and r.games == 5 and r.mean == pytest.approx(3.8)
    assert r.std == pytest.approx(np.std([2, 3, 3, 4, 7], ddof=1))
    d = r.to_dict()
    assert d["histogram"]["7"] == 1 and json.loads(json.dumps(d)) == d


def test_random_is_seeded_and_repeatable():
    s = make_strategy("random", GAME)
    a, _ = benchmark_turns(GAME, s, repeat=2, seed=4)
    b, _ = benchmark_turns(GAME, s, repeat=2, seed=4)
    c, _ = benchmark_turns(GAME, s, repeat=2, seed=5)
    assert len(a) == 2 * len(GAME.words.answers) and (a == b).all() and not (a == c).all()
    with pytest.raises(NdleError):
        decision_tree(GAME, s)


def test_errors():
    with pytest.raises(NdleError):
        decision_tree(GAME.with_boards(2), make_strategy("entropy", GAME))
    with pytest.raises(NdleError):
        benchmark(GAME, "entropy", repeat=0)
    with pytest.raises(StrategyError, match="has no option 'game'"):
        benchmark(GAME, "entropy", game=1)  # the game and the strategy are positional: a stray name is an option


@pytest.mark.parametrize("option", ["game=1", "strategy=sum", "seed=3", "opener=crane", "repeat=2", "resume=true"])
def test_cli_benchmark_refuses_a_run_setting_given_as_an_option(option, capsys):
    from ndle.cli import main
    code = main(["benchmark", "--strategy", "sum", "--option", option, "--words", "wordle"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and f"has no option '{option.partition('=')[0]}'" in err


def test_cli_benchmark(capsys):
    from ndle.cli import main
    code = main(["benchmark", "--strategy", "frequency", "--pool", "candidates", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["games"] == 2315 and out["opener"] is None and out["mode"] == "normal"
    assert set(out) >= {"mean", "std", "histogram", "failures", "games"}
    assert sum(out["histogram"].values()) == 2315
    code = main(["benchmark", "--strategy", "frequency", "--pool", "candidates", "--feedback", "naive", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["feedback"] == "naive" and out["failures"] == 28  # Hayes's Fig. 5
    code = main(["benchmark", "--strategy", "frequency", "--hard", "--pool", "candidates"])
    assert code == 2 and "conflicts" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.parametrize("name, opener, options, mean, sixes", [
    ("entropy", "soare", {}, 3.5279, 1),  # Hayes Fig. 7: about 3.5 (3.53 in the text), one six
    ("stddev", "roate", {}, 3.5438, 0),  # Hayes Fig. 8: 3.54
    ("scatter", "trace", {}, 3.4890, 2),  # Hayes Fig. 9: 3.49, one six
    ("scatter", "trace", {"tiebreak": "candidates"}, 3.4337, 2),  # Hayes Table 2: 3.435
])
def test_hayes_full_games(wordle, name, opener, options, mean, sixes):
    r = benchmark(wordle, name, opener=opener, **options)
    assert r.failures == 0 and round(r.mean, 4) == mean and r.histogram.get(6, 0) == sixes


@pytest.mark.slow
def test_hayes_naive_feedback_players(wordle):
    # Hayes: random 4.11 with 2 % failures, letter frequency 3.83 with 28 failures (SLATE, candidates):
    # reproduced under his first, naive scoring rule.
    naive = Game.create(words=wordle.words, max_guesses=6, feedback="naive")
    r = benchmark(naive, "frequency", pool="candidates")
    assert round(r.mean, 2) == 3.83 and r.failures == 28
    r = benchmark(naive, "random", repeat=4, seed=0)
    assert abs(r.mean - 4.11) < 0.03 and 0.015 < r.failures / r.games < 0.025
