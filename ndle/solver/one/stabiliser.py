"""Guesses alike after a history (compiled): orbits of the stabiliser of the guesses played, one guess per orbit.

On a whole code space under a rule that relabelling the symbols and permuting the positions (of guess and answer
alike) leave unchanged, a pair (sigma, pi) acts on a code c by c'[pi[j]] = sigma(c[j]). A pair that maps every guess
played so far onto itself maps the answers still possible onto themselves (their feedbacks are unchanged), so two
next guesses it maps onto each other have the same least total: the search tries one guess per orbit.

The pairs that fix the guesses played are, for each position permutation pi, the symbol map the guesses force
(sigma(g[j]) = g[pi[j]]) when it is one-to-one, together with any permutation of the symbols no guess has used. A
guess's orbit is named by its least image: for each such pi, its image with the unused symbols relabelled in order of
first appearance (every relabelling of them gives the same name), the least code id over the pis.

The search keeps the guesses played on a stack in its context (see `new_symmetry`; `ndle.solver.one.context`):
`symbols` of each code (codes x positions), `perms` every position permutation, `code_ids` the code id of each code
read in base `nsym` (-1 for none), `controls` (`S_ON`, `S_DEPTH`, `S_MAX`, `S_NSYM`, `S_CALLS`), `stack`, and
`guesses` every guess id.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import numba
import numpy as np

if TYPE_CHECKING:
    from ndle.solver.one.context import SearchContext

S_ON, S_DEPTH, S_MAX, S_NSYM, S_CALLS, S_REDUCED = 0, 1, 2, 3, 4, 5  # controls: on, guesses on the stack, the most
# guesses played whose stabiliser is used, the number of symbols, calls, calls that reduced the guesses
STACK = 64


def new_symmetry(symbols: np.ndarray | None = None, nsym: int = 0, max_depth: int = STACK) -> tuple:
    """Return the six context items of the symmetry (off, empty arrays, when `symbols` is None).

    Parameters
    ----------
    symbols : numpy.ndarray, optional
        Each guess's symbols as numbers 0 .. nsym - 1 (guesses x positions), the guesses a whole code space.
    nsym : int
        The number of symbols.
    max_depth : int
        Up to how many guesses played the stabiliser is used (deeper, every guess is tried).

    Returns
    -------
    tuple
        The search context's six symmetry fields, `symbols` to `guesses`.
    """
    controls = np.zeros(8, np.int64)
    if symbols is None:
        return (np.zeros((0, 1), np.int64), np.zeros((0, 1), np.int64), np.zeros(0, np.int32), controls,
                np.zeros(STACK, np.int32), np.zeros(0, np.int32))
    import itertools

    symbols = np.ascontiguousarray(symbols, dtype=np.int64)
    n, length = symbols.shape
    index = np.full(nsym**length, -1, np.int32)
    index[symbols @ (nsym ** np.arange(length - 1, -1, -1))] = np.arange(n, dtype=np.int32)
    perms = np.array(list(itertools.permutations(range(length))), dtype=np.int64)
    controls[S_MAX], controls[S_NSYM] = min(max_depth, STACK - 1), nsym
    return symbols, perms, index, controls, np.zeros(STACK, np.int32), np.arange(n, dtype=np.int32)


@contextmanager
def from_the_root(ctx: SearchContext) -> Iterator[None]:
    """Turn the symmetry on (when the context has one) for a search from the root, no guess played; off after.

    Parameters
    ----------
    ctx : SearchContext
        The search's context (`ndle.solver.one.kernels`), its symmetry fields made by `new_symmetry`.

    Yields
    ------
    None
    """
    controls = ctx.controls
    controls[S_ON], controls[S_DEPTH] = len(ctx.guesses) > 0, 0
    try:
        yield
    finally:
        controls[S_ON], controls[S_DEPTH] = 0, 0


@numba.njit(cache=True)
def _forced_maps(sym, perms, hist, k, nsym):  # pragma: no cover - compiled
    """Return (each position permutation's forced symbol map, -1 where free; whether it is one-to-one)."""
    P, L = perms.shape
    sig = np.full((P, nsym), -1, np.int64)
    valid = np.zeros(P, np.bool_)
    inv = np.empty(nsym, np.int64)
    for q in range(P):
        inv[:] = -1
        ok = True
        for i in range(k):
            g = hist[i]
            for j in range(L):
                a, b = sym[g, j], sym[g, perms[q, j]]
                if sig[q, a] < 0 and inv[b] < 0:
                    sig[q, a], inv[b] = b, a
                elif sig[q, a] != b:
                    ok = False
                    break
            if not ok:
                break
        valid[q] = ok
    return sig, valid


@numba.njit(cache=True)
def orbit_reps(sym, perms, index, nsym, hist, k, every):  # pragma: no cover - compiled
    """Return one guess per orbit of the stabiliser of the guesses hist[:k] (sorted), or `every` when the
    stabiliser moves no guess."""
    G, L = sym.shape
    used = np.zeros(nsym, np.bool_)
    for i in range(k):
        for j in range(L):
            used[sym[hist[i], j]] = True
    free = np.empty(nsym, np.int64)
    nfree = 0
    for s in range(nsym):
        if not used[s]:
            free[nfree] = s
            nfree += 1
    sig, valid = _forced_maps(sym, perms, hist, k, nsym)
    qs = np.nonzero(valid)[0]
    if qs.size <= 1 and nfree <= 1:
        return every
    seen = np.zeros(G, np.bool_)
    out = np.empty(G, np.int32)
    m = 0
    img = np.empty(L, np.int64)
    relabel = np.full(nsym, -1, np.int64)
    for t in range(G):
        best = G
        for q in qs:
            for j in range(L):
                c = sym[t, j]
                img[perms[q, j]] = sig[q, c] if used[c] else -1 - c
            nxt, code = 0, 0
            for j in range(L):
                x = img[j]
                if x < 0:
                    if relabel[-1 - x] < 0:
                        relabel[-1 - x] = free[nxt]
                        nxt += 1
                    x = relabel[-1 - x]
                code = code * nsym + x
            for j in range(L):
                if img[j] < 0:
                    relabel[-1 - img[j]] = -1
            best = min(best, index[code])
        if not seen[best]:
            seen[best] = True
            out[m] = best
            m += 1
    return np.sort(out[:m])


@numba.njit(cache=True)
def child_guesses(ctx, t):  # pragma: no cover - compiled
    """Push guess t on the stack and return the guesses to try after it: one per orbit while the stack is within
    the depth the controls allow, else every guess (pop with `pop`)."""
    ctl, stack = ctx.controls, ctx.stack
    k = ctl[S_DEPTH]  # (deeper than the stack: every guess, as the controls cap S_MAX below its size)
    ctl[S_DEPTH] = k + 1
    if k + 1 > ctl[S_MAX]:
        return ctx.guesses
    stack[k] = t
    ctl[S_CALLS] += 1
    reps = orbit_reps(ctx.symbols, ctx.perms, ctx.code_ids, ctl[S_NSYM], stack, k + 1, ctx.guesses)
    if reps.size < ctx.guesses.size:
        ctl[S_REDUCED] += 1
    return reps


@numba.njit(cache=True)
def pop(ctx):  # pragma: no cover - compiled
    """Take the last guess off the stack."""
    ctx.controls[S_DEPTH] -= 1
