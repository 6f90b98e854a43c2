"""Text rendering of games: coloured (ANSI) or plain grids, one column per board."""

from __future__ import annotations

import math
import os
import sys
from typing import TYPE_CHECKING

from ndle.patterns.codes import feedback
from ndle.checks import counted

if TYPE_CHECKING:  # annotations only: the state imports this module to show itself
    from ndle.game import State

_ANSI = {"G": "\x1b[1;97;42m", "Y": "\x1b[1;30;43m", "B": "\x1b[1;97;100m"}
_RESET = "\x1b[0m"
BOARDS_PER_ROW = 4
GRID_BOARDS = 64  # more boards than this are summarised (how many were solved when), not drawn
SUMMARY_BINS = 10


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
    if colour and len(marks) == len(word) and set(marks) <= set(_ANSI):
        return "".join(f"{_ANSI[m]} {c.upper()} {_RESET}" for c, m in zip(word, marks))
    if colour:  # another rule's feedback (pegs, a count, arrows): plain tiles, then the feedback as written
        return "".join(f"{_ANSI['B']} {c.upper()} {_RESET}" for c in word) + f" {marks}"
    return f"{word} {marks}"


def board_rows(state: State, board: int, colour: bool) -> list[str]:
    """Return the rows board `board` shows, up to and including its solving guess."""
    words = state.game.words.guesses
    rows = []
    for guess, shown in zip(state.guesses, state.patterns):
        if (code := shown[board]) is None:
            break
        rows.append(tile_row(words[guess], state.game.feedback_rule.show(code, state.game.words.length),
                             colour))
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
    if len(state.boards) > GRID_BOARDS:
        unsolved = [len(b.candidates) for b in state.unsolved]
        left = f"; candidates left on the unsolved ones: {sum(unsolved):,}" if unsolved and counts else ""
        return solve_summary(state.solved_turns[state.solved_turns > 0].tolist(), len(state.boards)) + left
    heads, statuses = [], []
    for b, board in enumerate(state.boards):
        heads.append(f"#{b + 1} {answers[b]}" if answers else f"#{b + 1}")  # the count is in the status line
        statuses.append(f"solved in {board.solved_at}" if board.solved else (board.left if counts else ""))
    return layout([board_rows(state, b, colour) for b in range(len(state.boards))], heads, statuses, colour,
                  state.game.words.length)


def render_record(record, colour: bool | None = None) -> str:
    """Return a finished game (a GameRecord) as its grid (each board up to its answer) and a result line.

    `colour` None: ANSI tiles when standard output is a terminal (and NO_COLOR is not set).
    """
    colour = terminal_colour() if colour is None else colour
    if len(record.answers) > GRID_BOARDS:
        return (solve_summary(list(record.solved_at), len(record.answers)) + f"\n\n{'won' if record.won else 'lost'} "
                f"in {record.turns} guesses (limit {record.max_guesses}), total {record.total}: "
                f"{' '.join(record.guesses)}")
    columns = [[tile_row(g, feedback(g, answer), colour) for g in record.guesses[:solved]]
               for answer, solved in zip(record.answers, record.solved_at)]
    heads = [f"#{b + 1} {answer}" for b, answer in enumerate(record.answers)]
    statuses = [f"solved in {t}" if t <= record.max_guesses else f"lost ({t})" for t in record.solved_at]
    verdict = "won" if record.won else "lost"
    grid = layout(columns, heads, statuses, colour, len(record.answers[0]))
    return (grid + f"\n\n{verdict} in {counted(record.turns, 'guess')} (limit "
            f"{record.max_guesses}), total {record.total}: {' '.join(record.guesses)}")


def solve_summary(turns: list[int], boards: int) -> str:
    """Return how many of `boards` boards were solved by each turn, in up to ten ranges of turns, as bars (what
    shows a game of more than `GRID_BOARDS` boards).

    Parameters
    ----------
    turns : list of int
        The solve turns of the boards solved so far.
    boards : int
        The number of boards.

    Returns
    -------
    str
        A line of totals, then one bar per range of turns.
    """
    lines = [f"{boards:,} boards (grids are drawn for up to {GRID_BOARDS}): {len(turns):,} solved, "
             f"{boards - len(turns):,} unsolved"]
    if turns:
        last = max(turns)
        step = max(1, math.ceil(last / SUMMARY_BINS))
        counts = [sum(1 for t in turns if lo < t <= lo + step) for lo in range(0, last, step)]
        for i, count in enumerate(counts):
            span = f"{i * step + 1}-{(i + 1) * step}" if step > 1 else f"{i + 1}"
            lines.append(f"  solved on turns {span:>11}: {count:6,} {bar(count, max(counts), 40)}")
    return "\n".join(lines)


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
    """Return a strategy's ranked guesses (`ndle.playing.ranking.top_guesses`) as numbered lines with their scores."""
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
    show = state.game.feedback_rule.show
    return "   ".join(blank if p is None else tile_row(word, show(p, len(word)), colour) for p in shown).rstrip()


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
