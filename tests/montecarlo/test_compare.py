"""Head-to-head comparisons on the same answer sets, and the `ndle compare` command."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tests.players_util import run_cli, small_game
from ndle.montecarlo.compare import Comparison, compare, run_paths
from ndle.errors import ConfigError
from ndle.montecarlo.run import simulate
from ndle.words import load_words


@pytest.fixture(scope="module")
def small():
    return small_game(50, 100, seed=3, boards=2)


def test_compare_pairs_the_same_games(small, tmp_path):
    c = compare(small, "sum", "min", games=30, seed=4, out=tmp_path / "c.json")
    assert [r.answers for r in c.a.records] == [r.answers for r in c.b.records]
    last = c.last_board()
    diff = c.a.turns - c.b.turns
    assert last["a_better"] == np.mean(diff < 0) and last["b_better"] == np.mean(diff > 0)
    first = c.first_board()
    assert first["mean_difference"] == pytest.approx(np.mean(c.a.first_solved - c.b.first_solved))
    saved = json.loads((tmp_path / "c.json").read_text())
    assert saved["a"] == "sum" and saved["b"] == "min" and saved["games"] == 30
    a_path, b_path = run_paths(tmp_path / "c.json", ("sum", "min"))
    assert a_path.name == "c-sum.json" and b_path.exists()
    assert "last board" in c.table() and "first board" in c.table()


def test_same_strategy_is_all_ties(small):
    c = compare(small, "sum", "sum", games=10, seed=1)
    assert c.last_board()["tie"] == 1.0 and c.last_board()["wilcoxon_p"] == 1.0
    assert c.names == ("sum (1)", "sum (2)")
    assert Comparison(c.a, c.b, labels=("alpha", "beta")).summary()["a"] == "alpha"
    assert run_paths("x.json", ("sum", "sum"))[0].name == "x-sum-1.json"


def test_different_answer_sets_are_refused(small):
    a = simulate(small, "sum", games=8, seed=1)
    b = simulate(small, "min", games=8, seed=2)
    with pytest.raises(ConfigError, match="same answer sets"):
        Comparison(a, b)
    with pytest.raises(ConfigError):
        Comparison(a, simulate(small, "min", games=7, seed=1))


def test_compare_resume_takes_the_saved_seed(small, tmp_path):
    first = compare(small, "sum", "min", games=12, out=tmp_path / "c.json")
    again = compare(small, "sum", "min", games=12, out=tmp_path / "c.json", resume=True)
    assert again.a.spec.seed == first.a.spec.seed and again.b.records == first.b.records


def test_cli_compare_and_saved_runs(capsys, tmp_path):
    words = tmp_path / "answers.txt"
    words.write_text("\n".join(load_words("wordle").answers[:40]) + "\n")
    code, out, err = run_cli(capsys, "compare", "sum", "min", "--boards", "2", "--games", "12", "--seed", "3",
                         "--answers-file", str(words), "--json", str(tmp_path / "c.json"))
    assert code == 0 and "sum vs min" in out
    code, out, err = run_cli(capsys, "compare", str(tmp_path / "c-sum.json"), str(tmp_path / "c-min.json"), "--json")
    assert code == 0 and json.loads(out)["games"] == 12
    code, out, err = run_cli(capsys, "compare", "sum", str(tmp_path / "c-min.json"))
    assert code == 2 and err.count("\n") == 1 and "not some of each" in err
    code, out, err = run_cli(capsys, "compare", "sum", "nosuch", "--games", "3", "--answers-file", str(words))
    assert code == 2 and err.count("\n") == 1
