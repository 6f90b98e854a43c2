"""Exact n-board play where it is affordable: the optimum of every position with at most `tuples` answer tuples.

A position whose unsolved boards' candidate counts multiply to at most
`tuples` (the number of answer tuples still possible) is played by the exact
n-board search (`ndle.solver.nboard.search.NBoardSolver`, over every allowed guess,
boards independent, no guess limit): from there on the player is optimal for
the objective. Larger positions are played by `lookahead` (its default
options). `opener` fixes the first guess (e.g. the proven best opener of the
list, from `ndle optimal --boards N`) where the pool allows it; by default
the first guess is the look-ahead's. With `openers=K` (and no `opener`) the
player chooses its first guess itself by exact value: of the look-ahead's K
best first guesses by its own estimate (its choice first) and the K of least
lower bound (`NBoardSolver.moves`' order, the first round of
`ndle optimal --boards N`), the least, each searched against the best value
so far (the earlier on a tie). The two lists catch different openers: the
estimate favours guesses that split the answers evenly, the bound finds
guesses such as SETUP on 31 answers, which the look-ahead does not shortlist.
That costs up to 2K searches of the first position, once per player (kept
for every later game), so it is for lists where
`ndle optimal --boards N --opener WORD` takes seconds; the value assumes
optimal play after the first guess, which the player gives where positions
are within `tuples`.

The search's memo is kept across decisions and games (at most `memo`
positions), so a position met again costs a dictionary look-up. Near the
guess limit, once no guess is spare (the guesses left equal the unsolved
boards), the look-ahead decides (it plays candidates there), since the exact
values ignore the limit. It needs the normal pool (`pool="all"`), visible
boards and Wordle's feedback; otherwise it plays `lookahead` throughout. In hard mode or consistent play (one
board) the exact search is Selby's one-board search under that rule (`ndle.solver.one.Solver`, a position keyed by
its candidates and the guesses the hints allow), on boards of at most `tuples` candidates; in consistent play on
several boards, the n-board search under it.

Under an answer prior (`Game.weights`) the n-board search, which counts
equally likely answer tuples, does not apply: on one board the player plays
the exact search of least expected guesses under the prior
(`ndle.solver.one.wsearch`, with the guess limit) wherever the board has at
most `tuples` candidates, on several boards the prior-aware `lookahead`
throughout. `openers` needs equally likely answers. When rows lie
(`Game.channel`) neither exact search applies (both assume honest rows): the
player is `lookahead` throughout.
"""

from __future__ import annotations

import math

import numpy as np

from ndle.errors import StrategyError
from ndle.game import Game, GuessId, State
from ndle.measures.value import OBJECTIVES
from ndle.strategies.base import Strategy, make_strategy, register
from ndle.strategies.lookahead import Lookahead, check_boards
from ndle.strategies.options import Option, at_least, one_of


def guess_option(name: str, value, game: Game) -> GuessId | None:
    """Return an option naming an allowed guess (any case) as its guess id (None stays None), else raise."""
    if value is None:
        return None
    if not isinstance(value, str) or value.lower() not in game.words.guess_index:
        raise StrategyError(f"option {name} must be an allowed guess, got {value!r}")
    return game.words.guess_id(value.lower())


