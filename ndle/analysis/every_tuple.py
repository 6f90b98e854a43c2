"""A deterministic strategy against every answer tuple of an n-board game: one walk, child by child of the root.

The walk itself is `ndle.analysis.tuple_walk`'s. Here the root is asked once
and each of its children (one per feedback the first guess can show) is walked
in turn, with a progress bar over the tuples and, if asked, a journal of the
finished children (`ndle.analysis.walk_journal`), so a long walk (full Dordle)
resumes where it stopped. The turns do not depend on being resumed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ndle.game import Game, GuessId
from ndle.playing import default_turn_cap, next_guess
from ndle.analysis.tuple_walk import check_walk, children, root_tuples, walk
from ndle.analysis.walk_journal import WalkJournal, check_journal, walk_options
from ndle.io.progress import progress_bar
from ndle.strategies import Strategy


@dataclass(frozen=True)
class TupleTurns:
    """Every answer tuple's solve turns under a deterministic strategy.

    Attributes
    ----------
    tuples : numpy.ndarray
        The answer tuples, rows of answer ids, in `simulate --games all`'s order.
    turns : numpy.ndarray
        Same shape: the turn each board of each tuple is solved (past the guess limit in a lost game).
    positions : int
        The positions where the strategy was asked (the decision tree's nodes).
    """

    tuples: np.ndarray
    turns: np.ndarray
    positions: int

    @property
    def last(self) -> np.ndarray:
        """Return each tuple's last board's solve turn (Fetterman's score)."""
        return self.turns.max(axis=1)

    @property
    def total(self) -> np.ndarray:
        """Return each tuple's sum of solve turns (the real games' score)."""
        return self.turns.sum(axis=1)


def tuple_turns(game: Game, strategy: Strategy, *, replacement: bool = False, opener: GuessId | None = None,
                journal: str | Path | None = None, resume: bool = False, about: dict | None = None,
                progress: bool | None = None) -> TupleTurns:
    """Return the solve turns of every answer tuple under a deterministic strategy, by one walk of its decision tree.

    Games go on past the guess limit up to the game's turn cap, as `ndle.playing.loop.play_game` plays them, so
    the turns are those `simulate --games all` records, game for game.

    Parameters
    ----------
    game : Game
        The game (any number of boards; any mode but those with pre-filled guesses).
    strategy : Strategy
        A deterministic strategy made for `game`.
    replacement : bool, default False
        Every tuple with repeats (independent boards), instead of ordered tuples of distinct answers.
    opener : int, optional
        The first guess (default: the strategy's own).
    journal : str or Path, optional
        A file recording each finished child of the root (see `ndle.analysis.walk_journal`).
    resume : bool, default False
        Continue the walk `journal` holds.
    about : dict, optional
        The strategy's name, options, pool and opener, recorded in the journal (a journal of others is refused).
    progress : bool, optional
        Show a bar over the tuples (default: NDLE_PROGRESS, else on a terminal).

    Returns
    -------
    TupleTurns
        The tuples, their solve turns, and the positions asked.

    Raises
    ------
    NdleError
        A randomised strategy, a mode with pre-filled guesses, too many tuples, a journal of another walk.
    """
    check_walk(game, strategy, replacement)
    check_journal(journal, resume)
    tuples = root_tuples(len(game.words.answers), game.boards, replacement)
    turns = np.zeros(tuples.shape, dtype=np.int32)
    start, cap = game.start(), default_turn_cap(game)
    guess = next_guess(start, strategy, opener=opener, cap=cap)
    options = walk_options(game, about or {"strategy": strategy.name}, replacement, game.words.guesses[guess])
    log = WalkJournal(journal, options, resume)
    positions = 1
    bar = progress_bar(progress, total=len(tuples), unit="tuple", desc=f"{strategy.name} after {options['root']}")
    try:
        for i, (key, child, rows) in enumerate(children(start, guess, tuples, np.arange(len(tuples)))):
            done = log.finished(i, key, len(rows), game.boards, cap)
            if done is None:
                n = walk(child, strategy, tuples, rows, turns, opener=opener, cap=cap)
                log.record(i, key, n, turns[rows])
            else:
                n, turns[rows] = done
            positions += n
            bar.update(len(rows))
    finally:
        bar.close()
        log.close()
    return TupleTurns(tuples, turns, positions)
