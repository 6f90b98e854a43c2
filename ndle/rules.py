"""Rules: the one value that describes a game (word list, feedback rule, boards, guess limit, real game, mode, hard
mode, pre-fills), built once from the CLI, a config or Python, validated once, saved in a run's spec.

    >>> Rules(game="quordle", mode="sequence").max_guesses
    10
    >>> Rules(boards=4).changed(boards=8).max_guesses  # a limit that was the default follows the new board count
    13

A `Rules` is frozen and JSON-serialisable (`to_dict`, `from_dict`); every
field is resolved when it is made (`boards`, `max_guesses`, `prefill` and
`words` hold the values the real game, the mode and the defaults give), so
the same value flows unchanged from the command line or config to the saved
run, the `Game` and the workers.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields
from typing import Mapping

from ndle.errors import ModeError
from ndle.modes import PRESETS, describe as describe_setup, resolve
from ndle.patterns.rules import check_rule
from ndle.words import LIST_NAMES, MAX_LENGTH, MIN_LENGTH, WordList, default_list, load_words

LENGTHS = range(MIN_LENGTH, MAX_LENGTH + 1)  # the word lengths a game may name
OLD_NAMES = {"n_boards": "boards", "preset": "game"}  # spellings of runs and requests made before Rules, still read


@dataclass(frozen=True)
class Rules:
    """What a game is: its word list and feedback rule, board count, guess limit, real game, mode, hard mode and
    pre-filled guesses.

    Parameters
    ----------
    words : str, optional
        A shipped list's name (`wordle`, the default, or `nyt`); with `answers_file`, the answers file's name
        (without its suffix), which the files' list goes by.
    answers_file, guesses_file : str, optional
        Your own answers, and further allowed guesses, one word a line (they replace the shipped list).
    length : int, optional
        The word length, from 2 to 15 (None: the list's own).
    feedback : str
        The feedback rule (`exact`, Wordle's, the default; see `ndle.patterns.rules`).
    boards : int, optional
        Boards per game (None: the real game's, else 1).
    max_guesses : int, optional
        The guess limit (None or 0: the real game's and mode's, else boards + 5).
    game : str, optional
        A real game (`quordle`, ...: its board count and limit; see `ndle.modes`).
    mode : str
        How it is played: `classic` (the default), `sequence`, `rescue`, `jumble`, `chill`, `extreme`.
    hard : bool
        Hard mode (one board only): every guess must use the hints shown so far (Selby's rule: greens stay in
        place, revealed letters are used at least as often as one earlier guess proved).
    prefill : int, optional
        Pre-filled guesses of the rescue and jumble modes (None: the real game's).
    prefill_source : str
        Where pre-filled guesses are drawn from: `answers` (the default) or `guesses`.

    Raises
    ------
    ModeError
        For anything impossible (one line), e.g. an unknown game or mode, hard mode on several boards.
    """

    words: str | None = None
    answers_file: str | None = None
    guesses_file: str | None = None
    length: int | None = None
    feedback: str = "exact"
    boards: int | None = None
    max_guesses: int | None = None
    game: str | None = None
    mode: str = "classic"
    hard: bool = False
    prefill: int | None = None
    prefill_source: str = "answers"

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        for name in ("answers_file", "guesses_file"):
            value = getattr(self, name)
            if isinstance(value, os.PathLike):
                set_(self, name, os.fspath(value))
            elif value is not None and not isinstance(value, str):
                raise ModeError(f"{name} must be a path, got {value!r}")
        for name in ("words", "game"):
            if getattr(self, name) is not None and not isinstance(getattr(self, name), str):
                raise ModeError(f"{name} must be a name, got {getattr(self, name)!r}")
        if not isinstance(self.hard, bool):
            raise ModeError(f"hard must be true or false, got {self.hard!r}")
        if self.length is not None and (not _whole(self.length) or self.length not in LENGTHS):
            raise ModeError(f"the word length must be from {LENGTHS[0]} to {LENGTHS[-1]}, got {self.length!r}")
        check_rule(self.feedback)
        limit = None if self.max_guesses == 0 and _whole(self.max_guesses) else self.max_guesses
        if limit is not None and not _whole(limit):
            raise ModeError(f"the guess limit must be a positive integer, got {limit!r}")
        setup = resolve(self.boards, limit or 0, self.game, self.mode, self.prefill, self.prefill_source)
        if self.hard and setup.boards > 1:
            raise ModeError(f"hard mode is for one board, not {setup.boards}: the multi-board games have none "
                            "(for a self-imposed rule on several boards, use the guess pool `hard`)")
        if self.guesses_file is not None and self.answers_file is None:
            raise ModeError("a guesses file needs an answers file too (--answers-file)")
        if self.answers_file is not None:  # the files' list goes by the answers file's name
            set_(self, "words", _stem(self.answers_file))
        elif self.words is None:
            set_(self, "words", default_list(self.length))
        set_(self, "boards", setup.boards)
        set_(self, "max_guesses", setup.max_guesses)
        set_(self, "prefill", setup.prefill)
        set_(self, "mode", setup.mode)  # a real game's own mode (kilordle: greens) unless another was asked for
        set_(self, "_setup", setup)

    @classmethod
    def from_dict(cls, d: Mapping, *, strict: bool = True) -> "Rules":
        """Return the rules a mapping gives: a saved run's spec, a config's `[run]` table, keyword shortcuts.

        Parameters
        ----------
        d : Mapping
            Field names to values; None means the default.
        strict : bool
            Refuse keys that are not fields (else ignore them: a saved spec has other keys beside the rules).

        Returns
        -------
        Rules
        """
        given = {}
        for name, value in d.items():
            if name not in FIELDS:
                if strict:
                    raise ModeError(f"unknown game setting {name!r}; choose from {', '.join(FIELDS)}")
                continue
            if value is not None:
                given[name] = value
        return cls(**given)

    def to_dict(self) -> dict:
        """Return the fields as a JSON-ready dict (what a saved run records)."""
        return asdict(self)

    def changed(self, **changes) -> "Rules":
        """Return these rules with some fields changed; a board count, limit or pre-fill that was the default
        follows the change (`dataclasses.replace` would keep them as they are)."""
        given = self.to_dict()
        if self.boards == (PRESETS[self.game][0] if self.game else 1):
            given["boards"] = None
        try:
            default = resolve(self.boards, 0, self.game, self.mode, None, self.prefill_source)
        except ModeError:  # no published limit or pre-fill: both were given
            default = None
        if default is not None and self.max_guesses == default.max_guesses:
            given["max_guesses"] = None
        if default is not None and self.prefill == default.prefill:
            given["prefill"] = None
        if self.answers_file is None and self.words == default_list(self.length):
            given["words"] = None
        return Rules.from_dict({**given, **changes})

    @property
    def min_letters(self) -> int:
        """Return the distinct letters the pre-filled words need among them (0: no constraint)."""
        return self._setup.min_letters

    def word_list(self) -> WordList:
        """Return the word list the rules name (a shipped list, or the files), raising WordListError if there is
        none of that name or length."""
        return load_words(self.words, self.answers_file, self.guesses_file, length=self.length)

    def describe(self) -> str:
        """Return e.g. 'quordle, sequence mode, limit 10' (with 'hard mode' and the feedback rule when set)."""
        text = describe_setup(self.game, self.mode, self.boards, self.max_guesses, self.prefill)
        return text + (", hard mode" if self.hard else "") + (
            f", {self.feedback} feedback" if self.feedback != "exact" else "")


FIELDS = tuple(f.name for f in fields(Rules))


def rules_of(name: str) -> Rules:
    """Return the rules one name gives: a shipped list (`nyt`) or a real game (`quordle`); lists first, so
    `wordle` is the wordle list (on one board, as the real game)."""
    if isinstance(name, str) and name in LIST_NAMES:
        return Rules(words=name)
    if isinstance(name, str) and name in PRESETS:
        return Rules(game=name)
    raise ModeError(f"unknown game or word list {name!r:.60}; choose a list ({', '.join(LIST_NAMES)}) "
                    f"or a game ({', '.join(PRESETS)})")


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _stem(path: str) -> str:
    return os.path.splitext(os.path.basename(path))[0]
