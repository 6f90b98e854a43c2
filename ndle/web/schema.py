"""The JSON requests of the web API, checked field by field before any work (a bad one is a RequestError).

A request names its game with the Rules' own fields, as the command line does (`game`, `boards`, `mode`,
`words`, `hard`, `max_guesses`, and `prior`: `uniform` or `frequency`, never a file's path on the server), and
its strategy as `strategy`, `pool` and `options`. The older form, the game's fields in an object
(`"game": {"preset": "quordle"}`), is still read.
"""

from __future__ import annotations

import math
from dataclasses import asdict, astuple, dataclass, field

from ndle.playing import LEVELS
from ndle.rules import PRESETS
from ndle.rules import BY_NAME, WEB_FIELDS, OneOf, Whole, YesNo
from ndle.rules import OLD_NAMES, Rules, as_rules
from ndle.strategies.pools import POOLS
from ndle.web.fields import MAX_WORD, RequestError, json_array, json_object, short_text, whole, yes_no

_BOARDS = BY_NAME["boards"].web
assert isinstance(_BOARDS, Whole) and _BOARDS.high is not None  # boards have a bound on the web
MAX_BOARDS = _BOARDS.high  # the largest game the page offers (Duotrigordle has 32 boards)
MAX_ROWS = 80  # guesses a request may carry (Duotrigordle's limit is 37; more is a broken client)
MAX_TOP = 20  # suggestions a request may ask for
MAX_SEED = 2**63 - 1
MAX_OPTION = 10**6  # the largest number a strategy option may be given on the web (its own check comes after)
GAME_FIELDS = WEB_FIELDS  # the game's settings a request may give (ndle.rules.params: those with a web bound)
STRATEGY_FIELDS = ("strategy", "pool", "options")


@dataclass(frozen=True)
class Catalogue:
    """What the server offers: word lists, strategies with their options' defaults, those that can review."""

    lists: tuple[str, ...]
    strategies: dict[str, dict[str, object]]
    reviewers: tuple[str, ...]
    strongest: str = "lookahead"


@dataclass(frozen=True)
class GameSpec:
    """The game a request is about: the settings of `ndle.rules.params.PARAMS` the web offers (`GAME_FIELDS`: words,
    boards, max_guesses, game, mode, hard, prior: uniform or frequency, never a file; lies, consistent), None where
    not given."""

    words: str | None = None
    boards: int | None = None
    max_guesses: int | None = None
    game: str | None = None
    mode: str | None = "classic"
    hard: bool | None = False
    prior: str | None = "uniform"
    lies: int | None = None
    consistent: bool | None = False

    @property
    def key(self) -> tuple:
        """Return the settings as a tuple."""
        return astuple(self)

    def rules(self) -> Rules:
        """Return the Rules a request's game settings give (ModeError for an impossible game)."""
        return as_rules(asdict(self))


@dataclass(frozen=True)
class StrategySpec:
    """A strategy by name, its guess pool and its options (sorted name-value pairs)."""

    name: str = "lookahead"
    pool: str = "all"
    options: tuple[tuple[str, object], ...] = field(default=())

    @property
    def key(self) -> tuple:
        return astuple(self)


@dataclass(frozen=True)
class Row:
    """One guess of an assisted game and the feedback each board showed (`-` for a solved board)."""

    guess: str
    feedback: tuple[str, ...]


@dataclass(frozen=True)
class AssistRequest:
    game: GameSpec
    strategy: StrategySpec
    top: int
    rows: tuple[Row, ...]
    hint: int | None = None  # the hint level asked for (`ndle.playing.hints`), None for none


@dataclass(frozen=True)
class PlayRequest:
    game: GameSpec
    seed: int
    guesses: tuple[str, ...]


def flatten(body, extra) -> dict:
    """Return a request body with the older nested game object (`"game": {"preset": ...}`) read into its fields,
    refusing unknown fields (`extra`: the route's own)."""
    d = json_object(body, "request", (*GAME_FIELDS, *extra))
    if not isinstance(d.get("game"), dict):
        return d
    old = json_object(d["game"], "game", (*GAME_FIELDS, *OLD_NAMES))
    given = {OLD_NAMES.get(k, k): v for k, v in old.items()}
    if twice := sorted(set(given) & (set(d) - {"game"})):
        raise RequestError(f"{twice[0]} is given twice (in the game object and beside it)")
    return {**{k: v for k, v in d.items() if k != "game"}, **given}


def game_spec(d: dict, catalogue: Catalogue, many: bool = False) -> GameSpec:
    """Return the game of a request's fields (`GAME_FIELDS`), each checked against its web bound; a real game of more
    than `MAX_BOARDS` boards (Kilordle) only where `many` (a played game: its guesses alone, no rows to enter)."""
    given = {name: _setting(d[name], name, catalogue) for name in GAME_FIELDS
             if name in d and not (d[name] is None and BY_NAME[name].default is None)}  # null: not given
    if given.get("game") is None and given.get("boards") is None:
        raise RequestError("give a game (e.g. quordle) or a number of boards")
    if not many and given.get("game") is not None and PRESETS[given["game"]][0] > MAX_BOARDS:
        raise RequestError(f"{given['game']} has {PRESETS[given['game']][0]:,} boards: the page checks and reviews "
                           f"games of up to {MAX_BOARDS} (their rows entered by hand); play it on the Play tab, or "
                           "be assisted with the boards you report")
    return GameSpec(**given)


