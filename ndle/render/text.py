"""Text rendering of games: coloured (ANSI) or plain grids, one column per board."""

from __future__ import annotations

from ndle.patterns.codes import decode
from ndle.game import State

_ANSI = {"G": "\x1b[1;97;42m", "Y": "\x1b[1;30;43m", "B": "\x1b[1;97;100m"}
_RESET = "\x1b[0m"
BOARDS_PER_ROW = 4


def tile_row(word: str, marks: str, colour: bool) -> str:
    """Return one guess row: coloured tiles, or the word and its B/Y/G marks.

    Parameters
    ----------
    word : str
        The guess.
    marks : str
        Its feedback, one ``B``/``Y``/``G`` per letter.
    colour : bool
        ANSI-coloured tiles (for a terminal), else plain text.

    Returns
    -------
    str
        One line.
    """
    if colour:
        return "".join(f"{_ANSI[m]} {c.upper()} {_RESET}" for c, m in zip(word, marks))
    return f"{word} {marks}"


def board_rows(state: State, board: int, colour: bool) -> list[str]:
    """Return the rows board `board` shows, up to and including its solving guess."""
    words = state.game.words.guesses
    rows = []
    for guess, shown in zip(state.guesses, state.patterns):
        if shown[board] is None:
            break
        rows.append(tile_row(words[guess], decode(shown[board], state.game.words.length), colour))
    return rows


def render_state(state: State, colour: bool = False, answers: list[str] | None = None) -> str:
    """Return the grid of every board (side by side, four to a row) with a status line each."""
    n = state.game.words.length
    width = max(3 * n if colour else 2 * n + 1, 11)
    pad = lambda s, visible: s + " " * (width - visible)  # noqa: E731
    blocks = []
    for start in range(0, len(state.boards), BOARDS_PER_ROW):
        idx = range(start, min(start + BOARDS_PER_ROW, len(state.boards)))
        columns = [board_rows(state, b, colour) for b in idx]
        heads = []
        for b in idx:
            board = state.boards[b]
            name = answers[b] if answers else board.left
            heads.append(f"#{b + 1} {name}"[:width])
        lines = ["   ".join(h.ljust(width) for h in heads)]
        for r in range(max(map(len, columns), default=0)):
            cells = [pad(col[r], width) if r < len(col) else " " * width for col in columns]
            lines.append("   ".join(cells).rstrip())
        status = []
        for b in idx:
            board = state.boards[b]
            text = f"solved in {board.solved_at}" if board.solved else board.left
            status.append(text.ljust(width))
        lines.append("   ".join(status).rstrip())
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)
