"""Short plain-text reprs (a line or two, whatever the size of the run) for Results and Comparison."""

from __future__ import annotations


def results_repr(results) -> str:
    """Return `<Results: SPEC; mean M, won W>` on at most two lines (the records are not listed)."""
    turns = results.turns
    if not len(turns):
        return f"<Results: {results.spec.describe()}; no games>"
    return (f"<Results: {results.spec.describe()};\n mean {turns.mean():.4f} guesses over {len(turns):,} games, "
            f"won {results.won.mean():.2%}>")


def comparison_repr(comparison) -> str:
    """Return `<Comparison: A vs B ...>` on at most two lines: means and the mean paired difference."""
    a, b = comparison.names
    ta, tb = comparison.a.turns, comparison.b.turns
    if not len(ta):
        return f"<Comparison: {a} vs {b}; no games>"
    return (f"<Comparison: {a} vs {b}, {comparison.a.spec.boards} board(s), {len(ta):,} games on the same answers;\n"
            f" mean {ta.mean():.4f} vs {tb.mean():.4f}, difference (a - b) {(ta - tb).mean():+.4f}>")
