"""`ndle.solve`: one front for the exact searches. It takes a game (anything `ndle.game.game.as_game` accepts), chooses
the search that answers for exactly that game, and refuses with UnsupportedGameError a combination none supports.

    >>> import ndle
    >>> round(ndle.solve(ndle.as_game(2, code_length=3, symbols="abc")).value, 4)  # two boards: the last one's turn
    3.1001

The searches (`ndle.solver.solution.SEARCHES`): one board, Selby's least total after an opener
(`ndle.solver.one`), or every opener (`sweep`, by symmetry class on a whole code space); under a prior, the weighted
search (`ndle.solver.one.prior`); n boards or a position, the n-board expected score (`ndle.solver.nboard`, under
the game's prior too); the worst case (`ndle.solver.worst`: one opener, every opener, n boards), and the shortest
win forced against the absurdle host; rows that lie (`ndle.solver.lying`); Xordle (`ndle.solver.xordle`); keys
compared in order on one board, ``worst,deepest`` or ``total,beyond:4`` (`ndle.solver.lex`).
"""

from __future__ import annotations

from ndle.errors import NdleError, UnsupportedGameError
from ndle.game import as_game
from ndle.solver.objectives import KEYS_TEXT, describe, parse_keys
from ndle.solver.one.symmetry import opener_classes
from ndle.solver.runs import RUNS
from ndle.solver.solution import Solution

OBJECTIVES = ("expected", "last", "total", "worst", "forced")  # and lexicographic lists (`ndle.solver.objectives`)
ACCEPTS = {  # the options each search takes beyond the game (top and progress go anywhere)
    "one": {"opener", "width", "journal", "jobs"},  # the last two: one opener per symmetry class ('all')
    "sweep": {"opener", "journal", "jobs"},
    "prior": {"opener", "journal"},
    "nboard": {"opener", "position", "rows", "journal", "jobs", "capacity"},
    "worst": {"opener"},
    "worst_classes": {"opener"},
    "worst_sweep": {"opener", "journal", "jobs"},
    "multi_worst": set(),
    "forced": set(),
    "lying": set(),
    "xordle": {"rows"},
    "lex": {"opener", "journal", "jobs"},  # the last two with the opener 'all'
}


def objective_of(game, objective) -> str:
    """Return the objective asked, checked (None: ``expected`` on one board, ``last`` on several): one of
    `OBJECTIVES`, or a lexicographic list of keys written canonically (``worst,deepest``; a tuple of keys too)."""
    if objective is None:
        return "expected" if game.boards == 1 else "last"
    if not isinstance(objective, str) or objective not in OBJECTIVES:
        if isinstance(objective, str) and "," not in objective and ":" not in objective \
                and objective.strip().lower() not in ("deepest", "beyond"):
            raise NdleError(f"unknown objective {objective!r}; choose one of {', '.join(OBJECTIVES)}, or keys among "
                            f"{KEYS_TEXT} separated by commas")
        keys = parse_keys(objective)
        if len(keys) == 1 and keys[0] in OBJECTIVES:
            return objective_of(game, keys[0])
        if game.boards > 1:
            raise UnsupportedGameError(f"the lexicographic objective {describe(keys)} is one board's, not "
                                       f"{game.boards} boards'")
        return describe(keys)
    if objective == "expected" and game.boards > 1:
        raise UnsupportedGameError(f"the objective 'expected' is one board's; on {game.boards} boards choose 'last' "
                                   "or 'total'")
    return "expected" if objective == "last" and game.boards == 1 else objective  # one board: the same


def opener_of(game, opener: str | None, search: str) -> str | None:
    """Return the opener a search starts from: given, else salet where it is an allowed guess of a word list, else
    'all' (the n-board searches and the one under a prior: None, every guess)."""
    if opener is not None:
        opener = str(opener).strip()
        if not opener:
            raise NdleError("the opener needs a word, 'auto' or 'all', got ''")
        return opener
    if search in ("one", "sweep", "worst", "worst_classes", "worst_sweep", "lex"):
        words = game.words
        return "salet" if not words.codes and "salet" in words.guess_index else "all"
    return None


