"""pandas export: shapes, dtypes and values of Results.to_pandas / Comparison.to_pandas, load_results, no pandas."""

from __future__ import annotations

import sys

import numpy as np
import pytest

import ndle
from ndle.errors import MissingExtraError, install_hint

pd = pytest.importorskip("pandas")


@pytest.fixture(scope="module")
def comparison(wordle, tmp_path_factory):
    out = tmp_path_factory.mktemp("runs") / "c.json"
    return ndle.compare(wordle.with_boards(3), "sum", "min", games=25, seed=7, out=out, progress=False), out


def test_results_frame(comparison):
    results = comparison[0].a
    df = results.to_pandas()
    assert df.shape == (25, 1 + 3 + 3 + 4 + 1)
    assert list(df.columns) == ["answers", "answer_1", "answer_2", "answer_3", "solved_1", "solved_2", "solved_3",
                                "last", "first", "total", "won", "guesses"]
    assert df.index.name == "game" and list(df.index) == list(range(25))
    for c in ("answers", "answer_1", "guesses"):
        assert isinstance(df[c].dtype, pd.StringDtype)
    for c in ("solved_1", "last", "first", "total"):
        assert df[c].dtype == np.int16
    assert df["won"].dtype == bool
    for i, r in enumerate(results.records):
        row = df.loc[i]
        assert row["answers"].split() == list(r.answers) == [row[f"answer_{b}"] for b in (1, 2, 3)]
        assert [row[f"solved_{b}"] for b in (1, 2, 3)] == list(r.solved_at)
        assert (row["last"], row["first"], row["total"]) == (max(r.solved_at), min(r.solved_at), sum(r.solved_at))
        assert row["won"] == r.won and row["guesses"].split() == list(r.guesses)
    assert np.array_equal(df["last"].to_numpy(), results.turns)
    assert df.attrs["spec"]["strategy"] == "sum" and df.attrs["spec"]["games"] == 25


def test_comparison_frame(comparison):
    c = comparison[0]
    df = c.to_pandas()
    assert df.shape == (25, 12) and df.attrs == {"a": "sum", "b": "min"}
    assert list(df.columns) == ["answers", "last_a", "last_b", "last_diff_b", "first_a", "first_b", "first_diff_b",
                                "total_a", "total_b", "total_diff_b", "won_a", "won_b"]
    assert np.array_equal(df["last_diff_b"].to_numpy(), c.a.turns - c.b.turns)
    assert np.array_equal(df["first_b"].to_numpy(), c.b.first_solved)
    assert df["total_diff_b"].dtype == np.int16 and df["won_a"].dtype == bool
    assert (df["last_diff_b"] < 0).mean() == pytest.approx(c.last_board()["a_better"])


def test_comparison_frame_of_three_strategies_pairs_each_with_the_first(wordle):
    c = ndle.compare(wordle.with_boards(2), "sum", "min", "entropy", games=20, seed=3, progress=False)
    df = c.to_pandas()
    assert df.attrs == {"a": "sum", "b": "min", "c": "entropy"}
    assert df.shape == (20, 1 + 3 * 5 + 3)
    for i, letter in enumerate("abc"):
        assert np.array_equal(df[f"last_{letter}"].to_numpy(), c.runs[i].turns)
        assert np.array_equal(df[f"total_{letter}"].to_numpy(), c.runs[i].total)
        assert np.array_equal(df[f"won_{letter}"].to_numpy(), c.runs[i].won)
    for i, letter in ((1, "b"), (2, "c")):
        for metric, values in (("last", "turns"), ("first", "first_solved"), ("total", "total")):
            diff = df[f"{metric}_diff_{letter}"].to_numpy()
            assert np.array_equal(diff, getattr(c.runs[0], values) - getattr(c.runs[i], values))
        assert (df[f"last_diff_{letter}"] < 0).mean() == pytest.approx(c.last_board(i)["a_better"])
        assert (df[f"total_diff_{letter}"] > 0).mean() == pytest.approx(c.total(i)["b_better"])


def test_run_letters_go_on_past_z():
    from ndle.montecarlo.frames import run_letters

    letters = run_letters(30)
    assert letters[:3] == ["a", "b", "c"] and letters[25:] == ["z", "aa", "ab", "ac", "ad"]
    assert len(set(run_letters(800))) == 800


def test_load_results(comparison, tmp_path):
    c, out = comparison
    saved = out.with_name("c-sum.json")
    loaded = ndle.load_results(saved)
    assert loaded == c.a
    assert ndle.load_results(saved.with_suffix(".csv")) == c.a
    pd.testing.assert_frame_equal(loaded.to_pandas(), c.a.to_pandas())
    with pytest.raises(ndle.ConfigError, match="no such run file"):
        ndle.load_results(tmp_path / "missing.json")


def test_empty_run(wordle):
    r = ndle.Results(ndle.simulate(wordle, "sum", games=1, seed=1, progress=False).spec, ())
    df = r.to_pandas()
    assert df.shape == (0, 8) and df["last"].dtype == np.int16


def test_without_pandas_one_line(comparison, monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)  # `import pandas` raises ImportError
    for obj in (comparison[0].a, comparison[0]):
        with pytest.raises(MissingExtraError) as e:
            obj.to_pandas()
        assert str(e.value) == f"this needs pandas: {install_hint('pandas')}"
        assert isinstance(e.value, ImportError) and isinstance(e.value, ndle.NdleError)
