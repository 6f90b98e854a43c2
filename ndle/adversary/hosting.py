"""A game against the absurdle host: the state after a guess, the host choosing the feedback; a strategy's game
against it.

    >>> from ndle.game.game import Game
    >>> g = Game.create(words="wordle", boards=2)
    >>> s = host_play(g.start(), g.words.guess_id("raise"))
    >>> [len(b.candidates) for b in s.boards]
    [168, 168]
"""

from __future__ import annotations

from ndle.adversary.absurdle import host_ties, reply
from ndle.checks import whole
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
    codes = reply(state.game.matrix, [state.boards[b].candidates for b in active], int(guess), taken,
                  solved=host_ties(state.game.feedback_rule, words.length))
    shown: list[int | None] = [None] * len(state.boards)  # None: a board already solved
    for b, c in zip(active, codes):
        shown[b] = int(c)
    return state.apply(guess, shown)


def host_game(state, strategy, *, opener: int | None = None, turn_cap: int = 20, rng=None):
    """Return the state after `strategy` plays against the host until every board is solved, or `turn_cap` guesses.

    The host is deterministic, so a deterministic strategy's game is one line of guesses; when it wins, its
    length bounds the shortest forced win (`ndle.solver.worst.forced.forced_win`) from above.

    Parameters
    ----------
    state : State
        The position to start from (classic mode), usually ``game.start()``.
    strategy : Strategy
        The player (see `ndle.make_strategy`).
    opener : int, optional
        The first guess (a guess index) instead of the strategy's, when `state` is the start.
    turn_cap : int
        The turn at which the game is abandoned (then some board is unsolved in the state returned).
    rng : numpy.random.Generator, optional
        A randomised strategy's randomness.

    Returns
    -------
    State
        The final state: `State.done` when every board was solved, its guesses the line played.
    """
    turn_cap = whole(turn_cap, "turn_cap", low=1)
    while not state.done and state.turn < turn_cap:
        guess = opener if opener is not None and state.turn == 0 else strategy.choose(state, rng)
        state = host_play(state, int(guess))
    return state
