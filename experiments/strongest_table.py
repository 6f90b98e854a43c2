"""Print the table of the strongest-player experiments (Markdown, docs/research/strongest.md) from their results.

Run the configs first (each writes results/strongest_nN/), then this script:

    for n in 1 2 4 8 16 32; do ndle experiment experiments/strongest_n$n.toml --jobs 2 --overwrite; done
    python experiments/strongest_table.py

One row per board count: `lookahead` (objective last) against `sum` with
candidate ties on the same answer sets (mean difference with its 95 % CI and
the paired Wilcoxon p), the worst game against the guess limit, the sum of the boards' solve turns (`total`) of
`lookahead` with `objective=total` against `sum` with candidate ties, and the
means of the other rules (`bonus` with the look-ahead's paired difference
from it). A folder that is missing is skipped.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ndle.montecarlo.compare import Comparison
from ndle.montecarlo.results import Results
from ndle.render.reports import format_p

BOARDS = (1, 2, 4, 8, 16, 32)
HEADER = ("| boards | games | lookahead | sum, ties to candidates | difference [95% CI], p | "
          "worst game (limit) | total: lookahead-total vs sum-cand., p | bonus (lookahead - bonus, p) | sum | "
          "min-cand. |")


def row(folder: Path, n: int) -> str | None:
    """Return the table row of one experiment folder, or None if it is missing."""
    if not (folder / "summary.json").exists():
        return None
    runs = {p.stem: Results.load(p) for p in folder.glob("*.json")
            if p.stem != "summary" and "-vs-" not in p.stem}
    la, base = runs["lookahead"], runs["sum-candidates"]
    la_total = runs.get("lookahead-total", la)  # the look-ahead playing for the sum of the solve turns
    last = Comparison(la, base).last_board()
    total = Comparison(la_total, base).total()
    mean, worst, limit = la.summary()["mean"], int(max(la.turns)), la.spec.max_guesses
    lo, hi = last["ci95"]
    cells = [f"{n}", f"{len(la.turns):,}", f"{mean:.4f}", f"{base.summary()['mean']:.4f}",
             f"{last['mean_difference']:+.4f} [{lo:+.3f}, {hi:+.3f}], {format_p(last['wilcoxon_p'])}",
             f"{worst} ({limit})",
             f"{la_total.summary()['total_mean']:.3f} vs {base.summary()['total_mean']:.3f}: "
             f"{total['mean_difference']:+.3f}, {format_p(total['wilcoxon_p'])}"]
    if "bonus" in runs:
        vs = Comparison(la, runs["bonus"]).last_board()
        mean_bonus = runs["bonus"].summary()["mean"]
        cells.append(f"{mean_bonus:.4f} ({vs['mean_difference']:+.4f}, {format_p(vs['wilcoxon_p'])})")
    else:
        cells.append("")
    cells += [f"{runs[k].summary()['mean']:.4f}" if k in runs else "" for k in ("sum", "min-candidates")]
    return "| " + " | ".join(cells) + " |"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=Path, default=Path("results"), help="where the experiments wrote")
    args = parser.parse_args(argv)
    print(HEADER)
    print("|" + "---:|" * 6 + "---|---:|---:|---:|")
    for n in BOARDS:
        line = row(args.results / f"strongest_n{n}", n)
        if line:
            print(line)


if __name__ == "__main__":
    main()
