"""Hints by level, for a player who wants help without the answer: how many are left, a nudge, the best guess.

Level 1 says how many answers each unsolved board still allows (Xordle: how many
pairs of answers, then answers for the word not found). Level 2
nudges without naming a word: the letters the strategy's best guess would try
that no guess has tried yet, and whether that guess could itself be the answer.
Level 3 names the best guess. Each level is a pure function of the position.
"""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.game import GuessId, State
from ndle.playing.ranking import top_guesses

LEVELS = (1, 2, 3)


def _listed(letters: list[str]) -> str:
    """Return 'A', 'A and B' or 'A, B and C'."""
    return letters[0] if len(letters) == 1 else f"{', '.join(letters[:-1])} and {letters[-1]}"


def hint(state: State, strategy, level: int, *, rng=None, opener: GuessId | None = None) -> str:
    """Return the hint of a level for the position (see the module's docstring).

    Parameters
    ----------
    state : State
        The position (not finished).
    strategy : Strategy
        The strategy whose best guess levels 2 and 3 use.
    level : {1, 2, 3}
        1: answers left; 2: a nudge (new letters to try, whether the guess could be the answer); 3: the best guess.
    rng : numpy.random.Generator, optional
        The Generator of a randomised strategy.
    opener : int, optional
        A fixed first guess (guess id).

    Returns
    -------
    str
        One line.

    Raises
    ------
    NdleError
        For a level other than 1, 2 or 3, or a finished game.
    """
    if level not in LEVELS:
        raise NdleError(f"hint levels are 1 (answers left), 2 (a nudge) and 3 (the best guess), got {level!r}")
    if state.done:
        raise NdleError("the game is over: every board is solved")
    words = state.game.words
    if level == 1:  # Xordle: the pairs of answers, then the other word's answers
        return state.game.observation.left_hint(state)
    best = top_guesses(state, strategy, 1, rng=rng, opener=opener)[0].word
    if level == 3:
        return f"the best guess ({strategy.name}): {best}"
    tried = set("".join(state.guess_words))
    new = sorted(set(best) - tried, key=best.index)
    could = any(words.guess_id(best) in words.answer_guess[b.candidates] for b in state.unsolved)
    what = "it could be an answer" if could else "it cannot be an answer: it is there to learn letters"
    if not new:
        return f"the best guess uses only letters already tried, in new places; {what}"
    return f"the best guess tries {_listed([c.upper() for c in new])} for the first time; {what}"
