"""Look-ahead: the shortlisted guess with the least expected final score, through every board's feedback classes.

For each guess of a shortlist (the `shortlist` best by Fetterman's summed
entropy, ties to candidates, plus every unsolved board's best candidate), the
position after the guess is valued over every feedback class of every
unsolved board, exactly, with leaf values from `ndle.measures.value` (a model
fitted to ndle's own games; boards independent). `leaf` names the fit that
values the leaves: `total` (default; per-board values plus a term in the
number of boards left) or `last` (with a term in the largest board); on ndle's
measurements the `total` fit chooses better guesses for either objective (see
docs/research/strongest.md). `middle="greedy"` plays the base rule
(`sum`, ties to candidates) wherever no exact part applies. Exact parts take
over where they are affordable:

- one board left (every n) with at most `exact` candidates, the normal pool and
  Wordle's feedback: Selby's exact search (`ndle.solver`) picks the guess; on
  one board the look-ahead values each guess exactly (the search with a beta
  cut-off) when all its classes have at most `exact` candidates, which on
  Wordle plays Selby's optimum (SALET first, 3.4212);
- the first guess of a game whose every first guess's exact value is kept
  (`ndle.solver.first_guesses`: Mastermind, 1123 first): those values;
- at most `endgame` candidates left over all boards (default 0: off, its
  measured gain is below the noise at ten times the time): exact expectimax
  over every distinct guess (`ndle.solver.nboard.endgame`).

`leaf="rollout"` values the leaves instead by rollouts of the base rule
(Bertsekas's method; `ndle.strategies.rollouts`): every shortlisted guess is
played, then `sum` with ties to candidates plays each board to the end, over
every answer tuple when there are at most `samples` (the exact expectation),
else over `samples` tuples drawn from the game's Generator, the same for every
guess (so the strategy is then randomised, with identical results for any
number of jobs). Measured, it gains nothing over the model (docs/research/strongest.md).

Near the guess limit the fitted model, which knows nothing of the limit, is not trusted: once the guesses left exceed
the unsolved boards by at most `guard` (default 2), the base rule chooses (it splits several two-candidate boards with
one guess where the model gambles on one of them; on 5,000 Octordle games this took the lost games from 9 to 0, the
mean no worse). `guard=-1` turns this off. When rows lie (`Game.channel`) it holds on one board too.

Under an answer prior (`Game.weights`) every expectation weighs the feedback
classes by their probabilities (the model still values a class by its size),
and the exact one-board part is the compiled weighted search
(`ndle.solver.one.wsearch.WeightedSearch`, least expected guesses under the
prior) on at most `min(exact, 50)` candidates; `endgame` and `leaf="rollout"`
assume equally likely answers and are refused.

In Xordle guesses are valued over the pairs' merged rows until a word is found (`xordle_lookahead`).

`objective="last"` (default) minimises the turn the last board is solved,
`"total"` the sum of the boards' solve turns. The choice depends only on the
position (no sampling: every expectation is exact under the model), so the
strategy is deterministic and its results identical for any number of jobs.
"""

from __future__ import annotations


import numpy as np
from cachetools import LRUCache

from ndle.errors import NdleError, StrategyError
from ndle.game import Game, GuessId, State
from ndle.measures.value import OBJECTIVES, ValueModel, class_sizes, expected_values, shown_values
from ndle.measures.weighted import class_probabilities
from ndle.solver.nboard.endgame import Endgame
from ndle.solver.nboard.position import canonical
from ndle.solver.first_guesses import first_value, kept
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option, at_least, one_of
from ndle.strategies.lookahead_settings import LookaheadSettings
from ndle.strategies.fetterman import SumEntropy
from ndle.strategies.rollouts import rollout_values
from ndle.strategies.shortlist import shortlist
from ndle.strategies.xordle_lookahead import pair_phase, pair_shortlist, pair_values

