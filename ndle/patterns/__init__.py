"""Where words meet letters: feedback codes, the rules that score a guess, the pattern matrix and its disk cache.

Imports go one way: codes <- matrix <- rules <- cache; `hard` is Selby's hard-mode rule on top of codes."""

from ndle.patterns.codes import (COLOURS, Pattern, all_green, code_dtype, decode, encode, feedback, n_patterns,
                                 parse_feedback, weights)
from ndle.patterns.matrix import frozen, guess_letters, letter_codes, pattern_matrix
from ndle.io.cachedir import cache_dir
from ndle.patterns.cache import matrix_for
from ndle.patterns.hard import hard_mode_breach, hard_mode_mask

__all__ = [
    "COLOURS", "Pattern", "all_green", "cache_dir", "code_dtype", "decode", "encode", "feedback", "frozen",
    "guess_letters", "hard_mode_breach", "hard_mode_mask", "letter_codes", "matrix_for", "n_patterns",
    "parse_feedback", "pattern_matrix", "weights",
]


_OLD = {  # names this package had before every rule was a registered class, still working
    "RULES": "('exact', 'naive', 'fetterman')", "check_rule": "ndle.patterns.feedback.rule_named(rule).name",
    "build_matrix": "ndle.patterns.feedback.rule_named(rule).matrix(guesses, answers)",
    "feedback_under": "ndle.patterns.feedback.rule_named(rule).reference(guess, answer)",
}


def __getattr__(name: str):
    """Return an old name's value with a DeprecationWarning naming what to write instead."""
    if name not in _OLD:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import warnings

    from ndle.patterns.feedback.base import rule_named

    warnings.warn(f"ndle.patterns.{name} is deprecated; write {_OLD[name]}", DeprecationWarning, stacklevel=2)
    return {"RULES": ("exact", "naive", "fetterman"), "check_rule": lambda rule: rule_named(rule).name,
            "build_matrix": lambda guesses, answers, rule="exact": rule_named(rule).matrix(guesses, answers),
            "feedback_under": lambda rule, guess, answer: rule_named(rule).reference(guess, answer)}[name]
