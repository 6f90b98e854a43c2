"""Every guess of a position ranked by its exact n-board value: rounds over the root's guesses, any number of jobs.

The root's guesses (one per feedback family, best bound first) are decided in
rounds of `ROUND`: each guess of a round is searched with beta = c + 1, c the
`top`-th best exact value decided before the round, so it comes back exact
(<= c) or proven worse than c. A guess whose bound alone exceeds c needs no
search, and since guesses are in bound order the rest then do too. The cut-off
of each round depends only on the rounds before it, and the list is every guess
whose value is at most the `top`-th best, so the ranking is the same for any
number of jobs or back end. The first round is the guesses that split the
candidates most (`NBoardSolver.moves`' order): it is searched without a
cut-off, so it must be cheap. After it (at once when a resumed search already
has a cut-off), every guess whose first bound does not exceed the cut-off gets
the bound of its children's static bounds (`NBoardSolver.after_bound`, the
same in every process; the others are already proven worse, and with many
boards a guess has hundreds of thousands of children to bound) and the
guesses are ordered by it, so the best come first. A journal records each
decided guess as soon as it is decided (a long round stopped keeps what it
decided) and each bound of that pass (JSON lines, the options first);
`resume` continues it, the bound pass included (`ndle.solver.nboard.root_journal`).
"""

from __future__ import annotations

import bisect
import sys
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ndle.errors import ConfigError, NdleError
from ndle.parallel.backends import choose_backend, pool, reach
from ndle.io.safeopen import open_plain
from ndle.solver.nboard.search import DEFAULT_CAPACITY, INF, NBoardSolver, Position, Value
from ndle.solver.nboard.families import partitions
from ndle.solver.nboard.root_journal import journal_options, open_journal, recorder
from ndle.solver.nboard.weighted import WeightedNBoardSolver
from ndle.words import WordList

ROUND = 8  # root guesses per round (the cut-off is updated between rounds)
BOUND_CHUNK = 512  # root guesses per task of the bound pass, at most
_SOLVERS: dict = {}  # per process: (lists, objective, capacity, rule, weights) -> NBoardSolver, its memo kept across
# guesses


@dataclass(frozen=True)
class Ranking:
    """The exact values (integers summed over the position's N answer tuples) of the best root guesses."""

    position: Position
    objective: str
    values: tuple[tuple[int, int], ...]  # (guess id, F), best first, ties by guess id
    complete: bool  # every other guess proven worse than the last listed
    decided: int
    n_moves: int
    nodes: int
    seconds: float
    full: bool = False  # the memo filled up somewhere
    messages: tuple[str, ...] = field(default=())
    mass: float = 0  # the position's weight in the values' units: the value over it is the expected score


def _families(s: NBoardSolver, pos: Position, guesses) -> dict[int, int]:
    """Return each guess's family representative (the lowest id splitting every candidate alike; -1 when the guess
    changes nothing)."""
    ids = set(s.moves(pos)[0].tolist())
    union = sorted(set().union(*pos))
    allowed = s.allowed(union)  # every guess, or consistent play's
    R = partitions(np.ascontiguousarray(s.matrix[allowed][:, union]), s.green)
    _, first, inv = np.unique(R.view(np.dtype((np.void, R.shape[1]))).ravel(), return_index=True,
                              return_inverse=True)
    at = {int(g): i for i, g in enumerate(allowed.tolist())}
    rep = {int(g): int(allowed[first[inv[at[int(g)]]]]) for g in guesses}
    return {g: (r if r in ids else -1) for g, r in rep.items()}


def _solver(words: WordList, objective: str, capacity: int, feedback: str = "exact",
            weights: np.ndarray | None = None, consistent: bool = False) -> NBoardSolver:
    """Return this process's solver of the options (its memo kept while they stay; `weights`: the weighted one;
    `consistent`: consistent play's)."""
    key = (words.digest, objective, capacity, feedback, None if weights is None else weights.tobytes(), consistent)
    if key not in _SOLVERS:
        _SOLVERS.clear()
        _SOLVERS[key] = (NBoardSolver(words, objective, capacity=capacity, feedback=feedback, consistent=consistent)
                         if weights is None else
                         WeightedNBoardSolver(words, weights, objective, capacity=capacity, feedback=feedback,
                                              consistent=consistent))
    return _SOLVERS[key]


