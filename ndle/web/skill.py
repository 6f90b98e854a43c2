"""POST /api/skill-review: a game's skill-and-luck review (`ndle.skill_review`) for the page: a game played on the
page (its seed: the server draws the same answers), an assisted one (its answers, the words its boards were solved
with) or one played elsewhere (its guesses, and its answers or its share text, `ndle.web.pasted`)."""

from __future__ import annotations

from dataclasses import dataclass

from ndle.analysis.skill import skill_review
from ndle.errors import NdleError
from ndle.web.advice import over, played_state
from ndle.web.games import Library
from ndle.web.pasted import answers_from_share
from ndle.web.fields import RequestError, json_array, short_text, whole
from ndle.web.schema import MAX_BOARDS, MAX_ROWS, MAX_SEED, Catalogue, GameSpec, PlayRequest, flatten, game_spec

MAX_SHARE = 4000  # characters of a pasted share text (ndle's own never take more than 24 lines)
GIVEN = ("answers", "seed", "share")  # how a request says the answers: exactly one of them


@dataclass(frozen=True)
class SkillRequest:
    """A game to review: its settings, its guesses, and its answers given one of three ways (the others None)."""

    game: GameSpec
    guesses: tuple[str, ...]
    answers: tuple[str, ...] | None = None
    seed: int | None = None
    share: str | None = None
    rows: tuple[str | None, ...] | None = None


def skill_request(body, catalogue: Catalogue) -> SkillRequest:
    """Return the checked body of POST /api/skill-review: the game's fields, `guesses` (the words played, in order),
    exactly one of `answers` (one per board; Xordle: its two words), `seed` (a game played on the page) and `share`
    (its share text), and `rows` where rows lie (Fibble: each row as shown, or null).

    Parameters
    ----------
    body : object
        The request's JSON.
    catalogue : Catalogue
        What the server offers.

    Returns
    -------
    SkillRequest
    """
    d = flatten(body, ("guesses", *GIVEN, "rows"))
    game = game_spec(d, catalogue, many=d.get("seed") is not None)  # Kilordle: a game played here, by its seed
    guesses = tuple(short_text(g, f"guesses[{i}]")
                    for i, g in enumerate(json_array(d.get("guesses"), "guesses", MAX_ROWS)))
    if not guesses:
        raise RequestError("guesses: give the words played, in order")
    given = [k for k in GIVEN if d.get(k) is not None]
    if len(given) != 1:
        raise RequestError("give exactly one of answers (one per board), seed (a game played here) and share (its "
                           f"share text){'; got ' + ' and '.join(given) if given else ''}")
    answers = seed = share = rows = None
    if "answers" in given:
        answers = tuple(short_text(a, f"answers[{i}]")
                        for i, a in enumerate(json_array(d["answers"], "answers", MAX_BOARDS)))
    elif "seed" in given:
        seed = whole(d["seed"], "seed", 0, MAX_SEED)
    else:
        share = d["share"]
        if not isinstance(share, str) or not share.strip() or len(share) > MAX_SHARE:
            raise RequestError(f"share must be the share text, a non-empty string of at most {MAX_SHARE:,} characters")
    if d.get("rows") is not None:
        rows = tuple(None if r is None else short_text(r, f"rows[{i}]")
                     for i, r in enumerate(json_array(d["rows"], "rows", MAX_ROWS)))
    return SkillRequest(game, guesses, answers, seed, share, rows)


def review(req: SkillRequest, library: Library) -> dict:
    """Return the answer to POST /api/skill-review: `SkillReview.to_dict()` (the two 0-99 scores, their totals and
    whether they are exact, each chosen guess's figures with theirs) and the `budget` the exact values had.

    Parameters
    ----------
    req : SkillRequest
        The checked request.
    library : Library
        The server's games (and their kept values: a second review of a game is quicker).

    Returns
    -------
    dict
    """
    game = library.game(req.game)
    guesses, rows = list(req.guesses), None if req.rows is None else list(req.rows)
    if req.seed is not None:
        state, answer_ids, _ = played_state(game, PlayRequest(req.game, req.seed, req.guesses))
        if not over(state):
            raise NdleError("a game is reviewed once it is over")
        answers = [game.words.answers[a] for a in answer_ids]
        guesses = [game.words.guesses[g] for g in state.guesses]  # with any pre-filled row (Xordle's clue)
        if game.observation.rows_lie:  # the rows as the page showed them, lies included
            rows = [None if p[0] is None else game.feedback_rule.show(p[0], game.words.length)
                    for p in state.patterns]
    elif req.share is not None:
        answers = answers_from_share(req.share, game.boards, guesses)
    else:
        answers = list(req.answers or ())
    values, lock = library.values(req.game)
    with lock:
        result = skill_review(game, answers, guesses, rows=rows, values=values)
    return {**result.to_dict(), "budget": values.budget}
