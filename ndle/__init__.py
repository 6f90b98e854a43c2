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

from ndle._version import __version__
from ndle.io.cachedir import guard_kernel_saves as _guard_kernel_saves, use_for_numba as _use_for_numba

_use_for_numba()  # first: numba's compiled kernels go to ndle's cache folder, not into the installed package
_guard_kernel_saves()  # a kernel numba cannot save there (a full disk) is a warning, not an error

_ERRORS = ("ArgumentError", "CacheError", "ConfigError", "FeedbackError", "HardModeError", "MissingExtraError",
           "ModeError", "NdleError", "NoCandidatesError", "OutputBusyError", "OutputExistsError", "SpecialFileError",
           "StrategyError", "UnexplainedRowError", "WordError", "WordListError")
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
    "play": "ndle.playing", "load_results": "ndle.montecarlo.results",
    "review": "ndle.analysis.skill", "SkillReview": "ndle.analysis.skill",
}

__all__ = ["__version__", *sorted(_WHERE, key=str.lower)]


def __getattr__(name: str):
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