def _decide(shared: tuple, ids: list[int], beta: Value) -> list[tuple[int, Value, int, float]]:
    """Return (guess, F or a bound >= beta, nodes searched, processor seconds) for each guess of ids."""
    words, objective, capacity, pos, feedback, weights, consistent = shared
    s = _solver(words, objective, capacity, feedback, weights, consistent)
    out = []
    for g in ids:
        cpu, nodes = time.process_time(), s.nodes
        out.append((g, s.unit(s.guess_value(pos, g, beta)), s.nodes - nodes, time.process_time() - cpu))
    return out


def _after_bounds(shared: tuple, ids: list[int]) -> list[tuple[int, Value]]:
    """Return (guess, its static bound after the guess) for each guess of ids."""
    words, objective, capacity, pos, feedback, weights, consistent = shared
    s = _solver(words, objective, capacity, feedback, weights, consistent)
    return [(g, s.after_bound(pos, g)) for g in ids]


def rank(words: WordList, pos: Position, objective: str = "last", *, top: int = 5, only: list[int] | None = None,
         jobs: int = 1, journal: str | Path | None = None, resume: bool = False, capacity: int = DEFAULT_CAPACITY,
         progress: bool | None = None, backend: str | None = None, scheduler: str | None = None,
         on_full=None, feedback: str = "exact", weights: np.ndarray | None = None,
         consistent: bool = False) -> Ranking:
    """Return the `top` best guesses of a position with their exact values (see the module docstring).

    `only` ranks just those guess ids (each valued exactly). The ranking and
    values do not depend on `jobs` or `backend`. With answer `weights` the
    values are `ndle.solver.nboard.weighted`'s (floats, in its units), and no
    journal is kept. In `consistent` play every guess is a candidate of an
    unsolved board (`only` too).
    """
    if top < 1:
        raise NdleError(f"--top must be at least 1, got {top}")
    if resume and journal is None:
        raise NdleError("--resume needs --journal FILE")
    if weights is not None and journal is not None:
        raise NdleError("--journal is kept by the search without a prior only")
    start = time.perf_counter()
    s = _solver(words, objective, capacity, feedback, weights, consistent)
    s.on_full = on_full
    ids, bound_of = _moves(s, pos, only)
    top = len(ids) if only is not None else top
    path = Path(journal) if journal is not None else None
    if path is not None and path.exists() and not resume:
        raise ConfigError(f"{path} exists: pass --resume to continue it, or choose another journal")
    where = choose_backend(backend, scheduler)
    reach(where)  # a scheduler that never answers is found before the journal is started
    options = journal_options(words, objective, pos, top, feedback, consistent)
    decided, after, header = open_journal(path, options, words, bound_of)
    root = _Root(words, top, bound_of, decided, after, s.above)
    from tqdm.auto import tqdm

    show = sys.stderr.isatty() if progress is None else progress
    bar = tqdm(total=len(ids), initial=len(decided), disable=not show, unit="guess", dynamic_ncols=True)
    stack = ExitStack()
    try:
        out = stack.enter_context(open_plain(path, "a", encoding="utf-8")) if path is not None else None
        root.record = recorder(out, header)
        shared = (words, objective, capacity, pos, feedback, weights, consistent)
        tuples = s.mass(pos) if show else 0
        _search(root, stack.enter_context(pool(where, jobs)), shared, ids, only, jobs, bar, tuples)
    finally:
        bar.close()
        stack.close()
    c = root.cutoff()
    values = tuple(sorted(((g, v) for g, (v, b) in decided.items() if v < b and v <= c), key=lambda x: (x[1], x[0])))
    return Ranking(pos, objective, values, len(decided) == len(ids), len(decided), len(ids), root.nodes,
                   time.perf_counter() - start, s.full, mass=s.mass(pos))


