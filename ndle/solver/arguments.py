"""The arguments every solver entry point takes (`optimal`, `worst_case`, the sweeps), checked once."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

from ndle.checks import a_path, whole, yes_no
from ndle.errors import NdleError, UnsupportedGameError, WordListError
from ndle.rules import MAX_BOARDS, MAX_GUESS_LIMIT, XORDLE_MODE, Rules, resolve, resolved
from ndle.game import Game, as_game
from ndle.words import WordList


def default_limit(game: Game) -> bool:
    """Return whether the game's guess limit is its setup's default (the n-board expected searches have none).

    Parameters
    ----------
    game : Game
        The game.

    Returns
    -------
    bool
        False too when the setup has no published limit.
    """
    try:
        setup = resolve(game.boards, 0, game.rules.game, game.mode, None, game.prefill_source)
    except NdleError:
        return False
    return game.max_guesses == setup.max_guesses


HONOURS: dict[str, dict[str, Any]] = {  # what each search `ndle.solve` chooses honours (`refuse_unsupported`'s
    # keywords), by the names of `ndle.solver.solution.SEARCHES`: each search refuses with these, and a caller asking
    # whether a search takes a game (the review's `ndle.analysis.searched.Searched`) asks with them too
    "one": {"hard_mode": True, "consistent_play": True},  # Selby's one-board search (`ndle.solver.one.Solver`)
    # one board under a prior (`ndle.solver.one.prior`)
    "prior": {"prior": True, "hard_mode": False, "consistent_play": True},
    # `ndle.solver.nboard`
    "nboard": {"boards": True, "prior": True, "hard_mode": False, "limit": False, "consistent_play": True},
    "lying": {"prior": True, "hard_mode": False, "lies": True},  # `ndle.solver.lying`
    "xordle": {"boards": True, "prior": True, "hard_mode": False, "limit": False, "modes": (XORDLE_MODE,)},
}


def refuse_unsupported(game: Game, search: str, *, boards: bool = False, prior: bool = False, hard_mode: bool = True,
                       limit: bool = True, lies: bool = False, modes: tuple[str, ...] = ("classic",),
                       consistent_play: bool = False) -> None:
    """Raise UnsupportedGameError, in one line naming the combination, for a part of `game` the `search` does not
    honour.

    Parameters
    ----------
    game : Game
        The game asked about.
    search : str
        The search's name, as the message says it.
    boards, prior, hard_mode, lies : bool
        Whether the search plays several boards, answers drawn from a prior, hard mode, rows that lie.
    limit : bool
        Whether it honours a guess limit (else only the setup's default limit is taken, as no limit).
    modes : tuple of str
        The modes it plays.
    consistent_play : bool
        Whether it honours consistent play (every guess a possible answer); a search that does not is refused.
    """
    seen = game.observation
    what = (f"rows that lie ({game.lies} a row)" if seen.rows_lie and not lies
            else f"the {game.mode} mode" if game.mode not in modes
            else f"{game.prefill} pre-filled guesses" if game.prefill and "xordle" not in modes
            else f"{game.boards} boards" if game.boards > 1 and not boards
            else f"the prior {game.prior}" if game.prior != "uniform" and not prior
            else "answer weights" if seen.weighted and not prior
            else "hard mode" if game.hard and not hard_mode
            else "consistent play" if game.consistent and not consistent_play
            else f"a guess limit of {game.max_guesses}" if not limit and not default_limit(game) else None)
    if what is not None:
        raise UnsupportedGameError(f"{search} does not solve a game with {what} ({game.describe()})")


def solver_game(words, hard=None, max_guesses=None, answers_file=None, guesses_file=None, *, boards: bool = False,
                feedback: str | None = None, search: str = "the exact search", consistent: bool | None = None,
                **honours) -> Game:
    """Return the game a solver entry point is given, through `ndle.game.game.as_game`, checked (a one-line NdleError
    otherwise): classic play under any feedback rule, on one board or (with `boards`) on several. A keyword given
    (`hard`, `max_guesses`, `feedback`) overrides the game's field, as `as_game(game, **fields)` does; a part of the
    game the search does not honour raises UnsupportedGameError (`refuse_unsupported`).

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
    search : str
        The search's name, for the message.
    consistent : bool, optional
        Consistent play (None: the game's; no for a list).
    **honours
        What else the search honours (`prior`, `hard_mode`, `limit`, `lies`, `modes`, `consistent_play`: see
        `refuse_unsupported`).

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
    rule: dict[str, Any] = {} if feedback is None else {"feedback": feedback}
    consistent = None if consistent is None else yes_no(consistent, "consistent", NdleError)
    game = as_game(words, hard=hard, max_guesses=max_guesses, consistent=consistent, **files, **rule)
    refuse_unsupported(game, search, boards=boards, **honours)
    return game


def solver_args(words, hard=None, max_guesses=None, answers_file=None, guesses_file=None, *,
                feedback: str | None = None, search: str = "the exact search",
                **honours) -> tuple[WordList, bool, int, str]:
    """Return a one-board solver's word list, hard-mode flag, guess limit and feedback rule (see `solver_game`).

    Parameters
    ----------
    words, hard, max_guesses, answers_file, guesses_file, feedback, search, **honours
        As for `solver_game`.

    Returns
    -------
    tuple
        The WordList, `hard` as a bool, `max_guesses` as an int, the feedback rule's name.
    """
    game = solver_game(words, hard, max_guesses, answers_file, guesses_file, feedback=feedback, search=search,
                       **honours)
    return game.words, game.hard, game.max_guesses, game.feedback


def boards_game(words, boards: int | None = None, *, feedback: str | None = None, search: str = "the exact search",
                high: int = MAX_BOARDS, consistent: bool | None = None, **honours) -> Game:
    """Return the game of an n-board search (see `solver_game`): `boards`, when given, overrides the game's board
    count (a list's game has one board), as every keyword overrides the game's field.

    Parameters
    ----------
    words : str, WordList, Game, Rules or None
        A shipped list's name, a loaded list, or a game of classic play.
    boards : int, optional
        The board count (None: the game's).
    feedback, search, consistent, **honours
        As for `solver_game`.
    high : int
        The most boards taken.

    Returns
    -------
    Game
    """
    if boards is not None:
        boards = whole(boards, "the number of boards", NdleError, low=1, high=high)
    game = solver_game(words, boards=True, feedback=feedback, search=search, consistent=consistent, **honours)
    if boards is None or boards == game.boards:
        return game
    game = game.changed(boards=boards)  # the same lists and matrix; a default limit follows the board count
    refuse_unsupported(game, search, boards=True, **honours)
    return game


def guess_limit(words, max_guesses: int | None, limit: int | None, default: int) -> int:
    """Return the guess limit a search is given: `max_guesses`, else the game's when `words` is a Game or Rules,
    else `default` (a list's); `limit` is its deprecated spelling (a DeprecationWarning).

    Parameters
    ----------
    words : str, WordList, Game, Rules or None
        What the search was given.
    max_guesses, limit : int or None
        The limit, and its old keyword.
    default : int
        The search's limit for a word list.

    Returns
    -------
    int
    """
    if limit is not None:
        warnings.warn("limit= is deprecated: pass max_guesses= (the Rules field)", DeprecationWarning, stacklevel=3)
        if max_guesses is not None and max_guesses != limit:
            raise NdleError(f"two guess limits given: max_guesses={max_guesses} and limit={limit}")
        max_guesses = limit
    if max_guesses is None:
        return resolved(words.max_guesses) if isinstance(words, (Game, Rules)) else default
    return whole(max_guesses, "the guess limit", NdleError, low=1, high=MAX_GUESS_LIMIT)


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
