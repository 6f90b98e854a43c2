"""ndle: Wordle and its n-board cousins (Dordle, Quordle, Octordle, any n).

    >>> import ndle
    >>> ndle.feedback("muddy", "modem")
    'GBGBB'
    >>> game = ndle.Game.create(boards=4)
    >>> record = ndle.play(game, "sum", ["flame", "snake", "blast", "crave"])

`import ndle` is quick: each public name is imported from its module the first
time it is used (PEP 562), so numba, scipy, matplotlib and pandas load only
when something needs them.
"""

import importlib as _importlib
from typing import TYPE_CHECKING as _TYPE_CHECKING

from ndle._version import __version__
from ndle.io.cachedir import guard_kernel_saves as _guard_kernel_saves, use_for_numba as _use_for_numba

_use_for_numba()  # first: numba's compiled kernels go to ndle's cache folder, not into the installed package
_guard_kernel_saves()  # a kernel numba cannot save there (a full disk) is a warning, not an error

_ERRORS = ("ArgumentError", "CacheError", "ConfigError", "FeedbackError", "HardModeError", "InconsistentGuessError",
           "MissingExtraError", "ModeError", "NdleError", "NoCandidatesError", "OutputBusyError", "OutputExistsError",
           "SpecialFileError", "StrategyError", "UnexplainedRowError", "UnsupportedGameError", "WordError",
           "WordListError")
_WHERE = {
    **dict.fromkeys(_ERRORS, "ndle.errors"),
    "MODES": "ndle.rules", "PRESETS": "ndle.rules",
    "all_green": "ndle.patterns.codes", "Pattern": "ndle.patterns.codes", "decode": "ndle.patterns.codes",
    "encode": "ndle.patterns.codes", "feedback": "ndle.patterns.codes",
    "Board": "ndle.game", "Game": "ndle.game", "State": "ndle.game", "as_game": "ndle.game", "Rules": "ndle.rules",
    "matrix_for": "ndle.patterns", "pattern_matrix": "ndle.patterns",
    "GameRecord": "ndle.playing", "play_game": "ndle.playing",
    "top_guesses": "ndle.playing", "RankedGuess": "ndle.playing",
    "BenchmarkResult": "ndle.analysis.benchmark", "decision_tree": "ndle.analysis.benchmark",
    "Strategy": "ndle.strategies", "make_strategy": "ndle.strategies", "register": "ndle.strategies",
    "strategy_names": "ndle.strategies",
    "WordList": "ndle.words", "load_words": "ndle.words",
    "simulate": "ndle.montecarlo.run",
    "Comparison": "ndle.montecarlo.compare", "compare": "ndle.montecarlo.compare",
    "Results": "ndle.montecarlo.results",
    "OptimalResult": "ndle.solver.one.search", "optimal": "ndle.solver.one.search",
    "Solution": "ndle.solver", "solve": "ndle.solver",
    "play": "ndle.playing", "load_results": "ndle.montecarlo.results",
    "skill_review": "ndle.analysis.skill", "SkillReview": "ndle.analysis.skill",
}

if _TYPE_CHECKING:  # what a type checker and an editor see: each public name from its module (`_WHERE`; a test checks)
    from ndle.analysis.benchmark import BenchmarkResult, decision_tree
    from ndle.analysis.skill import skill_review, SkillReview
    from ndle.errors import (ArgumentError, CacheError, ConfigError, FeedbackError, HardModeError,
                             InconsistentGuessError, MissingExtraError, ModeError, NdleError, NoCandidatesError,
                             OutputBusyError, OutputExistsError, SpecialFileError, StrategyError, UnexplainedRowError,
                             UnsupportedGameError, WordError, WordListError)
    from ndle.game import as_game, Board, Game, State
    from ndle.montecarlo.compare import compare, Comparison
    from ndle.montecarlo.results import load_results, Results
    from ndle.montecarlo.run import simulate
    from ndle.patterns import matrix_for, pattern_matrix
    from ndle.patterns.codes import all_green, decode, encode, feedback, Pattern
    from ndle.playing import GameRecord, play, play_game, RankedGuess, top_guesses
    from ndle.rules import MODES, PRESETS, Rules
    from ndle.solver import Solution, solve
    from ndle.solver.one.search import optimal, OptimalResult
    from ndle.strategies import make_strategy, register, Strategy, strategy_names
    from ndle.words import load_words, WordList

__all__ = ["__version__", "all_green", "ArgumentError", "as_game", "BenchmarkResult", "Board", "CacheError", "compare",
           "Comparison", "ConfigError", "decision_tree", "decode", "encode", "feedback", "FeedbackError", "Game",
           "GameRecord", "HardModeError", "InconsistentGuessError", "load_results", "load_words", "make_strategy",
           "matrix_for", "MissingExtraError", "ModeError", "MODES", "NdleError", "NoCandidatesError", "optimal",
           "OptimalResult", "OutputBusyError", "OutputExistsError", "Pattern", "pattern_matrix", "play", "play_game",
           "PRESETS", "RankedGuess", "register", "Results", "Rules", "simulate", "skill_review", "SkillReview",
           "Solution", "solve", "SpecialFileError", "State", "Strategy", "strategy_names", "StrategyError",
           "top_guesses", "UnexplainedRowError", "UnsupportedGameError", "WordError", "WordList", "WordListError"]
# the names of `_WHERE`, sorted (written out for type checkers; a test checks)


def __getattr__(name: str) -> object:
    """Return a public name, importing its module the first time (PEP 562)."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'ndle' has no attribute {name!r}")
    value = getattr(_importlib.import_module(where), name)
    globals()[name] = value  # the next look-up is an ordinary attribute
    return value


def __dir__() -> list[str]:
    """Return the public API (`__all__`)."""
    return list(__all__)
