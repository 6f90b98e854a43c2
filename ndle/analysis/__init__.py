"""Whole-list analyses: one-board decision trees (benchmark), retrospective game review, opener rankings."""

from ndle.analysis.benchmark import BenchmarkResult, benchmark, benchmark_turns, decision_tree
from ndle.analysis.review import Review, TurnReview, review
from ndle.analysis.openers import CRITERIA, Ranked, first_move, full_game, openers_for

__all__ = [
    "BenchmarkResult", "CRITERIA", "Ranked", "Review", "TurnReview", "benchmark", "benchmark_turns",
    "decision_tree", "first_move", "full_game", "openers_for", "review",
]
