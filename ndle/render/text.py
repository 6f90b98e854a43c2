"""Text rendering of games: coloured (ANSI) or plain grids, one column per board."""

from __future__ import annotations

import math
import os
import sys
from typing import TYPE_CHECKING

from ndle.patterns.codes import decode, feedback

if TYPE_CHECKING:  # annotations only: the game imports this module to show itself
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


def render_state(state: State, colour: bool = False, answers: list[str] | None = None, counts: bool = True) -> str:
    """Return the grid of every board (side by side, four to a row) with a status line each.

    `answers` titles the boards with their answers; `counts` False leaves out the candidates left (what a person
    playing does not see).

    Parameters
    ----------
    state : State
        The position to show.
    colour : bool
        Coloured tiles (ANSI escapes) instead of the feedback letters.
    answers : list of str, optional
        Each board's answer, shown as its title.
    counts : bool
        Show how many candidates each unsolved board has left.

    Returns
    -------
    str
        The grid, one line per row.
    """
    heads, statuses = [], []
    for b, board in enumerate(state.boards):
        heads.append(f"#{b + 1} {answers[b] if answers else (board.left if counts else '')}")
        statuses.append(f"solved in {board.solved_at}" if board.solved else (board.left if counts else ""))
    return layout([board_rows(state, b, colour) for b in range(len(state.boards))], heads, statuses, colour,
                  state.game.words.length)


def render_record(record, colour: bool | None = None) -> str:
    """Return a finished game (a GameRecord) as its grid (each board up to its answer) and a result line.

    `colour` None: ANSI tiles when standard output is a terminal (and NO_COLOR is not set).
    """
    colour = terminal_colour() if colour is None else colour
    columns = [[tile_row(g, feedback(g, answer), colour) for g in record.guesses[:solved]]
               for answer, solved in zip(record.answers, record.solved_at)]
    heads = [f"#{b + 1} {answer}" for b, answer in enumerate(record.answers)]
    statuses = [f"solved in {t}" if t <= record.max_guesses else f"lost ({t})" for t in record.solved_at]
    verdict = "won" if record.won else "lost"
    grid = layout(columns, heads, statuses, colour, len(record.answers[0]))
    return (grid + f"\n\n{verdict} in {record.turns} guesses (limit "
            f"{record.max_guesses}), total {record.total}: {' '.join(record.guesses)}")


def layout(columns: list[list[str]], heads: list[str], statuses: list[str], colour: bool, length: int = 5) -> str:
    """Return board columns (rows of tiles of `length`-letter words) side by side, four to a row, each under its
    head, over its status."""
    width = max(3 * length if colour else 2 * length + 1, 11)
    pad = lambda s, visible: s + " " * (width - visible)  # noqa: E731
    blocks = []
    for start in range(0, len(columns), BOARDS_PER_ROW):
        idx = range(start, min(start + BOARDS_PER_ROW, len(columns)))
        lines = ["   ".join(heads[b].rstrip()[:width].ljust(width) for b in idx).rstrip()]
        for r in range(max((len(columns[b]) for b in idx), default=0)):
            cells = [pad(columns[b][r], width) if r < len(columns[b]) else " " * width for b in idx]
            lines.append("   ".join(cells).rstrip())
        status = "   ".join(statuses[b].ljust(width) for b in idx).rstrip()
        if status:
            lines.append(status)
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def terminal_colour() -> bool:
    """Return whether standard output is a terminal that should get ANSI colours (NO_COLOR unset)."""
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def ranking_lines(ranked, strategy) -> list[str]:
    """Return a strategy's ranked guesses (`ndle.ranking.top_guesses`) as numbered lines with their scores."""
    if all(r.score is None for r in ranked):
        return [f"({strategy.name} picks its guess without scoring the others: no ranking)"]
    lines = [f"top {len(ranked)} ({strategy.name}; {strategy.better} score is better):"]
    for i, r in enumerate(ranked, 1):
        score = "(unscored)" if r.score is None else f"{r.score:12.4f}"
        lines.append(f"{i:3d}. {r.word}  {score}{'  <- plays' if r.chosen else ''}")
    return lines


def last_turn_row(state: State, colour: bool) -> str:
    """Return the last guess's tiles on every board that showed feedback for it (solved and hidden ones blank)."""
    word, shown = state.game.words.guesses[state.guesses[-1]], state.patterns[-1]
    blank = " " * (len(word) * 3 if colour else len(word) * 2 + 1)
    return "   ".join(blank if p is None else tile_row(word, decode(p, len(word)), colour) for p in shown).rstrip()


def bar(count: int, top: int, width: int = 50, log: bool = False) -> str:
    """Return a text histogram's bar: `#` characters in proportion to `count` out of the largest, `top`.

    Parameters
    ----------
    count : int
        This bar's count.
    top : int
        The largest count (the full `width`).
    width : int
        Characters of the largest bar.
    log : bool
        Scale by log(1 + count) (for counts spanning orders of magnitude), not linearly.

    Returns
    -------
    str
        The bar: empty for a zero count, at least one `#` for any other.
    """
    if count <= 0 or top <= 0:
        return ""
    share = math.log1p(count) / math.log1p(top) if log else count / top
    return "#" * max(1, round(width * share))
