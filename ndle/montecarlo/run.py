"""Monte Carlo runs: many seeded games of one strategy, in parallel with joblib, resumable.

Game i draws its answers (and any randomness of the strategy) from its own
Generator, `SeedSequence(seed, spawn_key=(i,))` (the i-th child `spawn` would
give), so per-game results depend only on the seed and the game index: never
on the worker count, the chunking, or which games a resumed run still had to
play. Workers receive the word list (not the matrix) and memory-map the
pattern matrix from the disk cache; each keeps its game and score memo for all
the chunks it plays.
"""

from __future__ import annotations

import math
import os
import signal
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterator, Sequence

import numpy as np

from ndle.errors import ConfigError, NdleError
from ndle.game import AnswerId, Game
from ndle.patterns.cache import matrix_for
from ndle.montecarlo.results import (STATUS_COMPLETE, Journal, Results, Spec, csv_path, read_records, read_run, start_run)
from ndle.loop import GameRecord, play_game
from ndle.strategies import make_strategy, register, strategy_names
from ndle.strategies.base import registered
from ndle.words import WordList, load_words


def game_rng(seed: int, index: int) -> np.random.Generator:
    """Return game `index`'s Generator: the index-th SeedSequence child of `seed`."""
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(index,)))


def draw_answers(rng: np.random.Generator, n_answers: int, boards: int, replacement: bool) -> tuple[AnswerId, ...]:
    """Return one game's answer indices: independent draws (repeats allowed) or distinct ones."""
    if replacement:
        return tuple(int(a) for a in rng.integers(0, n_answers, boards))
    if boards > n_answers:
        raise ConfigError(f"{boards} distinct answers cannot be drawn from {n_answers}; use replacement")
    return tuple(int(a) for a in rng.choice(n_answers, boards, replace=False))


@dataclass(frozen=True)
class _Task:
    """What a worker needs to play games of a run (pickled once per chunk; no arrays)."""

    spec: Spec
    words: WordList
    strategy_class: type | None = None  # sent along so strategies registered in a notebook work in workers


_WORKER_CACHE: dict[tuple, tuple] = {}


def _setup(task: _Task) -> tuple[Game, object, int | None]:
    """Return (game, strategy, opener id) for a task, built once per process and kept for later chunks."""
    s = task.spec
    key = _key_of(s)
    if (hit := _WORKER_CACHE.get(key)) is not None:
        return hit
    base = next((g for g, *_ in _WORKER_CACHE.values()
                 if g.words.digest == s.words_digest and g.feedback == s.feedback), None)
    if base is not None:
        game = base.with_boards(s.boards, s.max_guesses)
    else:
        words = task.words  # a plain ndarray view of the memory map: no np.memmap indexing overhead
        game = Game(words, s.boards, s.max_guesses, np.asarray(matrix_for(words, s.feedback)), feedback=s.feedback)
    name = s.strategy.partition(":")[0]
    if task.strategy_class is not None and name not in strategy_names():
        register(name)(task.strategy_class)
    _WORKER_CACHE[key] = hit = (game, *_strategy_of(game, s))
    return hit


def game_answers(spec: Spec, n_answers: int, index: int, rng: np.random.Generator) -> tuple[AnswerId, ...]:
    """Return game `index`'s answers under a spec (drawing from `rng` unless every answer is played once)."""
    if spec.all_answers:
        return (index,)
    return draw_answers(rng, n_answers, spec.boards, spec.replacement)


def play_range(task: _Task, start: int, stop: int) -> list[tuple[int, GameRecord]]:
    """Return the records of games start..stop-1 of a run (the unit of work sent to a worker).

    Workers ignore SIGINT: Ctrl-C reaches the parent, which keeps the finished
    chunks and shuts the workers down.
    """
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    return _play_games(task.spec, *_setup(task), start, stop)


def _play_games(spec: Spec, game: Game, strategy, opener: int | None, start: int, stop: int
                ) -> list[tuple[int, GameRecord]]:
    n_answers, out = len(game.words.answers), []
    for i in range(start, stop):
        rng = game_rng(spec.seed, i)
        answers = game_answers(spec, n_answers, i, rng)
        out.append((i, play_game(game, strategy, answers, opener=opener, rng=rng)[0]))
    return out


