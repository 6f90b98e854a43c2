"""`RulesFields`: a run's game settings read as its own (`spec.boards`, `spec.mode`), one property per setting of
`ndle.rules.PARAMS` (a test checks that they agree)."""

from __future__ import annotations

from ndle.rules import Rules, resolved


class RulesFields:
    """The settings of `rules` read as the object's own: `boards`, `max_guesses`, ... (see `ndle.rules.Rules`)."""

    rules: Rules

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
    def feedback(self) -> str:
        """Return the rules' feedback."""
        return resolved(self.rules.feedback)

    @property
    def boards(self) -> int:
        """Return the rules' boards."""
        return resolved(self.rules.boards)

    @property
    def max_guesses(self) -> int:
        """Return the rules' max_guesses."""
        return resolved(self.rules.max_guesses)

    @property
    def game(self) -> str | None:
        """Return the rules' game."""
        return self.rules.game

    @property
    def mode(self) -> str:
        """Return the rules' mode."""
        return self.rules.mode

    @property
    def hard(self) -> bool:
        """Return the rules' hard."""
        return self.rules.hard

    @property
    def prefill(self) -> int:
        """Return the rules' prefill."""
        return resolved(self.rules.prefill)

    @property
    def prefill_source(self) -> str:
        """Return the rules' prefill_source."""
        return self.rules.prefill_source

    @property
    def prior(self) -> str:
        """Return the rules' prior."""
        return self.rules.prior

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

    @property
    def lies(self) -> int:
        """Return the rules' lies."""
        return resolved(self.rules.lies)


__all__ = ["RulesFields"]
