"""Look-ahead, worst case first: the least guaranteed number of guesses (exact), then the look-ahead's expectation.

Where one board is left to solve, every guess of the look-ahead's shortlist
(`ndle.strategies.lookahead`), plus the `extra` guesses with the smallest
largest feedback class (minimax's order, ties to candidates), can be asked
whether, played now, it finds every candidate within d guesses in all (the
exact depth-only search `ndle.solver.worst.search.DepthSolver`; in hard mode under
Selby's rule). The guesses are asked in the look-ahead's order, best
expectation first (its exact expectation where the look-ahead is exact):

- in a one-board game, the least depth D any compared guess guarantees at the
  start is the game's budget: at turn t the first guess (in that order) that
  finishes within D - t is played. So the strategy guarantees D guesses, the
  least its shortlists reach, and otherwise plays the look-ahead wherever the
  look-ahead keeps within the budget (on Wordle, where Selby's optimum never
  needs a sixth guess, it plays as `lookahead`);
- on several boards, once one board is left: the guess with the least depth
  for that board, the look-ahead's order breaking ties.

Elsewhere (several boards unsolved, other modes, pre-filled guesses, other
feedback rules, word lengths other than five, pools other than `all`) it
plays as `lookahead`. Where no compared guess finishes within the guesses
left, the look-ahead's choice is played.
"""

from __future__ import annotations

import numpy as np

from ndle.game import Game, GuessId, State
from ndle.solver.worst.search import DepthSolver
from ndle.strategies.base import register
from ndle.strategies.options import Option, at_least
from ndle.strategies.lookahead import Lookahead
from ndle.strategies.pools import candidate_mask
from ndle.words import WORD_LENGTH


@register("lookahead_worst")
class LookaheadWorst(Lookahead):
    """The look-ahead with the guaranteed number of guesses (exact, one board left) ranked before the expectation.

    Its options are the look-ahead's (`pool`, `objective`, `shortlist`, `exact`, ...), then `extra` (default 8):
    guesses with the smallest largest class added to the look-ahead's shortlist.

    Parameters
    ----------
    game : Game
        The game it plays.
    **options
        The options above.
    """

    summary = "look-ahead, worst case first: least guaranteed guesses (exact, last board), then least expected"
    options = (*Lookahead.options, Option("extra", 8, at_least(0)))
    extra: int

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        self._depth: DepthSolver | None = None
        self._root: int | None = None  # on one board: the least depth guaranteed from the start

    @property
    def depth(self) -> DepthSolver | None:
        """Return the depth-only search for this game, or None where the worst-case part does not apply."""
        g = self.game
        if (g.feedback != "exact" or g.mode != "classic" or g.prefill or g.words.length != WORD_LENGTH
                or self.pool != "all"):
            return None
        if self._depth is None:
            small = len(g.words.answers) < 1000
            self._depth = DepthSolver(g.words, hard=g.hard, capacity=1 << (16 if small else 20), matrix=g.matrix)
        return self._depth

    def _choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        first = super()._choose(state, rng)  # the look-ahead's own choice, asked first
        depth = self.depth
        if len(state.unsolved) != 1 or depth is None or len(state.unsolved[0].candidates) <= 2:
            return first
        fits = self._fits(state, depth)
        if self.game.boards == 1:  # within the guarantee found at the start, the best expectation
            if self._root is None:
                start = self.game.start()
                self._root = self._least(self._ranked(start, super()._choose(start)), self._fits(start, depth),
                                         self.game.max_guesses)[0]
            budget = self._root - state.turn
            if fits(first, budget):
                return first
            for g in self._ranked(state, first):
                if fits(g, budget):
                    return g
        return self._least(self._ranked(state, first), fits, self.game.max_guesses - state.turn)[1]

    def _ranked(self, state: State, first: int) -> list[int]:
        """Return the guesses compared: the look-ahead's choice, then the rest by its estimate, best first."""
        guesses = self._guesses(state, self.allowed(state))
        values = self.evaluate(state, guesses)
        return [first] + [int(guesses[i]) for i in np.argsort(values, kind="stable") if guesses[i] != first]

    def _fits(self, state: State, depth: DepthSolver):
        """Return a test: does guess g, played now, find every candidate of the one board left within d guesses?"""
        T, h = depth.all_guesses, (0, 0)
        if self.game.hard:
            T = np.flatnonzero(self.allowed(state)).astype(np.int32)
            h = depth.hashes(T)
        H = np.asarray(state.unsolved[0].candidates, dtype=np.int32)
        return lambda g, d: d >= 1 and self._within(depth, H, T, h, g, d)

    def _least(self, ranked: list[int], fits, left: int) -> tuple[int, int]:
        """Return (the least depth any ranked guess guarantees, the first ranked guess reaching it); `left` + 1
        and the first guess where none fits within the `left` guesses left."""
        best, pick = left + 1, ranked[0]
        for g in ranked:
            d = best - 1
            if not fits(g, d):
                continue
            while d > 1 and fits(g, d - 1):
                d -= 1
            best, pick = d, g
        return best, pick

    def _guesses(self, state: State, allowed: np.ndarray) -> np.ndarray:
        """Return the look-ahead's shortlist and the `extra` guesses with the smallest largest class."""
        rows = self.candidates_shortlist(state, allowed)
        if self.extra:
            from ndle.measures.largest import largest_classes

            g = self.game
            largest = largest_classes(g.matrix, state.unsolved[0].candidates, g.words.length)[0].astype(np.int64)
            key = np.where(allowed, largest * 2 + ~candidate_mask(state), np.iinfo(np.int64).max)
            top = np.argsort(key, kind="stable")[:self.extra]
            rows = np.concatenate([rows, top[allowed[top] & ~np.isin(top, rows)]])
        return rows

    def _within(self, depth: DepthSolver, H: np.ndarray, T: np.ndarray, h: tuple[int, int], guess: int, d: int) -> bool:
        """Return whether, playing `guess` now, every answer of H is found within d guesses in all."""
        codes = self.game.matrix[guess, H]
        green = self.game.solved
        sizes = np.bincount(codes, minlength=green + 1)
        sizes[green] = 0
        for p in np.argsort(-sizes, kind="stable")[:np.count_nonzero(sizes)]:  # the largest class first
            if d < 2:
                return False
            Tp, h1, h2 = depth.allowed(T, guess, int(p)) if self.game.hard else (T, *h)
            if not depth.fits(H[codes == p], d - 1, Tp, (h1, h2)):
                return False
        return True

    def __repr__(self) -> str:
        return super().__repr__().replace("Lookahead(", "LookaheadWorst(extra=%d, " % self.extra, 1)

