"""A strategy's exact worst case on n boards: the latest turn its last board is solved, over every tuple of answers.

    >>> from ndle.game.game import Game
    >>> from ndle.strategies import make_strategy
    >>> game = Game.create(2, "wordle")
    >>> strategy_worst(game, make_strategy("minimax", game)).worst      # long: every pair of the 2,315 answers

Playing every tuple of distinct answers one game at a time costs one game per
tuple (5,356,910 on Dordle). A deterministic strategy plays one tree instead:
from a position it plays one guess, and every joint feedback that some tuple of
distinct answers shows leads to one position. The latest turn is found by
walking that tree once, each position once (positions are cached by the boards'
candidates and the answers already solved, which is all a strategy that plays
the classic mode sees; a strategy whose choice depends on more, such as the
order of the guesses, is played from the first position that reaches it).
"""

from __future__ import annotations

import itertools
import sys
import time
from dataclasses import dataclass

import numpy as np

from ndle.adversary.absurdle import distinct_tuples
from ndle.errors import StrategyError, UnsupportedGameError
from ndle.solver.arguments import refuse_unsupported
from ndle.game import Game, State


@dataclass(frozen=True)
class StrategyWorst:
    """A strategy's worst case over every tuple of distinct answers.

    Attributes
    ----------
    strategy : str
        The strategy (its repr).
    boards : int
        Boards at once.
    worst : int
        The latest turn at which the last board is solved, over every tuple (exact).
    line : tuple of str
        The guesses of one game reaching it.
    positions : int
        Positions walked.
    seconds : float
        Wall time.
    """

    strategy: str
    boards: int
    worst: int
    line: tuple[str, ...]
    positions: int
    seconds: float

    def to_dict(self) -> dict:
        return {"strategy": self.strategy, "boards": self.boards, "worst": self.worst, "line": list(self.line),
                "positions": self.positions, "seconds": round(self.seconds, 3)}


def strategy_worst(game: Game, strategy, *, limit: int = 30) -> StrategyWorst:
    """Return the latest turn a deterministic strategy solves its last board, over every tuple of distinct answers.

    Parameters
    ----------
    game : Game
        The game (classic mode, no pre-filled guesses, honest rows: else UnsupportedGameError; a prior is
        honoured, the worst case being over every answer).
    strategy : Strategy
        A deterministic strategy for that game.
    limit : int
        The most guesses a game may take (a strategy that needs more is an error).

    Returns
    -------
    StrategyWorst
        The worst case and one line of guesses reaching it.

    Raises
    ------
    StrategyError
        If the strategy is randomised, or a game takes more than `limit` guesses.
    """
    if not getattr(strategy, "deterministic", False):
        raise StrategyError(f"{strategy!r} is randomised: its worst case is not one tree's")
    if game.mode != "classic" or game.prefill:
        raise UnsupportedGameError("the worst case of a strategy is walked in the classic mode without pre-filled "
                                   f"guesses, not {game.describe()}")
    refuse_unsupported(game, "strategy_worst", boards=True, prior=True)  # the worst case is the prior's too
    start = time.perf_counter()
    walk = _Walk(game, strategy, limit)
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 10 * limit + 100))
    try:
        worst = walk.rest(game.start(), ())
    finally:
        sys.setrecursionlimit(old)
    words = game.words
    return StrategyWorst(repr(strategy), game.boards, worst, tuple(words.guesses[g] for g in walk.line()),
                         len(walk.memo), time.perf_counter() - start)


class _Walk:
    """The walk over a strategy's tree: the most guesses left from each position, cached."""

    def __init__(self, game: Game, strategy, limit: int):
        self.game, self.strategy, self.limit = game, strategy, limit
        self.M, self.green = game.matrix, game.solved
        self.answer_of = {int(g): a for a, g in enumerate(game.words.answer_guess)}
        self.memo: dict = {}  # position -> (most guesses left, the guess, the child reaching it)

    def rest(self, state: State, taken: tuple[int, ...]) -> int:
        """Return the most guesses the strategy still plays from `state` over the tuples left."""
        if state.done:
            return 0
        key = (tuple(b.candidates.tobytes() for b in state.boards if not b.solved), taken)
        if (hit := self.memo.get(key)) is not None:
            return hit[0]
        if state.turn >= self.limit:
            raise StrategyError(f"{self.strategy!r} takes more than {self.limit} guesses: "
                                f"{' '.join(state.guess_words)}")
        g = int(self.strategy.choose(state))
        row, gone = self.M[g], np.array(taken, dtype=np.int64)
        open_boards = [i for i, b in enumerate(state.boards) if not b.solved]
        per_board = []
        for i in open_boards:
            c = np.setdiff1d(state.boards[i].candidates, gone)
            codes = row[c]
            per_board.append([(int(p), c[codes == p]) for p in np.unique(codes)])
        worst, via = 0, None
        for combo in itertools.product(*per_board):
            if distinct_tuples([part for _, part in combo]) == 0:
                continue
            shown: list = [None] * len(state.boards)
            for i, (p, _) in zip(open_boards, combo):
                shown[i] = p
            solved = tuple(sorted(taken + tuple(self.answer_of[g] for p, _ in combo if p == self.green)))
            child = state.apply(g, shown)
            r = 1 + self.rest(child, solved)
            if r > worst:
                worst, via = r, (child, solved)
        self.memo[key] = (worst, g, via)
        return worst

    def line(self) -> list[int]:
        """Return the guesses of one game reaching the worst case."""
        state, taken, out = self.game.start(), (), []
        while not state.done:
            _, g, via = self.memo[(tuple(b.candidates.tobytes() for b in state.boards if not b.solved), taken)]
            out.append(g)
            state, taken = via
        return out


__all__ = ["StrategyWorst", "strategy_worst"]
