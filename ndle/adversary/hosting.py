"""A game against the absurdle host: the state after a guess, the host choosing the feedback.

    >>> from ndle.game import Game
    >>> g = Game.create(words="wordle", boards=2)
    >>> s = host_play(g.start(), g.words.guess_id("raise"))
    >>> [len(b.candidates) for b in s.boards]
    [168, 168]
"""

from __future__ import annotations

from ndle.adversary.absurdle import reply
from ndle.errors import NdleError


def host_play(state, guess: int):
    """Return the state after a guess, the host choosing the feedback on every unsolved board.

    Parameters
    ----------
    state : State
        The game so far (classic mode).
    guess : int
        The guess (a row of the game's matrix).

    Returns
    -------
    State
        The state after the guess.
    """
    if state.game.mode != "classic" or state.game.prefill:
        raise NdleError("the absurdle host plays the classic mode only")
    words = state.game.words
    active = state.active
    taken = [words.answer_id(words.guesses[state.guesses[b.solved_at - 1]]) for b in state.boards if b.solved]
    codes = reply(state.game.matrix, [state.boards[b].candidates for b in active], int(guess), taken)
    shown: list[int | None] = [None] * len(state.boards)  # None: a board already solved
    for b, c in zip(active, codes):
        shown[b] = int(c)
    return state.apply(guess, shown)
