"""One-call helper of the top-level API: a game played by words."""

from __future__ import annotations

import numpy as np

from ndle.checks import one_of, shown
from ndle.errors import ConfigError, StrategyError
from ndle.game import Game
from ndle.playing.loop import GameRecord, play_game
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
    one_of(game, Game, "a Game (ndle.Game.create(...))", ConfigError)
    if rng is not None and not isinstance(rng, np.random.Generator):
        raise ConfigError(f"rng must be a numpy.random.Generator (numpy.random.default_rng(seed)), got {shown(rng)}")
    if isinstance(strategy, str):
        strategy = make_strategy(strategy, game, **options)
    one_of(strategy, Strategy, "a strategy name or a Strategy", StrategyError)
    first = game.words.guess_id(opener) if opener else None
    given = [game.words.guess_id(w) for w in prefilled] if prefilled is not None else None
    return play_game(game, strategy, game.answer_ids(answers), opener=first, prefilled=given, rng=rng)[0]