def _ranges(todo: Sequence[int], chunk: int) -> list[tuple[int, int]]:
    """Return [start, stop) ranges covering the sorted game indices `todo`, each at most `chunk` long."""
    out: list[tuple[int, int]] = []
    for i in todo:
        if out and out[-1][1] == i and i - out[-1][0] < chunk:
            out[-1] = (out[-1][0], i + 1)
        else:
            out.append((i, i + 1))
    return out


def make_spec(game: Game, strategy: str, *, games: int | None = None, seed: int | None = None,
              opener: str | None = None, replacement: bool = False, all_answers: bool = False, pool: str = "all",
              options: dict | None = None) -> Spec:
    """Return a validated run spec (a fresh random seed, recorded in the spec, when seed is None)."""
    n_answers = len(game.words.answers)
    if games is None and game.n_boards == 1 and not replacement:
        all_answers = True  # one board, no count given: every answer once, Wordle's natural benchmark
    if all_answers:
        if game.n_boards != 1:
            raise ConfigError("playing every answer once needs a single board (--boards 1)")
        if games not in (None, n_answers):
            raise ConfigError(f"every answer once means {n_answers} games, not {games}")
        games = n_answers
    if games is None:
        games = n_answers if game.n_boards == 1 else 10_000
    if not isinstance(games, int) or games < 1:
        raise ConfigError(f"the number of games must be a positive integer, got {games!r}")
    if seed is None:
        seed = int(np.random.SeedSequence().entropy % 2**63)
    if not isinstance(seed, int) or seed < 0:
        raise ConfigError(f"the seed must be a non-negative integer, got {seed!r}")
    if opener is not None:
        opener = game.words.guesses[game.words.guess_id(opener)]
    if not replacement and not all_answers and game.n_boards > n_answers:
        raise ConfigError(f"{game.n_boards} distinct answers cannot be drawn from {n_answers}; use replacement")
    spec = Spec(boards=game.n_boards, strategy=strategy, games=games, seed=seed, words=game.words.name,
                words_digest=game.words.digest, replacement=bool(replacement) and not all_answers,
                all_answers=bool(all_answers), opener=opener, pool=pool, options=dict(options or {}),
                max_guesses=game.max_guesses, feedback=game.feedback)
    make_strategy(strategy, game, pool=pool, **spec.options)  # fail now, not in a worker
    return spec


def simulate(game: Game | WordList | str = "wordle", strategy: str = "sum", *, boards: int | None = None,
             games: int | None = None, seed: int | None = None, jobs: int = 1, opener: str | None = None,
             replacement: bool = False, all_answers: bool = False, max_guesses: int = 0, pool: str = "all",
             options: dict | None = None, feedback: str = "exact", out: str | Path | None = None,
             resume: bool = False, chunk_size: int | None = None, progress: bool | None = None) -> Results:
    """Play many seeded games of a strategy and return their Results.

    `game` is a Game (with its own feedback rule), or a word list (a WordList
    or a shipped list name) with `boards`, `max_guesses` and `feedback` (a rule
    of `ndle.patterns.rules`). Game i's answers come from the i-th SeedSequence
    child of `seed`: distinct answers per game by default (as in the real games),
    independent draws with `replacement=True` (Fetterman), or with
    `all_answers=True` (one board) every answer once in alphabetical order
    (the default for one board when `games` is not given).
    `jobs` joblib workers play chunks of `chunk_size` games; results are
    identical for every `jobs` and `chunk_size`. With `out` (a JSON path),
    finished games are journaled to the CSV beside it as they come, and the
    summary and ordered CSV are written at the end; `resume=True` finishes a
    run saved there, playing only the missing games. `progress` shows a tqdm
    bar (default: in Jupyter or on a terminal, unless NDLE_PROGRESS=0; see `ndle.render.progress`).

        >>> r = ndle.simulate("nyt", "sum", boards=4, games=1000, seed=1, jobs=2, opener="soare")
        >>> r.summary()["mean"]
    """
    if not isinstance(game, Game):
        words = game if isinstance(game, WordList) else load_words(game)
        game = Game(words, boards or 1, max_guesses, feedback=feedback)
    elif boards not in (None, game.n_boards) or max_guesses not in (0, game.max_guesses):
        game = game.with_boards(boards or game.n_boards, max_guesses)
    if not isinstance(jobs, int) or jobs == 0 or jobs < -1:
        raise ConfigError(f"jobs must be a positive integer (or -1 for every core), got {jobs!r}")
    done: dict[int, GameRecord] = {}
    path = Path(out) if out is not None else None
    if resume:
        if path is None:
            raise ConfigError("resuming needs the run's JSON path")
        stored, status = read_run(path)
        spec = make_spec(game, strategy, games=games, seed=stored.seed if seed is None else seed, opener=opener,
                         replacement=replacement, all_answers=all_answers, pool=pool, options=options)
        if (diff := stored.mismatch(spec)) is not None:
            raise ConfigError(f"{path}: the saved run differs ({diff}); resume with the same options")
        done = read_records(csv_path(path), spec)
        _check_answers(spec, done, game.words, csv_path(path))
    else:
        spec = make_spec(game, strategy, games=games, seed=seed, opener=opener, replacement=replacement,
                         all_answers=all_answers, pool=pool, options=options)
        if path is not None and path.exists():
            try:
                _, status = read_run(path)
            except ConfigError:
                status = None
            if status not in (None, STATUS_COMPLETE):
                raise ConfigError(f"{path} holds an unfinished run: finish it with --resume, or delete it")
    todo = [i for i in range(spec.games) if i not in done]
    if path is not None:
        if not done:
            start_run(path, spec)
        journal = Journal(csv_path(path), fresh=not resume)
    else:
        journal = None
    try:
        for chunk in _play(game, spec, todo, jobs, chunk_size, progress, len(done)):
            done.update(chunk)
            if journal is not None:
                journal.append(chunk)
    finally:
        if journal is not None:
            journal.close()
    results = Results(spec, tuple(done[i] for i in range(spec.games)))
    if path is not None:
        results.save(path)
    return results


