"""The arguments every solver entry point takes (`optimal`, `worst_case`, the sweeps), checked once."""

from __future__ import annotations

from pathlib import Path

from ndle.checks import a_path, whole, yes_no
from ndle.errors import NdleError, WordListError
from ndle.modes import MAX_GUESS_LIMIT
from ndle.words import WordList, load_words


def solver_args(words, hard, max_guesses, answers_file=None, guesses_file=None) -> tuple[WordList, bool, int]:
    """Return a solver's word list, hard-mode flag and guess limit, checked (a one-line NdleError otherwise).

    Parameters
    ----------
    words : str, WordList or None
        A shipped list's name (None: the default), or a loaded list.
    hard : bool
        Selby's hard-mode rule.
    max_guesses : int
        The guess limit, 1 to `ndle.modes.MAX_GUESS_LIMIT`.
    answers_file, guesses_file : path, optional
        Your own lists instead of `words`.

    Returns
    -------
    tuple
        The WordList, `hard` as a bool, `max_guesses` as an int.
    """
    if not isinstance(words, WordList):
        if words is not None and not isinstance(words, str):
            raise WordListError(f"words must be a shipped list's name or a WordList, got {type(words).__name__}")
        files = [None if f is None else a_path(f, name, WordListError)
                 for f, name in ((answers_file, "answers_file"), (guesses_file, "guesses_file"))]
        words = load_words(words, *files)
    return (words, yes_no(hard, "hard", NdleError),
            whole(max_guesses, "the guess limit", NdleError, low=1, high=MAX_GUESS_LIMIT))


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
