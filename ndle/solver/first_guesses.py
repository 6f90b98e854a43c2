"""Exact values of every first guess of a preset game whose first position no search answers within a review's
budget, kept here (figures, not code): a review marks them exact.

Mastermind (4 pegs, 6 colours, 1,296 codes): permuting the colours, or the positions, of every code keeps every
feedback, so a first guess's value depends only on how often its colours repeat, its shape (5 shapes: 1111, 1112,
1122, 1123, 1234). Each shape's figure is the least total of guesses over the 1,296 equally likely codes after that
opener, proven by the project's exact one-board search (docs/research/mastermind-heuristics.md)::

    ndle optimal --game mastermind --opener 1111 --max-guesses 1000   # 6,318 (1.1 s)
    ndle optimal --game mastermind --opener 1112 --max-guesses 1000   # 5,791 (1.0 s)
    ndle optimal --game mastermind --opener 1122 --max-guesses 1000   # 5,702 (1.1 s)
    ndle optimal --game mastermind --opener 1123 --max-guesses 1000   # 5,625 (1.1 s): Koyama and Lai's optimum
    ndle optimal --game mastermind --opener 1234 --max-guesses 1000   # 5,673 (1.1 s)

(processor time, user + sys from `/usr/bin/time`, compiled kernels cached; a first run that compiles them took
16 s). The limit of 1,000 guesses does not bind (no optimal tree needs a seventh guess); a slow test checks the
figures against `ndle.solve`.
"""

from __future__ import annotations

from collections import Counter

from ndle.game import Game, State

# game name -> (answers, {shape: least total of guesses after a first guess of that shape})
TOTALS: dict[str, tuple[int, dict[tuple[int, ...], int]]] = {
    "mastermind": (1296, {(4,): 6318, (3, 1): 5791, (2, 2): 5702, (2, 1, 1): 5625, (1, 1, 1, 1): 5673}),
}


def shape(code: str) -> tuple[int, ...]:
    """Return how often each symbol of `code` repeats, most first (``1123`` -> (2, 1, 1)).

    Parameters
    ----------
    code : str
        A code.

    Returns
    -------
    tuple of int
    """
    return tuple(sorted(Counter(code).values(), reverse=True))


def kept(game: Game) -> dict[tuple[int, ...], int] | None:
    """Return the first-guess totals kept for `game` (by shape), or None unless it is exactly a game kept here.

    Parameters
    ----------
    game : Game
        The game.

    Returns
    -------
    dict or None
        Shape -> least total of guesses over the answers after a first guess of that shape.
    """
    name = game.words.name
    if name not in TOTALS or game.feedback_rule.name != name or game.weights is not None or game.boards != 1:
        return None
    if game.mode != "classic" or game.hard or game.consistent or game.prefill or game.observation.rows_lie:
        return None
    answers, totals = TOTALS[name]
    words = game.words
    if len(words.answers) != answers or len(words.guesses) != answers:
        return None
    return totals


def first_value(game: Game, state: State, guess: int | None) -> float | None:
    """Return the exact value of the first position (`guess` None) or of `guess` played there, where kept.

    Parameters
    ----------
    game : Game
        The game.
    state : State
        The position: only the start is kept.
    guess : int or None
        A guess id, or None for the position's value (its best guess's).

    Returns
    -------
    float or None
        Expected guesses to finish, or None where nothing is kept.
    """
    totals = kept(game)
    if totals is None or state.turn != 0:
        return None
    answers = TOTALS[game.words.name][0]
    if guess is None:
        return min(totals.values()) / answers
    return totals[shape(game.words.guesses[int(guess)])] / answers


__all__ = ["TOTALS", "first_value", "kept", "shape"]
