"""A `Rules`' settings read as another object's own (`game.boards`, `spec.mode`): one typed property per setting of
`ndle.rules.PARAMS`, written out so that type checkers and editors see them (tests/rules/test_params_agree.py checks
that they agree with the table)."""

from __future__ import annotations

from ndle.rules.rules import Rules, resolved


class GameSettings:
    """The settings a `Game` reads as its own (those `Param.on_game` marks): `boards`, `max_guesses`, `mode`, ...
    (the word list's settings are read from `game.rules`: `game.words` is the WordList)."""

    rules: Rules

    @property
    def feedback(self) -> str:
        """Return the game's feedback rule's name (see `Rules`; `feedback_rule` is the rule)."""
        return resolved(self.rules.feedback)

    @property
    def boards(self) -> int:
        """Return the game's board count (see `Rules`)."""
        return resolved(self.rules.boards)

    @property
    def max_guesses(self) -> int:
        """Return the game's guess limit (see `Rules`)."""
        return resolved(self.rules.max_guesses)

    @property
    def mode(self) -> str:
        """Return the game's mode, `classic`, `sequence`, ... (see `Rules`)."""
        return self.rules.mode

    @property
    def hard(self) -> bool:
        """Return the game's hard mode (see `Rules`)."""
        return self.rules.hard

    @property
    def prefill(self) -> int:
        """Return the game's number of pre-filled guesses (see `Rules`)."""
        return resolved(self.rules.prefill)

    @property
    def prefill_source(self) -> str:
        """Return the game's source of pre-filled guesses, `answers` or `guesses` (see `Rules`)."""
        return self.rules.prefill_source

    @property
    def prior(self) -> str:
        """Return the game's answer prior's name (see `Rules`; `weights` holds its weights)."""
        return self.rules.prior

    @property
    def lies(self) -> int:
        """Return the game's tiles that lie on a row, 0 when the rows are honest (see `Rules`)."""
        return resolved(self.rules.lies)

    @property
    def consistent(self) -> bool:
        """Return the game's consistent play: every guess a code still possible (see `Rules`)."""
        return self.rules.consistent


class RulesFields(GameSettings):
    """Every setting of `rules` read as the object's own (a run's `Spec`): `GameSettings` and the word list's."""

    @property
    def words(self) -> str:
        """Return the rules' words."""
        return resolved(self.rules.words)

    @property
    def answers_file(self) -> str | None:
        """Return the rules' answers_file."""
        return self.rules.answers_file

    @property
    def guesses_file(self) -> str | None:
        """Return the rules' guesses_file."""
        return self.rules.guesses_file

    @property
    def length(self) -> int | None:
        """Return the rules' length."""
        return self.rules.length

    @property
    def game(self) -> str | None:
        """Return the rules' game."""
        return self.rules.game

    @property
    def code_length(self) -> int | None:
        """Return the rules' code_length."""
        return self.rules.code_length

    @property
    def symbols(self) -> str | None:
        """Return the rules' symbols."""
        return self.rules.symbols

    @property
    def repeats(self) -> bool | None:
        """Return the rules' repeats."""
        return self.rules.repeats


__all__ = ["GameSettings", "RulesFields"]
