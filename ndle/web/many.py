"""What the page shows of a board beyond its rows: the letters known on it (the "ghost letters": a place where every
candidate left has the same letter), and the compact answer of a game too large to send row by row (Kilordle's
1,000 boards: each board's solving turn, candidates left and known letters, never its rows)."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from ndle.game import State
from ndle.words import WordList

UNKNOWN = "?"  # a place whose letter is not known yet


@lru_cache(maxsize=16)
def _letters(words: WordList) -> np.ndarray:
    """Return the answers as an array of code points, one row an answer (kept per word list)."""
    return np.array([[ord(c) for c in w] for w in words.answers], dtype=np.int32).reshape(len(words.answers), -1)


def known_letters(state: State) -> list[str | None]:
    """Return, per board, its known letters: a place's letter where every candidate left has it, else ``?`` (None
    for a board solved or hidden).

    Parameters
    ----------
    state : State
        The position.

    Returns
    -------
    list of (str or None)
        One per board, e.g. ``"?ra??"``.
    """
    letters = _letters(state.game.words)
    out: list[str | None] = []
    for board in state.boards:
        if board.solved or board.hidden or not len(board.candidates):
            out.append(None)
            continue
        rows = letters[np.asarray(board.candidates)]
        same = (rows == rows[0]).all(axis=0)
        out.append("".join(chr(c) if s else UNKNOWN for c, s in zip(rows[0].tolist(), same.tolist())))
    return out


def compact_boards(state: State) -> list[dict]:
    """Return each board of a large game as the page draws it: its number, solving turn, whether hidden, and while
    it is unsolved its candidates left and known letters (`known_letters`).

    Parameters
    ----------
    state : State
        The position.

    Returns
    -------
    list of dict
        ``{"board", "solved_at", "hidden"}`` and, for an unsolved board, ``"left"`` and ``"known"``.
    """
    known = known_letters(state)
    out = []
    for b, (board, k) in enumerate(zip(state.boards, known)):
        info: dict = {"board": b + 1, "solved_at": board.solved_at, "hidden": board.hidden}
        if not board.solved:
            info.update(left=len(board.candidates), known=k)
        out.append(info)
    return out
