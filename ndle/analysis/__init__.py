"""Whole-list analyses: one-board decision trees (benchmark), retrospective game review, opener rankings.

The names below are imported from their modules when first used (PEP 562), so that importing one module of the
package (e.g. `ndle.analysis.openers` for its criteria) does not load the compiled kernels of the others.
"""

import importlib as _importlib
from typing import TYPE_CHECKING

_WHERE = {
    "BenchmarkResult": "benchmark", "benchmark": "benchmark", "benchmark_turns": "benchmark",
    "decision_tree": "benchmark", "Review": "review", "TurnReview": "review", "review": "review",
    "CRITERIA": "openers", "Ranked": "openers", "first_move": "openers", "full_game": "openers",
    "openers_for": "openers", "SkillReview": "skill", "GuessSkill": "skill", "skill_score": "skill",
    "luck_score": "skill", "skill_review": "skill",
}

if TYPE_CHECKING:  # what type checkers and editors see: each public name from its module (`_WHERE`; a test checks)
    from ndle.analysis.benchmark import benchmark, benchmark_turns, BenchmarkResult, decision_tree
    from ndle.analysis.openers import CRITERIA, first_move, full_game, openers_for, Ranked
    from ndle.analysis.review import Review, review, TurnReview
    from ndle.analysis.skill import GuessSkill, luck_score, skill_review, skill_score, SkillReview

__all__ = ["BenchmarkResult", "CRITERIA", "GuessSkill", "Ranked", "Review", "SkillReview", "TurnReview", "benchmark",
           "benchmark_turns", "decision_tree", "first_move", "full_game", "luck_score", "openers_for", "review",
           "skill_review", "skill_score"]  # `_WHERE`'s names


def __getattr__(name: str):
    """Return a public name, importing its module the first time (PEP 562)."""
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(_importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
