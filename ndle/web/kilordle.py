"""Kilordle assisted: the words played and the few boards the player chooses to report, never a thousand boards'
colours.

In the real game (1,000 boards, solved by greens: `ndle.game.observe.greens`) a player types a word and sees the
boards closest to solved, each with its rows. The page asks for the words played, and for the colours of only the
boards the player reports (a board's rows as the game shows them); each reported board is tracked with its
candidates. The boards not reported are not known: any answer whose letters have not all shown green yet may be
one of them. The suggestion is `cover_adaptive`'s rule (``plan=ip``) over what is known: the pairs (place,
letter) a reported board's candidates still need, and those every answer not yet covered needs for the others, a
fewest-guess cover of them, the word with the most expected new greens first. With every unsolved board reported
(``left``), its choice is `cover_adaptive`'s own. A fewest-guess cover of the reported boards' pairs alone is the
quickest sure finish of those boards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ndle.errors import NdleError
from ndle.game import State
from ndle.measures.cover import answer_pairs, guess_pairs, minimum_cover, open_pairs, static_cover
from ndle.rules import MAX_GUESS_LIMIT, PRESETS
from ndle.words import WordList
from ndle.web.advice import board_info, rules_info
from ndle.web.fields import RequestError, json_array, json_object, short_text, whole
from ndle.web.games import Library
from ndle.web.schema import MAX_BOARDS, MAX_TOP, Catalogue, GameSpec, Row, flatten, game_spec, rows_limit

FINISH_PAIRS = 40  # the most pairs a finish is computed for (its integer program: milliseconds; past it, seconds)
MAX_REPORTED = 32  # boards a request may report (the real game shows the 32 closest to solved)
STRATEGY = "cover_adaptive"  # the rule the suggestions follow (its default plan, `ip`)
MANY = tuple(name for name, (boards, _) in PRESETS.items() if boards > MAX_BOARDS)  # kilordle


@dataclass(frozen=True)
class ManyRequest:
    """An assisted game of more than `MAX_BOARDS` boards: the rows (each guess and its feedback on each reported
    board, ``-`` once that board is solved), how many boards the game counts unsolved (None: not given), and how
    many of the plan's words to list."""

    game: GameSpec
    rows: tuple[Row, ...]
    reported: int
    left: int | None
    top: int


def is_many(body) -> bool:
    """Return whether an assist request's body names a real game of more than `MAX_BOARDS` boards (Kilordle)."""
    if not isinstance(body, dict):
        return False
    game = body.get("game")
    if isinstance(game, dict):  # the older nested form
        game = game.get("preset", game.get("game"))
    return isinstance(game, str) and game in MANY


def many_request(body, catalogue: Catalogue) -> ManyRequest:
    """Return the checked body of POST /api/assist for Kilordle: the game, ``rows`` of {guess, feedback} with one
    feedback string per reported board (the same number in every row, at most `MAX_REPORTED`), ``left`` (the
    boards the game counts unsolved, optional) and ``top``; ``strategy``, if given, must be `STRATEGY`.

    Parameters
    ----------
    body : object
        The request's JSON.
    catalogue : Catalogue
        What the server offers.

    Returns
    -------
    ManyRequest

    Raises
    ------
    RequestError
        A malformed field, in one line naming it.
    """
    d = flatten(body, ("rows", "left", "top", "strategy"))
    game = game_spec(d, catalogue, many=True)
    short_text(d.get("strategy", STRATEGY), "strategy", [STRATEGY])
    rows, reported = [], None
    for i, item in enumerate(json_array(d.get("rows", []), "rows", rows_limit(game))):
        r = json_object(item, f"rows[{i}]", {"guess", "feedback"})
        marks = json_array(r.get("feedback", []), f"rows[{i}].feedback", MAX_REPORTED)
        if reported is not None and len(marks) != reported:
            raise RequestError(f"rows[{i}].feedback: expected {reported} reported boards, as in rows[0], "
                               f"got {len(marks)}")
        reported = len(marks)
        rows.append(Row(short_text(r.get("guess"), f"rows[{i}].guess"),
                        tuple(short_text(m, f"rows[{i}].feedback[{j}]") for j, m in enumerate(marks))))
    boards = PRESETS[game.game][0] if game.game else MAX_BOARDS
    left = None if d.get("left") is None else whole(d["left"], "left", 0, boards)
    return ManyRequest(game, tuple(rows), reported or 0, left, whole(d.get("top", 5), "top", 1, MAX_TOP))


def covered(words: WordList, guesses: list[int]) -> np.ndarray:
    """Return the mask of the pairs (place, letter) the guesses show: a board whose answer has such a pair has
    seen it green."""
    mask = np.zeros(words.length * len(words.alphabet), dtype=bool)
    mask[guess_pairs(words)[np.asarray(guesses, dtype=np.int64)].ravel()] = True
    return mask


def unknown_need(words: WordList, shown: np.ndarray) -> tuple[np.ndarray, int]:
    """Return, per pair, the chance that a board not reported needs it (its answer drawn uniformly from the answers
    not yet covered, that is with some pair not shown), and how many answers are not yet covered."""
    pairs = guess_pairs(words)[words.answer_guess]
    missing = ~shown[pairs]
    open_ = missing.any(axis=1)
    need = np.zeros(len(shown))
    if open_.any():
        np.add.at(need, pairs[open_][missing[open_]], 1.0 / int(open_.sum()))
    return need, int(open_.sum())


