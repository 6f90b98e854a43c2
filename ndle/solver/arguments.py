"""The arguments every solver entry point takes (`optimal`, `worst_case`, the sweeps), checked once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ndle.checks import a_path, whole, yes_no
from ndle.errors import NdleError, WordListError
from ndle.rules import MAX_GUESS_LIMIT
from ndle.game import Game, as_game
from ndle.rules import Rules
from ndle.words import WordList


def solver_game(words, hard=None, max_guesses=None, answers_file=None, guesses_file=None, *, boards: bool = False,
                feedback: str | None = None) -> Game:
    """Return the game a solver entry point is given, through `ndle.game.game.as_game`, checked (a one-line NdleError
    otherwise): classic play under any feedback rule, on one board or (with `boards`) on several.

    Parameters
    ----------
    words : str, WordList, Game, Rules or None
        A shipped list's name or a real game's (None: the default list), a loaded list, or a game.
    hard : bool, optional
        Selby's hard-mode rule (None: the game's; no for a list).
    max_guesses : int, optional
        The guess limit, 1 to `ndle.rules.modes.MAX_GUESS_LIMIT` (None: the game's; 6 on one board).
    answers_file, guesses_file : path, optional
        Your own lists instead of `words`.
    boards : bool
        Several boards are allowed (the n-board searches); else one only.
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; None: the game's, Wordle's for a list).

    Returns
    -------
    Game
    """
    if words is not None and not isinstance(words, (str, WordList, Game, Rules)):
        raise WordListError(f"words must be a shipped list's name, a WordList or a Game, got {type(words).__name__}")
    hard = None if hard is None else yes_no(hard, "hard", NdleError)
    if max_guesses is not None:
        max_guesses = whole(max_guesses, "the guess limit", NdleError, low=1, high=MAX_GUESS_LIMIT)
    files: dict[str, Any] = {name: a_path(f, name, WordListError)
             for f, name in ((answers_file, "answers_file"), (guesses_file, "guesses_file")) if f is not None}
    game = as_game(words, hard=hard, max_guesses=max_guesses, feedback=feedback, **files)
    if game.mode != "classic" or (game.boards > 1 and not boards):
        raise NdleError(f"the exact solvers play classic games{'' if boards else ', one board'}, not {game.describe()}")
    return game


def solver_args(words, hard=None, max_guesses=None, answers_file=None, guesses_file=None, *,
                feedback: str | None = None) -> tuple[WordList, bool, int, str]:
    """Return a one-board solver's word list, hard-mode flag, guess limit and feedback rule (see `solver_game`).

    Parameters
    ----------
    words, hard, max_guesses, answers_file, guesses_file, feedback
        As for `solver_game`.

    Returns
    -------
    tuple
        The WordList, `hard` as a bool, `max_guesses` as an int, the feedback rule's name.
    """
    game = solver_game(words, hard, max_guesses, answers_file, guesses_file, feedback=feedback)
    return game.words, game.hard, game.max_guesses, game.feedback


def solver_words(words, feedback: str | None = None) -> tuple[WordList, str]:
    """Return the word list and feedback rule of what an n-board or worst-case search is given (see `solver_game`;
    any board count).

    Parameters
    ----------
    words : str, WordList, Game, Rules or None
        A shipped list's name, a loaded list, or a game of classic play.
    feedback : str, optional
        The feedback rule (`ndle.patterns.feedback`; None: the game's, Wordle's for a list).

    Returns
    -------
    tuple
        The WordList and the feedback rule's name.
    """
    game = solver_game(words, boards=True, feedback=feedback)
    return game.words, game.feedback


def journal_args(journal, resume, progress) -> tuple[Path | None, bool, bool | None]:
    """Return a search's journal, resume flag and progress flag, checked (a one-line NdleError otherwise).

    Parameters
    ----------
    journal : str, os.PathLike or None
        The journal file (None: none kept).
    resume : bool
        Continue `journal`; needs one.
    progress : bool or None
        Show a progress bar (None: when stderr is a terminal).

    Returns
    -------
    tuple
        The journal as a Path (or None), `resume` and `progress` as bools (`progress` may stay None).
    """
    path = None if journal is None else a_path(journal, "the journal", NdleError)
    resume = yes_no(resume, "resume", NdleError)
    if resume and path is None:
        raise NdleError("resume needs the journal to continue (journal=PATH; --journal FILE)")
    return path, resume, None if progress is None else yes_no(progress, "progress", NdleError)
