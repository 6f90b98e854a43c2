"""Monte Carlo runs: many seeded games of one strategy, in parallel with joblib, journaled and resumable.

A run is prepared (options checked, the saved run read when resuming, the
output place checked) before any game is played, then executed. `simulate`
does both; `compare` and `experiment` prepare all their runs first, so that a
bad second strategy fails before the first has spent its time.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ndle.errors import ConfigError
from ndle.files import release
from ndle.game import Game
from ndle.montecarlo.backends import Backend, choose_backend, reach
from ndle.montecarlo.driver import play_chunks
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target, journaled_games, resume_spec
from ndle.montecarlo.spec import Spec, make_spec
from ndle.montecarlo.storage import Journal, check_json_path, csv_path, start_run
from ndle.montecarlo.table import GameTable
from ndle.words import WordList, load_words


@dataclass
class Plan:
    """A prepared run: its game and spec, where it is saved, and the games already finished there."""

    game: Game
    spec: Spec
    path: Path | None = None
    done: GameTable | None = None  # None: no game finished yet
    resume: bool = False

    def __post_init__(self) -> None:
        if self.done is None:
            self.done = GameTable(self.spec.games, self.spec.boards, self.spec.max_guesses)


def _words_and_game(game, boards, max_guesses, setup) -> tuple[WordList | None, Game | None]:
    """Return (word list, game) from what simulate was given: a Game, a WordList, a list name, or nothing."""
    if isinstance(game, Game):
        if (boards not in (None, game.n_boards) or max_guesses not in (None, 0, game.max_guesses)
                or any(getattr(game, k) != v for k, v in setup.items())):
            game = game.with_boards(boards if "preset" in setup else boards or game.n_boards, max_guesses or 0,
                                    **setup)
        return game.words, game
    words = None if game is None else game if isinstance(game, WordList) else load_words(game)
    return words, None


def prepare(game: Game | WordList | str | None = None, strategy: str | None = None, *, boards: int | None = None,
            games: int | None = None, seed: int | None = None, opener: str | None = None,
            replacement: bool | None = None, all_answers: bool | None = None, max_guesses: int | None = None,
            pool: str | None = None, options: dict | None = None, feedback: str | None = None,
            out: str | Path | None = None, resume: bool = False, overwrite: bool = False,
            preset: str | None = None, mode: str | None = None, prefill: int | None = None,
            prefill_source: str | None = None) -> Plan:
    """Return a checked Plan for `simulate`'s arguments; nothing is played or written yet."""
    path = check_json_path(out) if out is not None else None
    setup = {k: v for k, v in dict(preset=preset, mode=mode, prefill=prefill, prefill_source=prefill_source).items()
             if v is not None}
    words, given_game = _words_and_game(game, boards, max_guesses, setup)
    if resume:
        if path is None:
            raise ConfigError("resuming needs the run's JSON path")
        fields = dict(strategy=strategy, games=games, seed=seed, opener=opener, replacement=replacement,
                      all_answers=all_answers, pool=pool, options=options, boards=boards, max_guesses=max_guesses,
                      feedback=feedback, **setup)
        spec, played = resume_spec(path, given_game, words, fields)
        return Plan(played, spec, path, journaled_games(path, spec, played), resume=True)
    if given_game is None:
        given_game = Game(words or load_words("wordle"), boards, max_guesses or 0, feedback=feedback or "exact",
                          **setup)
    spec = make_spec(given_game, strategy or "sum", games=games, seed=seed, opener=opener,
                     replacement=bool(replacement), all_answers=bool(all_answers), pool=pool or "all",
                     options=options)
    if path is not None:
        check_target(path, overwrite)
    return Plan(given_game, spec, path)


