"""Print the README's tables of the real_modes experiments (Markdown), from their saved results.

Run the six configs first (each writes results/real_modes_GAME_MODE/):

    for g in quordle octordle; do for m in classic sequence rescue; do
        nice -n 10 ndle experiment experiments/real_modes_${g}_${m}.toml --jobs 1 --no-plots; done; done
    python experiments/real_modes_table.py

The first table gives each run's mean last turn (Fetterman's score) and mean
total (the official score), each with its 95 % CI, and the share of games won
within the mode's real limit. The second pairs the strategies of one config,
the third the same strategy across modes (every config draws the same answer
sets from the same seed, so the games are paired); differences are a - b.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ndle.montecarlo.compare import Comparison
from ndle.montecarlo.results import Results
from ndle.render.reports import format_p

GAMES = ("quordle", "octordle")
MODES = ("classic", "sequence", "rescue")
STRATEGIES = ("sum", "sum_candidates", "min")


def load(folder: Path, game: str, mode: str, strategy: str) -> Results:
    """Return one saved run."""
    return Results.load(folder / f"real_modes_{game}_{mode}" / f"{strategy}.json")


def ci(low_high) -> str:
    """Return a 95 % CI as ± its half-width."""
    return f"± {(low_high[1] - low_high[0]) / 2:.3f}"


def paired(a: Results, b: Results) -> str:
    """Return the table cells of a paired comparison: last turn (a first / tie / b first, mean difference, p),
    total (mean difference with its CI, p)."""
    c = Comparison(a, b)
    last, total = c.last_board(), c.total()
    shares = f"{last['a_better']:.1%} / {last['tie']:.1%} / {last['b_better']:.1%}"
    return (f"{shares} | {last['mean_difference']:+.3f} | {format_p(last['wilcoxon_p'])} | "
            f"{total['mean_difference']:+.3f} {ci(total['ci95'])} | {format_p(total['wilcoxon_p'])}")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--results", default="results", type=Path, help="the experiments' output folder")
    folder = p.parse_args(argv).results
    runs = {(g, m, s): load(folder, g, m, s) for g in GAMES for m in MODES for s in STRATEGIES}
    print("| game | mode (limit) | strategy | mean last turn | mean total | won within the limit |")
    print("|---|---|---|---:|---:|---:|")
    for (g, m, s), r in runs.items():
        d = r.summary()
        print(f"| {g} | {m} ({r.spec.max_guesses}) | {s} | {d['mean']:.3f} {ci(d['ci95'])} | "
              f"{d['total_mean']:.2f} {ci(d['total_ci95'])} | {d['win_rate']:.2%} |")
    head = ("| a first / tie / b first (last turn) | last: mean a - b | p | total: mean a - b | p |\n"
            "|---|---|---|---|---:|---:|---:|---:|")
    print("\n| game | mode | a vs b " + head)
    for g in GAMES:
        for m in MODES:
            for b in ("sum_candidates", "min"):
                print(f"| {g} | {m} | sum vs {b} | {paired(runs[g, m, 'sum'], runs[g, m, b])} |")
    print("\n| game | strategy | a vs b " + head)
    for g in GAMES:
        for s in ("sum", "sum_candidates"):
            for m in ("sequence", "rescue"):
                print(f"| {g} | {s} | classic vs {m} | {paired(runs[g, 'classic', s], runs[g, m, s])} |")


if __name__ == "__main__":
    main()
