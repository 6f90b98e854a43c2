"""Independent boards against the games' distinct answers: the exact Dordle optimum under both rules on a small list.

Usage: python benchmarks/bench_distinct.py [--every 97] [--guess-every 301] [--objective last]

ndle's n-board search treats the boards' answers as independent (tuples with a
repeated answer count). The real games draw distinct answers. On a small list
(every k-th `wordle` answer, every j-th guess plus the answers) this prints,
for two boards: the independent optimum (`ndle.solver.nboard.search`), the same
optimum restricted to distinct tuples by a brute-force expectimax over joint
answer pairs (every guess tried), and the independent optimum's own policy
played on the distinct pairs only.
"""

from __future__ import annotations

import argparse
import itertools
import time
from fractions import Fraction
from functools import lru_cache

from ndle.patterns.cache import matrix_for
from ndle.solver.nboard.search import NBoardSolver, canonical
from ndle.words import load_words, make_word_list


def distinct_optimum(words, objective: str) -> Fraction:
    """Return the least expected score over ordered pairs of distinct answers (joint expectimax, every guess)."""
    M = matrix_for(words)
    green = int(M[words.answer_guess[0], 0])
    G = range(len(words.guesses))

    @lru_cache(maxsize=None)
    def value(pairs: frozenset, solved: tuple) -> Fraction:
        # pairs: the joint answers still possible (None for a solved board); solved: which boards are solved
        if all(solved):
            return Fraction(0)
        best = None
        for g in G:
            split: dict[tuple, list] = {}
            for p in pairs:
                key = tuple(None if s else int(M[g, a]) for a, s in zip(p, solved))
                split.setdefault(key, []).append(p)
            if len(split) == 1 and all(c != green for c in next(iter(split)) if c is not None):
                continue  # tells nothing, solves nothing
            cost = 1 if objective == "last" else sum(not s for s in solved)
            v = Fraction(cost)
            for key, part in split.items():
                now = tuple(s or c == green for s, c in zip(solved, key))
                v += Fraction(len(part), len(pairs)) * value(frozenset(part), now)
            if best is None or v < best:
                best = v
        return best

    A = range(len(words.answers))
    return value(frozenset((a, b) for a, b in itertools.product(A, A) if a != b), (False, False))


def policy_on_distinct(words, objective: str) -> Fraction:
    """Return the independent optimum's policy averaged over the distinct answer pairs only."""
    s = NBoardSolver(words, objective)
    M = s.matrix
    green = s.green
    total, count = 0, 0
    A = range(len(words.answers))
    for a, b in itertools.product(A, A):
        if a == b:
            continue
        sets, turns, turn = [tuple(A), tuple(A)], [0, 0], 0
        while 0 in turns:
            turn += 1
            g = s.solve(canonical([c for c, t in zip(sets, turns) if not t]))[1]
            for i, ans in enumerate((a, b)):
                if not turns[i]:
                    code = int(M[g, ans])
                    sets[i] = tuple(x for x in sets[i] if int(M[g, x]) == code)
                    if code == green:
                        turns[i] = turn
        total += max(turns) if objective == "last" else sum(turns)
        count += 1
    return Fraction(total, count)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--every", type=int, default=97)
    p.add_argument("--guess-every", type=int, default=301)
    p.add_argument("--objective", default="last", choices=["last", "total"])
    args = p.parse_args()
    w = load_words("wordle")
    words = make_word_list("small", w.answers[::args.every], w.guesses[::args.guess_every])
    A = len(words.answers)
    start = time.process_time()
    s = NBoardSolver(words, args.objective)
    F, _ = s.solve(canonical([range(A), range(A)]))
    ind = Fraction(F, A * A)
    dist = distinct_optimum(words, args.objective)
    pol = policy_on_distinct(words, args.objective)
    print(f"{A} answers, {len(words.guesses)} guesses, Dordle, objective {args.objective}:")
    print(f"| rule | value |\n|---|---:|\n| independent answers, optimum | {float(ind):.4f} |")
    print(f"| distinct answers, optimum | {float(dist):.4f} |")
    print(f"| distinct answers, the independent optimum's policy | {float(pol):.4f} |")
    print(f"{time.process_time() - start:.0f} processor s")


if __name__ == "__main__":
    main()
