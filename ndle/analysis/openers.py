"""Starter rankings: first-move values of every guess (Hayes's Table 1) and full-game averages (his Table 2).

First-move criteria: `entropy` (H, bits, higher is better), `stddev` (sigma,
lower), `scatter` (chi, higher), `frequency` (summed positional letter counts,
higher) and `dichter` (Dichter's score normalised to the best word, higher).
A full-game ranking plays one board against every answer from each opener with
a deterministic strategy's shared decision tree, in parallel (joblib) with a
progress bar (tqdm), and ranks by the mean number of guesses (lower is better).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

import numpy as np

from ndle.errors import NdleError
from ndle.game import Game, State, as_game
from ndle.rules import Rules
from ndle.strategies.pools import POOLS, pool_mask
from ndle.strategies import Strategy, make_strategy
from ndle.words import WordList


@dataclass(frozen=True)
class Ranked:
    """One ranked word and its value.

    Attributes
    ----------
    word : str
        The guess.
    value : float
        Its value under the ranking's criterion (or its mean guesses, for a full-game ranking).
    """

    word: str
    value: float

    def to_dict(self) -> dict:
        return {"word": self.word, "value": self.value}


def _weights(game: Game, cands: np.ndarray) -> np.ndarray | None:
    """Return the candidates' prior probabilities (None under the uniform prior: the counting measures)."""
    return None if game.weights is None else game.weights[cands]


def _frequency(game: Game, cands: np.ndarray, rows: np.ndarray) -> np.ndarray:
    from ndle.measures.letters import frequency_scores, position_counts

    table = position_counts(game.words, cands, _weights(game, cands))
    return frequency_scores(game.words, table, rows).astype(np.float64)


def _dichter(game: Game, cands: np.ndarray, rows: np.ndarray, grid: int = 0) -> np.ndarray:
    from ndle.strategies.dichter import dichter_scores

    if game.observation.weighted:
        raise NdleError("Dichter's score is his formula over equally likely answers: rank by entropy, stddev, "
                        "scatter or frequency under a prior")
    s = dichter_scores(game.words, cands, rows, grid)
    return s / s.max() if s.max() > 0 else s


def _spectrum(game: Game, cands: np.ndarray, rows: np.ndarray):
    from ndle.measures.prior_stats import weighted_stats
    from ndle.measures.spectrum import stats_all

    n_codes = None if game.feedback == "exact" else game.feedback_rule.n_patterns(game.words.length)
    if game.observation.weighted:
        weights = _weights(game, cands)
        assert weights is not None  # a weighted game has its prior
        return weighted_stats(game.matrix, cands, weights, rows, length=game.words.length,
                              n_codes=n_codes)
    return stats_all(game.matrix, cands, rows, length=game.words.length, n_codes=n_codes)


CRITERIA: dict[str, tuple[Callable[..., np.ndarray], bool]] = {
    "entropy": (lambda g, c, r: _spectrum(g, c, r).entropy, True),
    "stddev": (lambda g, c, r: _spectrum(g, c, r).stddev, False),
    "scatter": (lambda g, c, r: _spectrum(g, c, r).scatter.astype(np.float64), True),
    "frequency": (_frequency, True),
    "dichter": (_dichter, True),
}


def first_move(game: Game, by: str = "entropy", *, pool: str = "all", state: State | None = None,
               top: int | None = None, grid: int = 0) -> list[Ranked]:
    """Return the guesses of a pool ranked by a first-move criterion over one board's candidates, best first.

    Parameters
    ----------
    game : Game
        The game (its first board's candidates are ranked against).
    by : {"entropy", "stddev", "scatter", "frequency", "dichter"}
        The criterion: Hayes's H (higher is better), sigma (lower), chi (higher), positional letter frequency,
        or Dichter's score. Under the game's answer prior (`Game.weights`) H and the letter counts weigh each
        candidate by its probability (`ndle.measures.prior_stats`); sigma and chi count the classes' sizes, as
        ever; Dichter's score is refused.
    pool : str, default "all"
        Which guesses to rank (``all``, ``candidates``, ``hard``).
    state : State, optional
        The position whose candidates count; default the start of the game.
    top : int, optional
        Return only the first `top` words.
    grid : int, default 0
        Dichter's interpolation grid (criterion ``dichter`` only; 0 is the exact curve).

    Returns
    -------
    list of Ranked
        Best first; ties listed alphabetically.

    Raises
    ------
    NdleError
        For an unknown criterion or pool.
    """
    if by not in CRITERIA:
        raise NdleError(f"unknown ranking criterion {by!r}; choose one of {', '.join(CRITERIA)}")
    if pool not in POOLS:
        raise NdleError(f"unknown guess pool {pool!r}; choose one of {', '.join(POOLS)}")
    state = game.start() if state is None else state
    board = state.boards[0]
    rows = np.flatnonzero(pool_mask(state, pool))
    func, higher = CRITERIA[by]
    values = func(game, board.candidates, rows, grid) if by == "dichter" else func(game, board.candidates, rows)
    order = np.lexsort((rows, -values if higher else values))
    if top is not None:
        order = order[:top]
    return [Ranked(game.words.guesses[rows[i]], float(values[i])) for i in order]