def plan(words: WordList, need: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return `cover_adaptive`'s plan for the pairs' expected needs: a fewest-guess cover of the pairs possibly
    needed (the static cover while every answer's pairs are), most expected new greens first (ties in the cover's
    order), and those expected new greens."""
    support = need > 0
    if not support.any():
        return np.empty(0, dtype=np.int64), np.empty(0)
    if np.array_equal(support, answer_pairs(words)):
        cover = np.array(static_cover(words), dtype=np.int64)
    else:
        cover = minimum_cover(words, support)
    gain = need[guess_pairs(words)[cover]].sum(axis=1)
    order = np.argsort(-gain, kind="stable")
    return cover[order], gain[order]


def reported_state(req: ManyRequest, library: Library) -> State | None:
    """Return the position of the reported boards alone (a game of that many boards under the greens rule), or None
    when none is reported; raise NdleError for a word played twice or a board's colours no answer fits."""
    game = library.game(req.game)
    seen = set()
    for row in req.rows:
        if row.guess.lower() in seen:
            raise NdleError(f"{row.guess.lower()!r} was already played")
        seen.add(row.guess.lower())
        game.words.guess_id(row.guess)  # an allowed guess, else WordError
    if not req.reported:
        return None
    spec = GameSpec(words=req.game.words, boards=req.reported, mode=game.rules.mode, max_guesses=MAX_GUESS_LIMIT,
                    prior=req.game.prior)
    return State.from_feedback(library.game(spec), [(r.guess, list(r.feedback)) for r in req.rows])


def assist(req: ManyRequest, library: Library) -> dict:
    """Return the answer to POST /api/assist for Kilordle: the reported boards (as `ndle.web.advice.board_info`,
    each with ``finish``: the fewest words that surely solve it), the plan's words as ``suggestions`` (``guess``,
    ``chosen``, ``greens``: the expected new greens, ``candidate``), ``finish``: the fewest words that surely solve
    every reported board, ``unknown``: the boards not reported still unsolved (given by ``left``, else
    ``estimated``), ``open_answers``: the answers not yet covered, and whether the game is ``done``."""
    game = library.game(req.game)
    words = game.words
    state = reported_state(req, library)
    guesses = [words.guess_id(r.guess) for r in req.rows]
    shown = covered(words, guesses)
    need, open_answers = unknown_need(words, shown)
    mine = open_pairs(state) if state is not None else np.zeros(len(need))
    unsolved = len(state.active) if state is not None else 0
    if req.left is not None and req.left < unsolved:
        raise NdleError(f"left: {req.left} boards unsolved, fewer than the {unsolved} reported boards unsolved")
    others = game.boards - req.reported
    estimated = req.left is None
    unknown = (req.left - unsolved if req.left is not None else others * open_answers / len(words.answers)) \
        if open_answers else 0
    order, gains = plan(words, mine + unknown * need)
    possible = _possible(words, shown, state if not unknown else None)
    done = not order.size
    out: dict[str, Any] = {
        "rules": rules_info(game), "turn": len(req.rows), "strategy": STRATEGY, "reported": req.reported,
        "unknown": round(float(unknown), 1), "estimated": estimated and bool(open_answers),
        "open_answers": open_answers, "done": done,
        "suggestions": [{"guess": words.guesses[g], "chosen": i == 0, "greens": round(float(x), 3),
                         "candidate": int(g) in possible} for i, (g, x) in enumerate(zip(order[:req.top], gains))],
        "plan": len(order), "boards": board_info(state) if state is not None else [], "finish": []}
    if state is not None:
        finish_reported(state, out)
    return out


def _possible(words: WordList, shown: np.ndarray, state: State | None) -> set[int]:
    """Return the guess ids that may be an unsolved board's answer: a reported board's candidates (`state`: when
    every unsolved board is reported), else any answer not yet covered."""
    if state is not None:
        return {int(g) for board in state.unsolved for g in words.answer_guess[board.candidates]}
    return set(words.answer_guess[np.flatnonzero(~shown[guess_pairs(words)[words.answer_guess]].all(axis=1))]
               .tolist())


def finish_reported(state: State, out: dict) -> None:
    """Give the answer the fewest words that surely solve every reported board (``finish``) and each unsolved
    reported board its own (its ``finish``), most expected new greens first; None where the boards may still
    need more than `FINISH_PAIRS` pairs (too early to tell: the plan covers them)."""
    for b, info in enumerate(out["boards"]):
        if not state.boards[b].solved:
            info["finish"] = _finish(state.game.words, _board_need(state, b))
    out["finish"] = _finish(state.game.words, open_pairs(state))


def _finish(words: WordList, need: np.ndarray) -> list[str] | None:
    """Return the plan's words for these needs, or None past `FINISH_PAIRS` pairs."""
    if np.count_nonzero(need) > FINISH_PAIRS:
        return None
    return [words.guesses[g] for g in plan(words, need)[0]]


def _board_need(state: State, b: int) -> np.ndarray:
    """Return the pairs board `b`'s candidates may still need (1.0) in its places not yet green (0.0 elsewhere)."""
    words = state.game.words
    pairs = guess_pairs(words)[words.answer_guess[state.boards[b].candidates]]
    missing = (int(state.greens[b]) >> np.arange(words.length)) & 1 == 0
    need = np.zeros(words.length * len(words.alphabet))
    need[pairs[:, missing].ravel()] = 1.0
    return need
