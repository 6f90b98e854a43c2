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