def choose(game, objective: str, opener: str | None, position: bool) -> str:
    """Return the search (a key of `ACCEPTS`) that answers `objective` for `game` from the position given."""
    if objective == "forced":
        return "forced"
    if objective == "worst":
        if game.boards > 1:
            return "multi_worst"
        if (opener_of(game, opener, "worst") or "").lower() != "all":
            return "worst"
        return "worst_classes" if opener_classes(game.words, game.feedback) is not None else "worst_sweep"
    seen = game.observation  # how the game is observed: its variant's own search, if it has one
    if objective not in OBJECTIVES:  # a lexicographic list: one board, honest rows, equally likely answers
        if position or seen.rows_lie or seen.merged or seen.weighted:
            what = ("a position" if position else "rows that lie" if seen.rows_lie else "Xordle's merged rows"
                    if seen.merged else "a prior")
            raise UnsupportedGameError(f"the lexicographic objective {objective} is searched from the start of a "
                                       f"classic board with equally likely answers, not with {what}")
        return "lex"
    if seen.rows_lie:
        return "lying"
    if seen.merged:
        return "xordle"
    if game.boards > 1 or position or objective == "total":
        return "nboard"
    if seen.weighted:
        return "prior"
    if (opener_of(game, opener, "one") or "").lower() != "all":
        return "one"
    if game.consistent or opener_classes(game.words, game.feedback) is not None:  # one opener per class, or in
        return "one"  # consistent play every answer, in rounds
    return "sweep"


def solve(game=None, objective: str | None = None, *, opener: str | None = None, answers=None, after=(), rows=None,
          top: int = 5, width: int = 0, jobs: int = 1, backend: str | None = None, scheduler: str | None = None,
          journal=None, resume: bool = False, progress: bool | None = None, capacity: int | None = None,
          on_full=None, any_size: bool = False) -> Solution:
    """Return the exact answer for exactly this game, from the search that gives it.

    Parameters
    ----------
    game : Game, Rules, WordList, str, int or mapping, optional
        The game (anything `ndle.game.game.as_game` takes): its boards, feedback rule, prior, lies, mode, hard mode,
        consistent play and guess limit are all honoured, or the call is refused.
    objective : str or tuple of str, optional
        ``expected`` (one board: the least expected guesses; the default), ``last`` (n boards: the expected turn
        the last board is solved; the default) or ``total`` (the sum of the boards' solve turns; on one board the
        n-board search's ranking), ``worst`` (the least turn that finds every answer) or ``forced`` (the shortest
        win forced against the absurdle host); or, one board, keys compared lexicographically, first to last
        (``"worst,deepest"`` or ``("total", "beyond:4")``): ``total``, ``worst``, ``deepest`` (answers needing the
        worst case's guesses; after ``worst``), ``beyond:K`` (answers needing more than K guesses)
        (`ndle.solver.lex`).
    opener : str, optional
        A first guess, ``auto`` (one board: the `top` most promising solved) or ``all`` (every first guess; the
        default under a prior, and where ``salet`` is not an allowed guess; else ``salet``); n boards: a word to
        value, else every guess.
    answers, after : list of str, optional
        A position as the boards' answers and the guesses played after them (n-board search).
    rows : list of (str, list of str), optional
        A position as the rows seen: (guess, one row per board) pairs (`-` for a board solved; Xordle: its rows).
    top : int
        How many openers to list (`auto`, `all`, n boards); with ``worst`` over every opener, the least totals
        within it are listed too (0: not).
    width : int
        One board: try only the best `width` guesses per position (an upper bound, not proven); 0 tries all.
    jobs, backend, scheduler
        Worker processes and where they run (`ndle.parallel.backends`), for the sweeps and the n-board search.
    journal, resume
        A journal of decided openers or guesses, and continuing it (the sweeps, the n-board search).
    progress : bool, optional
        Show a progress bar (default: when stderr is a terminal).
    capacity, on_full
        The n-board search's memo size and its one-line message when full (`ndle.solver.nboard.nboard_optimal`).
    any_size : bool
        Under a prior, search more than 300 answers all the same (it may take hours).

    Returns
    -------
    Solution
        The search chosen, the value in the objective's unit, a best guess, whether proven, that search's result.

    Raises
    ------
    UnsupportedGameError
        In one line naming the combination, for a game or option no search supports (e.g. rows that lie with
        ``worst``, hard mode on several boards, a width with every opener).
    NdleError
        For bad input, before any work.
    """
    game = as_game(game)
    objective = objective_of(game, objective)
    position = answers is not None or rows is not None or bool(after)
    search = choose(game, objective, opener, position)
    given = {"opener": opener is not None, "width": bool(width), "journal": journal is not None or resume,
             "jobs": jobs != 1 or backend is not None or scheduler is not None,
             "capacity": capacity is not None or on_full is not None,
             "position": answers is not None or bool(after), "rows": rows is not None}
    if unused := [name for name, on in given.items() if on and name not in ACCEPTS[search]]:
        raise UnsupportedGameError(f"{unused[0]} does not apply to the {search.replace('_', ' ')} search "
                                   f"(objective {objective}, {game.describe()})")
    return RUNS[search](game, objective, opener=opener_of(game, opener, search), answers=answers, after=after,
                        rows=rows, top=top, width=width, jobs=jobs, backend=backend, scheduler=scheduler,
                        journal=journal, resume=resume, progress=progress, capacity=capacity, on_full=on_full,
                        any_size=any_size)
