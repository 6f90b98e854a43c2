"""The least worst case over every first guess of a whole code space under a symmetric rule: one opener per symmetry
class decides (`ndle.solver.one.symmetry`), then the least-total strategy within it after the best one."""

from __future__ import annotations

from dataclasses import dataclass

from ndle.errors import NdleError
from ndle.game import as_game
from ndle.solver.worst.search import DepthSolver, WorstResult, worst_case
from ndle.words import WordList


@dataclass(frozen=True)
class ClassesWorst:
    """The least worst case over every first guess, decided by one opener per symmetry class.

    Attributes
    ----------
    result : WorstResult
        The worst case after the best class's opener, and the least-total strategy within it.
    classes : tuple of (str, int or None)
        Each class's opener and its least worst case (None: beyond the limit searched).
    n_openers : int
        The allowed first guesses the classes stand for.
    max_guesses : int
        The most guesses searched for.
    """

    result: WorstResult
    classes: tuple[tuple[str, int | None], ...]
    n_openers: int
    max_guesses: int

    @property
    def worst(self) -> int:
        return self.result.worst

    def to_dict(self) -> dict:
        """Return the worst case's own fields (`WorstResult.to_dict`)."""
        return self.result.to_dict()


def worst_classes(words: WordList, classes: list[int], *, hard: bool, max_guesses: int,
                  feedback: str, consistent: bool = False) -> ClassesWorst:
    """Return the least worst case over every first guess from one opener per symmetry class.

    Parameters
    ----------
    words : WordList
        A whole code space.
    classes : list of int
        One opener (guess id) per class (`ndle.solver.one.symmetry.opener_classes`).
    hard, max_guesses, feedback
        Hard mode, the most guesses searched for, the feedback rule.
    consistent : bool
        Consistent play (every guess one of the codes still possible).

    Returns
    -------
    ClassesWorst

    Raises
    ------
    NdleError
        If no first guess finds every answer within `max_guesses`.
    """
    depth = DepthSolver(words, hard=hard, feedback=feedback, consistent=consistent)
    least = [(words.guesses[c], depth.least_depth(c, max_guesses)) for c in classes]
    found = [(d, g) for g, d in least if d is not None]
    if not found:
        raise NdleError(f"no first guess finds every answer within {max_guesses} "
                        f"guess{'' if max_guesses == 1 else 'es'} "
                        f"({'consistent play' if consistent else 'hard mode' if hard else 'normal mode'})")
    d, g = min((d, words.guess_id(g)) for d, g in found)
    game = as_game(words, hard=hard, max_guesses=d, feedback=feedback, consistent=consistent)
    r = worst_case(game, words.guesses[g], depth=depth)
    return ClassesWorst(r, tuple(least), len(words.guesses), max_guesses)
