"""Notebook plots: `Results.plot()` and `Comparison.plot()` return Axes with the games' counts and shares."""

from __future__ import annotations

import numpy as np
import pytest

import ndle
from ndle.errors import NdleError

pytest.importorskip("matplotlib")


@pytest.fixture(scope="module")
def runs(wordle):
    yield ndle.compare(wordle.with_boards(2), "sum", "min", games=60, seed=5, progress=False)
    from matplotlib import pyplot

    pyplot.close("all")


def test_results_plot_counts_each_score(runs):
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    for score, values in (("last", runs.a.turns), ("total", runs.a.total)):
        ax = runs.a.plot(score=score)
        assert isinstance(ax, Axes)
        turns, counts = np.unique(values, return_counts=True)
        heights = [int(p.get_height()) for p in ax.patches]
        centres = [round(p.get_x() + p.get_width() / 2) for p in ax.patches]
        assert heights == counts.tolist() and centres == turns.tolist()
        assert [t.get_text() for t in ax.texts] == [f"{c:,}" for c in counts]
    ax = Figure().add_subplot()
    assert runs.a.plot(ax) is ax
    with pytest.raises(NdleError, match="unknown score"):
        runs.a.plot(score="best")


def test_comparison_plot_has_a_bar_group_per_run(runs):
    ax = runs.plot(score="total")
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == [f"sum (mean {runs.a.total.mean():.4f})", f"min (mean {runs.b.total.mean():.4f})"]
    turns = np.unique(np.concatenate([runs.a.total, runs.b.total]))
    assert len(ax.patches) == 2 * len(turns)
    shares = [p.get_height() for p in ax.patches[:len(turns)]]
    assert np.isclose(sum(shares), 1.0)


def test_lost_games_are_labelled(wordle):
    run = ndle.simulate(wordle.with_boards(2, 5), "sum", games=80, seed=2, progress=False)
    lost = int((run.turns > 5).sum())
    assert lost > 0
    ax = run.plot()
    assert ax.texts[-1].get_text() == f"{lost:,} lost"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["lost: past the limit of 5 guesses"]


def test_head_to_head_titles_fit_on_two_lines(tmp_path, monkeypatch):
    from ndle.render import run_figures

    seen = []
    monkeypatch.setattr(run_figures, "save_png", lambda canvas, path: seen.append(canvas.figure) or path)
    d = {"differences": {"-1": 30, "0": 50, "1": 20}, "games": 100, "a_better": 0.3, "tie": 0.5, "b_better": 0.2}
    run_figures.head_to_head_png(d, d, ("sum", "min"), tmp_path / "h.png")
    titles = [ax.get_title() for ax in seen[0].axes]
    assert titles[0] == "last board solved\nsum first 30.0%, tie 50.0%, min first 20.0%"
    assert all(len(line) <= 45 for t in titles for line in t.splitlines())