def _setting(value, name: str, catalogue: Catalogue):
    """Return a game setting of a request, checked against its web bound (a word list: one the server offers)."""
    bound = BY_NAME[name].web
    if isinstance(bound, Whole):
        assert bound.high is not None  # every number the web takes is bounded
        return whole(value, name, bound.low, bound.high)
    if isinstance(bound, YesNo):
        return yes_no(value, name)
    if name == "words":
        return short_text(value, name, list(catalogue.lists))
    assert isinstance(bound, OneOf)  # every other web setting is one of some names
    return short_text(value, name, list(bound.options()))


def _option(value, where: str, default):
    """Return a strategy option's value, checked to be of its default's kind (a number for a float)."""
    if isinstance(default, bool):
        return yes_no(value, where)
    if isinstance(default, int):
        return whole(value, where, -MAX_OPTION, MAX_OPTION)
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
                or abs(value) > MAX_OPTION:
            raise RequestError(f"{where} must be a number from {-MAX_OPTION} to {MAX_OPTION}, got {value!r:.40}")
        return float(value)
    return short_text(value, where)


def strategy_spec(d: dict, choices, catalogue: Catalogue) -> StrategySpec:
    """Return the strategy of a request's fields (strategy, pool, options), each option of its default's kind."""
    name = short_text(d.get("strategy", catalogue.strongest), "strategy", choices)
    declared = catalogue.strategies[name]
    given = d.get("options", {})
    if not isinstance(given, dict):
        raise RequestError("options must be a JSON object")
    for key in given:
        if key not in declared:
            have = ", ".join(declared) or "none"
            raise RequestError(f"options: strategy {name!r} has no option {key[:MAX_WORD]!r} (its options: {have})")
    options = tuple(sorted((k, _option(v, f"options.{k}", declared[k])) for k, v in given.items()))
    return StrategySpec(name, short_text(d.get("pool", "all"), "pool", POOLS), options)


def assist_request(body, catalogue: Catalogue) -> AssistRequest:
    """Return the checked body of POST /api/assist: the game, the strategy, top, rows of {guess, feedback}, and the
    hint level asked for (1 to 3, or null)."""
    d = flatten(body, (*STRATEGY_FIELDS, "top", "rows", "hint"))
    game = game_spec(d, catalogue)
    rows = []
    for i, item in enumerate(json_array(d.get("rows", []), "rows", MAX_ROWS)):
        r = json_object(item, f"rows[{i}]", {"guess", "feedback"})
        marks = json_array(r.get("feedback"), f"rows[{i}].feedback", MAX_BOARDS)
        rows.append(Row(short_text(r.get("guess"), f"rows[{i}].guess"),
                        tuple(short_text(m, f"rows[{i}].feedback[{j}]") for j, m in enumerate(marks))))
    return AssistRequest(game, strategy_spec(d, list(catalogue.strategies), catalogue),
                         whole(d.get("top", 5), "top", 1, MAX_TOP), tuple(rows),
                         None if d.get("hint") is None else whole(d["hint"], "hint", LEVELS[0], LEVELS[-1]))


def rows_limit(game: GameSpec) -> int:
    """Return the guesses a request about a game may carry: `MAX_ROWS`, or a larger real game's limit and 5 more
    (Kilordle's 1,005)."""
    return max(MAX_ROWS, PRESETS[game.game][1] + 5) if game.game is not None else MAX_ROWS


def _play(d: dict, catalogue: Catalogue, many: bool = False) -> PlayRequest:
    game = game_spec(d, catalogue, many)
    guesses = tuple(short_text(g, f"guesses[{i}]") for i, g in enumerate(json_array(d.get("guesses", []), "guesses",
                                                                          rows_limit(game))))
    return PlayRequest(game, whole(d.get("seed"), "seed", 0, MAX_SEED), guesses)


def play_request(body, catalogue: Catalogue) -> PlayRequest:
    """Return the checked body of POST /api/play: the game, seed, guesses."""
    return _play(flatten(body, ("seed", "guesses")), catalogue, many=True)


def review_request(body, catalogue: Catalogue) -> tuple[PlayRequest, int, StrategySpec]:
    """Return the checked body of POST /api/review: a played game (as for /api/play), the turn to review and the
    strategy to review it against (one that can value any guess: `Catalogue.reviewers`)."""
    d = flatten(body, ("seed", "guesses", "turn", *STRATEGY_FIELDS))
    return (_play(d, catalogue), whole(d.get("turn"), "turn", 1, MAX_ROWS + 10),
            strategy_spec(d, catalogue.reviewers, catalogue))
