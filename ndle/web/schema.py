"""The JSON requests of the web API, checked field by field before any work (a bad one is a RequestError)."""

from __future__ import annotations

from dataclasses import dataclass

from ndle.errors import NdleError
from ndle.modes import MAX_GUESS_LIMIT, MODES, PRESETS
from ndle.words import LIST_NAMES

MAX_BOARDS = 64  # the largest game the page offers (Duotrigordle has 32 boards)
MAX_ROWS = 80  # guesses a request may carry (Duotrigordle's limit is 37; more is a broken client)
MAX_TOP = 20  # suggestions a request may ask for
MAX_WORD = 32  # characters of one word or feedback string
MAX_SEED = 2**63 - 1
WEB_LIMIT = 100  # the largest guess limit a web game may set (the library's own bound is MAX_GUESS_LIMIT)


class RequestError(NdleError, ValueError):
    """A request that is not what the API expects (answered with status 400 and the message)."""


@dataclass(frozen=True)
class GameSpec:
    """The game a request is about: preset (or a board count), mode, word list, guess limit (0: the game's)."""

    preset: str | None = None
    boards: int | None = None
    mode: str = "classic"
    words: str = "wordle"
    max_guesses: int = 0

    @property
    def key(self) -> tuple:
        return (self.preset, self.boards, self.mode, self.words, self.max_guesses)


@dataclass(frozen=True)
class Row:
    """One guess of an assisted game and the feedback each board showed (`-` for a solved board)."""

    guess: str
    feedback: tuple[str, ...]


@dataclass(frozen=True)
class AssistRequest:
    game: GameSpec
    strategy: str
    top: int
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class PlayRequest:
    game: GameSpec
    seed: int
    guesses: tuple[str, ...]


def _object(value, where: str, allowed: set[str]) -> dict:
    if not isinstance(value, dict):
        raise RequestError(f"{where} must be a JSON object")
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise RequestError(f"{where}: unknown field {unknown[0]!r}; expected {', '.join(sorted(allowed))}")
    return value


def _int(value, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestError(f"{where} must be a whole number from {low} to {high}, got {value!r}")
    return value


def _text(value, where: str, choices=None) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_WORD:
        raise RequestError(f"{where} must be a non-empty string of at most {MAX_WORD} characters")
    if choices is not None and value not in choices:
        raise RequestError(f"{where}: unknown {value!r}; choose one of {', '.join(choices)}")
    return value


def _list(value, where: str, most: int) -> list:
    if not isinstance(value, list):
        raise RequestError(f"{where} must be a JSON array")
    if len(value) > most:
        raise RequestError(f"{where}: at most {most} items, got {len(value)}")
    return value


def game_spec(value) -> GameSpec:
    """Return the game of a request's `game` object (preset, boards, mode, words, max_guesses)."""
    d = _object(value, "game", {"preset", "boards", "mode", "words", "max_guesses"})
    preset = d.get("preset")
    preset = None if preset is None else _text(preset, "game.preset", list(PRESETS))
    boards = d.get("boards")
    boards = None if boards is None else _int(boards, "game.boards", 1, MAX_BOARDS)
    if preset is None and boards is None:
        raise RequestError("game: give a preset (e.g. quordle) or a number of boards")
    return GameSpec(preset, boards, _text(d.get("mode", "classic"), "game.mode", MODES),
                    _text(d.get("words", "wordle"), "game.words", LIST_NAMES),
                    _int(d.get("max_guesses", 0), "game.max_guesses", 0, min(WEB_LIMIT, MAX_GUESS_LIMIT)))


def assist_request(body, strategies: list[str]) -> AssistRequest:
    """Return the checked body of POST /api/assist: game, strategy, top, rows of {guess, feedback}."""
    d = _object(body, "request", {"game", "strategy", "top", "rows"})
    game = game_spec(d.get("game"))
    rows = []
    for i, item in enumerate(_list(d.get("rows", []), "rows", MAX_ROWS)):
        r = _object(item, f"rows[{i}]", {"guess", "feedback"})
        marks = _list(r.get("feedback"), f"rows[{i}].feedback", MAX_BOARDS)
        rows.append(Row(_text(r.get("guess"), f"rows[{i}].guess"),
                        tuple(_text(m, f"rows[{i}].feedback[{j}]") for j, m in enumerate(marks))))
    return AssistRequest(game, _text(d.get("strategy", "lookahead"), "strategy", strategies),
                         _int(d.get("top", 5), "top", 1, MAX_TOP), tuple(rows))


def play_request(body, extra: frozenset = frozenset()) -> PlayRequest:
    """Return the checked body of POST /api/play: game, seed, guesses (`extra` fields are the caller's)."""
    d = _object(body, "request", {"game", "seed", "guesses", *extra})
    game = game_spec(d.get("game"))
    guesses = tuple(_text(g, f"guesses[{i}]") for i, g in enumerate(_list(d.get("guesses", []), "guesses",
                                                                          MAX_ROWS)))
    return PlayRequest(game, _int(d.get("seed"), "seed", 0, MAX_SEED), guesses)


def review_request(body) -> tuple[PlayRequest, int]:
    """Return the checked body of POST /api/review: a played game (as for /api/play) and the turn to review."""
    req = play_request(body, frozenset({"turn"}))
    return req, _int(body.get("turn"), "turn", 1, MAX_ROWS + 10)
