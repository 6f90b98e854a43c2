"""Where words meet letters: feedback codes, the rules that score a guess, the pattern matrix and its disk cache.

Imports go one way: codes <- matrix <- rules <- cache; `hard` is Selby's hard-mode rule on top of codes."""

from ndle.patterns.codes import (COLOURS, Pattern, all_green, code_dtype, decode, encode, feedback, n_patterns,
                                 parse_feedback, weights)
from ndle.patterns.matrix import frozen, guess_letters, letter_codes, pattern_matrix
from ndle.patterns.rules import RULES, build_matrix, check_rule, feedback_under
from ndle.io.cachedir import cache_dir
from ndle.patterns.cache import matrix_for
from ndle.patterns.hard import hard_mode_breach, hard_mode_mask

__all__ = [
    "COLOURS", "Pattern", "RULES", "all_green", "build_matrix", "cache_dir", "check_rule", "code_dtype", "decode",
    "encode", "feedback", "feedback_under", "frozen", "guess_letters", "hard_mode_breach", "hard_mode_mask",
    "letter_codes", "matrix_for", "n_patterns", "parse_feedback", "pattern_matrix", "weights",
]
