"""Monte Carlo runs: many seeded games of one strategy, in parallel with joblib, journaled and resumable.

A run is prepared (options checked, the saved run read when resuming, the
output place checked) before any game is played, then executed. `simulate`
does both; `compare` and `experiment` prepare all their runs first, so that a
bad second strategy fails before the first has spent its time.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ndle.checks import is_whole, whole, yes_no
from ndle.errors import ArgumentError, ConfigError
from ndle.io.files import release
from ndle.game import Filled, Game, as_game
from ndle.parallel.backends import Backend, choose_backend, reach
from ndle.montecarlo.driver import play_chunks
from ndle.montecarlo.results import Results
from ndle.montecarlo.resume import check_target, journaled_games, resume_spec
from ndle.montecarlo.spec import Spec, make_spec
from ndle.montecarlo.storage import Journal, check_json_path, csv_path, start_run
from ndle.montecarlo.table import GameTable
from ndle.rules import FIELDS, Rules
from ndle.strategies import DEFAULT_STRATEGY
from ndle.words import WordList


@dataclass
class Plan:
    """A prepared run: its game and spec, where it is saved, and the games already finished there."""

    game: Game
    spec: Spec
    path: Path | None = None
    done: Filled[GameTable] = Filled()  # None: no game finished yet
    resume: bool = False

    def __post_init__(self) -> None:
        if self.done is None:
            self.done = GameTable(self.spec.games, self.spec.boards, self.spec.max_guesses)


RunGame = Game | Rules | WordList | str | int | None  # what a run is played on (see `ndle.game.game.as_game`)


def prepare(rules: RunGame = None, strategy: str | None = None, *, games: int | str | None = None,
            seed: int | None = None, opener: str | None = None, replacement: bool | None = None,
            pool: str | None = None, options: dict | None = None, out: str | Path | None = None,
            resume: bool = False, overwrite: bool = False, **fields) -> Plan:
    """Return a checked Plan for `simulate`'s arguments; nothing is played or written yet."""
    path = check_json_path(out) if out is not None else None
    all_answers = fields.pop("all_answers", None)  # the older spelling of games="all"
    all_answers = False if all_answers is None else yes_no(all_answers, "all_answers")
    resume, overwrite = yes_no(resume, "resume"), yes_no(overwrite, "overwrite")
    if unknown := sorted(set(fields) - set(FIELDS)):
        raise ArgumentError(f"unexpected keyword argument {unknown[0]!r} (not a run option or a Rules field: "
                            f"{', '.join(FIELDS)})")
    if resume:
        if path is None:
            raise ConfigError("resuming needs the run's JSON path")
        run = dict(strategy=strategy, games=games, seed=seed, opener=opener, replacement=replacement, pool=pool,
                   options=options, all_answers=all_answers or None)
        spec, played = resume_spec(path, rules, fields, run)
        return Plan(played, spec, path, journaled_games(path, spec, played), resume=True)
    game = as_game(rules, **fields)
    spec = make_spec(game, DEFAULT_STRATEGY if strategy is None else strategy, games=games, seed=seed, opener=opener,
                     replacement=False if replacement is None else replacement, all_answers=all_answers,
                     pool="all" if pool is None else pool, options=options)
    if path is not None:
        check_target(path, overwrite)
    return Plan(game, spec, path)


def execute(plan: Plan, *, jobs: int = 1, chunk_size: int | None = None, progress: bool | None = None,
            backend: str | Backend | None = None, scheduler: str | None = None) -> Results:
    """Play a plan's missing games (journaling them when it has a path; `plan.done` fills as they finish) and
    return the whole run's Results.

    `backend` and `scheduler` say where (see `ndle.parallel.backends`); the results do not depend on it.
    """
    jobs = -1 if is_whole(jobs) and jobs == -1 else whole(jobs, "jobs", low=1, also=" (or -1 for every core)")
    chunk_size = None if chunk_size is None else whole(chunk_size, "the chunk size", low=1)
    progress = None if progress is None else yes_no(progress, "progress")
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


def simulate(rules: RunGame = None, strategy: str | None = None, *, games: int | str | None = None,
             seed: int | None = None, opener: str | None = None, replacement: bool | None = None,
             pool: str | None = None, options: dict | None = None, out: str | Path | None = None,
             resume: bool = False, overwrite: bool = False, jobs: int = 1, chunk_size: int | None = None,
             progress: bool | None = None, backend: str | Backend | None = None, scheduler: str | None = None,
             **fields) -> Results:
    """Play many seeded games of a strategy and return their Results.

    Parameters
    ----------
    rules : Game, Rules, WordList, str or int, optional
        What is played: a Game, its Rules, a WordList, one name of a shipped list (`nyt`) or a real game
        (`quordle`), or a number of boards (see `ndle.game.game.as_game`); default one board of Wordle.
    strategy : str, optional
        A registered strategy (default `sum`; `ndle.strategy_names()` lists them).
    games : int or "all", optional
        How many games (default: every answer once on one board, else 10,000). `"all"`: every answer
        tuple once, game i the i-th in lexicographic order (ordered tuples of distinct answers, or with
        `replacement` all tuples; at most `ndle.montecarlo.spec.MAX_ALL_GAMES`): an exact average.
    seed : int, optional
        Game i's answers (and any randomness of the strategy) come from the i-th SeedSequence child of `seed`
        (default: fresh, recorded in the results).
    opener : str, optional
        A fixed first guess.
    replacement : bool, optional
        Draw each board's answer independently, repeats allowed (Fetterman), instead of distinct answers.
    pool : str, optional
        The guesses the strategy may play: `all` (default), `candidates` or `hard`.
    options : dict, optional
        The strategy's options.
    out : str or Path, optional
        A `.json` path: finished games are journaled to the CSV beside it as they come, the summary written at
        the end; a run already saved there is never replaced unless `overwrite`.
    resume : bool
        Finish the run saved at `out` from its own options (any given must agree), playing only missing games.
    overwrite : bool
        Replace a run saved at `out`.
    jobs : int
        Worker processes (capped at the machine's cores; -1: every core); results are the same for any.
    chunk_size : int, optional
        Games per work unit (results do not depend on it).
    progress : bool, optional
        Show a tqdm bar (default: in Jupyter or on a terminal, unless NDLE_PROGRESS=0).
    backend, scheduler : str, optional
        `loky` (this machine, the default) or `dask` (a Dask cluster at `scheduler`, else `$NDLE_SCHEDULER`, else
        a LocalCluster of `jobs` workers); see `ndle.parallel.backends`.
    **fields
        Rules fields changing `rules`: `boards`, `max_guesses`, `game`, `mode`, `hard`, `words`, `feedback`,
        `prefill`, ... (see `ndle.Rules`).

    Returns
    -------
    Results

    Examples
    --------
    >>> r = ndle.simulate("quordle", games=1000, seed=1, jobs=2, opener="soare")
    >>> r = ndle.simulate(strategy="sum", boards=4, games=100, seed=1)
    """
    plan = prepare(rules, strategy, games=games, seed=seed, opener=opener, replacement=replacement, pool=pool,
                   options=options, out=out, resume=resume, overwrite=overwrite, **fields)
    return execute(plan, jobs=jobs, chunk_size=chunk_size, progress=progress, backend=backend, scheduler=scheduler)
