"""Every answer against a strategy: a deterministic strategy's decision tree, and benchmark statistics.

A deterministic strategy (its choice depends only on the state) plays the
same guess in the same position, so the games against all answers share one
decision tree: each node is a position where the strategy is asked once, and
its children are the feedback patterns some remaining candidate gives. The
depth at which each answer shows GGGGG is the number of guesses that game
takes. `decision_tree` works for any deterministic strategy (it only calls
`choose`); randomised strategies (class attribute `deterministic = False`)
are benchmarked by playing each game with its own seeded Generator. Several
boards: `benchmark` walks the joint decision tree over every answer tuple
(`ndle.analysis.every_tuple`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterator

import numpy as np

from ndle.analysis.summary import BenchmarkResult
from ndle.errors import NdleError
from ndle.patterns.codes import Pattern
from ndle.game import Game, GuessId, State
from ndle.playing import checked_play, default_turn_cap, next_guess, play_game
from ndle.strategies import Strategy, make_strategy
from ndle.strategies.base import check_options


@dataclass(frozen=True)
class Node:
    """A position of a decision tree: the guess played there, its candidate count, and a child per other pattern."""

    guess: GuessId
    size: int
    children: dict[Pattern, "Node"] = field(default_factory=dict)

    def nodes(self) -> Iterator["Node"]:
        """Yield this node and every node below it (depth first)."""
        yield self
        for child in self.children.values():
            yield from child.nodes()


@dataclass(frozen=True)
class Tree:
    """A decision tree over a start state's candidates; `turns[i]` is the turn answer `answers[i]` is solved."""

    root: Node
    answers: np.ndarray
    turns: np.ndarray

    def path(self, game: Game, answer: int) -> list[GuessId]:
        """Return the guesses the tree plays against one answer id."""
        node, out = self.root, []
        while True:
            out.append(node.guess)
            p = int(game.matrix[node.guess, answer])
            if p == game.solved:
                return out
            node = node.children[p]


def decision_tree(game: Game, strategy: Strategy, *, opener: GuessId | None = None,
                  state: State | None = None, turn_cap: int | None = None) -> Tree:
    """Return the decision tree of a deterministic single-board strategy from `state` (default: the start).

    Each distinct position is asked once. Raises NdleError if the game has
    several boards or a branch runs past `turn_cap` turns (default as in `play_game`).

    Parameters
    ----------
    game : Game
        A one-board game.
    strategy : Strategy
        A deterministic strategy made for `game`.
    opener : int, optional
        The first guess's id (default: the strategy's own choice).
    state : State, optional
        The position to start from (default: the start of the game).
    turn_cap : int, optional
        The most turns a branch may take (default as in `play_game`).

    Returns
    -------
    Tree
        The guess at each position the strategy reaches, and what follows each feedback.
    """
    _, opener, _ = checked_play(game, strategy, opener=opener, turn_cap=turn_cap, state=state)
    if game.boards != 1:
        raise NdleError(f"a decision tree is over one board; this game has {game.boards}")
    if not strategy.deterministic:
        raise NdleError(f"strategy {strategy.name!r} is randomised; it has no single decision tree")
    state = game.start() if state is None else state
    cap = turn_cap or default_turn_cap(game)
    answers = state.boards[0].candidates
    turns = np.zeros(len(game.words.answers), dtype=np.int32)

    def grow(s: State) -> Node:
        guess = next_guess(s, strategy, opener=opener, cap=cap)
        cands = s.boards[0].candidates
        codes = game.matrix[guess, cands]
        node = Node(int(guess), len(cands))
        for p in np.unique(codes):
            if p == game.solved:
                turns[cands[codes == p]] = s.turn + 1
            else:
                node.children[int(p)] = grow(s.apply(guess, (int(p),)))
        return node

    root = grow(state)
    return Tree(root, answers, turns[answers])


