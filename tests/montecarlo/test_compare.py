"""Head-to-head comparisons on the same answer sets, and the `ndle compare` command."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tests.players_util import run_cli, small_game
from ndle.montecarlo.compare import Comparison, compare, run_paths
from ndle.errors import ConfigError, StrategyError
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


def test_three_strategies_each_against_the_first(small, tmp_path):
    out = tmp_path / "three.json"
    c = compare(small, "sum", "min", "entropy", games=20, seed=5, out=out, progress=False)
    pair = compare(small, "sum", "entropy", games=20, seed=5, progress=False)
    assert c.names == ("sum", "min", "entropy") and len(c.runs) == 3
    assert c.runs[2].records == pair.b.records and c.last_board(2) == pair.last_board()
    assert c.pair(2).summary()["total"] == pair.summary()["total"]
    s = c.summary()
    assert [p["b"] for p in s["pairs"]] == ["min", "entropy"] and [r["label"] for r in s["runs"]] == list(c.names)
    assert s["last_board"] == c.last_board(1) and s["mean_b"] == pytest.approx(c.b.turns.mean())
    table = c.table()
    assert table.startswith(f"sum vs min vs entropy: {small.describe()}; 20 games on the same answers\n")
    assert table.count("last board") == 2
    assert repr(c).startswith(f"<Comparison: sum vs min vs entropy: {c.describe()}; 20 games")
    assert c.describe() == small.describe() and c.table().startswith(f"sum vs min vs entropy: {small.describe()};")
    assert f"sum vs min vs entropy: {small.describe()}; 20 games" in c._repr_html_()  # the same words everywhere
    assert c._repr_html_().count('class="ndle-paired"') == 2 and "entropy first" in c._repr_html_()
    saved = json.loads(out.read_text())
    assert saved["strategies"] == ["sum", "min", "entropy"] and saved["status"] == "complete"
    assert [p.name for p in run_paths(out, c.names)] == ["three-sum.json", "three-min.json", "three-entropy.json"]
    again = compare(small, out=out, resume=True, progress=False)
    assert [r.records for r in again.runs] == [r.records for r in c.runs]
    with pytest.raises(ConfigError, match="sum vs min vs entropy, not sum vs min"):
        compare(small, "sum", "min", out=out, resume=True)
    with pytest.raises(ConfigError, match="two strategies or more"):
        compare(small, "sum", games=2)
    with pytest.raises(ConfigError, match=r"one by one after the game, e.g. compare\('quordle', 'sum', 'min'\)"):
        compare(["sum", "min"], "quordle", games=2)  # a list of strategies where the game goes: said, not "got 1"
    with pytest.raises(StrategyError, match=r"give them one by one.*got \['sum', 'min'\]"):
        compare(small, ["sum", "min"], games=2)
    with pytest.raises(ConfigError, match="3 strategies need 3 option tables"):
        compare(small, "sum", "min", "entropy", options=[{}], games=2)
    with pytest.raises(ConfigError, match="two runs or more"):
        Comparison(c.a)


def test_cli_compare_three_strategies(capsys, tmp_path):
    words = tmp_path / "answers.txt"
    words.write_text("\n".join(load_words("wordle").answers[:30]) + "\n")
    common = ["--boards", "2", "--games", "6", "--seed", "3", "--answers-file", str(words)]
    code, out, err = run_cli(capsys, "compare", "sum", "min", "entropy", "--option-b", "tiebreak=candidates",
                             *common, "--json", str(tmp_path / "c.json"))
    assert code == 0 and out.startswith("sum vs min vs entropy:") and out.count("first board") == 2
    assert json.loads((tmp_path / "c-min.json").read_text())["options"] == {"tiebreak": "candidates"}
    code, out, err = run_cli(capsys, "compare", *(str(tmp_path / f"c-{n}.json") for n in ("sum", "min", "entropy")),
                             "--json")
    assert code == 0 and [p["b"] for p in json.loads(out)["pairs"]] == ["min", "entropy"]
    code, out, err = run_cli(capsys, "compare", "sum", "min", "--option-c", "x=1", *common)
    assert code == 2 and "--option-c names strategy C, but only 2 given" in err and err.count("\n") == 1
    code, out, err = run_cli(capsys, "compare", "sum", *common)
    assert code == 2 and "two strategies or more" in err and not out
    code, out, err = run_cli(capsys, "compare", *common)  # none given: sum and min
    assert code == 0 and out.startswith("sum vs min:")
