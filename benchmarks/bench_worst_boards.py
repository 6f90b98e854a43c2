"""The worst case on several boards: the least turn of the last board, depth by depth, or a strategy's own worst case.

    python benchmarks/bench_worst_boards.py search --boards 2 [--every K] [--start 5] [--limit 7]
    python benchmarks/bench_worst_boards.py strategy --boards 2 [--strategy minimax] [--every K]
    python benchmarks/bench_worst_boards.py floor --boards 2 4 8 16 32 [--every K]

`search` asks the exact search (`ndle.solver.worst.multi.MultiDepth`) depth by
depth, d = boards, boards + 1, ...: does some strategy solve every board by
turn d whatever the (distinct) answers? Each "no" proves the optimum is at
least d + 1; the first "yes" is the optimum. A line per depth is printed as it
is decided, so an interrupted run keeps the bounds it proved; `--start D`
begins at turn D (when every earlier turn is refuted already, e.g. by the
one-board optimum: no board alone is solved within fewer guesses).

`strategy` walks a deterministic strategy's tree over every tuple of distinct
answers (`ndle.solver.worst.play.strategy_worst`): its exact worst case, an
upper bound on the optimum.

`floor` prints the counting lower bound (`ndle.solver.worst.floor`): two
counts of the lists prove that no strategy solves every board before that
turn, without a search.

`--every 1` (the default) plays the full `wordle` lists; `--every K` keeps
every K-th answer, with those answers and every 10,000th allowed guess as the
guesses (the reduced lists of the research page). Times: processor (user +
system of this process) and wall seconds.
"""

from __future__ import annotations

import argparse
import resource
import time

import numpy as np

from ndle.words import load_words, make_word_list


def _cpu() -> float:
    u = resource.getrusage(resource.RUSAGE_SELF)
    return u.ru_utime + u.ru_stime


def _words(every: int):
    w = load_words("wordle")
    if every == 1:
        return w
    return make_word_list(f"wordle/{every}", w.answers[::every], w.answers[::every] + w.guesses[::10000])


def search(words, boards: int, start: int, limit: int) -> None:
    """Print, depth by depth, whether some strategy solves every board by that turn."""
    from ndle.solver.worst.multi import MultiDepth

    s = MultiDepth(words)
    everything = np.arange(len(words.answers), dtype=np.int32)
    for d in range(max(start, boards), limit + 1):
        wall, cpu = time.perf_counter(), _cpu()
        g = s.fits((everything,) * boards, (), d)
        verdict = f"yes, first guess {words.guesses[g]}" if g >= 0 else f"no: the optimum is at least {d + 1}"
        print(f"{words.name} {boards} boards, every board by turn {d}? {verdict} "
              f"({s.nodes:,} positions; {_cpu() - cpu:.1f} processor s, {time.perf_counter() - wall:.1f} s wall)",
              flush=True)
        if g >= 0:
            return


def strategy(words, boards: int, name: str) -> None:
    """Print a strategy's exact worst case over every tuple of distinct answers."""
    from ndle.game import Game
    from ndle.solver.worst.play import strategy_worst
    from ndle.strategies import make_strategy

    game = Game.create(words=words, boards=boards)
    wall, cpu = time.perf_counter(), _cpu()
    r = strategy_worst(game, make_strategy(name, game))
    print(f"{words.name} {boards} boards, {r.strategy}: every board by turn {r.worst} for every tuple of distinct "
          f"answers, and not earlier for some (line {' '.join(r.line)}; {r.positions:,} positions; "
          f"{_cpu() - cpu:.1f} processor s, {time.perf_counter() - wall:.1f} s wall)", flush=True)


def floor(words, boards: list[int]) -> None:
    """Print the counting lower bound for each number of boards."""
    from ndle.solver.worst.floor import worst_floor

    for n in boards:
        wall, cpu = time.perf_counter(), _cpu()
        r = worst_floor(words, n)
        print(f"{words.name} {n} boards: no strategy solves every board before turn {r.floor} for every tuple of "
              f"distinct answers (least largest class L = {r.largest}, most classes K = {r.classes}, "
              f"{r.spare} spare words; {_cpu() - cpu:.1f} processor s, {time.perf_counter() - wall:.1f} s wall)",
              flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("what", choices=("search", "strategy", "floor"))
    p.add_argument("--boards", type=int, nargs="+", default=[2], help="boards at once (floor: several)")
    p.add_argument("--every", type=int, default=1, help="keep every K-th answer (1: the full lists)")
    p.add_argument("--start", type=int, default=0, help="search: the first turn asked about (a bound proved before)")
    p.add_argument("--limit", type=int, default=8, help="search: the latest turn asked about")
    p.add_argument("--strategy", default="minimax", help="strategy: the strategy walked")
    a = p.parse_args()
    words = _words(a.every)
    if a.what == "floor":
        floor(words, a.boards)
    elif a.what == "search":
        search(words, a.boards[0], a.start, a.limit)
    else:
        strategy(words, a.boards[0], a.strategy)


if __name__ == "__main__":
    main()
