"""One-call helpers of the top-level API: a game played by words, a saved run loaded by its path."""

from __future__ import annotations

from pathlib import Path

from ndle.game import Game
from ndle.loop import GameRecord, play_game
from ndle.montecarlo.results import Results
from ndle.strategies import Strategy, make_strategy


def play(game: Game, strategy: str | Strategy, answers, *, opener: str | None = None, prefilled=None, rng=None,
         **options) -> GameRecord:
    """Return the record of one game of a strategy against answer words.

    Parameters
    ----------
    game : Game
        The game (boards, limit, mode).
    strategy : str or Strategy
        A strategy name (`ndle.strategy_names()`) or instance.
    answers : sequence of str
        One answer word per board.
    opener : str, optional
        A fixed first guess (default: the strategy's own).
    prefilled : sequence of str, optional
        The pre-filled guesses of the rescue and jumble modes (default: drawn from `rng`).
    rng : numpy.random.Generator, optional
        The Generator of a randomised strategy and of drawn pre-filled guesses.
    **options
        Strategy options, when `strategy` is a name.

    Returns
    -------
    GameRecord
        Answers, solve turns and guesses; `print(record)` shows the grid.
    """
    if isinstance(strategy, str):
        strategy = make_strategy(strategy, game, **options)
    first = game.words.guess_id(opener) if opener else None
    given = [game.words.guess_id(w) for w in prefilled] if prefilled is not None else None
    return play_game(game, strategy, game.answer_ids(answers), opener=first, prefilled=given, rng=rng)[0]


def load_results(path: str | Path) -> Results:
    """Return the Results of a finished run.

    Parameters
    ----------
    path : str or Path
        The summary JSON saved by `simulate(out=PATH)`, `ndle simulate --json PATH` or an experiment (or the
        per-game CSV beside it).

    Returns
    -------
    Results
        The run's results (see `Results.to_pandas`).
    """
    path = Path(path)
    return Results.load(path.with_suffix(".json") if path.suffix == ".csv" else path)
