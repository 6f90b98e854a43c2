"""Playing a run's missing games: cut into chunks, played here or by joblib workers, with a progress bar."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Iterator, Sequence

import numpy as np

from ndle.errors import NdleError
from ndle.game import Game
from ndle.loop import GameRecord
from ndle.montecarlo.spec import Spec
from ndle.montecarlo.workers import Task, play_games, play_range, strategy_of
from ndle.patterns.cache import matrix_for
from ndle.processes import parallel, worker_count
from ndle.strategies.base import registered


def ranges(todo: Sequence[int], chunk: int) -> list[tuple[int, int]]:
    """Return [start, stop) ranges covering the sorted game indices `todo`, each at most `chunk` long."""
    out: list[tuple[int, int]] = []
    for i in todo:
        if out and out[-1][1] == i and i - out[-1][0] < chunk:
            out[-1] = (out[-1][0], i + 1)
        else:
            out.append((i, i + 1))
    return out


def play_chunks(game: Game, spec: Spec, todo: list[int], jobs: int, chunk_size: int | None, progress: bool | None,
                already: int) -> Iterator[list[tuple[int, GameRecord]]]:
    """Yield lists of (index, record) as chunks finish (in any order), updating a progress bar.

    `jobs` is capped at the machine's cores (-1: every core).
    """
    if not todo:
        return
    n_workers = worker_count(jobs)
    chunk = chunk_size or max(1, min(100, math.ceil(len(todo) / (4 * n_workers))))
    work = ranges(todo, chunk)
    from ndle.render.progress import progress_bar

    bar = progress_bar(progress, total=spec.games, initial=already, unit="game", desc=spec.strategy)
    try:
        chunks = _here(game, spec, work) if n_workers == 1 else _workers(game, spec, work, n_workers)
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


def _workers(game: Game, spec: Spec, work: list[tuple[int, int]], n_workers: int
             ) -> Iterator[list[tuple[int, GameRecord]]]:
    from joblib import delayed
    from joblib.externals.loky.process_executor import TerminatedWorkerError

    matrix = matrix_for(game.words, game.feedback)  # build the disk cache once, before the workers memory-map it
    on_disk = isinstance(np.asarray(matrix).base, np.memmap) or isinstance(matrix, np.memmap)
    task = Task(spec, game.words, registered().get(spec.strategy.partition(":")[0]),
                None if on_disk else matrix)
    runner = parallel(n_workers, return_as="generator_unordered", batch_size=1)
    try:
        yield from runner(delayed(play_range)(task, a, b) for a, b in work)
    except TerminatedWorkerError as e:
        raise NdleError(f"a worker died ({str(e).splitlines()[0]}); finished games are kept: "
                        "rerun with --resume") from None