def benchmark_turns(game: Game, strategy: Strategy, *, opener: GuessId | None = None, repeat: int = 1,
                    seed: int = 0) -> tuple[np.ndarray, int | None]:
    """Return the turns of one board against every answer.

    Parameters
    ----------
    game : Game
        The game (played on one board).
    strategy : Strategy
        The player. A deterministic one plays its decision tree once (`repeat` is ignored).
    opener : int, optional
        A fixed first guess, as a guess index.
    repeat : int, default 1
        Rounds of every answer for a randomised strategy.
    seed : int, default 0
        Game k of a randomised strategy draws from the k-th child of ``SeedSequence(seed)``.

    Returns
    -------
    turns : numpy.ndarray
        The turns of each game, in answer order (round after round).
    positions : int or None
        The decision tree's nodes for a deterministic strategy, else None.
    """
    game = game if game.boards == 1 else game.with_boards(1)
    if strategy.deterministic:
        tree = decision_tree(game, strategy, opener=opener)
        return tree.turns, sum(1 for _ in tree.root.nodes())
    n = len(game.words.answers)
    seeds = np.random.SeedSequence(seed).spawn(repeat * n)
    turns = np.empty(repeat * n, dtype=np.int32)
    for k, child in enumerate(seeds):
        record, _ = play_game(game, strategy, (k % n,), opener=opener, rng=np.random.default_rng(child))
        turns[k] = record.turns
    return turns, None


def benchmark(game: Game, strategy: str | Strategy, /, *, opener: str | GuessId | None = None, pool: str = "all",
              repeat: int = 1, seed: int = 0, replacement: bool = False, journal: str | Path | None = None,
              resume: bool = False, progress: bool | None = None, **options) -> BenchmarkResult:
    """Return the benchmark of a strategy on the game's boards against every answer (every answer tuple).

    On one board each answer is played once (a randomised strategy `repeat` rounds). On several boards a
    deterministic strategy's decision tree is walked once over every answer tuple `simulate --games all`
    plays (`ndle.analysis.every_tuple.tuple_turns`): the same games, exactly; a randomised strategy is
    refused there (`simulate --games all` plays it game by game). Games go on past the guess limit.

    Parameters
    ----------
    game : Game
        The game: word lists, boards, guess limit, mode.
    strategy : str or Strategy
        A registered strategy's name, or an instance.
    opener : str or int, optional
        A fixed first guess (a word or a guess index); default the strategy's own.
    pool : str, default "all"
        The guesses a named strategy may play (``all``, ``candidates``, ``hard``).
    repeat : int, default 1
        Rounds of every answer for a randomised strategy (a deterministic one plays its decision tree once).
    seed : int, default 0
        The seed of a randomised strategy's rounds: game k draws from the k-th child of ``SeedSequence(seed)``.
    replacement : bool, default False
        Several boards: every tuple with repeats (independent boards), not only tuples of distinct answers.
    journal : str or Path, optional
        Several boards: a file recording each finished child of the root, so `resume` continues the walk.
    resume : bool, default False
        Continue the walk `journal` holds.
    progress : bool, optional
        Several boards: a bar over the tuples (default: NDLE_PROGRESS, else on a terminal).
    **options
        The options of a named strategy.

    Returns
    -------
    BenchmarkResult
        Mean, standard deviation, histogram and failures over the games (and the sum of solve turns on
        several boards); under the game's answer prior, the mean and deviation are the prior's expectations
        and the failure chance is given (`BenchmarkResult.failure_chance`).

    Raises
    ------
    NdleError
        If `repeat` is below 1, or (several boards) the strategy is randomised, the mode draws pre-filled
        guesses, or the tuples are too many (`ndle.analysis.tuple_walk.MAX_WALK_TUPLES`).
    """
    named = strategy if isinstance(strategy, str) else strategy.name
    if isinstance(strategy, str):
        game = replace(game, matrix=np.asarray(game.matrix))  # a plain view of a memory map: faster to index
        strategy = make_strategy(strategy, game, pool=pool, **options)
    if isinstance(opener, str):
        opener = game.words.guess_id(opener)
    if repeat < 1:
        raise NdleError(f"repeat must be at least 1, got {repeat}")
    if game.boards == 1:
        turns, positions = benchmark_turns(game, strategy, opener=opener, repeat=repeat, seed=seed)
        weights = None if game.weights is None else np.tile(game.weights, len(turns) // len(game.weights))
        return BenchmarkResult.from_turns(turns, game.max_guesses, positions, weights=weights)
    from ndle.analysis.every_tuple import tuple_turns

    about = {"strategy": named, "options": check_options(options), "pool": strategy.pool,
             "opener": None if opener is None else game.words.guesses[opener]}
    walked = tuple_turns(game, strategy, replacement=replacement, opener=opener, journal=journal, resume=resume,
                         about=about, progress=progress)
    weights = None if game.weights is None else np.prod(game.weights[walked.tuples], axis=1)
    return BenchmarkResult.from_turns(walked.turns, game.max_guesses, walked.positions, replacement, weights)
