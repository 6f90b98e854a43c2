"""Proven bounds of the n-board optimum where the exact search does not fit (full Dordle), on any `--every` list.

Usage: python benchmarks/bench_reduced_bounds.py --every 1 [--boards 2] [--opener salet] [--policy sum]
           [--tuples 300] [--seconds 600] [--upper sequential|policy|none] [--no-lower] [--one-board F]

Both bounds are of the expected turn the last board is solved (each board's
answer uniform and independent, no guess limit: the model of `ndle optimal
--boards N`).

- Lower bound (proven): the larger of the position's own static bound
  (`NBoardSolver.bound`: each board's one-board optimum, and answers that
  differ are solved on different turns) and the least over first guesses of
  every first guess's static bound (`NBoardSolver.moves`,
  Selby's 2c - 1 per feedback class), then, smallest first, the bound after the
  guess from its children's one-board optima and the waste bound
  (`NBoardSolver.after_bound`), until the smallest bound left is a refined one
  or `--seconds` runs out; the least bound over every guess is the result.
- Upper bound (proven, `--upper sequential`, the default): the exact value of
  the strategy that plays Selby's optimal one-board tree after `--opener` on the
  first board (`ndle.solver.optimal`) and then the one-board optimum on each
  other board from what those guesses showed, one board after another. With A
  answers and board 1's answer a solved on turn k_a, a second board's answer
  is solved on the path (turn <= k_a) or lies in a class C of the path's
  feedback, solved k_a + f(C)/|C| turns in expectation, so
  F = sum over a of (A k_a + sum over C of f(C)) for two boards: cheap, exact,
  and weak.
- Upper bound (proven, `--upper policy`): the exact value of one strategy, computed over every
  answer tuple by a walk over positions (memoised): `--opener` first, then at a
  position with at most `--tuples` answer tuples the exact optimum
  (`NBoardSolver.solve`), one board left its one-board optimum, elsewhere the
  guess of `--policy` (a registered strategy) on that position. Any strategy's
  exact value is at least the optimum.

Prints one Markdown row per list with processor seconds and peak memory.
"""

from __future__ import annotations

import argparse
import heapq
import resource
import time

import numpy as np

from bench_reduced_optimum import OPTIONS, reduced
from ndle.game import Board
from ndle.game import Game, State
from ndle.patterns.cache import matrix_for
from ndle.patterns.codes import decode
from ndle.solver import optimal
from ndle.solver.nboard.search import NBoardSolver, canonical, tuples_of
from ndle.solver.nboard.bounds import groups_of, position_bound
from ndle.strategies.base import make_strategy


def lower_bound(s: NBoardSolver, root, seconds: float) -> tuple[int, int, int, bool]:
    """Return (a proven lower bound of F(root), the guess holding it, guesses refined, whether it was decided
    before the time ran out)."""
    ids, _, _, bounds = s.moves(root)
    heap = [(int(b), int(g), False) for g, b in zip(ids.tolist(), bounds.tolist())]
    heapq.heapify(heap)
    refined, end = 0, time.process_time() + seconds
    while not heap[0][2] and time.process_time() < end:
        b, g, _ = heapq.heappop(heap)
        heapq.heappush(heap, (max(b, s.after_bound(root, g)), g, True))
        refined += 1
    b, g, done = heap[0]
    return b, g, refined, done


class PolicyValue:
    """The exact F of a strategy that plays `policy` above `tuples` answer tuples and the optimum below."""

    def __init__(self, s: NBoardSolver, game: Game, policy: str, tuples: int):
        opts = dict(OPTIONS.get(policy, {}))
        if policy in ("sum", "min", "lookahead", "exact"):
            opts["objective"] = s.objective
        self.s, self.game, self.tuples = s, game, tuples
        self.policy = make_strategy(policy, game, **opts)
        self.memo: dict = {}
        self.decisions = 0

    def guess(self, pos) -> int:
        """Return the policy's guess on a position (its boards' candidates, nothing played)."""
        self.decisions += 1
        state = State(self.game, tuple(Board(np.array(b, dtype=np.int32)) for b in pos))
        return int(self.policy.choose(state))

    def after(self, pos, g: int) -> int:
        """Return F of playing `g` at `pos` and then the strategy."""
        union = sorted(set().union(*pos))
        kids = self.s.children(pos, self.s.matrix[g, union], union)
        N = tuples_of(pos)
        cost = N if self.s.objective == "last" else N * len(pos)
        return cost + sum(cnt * self.value(child) for child, cnt in kids.items())

    def value(self, pos) -> int:
        """Return F of the strategy from `pos`."""
        if len(pos) <= 1 or tuples_of(pos) <= self.tuples:
            return self.s.solve(pos)[0]
        hit = self.memo.get(pos)
        if hit is None:
            hit = self.memo[pos] = self.after(pos, self.guess(pos))
        return hit


