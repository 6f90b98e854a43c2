"""Games and strategies for the web API, built once per setting and shared by every request.

These are not game state: a Game is immutable facts (word lists, pattern
matrix), and a strategy's memos only remember the answers of a pure function
of the position. Each strategy is used under its own lock (its memos are not
thread-safe); everything a game in progress needs comes with its request.
"""

from __future__ import annotations

import threading
from typing import Mapping

import numpy as np
from cachetools import LRUCache

from ndle.analysis.values import Values
from ndle.game import Game, as_game
from ndle.errors import ModeError
from ndle.rules import MODES, PREFILLED_MODES, PRESET_RULES
from ndle.rules import Rules, resolved
from ndle.strategies import Strategy, make_strategy
from ndle.strategies.base import OWN_SETTINGS, registered
from ndle.strategies.options import declared
from ndle.web.schema import Catalogue, GameSpec, StrategySpec
from ndle.errors import WordListError
from ndle.words import LIST_NAMES, SHIPPED, WordList, load_words

REVIEW_BUDGET = 1.0  # seconds the skill review's exact search may take on one position (the CLI's: 2)
STRONGEST = "lookahead"  # the default strategy of the page and the one a played game is reviewed against
KEEP = 24  # games and strategies kept (least recently used dropped first)
# the real games' codes (mastermind); a game may bring other settings only (fibble: its lies)
CODE_LISTS = tuple(dict.fromkeys(str(r["words"]) for r in PRESET_RULES.values() if "words" in r))


# a game whose every position the strongest strategy takes minutes over: the page's default there answers at once
QUICK_DEFAULTS = {"bulls-cows": ("entropy", "lookahead's search of a Bulls and Cows position takes minutes; "
                                            "entropy answers at once"),
                  "jotto": ("entropy", "lookahead's search of a Jotto position takes minutes; entropy answers at once")}
CUSTOM_BOARDS = (1, 2, 3)  # a game of any number of boards offers the modes it plays on each of these counts
FIGURES_NEEDED = ("the other modes need a guess limit (or pre-filled guesses) of their own, which the command line "
                  "sets: --max-guesses, --prefill")


def page_settings(game: str | None) -> dict:
    """Return what the page lets a player set for a real game (None: a game of any number of boards), from its
    Rules alone: the modes it plays with no other setting (its own first), why no other can be chosen when there is
    one, and why hard mode cannot be (None: it can); for a game of any number of boards, also why it cannot be on
    more than one.

    Parameters
    ----------
    game : str or None
        A real game's name (`ndle.rules.modes.PRESETS`), or None for a game of any number of boards.

    Returns
    -------
    dict
        ``modes`` (list of str), ``why_one_mode`` (str or None), ``why_no_hard`` (str or None); for a game of
        any number of boards (None) ``why_no_hard_several`` (str or None) too.
    """
    specs = [{"game": game}] if game else [{"boards": b} for b in CUSTOM_BOARDS]
    own = Rules(**specs[0]).mode
    modes, refusals = [own], []
    for mode in MODES:
        try:
            played = {Rules(**spec, mode=mode).mode for spec in specs}
        except ModeError:
            refusals.append(_refusal(specs[0], mode))
            continue
        modes += [m for m in sorted(played) if m not in modes]
    why = None
    if len(modes) == 1:  # the first rule a refused mode breaks, and whether others only need figures
        why = "; ".join([*[r for r in refusals if r][:1], *([FIGURES_NEEDED] if None in refusals else [])])
    hard = _why_no_hard(specs[0])
    if game:
        return {"modes": modes, "why_one_mode": why, "why_no_hard": hard}
    several = _why_no_hard({"boards": 2})  # the page names the board count chosen in place of the 2
    return {"modes": modes, "why_one_mode": why, "why_no_hard": hard, "why_no_hard_several": several}


def page_strategy(game: str) -> dict:
    """Return the strategy the page chooses first for a real game, and why when it is not the strongest.

    Parameters
    ----------
    game : str
        A real game's name (`ndle.rules.modes.PRESETS`).

    Returns
    -------
    dict
        ``strategy`` (str) and ``why_strategy`` (str or None).
    """
    name, why = QUICK_DEFAULTS.get(game, (STRONGEST, None))
    return {"strategy": name, "why_strategy": why}


def _why_no_hard(spec: dict) -> str | None:
    """Return why a game's rules refuse hard mode (None: they allow it)."""
    try:
        Rules(**spec, hard=True)
    except ModeError as e:
        return str(e)
    return None


def _refusal(spec: dict, mode: str) -> str | None:
    """Return why a mode is refused even with a guess limit and pre-filled guesses given (None: they would do)."""
    limit = resolved(Rules(**spec).max_guesses) + 1
    try:
        Rules(**spec, mode=mode, max_guesses=limit, prefill=1 if mode in PREFILLED_MODES else None)
    except ModeError as e:
        return str(e)
    return None


