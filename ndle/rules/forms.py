"""The forms a game's rules are given in (a `Rules`, a list or real game's name, a board count, a mapping of fields),
read as one `Rules`."""

from __future__ import annotations

from typing import Mapping

from ndle.checks import is_whole, shown
from ndle.errors import ModeError
from ndle.rules.modes import PRESETS
from ndle.rules.rules import Rules
from ndle.words import LIST_NAMES


def rules_of(name: str) -> Rules:
    """Return the rules one name gives: a shipped list (`nyt`) or a real game (`quordle`); lists first, so
    `wordle` is the wordle list (on one board, as the real game)."""
    if isinstance(name, str) and name in LIST_NAMES:
        return Rules(words=name)
    if isinstance(name, str) and name in PRESETS:
        return Rules(game=name)
    raise ModeError(f"unknown game or word list {name!r:.60}; choose a list ({', '.join(LIST_NAMES)}) "
                    f"or a game ({', '.join(PRESETS)})")


def as_rules(rules: "Rules | str | int | Mapping | None" = None, /, **fields) -> Rules:
    """Return the rules any accepted form gives, with Rules fields changed by keyword (None: not given).

    Parameters
    ----------
    rules : Rules, str, int or Mapping, optional
        Rules; one name of a shipped list or real game (`nyt`, `quordle`; see `rules_of`); a number of boards
        (of Wordle, unless the keywords say otherwise); a mapping of Rules fields; None: one board of Wordle.
    **fields
        Rules fields (`boards`, `max_guesses`, `game`, `mode`, `hard`, `words`, `feedback`, ...): a board count,
        limit or pre-fill that was the default follows them (see `Rules.changed`).

    Returns
    -------
    Rules
        e.g. ``as_rules(4).max_guesses == 9``; ModeError (one line) for a form it does not know.
    """
    fields = {k: v for k, v in fields.items() if v is not None}
    if isinstance(rules, Mapping):
        return Rules.from_dict({**rules, **fields})
    if is_whole(rules):
        return Rules.from_dict({"boards": rules, **fields})
    if rules is None:
        return Rules.from_dict(fields)
    if not isinstance(rules, (Rules, str)):
        raise ModeError(f"unknown game or word list {shown(rules)}: a game is given as Rules, a list or game name, "
                        "a number of boards or a mapping of Rules fields (to as_game: a Game or WordList too)")
    rules = rules if isinstance(rules, Rules) else rules_of(rules)
    return rules.changed(**fields) if fields else rules
