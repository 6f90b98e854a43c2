"""ndle: Wordle and its n-board cousins (Dordle, Quordle, Octordle, any n).

    >>> import ndle
    >>> ndle.feedback("muddy", "modem")
    'GBGBB'
    >>> game = ndle.Game.create(n_boards=4)
    >>> record = ndle.play(game, "sum", ["flame", "snake", "blast", "crave"])
"""

from __future__ import annotations

__version__ = "0.1.0"

from .errors import (CacheError, ConfigError, FeedbackError, NdleError, NoCandidatesError, StrategyError,
                     WordError, WordListError)
from .feedback import ALL_GREEN, Pattern, decode, encode, feedback
from .game import Board, Game, State
from .patterns import matrix_for, pattern_matrix
from .runner import GameRecord, play_game
from .benchmark import BenchmarkResult, decision_tree
from .strategies import Strategy, make_strategy, register, strategy_names
from .words import WordList, load_words
from .simulate import simulate  # noqa: E402 (the function shadows the submodule name: ndle.simulate(...))
from .compare import Comparison, compare
from .results import Results
from .optimal import OptimalResult, optimal


def play(game: Game, strategy: str | Strategy, answers, *, opener: str | None = None, **options) -> GameRecord:
    """Return the record of one game of `strategy` (a name or instance) against answer words."""
    if isinstance(strategy, str):
        strategy = make_strategy(strategy, game, **options)
    first = game.words.guess_id(opener) if opener else None
    return play_game(game, strategy, game.answer_ids(answers), opener=first)[0]


__all__ = [
    "ALL_GREEN", "BenchmarkResult", "Board", "CacheError", "ConfigError", "FeedbackError", "Game", "GameRecord", "NdleError",
    "NoCandidatesError", "Pattern", "State", "Strategy", "StrategyError", "WordError", "WordList", "WordListError",
    "decision_tree", "decode", "encode", "feedback", "load_words", "make_strategy", "matrix_for", "pattern_matrix", "play",
    "play_game", "register", "strategy_names", "simulate", "compare", "Comparison", "Results", "optimal", "OptimalResult",
]
