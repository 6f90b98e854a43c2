"""The share grid: a game's result as players post it, in emoji, without the words.

One board follows Wordle's form: a title line with the guesses used out of the
limit (`X` for a lost game, `*` in hard mode), a blank line, then one row of
squares per guess. Several boards follow Quordle's and Octordle's: the turn
each board was solved as a key-cap digit (🔟 for 10, clock faces for 11 to 13,
🟥 for a board not solved), two boards to a line, the score (the sum of the
boards' turns) once all are solved, then each pair of boards side by side, row
by row, grey as ⬜ and ⬛ on a board's side after it was solved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ndle.patterns.codes import decode

if TYPE_CHECKING:  # annotations only: the state imports render to show itself
    from ndle.game import State

PALETTES = {  # (green, yellow, grey): the games' own squares, and their high-contrast form
    "dark": ("🟩", "🟨", "⬛"),
    "light": ("🟩", "🟨", "⬜"),
    "contrast": ("🟧", "🟦", "⬛"),
}
_SOLVED = "⬛"  # a board's side of a row after it was solved
_LOST = "🟥"
_CLOCKS = {10: "🔟", 11: "🕚", 12: "🕛", 13: "🕐"}


def turn_emoji(turn: int | None) -> str:
    """Return a board's solving turn as players post it: a key-cap digit, 🔟, a clock face for 11 to 13, 🟥 if none.

    Parameters
    ----------
    turn : int or None
        The turn the board was solved (from 1), None when it was not, 0 while it is still being played.

    Returns
    -------
    str
        One emoji (several key-cap digits past 13; ⬛ for a board still being played).
    """
    if turn is None:
        return _LOST
    if turn == 0:
        return _SOLVED
    if turn in _CLOCKS:
        return _CLOCKS[turn]
    return "".join(f"{d}\ufe0f\u20e3" for d in str(turn))


def share_grid(rows: Sequence[Sequence[str | None]], solved_at: Sequence[int | None], max_guesses: int, *,
               title: str, hard: bool = False, palette: str = "dark", squares: bool = True) -> str:
    """Return the share text of a game from its feedback rows.

    Parameters
    ----------
    rows : sequence of sequence of (str or None)
        ``rows[t][b]``: board b's feedback letters (B, Y, G) on turn t, None after it was solved (or while hidden).
        Fewer rows than `max_guesses` with a board unsolved: the game is still being played (that board shows
        ⬛ among the solving turns, and one board's result `-`), not lost (🟥, `X`).
    solved_at : sequence of (int or None)
        Each board's solving turn (from 1), None if not solved.
    max_guesses : int
        The guess limit (Wordle's "3/6").
    title : str
        The game's name, e.g. "Wordle" or "Quordle".
    hard : bool
        Hard mode (a `*` after a one-board result).
    palette : {"dark", "light", "contrast"}
        The squares: grey as ⬛ (dark) or ⬜ (light; always on several boards, where ⬛ marks a solved board's
        side); "contrast" is the games' high-contrast form (🟧 for green, 🟦 for yellow).
    squares : bool
        The rows are B/Y/G tiles, shown as squares; else each row's feedback is shown as written (Mastermind's
        ``1B2W``, a Jotto count: rules that have no coloured tiles).

    Returns
    -------
    str
        The lines, joined by newlines, no trailing newline.
    """
    green, yellow, grey = PALETTES[palette]
    if len(solved_at) > 1:  # Quordle's grey is white: black marks a solved board's side
        grey = "⬜"
    colours = {"G": green, "Y": yellow, "B": grey}
    boards, length = len(solved_at), next((len(m) for row in rows for m in row if m), 5)
    over = len(rows) >= max_guesses  # a board not solved by then is lost; before, it is still being played

    def cells(marks: str | None) -> str:
        if marks is None:
            return _SOLVED * (length if squares else 1)
        return "".join(colours[c] for c in marks) if squares else marks

    if boards == 1:
        score = str(solved_at[0]) if solved_at[0] is not None else "X" if over else "-"
        lines = [f"{title} {score}/{max_guesses}{'*' if hard else ''}", ""]
        lines += [cells(row[0]) for row in rows if row[0] is not None]
        return "\n".join(lines)
    lines = [title]
    for first in range(0, boards, 2):
        lines.append("".join(turn_emoji(0 if t is None and not over else t) for t in solved_at[first:first + 2]))
    if all(t is not None for t in solved_at):
        lines.append(f"Score: {sum(t or 0 for t in solved_at)}")
    for first in range(0, boards if rows else 0, 2):
        pair = range(first, min(first + 2, boards))
        last = max((solved_at[b] or len(rows)) for b in pair)
        lines.append("")
        lines += [" ".join(cells(rows[t][b]) for b in pair) for t in range(min(last, len(rows)))]
    return "\n".join(lines)


def game_title(state: State) -> str:
    """Return the name a game's share text starts with: the real game's (e.g. Quordle), else Wordle for one board."""
    game = state.game
    if name := game.rules.game or game.observation.title:  # a real game's, or a variant's (Xordle)
        return name.capitalize()
    return "Wordle" if game.boards == 1 else f"ndle {game.boards} boards"


def share_text(state: State, *, title: str | None = None, palette: str = "dark") -> str:
    """Return the share text of a game as played so far (see `share_grid`).

    Parameters
    ----------
    state : State
        The position (usually a finished game).
    title : str, optional
        The game's name (default: `game_title(state)`).
    palette : {"dark", "light", "contrast"}
        The squares (see `share_grid`).

    Returns
    -------
    str
        The share text.
    """
    length, rule = state.game.words.length, state.game.feedback_rule
    tiles = rule.tiles == "BYG"  # Wordle's colours (its variants too); other rules' feedback is shown as written
    write = (lambda code: decode(code, length)) if tiles else (lambda code: rule.show(code, length))
    rows = [[None if code is None else write(code) for code in turn] for turn in state.patterns]
    solved = [b.solved_at if b.solved else None for b in state.boards]
    rows, solved = state.game.observation.share_rows(rows, solved)  # xordle: one board, one row a guess
    return share_grid(rows, solved, state.game.max_guesses, title=title or game_title(state),
                      hard=state.game.hard, palette=palette, squares=tiles)
