"""Playing a run's missing games: cut into chunks, played here or by workers (loky or Dask), with a progress bar."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Iterator, Sequence

import numpy as np

from ndle.game import Game
from ndle.playing import GameRecord
from ndle.parallel.backends import Backend, run_unordered
from ndle.montecarlo.spec import Spec
from ndle.montecarlo.workers import Task, play_games, play_range, strategy_of
from ndle.patterns.cache import matrix_for
from ndle.parallel.processes import worker_count
from ndle.strategies.base import registered


def ranges(todo: Sequence[int] | np.ndarray, chunk: int) -> list[tuple[int, int]]:
    """Return [start, stop) ranges covering the sorted game indices `todo`, each at most `chunk` long.

    Parameters
    ----------
    todo : sequence of int or numpy.ndarray
        The games still to play, sorted.
    chunk : int
        The longest range.

    Returns
    -------
    list of (int, int)
        Each run of consecutive indices cut from its start.
    """
    todo = np.asarray(todo, np.int64)
    if not todo.size:
        return []
    breaks = np.flatnonzero(np.diff(todo) != 1) + 1
    starts, stops = todo[np.r_[0, breaks]], todo[np.r_[breaks - 1, todo.size - 1]] + 1
    return [(s, min(s + chunk, b)) for a, b in zip(starts.tolist(), stops.tolist()) for s in range(a, b, chunk)]


def play_chunks(game: Game, spec: Spec, todo: Sequence[int] | np.ndarray, jobs: int, chunk_size: int | None,
                progress: bool | None, already: int, backend: Backend | None = None
                ) -> Iterator[list[tuple[int, GameRecord]]]:
    """Yield lists of (index, record) as chunks finish (in any order), updating a progress bar.

    Parameters
    ----------
    game : Game
        The game the run plays.
    spec : Spec
        The run (strategy, options, seed: each game's answers come from it, whoever plays it).
    todo : sequence of int or numpy.ndarray
        The games still to play, sorted.
    jobs : int
        Capped at the machine's cores (-1: every core) on loky; on dask it sizes a LocalCluster and the chunks
        (a scheduler's cluster has the workers it has).
    chunk_size : int or None
        Games a worker plays at a time (None: about a quarter of each worker's share, at most 100).
    progress : bool or None
        Show the bar (None: when stderr is a terminal).
    already : int
        Games finished before (where the bar starts).
    backend : Backend, optional
        Where to play (default: loky).

    Returns
    -------
    iterator of list of (int, GameRecord)
        The chunks, in the order they finish.
    """
    if not len(todo):
        return
    backend = backend or Backend()
    n_workers = worker_count(jobs)
    chunk = chunk_size or max(1, min(100, math.ceil(len(todo) / (4 * n_workers))))
    work = ranges(todo, chunk)
    from ndle.io.progress import progress_bar

    bar = progress_bar(progress, total=spec.games, initial=already, unit="game", desc=spec.strategy)
    try:
        here = n_workers == 1 and backend.name == "loky"
        chunks = _here(game, spec, work) if here else _workers(game, spec, work, n_workers, backend)
        for records in chunks:
            bar.update(len(records))
            yield records
    finally:
        bar.close()


def _here(game: Game, spec: Spec, work: list[tuple[int, int]]) -> Iterator[list[tuple[int, GameRecord]]]:
    if type(game.matrix) is not np.ndarray:  # a plain view of the memory map indexes faster
        game = replace(game, matrix=np.asarray(game.matrix))
    strategy, opener = strategy_of(game, spec)
    for start, stop in work:
        yield play_games(spec, game, strategy, opener, start, stop)


def _workers(game: Game, spec: Spec, work: list[tuple[int, int]], n_workers: int, backend: Backend
             ) -> Iterator[list[tuple[int, GameRecord]]]:
    """Yield chunks played by loky workers or a Dask cluster; each worker builds or memory-maps its own matrix."""
    matrix = matrix_for(game.words, game.feedback)  # build the disk cache once, before the workers memory-map it
    on_disk = isinstance(np.asarray(matrix).base, np.memmap) or isinstance(matrix, np.memmap)
    # a cluster's workers never get the matrix: each builds its own cache where it runs
    send = None if on_disk or backend.name == "dask" else matrix
    task = Task(spec, game.words, registered().get(spec.strategy.partition(":")[0]), send, game.weights)
    yield from run_unordered(backend, n_workers, play_range, task, work)