def strategy_options(cls: type[Strategy]) -> dict[str, object] | None:
    """Return a strategy's options the page can set, with their defaults (the registry's one declaration, `declared`),
    or None if it needs one the page cannot give: a file on the server (`tree:FILE`'s argument). Options whose
    default is None (a file, such as lookahead's `model`) are left at it."""
    options = declared(cls)
    if any(o.name == "arg" for o in options):
        return None
    return {o.name: o.default for o in options
            if o.name not in OWN_SETTINGS and isinstance(o.default, (bool, int, float, str))}


def catalogue(lists: Mapping[str, tuple[str, str | None] | None] | None = None) -> Catalogue:
    """Return what the server offers: the shipped word lists, the real games' codes (`CODE_LISTS`) and `lists`
    (name: (answers file, guesses file)), every
    strategy the page can set up with its options, and those that value any guess (`evaluate`: the reviewers)."""
    found = {name: (cls, strategy_options(cls)) for name, cls in registered().items()}
    offered = {name: opts for name, (cls, opts) in found.items() if opts is not None}
    reviewers = tuple(name for name in offered if callable(getattr(found[name][0], "evaluate", None)))
    return Catalogue((*LIST_NAMES, *CODE_LISTS, *(lists or {})), offered, reviewers, STRONGEST)


class Library:
    """Word lists, games and strategies by their settings, least recently used dropped past `keep` of each.

    `files` adds word lists of the server's own files: name -> (answers file, guesses file or None).
    """

    def __init__(self, keep: int = KEEP, files: dict[str, tuple[str, str | None]] | None = None):
        self.keep, self.files = keep, dict(files or {})
        if clash := sorted(set(self.files) & {*LIST_NAMES, *CODE_LISTS}):
            raise WordListError(f"a served file's list is named {clash[0]!r}, as a shipped list: rename the file")
        self.catalogue = catalogue(self.files)
        self._lock = threading.Lock()
        self._bases: dict[tuple[str, str], Game] = {}
        self._games: LRUCache[tuple, Game] = LRUCache(keep)  # a look-up makes an item the most recent
        self._strategies: LRUCache[tuple, tuple[Strategy, threading.Lock]] = LRUCache(keep)
        self._values: LRUCache[tuple, tuple[Values, threading.Lock]] = LRUCache(keep)
        self._lengths = {name: s.length for name, s in SHIPPED.items()}
        self._lengths.update({name: self.word_list(name).length for name in CODE_LISTS})
        self._lengths.update({name: self.word_list(name).length for name in self.files})  # checked now, not later

    def list_lengths(self) -> dict[str, int]:
        """Return the served word lists' names and word lengths."""
        return dict(self._lengths)

    def word_list(self, name: str) -> WordList:
        """Return a served word list by name (a shipped one, or one of the server's files)."""
        if name in self.files:
            return load_words(None, *self.files[name])
        return load_words(name)

    def _base(self, words: str, feedback: str) -> Game:
        """Return the one-board game of a list under a feedback rule (its pattern matrix, shared by every game of
        that list and rule)."""
        if (words, feedback) not in self._bases:
            self._bases[words, feedback] = Game(self.word_list(words), Rules(words=words, feedback=feedback))
        return self._bases[words, feedback]

    def game(self, spec: GameSpec) -> Game:
        """Return the game of a request's settings (raising ModeError for an impossible one, such as hard mode on
        several boards)."""
        with self._lock:
            if (hit := self._games.get(spec.key)) is not None:
                return hit
            rules = spec.rules()
            base = self._base(resolved(rules.words), resolved(rules.feedback))
            game = as_game(rules, words=base.words, matrix=base.matrix)
            self._games[spec.key] = game
            return game

    def strategy(self, spec: GameSpec, chosen: StrategySpec) -> tuple[Strategy, threading.Lock]:
        """Return the strategy a request chose for its game (raising StrategyError for a bad option value) and the
        lock to hold while using it."""
        game = self.game(spec)
        key = (spec.key, chosen.key)
        with self._lock:
            if (hit := self._strategies.get(key)) is not None:
                return hit
        pair = (make_strategy(chosen.name, game, pool=chosen.pool, **dict(chosen.options)), threading.Lock())
        with self._lock:
            return self._strategies.setdefault(key, pair)


    def values(self, spec: GameSpec) -> tuple[Values, threading.Lock]:
        """Return the skill review's values of a request's game (`ndle.analysis.values`: kept, so that its
        look-ahead's memos serve the next review of that game) and the lock to hold while using them."""
        game = self.game(spec)
        with self._lock:
            hit = self._values.get(spec.key)
            if hit is None or hit[0].game is not game:  # the game was dropped and built anew meanwhile
                hit = self._values[spec.key] = (Values(game, REVIEW_BUDGET), threading.Lock())
            return hit


def fixed_rng() -> np.random.Generator:
    """Return the Generator a randomised strategy draws from in a request (seed 0: the same answer every time)."""
    return np.random.default_rng(0)


def warm_up(library: Library, game: str = "wordle") -> None:
    """Compute the strongest strategy's first guess of `game` into its memo (on Wordle an exact search of about a
    minute of one core, once per server; the search releases the GIL, so the server answers meanwhile)."""
    spec = GameSpec(game=game)
    strategy, lock = library.strategy(spec, StrategySpec(STRONGEST))
    with lock:
        strategy.choose(library.game(spec).start(), fixed_rng())
