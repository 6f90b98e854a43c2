"""ndle: Wordle and its n-board cousins (Dordle, Quordle, Octordle, any n).

    >>> import ndle
    >>> ndle.feedback("muddy", "modem")
    'GBGBB'
    >>> game = ndle.Game.create(boards=4)
    >>> record = ndle.play(game, "sum", ["flame", "snake", "blast", "crave"])
"""

from __future__ import annotations

from pathlib import Path

from ndle.cachedir import use_for_numba as _use_for_numba

_use_for_numba()  # first: numba's compiled kernels go to ndle's cache folder, not into the installed package

from ndle._version import __version__  # noqa: E402 (every import below may define numba kernels)

from ndle.errors import (CacheError, ConfigError, FeedbackError, ModeError, NdleError, NoCandidatesError,
                         StrategyError, WordError, WordListError)
from ndle.modes import MODES, PRESETS
from ndle.patterns.codes import ALL_GREEN, Pattern, decode, encode, feedback
from ndle.game import Board, Game, State
from ndle.rules import Rules
from ndle.patterns import matrix_for, pattern_matrix
from ndle.loop import GameRecord, play_game
from ndle.analysis.benchmark import BenchmarkResult, decision_tree
from ndle.strategies import Strategy, make_strategy, register, strategy_names
from ndle.words import WordList, load_words
from ndle.montecarlo.run import simulate
from ndle.montecarlo.compare import Comparison, compare
from ndle.montecarlo.results import Results
from ndle.solver.search import OptimalResult, optimal


def play(game: Game, strategy: str | Strategy, answers, *, opener: str | None = None, prefilled=None, rng=None,
         **options) -> GameRecord:
    """Return the record of one game of `strategy` (a name or instance) against answer words.

    In rescue and jumble modes the pre-filled guesses are the words `prefilled`, else drawn from `rng`.
    """
    if isinstance(strategy, str):
        strategy = make_strategy(strategy, game, **options)
    first = game.words.guess_id(opener) if opener else None
    given = [game.words.guess_id(w) for w in prefilled] if prefilled is not None else None
    return play_game(game, strategy, game.answer_ids(answers), opener=first, prefilled=given, rng=rng)[0]


def load_results(path: str | Path) -> Results:
    """Return the Results of a finished run saved by `simulate(out=PATH)`, `ndle simulate --json PATH` or an
    experiment: PATH is the summary JSON (or the per-game CSV beside it); see `Results.to_pandas`."""
    path = Path(path)
    return Results.load(path.with_suffix(".json") if path.suffix == ".csv" else path)


__all__ = [
    "__version__", "ALL_GREEN", "BenchmarkResult", "Board", "CacheError", "ConfigError", "MODES", "ModeError",
    "PRESETS", "FeedbackError", "Game", "Rules", "GameRecord", "NdleError", "NoCandidatesError", "Pattern", "State",
    "Strategy", "StrategyError", "WordError", "WordList", "WordListError", "decision_tree", "decode", "encode",
    "feedback", "load_words", "make_strategy", "matrix_for", "pattern_matrix", "play", "play_game", "register",
    "strategy_names", "simulate", "compare", "Comparison", "Results", "optimal", "OptimalResult", "load_results",
]