def _moves(s: NBoardSolver, pos: Position, only: list[int] | None) -> tuple[list[int], dict[int, int]]:
    """Return the guesses to rank (`only`, else every useful one) and each one's lower bound."""
    ids, _, _, bounds = s.moves(pos)
    bound_of = dict(zip(ids.tolist(), bounds.tolist()))
    if only is None:
        return ids.tolist(), bound_of
    only = [int(g) for g in only]
    if s.consistent and (out := set(only) - set(s.allowed(sorted(set().union(*pos))).tolist())):
        raise NdleError(f"{s.words.guesses[min(out)]} is not a possible answer on any unsolved board: in consistent "
                        "play every guess is one")
    fam = _families(s, pos, only)
    return only, {g: (bound_of.get(fam[g], 0) if fam[g] >= 0 else INF) for g in only}


class _Root:
    """One root search's state: each guess's bound, those decided, the exact values sorted, the journal's writer."""

    def __init__(self, words: WordList, top: int, bound_of: dict, decided: dict, after: dict, above=lambda v: v + 1):
        self.words, self.top, self.bound_of, self.decided, self.after = words, top, bound_of, decided, after
        self.above = above  # the least value above a value (integers: + 1)
        self.exact = sorted(v for v, b in decided.values() if v < b)
        self.nodes, self.record = 0, recorder(None, b"")

    def cutoff(self) -> int:
        """Return the `top`-th best exact value so far (INF until there are `top`)."""
        return self.exact[self.top - 1] if len(self.exact) >= self.top else INF

    def bound(self, run, shared: tuple, rest: list[int], jobs: int) -> None:
        """Raise the bounds of `rest` by their children's (the bound pass; each journaled as it comes)."""
        size = max(1, min(BOUND_CHUNK, -(-len(rest) // (4 * jobs))))  # every worker busy on short lists
        for r in run(_after_bounds, shared, [(rest[j:j + size],) for j in range(0, len(rest), size)]):
            for g, b in r:
                self.after[g] = b
                self.record({"guess": g, "word": self.words.guesses[g], "bound": b})
        for g, b in self.after.items():
            self.bound_of[g] = max(self.bound_of[g], b)

    def decide(self, run, shared: tuple, chunk: list[int]) -> None:
        """Decide a round of guesses against the cut-off (those bounded past it without a search)."""
        c = self.cutoff()
        beta = self.above(c) if c < INF else INF
        self.decided.update((g, (self.bound_of[g], beta)) for g in chunk if self.bound_of[g] >= beta)
        for r in run(_decide, shared, [([g], beta) for g in chunk if self.bound_of[g] < beta]):
            for g, v, n, _ in r:  # each journaled as it comes: a long round stopped keeps what it decided
                self.decided[g] = (v, beta)
                if v < beta:
                    bisect.insort(self.exact, v)
                self.nodes += n
                self.record({"guess": g, "word": self.words.guesses[g], "value": v, "beta": beta})


def _search(root: _Root, run, shared: tuple, ids: list[int], only, jobs: int, bar, tuples: Value) -> None:
    """Decide the guesses not yet decided in rounds of ROUND, in bound order after the bound pass, until every guess
    left is proven worse than the cut-off (`tuples`: the answer tuples, for the bar's best mean; 0: no bar)."""
    todo = [g for g in ids if g not in root.decided]
    bar.set_description("search")
    refined = False
    for i in range(0, len(todo), ROUND):
        if not refined and (i > 0 or root.cutoff() < INF):  # the bound pass (see above), once
            refined, c = True, root.cutoff()
            bar.set_description("bounds")
            root.bound(run, shared, [g for g in todo[i:] if root.bound_of[g] <= c and g not in root.after], jobs)
            todo = todo[:i] + sorted(todo[i:], key=lambda g: (root.bound_of[g], g))  # (a resumed pass goes on)
            bar.set_description("search")
        root.decide(run, shared, todo[i:i + ROUND])
        bar.update(min(ROUND, len(todo) - i))
        if tuples and root.exact:
            bar.set_postfix(best=f"{root.exact[0] / tuples:.4f}")
        if only is None and todo[i + ROUND:i + ROUND + 1] and root.bound_of[todo[i + ROUND]] > root.cutoff():
            root.decided.update((g, (root.bound_of[g], root.above(root.cutoff()))) for g in todo[i + ROUND:])
            bar.update(len(todo) - i - ROUND)
            break  # bound order: every guess left is proven worse than the cut-off


__all__ = ["ROUND", "Ranking", "rank"]