def sequential_upper(s: NBoardSolver, words, opener: str) -> int:
    """Return F of the two-board strategy `--upper sequential` (see the module docstring)."""
    tree = optimal(words, opener).tree
    M, A, length = matrix_for(words), len(words.answers), words.length
    total = 0
    for a in range(A):
        node, path = tree, []
        while True:
            g = words.guess_id(node.guess)
            path.append(g)
            code = int(M[g, a])
            if node.solves and words.guesses[g] == words.answers[a]:
                break
            node = node.children[decode(code, length)]
        rows = M[np.array(path)]  # (k, A): each answer's feedback to the path's guesses
        green = (rows == int(M[words.answer_guess[0], 0])).any(axis=0)
        _, cls = np.unique(rows[:, ~green].T, axis=0, return_inverse=True)
        others = np.flatnonzero(~green)
        total += A * len(path) + sum(s.f1(tuple(others[cls.ravel() == c].tolist())) for c in range(cls.max() + 1)) \
            if others.size else A * len(path)
    return total


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--every", type=int, nargs="+", required=True)
    p.add_argument("--boards", type=int, default=2)
    p.add_argument("--opener", default="salet")
    p.add_argument("--policy", default="sum")
    p.add_argument("--tuples", type=int, default=300)
    p.add_argument("--seconds", type=float, default=600.0, help="processor seconds for the lower bound's refinement")
    p.add_argument("--upper", choices=["sequential", "policy", "none"], default="sequential")
    p.add_argument("--no-lower", action="store_true")
    p.add_argument("--one-board", type=int, help="the list's proven one-board optimum, total guesses (7920 on the "
                   "full lists, from `ndle optimal --opener all`); default: proven here (long on long lists)")
    args = p.parse_args()
    print("| answers | n | lower bound (the position's; per first guess: guess, refined, decided) | lower s "
          "| upper bound (opener, policy, tuples) | policy decisions | upper s | peak MiB |")
    print("|---:|---:|---|---:|---|---:|---:|---:|")
    for every in args.every:
        words = reduced(every)
        s = NBoardSolver(words, "last")
        root = canonical([range(len(words.answers))] * args.boards)
        N = tuples_of(root)
        low, low_s, up, up_s, dec = "", "", "", "", ""
        if not args.no_lower:
            t = time.process_time()
            b, g, refined, done = lower_bound(s, root, args.seconds)
            if args.one_board is None:
                own = s.bound(root)
            else:  # the same bound from the given one-board optimum
                group, _, disjoint = groups_of(root)
                own = position_bound("last", [len(b) for b in root], [args.one_board] * len(root), group,
                                     disjoint)
            low = (f"{max(b, own) / N:.4f} (position {own / N:.4f}; per guess {b / N:.4f}: {words.guesses[g].upper()}; "
                   f"{refined:,}; {'yes' if done else 'time out'})")
            low_s = f"{time.process_time() - t:.0f}"
        if args.upper == "sequential":
            t = time.process_time()
            F = sequential_upper(s, words, args.opener)
            up = f"{F / N:.4f} ({args.opener.upper()}, sequential)"
            up_s, dec = f"{time.process_time() - t:.0f}", "0"
        elif args.upper == "policy":
            t = time.process_time()
            game = Game.create(words=words, boards=args.boards)
            pv = PolicyValue(s, game, args.policy, args.tuples)
            F = pv.after(root, words.guess_id(args.opener))
            up = f"{F / N:.4f} ({args.opener.upper()}, {args.policy}, {args.tuples})"
            up_s, dec = f"{time.process_time() - t:.0f}", f"{pv.decisions:,}"
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"| {len(words.answers)} | {args.boards} | {low} | {low_s} | {up} | {dec} | {up_s} | {peak:.0f} |",
              flush=True)


if __name__ == "__main__":
    main()
