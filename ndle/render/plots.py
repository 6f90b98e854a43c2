"""Plots of runs on matplotlib Axes: `Results.plot()` and `Comparison.plot()` (the optional extra `plot`), and the
share bars the experiment figures draw too.

Each function draws on the Axes given, or on a new figure's (through pyplot, so
that a notebook shows it inline), and returns the Axes. `score` chooses what is
counted: `last` (the turn the last board was solved, Fetterman's measure) or
`total` (the real games' official score, the sum of the boards' solve turns).
"""

from __future__ import annotations

from typing import Mapping

import numpy as np

from ndle.errors import NdleError, install_hint
from ndle.checks import counted

SCORES = {"last": ("turns", "guesses to solve every board"),
          "total": ("total", "total: the sum of the boards' solve turns")}
COLOURS = ("#6aaa64", "#3a7dc9", "#e07b39", "#9b59b6", "#c0392b", "#7f8c8d")
LOST = "#b33a3a"


def _axes(ax):
    """Return `ax`, or the Axes of a new figure."""
    if ax is not None:
        return ax
    try:
        from matplotlib import pyplot
    except ImportError:
        raise NdleError(f"plots need matplotlib: {install_hint('plot')}") from None
    return pyplot.subplots(figsize=(7, 3.5), layout="constrained")[1]


def _values(results, score: str) -> np.ndarray:
    if score not in SCORES:
        raise NdleError(f"unknown score {score!r}; choose one of {', '.join(SCORES)}")
    return np.asarray(getattr(results, SCORES[score][0]))


def results_axes(results, ax=None, score: str = "last"):
    """Return Axes with a run's histogram: games per score, each bar labelled with its count; with `score` last,
    games past the guess limit in red. See the module docstring for `score`."""
    values = _values(results, score)
    ax = _axes(ax)
    if not len(values):
        ax.set_title(f"{results.spec.strategy}: no games")
        return ax
    turns, counts = np.unique(values, return_counts=True)
    limit = results.spec.max_guesses if score == "last" else None
    colours = [LOST if limit is not None and t > limit else COLOURS[0] for t in turns]
    lost = [limit is not None and t > limit for t in turns]
    bars = ax.bar(turns, counts, color=colours)
    ax.bar_label(bars, labels=[f"{c:,} lost" if out else f"{c:,}" for c, out in zip(counts, lost)], fontsize=8,
                 padding=2)
    if any(lost):
        from matplotlib.patches import Patch

        ax.legend(handles=[Patch(color=LOST, label=f"lost: past the limit of {limit} guesses")], frameon=False,
                  fontsize=8, loc="upper right")
    ax.set_xticks(turns)
    ax.set_xlabel(SCORES[score][1])
    ax.set_ylabel("games")
    ax.set_ylim(0, 1.15 * counts.max())
    ax.set_title(f"{results.spec.strategy}, {counted(results.spec.boards, 'board')}, {len(values):,} games: "
                 f"mean {values.mean():.4f}", fontsize=10)
    return ax


def comparison_axes(comparison, ax=None, score: str = "last"):
    """Return Axes with grouped bars: each run's share of games per score (a Comparison's runs are on the same
    games), labelled with their means."""
    histograms = {}
    for name, run in zip(comparison.names, comparison.runs):
        values = _values(run, score)
        turns, counts = np.unique(values, return_counts=True)
        histograms[f"{name} (mean {values.mean():.4f})" if len(values) else name] = dict(zip(turns.tolist(),
                                                                                             counts.tolist()))
    return share_bars(_axes(ax), histograms, SCORES[score][1])


def share_bars(ax, histograms: Mapping[str, Mapping], xlabel: str, *, percent: bool = False,
               limit: int | None = None):
    """Draw grouped bars on `ax`, one colour per histogram (label: games per score, keys int or str): each one's
    share of games per score; `percent` writes the shares on the bars, `limit` marks a guess limit. Return `ax`."""
    turns = sorted({int(t) for h in histograms.values() for t in h})
    x, width, top = np.arange(len(turns)), 0.8 / max(1, len(histograms)), 0.0
    for k, (label, h) in enumerate(histograms.items()):
        total = sum(h.values()) or 1
        shares = [h.get(t, h.get(str(t), 0)) / total for t in turns]
        bars = ax.bar(x + (k - (len(histograms) - 1) / 2) * width, shares, width, label=label,
                      color=COLOURS[k % len(COLOURS)])
        if percent:
            ax.bar_label(bars, labels=[f"{s:.1%}" if s >= 0.001 else "" for s in shares], fontsize=7, rotation=90,
                         padding=2)
        top = max(top, *shares)
    ax.set_xticks(x, [str(t) for t in turns])
    if limit is not None and limit in turns:
        ax.axvline(turns.index(limit) + 0.5, color="grey", linestyle=":", linewidth=1)
        if turns[-1] > limit:  # the bars past the line are lost games: say so
            ax.annotate(f"lost (past {limit})", xy=(turns.index(limit) + 0.55, 0.97),
                        xycoords=("data", "axes fraction"), va="top", fontsize=8, color="grey")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("share of games")
    if percent:
        ax.set_ylim(0, 1.15 * top)
    ax.legend(frameon=False, fontsize=8)
    return ax
