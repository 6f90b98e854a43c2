"""Feedback rules, one module each, registered by name (see `rule_names()`): Wordle's colours and its variants,
Mastermind's pegs, Bulls and Cows, Jotto's counts and W-Peaks' arrows."""

from ndle.patterns.feedback.base import FeedbackRule, register_rule, rule_named, rule_names, smallest_dtype

__all__ = ["FeedbackRule", "register_rule", "rule_named", "rule_names", "smallest_dtype"]