def _check_answers(spec: Spec, done: dict[int, GameRecord], words: WordList, where: Path) -> None:
    """Raise ConfigError unless every journaled game has the answers its seed draws (same run, same list)."""
    for i, rec in done.items():
        ids = game_answers(spec, len(words.answers), i, game_rng(spec.seed, i))
        if tuple(words.answers[a] for a in ids) != rec.answers:
            raise ConfigError(f"{where}: game {i} has answers {' '.join(rec.answers)}, not those of this run")


def _play(game: Game, spec: Spec, todo: list[int], jobs: int, chunk_size: int | None, progress: bool | None,
          already: int) -> Iterator[list[tuple[int, GameRecord]]]:
    """Yield lists of (index, record) as chunks finish (in any order), updating a progress bar."""
    if not todo:
        return
    n_workers = jobs if jobs > 0 else (os.cpu_count() or 1)
    chunk = chunk_size or max(1, min(100, math.ceil(len(todo) / (4 * n_workers))))
    ranges = _ranges(todo, chunk)
    task = _Task(spec, game.words, registered().get(spec.strategy.partition(":")[0]))
    from ndle.render.progress import progress_bar

    bar = progress_bar(progress, total=spec.games, initial=already, unit="game", desc=spec.strategy)
    try:
        if n_workers == 1:
            if type(game.matrix) is not np.ndarray:  # a plain view of the memory map indexes faster
                game = replace(game, matrix=np.asarray(game.matrix))
            strategy, opener = _strategy_of(game, spec)
            for start, stop in ranges:
                chunk_records = _play_games(spec, game, strategy, opener, start, stop)
                bar.update(len(chunk_records))
                yield chunk_records
        else:
            from joblib import Parallel, delayed

            matrix_for(game.words, game.feedback)  # build the disk cache once, before the workers memory-map it
            from joblib.externals.loky.process_executor import TerminatedWorkerError

            parallel = Parallel(n_jobs=n_workers, return_as="generator_unordered", batch_size=1)
            try:
                for chunk_records in parallel(delayed(play_range)(task, a, b) for a, b in ranges):
                    bar.update(len(chunk_records))
                    yield chunk_records
            except TerminatedWorkerError as e:
                raise NdleError(f"a worker died ({str(e).splitlines()[0]}); finished games are kept: "
                                "rerun with --resume") from None
    finally:
        bar.close()


def _key_of(spec: Spec) -> tuple:
    return (spec.words_digest, spec.feedback, spec.boards, spec.max_guesses, spec.strategy, spec.pool,
            tuple(sorted(spec.options.items())), spec.opener)


def _strategy_of(game: Game, spec: Spec) -> tuple:
    strategy = make_strategy(spec.strategy, game, pool=spec.pool, **dict(spec.options))
    return strategy, (game.words.guess_id(spec.opener) if spec.opener else None)
