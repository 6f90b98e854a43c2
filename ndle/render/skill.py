"""A skill-and-luck review shown: its notebook HTML table and its plot (`ndle.analysis.skill`)."""

from __future__ import annotations

from html import escape
from pathlib import Path

from ndle.render.png import figure, save_png


def _mark(value: float, exact: bool) -> str:
    """Return a figure with its mark (``~`` before an estimate)."""
    return f"{'' if exact else '~'}{value:.3f}"


def skill_html(review) -> str:
    """Return a skill-and-luck review as an HTML table (the scores above it; ``~`` marks an estimate).

    Parameters
    ----------
    review : SkillReview
        The review (`ndle.skill_review`).

    Returns
    -------
    str
        The HTML.
    """
    def word(exact: bool) -> str:
        return "exact" if exact else "estimated"

    head = (f"<p><b>skill {review.skill}</b>/99 ({review.skill_lost:.3f} guesses lost, {word(review.skill_exact)}); "
            f"<b>luck {review.luck_score}</b>/99 ({review.luck:+.3f} guesses, {word(review.luck_exact)}); "
            f"{escape(review.game)}; answers {escape(', '.join(review.answers))}</p>")
    cols = ("turn", "guess", "feedback", "before", "best", "expected after", "reached", "skill lost", "luck")
    rows = "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in (
            t.turn, escape(t.guess), escape(t.feedback), _mark(t.before, t.exact["before"]),
            _mark(t.best, t.exact["best"]), _mark(t.expected_after, t.exact["expected_after"]),
            _mark(t.reached, t.exact["reached"]), _mark(t.skill_lost, t.exact["skill_lost"]),
            _mark(t.luck, t.exact["luck"]))) + "</tr>"
        for t in review.turns)
    header = "".join(f"<th>{c}</th>" for c in cols)
    return (f"<div class='ndle-skill'>{head}<table><thead><tr>{header}</tr></thead><tbody>{rows}</tbody></table>"
            "<p>In expected guesses to finish; ~ marks an estimate.</p></div>")


def skill_png(review, path: str | Path) -> Path:
    """Write a PNG of a review: each guess's skill lost and luck, in guesses (hatched where estimated).

    Parameters
    ----------
    review : SkillReview
        The review (`ndle.skill_review`).
    path : str or Path
        The PNG file to write (whole or not at all).

    Returns
    -------
    Path
        The file written.
    """
    fig, canvas = figure(6.4, 3.6)
    ax = fig.add_subplot()
    for offset, key, colour, label in ((-0.2, "skill_lost", "tab:red", "skill lost"),
                                       (0.2, "luck", "tab:blue", "luck")):
        for t in review.turns:
            ax.bar(t.turn + offset, getattr(t, key), width=0.4, color=colour,
                   hatch=None if t.exact[key] else "//", label=label if t is review.turns[0] else None)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks([t.turn for t in review.turns], [f"{t.turn}\n{t.guess}" for t in review.turns])
    ax.set_ylabel("guesses")
    ax.set_title(f"skill {review.skill}/99, luck {review.luck_score}/99 (hatched: estimated)")
    ax.legend()
    return save_png(canvas, path)
