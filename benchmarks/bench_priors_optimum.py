"""The exact one-board optimum under an answer prior: least expected guesses after given openers, and a bound on all.

    python benchmarks/bench_priors_optimum.py --openers trace salet crane
    python benchmarks/bench_priors_optimum.py --words wordle --prior frequency --openers auto:3

For each opener, the exact least expected number of guesses when the answer is drawn from the prior and play after
the opener is optimal for the prior (the compiled search, `ndle.solver.one.wkernel`, guess limit 6), with the
processor seconds taken. The least of them is an upper end of the optimum (`ndle optimal --prior frequency --opener
all --any-size` decides every opener and gives the optimum itself); the lower end is the least, over every
guess, of the search's own first-guess bound
(``1 + sum_i (2 W_i - M_i)`` over the opener's feedback classes: every answer needs a second guess but the class's
heaviest). `--deep N` raises that lower end: the N first guesses of least bound are bounded two guesses deep (each
class C_i by ``W_i + min over second guesses h of sum_j (2 W_ij - M_ij)`` over h's non-green classes within C_i, an
exact value for classes of one or two answers), in order of their one-level bound, stopping early once the next
one-level bound reaches the least two-level one (the lower end is then the least two-level bound over every first
guess). `auto:K` takes the K first guesses of least bound. `--strategy NAME` adds another upper end: the exact
expected guesses of that strategy (knowing the prior) under the prior, every answer played once and weighted by its
probability.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from ndle.game import Game
from ndle.playing import play_game
from ndle.patterns.codes import all_green
from ndle.playing import describe_prior
from ndle.game import prior_weights
from ndle.solver.one.memo import C_NODES
from ndle.solver.one.wsearch import WeightedSearch, guess_bounds, lower_bounds
from ndle.strategies import make_strategy


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--words", default="wordle")
    ap.add_argument("--prior", default="frequency")
    ap.add_argument("--openers", nargs="+", default=["auto:3"])
    ap.add_argument("--max-guesses", type=int, default=6)
    ap.add_argument("--strategy", help="also value this strategy exactly under the prior (every answer once)")
    ap.add_argument("--deep", type=int, default=0, metavar="N",
                    help="bound the N first guesses of least bound two guesses deep (a higher lower end)")
    args = ap.parse_args()
    game = Game.create(words=args.words)
    words, p = game.words, prior_weights(args.prior, game.words)
    everything = np.arange(len(words.answers))
    green = all_green(words.length)
    bound = np.concatenate([lower_bounds(game.matrix[k:k + 500].astype(np.int64), p, green)[0]
                            for k in range(0, len(words.guesses), 500)])
    floor = 1.0 + bound  # the weights sum to 1: the first guess, then the classes' bounds
    order = np.argsort(floor, kind="stable")
    print(f"{args.words}, {args.prior} prior ({describe_prior(p)}), limit {args.max_guesses}")
    print(f"lower end over every first guess: {floor[order[0]]:.4f} ({words.guesses[order[0]]}'s bound)")
    if args.deep:
        deep_floor(game.matrix, p, words, order, floor, args.deep, green)
    openers = []
    if args.openers == ["none"]:
        args.openers = []
    for o in args.openers:
        openers += [words.guesses[g] for g in order[:int(o[5:])]] if o.startswith("auto:") else [o]
    if args.strategy:
        weighted, t = Game(words, game.rules, game.matrix, p), time.perf_counter()
        player = make_strategy(args.strategy, weighted)
        turns = np.array([play_game(weighted, player, (a,))[0].turns for a in range(len(words.answers))])
        print(f"{args.strategy} knowing the prior: {float(p @ turns):.4f} expected guesses under it (every answer "
              f"once, weighted), {time.perf_counter() - t:.0f} s", flush=True)
    search = WeightedSearch(game.matrix, p, words.answer_guess, green)
    best, weight = np.inf, search.real(int(search.q.sum()))
    for word in openers:
        g, t = words.guess_id(word), time.process_time()
        total = search.real(search.after(g, everything, args.max_guesses)) / weight
        best = min(best, total)
        print(f"  {word}: {total:.6f} expected guesses (exact after it), bound {floor[g]:.4f}, "
              f"{time.process_time() - t:.1f} processor s, {int(search.context.counters[C_NODES]):,} positions searched so far",
              flush=True)
    print(f"optimum under the prior: between {floor[order[0]]:.4f} and {best:.4f}")


def two_deep(matrix: np.ndarray, p: np.ndarray, g: int, green: int) -> float:
    """Return first guess g's two-level lower bound of the expected guesses (the weights sum to 1)."""
    codes, every = matrix[g], np.arange(len(matrix))
    total = 1.0
    for code in np.unique(codes):
        if code == green:
            continue
        c = np.flatnonzero(codes == code)
        w = p[c]
        if len(c) <= 2:  # exact: the heavier first
            total += w.sum() + (w.min() if len(c) == 2 else 0.0)
            continue
        total += w.sum() + float(guess_bounds(matrix, every, c, w, green)[0].min())
    return total


def deep_floor(matrix, p, words, order, floor, n: int, green: int) -> float:
    """Print and return the lower end over every first guess with the `n` most promising bounded two deep."""
    t, best, best_g, done = time.process_time(), np.inf, -1, 0
    for g in order[:n]:
        if floor[g] >= best:
            break  # every later first guess's one-level bound is at least the best two-level one
        if (v := two_deep(matrix, p, int(g), green)) < best:
            best, best_g = v, int(g)
        done += 1
        if done % 250 == 0:
            print(f"  {done:,} bounded two deep: least {best:.4f}, next one-level bound {floor[order[done]]:.4f}",
                  flush=True)
    rest = floor[order[done]] if done < len(order) else np.inf
    low = min(best, rest)
    print(f"lower end, two deep: {low:.4f} ({done:,} first guesses bounded two deep, least {best:.4f} "
          f"({words.guesses[best_g]}); every other first guess's one-level bound >= {rest:.4f}; "
          f"{time.process_time() - t:.0f} processor s)", flush=True)
    return low


if __name__ == "__main__":
    main()
