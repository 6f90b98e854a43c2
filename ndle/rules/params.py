"""The game's parameters, declared once: each one's name, type, default, check, help line and where it applies.

Everything that names a game's settings is derived from `PARAMS`: the fields
of `ndle.Rules` (its checks, docstring and `repr`), the command line's game
options (`ndle.commands._common.add_game_options`), the keys of an experiment
config's `[run]` table, the web API's game fields and a saved run's fields.
A new setting is one more `Param` here (and, if it changes how games are
played, the code that reads it).

    >>> BY_NAME["boards"].flag
    '--boards'
    >>> BY_NAME["max_guesses"].check(0) is None  # 0 is "the game's own limit"
    True
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from ndle.errors import FeedbackError
from ndle.rules.param_checks import Check, FilePath, Name, OneOf, Prior, Whole, YesNo
from ndle.rules.modes import LARGEST_GUESS_LIMIT, MAX_LIES, MODES, PREFILL_SOURCES, PRESETS
from ndle.patterns.feedback.base import BUILT_IN, rule_names
from ndle.words import DEFAULT_LISTS, LIST_NAMES, MAX_LENGTH, MIN_LENGTH

WEB_PRIORS = ("uniform", "frequency")  # the priors the web API offers: never a file on the server


@dataclass(frozen=True)
class Param:
    """One setting of a game.

    Parameters
    ----------
    name : str
        Its one name: the `Rules` field, the config key, the web field; the option is ``--name-with-dashes``.
    kind : type
        Its type in Python, TOML and JSON: `str`, `int` or `bool`.
    default : object
        Its default (None: "not given", resolved by `Rules` from the real game, the mode and the list).
    check : Check
        Checks a value (a one-line ModeError, or FeedbackError) and parses one typed on the command line.
    help : str
        One line for the option's help and the docs.
    doc : str
        What it is in a docstring's Parameters section.
    metavar : str, optional
        The option's placeholder.
    group : str
        `words` (the word list and feedback: the commands that read words take these only) or `game`.
    web : Check, optional
        Its bound on the web API (None: not offered there).
    on_game : bool
        Whether a Game reads it as its own (`game.boards`); the word list's settings and the real game's name are
        read from `game.rules` (`game.words` is the WordList).
    saved_default : bool
        Whether a saved run records it at its default (False for a setting added after runs were saved: their
        files, and those made without it, stay byte for byte as they were; `Rules.to_dict` has every field).
    """

    name: str
    kind: type
    default: object
    check: Check
    help: str
    doc: str
    metavar: str | None = None
    group: str = "game"
    web: Check | None = None
    on_game: bool = True
    saved_default: bool = True

    @property
    def flag(self) -> str:
        """Return the command-line option, e.g. `--max-guesses`."""
        return "--" + self.name.replace("_", "-")

    @property
    def choices(self) -> tuple[str, ...] | None:
        """Return the names the option takes, where the check has a fixed list of them."""
        return tuple(self.check.options()) if isinstance(self.check, OneOf) and self.name != "feedback" else None

    def option(self) -> dict:
        """Return the keywords of `argparse.ArgumentParser.add_argument` for this setting (default None: "not
        given")."""
        if self.kind is bool:  # a setting that is on when not given takes --no-NAME too
            action = argparse.BooleanOptionalAction if self.default is None else "store_true"
            return dict(action=action, default=None, help=self.help)
        kwargs: dict[str, object] = dict(metavar=self.metavar or self.name.upper(), help=self.help)
        if isinstance(self.check, Whole):
            kwargs["type"] = self.check.parse
        if self.choices is not None:
            kwargs["choices"] = list(self.choices)
        return kwargs


PARAMS: tuple[Param, ...] = (
    Param("words", str, None, Name("words"),
          f"a shipped list ({', '.join(LIST_NAMES[:3])}, ...: see ndle lists; default wordle, or the --length list)",
          "A shipped list's name (`wordle`, the default, or `nyt`); with `answers_file`, the answers file's name "
          "(without its suffix), which the files' list goes by.", metavar="LIST", group="words",
          web=OneOf("word list", lambda: LIST_NAMES), on_game=False),
    Param("answers_file", str, None, FilePath("answers_file"),
          "your own answers, one word a line (replaces --words)",
          "Your own answers, one word a line (they replace the shipped list).", metavar="F", group="words",
          on_game=False),
    Param("guesses_file", str, None, FilePath("guesses_file"),
          "further allowed guesses, one a line (with --answers-file)",
          "Further allowed guesses beside your own answers, one word a line.", metavar="F", group="words",
          on_game=False),
    Param("length", int, None, Whole("word length", MIN_LENGTH, MAX_LENGTH),
          f"word length: the shipped list of L letters ({min(DEFAULT_LISTS)}-{max(DEFAULT_LISTS)}; with --words or "
          "--answers-file, the length they must have)",
          f"The word length, from {MIN_LENGTH} to {MAX_LENGTH} (None: the list's own).", metavar="L", group="words",
          on_game=False),
    Param("feedback", str, None, OneOf("feedback rule", rule_names, FeedbackError),
          f"feedback rule: {', '.join(BUILT_IN)} or one registered (default exact, Wordle's, or --game's; naive and "
          "fetterman reproduce published programs; see ndle.patterns.feedback)",
          "The feedback rule (None: the real game's, else `exact`, Wordle's; see `ndle.patterns.feedback`).",
          metavar="RULE", group="words"),
    Param("boards", int, None, Whole("number of boards"),
          "boards per game (default: --game's, else 1)",
          "Boards per game (None: the real game's, else 1).", metavar="N", web=Whole("number of boards", 1, 64)),
    Param("max_guesses", int, None, Whole("guess limit", 1, LARGEST_GUESS_LIMIT, zero_is_default=True),
          "guess limit (default: the game's and mode's, else boards + 5)",
          "The guess limit (None or 0: the real game's and mode's, else boards + 5).", metavar="M",
          web=Whole("guess limit", 0, 100)),
    Param("game", str, None, OneOf("game", lambda: PRESETS),
          f"a real game's boards and guess limit (and codes): {', '.join(PRESETS)} (--boards, ... override)",
          "A real game (`quordle`, ...: its board count and limit; see `ndle.rules.modes`).", metavar="NAME",
          web=OneOf("game", lambda: PRESETS), on_game=False),
    Param("mode", str, "classic", OneOf("mode", lambda: MODES),
          f"how it is played: {', '.join(MODES)} (default classic)",
          "How it is played: `classic` (the default), `sequence`, `rescue`, `jumble`, `chill`, `extreme`.",
          metavar="MODE", web=OneOf("mode", lambda: MODES)),
    Param("hard", bool, False, YesNo("hard"),
          "hard mode (one board): every guess uses the hints shown so far (Selby's rule)",
          "Hard mode (one board only): every guess must use the hints shown so far (Selby's rule: greens stay in "
          "place, revealed letters are used at least as often as one earlier guess proved).", web=YesNo("hard")),
    Param("prefill", int, None, Whole("number of pre-filled guesses", 0),
          "pre-filled guesses of rescue/jumble (default: the game's, e.g. 2 on quordle rescue)",
          "Pre-filled guesses of the rescue and jumble modes (None: the real game's).", metavar="K"),
    Param("prefill_source", str, "answers", OneOf("source of pre-filled guesses", lambda: PREFILL_SOURCES),
          "where pre-filled guesses are drawn from: answers (default) or guesses; never one of the game's answers",
          "Where pre-filled guesses are drawn from: `answers` (the default) or `guesses`.", metavar="LIST"),
    Param("prior", str, "uniform", Prior("the answer prior"),
          "how likely each answer is: uniform (the default), frequency (word frequencies, needs ndle[frequency]; "
          "frequency:LANG for another language) or a file of 'word weight' lines (every answer, positive weights)",
          "The answer prior (`uniform`, the default; `frequency` or `frequency:LANG`; or a file of ``word weight`` "
          "lines; see `ndle.game.priors`): read when a Game is made, a saved run records it only when not uniform.",
          metavar="FILE|frequency|uniform", saved_default=False, web=OneOf("answer prior", lambda: WEB_PRIORS)),
    Param("code_length", int, None, Whole("code length", 2, 15),
          "generated codes of N symbols instead of words (with --symbols; a game's codes: --game mastermind)",
          "The code length of a code space (`ndle.words`), 2 to 15: with `symbols` and `repeats` it names the "
          "codes `words` carries (None: the list's own).", metavar="N", group="words", on_game=False,
          saved_default=False),
    Param("symbols", str, None, Name("symbols"), "the codes' symbols, each once, e.g. 123456 (with --code-length)",
          "The symbols of a code space, distinct digits or letters a-z (None: the list's own).", metavar="STR",
          group="words", on_game=False, saved_default=False),
    Param("repeats", bool, None, YesNo("repeats"), "whether a code may repeat a symbol (--no-repeats: not)",
          "Whether a code may repeat a symbol (None: the list's own, else yes).", group="words", on_game=False,
          saved_default=False),
    Param("lies", int, None, Whole("number of lies a row", 0, MAX_LIES),
          f"tiles that show a wrong colour on every row but the winning one (0-{MAX_LIES}; default --game's: "
          "fibble 1, else 0)",
          f"Tiles shown in a wrong colour on every row but the winning one, 0 to {MAX_LIES} (None: the real "
          "game's, fibble 1, else 0; see `ndle.game.lying`): a saved run records it only when not 0.", metavar="K",
          web=Whole("number of lies a row", 0, MAX_LIES), saved_default=False),
    Param("consistent", bool, False, YesNo("consistent"),
          "consistent play: every guess is a code still possible (on several boards: on some unsolved board)",
          "Consistent play: every guess must be a code still possible given everything seen (on several boards: "
          "still possible on at least one unsolved board); stricter than hard mode, under any feedback rule; a "
          "saved run records it only when set.", web=YesNo("consistent"), saved_default=False),
)

BY_NAME = {p.name: p for p in PARAMS}
FIELDS = tuple(BY_NAME)  # the Rules fields, in the order a saved run lists them
WORD_FIELDS = tuple(p.name for p in PARAMS if p.group == "words")  # what the commands that only read words take
WEB_FIELDS = tuple(p.name for p in PARAMS if p.web is not None)
RESOLVED = {"lies": 0}  # what a default of None becomes in `Rules` where no real game gives another
UNSAVED_DEFAULTS = {p.name: RESOLVED.get(p.name, p.default) for p in PARAMS if not p.saved_default}  # left out of a
# saved run at these
TYPES = {p.name: p.kind for p in PARAMS}  # an experiment config's [run] keys of the game


def parameters_doc() -> str:
    """Return the numpydoc Parameters section of the game's settings (for `Rules` and the docs)."""
    lines = ["Parameters", "----------"]
    for p in PARAMS:
        kind = p.kind.__name__ + (", optional" if p.default is None else "")
        lines += [f"{p.name} : {kind}", f"    {p.doc}"]
    return "\n".join(lines)


__all__ = ["BY_NAME", "FIELDS", "PARAMS", "Param", "TYPES", "UNSAVED_DEFAULTS", "WEB_FIELDS", "WORD_FIELDS",
           "parameters_doc"]