MIDDLES = ("model", "greedy")  # the middle game: the look-ahead through the fitted model, or the base rule
LEAVES = OBJECTIVES + ("rollout",)  # a fitted model (which fit), or rollouts of the base rule
_MEMO = 1 << 16  # decisions kept (n = 1 replays the same positions in every game)
LOOKAHEAD_BOARDS = 256  # the most boards a look-ahead plays: a 256-board game takes seconds, 512 minutes, 1,000 hours


def check_boards(name: str, game: Game) -> None:
    """Raise StrategyError (one line) if `game` has more boards than a look-ahead can play (`LOOKAHEAD_BOARDS`)."""
    if game.boards > LOOKAHEAD_BOARDS:
        raise StrategyError(f"strategy {name} plays at most {LOOKAHEAD_BOARDS} boards, not {game.boards:,} (a game "
                            "takes minutes to hours beyond); on many boards use sum, bonus or cover_adaptive")


def value_model(name: str, value, game=None) -> ValueModel:
    """Return the value model an option names (a file; None: the shipped one), raising StrategyError."""
    try:
        return ValueModel.load(value)
    except NdleError as e:
        raise StrategyError(f"option {name}: {e}") from None


def leaf_fit(leaf: str) -> str:
    """Return the model fit a leaf reads (rollouts read the total's)."""
    return "total" if leaf == "rollout" else leaf


