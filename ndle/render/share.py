"""The share text: a game's result as players post it, in emoji, without the words, never more than a screen.

Each size of game follows its real game's form:

- one board, Wordle's: a title line with the guesses used out of the limit
  (`X` for a game lost, or won only past the limit; `*` in hard mode), a blank
  line, then one row of squares per guess. Mastermind's rows are its pegs (⚫
  right place, ⚪ wrong place), Bulls and Cows' its bulls and cows (🐂, 🐄),
  Jotto's its counts (a key-cap digit, ✅ for the win);
- two boards, Dordle's: the title with both boards' turns (``4&6/7``), then
  the two boards' rows side by side;
- three and four boards, Quordle's: the turn each board was solved as a
  key-cap digit (🔟 for 10, clock faces for 11 to 13, 🟥 for a board lost),
  two boards to a line, the score (the sum of the boards' turns) once all are
  solved, then each pair of boards side by side, row by row, grey as ⬜ and
  ⬛ on a board's side after it was solved;
- five to 64 boards, Octordle's and Duotrigordle's: the turns only (two
  boards to a line up to 8 boards, four up to 32, eight up to 64) and the
  score;
- more boards, Kilordle's: the guesses used, the boards solved, and a small
  chart of the boards solved as the guesses went (🟩 columns, one per stretch
  of guesses).

A form that would take more than `SCREEN_LINES` lines (many guesses) drops its
rows of squares, or shows the first and last rows of one board.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence

from ndle.patterns.codes import decode

if TYPE_CHECKING:  # annotations only: the state imports render to show itself
    from ndle.game import State

PALETTES = {  # (green, yellow, grey): the games' own squares, and their high-contrast form
    "dark": ("🟩", "🟨", "⬛"),
    "light": ("🟩", "🟨", "⬜"),
    "contrast": ("🟧", "🟦", "⬛"),
}
SCREEN_LINES = 24  # a share text never takes more lines than this, whatever the boards and guesses
GRID_BOARDS = 4  # up to Quordle the boards' rows are shown; more (Octordle and up): each board's turn only
TURN_BOARDS = 64  # up to this many boards each board's turn is shown; more (Kilordle): how many were solved by when
CHART = (20, 5)  # the columns and rows of the many-board chart
PEGS = {"mastermind": ("⚫", "⚪"), "bulls-cows": ("🐂", "🐄")}  # a peg rule's two counts, drawn
NO_PEG = "➖"  # a row of no pegs (nothing in common)
JOTTO_WIN = "✅"
NAMES = {"bulls-cows": "Bulls and Cows", "wpeaks": "W-Peaks"}  # a game's or rule's name where it is not capitalized
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
    return _keycaps(turn)


def _keycaps(number: int) -> str:
    """Return a number as key-cap digits."""
    return "".join(f"{d}\ufe0f\u20e3" for d in str(number))


def share_grid(rows: Sequence[Sequence[str | None]], solved_at: Sequence[int | None], max_guesses: int, *,
               title: str, hard: bool = False, palette: str = "dark", squares: bool = True) -> str:
    """Return the share text of a game from its feedback rows (at most `SCREEN_LINES` lines).

    Parameters
    ----------
    rows : sequence of sequence of (str or None)
        ``rows[t][b]``: board b's feedback letters (B, Y, G) on turn t, None after it was solved (or while hidden).
        Fewer rows than `max_guesses` with a board unsolved: the game is still being played (that board shows
        ⬛ among the solving turns, and one board's result `-`), not lost (🟥, `X`). Past `GRID_BOARDS` boards
        only the number of rows is read (a row may be empty).
    solved_at : sequence of (int or None)
        Each board's solving turn (from 1), None if not solved. A turn past `max_guesses` is a board lost.
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
        The rows are B/Y/G tiles, shown as squares; else each row is shown as given (Mastermind's pegs, a Jotto
        count: `share_text` draws them).

    Returns
    -------
    str
        The lines, joined by newlines, no trailing newline.
    """
    green, yellow, grey = PALETTES[palette]
    if len(solved_at) > 1:  # Quordle's grey is white: black marks a solved board's side
        grey = "⬜"
    colours = {"G": green, "Y": yellow, "B": grey}
    boards, turns = len(solved_at), len(rows)
    length = next((len(m) for row in rows for m in row if m), 5)
    over = turns >= max_guesses  # a board not solved by then is lost; before, it is still being played
    won = [t if t is not None and t <= max_guesses else None for t in solved_at]  # solved within the limit
    shown = [0 if t is None and s is None and not over else t for t, s in zip(won, solved_at)]

    def cells(marks: str | None) -> str:
        if marks is None:
            return _SOLVED * (length if squares else 1)
        return "".join(colours[c] for c in marks) if squares else marks

    def result(b: int) -> str:
        return str(won[b]) if won[b] is not None else "X" if over or solved_at[b] is not None else "-"

    if boards == 1:
        lines = [f"{title} {result(0)}/{max_guesses}{'*' if hard else ''}", ""]
        return "\n".join(lines + _fit([cells(row[0]) for row in rows if row[0] is not None], SCREEN_LINES - 2))
    if boards > TURN_BOARDS:
        return _chart(title, solved_at, turns, max_guesses, over)
    if boards == 2:  # Dordle: both results in the title, the boards side by side
        head = [f"{title} {result(0)}&{result(1)}/{max_guesses}"]
    else:
        per_line = 2 if boards <= 8 else 4 if boards <= 32 else 8
        head = [title] + ["".join(turn_emoji(t) for t in shown[first:first + per_line])
                          for first in range(0, boards, per_line)]
        wins = [t for t in won if t is not None]
        if len(wins) == len(won):
            head.append(f"Score: {sum(wins)}")
    if boards > GRID_BOARDS:
        return "\n".join(head)
    grids: list[str] = []
    for first in range(0, boards if rows else 0, 2):
        pair = range(first, min(first + 2, boards))
        last = max((solved_at[b] or turns) for b in pair)
        grids += [""] * (boards > 2) + [" ".join(cells(rows[t][b]) for b in pair) for t in range(min(last, turns))]
    if boards == 2 and grids:
        grids = [""] + grids
    if len(head) + len(grids) > SCREEN_LINES:  # too many guesses for a screen: the results only
        grids = []
    return "\n".join(head + grids)


def _fit(lines: list[str], room: int) -> list[str]:
    """Return the lines, or the first and last of them around a line saying how many were left out."""
    if len(lines) <= room:
        return lines
    keep = room - 2
    return lines[:keep] + [f"⋮ {len(lines) - keep - 1} more", lines[-1]]


def _chart(title: str, solved_at: Sequence[int | None], turns: int, max_guesses: int, over: bool) -> str:
    """Return Kilordle's form: the guesses used, the boards solved, and a chart of boards solved by guess."""
    boards, done = len(solved_at), [t for t in solved_at if t is not None]
    won = len(done) == boards and turns <= max_guesses
    lines = [f"{title} {turns if won else 'X' if over else '-'}/{max_guesses}",
             f"{len(done):,} of {boards:,} boards solved"]
    if turns:
        columns, height = min(CHART[0], turns), CHART[1]
        ends = [-(-(c + 1) * turns // columns) for c in range(columns)]  # the last turn of each column
        done.sort()
        tall = [int(height * _count_at_most(done, end) / boards + 0.5) for end in ends]  # halves up
        lines.append("")
        lines += ["".join("🟩" if h >= level else "⬜" for h in tall) for level in range(height, 0, -1)]
    return "\n".join(lines)


def _count_at_most(ordered: list[int], turn: int) -> int:
    """Return how many of the sorted turns are at most `turn`."""
    import bisect
    return bisect.bisect_right(ordered, turn)


def game_title(state: State) -> str:
    """Return the name a game's share text starts with: the real game's (e.g. Quordle, Jotto), else a variant's
    (Xordle, Fibble), else Wordle for one board of Wordle's colours, else the feedback rule's game."""
    game, rule = state.game, state.game.feedback_rule
    name = game.rules.game or game.observation.title
    if name is None and rule.tiles != "BYG":  # another game of the family: Jotto, Mastermind, ...
        name = rule.name
    if name is not None:
        name = NAMES.get(name, name.capitalize())
        return name if game.boards == 1 or game.rules.game or game.observation.merged else f"{name} x{game.boards}"
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
        The share text, at most `SCREEN_LINES` lines however many boards and guesses.
    """
    length, rule = state.game.words.length, state.game.feedback_rule
    tiles = rule.tiles == "BYG"  # Wordle's colours (its variants too); other rules' feedback is drawn as its game's
    solved = [b.solved_at if b.solved else None for b in state.boards]
    if len(solved) > GRID_BOARDS and not state.game.observation.merged:  # the turns only: no row is read
        rows: list = [()] * state.turn
    else:
        write = (lambda code: decode(code, length)) if tiles else (lambda code: drawn(rule, code, length))
        rows = [[None if code is None else write(code) for code in turn] for turn in state.patterns]
    rows, solved = state.game.observation.share_rows(rows, solved)  # xordle: one board, one row a guess
    return share_grid(rows, solved, state.game.max_guesses, title=title or game_title(state),
                      hard=state.game.hard, palette=palette, squares=tiles)


def drawn(rule, code: int, length: int) -> str:
    """Return a feedback of a rule without coloured tiles as its game's share shows it.

    Parameters
    ----------
    rule : FeedbackRule
        The rule (`ndle.patterns.rules`).
    code : int
        The feedback's code.
    length : int
        The word (code) length.

    Returns
    -------
    str
        Pegs (Mastermind ⚫⚪, Bulls and Cows 🐂🐄, ➖ for none), a Jotto count as a key-cap digit (✅ for the win),
        else the feedback as written.
    """
    text = rule.show(code, length)
    if rule.name in PEGS and (m := re.fullmatch(r"(\d+)\D(\d+)\D", text)):
        one, two = PEGS[rule.name]
        return one * int(m[1]) + two * int(m[2]) or NO_PEG
    if rule.name == "jotto":
        return JOTTO_WIN if text == "win" else _keycaps(int(text))
    return text
