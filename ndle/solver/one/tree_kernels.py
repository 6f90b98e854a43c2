"""The strategy tree after an opener, grown in compiled code from the search's cache, with Selby's tie-break.

`grow` walks the tree depth first: at each node it splits the answers by the
node's guess and, for each non-green part, asks `solve` for the part's value
and a best guess (cached values make this cheap), then with the `selby`
tie-break replaces that guess by the one Selby's program would print
(`ndle.solver.one.order`). Nodes come out in depth-first order, children by
increasing pattern code, as flat arrays the caller turns into a `Tree`. With the search's symmetry on (a whole code
space, `stabiliser`), the guesses tried below a node are one per orbit of the maps fixing the guesses played.
"""

from __future__ import annotations

import numba
import numpy as np

from ndle.solver.one import kernels as K
from ndle.solver.one.order import selby_choice
from ndle.solver.one.stabiliser import S_ON, child_guesses, pop

# columns of the node array: guess, parent node (-1 for the root), pattern code from the parent, answer solved here
N_GUESS, N_PARENT, N_CODE, N_SOLVES = 0, 1, 2, 3


@numba.njit(cache=True)
def _node(ctx, guess, H, T, order, d, turn, parent, code, width, hard, selby, rank, out, err):  # pragma: no cover
    """Record the node playing `guess` on answers H and grow its subtrees; -1 (details in err) on failure."""
    M, npat = ctx.matrix, ctx.npat
    node = err[3]
    err[3] += 1
    out[node, N_GUESS], out[node, N_PARENT], out[node, N_CODE], out[node, N_SOLVES] = guess, parent, code, 0
    parts, start = K.partition(M, H, guess, npat)
    alike = ctx.controls[S_ON] != 0 and not hard  # the search's symmetry: one guess per orbit after this one
    Ta, Oa = T, order
    if alike:
        Ta = child_guesses(ctx, guess)
        Oa = Ta[np.argsort(rank[Ta], kind="mergesort")] if selby else Ta
    status = np.int64(node)
    for p in range(npat):
        if start[p + 1] == start[p]:
            continue
        if p == npat - 1:
            out[node, N_SOLVES] = 1
            continue
        part = parts[start[p]:start[p + 1]]
        Tn, h1, h2 = K.part_guesses(ctx, T, Ta, guess, p, part, hard, alike)
        On = Oa
        if hard or ctx.consistent:  # the part's own guesses, in Selby's order with his tie-break
            On = Tn[np.argsort(rank[Tn])] if selby else Tn
        v, best = K.solve(ctx, part, Tn, h1, h2, d - 1, K.INF, width, hard, np.int64(-1))
        if v < K.INF and best >= 0 and selby:
            best = selby_choice(ctx, part, Tn, On, h1, h2, d - 1, turn + 1, v, width, hard)
        if v >= K.INF or best < 0:
            err[0], err[1], err[2] = node, p, part.size
            status = np.int64(-1)
            break
        if _node(ctx, best, part, Tn, On, d - 1, turn + 1, node, p, width, hard, selby, rank, out, err) < 0:
            status = np.int64(-1)
            break
    if alike:
        pop(ctx)
    return status


@numba.njit(cache=True)
def grow(ctx, opener, n, T, order, d, width, hard, selby, rank):  # pragma: no cover - compiled
    """Return (node array: guess, parent, code, solves per node in depth-first order; err: failing node, its
    pattern code and part size, -1 when the tree is whole, then the node count)."""
    out = np.empty((n * max(d, 1) + 1, 4), np.int64)
    err = np.full(4, -1, np.int64)
    err[3] = 0
    H = np.arange(n).astype(np.int32)
    top, none = np.int64(0), np.int64(-1)  # typed as in the recursion (literals would compile a second copy)
    _node(ctx, np.int64(opener), H, T, order, d, top, none, none, width, hard, selby, rank, out, err)
    return out[:err[3]].copy(), err
