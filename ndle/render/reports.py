"""Text reports of saved summaries, for the terminal."""

from __future__ import annotations


def format_p(p: float | None) -> str:
    """Return a p-value for display ('-' if None; '< 1e-300' where it underflowed to 0)."""
    if p is None:
        return "-"
    return "< 1e-300" if p == 0 else f"{p:.3g}"


def experiment_report(summary: dict) -> str:
    """Return an experiment's summary (its summary.json) as readable text: runs, comparisons, paper beside ours."""
    lines = [summary["title"]]
    for label, s in summary["runs"].items():
        ci = s["ci95"]
        ci_text = f" (95% CI {ci[0]:.4f} to {ci[1]:.4f})" if ci else ""
        hist = " ".join(f"{k}:{v}" for k, v in s["histogram"].items())
        lines.append(f"  {label:8} mean {s['mean']:.4f}{ci_text}  total {s['total_mean']:.4f}  "
                     f"won {s['win_rate']:.2%}  "
                     f"first board {s['first_solved_mean']:.4f}  [{hist}]")
    for key, c in summary["comparisons"].items():
        for part in ("last_board", "first_board", "total"):
            d = c[part]
            p = d["wilcoxon_p"]
            lines.append(f"  {key} {part.replace('_', ' ')}: {c['a']} first {d['a_better']:.2%}, tie {d['tie']:.2%}, "
                         f"{c['b']} first {d['b_better']:.2%}; mean difference {d['mean_difference']:+.4f}"
                         + (f", Wilcoxon p {'' if p == 0 else '= '}{format_p(p)}" if p is not None else ""))
    for label, row in summary["versus_paper"].items():
        if row.get("paper") is not None:
            z = row.get("z")
            lines.append(f"  {label} vs paper: {row['ours']:.4f} vs {row['paper']:.4f} "
                         f"({row['difference']:+.4f}" + (f", {z:+.1f} standard errors)" if z is not None else ")"))
    return "\n".join(lines)
