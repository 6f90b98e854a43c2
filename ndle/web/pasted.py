"""A game played elsewhere, pasted into the page: its answers read from its share text and its guesses.

A share text (ndle's own, `ndle.render.share`, or the real games' in the same forms) says on which turn each
board was solved, not the words: with the guesses in order, board b's answer is the guess of its solving turn.
The forms read are Wordle's title (``Wordle 1,234 4/6``: the answer is the fourth guess), Dordle's (``4&6/7``)
and the turns of Quordle and the larger games, one emoji each in board order (key-cap digits, 🔟, clock faces
for 11 to 13, 🟥 for a board not solved).
"""

from __future__ import annotations

import itertools
import re
from typing import Sequence

from ndle.checks import counted
from ndle.errors import NdleError

KEYCAP = "\ufe0f?\u20e3"  # a digit, its optional emoji form, the key-cap mark
_TURN = re.compile(rf"(?:\d{KEYCAP})+|🔟|🕚|🕛|🕐|🟥")
_CLOCKS = {"🔟": 10, "🕚": 11, "🕛": 12, "🕐": 13}
_ONE = re.compile(r"(?<![\d&])([1-9]\d*|X)/(\d+)\*?(?!\S)")  # Wordle's 4/6, X/6 (the turns, out of the limit)
_TWO = re.compile(r"(?<!\S)([1-9]\d*|X)&([1-9]\d*|X)/(\d+)(?!\S)")  # Dordle's 4&6/7


class ShareError(NdleError):
    """A share text whose turns cannot be read for the game and guesses given."""


def solve_turns(text: str, boards: int, guesses: int) -> list[int | None]:
    """Return each board's solving turn read from a share text (None for a board not solved).

    Parameters
    ----------
    text : str
        The share text as pasted.
    boards : int
        The game's boards.
    guesses : int
        How many guesses were played (a turn past them is not the game's).

    Returns
    -------
    list of (int or None)
        One per board, in board order.

    Raises
    ------
    ShareError
        In one line: no turns found, or not one per board, or a turn past the guesses.
    """
    if boards == 1:
        found = _ONE.search(text)
        turns: list[int | None] = [None if found and found.group(1) == "X" else int(found.group(1))] if found else []
    elif boards == 2 and (pair := _TWO.search(text)):
        turns = [None if t == "X" else int(t) for t in pair.group(1, 2)]
    else:
        turns = _emoji_turns(text, boards, guesses)
    if not turns:
        raise ShareError("no turns found in the share text: paste it whole (e.g. 'Wordle 1,234 4/6' or Quordle's "
                         "key-cap digits), or give the answers instead")
    if len(turns) != boards:
        raise ShareError(f"the share text gives {counted(len(turns), 'turn')}, the game has "
                         f"{counted(boards, 'board')}")
    if (late := max((t for t in turns if t is not None), default=0)) > guesses:
        raise ShareError(f"the share text has a board solved on turn {late}, but {counted(guesses, 'guess')} "
                         "were given")
    return turns


def _emoji_turns(text: str, boards: int, guesses: int) -> list[int | None]:
    """Return the turns of the emoji lines, each line holding `per_line` boards' turns (key-caps run together, as
    ndle writes a turn past 13, are read in the one way that gives the line its turns)."""
    per_line = 2 if boards <= 8 else 4 if boards <= 32 else 8  # as `ndle.render.share` writes them
    high = max(guesses, 9)
    out: list[int | None] = []
    for line in text.splitlines():
        tokens = _TURN.findall(line)
        if not tokens:
            continue
        need = min(per_line, max(boards - len(out), 1))
        options = [[(None,)] if t == "🟥" else [(_CLOCKS[t],)] if t in _CLOCKS else _splits(re.sub(KEYCAP, "", t), high)
                   for t in tokens]
        ways = {w for w in (sum(choice, ()) for choice in itertools.product(*options)) if len(w) == need}
        if len(ways) != 1:
            how = "no way" if not ways else f"{len(ways)} ways"
            shown = "".join(re.sub(KEYCAP, "", t) for t in tokens)
            raise ShareError(f"the turns {shown} read as {need} turns of at most {high} in {how}: give the answers "
                             "instead")
        out.extend(ways.pop())
    return out


def _splits(digits: str, high: int) -> list[tuple[int | None, ...]]:
    """Return every way to read a run of digits as numbers from 1 to `high` (no leading zero)."""
    if not digits:
        return [()]
    out: list[tuple[int | None, ...]] = []
    for n in range(1, min(len(digits), len(str(high))) + 1):
        head = digits[:n]
        if head[0] != "0" and int(head) <= high:
            out += [(int(head), *rest) for rest in _splits(digits[n:], high)]
    return out


def answers_from_share(text: str, boards: int, guesses: Sequence[str]) -> list[str]:
    """Return each board's answer: the guess of the turn the share text says it was solved on.

    Parameters
    ----------
    text : str
        The share text.
    boards : int
        The game's boards.
    guesses : sequence of str
        The words played, in order.

    Returns
    -------
    list of str
        One answer per board.

    Raises
    ------
    ShareError
        The turns cannot be read, or a board was not solved (its answer is not among the guesses: give the
        answers instead).
    """
    turns = solve_turns(text, boards, len(guesses))
    if None in turns:
        lost = [str(b + 1) for b, t in enumerate(turns) if t is None]
        raise ShareError(f"board {', '.join(lost)} was not solved, so its answer is not among the guesses: give the "
                         "answers instead")
    return [guesses[t - 1] for t in turns if t is not None]


__all__ = ["ShareError", "answers_from_share", "solve_turns"]