def execute(plan: Plan, *, jobs: int = 1, chunk_size: int | None = None, progress: bool | None = None,
            backend: str | Backend | None = None, scheduler: str | None = None) -> Results:
    """Play a plan's missing games (journaling them when it has a path; `plan.done` fills as they finish) and
    return the whole run's Results.

    `backend` and `scheduler` say where (see `ndle.montecarlo.backends`); the results do not depend on it.
    """
    if not isinstance(jobs, int) or isinstance(jobs, bool) or jobs == 0 or jobs < -1:
        raise ConfigError(f"jobs must be a positive integer (or -1 for every core), got {jobs!r}")
    if chunk_size is not None and (not isinstance(chunk_size, int) or chunk_size < 1):
        raise ConfigError(f"the chunk size must be a positive integer, got {chunk_size!r}")
    where = choose_backend(backend, scheduler)
    spec, done = plan.spec, plan.done  # filled in place: a million games' arrays are not copied
    todo = done.missing()
    journal = None
    reach(where)  # a scheduler that never answers, or has no workers, is found before the run's files are written
    if plan.path is not None:
        if not plan.resume:
            start_run(plan.path, spec)
        journal = Journal(csv_path(plan.path), fresh=not plan.resume)
    try:
        for chunk in play_chunks(plan.game, spec, todo, jobs, chunk_size, progress, done.count(), where):
            done.add(chunk)
            if journal is not None:
                journal.append(chunk)
    finally:
        if journal is not None:
            journal.close()
    results = Results(spec, done)
    if plan.path is not None:
        results.save(plan.path)
        release(plan.path)  # claimed when the plan was prepared
    return results


def simulate(game: Game | WordList | str | None = None, strategy: str | None = None, *, boards: int | None = None,
             games: int | None = None, seed: int | None = None, jobs: int = 1, opener: str | None = None,
             replacement: bool | None = None, all_answers: bool | None = None, max_guesses: int | None = None,
             pool: str | None = None, options: dict | None = None, feedback: str | None = None,
             out: str | Path | None = None, resume: bool = False, overwrite: bool = False,
             chunk_size: int | None = None, progress: bool | None = None, preset: str | None = None,
             mode: str | None = None, prefill: int | None = None, prefill_source: str | None = None,
             backend: str | Backend | None = None, scheduler: str | None = None) -> Results:
    """Play many seeded games of a strategy and return their Results.

    `game` is a Game (with its own feedback rule), or a word list (a WordList
    or a shipped list name; default `wordle`) with `boards` (default 1),
    `max_guesses` (default boards + 5) and `feedback` (default `exact`; the
    rules of `ndle.patterns.rules`); `preset` names a real game (`quordle`:
    boards and limit) and `mode` how it is played (`sequence`, `rescue`, ...
    see `ndle.modes`; `prefill`, `prefill_source` size and source the
    pre-filled guesses of rescue and jumble); `strategy` defaults to `sum`. Game i's
    answers come from the i-th SeedSequence child of `seed`: distinct answers
    per game by default (as in the real games), independent draws with
    `replacement=True` (Fetterman), or with `all_answers=True` (one board)
    every answer once in alphabetical order (the default for one board when
    `games` is not given).
    `jobs` joblib workers (capped at the machine's cores; -1: every core) play
    chunks of `chunk_size` games; results are identical for every `jobs` and
    `chunk_size`. `backend` is `loky` (this machine, the default) or `dask`
    (a Dask cluster at `scheduler`, else `$NDLE_SCHEDULER`, else a
    LocalCluster of `jobs` workers); an active
    `joblib.parallel_config(backend="dask")` picks dask and its client; the
    results are the same on either (see `ndle.montecarlo.backends`). With
    `out` (a path ending in .json), finished games are journaled to the CSV
    beside it as they come, and the summary and ordered
    CSV are written at the end; a run already saved there is never replaced
    unless `overwrite=True`. `resume=True` finishes the run saved at `out`
    from its own options (any given must agree), playing only the missing
    games. `progress` shows a tqdm bar (default: in Jupyter or on a terminal, unless NDLE_PROGRESS=0;
    see `ndle.render.progress`).

        >>> r = ndle.simulate("nyt", "sum", boards=4, games=1000, seed=1, jobs=2, opener="soare")
        >>> r.summary()["mean"]
    """
    plan = prepare(game, strategy, boards=boards, games=games, seed=seed, opener=opener, replacement=replacement,
                   all_answers=all_answers, max_guesses=max_guesses, pool=pool, options=options, feedback=feedback,
                   out=out, resume=resume, overwrite=overwrite, preset=preset, mode=mode, prefill=prefill,
                   prefill_source=prefill_source)
    return execute(plan, jobs=jobs, chunk_size=chunk_size, progress=progress, backend=backend, scheduler=scheduler)
