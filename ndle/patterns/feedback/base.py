"""The FeedbackRule interface and the registry that finds feedback rules by name.

A feedback rule says what a guess shows against an answer. Every rule numbers
its feedbacks 0, 1, ..., `n_patterns(length) - 1`, the solved one last, and
declares a vectorised builder of the guesses x answers matrix of those codes
(in the smallest unsigned dtype holding them), a slow readable reference for
tests, and how a feedback is written and read back.
"""

from __future__ import annotations

from typing import Callable, ClassVar

import numpy as np

from ndle.checks import shown
from ndle.errors import FeedbackError
from ndle.registry import Registry

_INSTANCES: dict[str, "FeedbackRule"] = {}
BUILT_IN = ("exact", "naive", "fetterman", "mastermind", "bulls-cows", "jotto", "wpeaks")


class FeedbackRule:
    """What a guess shows against an answer: a finite set of feedbacks, numbered, the solved one last.

    Subclasses set `name` (by `register_rule`), `summary` and `written` (how a feedback is typed), and implement
    `n_patterns`, `matrix`, `reference`, `parse` and `show`. A rule whose feedback is one mark per tile sets
    `tiles` to its marks in code-digit order (Wordle's ``"BYG"``); a rule with Selby's hard mode sets
    `hard_mode`.
    """

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    written: ClassVar[str] = ""  # how a feedback is typed, for help and error messages
    tiles: ClassVar[str] = ""  # per-tile rules: the mark of each base-3 digit; "" for counts-only feedback
    hard_mode: ClassVar[bool] = False  # Selby's hard-mode rule has a meaning under this feedback
    symmetric: ClassVar[bool] = False  # relabelling symbols and permuting positions (both words) keep the feedback

    def n_patterns(self, length: int) -> int:
        """Return the number of distinct feedbacks for codes of `length` symbols.

        Parameters
        ----------
        length : int
            The code (word) length.

        Returns
        -------
        int
            The codes are 0 to this number - 1; the last one means solved.
        """
        raise NotImplementedError

    def solved(self, length: int) -> int:
        """Return the code of the feedback that means solved (always the last one).

        Parameters
        ----------
        length : int
            The code (word) length.

        Returns
        -------
        int
            ``n_patterns(length) - 1``.
        """
        return self.n_patterns(length) - 1

    def dtype(self, length: int) -> np.dtype:
        """Return the smallest unsigned dtype holding every feedback code of `length`-symbol words.

        Parameters
        ----------
        length : int
            The code (word) length.

        Returns
        -------
        numpy.dtype
            uint8, uint16, uint32 or uint64.
        """
        return smallest_dtype(self.n_patterns(length) - 1)

    def matrix(self, guesses, answers) -> np.ndarray:
        """Return the guesses x answers matrix of feedback codes (in `dtype`), vectorised.

        Parameters
        ----------
        guesses, answers : sequence of str
            Words (codes) of one length.

        Returns
        -------
        numpy.ndarray
            One row per guess, one column per answer.
        """
        raise NotImplementedError

    def reference(self, guess: str, answer: str) -> str:
        """Return the feedback of `guess` against `answer`, written out, by a slow readable rule (for tests).

        Parameters
        ----------
        guess, answer : str
            Two words (codes) of one length.

        Returns
        -------
        str
            The feedback as `show` writes it.
        """
        raise NotImplementedError

    def parse(self, text: str, length: int) -> int:
        """Return the code of a feedback as typed, raising FeedbackError (one line) if it is malformed.

        Parameters
        ----------
        text : str
            The feedback as typed (see `written`).
        length : int
            The code (word) length.

        Returns
        -------
        int
            The feedback's code.
        """
        raise NotImplementedError

    def show(self, code: int, length: int) -> str:
        """Return a feedback code written out, as `parse` reads it back.

        Parameters
        ----------
        code : int
            A feedback code, 0 to ``n_patterns(length) - 1``.
        length : int
            The code (word) length.

        Returns
        -------
        str
            The feedback, e.g. ``"BYBGG"`` or ``"2B1W"``.
        """
        raise NotImplementedError

    def check_code(self, code, length: int) -> int:
        """Return `code` as an int, raising FeedbackError unless it is one of this rule's codes."""
        n = self.n_patterns(length)
        if isinstance(code, bool) or not isinstance(code, (int, np.integer)) or not 0 <= code < n:
            raise FeedbackError(f"{self.name} feedback code {shown(code)} is outside 0..{n - 1}")
        return int(code)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


def smallest_dtype(largest: int) -> np.dtype:
    """Return the smallest unsigned numpy dtype holding 0 to `largest`.

    Parameters
    ----------
    largest : int
        The largest value to hold.

    Returns
    -------
    numpy.dtype
    """
    for t in (np.uint8, np.uint16, np.uint32, np.uint64):
        if largest <= np.iinfo(t).max:
            return np.dtype(t)
    raise FeedbackError(f"{largest + 1} feedbacks do not fit in 64 bits")


def register_rule(name: str) -> Callable[[type[FeedbackRule]], type[FeedbackRule]]:
    """Return a class decorator registering a feedback rule under `name`.

    Parameters
    ----------
    name : str
        The name `--feedback`, `Rules(feedback=...)` and `rule_named` use.

    Returns
    -------
    callable
        The decorator `ndle.registry.Registry.register` makes (a name that is not one word, or that another class
        has, is a FeedbackError); a rule registered again is made anew by `rule_named`.
    """
    registering = FEEDBACK_RULES.register(name)

    def deco(cls: type[FeedbackRule]) -> type[FeedbackRule]:
        _INSTANCES.pop(name, None)  # a rule registered again is made anew
        return registering(cls)
    return deco


FEEDBACK_RULES = Registry(__package__, FeedbackRule, FeedbackError, "feedback rule",
                           lambda name: all(c.isalnum() or c in "-_" for c in name),
                           "a feedback rule's name is one word of letters, digits, '-' and '_'", "register_rule")


def rule_names() -> list[str]:
    """Return the registered feedback rules' names: the built-in ones first, then any registered since.

    Returns
    -------
    list of str
    """
    found = FEEDBACK_RULES.loaded()
    return [n for n in BUILT_IN if n in found] + sorted(n for n in found if n not in BUILT_IN)


def rule_named(name) -> FeedbackRule:
    """Return the feedback rule registered under `name` (one shared instance).

    Parameters
    ----------
    name : str or FeedbackRule
        A registered name (`rule_names`), or a rule (returned as it is).

    Returns
    -------
    FeedbackRule

    Raises
    ------
    FeedbackError
        For an unknown name.
    """
    if isinstance(name, FeedbackRule):
        return name
    if not isinstance(name, str):
        raise FeedbackError(f"a feedback rule is named by a string, got {shown(name)}")
    if name not in _INSTANCES:
        found = FEEDBACK_RULES.classes if name in FEEDBACK_RULES.classes else FEEDBACK_RULES.loaded()
        if name not in found:
            raise FeedbackError(f"unknown feedback rule {shown(name)}; choose one of {', '.join(rule_names())}")
        _INSTANCES[name] = found[name]()
    return _INSTANCES[name]
