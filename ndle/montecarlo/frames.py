"""pandas DataFrames of runs and comparisons (the optional extra `pandas`), one row per game.

pandas is imported on use; without it the conversions raise MissingExtraError
saying what to install. Objects are read through their attributes (a Results,
a Comparison), so this module imports none of theirs.
"""

from __future__ import annotations

from ndle.errors import MissingExtraError

TURNS = "int16"  # solve turns never pass the game loop's cap (4 x limit + number of answers)


def require_pandas():
    """Return the pandas module, or raise MissingExtraError naming the extra to install."""
    try:
        import pandas
    except ImportError:
        raise MissingExtraError("this needs pandas: pip install 'ndle[pandas]'") from None
    return pandas


def results_frame(results):
    """Return a DataFrame indexed by game: `answers` and `guesses` (space-separated), `answer_1`..`answer_n`,
    `solved_1`..`solved_n` (the turn each board was solved), `last`, `first`, `total` (sum of the solve turns)
    and `won`; `attrs["spec"]` holds the run's spec."""
    pd = require_pandas()
    records, n = results.records, results.spec.boards
    columns: dict = {"answers": pd.array([" ".join(r.answers) for r in records], dtype="string")}
    for b in range(n):
        columns[f"answer_{b + 1}"] = pd.array([r.answers[b] for r in records], dtype="string")
    for b in range(n):
        columns[f"solved_{b + 1}"] = pd.array([r.solved_at[b] for r in records], dtype=TURNS)
    columns["last"] = pd.array([r.turns for r in records], dtype=TURNS)
    columns["first"] = pd.array([r.first_solved for r in records], dtype=TURNS)
    columns["total"] = pd.array([sum(r.solved_at) for r in records], dtype=TURNS)
    columns["won"] = pd.array([r.won for r in records], dtype=bool)
    columns["guesses"] = pd.array([" ".join(r.guesses) for r in records], dtype="string")
    frame = pd.DataFrame(columns, index=pd.RangeIndex(len(records), name="game"))
    frame.attrs["spec"] = results.spec.to_dict()
    return frame


def comparison_frame(comparison):
    """Return a paired DataFrame indexed by game: `answers`, then `last_a`, `last_b`, `last_diff` (a - b) and the
    same for `first` and `total`, then `won_a`, `won_b`; `attrs["a"]` and `attrs["b"]` name the two runs."""
    pd = require_pandas()
    fa, fb = results_frame(comparison.a), results_frame(comparison.b)
    columns = {"answers": fa["answers"]}
    for metric in ("last", "first", "total"):
        columns[f"{metric}_a"], columns[f"{metric}_b"] = fa[metric], fb[metric]
        columns[f"{metric}_diff"] = (fa[metric] - fb[metric]).astype(TURNS)
    columns["won_a"], columns["won_b"] = fa["won"], fb["won"]
    frame = pd.DataFrame(columns)
    frame.attrs = dict(zip("ab", comparison.names))
    return frame
