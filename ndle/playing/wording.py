"""How a game is explained to a player, in its own terms: what to type, and what its feedback means.

Wordle's family shows coloured tiles (G, Y, B); Mastermind shows pegs, Bulls
and Cows bulls and cows, Jotto a count of letters in common. The intros of
`ndle play --human` and `ndle assist` say which, from the game's feedback rule
and code space (a rule of your own is explained by its `summary`).
"""

from __future__ import annotations

from ndle.game import Game

TILES = "BYG"  # Wordle's colours, as its rules (exact, naive, fetterman) write them
KEYS = {  # a rule's feedback explained to a player
    TILES: "G right place, Y wrong place, B not in the word",
    "mastermind": "a black peg (B) for each symbol in its right place, then a white peg (W) for each other symbol "
                  "the code has elsewhere; e.g. 2B1W",
    "bulls-cows": "a bull (B) for each digit in its right place, a cow (C) for each other digit the code has "
                  "elsewhere; e.g. 1B2C",
    "jotto": "how many letters your word has in common with the answer (a letter counted as often as both have "
             "it), or win when it is the answer",
}


def entry(game: Game) -> str:
    """Return what a player types as a guess, e.g. "5-letter word" or "4-symbol code of 123456".

    Parameters
    ----------
    game : Game
        The game.

    Returns
    -------
    str
        The guess's kind, with its length (and a code's symbols).
    """
    words = game.words
    if not words.codes:
        return f"{words.length}-letter word"
    twice = " (no symbol twice)" if game.feedback_rule.name == "bulls-cows" else ""
    return f"{words.length}-symbol code of {words.alphabet}{twice}"


def feedback_key(game: Game) -> str:
    """Return what the game's feedback means, in its own terms (tiles, pegs, bulls and cows, a count).

    Parameters
    ----------
    game : Game
        The game.

    Returns
    -------
    str
        One sentence without its full stop, e.g. "G right place, Y wrong place, B not in the word".
    """
    rule = game.feedback_rule
    return KEYS.get(TILES if rule.tiles == TILES else rule.name, rule.summary)


def typed_feedback(game: Game) -> str:
    """Return how a feedback is typed, e.g. "B/Y/G letters, e.g. BYBGB" or Mastermind's pegs "2B1W".

    Parameters
    ----------
    game : Game
        The game.

    Returns
    -------
    str
        The form, with an example.
    """
    rule = game.feedback_rule
    return "B/Y/G letters, e.g. BYBGB" if rule.tiles == TILES else rule.written
