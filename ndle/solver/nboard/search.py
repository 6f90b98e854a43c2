"""Exact values of n-board positions over every allowed guess: expectimax with admissible bounds (branch and bound).

A position is one candidate set per unsolved board; each board's answer is
uniform over its candidates and independent of the others' (a guess is scored
against every board). Objectives: `last`, the turn the last board is solved,
and `total`, the sum of the boards' solve turns; no guess limit (expected
turns only). Values are kept as integers: F(position) is the score summed over
all N answer tuples (N = the product of the candidate counts), so

    F(pos) = cost * N + sum over the guess's feedback combinations of F(child),

cost = 1 (`last`) or the number of unsolved boards (`total`), a solved board
leaving the child. One board is Selby's f(H) (the compiled one-board search,
with no effective guess limit). Every guess is tried, one per family of guesses
that split every candidate alike (the same classes, the lowest id), best bound
first; a guess is given up once its bound (`ndle.solver.nboard.first`, then
its children's bounds, compiled for two to four boards in `ndle.solver.nboard.static`,
then replaced one by one by their exact values) reaches the best so far, so
the result is exact. A position of a few answers first tries its candidates.

    >>> from ndle.solver.nboard.search import NBoardSolver
    >>> s = NBoardSolver(words, "last")
    >>> F, best = s.solve(((0, 1, 2), (5, 9)))     # two boards: candidates by answer id
    >>> F / (3 * 2)                                 # the least expected turns to solve both
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from ndle.errors import NdleError
from ndle.solver.nboard.bounds import OBJECTIVES, groups_of, position_bound
from ndle.solver.nboard.alone import OneBoard
from ndle.solver.nboard.moves import INF, Expansion, Value
from ndle.solver.nboard.position import Position, canonical, tuples_of
from ndle.solver.nboard.static import board_arrays, cheap_static_bounds, fits, static_bounds
from ndle.solver.nboard.waste import Waste
from ndle.words import WordList

DEFAULT_CAPACITY = 1 << 21  # positions memoised
TRY_CANDIDATES = 8  # positions of this many answers first try their candidates for a value at the bound
FAST_BOARDS = 4  # positions of at most this many boards bound their guesses' children in compiled code first (the
# compiled clean chances take up to four disjoint boards; a child of more takes the general path)


class NBoardSolver(OneBoard, Expansion):
    """Exact n-board values on one word list and objective; its memo is shared by every call.

    Parameters
    ----------
    words : WordList
        The answers (candidate ids index these) and allowed guesses.
    objective : str
        ``"last"`` (turn the last board is solved) or ``"total"`` (sum of solve turns).
    capacity : int
        Most positions memoised; beyond it nothing more is stored (the search stays exact, only slower) and
        `on_full` is called once with a one-line message.
    matrix : numpy.ndarray, optional
        The (guesses, answers) feedback matrix (default: the word list's cached one).
    on_full : callable, optional
        Called with a message the first time the memo is full.
    feedback : str
        The feedback rule of `matrix` (`ndle.patterns.feedback`; default Wordle's).
    consistent : bool
        Consistent play: every guess a candidate of an unsolved board (an answer still possible on at least one).
        The bounds stay those of free play (a board's play within consistent n-board play need not be consistent
        on that board alone, so they bound it); a board left alone takes the one-board search of consistent play.

    Attributes
    ----------
    deadline : float
        A `time.process_time` time after which `solve` raises `ndle.errors.OutOfTime` at its next position or
        guess (infinite: never); the compiled one-board search it calls is not stopped inside.
    """

    def __init__(self, words: WordList, objective: str = "last", *, capacity: int = DEFAULT_CAPACITY,
                 matrix: np.ndarray | None = None, on_full: Callable[[str], None] | None = None,
                 feedback: str = "exact", consistent: bool = False):
        if objective not in OBJECTIVES:
            raise NdleError(f"unknown objective {objective!r}; choose one of {', '.join(OBJECTIVES)}")
        if capacity < 0:
            raise NdleError(f"the memo capacity must be >= 0, got {capacity}")
        self.words, self.objective, self.capacity, self.on_full = words, objective, int(capacity), on_full
        OneBoard.__init__(self, words, matrix, feedback, consistent)
        self.green = int(self.matrix[words.answer_guess[0], 0])
        self.n_codes = int(self.matrix.max()) + 1
        self.memo: dict[Position, tuple[Value, bool, int]] = {}
        self._bounds: dict[Position, Value] = {}  # `bound`'s static values (pure: the same in every process)
        self.waste = Waste(self.matrix, words.answer_guess)
        self.weights: np.ndarray | None = None  # the answers' weights (`ndle.solver.nboard.weighted`); None: equal
        self._every = np.arange(self.matrix.shape[0], dtype=np.int64)
        self._root: tuple = ((), None)  # `guess_value`'s last position and its families' lowest guesses
        self.full = False
        self.nodes = 0

    compiled = True  # whether the compiled `last` bounds (equal weights only) may cut guesses
    unit: type[int] | type[float] = int  # the type of values: F summed over the answer tuples

    # the weight of a position's answer tuples: N, their number (each weighs one)
    mass: Callable[[Position], Value] = staticmethod(tuples_of)

    def above(self, value: Value) -> Value:
        """Return the least value above `value` (values are integers)."""
        return value + 1

    @staticmethod
    def child_beta(rest: Value, bound: Value, count: Value) -> Value:
        """Return the least child value v with rest + count * v >= bound."""
        return -((rest - bound) // count)

    def bound(self, pos: Position) -> Value:
        """Return an admissible lower bound of F(pos) (`ndle.solver.nboard.bounds.position_bound`; one board: its
        exact value)."""
        if len(pos) <= 1:
            return self.f_alone(pos[0]) if pos else 0
        v = self._bounds.get(pos)
        if v is None:
            v = self._static_bound(pos)
            if len(self._bounds) < self.capacity:
                self._bounds[pos] = v
        return v

    def _static_bound(self, pos: Position) -> Value:
        group, reps, disjoint = groups_of(pos)
        clean = None
        if disjoint:
            clean = self.waste.clean_chance(reps) if self.objective == "last" else self.waste.clean_solves(reps)
        return position_bound(self.objective, [len(b) for b in pos], [self.f1(b) for b in pos], group, disjoint,
                              clean)

    def known_bound(self, pos: Position) -> Value:
        """Return the memo's exact value or lower bound of a position (at least `bound`'s), else `bound`'s."""
        hit = self.memo.get(pos)
        return hit[0] if hit is not None else self.bound(pos)

    # -- the search ------------------------------------------------------------------------------------------
    def solve(self, pos: Position, beta: Value = INF, within: np.ndarray | None = None,
              probe: bool = False) -> tuple[Value, int]:
        """Return (F(pos), a best guess id) when F < beta; else (a lower bound >= beta, -1). -1: nothing left.
        `within`: the guesses to look at (ascending), the lowest of each family of a position this one came from
        (its families are unions of those), else every guess. `probe`: one ply only, each guess valued by its
        children's bounds instead of a search: (a lower bound, -1), kept in the memo as one."""
        self._in_time()
        if not pos:
            return 0, -1
        if len(pos) == 1:
            return self.f_alone(pos[0]), self._one_best(pos[0])
        hit = self.memo.get(pos)
        if hit is not None:
            v, exact, g = hit
            if exact or v >= beta:
                return v, g
        lb = self.bound(pos) if hit is None else hit[0]
        if lb >= beta:
            self._store(pos, lb, False, -1)
            return lb, -1
        self.nodes += 1
        N = self.mass(pos)
        g = -1 if probe else self._candidate_at_bound(pos, lb, N, within)
        if g >= 0:
            self._store(pos, lb, True, g)
            return lb, g
        best, best_g, lower = self._scan(pos, beta, lb, N, within, probe)
        if probe:  # the least of the guesses' bounds
            lower = max(min(best, lower), lb)
        elif best < beta:
            self._store(pos, best, True, best_g)
            return best, best_g
        lower = max(lower, lb)
        self._store(pos, lower, False, -1)
        return lower, -1

    def _scan(self, pos: Position, beta: Value, lb: Value, N: Value, within: np.ndarray | None,
              probe: bool) -> tuple[Value, int, Value]:
        """Return (the best value below min(best, beta) and its guess, else INF and -1; the least cut-off bound)
        over the position's guesses, best bound first, each cut by the children's static bounds when it can be."""
        guesses, rows, union, order_bounds = self.moves(pos, within)
        below = None  # the children look only at this position's families' lowest guesses
        best: Value = INF
        lower: Value = INF
        best_g = -1
        fast = self.compiled and self.objective == "last" and len(pos) <= FAST_BOARDS and fits(pos)
        static: list[int] = []
        partial: list[bool] = []
        arrays = board_arrays(pos) if fast else None
        for i in range(len(guesses)):
            cut = min(best, beta)
            b_i = self.unit(order_bounds[i])
            if b_i >= cut:
                lower = min(lower, b_i)
                break  # sorted by bound: every later guess is cut too
            if arrays is not None:  # children's static bounds, compiled, in growing batches of guesses
                if i == len(static):
                    hi = min(len(guesses), 2 * i + 8, int(np.searchsorted(order_bounds, cut)))
                    got, part = cheap_static_bounds(self, arrays, guesses[i:hi], int(cut))  # (compiled: integer values)
                    static.extend(got.tolist())
                    partial.extend(part.tolist())
                if static[i] < cut and partial[i]:  # solve the classes it lacked, then the full static bound
                    static[i] = int(static_bounds(self, arrays, guesses[i:i + 1])[0])
                if static[i] >= cut:  # (never NOTHING: `moves` leaves out the guesses that change nothing)
                    lower = min(lower, static[i])
                    continue
            if probe:
                v = static[i] if arrays is not None and static[i] >= 0 else self._after_known(pos, rows[i], union, N)
            else:
                if below is None:
                    below = np.sort(guesses)
                v = self._value(pos, rows[i], union, cut, N, below)
            if v < cut:
                best, best_g = v, int(guesses[i])
                if best <= lb:
                    break
            else:
                lower = min(lower, v)
        return best, best_g, lower

    def _candidate_at_bound(self, pos: Position, lb: Value, N: Value, within: np.ndarray | None) -> int:
        """Return a candidate guess whose value is the bound `lb` (then optimal: no scan of every guess needed),
        tried on positions of at most `TRY_CANDIDATES` answers; else -1."""
        union = sorted(set().union(*pos))
        if len(union) > TRY_CANDIDATES:
            return -1
        for a in union:
            g = int(self.words.answer_guess[a])
            if self._value(pos, self.matrix[g, union], union, self.above(lb), N, within) == lb:
                return g
        return -1

    def guess_value(self, pos: Position, guess: int, beta: Value = INF) -> Value:
        """Return F of playing `guess` first and then the best (>= beta: only a lower bound >= beta). Given a
        beta, the children's bounds are first raised by one ply each (`solve`'s probe), which alone refutes most
        guesses that a proof must rule out; a search follows only where that falls short."""
        union = sorted(set().union(*pos))
        if self._root[0] != pos:  # the children look only at this position's families' lowest guesses
            self._root = (pos, np.sort(self.moves(pos)[0]))
        args = (pos, self.matrix[guess, union], union, beta, self.mass(pos), self._root[1])
        if beta < INF and (v := self._value(*args, probe=True)) >= beta:
            return v
        return self._value(*args)

    def _value(self, pos: Position, row, union, bound: Value, N: Value, within: np.ndarray | None = None,
               probe: bool = False) -> Value:
        """Return F after a guess (exact when below `bound`, else a lower bound >= bound; `within` and `probe`: as
        `solve`'s, for the children; with `probe` only a lower bound)."""
        self._in_time()
        got = self._bounded(pos, row, union, N)
        if got is None:
            return INF  # changes nothing
        items, tot = got
        if tot >= bound:
            return tot
        mass = self.mass
        items.sort(key=lambda it: (-it[0] * mass(it[1]), it[1]))  # most likely first
        done = N if self.objective == "last" else N * len(pos)  # the exact part, summed afresh (weights: no bound
        for cnt, child, lb in items:                            # taken out of a float sum)
            rest = tot - cnt * lb
            beta = self.child_beta(rest, bound, cnt)
            v, _ = self.solve(child, beta, within, probe)
            tot = rest + cnt * v
            done += cnt * v
            if tot >= bound or v >= beta:  # (the second: a weighted sum rounded below the bound)
                return max(tot, bound)
        return done

    def _store(self, pos: Position, value: Value, exact: bool, best: int) -> None:
        if pos in self.memo or len(self.memo) < self.capacity:
            old = self.memo.get(pos)
            if old is None or not old[1] and (exact or value > old[0]):  # a bound only raises a bound
                self.memo[pos] = (self.unit(value), exact, best)
        elif not self.full:
            self.full = True
            if self.on_full is not None:
                self.on_full(f"the n-board memo is full ({self.capacity:,} positions): the search goes on, "
                             "exact but slower (raise --memo)")


__all__ = ["INF", "NBoardSolver", "Position", "Value", "canonical", "tuples_of"]
