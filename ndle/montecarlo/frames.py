"""pandas DataFrames of runs and comparisons (the optional extra `pandas`), one row per game.

pandas is imported on use; without it the conversions raise MissingExtraError
saying what to install. Objects are read through their attributes (a Results,
a Comparison), so this module imports none of theirs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ndle.errors import MissingExtraError, install_hint

if TYPE_CHECKING:  # pandas loads when a frame is asked for
    import pandas

    from ndle.montecarlo.results import Results

TURNS = "int16"  # solve turns never pass the game loop's cap (4 x limit + number of answers)


def require_pandas():
    """Return the pandas module, or raise MissingExtraError naming the extra to install."""
    try:
        import pandas
    except ImportError:
        raise MissingExtraError(f"this needs pandas: {install_hint('pandas')}") from None
    return pandas


def results_frame(results: Results) -> pandas.DataFrame:
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


def run_letters(count: int) -> list[str]:
    """Return the columns' run suffixes: `a`, `b`, ..., `z`, then `aa`, `ab`, ... (as spreadsheet columns)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    out = []
    for i in range(count):
        name, i = "", i + 1
        while i:
            i, r = divmod(i - 1, 26)
            name = letters[r] + name
        out.append(name)
    return out


def comparison_frame(comparison):
    """Return a paired DataFrame indexed by game, for every run of the comparison: `answers`; for each score
    (`last`, `first`, `total`) one column per run, `last_a`, `last_b`, `last_c`, ... (runs in order, lettered as
    `attrs` names them), then each run's difference with the first, `last_diff_b` (a - b), `last_diff_c` (a - c),
    ...; then `won_a`, `won_b`, ...; `attrs` maps each letter to its run's label."""
    pd = require_pandas()
    frames = [results_frame(run) for run in comparison.runs]
    letters = run_letters(len(frames))
    columns = {"answers": frames[0]["answers"]}
    for metric in ("last", "first", "total"):
        for letter, frame in zip(letters, frames):
            columns[f"{metric}_{letter}"] = frame[metric]
        for letter, frame in zip(letters[1:], frames[1:]):
            columns[f"{metric}_diff_{letter}"] = (frames[0][metric] - frame[metric]).astype(TURNS)
    for letter, frame in zip(letters, frames):
        columns[f"won_{letter}"] = frame["won"]
    frame = pd.DataFrame(columns)
    frame.attrs = dict(zip(letters, comparison.names))
    return frame