@register("lookahead")
class Lookahead(Strategy, LookaheadSettings):
    """One-step look-ahead over every board's feedback classes with fitted leaf values and exact endgames."""

    summary = "look-ahead through every board's feedback classes: fitted leaf values, exact endgames"
    deterministic = True

    options = (*Strategy.options, Option("objective", "last", one_of(OBJECTIVES)), Option("shortlist", 24, at_least(1)),
               Option("exact", 250, at_least(0)), Option("endgame", 0, at_least(0)),
               Option("middle", "model", one_of(MIDDLES)), Option("leaf", "total", one_of(LEAVES)),
               Option("guard", 2, at_least(-1)), Option("samples", 32, at_least(1)),
               Option("model", None, value_model))

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        self.exact *= not game.observation.rows_lie  # the exact searches: honest rows
        self.solo_guard = game.observation.rows_lie  # rows that lie
        if self.leaf == "rollout":
            self.deterministic = False  # sampled answer tuples, drawn from the game's Generator
        self.fit = self.model.fit_for(game.boards, leaf_fit(self.leaf))
        self.base = SumEntropy(game, pool=self.pool, tiebreak="candidates", objective=self.objective)
        self._solver = self._weighted = None
        self._endgames: dict[bytes, Endgame] = {}
        self._memo: LRUCache[tuple, GuessId] = LRUCache(maxsize=_MEMO)

    @classmethod
    def check_together(cls, game: Game, settings: dict) -> None:
        """Refuse an exact endgame or rollouts under an answer prior or rows that lie, and a model without the leaf's
        fit, and more boards than `LOOKAHEAD_BOARDS`."""
        check_boards(cls.name, game)
        if (game.observation.weighted or game.observation.rows_lie) and (settings["endgame"]
                                                                       or settings["leaf"] == "rollout"):
            raise StrategyError("options endgame and leaf=rollout assume equally likely answers and honest rows")
        try:
            settings["model"].fit_for(game.boards, leaf_fit(settings["leaf"]))
        except NdleError as e:
            raise StrategyError(f"option model: {e}") from None

    # -- exact parts -------------------------------------------------------------------------------------------
    @property
    def solver(self):
        """Return Selby's exact one-board search on this game's matrix, or None where it does not apply."""
        if self._solver is None and self.exact and self.pool == "all" and not self.game.observation.weighted:
            from ndle.solver.one.search import Solver

            small = len(self.game.words.answers) < 1000
            self._solver = Solver(self.game.words, matrix=self.game.matrix, capacity=1 << (16 if small else 20),
                                  feedback=self.game.feedback, consistent=self.game.consistent)
        return self._solver

    @property
    def weighted(self):
        """Return the exact one-board search under the game's answer prior, or None where it does not apply."""
        if self._weighted is None and self.exact and self.pool == "all" and self.game.observation.weighted:
            from ndle.solver.one.wsearch import WeightedSearch

            words = self.game.words
            small = len(words.answers) < 1000
            self._weighted = WeightedSearch(self.game.matrix, self.game.weights, words.answer_guess, self.game.solved,
                                            capacity=1 << (16 if small else 20))
        elif self._weighted is not None and self._weighted.nearly_full():
            self._weighted.fresh()  # a long run: the memo starts again rather than stop keeping positions
        return self._weighted

    def _solve(self, candidates: np.ndarray, guesses_left: int) -> tuple[float, int]:
        """Return (least total guesses to solve one board of these candidates, best guess), inf if impossible."""
        v, best = self.solver.value(candidates, guesses_left)
        return (float(v), best) if best >= 0 else (float("inf"), -1)

    def _endgame(self, allowed: np.ndarray) -> Endgame:
        key = np.packbits(allowed).tobytes()
        if key not in self._endgames:
            self._endgames.clear()  # one pool in use at a time (the normal pool never changes)
            self._endgames[key] = Endgame(self.game.matrix, np.flatnonzero(allowed), self.objective,
                                          green=self.game.solved)
        return self._endgames[key]

    # -- the look-ahead ----------------------------------------------------------------------------------------
    def candidates_shortlist(self, state: State, allowed: np.ndarray) -> np.ndarray:
        """Return the guesses compared: the best by summed entropy (ties to candidates), each board's best candidate."""
        score = self.base.combine(self.base.unsolved_scores(state))
        return shortlist(score, state.unsolved, self.game.words, allowed, self.shortlist)

    def evaluate(self, state: State, guesses: np.ndarray) -> np.ndarray:
        """Return the estimated further score (turns for `last`, summed turns for `total`) after each guess."""
        if pair_phase(state):  # xordle, no word found yet: through the pairs (xordle_lookahead)
            return pair_values(self, state, guesses)
        if self._kept_start(state):  # a kept game's first guesses: their exact values
            return np.array([first_value(self.game, state, int(g)) for g in guesses], dtype=float)
        unsolved = state.unsolved
        cost = 1.0 if self.objective == "last" else float(len(unsolved))
        if self.game.observation.rows_lie:  # rows that lie: the classes of the rows shown
            return cost + shown_values(self.model, self.fit, self.game, guesses, unsolved)
        sizes = [class_sizes(self.game.matrix, guesses, b.candidates, self.game.words.length, solved=self.game.solved)
                 for b in unsolved]
        if len(unsolved) == 1 and self.solver is not None:
            return cost + self._one_board(state, guesses, unsolved[0].candidates, sizes[0])
        probs = [class_probabilities(self.game.matrix, guesses, b.candidates, b.probabilities, self.game.words.length,
                                     solved=self.game.solved)
                 for b in unsolved] if self.game.observation.weighted else None
        return cost + expected_values(self.model, self.fit, sizes, probs)

    def _one_board(self, state: State, guesses: np.ndarray, candidates: np.ndarray, sizes: np.ndarray) -> np.ndarray:
        """Return the expected further guesses after each guess on one board: exact (Selby's search, tried in the
        model's order with a beta cut-off, so a guess no better than the best so far gets a value above it)
        when every class has at most `exact` candidates, else the model's estimate for the larger classes."""
        m, left = len(candidates), self.game.max_guesses - state.turn - 1
        live = sizes.copy()
        live[:, -1] = 0  # the all-green class
        model = expected_values(self.model, self.fit, [sizes])
        out = np.empty(len(guesses))
        best = np.inf
        for i in np.argsort(model, kind="stable"):
            if live[i].max() <= self.exact and left >= 1:
                v, _ = self.solver.value(candidates, left + 1, best, first=int(guesses[i]))
                if v >= best:  # a cut-off: only a bound >= the best so far; rank it after that best (totals are
                    v = max(v, best) + 0.5  # integers), or a bound equal to it would tie and might be chosen
                best = min(best, v)
                out[i] = (v - m) / m
            else:  # mixed: exact classes where small, the model where large (or the limit makes exact impossible)
                out[i] = self._mixed(guesses[i], candidates, left) / m
        return out

    def _mixed(self, guess: int, candidates: np.ndarray, left: int) -> float:
        codes, total = self.game.matrix[guess, candidates], 0.0
        for code in np.unique(codes):
            if code != self.game.solved:
                part = candidates[codes == code]
                v = self._solve(part, left)[0] if len(part) <= self.exact else np.inf
                total += v if np.isfinite(v) else len(part) * self.fit.value([len(part)])
        return total

    def guess_scores(self, state: State) -> tuple[np.ndarray, np.ndarray]:
        """Return the shortlist and each guess's estimated further score under the objective (lower is better; a guess
        the exact search cut off gets a bound above the best)."""
        rows = self._rows(state, self.allowed(state))
        return rows, self.evaluate(state, rows)

    def _rows(self, state: State, allowed: np.ndarray) -> np.ndarray:
        """Return the guesses compared: all at a kept game's start, xordle's pairs' shortlist, or the shortlist."""
        if self._kept_start(state):
            return np.flatnonzero(allowed)
        if pair_phase(state):
            return pair_shortlist(self.game, state, allowed, self.shortlist)
        return self.candidates_shortlist(state, allowed)

    def value(self, state: State) -> float:
        """Return the estimated (exact in an endgame) further score of a position under this strategy's objective."""
        if state.done:
            return 0.0
        pos = canonical(b.candidates for b in state.unsolved)
        if sum(map(len, pos)) <= self.endgame and not pair_phase(state):
            return self._endgame(self.allowed(state)).solve(pos)[0]
        return float(self.guess_scores(state)[1].min())

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        if self.leaf == "rollout":  # no memo: a sampled choice must not carry over to another game
            return self._choose(state, rng)
        key = (state.guesses, state.patterns)
        if (hit := self._memo.get(key)) is not None:
            return hit
        guess = self._memo[key] = self._choose(state)
        return guess

    def _kept_start(self, state: State) -> bool:
        """Return whether `state` is the start of a game whose first guesses' exact values are kept."""
        return state.turn == 0 and kept(self.game) is not None

    def _choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        allowed = self.allowed(state)
        unsolved = state.unsolved
        pos = canonical(b.candidates for b in unsolved)
        if sum(map(len, pos)) <= self.endgame and not pair_phase(state):
            _, g = self._endgame(allowed).solve(pos)
            if g >= 0:
                return g
        if len(unsolved) == 1 and len(unsolved[0].candidates) <= self.exact and self.solver is not None:
            _, g = self._solve(unsolved[0].candidates, self.game.max_guesses - state.turn)
            if g >= 0 and allowed[g]:
                return g
        if len(unsolved) == 1 and self.weighted is not None and len(unsolved[0].candidates) <= min(self.exact, 50):
            _, g = self.weighted.solve(unsolved[0].candidates, self.game.max_guesses - state.turn)
            if g >= 0 and allowed[g]:
                return g
        if self.middle == "greedy" and (len(unsolved) > 1 or self.solver is None):
            return self.base.choose(state)
        if (len(unsolved) > 1 or self.solo_guard) and self.game.max_guesses - state.turn - len(unsolved) <= self.guard:
            return self.base.choose(state)  # near the limit: the model does not see it
        if self.leaf == "rollout" and not pair_phase(state) and (len(unsolved) > 1 or self.solver is None):
            guesses = self.candidates_shortlist(state, allowed)
            values = rollout_values(state, guesses, self.base, self.objective, self.samples, rng)
        else:
            guesses = self._rows(state, allowed)
            values = self.evaluate(state, guesses)
        return int(guesses[int(np.argmin(values))])

    def __repr__(self) -> str:
        return (f"Lookahead(objective={self.objective!r}, shortlist={self.shortlist}, exact={self.exact}, "
                f"endgame={self.endgame}, middle={self.middle!r}, leaf={self.leaf!r}, samples={self.samples}, "
                f"guard={self.guard}, pool={self.pool!r})")
