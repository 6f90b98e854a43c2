"""The assist page's check of a row before it enters the game: is the word an allowed guess, and does each board's
feedback leave it an answer? Answered with status 200 either way, so that a player's typo is marked on the row
itself rather than met by an error from the server.
"""

from __future__ import annotations

from dataclasses import replace

from ndle.checks import counted
from ndle.errors import NdleError
from ndle.game import Game, State
from ndle.strategies.pools import hard_refusal
from ndle.web.advice import assisted_state
from ndle.web.games import Library
from ndle.web.schema import MAX_BOARDS, MAX_WORD, AssistRequest, Catalogue, RequestError, Row, assist_request

UNKNOWN = "?"  # a board of the pending row whose colours are not all given yet


def check_request(body, catalogue: Catalogue) -> tuple[AssistRequest, str | None, tuple[str, ...] | None]:
    """Return the checked body of POST /api/check: an assist request (its rows already entered) and the pending
    row's `guess` and `feedback` (one string per board, ``?`` for a board whose colours are not all set yet).

    Parameters
    ----------
    body : object
        The request's JSON.
    catalogue : Catalogue
        What the server offers.

    Returns
    -------
    tuple
        The assist request, the pending guess (None if none) and its feedback (None if not given).
    """
    if not isinstance(body, dict):
        raise RequestError("request must be a JSON object")
    rest = {k: v for k, v in body.items() if k not in ("guess", "feedback")}
    guess, marks = body.get("guess"), body.get("feedback")
    if guess is not None and (not isinstance(guess, str) or not guess or len(guess) > MAX_WORD):
        raise RequestError(f"guess must be a non-empty string of at most {MAX_WORD} characters")
    if marks is not None:
        if guess is None:
            raise RequestError("feedback is given with its guess")
        if not isinstance(marks, list) or len(marks) > MAX_BOARDS or \
                not all(isinstance(m, str) and 0 < len(m) <= MAX_WORD for m in marks):
            raise RequestError(f"feedback must be a JSON array of at most {MAX_BOARDS} non-empty strings")
        marks = tuple(marks)
    return assist_request(rest, catalogue), guess, marks


def first_bad_row(game: Game, req: AssistRequest) -> tuple[int, State]:
    """Return the first row whose entry fails (its index) and the position before it."""
    for k in range(len(req.rows)):
        try:
            assisted_state(game, replace(req, rows=req.rows[: k + 1]))
        except NdleError:
            before = assisted_state(game, replace(req, rows=req.rows[:k]))
            return k, before
    raise AssertionError("every row enters: nothing to find")  # only called once the whole history failed


def board_problems(state: State, guess: int, marks, row: int) -> list[dict]:
    """Return each board of a row whose feedback is malformed or leaves no answer (its own message)."""
    out = []
    for b, (board, m) in enumerate(zip(state.boards, marks)):
        if board.solved or board.hidden or m == UNKNOWN:
            continue
        try:  # rows that lie: weighed, not filtered (ndle.game.lying)
            state.game.observation.check_row(state, b, guess, m)
        except NdleError as e:
            out.append({"row": row, "board": b + 1, "error": str(e)})
    return out


def row_problem(game: Game, req: AssistRequest, row: Row) -> list[dict]:
    """Return the problem of a row that cannot follow the request's rows (a list of one, or empty)."""
    try:
        assisted_state(game, replace(req, rows=(*req.rows, row)))
    except NdleError as e:
        return [{"row": len(req.rows), "board": None, "error": str(e)}]
    return []


def word_problem(state: State, word: str) -> str | None:
    """Return why a word cannot be the next guess (not an allowed guess, played already, hard mode), or None."""
    game = state.game
    try:
        guess = game.words.guess_id(word)
    except NdleError as e:
        return str(e)
    if guess in state.guesses:
        return f"{game.words.guesses[guess]!r} was already played"
    if why := hard_refusal(state, guess):
        return why
    return None


def check(request: tuple[AssistRequest, str | None, tuple[str, ...] | None], library: Library) -> dict:
    """Return the answer to POST /api/check: `ok`, and `problems`, each with its `row` (0-based; the pending row is
    the one after the entered rows), its `board` (1-based, or None for the whole row) and the `error`.

    Parameters
    ----------
    request : tuple
        What `check_request` returns.
    library : Library
        The server's games.

    Returns
    -------
    dict
        ``{"ok": bool, "problems": [...], "complete": bool}``; `complete` says that the pending row was checked
        with every board's colours (a board it reveals in sequence mode is checked once the row is entered).
    """
    req, word, marks = request
    game = library.game(req.game)
    try:
        state = assisted_state(game, req)
    except NdleError as e:
        k, before = first_bad_row(game, req)
        row = req.rows[k]
        problems = []
        if len(row.feedback) == game.boards and word_problem(before, row.guess) is None and not game.observation.merged:
            problems = board_problems(before, game.words.guess_id(row.guess), row.feedback, k)
        return {"ok": False, "complete": False, "problems": problems or [{"row": k, "board": None, "error": str(e)}]}
    problems, complete = [], False
    if word is not None and (why := word_problem(state, word)) is not None:
        problems.append({"row": len(req.rows), "board": None, "error": why})
    elif marks is not None and word is not None:  # feedback comes with its guess (check_request)
        if len(marks) != game.boards:
            raise RequestError(f"feedback: expected {counted(game.boards, 'board')}, got {len(marks)}")
        complete = UNKNOWN not in marks
        if not game.observation.merged:
            problems = board_problems(state, game.words.guess_id(word), marks, len(req.rows))
        elif complete:  # xordle: one row merged from both answers, checked whole by entering it
            problems = row_problem(game, req, Row(word, marks))
    return {"ok": not problems, "complete": complete, "problems": problems}