_WORKER: dict[tuple, tuple[Game, Strategy]] = {}


def _full_game_one(shared: tuple[WordList, str, tuple, Rules], opener: str) -> tuple[str, dict]:
    """Return (opener, benchmark dict) for one opener; the game and strategy persist per worker process."""
    from ndle.analysis.benchmark import BenchmarkResult, benchmark_turns

    words, spec, options, rules = shared
    key = (words.digest, spec, options, rules)
    if key not in _WORKER:
        _WORKER.clear()
        game = as_game(rules, words=words)
        _WORKER[key] = (game, make_strategy(spec, game, **dict(options)))
    game, strategy = _WORKER[key]
    turns, positions = benchmark_turns(game, strategy, opener=game.words.guess_id(opener))
    return opener, BenchmarkResult.from_turns(turns, game.max_guesses, positions, weights=game.weights).to_dict()


def full_game(game: Game, strategy: str, openers: Sequence[str], *, options: dict | None = None,
              n_jobs: int = 1, progress: bool = False, backend: str | None = None,
              scheduler: str | None = None) -> list[tuple[Ranked, dict]]:
    """Return openers ranked by the strategy's mean guesses over every answer (best first, ties alphabetical); under
    the game's answer prior, the expected guesses when the answer is drawn from it.

    Results do not depend on `n_jobs` or the back end: every opener's games are deterministic.

    Parameters
    ----------
    game : Game
        The game; one board is played against each answer.
    strategy : str
        A registered deterministic strategy's name.
    openers : sequence of str
        The first guesses to rank.
    options : dict, optional
        The strategy's options.
    n_jobs : int, default 1
        Worker processes.
    progress : bool, default False
        Show a progress bar.
    backend : {"loky", "dask"}, optional
        Where to run (default: loky, or the active joblib back end).
    scheduler : str, optional
        A Dask scheduler's address (with ``backend="dask"``).

    Returns
    -------
    list of (Ranked, dict)
        Each opener's ranking (its mean guesses) with its full benchmark summary (`BenchmarkResult.to_dict`).

    Raises
    ------
    NdleError
        If the strategy is randomised.
    """
    from tqdm.auto import tqdm

    from ndle.parallel.backends import choose_backend, run_unordered

    chosen = choose_backend(backend, scheduler)
    options = dict(options or {})
    one = game.with_boards(1, game.max_guesses, game=None)  # one board of the game's list, rule and limit
    probe = make_strategy(strategy, one, **options)
    if not probe.deterministic:
        raise NdleError(f"strategy {strategy!r} is randomised; a full-game ranking needs a deterministic one")
    words = [game.words.guesses[game.words.guess_id(w)] for w in openers]
    frozen = tuple(sorted(options.items()))
    runner = run_unordered(chosen, n_jobs, _full_game_one, (one.words, strategy, frozen, one.rules),
                           [(w,) for w in words])
    out = {}
    for opener, summary in tqdm(runner, total=len(words), disable=not progress, desc="openers", unit="opener"):
        out[opener] = summary
    ranked = sorted(out.items(), key=lambda kv: (kv[1]["mean"], kv[0]))
    return [(Ranked(w, s["mean"]), s) for w, s in ranked]


def openers_for(game: Game, by: str, count: int, pool: str = "all") -> list[str]:
    """Return the top `count` first-move words by a criterion (the usual openers to try in full games).

    Parameters
    ----------
    game : Game
        The game.
    by : str
        A criterion of `first_move`.
    count : int
        How many words.
    pool : str, default "all"
        Which guesses to rank.

    Returns
    -------
    list of str
        The words, best first.
    """
    return [r.word for r in first_move(game, by, pool=pool, top=count)]


def as_dicts(rows: Iterable[Ranked]) -> list[dict]:
    """Return rankings as a JSON-ready list of {"word", "value"}."""
    return [r.to_dict() for r in rows]