@register("exact")
class Exact(Strategy):
    """The exact n-board optimum wherever a position has at most `tuples` answer tuples; `lookahead` elsewhere."""

    summary = "the exact n-board optimum below `tuples` answer tuples, look-ahead above (opener: fixed or its own)"
    deterministic = True

    options = (*Strategy.options, Option("objective", "last", one_of(OBJECTIVES)), Option("tuples", 2000, at_least(0)),
               Option("opener", None, guess_option),
               Option("openers", 0, at_least(0)), Option("memo", 1 << 19, at_least(0)))
    objective: str
    tuples: int
    opener: GuessId | None
    openers: int
    memo: int

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        look = make_strategy("lookahead", game, pool=self.pool, objective=self.objective)
        assert isinstance(look, Lookahead)
        self.look = look
        free = self.pool == "all" and game.mode == "classic" and not game.observation.weighted \
            and not game.observation.rows_lie
        self.applies = free and not game.hard  # the n-board search (consistent play's where set)
        self.ruled = free and game.boards == 1 and (game.hard or game.consistent)  # Selby's search keeps the rule
        self._solver = None
        self._one = None
        self._chosen: dict = {}  # first position -> the first guess `openers` chose there

    @classmethod
    def check_together(cls, game: Game, settings: dict) -> None:
        """Refuse `openers` under an answer prior (it weighs first guesses by their exact value, for equally likely
        answers), and more boards than its look-ahead plays (`ndle.strategies.lookahead.LOOKAHEAD_BOARDS`)."""
        check_boards(cls.name, game)
        if game.observation.weighted and settings["openers"]:
            raise StrategyError("option openers needs equally likely answers, not a prior")

    @property
    def solver(self):
        """Return the exact n-board search on this game's lists (built on first use, its memo kept)."""
        if self._solver is None:
            from ndle.solver.nboard.search import NBoardSolver

            self._solver = NBoardSolver(self.game.words, self.objective, capacity=self.memo, matrix=self.game.matrix,
                                        feedback=self.game.feedback, consistent=self.game.consistent)
        return self._solver

    @property
    def one(self):
        """Return the one-board search in hard mode or consistent play (built on first use, its cache kept)."""
        if self._one is None:
            from ndle.solver.one.ruled import RuledBoard

            self._one = RuledBoard(self.game)
        return self._one

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        if state.turn == 0 and self.opener is not None and self.allowed(state)[self.opener]:
            return self.opener
        unsolved = state.unsolved
        spare = self.game.max_guesses - state.turn - len(unsolved)
        if self.ruled and spare > 0 and len(unsolved[0].candidates) <= self.tuples:
            _, g = self.one.best(state)
            if g >= 0 and self.allowed(state)[g]:
                return int(g)
        if self.applies and spare > 0:
            if state.turn == 0 and self.opener is None and self.openers:
                return self._first_guess(state)
            if math.prod(len(b.candidates) for b in unsolved) <= self.tuples:
                from ndle.solver.nboard.search import canonical

                _, g = self.solver.solve(canonical(b.candidates for b in unsolved))
                if g >= 0:
                    return int(g)
        if (self.look.weighted is not None and len(unsolved) == 1 and spare >= 0
                and len(unsolved[0].candidates) <= self.tuples):
            _, g = self.look.weighted.solve(unsolved[0].candidates, spare + 1)
            if g >= 0 and self.allowed(state)[g]:
                return int(g)
        return self.look.choose(state, rng)

    def _first_guess(self, state: State) -> GuessId:
        """The least exact value among the look-ahead's `openers` best first guesses by its estimate and the
        `openers` of least bound (cached)."""
        from ndle.solver.nboard.search import INF, canonical

        pos = canonical(b.candidates for b in state.unsolved)
        if pos not in self._chosen:
            rows, estimate = self.look.guess_scores(state)
            looked = list(dict.fromkeys([int(self.look.choose(state)),
                                         *rows[np.argsort(estimate, kind="stable")].tolist()]))
            allowed = self.allowed(state)
            bounded = [int(g) for g in self.solver.moves(pos)[0] if allowed[g]]
            best, value = looked[0], INF
            for g in dict.fromkeys(looked[:self.openers] + bounded[:self.openers]):
                v = self.solver.guess_value(pos, g, value)  # exact if below the best so far
                if v < value:
                    best, value = g, v
            self._chosen[pos] = best
        return self._chosen[pos]

    def __repr__(self) -> str:
        opener = None if self.opener is None else self.game.words.guesses[self.opener]
        return (f"Exact(objective={self.objective!r}, tuples={self.tuples}, opener={opener!r}, "
                f"openers={self.openers}, memo={self.memo}, pool={self.pool!r})")
