"""What a worker does: build a run's game and strategy once per process, then play ranges of games.

Workers receive the word list (not the matrix) and memory-map the pattern
matrix from the disk cache; only when that cache cannot be written is the
parent's matrix sent along (joblib memory-maps it for them), so that no worker
rebuilds it. Each worker keeps its game and score memo for all the chunks it
plays.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, replace

import numpy as np

from ndle.io.cachedir import CacheWarning
from ndle.game import Game
from ndle.playing import GameRecord, play_game
from ndle.montecarlo.spec import Spec, game_answers, game_rng
from ndle.patterns.cache import matrix_for
from ndle.strategies import make_strategy, register, strategy_names
from ndle.words import WordList
from ndle.xordle.pairs import pair_words


@dataclass(frozen=True)
class Task:
    """What a worker needs to play games of a run (pickled once per chunk)."""

    spec: Spec
    words: WordList
    strategy_class: type | None = None  # sent along so strategies registered in a notebook work in workers
    matrix: np.ndarray | None = None  # only when the disk cache could not be written
    weights: np.ndarray | None = None  # the game's answer prior (None: uniform)


_CACHE: dict[tuple, tuple] = {}


def setup(task: Task) -> tuple[Game, object, int | None]:
    """Return (game, strategy, opener id) for a task, built once per process and kept for later chunks."""
    s = task.spec
    key = (s.words_digest, s.rules, s.strategy, s.pool, tuple(sorted(s.options.items())), s.opener, s.prior_digest)
    if (hit := _CACHE.get(key)) is not None:
        return hit
    base = next((g for g, *_ in _CACHE.values() if g.words.digest == s.words_digest and g.feedback == s.rules.feedback),
                None)
    if base is not None:  # the same list and rule: share its matrix (and the strategies' score memos)
        game = replace(base, rules=s.rules, weights=task.weights)
    else:
        with warnings.catch_warnings():  # the command said it once, in one line; a dask worker repeated it raw
            warnings.simplefilter("ignore", CacheWarning)
            matrix = task.matrix if task.matrix is not None else matrix_for(task.words, s.rules.feedback)
        # a plain ndarray view of the memory map: no np.memmap indexing overhead
        game = Game(task.words, s.rules, np.asarray(matrix), task.weights)
    name = s.strategy.partition(":")[0]
    if task.strategy_class is not None and name not in strategy_names():
        register(name)(task.strategy_class)
    _CACHE[key] = hit = (game, *strategy_of(game, s))
    return hit


def strategy_of(game: Game, spec: Spec) -> tuple:
    """Return (strategy, opener guess id or None) of a spec on a game."""
    strategy = make_strategy(spec.strategy, game, pool=spec.pool, **dict(spec.options))
    return strategy, (game.words.guess_id(spec.opener) if spec.opener else None)


def play_range(task: Task, start: int, stop: int) -> list[tuple[int, GameRecord]]:
    """Return the records of games start..stop-1 of a run (the unit of work sent to a worker)."""
    return play_games(task.spec, *setup(task), start, stop)


def play_games(spec: Spec, game: Game, strategy, opener: int | None, start: int, stop: int
               ) -> list[tuple[int, GameRecord]]:
    """Return (index, record) for games start..stop-1, each from its own seeded Generator."""
    n_answers, out = len(game.words.answers), []
    for i in range(start, stop):
        rng = game_rng(spec.seed, i)
        answers = game_answers(spec, n_answers, i, rng, game.weights, pair_words(game))
        out.append((i, play_game(game, strategy, answers, opener=opener, rng=rng)[0]))
    return out
