"""Bulls and Cows after 0123: which parts can be solved within 5 more guesses (the depth search), so that a part that
cannot adds at least one code needing a 7th guess. Measurement script.

    nice -n 10 python experiments/bclex/fits.py
"""

from __future__ import annotations

import time

import numpy as np

import ndle
from ndle.solver.arguments import solver_args
from ndle.solver.one.stabiliser import child_guesses, from_the_root, pop
from ndle.solver.worst.search import DepthSolver


def main() -> None:
    words, _, _, feedback = solver_args(ndle.as_game("bulls-cows"), None, None, feedback=None, search="x")
    depth = DepthSolver(words, feedback=feedback)
    g = words.guess_id("0123")
    H = np.arange(len(words.answers), dtype=np.int32)
    codes = depth.matrix[g, H]
    with from_the_root(depth.context):
        after = child_guesses(depth.context, np.int64(g))
        for size in (1260, 1440):
            p = int(np.flatnonzero(np.bincount(codes) == size)[0])
            cpu = time.process_time()
            ok = depth.fits(H[codes == p], 5, after)
            print(f"part {size}: {'fits' if ok else 'does not fit'} within 5 more guesses "
                  f"({time.process_time() - cpu:.1f} processor s)", flush=True)
        pop(depth.context)


if __name__ == "__main__":
    main()
