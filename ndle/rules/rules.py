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
from dataclasses import asdict, dataclass
from typing import Mapping, TypeVar

from ndle.words import check_code_space, code_space_name, code_space_of
from ndle.errors import ModeError, WordListError
from ndle.patterns.feedback.base import rule_named
from ndle.rules.modes import (GREENS_MODE, PRESET_RULES, PRESETS, XORDLE_MODE, check_consistent, check_lies,
                              describe as describe_setup, letters_needed, resolve)
from ndle.rules.params import FIELDS, PARAMS, RESOLVED
from ndle.words import WordList, default_list, load_words

T = TypeVar("T")
OLD_NAMES = {"n_boards": "boards", "preset": "game"}  # spellings of runs and requests made before Rules, still read


@dataclass(frozen=True)
class Rules:
    """What a game is: its word list and feedback rule, board count, guess limit, real game, mode, hard mode,
    pre-filled guesses and consistent play (the fields are the settings `ndle.rules.params.PARAMS` declares, in its
    order; a test checks that they agree).

    Parameters
    ----------
    words : str, optional
        A shipped list's name (`wordle`, the default, or `nyt`); with `answers_file`, the answers file's name
        (without its suffix), which the files' list goes by.
    answers_file : str, optional
        Your own answers, one word a line (they replace the shipped list).
    guesses_file : str, optional
        Further allowed guesses beside your own answers, one word a line.
    length : int, optional
        The word length, from 2 to 15 (None: the list's own).
    feedback : str, optional
        The feedback rule (None: the real game's, else `exact`, Wordle's; see `ndle.patterns.feedback`).
    boards : int, optional
        Boards per game (None: the real game's, else 1).
    max_guesses : int, optional
        The guess limit (None or 0: the real game's and mode's, else boards + 5).
    game : str, optional
        A real game (`quordle`, ...: its board count and limit; see `ndle.rules.modes`).
    mode : str
        How it is played: `classic` (the default), `sequence`, `rescue`, `jumble`, `chill`, `extreme`.
    hard : bool
        Hard mode (one board only): every guess must use the hints shown so far (Selby's rule: greens stay in
        place, revealed letters are used at least as often as one earlier guess proved).
    prefill : int, optional
        Pre-filled guesses of the rescue and jumble modes (None: the real game's).
    prefill_source : str
        Where pre-filled guesses are drawn from: `answers` (the default) or `guesses`.
    prior : str
        The answer prior (`uniform`, the default; `frequency` or `frequency:LANG`; or a file of ``word weight``
        lines; see `ndle.game.priors`): read when a Game is made, a saved run records it only when not uniform.
    code_length : int, optional
        The code length of a code space (`ndle.words`), 2 to 15: with `symbols` and `repeats` it names the codes
        `words` carries (None: the list's own).
    symbols : str, optional
        The symbols of a code space, distinct digits or letters a-z (None: the list's own).
    repeats : bool, optional
        Whether a code may repeat a symbol (None: the list's own, else yes).
    lies : int, optional
        Tiles shown in a wrong colour on every row but the winning one, 0 to 5 (None: the real game's, fibble 1,
        else 0; see `ndle.game.lying`): a saved run records it only when not 0.
    consistent : bool
        Consistent play: every guess must be a code still possible given everything seen (on several boards: still
        possible on at least one unsolved board); stricter than hard mode, under any feedback rule; a saved run
        records it only when set.

    Raises
    ------
    ModeError
        For anything impossible (one line), e.g. an unknown game or mode, hard mode on several boards.
    """

    words: str | None = None
    answers_file: str | None = None
    guesses_file: str | None = None
    length: int | None = None
    feedback: str | None = None
    boards: int | None = None
    max_guesses: int | None = None
    game: str | None = None
    mode: str = "classic"
    hard: bool = False
    prefill: int | None = None
    prefill_source: str = "answers"
    prior: str = "uniform"
    code_length: int | None = None
    symbols: str | None = None
    repeats: bool | None = None
    lies: int | None = None
    consistent: bool = False

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        for p in PARAMS:  # each setting's own check; then what they make together
            if (value := getattr(self, p.name)) is not None:
                set_(self, p.name, p.check(value))
        for name, value in PRESET_RULES.get(self.game or "", {}).items():  # a real game's codes and rule, unless given
            if getattr(self, name) is None and (name != "words" or self.answers_file is None):
                set_(self, name, value)
        if self.feedback is None:
            set_(self, "feedback", "exact")
        if self.lies is None:
            set_(self, "lies", RESOLVED["lies"])
        if (self.code_length, self.symbols, self.repeats) != (None, None, None):
            set_(self, "words", self._code_space_name())
        if self.hard and not rule_named(self.feedback).hard_mode:
            raise ModeError(f"hard mode has no meaning under {self.feedback} feedback (it is Wordle's colours' rule)")
        limit = self.max_guesses
        setup = resolve(self.boards, limit or 0, self.game, self.mode, self.prefill, self.prefill_source)
        if setup.mode == XORDLE_MODE and self.feedback != "exact":
            raise ModeError(f"xordle merges Wordle's colours (feedback exact), not {self.feedback}")
        if setup.mode == GREENS_MODE and not rule_named(self.feedback).tiles:
            raise ModeError(f"the greens mode solves a board once each of its letters has shown green: "
                            f"{self.feedback} feedback shows counts, no greens")
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
        if self.lies:
            check_lies(self.lies, self.mode, self.hard, rule_named(self.feedback), self.length)
        if self.consistent:
            check_consistent(self.lies or 0, self.mode)

    def _code_space_name(self) -> str:
        """Return the name of the codes the code settings give, over the code space `words` names if any."""
        if self.answers_file is not None:
            raise ModeError("--code-length, --symbols and --no-repeats make the codes: not with --answers-file")
        base = code_space_of(self.words) if self.words is not None else None
        if self.words is not None and base is None:
            raise ModeError("--code-length, --symbols and --no-repeats make the codes: not with the "
                            f"{self.words!r:.40} word list (--words)")
        length, symbols, repeats = base or (self.code_length, self.symbols, True)
        given = (self.code_length or length, self.symbols or symbols, repeats if self.repeats is None else self.repeats)
        code_length, code_symbols, code_repeats = given
        if code_length is None or code_symbols is None:
            raise ModeError("codes need a length and symbols (--code-length N --symbols STR), or a game's "
                            "(--game mastermind)")
        try:
            check_code_space(code_length, code_symbols, code_repeats)
        except WordListError as e:
            raise ModeError(str(e)) from None
        if self.words is not None and given == base:
            return self.words
        return code_space_name(code_length, code_symbols, code_repeats)

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
        own = PRESET_RULES.get(self.game or "", {})
        if self.answers_file is None and self.words == own.get("words", default_list(self.length)):
            given["words"] = None
        if self.feedback == own.get("feedback", "exact"):
            given["feedback"] = None
        if self.lies == own.get("lies", RESOLVED["lies"]):
            given["lies"] = None
        return Rules.from_dict({**given, **changes})

    @property
    def min_letters(self) -> int:
        """Return the distinct letters the pre-filled words need among them (0: no constraint)."""
        return letters_needed(self.mode, self.prefill or 0)

    def word_list(self) -> WordList:
        """Return the word list the rules name (a shipped list, or the files), raising WordListError if there is
        none of that name or length."""
        return load_words(self.words, self.answers_file, self.guesses_file, length=self.length)

    def describe(self) -> str:
        """Return e.g. 'quordle, sequence mode, limit 10' (with 'hard mode' and the feedback rule when set)."""
        text = describe_setup(self.game, self.mode, resolved(self.boards), resolved(self.max_guesses),
                              resolved(self.prefill))
        return text + (", hard mode" if self.hard else "") + (
            f", {self.feedback} feedback" if self.feedback != "exact" else "") + (
            f", {self.lies} {'lie' if self.lies == 1 else 'lies'} a row" if self.lies else "") + (
            ", consistent play" if self.consistent else "")


def resolved(value: T | None) -> T:
    """Return a field that `Rules` resolves when it is made (`boards`, `max_guesses`, `prefill`, `feedback`,
    `words`, `lies`: never None on a Rules), as its type without None.

    Parameters
    ----------
    value : object
        The field's value.

    Returns
    -------
    object
        The value itself (AssertionError for None: a Rules left unresolved, a bug).
    """
    assert value is not None, "a Rules field left unresolved"
    return value


def _stem(path: str) -> str:
    return os.path.splitext(os.path.basename(path))[0]
