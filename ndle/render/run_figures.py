"""PNG figures of simulation results: guess histograms, opener frequencies, head-to-head bars (Fetterman's figures).

matplotlib (the optional extra `plot`) is imported only when a figure is
drawn, through its object API (no pyplot global state).
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Mapping

import numpy as np

from ndle.errors import install_hint
from ndle.render.png import figure, have_matplotlib, save_png
from ndle.render.plots import COLOURS, share_bars



def guesses_png(histograms: Mapping[str, Mapping[int, int]], path: str | Path, title: str = "",
                limit: int | None = None) -> Path:
    """Write grouped bars of the share of games per number of guesses (one colour per run); return the path."""
    fig, canvas = figure(8, 4)
    ax = share_bars(fig.add_subplot(), histograms, "guesses to solve every board", percent=True, limit=limit)
    ax.set_title(title)
    return save_png(canvas, path)


def openers_png(openers: list[dict], path: str | Path, title: str = "") -> Path:
    """Write horizontal bars of the most frequent opening pairs and their shares; return the path."""
    fig, canvas = figure(7, 0.8 + 0.3 * max(1, len(openers)))
    ax = fig.add_subplot()
    labels = [o["guesses"] for o in openers][::-1]
    shares = [o["share"] for o in openers][::-1]
    bars = ax.barh(np.arange(len(labels)), shares, color=COLOURS[0])
    ax.bar_label(bars, labels=[f"{s:.2%}" for s in shares], fontsize=8, padding=2)
    ax.set_yticks(np.arange(len(labels)), labels, fontfamily="monospace")
    ax.set_xlabel("share of games")
    ax.set_xlim(0, 1.15 * max(shares, default=1))
    ax.set_title(textwrap.fill(title, 60), fontsize=10)
    return save_png(canvas, path)


def head_to_head_png(last: Mapping, first: Mapping, names: tuple[str, str], path: str | Path,
                     title: str = "") -> Path:
    """Write two panels (last board, first board solved) of the per-game difference a - b and the
    win/tie/loss shares, as in Fetterman's Figs 10, 12 and 14; return the path."""
    fig, canvas = figure(10, 4)
    for k, (label, d) in enumerate((("last board solved", last), ("first board solved", first))):
        ax = fig.add_subplot(1, 2, k + 1)
        diffs = sorted((int(v), c) for v, c in d["differences"].items())
        values = [v for v, _ in diffs]
        shares = [c / d["games"] for _, c in diffs]
        colours = [COLOURS[0] if v < 0 else COLOURS[1] if v > 0 else "#999999" for v in values]
        bars = ax.bar(values, shares, color=colours)
        ax.bar_label(bars, labels=[f"{s:.1%}" for s in shares], fontsize=7, padding=2)
        ax.set_xticks(values)
        ax.set_xlabel(f"guesses of {names[0]} minus {names[1]}")
        ax.set_ylabel("share of games")
        ax.set_ylim(0, 1.15 * max(shares, default=1))
        ax.set_title(f"{label}\n{names[0]} first {d['a_better']:.1%}, tie {d['tie']:.1%}, "
                     f"{names[1]} first {d['b_better']:.1%}", fontsize=9)  # two lines: one is cut on a panel
    if title:
        fig.suptitle(title)
    return save_png(canvas, path)


def experiment_figures(exp, folder: Path, results: Mapping, comparisons: Mapping, log, guesses_file: str,
                       openers_files: Mapping[str, str]) -> list[str]:
    """Write an experiment's PNG figures into its folder (skipped, with a note to `log`, without matplotlib), the
    guesses figure and each run's openers figure under the file names the experiment gives; return their names."""
    if not have_matplotlib():
        log(f"figures skipped: matplotlib is not installed ({install_hint('plot')})")
        return []
    written = []
    hists = {label: r.summary()["histogram"] for label, r in results.items()}
    for label, figures in exp.paper.items():
        if "histogram" in figures:
            hists[f"{label} (paper)"] = figures["histogram"]
    limit = next(iter(results.values())).spec.max_guesses
    written.append(guesses_png(hists, folder / guesses_file, exp.title, limit).name)
    for label, r in results.items():
        written.append(openers_png(r.summary()["openers"], folder / openers_files[label],
                                         f"{exp.title}: most frequent openers ({label})").name)
    for key, c in comparisons.items():
        written.append(head_to_head_png(c.last_board(), c.first_board(), c.names,
                                              folder / f"{key}.png", exp.title).name)
    log(f"figures: {', '.join(written)}")
    return written
