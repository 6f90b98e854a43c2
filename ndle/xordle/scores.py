"""The distribution of Xordle's merged rows over the pairs left, for every guess at once.

For each guess the pairs split into classes by the merged row they show (`ndle.xordle.pairs`); `pair_stats` gives,
per guess, the entropy of that row (bits), the number of classes, the sum of squared class sizes and the chance the
guess finds a word. The counts are made by a compiled loop over the pairs, reading each pair's two columns of the
pattern matrix and the merge table, so no guesses x pairs array is ever held.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numba
import numpy as np

from ndle.patterns.codes import all_green, not_won_code
from ndle.xordle.pairs import TABLE_LENGTH, merge_table, merged_codes


@dataclass(frozen=True)
class PairStats:
    """Per guess: `entropy` of the merged row in bits, `classes` (rows that occur), `sumsq` (sum of squared class
    sizes, in pairs), `hit` (the chance it finds a word) and `remaining` (the pairs' entropy left, in bits:
    H(pairs) - entropy); `pairs` is the number of pairs scored."""

    entropy: np.ndarray
    classes: np.ndarray
    sumsq: np.ndarray
    hit: np.ndarray
    remaining: np.ndarray
    pairs: int


@numba.njit(cache=True, nogil=True)
def _stats(matrix, rows, first, second, table, n, weights, green, entropy, classes, sumsq, hit):  # pragma: no cover
    # per guess rows[k]: count the pairs (or add their weights) of each merged code, then the statistics. The pairs
    # are read in order, a run of pairs with the same first word at a time (one row of the merge table per run);
    # each class's first pair fixes its place in `seen`, the order the entropy is summed in
    counts = np.zeros(n + 1, np.float64)  # the merged codes: Wordle's n, and one for an all-green row of no word
    sizes = np.zeros(n + 1, np.int64)
    seen = np.empty(n + 1, np.int64)
    banks = np.zeros((4, n + 1), np.int32)
    mark = np.zeros(n + 1, np.int64)  # k + 1 once code c has a pair for guess k
    uniform = weights.shape[0] == 0
    m = first.shape[0]
    starts = np.empty(m + 1, np.int64)  # the runs of equal first words
    runs = 0
    for p in range(m):
        if p == 0 or first[p] != first[p - 1]:
            starts[runs] = p
            runs += 1
    starts[runs] = m
    for k in range(rows.shape[0]):
        row = matrix[rows[k]]
        used = 0
        for r in range(runs):
            merged = table[np.int64(row[first[starts[r]]]) * n:]
            if uniform:  # four counts per code, a pair's by its place mod 4, so the adds do not wait on each other
                for p in range(starts[r], starts[r + 1]):
                    c = np.int64(merged[row[second[p]]])
                    if mark[c] != k + 1:
                        mark[c] = k + 1
                        seen[used] = c
                        used += 1
                    banks[p & 3, c] += 1
            else:
                for p in range(starts[r], starts[r + 1]):
                    c = np.int64(merged[row[second[p]]])
                    if sizes[c] == 0:
                        seen[used] = c
                        used += 1
                    sizes[c] += 1
                    counts[c] += weights[p]
        if uniform:
            for i in range(used):
                c = seen[i]
                sizes[c] = banks[0, c] + banks[1, c] + banks[2, c] + banks[3, c]
                banks[0, c], banks[1, c], banks[2, c], banks[3, c] = 0, 0, 0, 0
                counts[c] = float(sizes[c])
        total = 0.0
        for i in range(used):
            total += counts[seen[i]]
        h, s2 = 0.0, 0.0
        for i in range(used):
            c = seen[i]
            q = counts[c] / total
            h -= q * np.log2(q)
            s2 += float(sizes[c]) * float(sizes[c])
            if c == green:
                hit[k] = q
            counts[c] = 0.0
            sizes[c] = 0
        entropy[k], classes[k], sumsq[k] = h, used, s2


@cache
def _small_table(length: int) -> np.ndarray:
    """Return the merge table flat, as uint8 where its codes fit (half the memory the counting loop reads)."""
    table = merge_table(length).ravel()
    return table.astype(np.uint8) if not_won_code(length) < 256 else table


def pair_weights(prior: np.ndarray | None, first: np.ndarray, second: np.ndarray) -> np.ndarray | None:
    """Return each pair's probability under an answer prior (the product of its words', normalised), None if
    uniform."""
    if prior is None:
        return None
    w = prior[first] * prior[second]
    return w / w.sum()


def pair_stats(game, first: np.ndarray, second: np.ndarray, rows: np.ndarray | None = None) -> PairStats:
    """Return the statistics of the merged row of each guess over a set of pairs.

    Parameters
    ----------
    game : Game
        A Xordle game (its matrix, word length and prior).
    first, second : numpy.ndarray
        The pairs left (aligned answer ids).
    rows : numpy.ndarray, optional
        The guess ids to score (default: every guess).

    Returns
    -------
    PairStats
        One entry per guess of `rows`.
    """
    rows = np.arange(len(game.words.guesses)) if rows is None else np.asarray(rows)
    length, m = game.words.length, len(first)
    weights = pair_weights(game.weights, first, second)
    out = [np.zeros(len(rows)) for _ in range(4)]
    if length <= TABLE_LENGTH:
        table = merge_table(length)
        _stats(game.matrix, rows.astype(np.int64), np.asarray(first, np.int32), np.asarray(second, np.int32),
               _small_table(length), np.int64(table.shape[0]), np.zeros(0) if weights is None else weights,
               np.int64(all_green(length)), *out)
    else:  # long words: the merged codes guess by guess
        for k, g in enumerate(rows.tolist()):
            row = np.asarray(game.matrix[g])
            codes = merged_codes(row[first], row[second], length)
            _, inverse, sizes = np.unique(codes, return_inverse=True, return_counts=True)
            q = sizes / m if weights is None else np.bincount(inverse, weights=weights)
            q = q[q > 0]
            out[0][k], out[1][k], out[2][k] = -(q * np.log2(q)).sum(), len(sizes), (sizes.astype(float) ** 2).sum()
            found = codes == all_green(length)
            out[3][k] = found.mean() if weights is None else weights[found].sum()
    h_pairs = np.log2(m) if weights is None else float(-(weights * np.log2(weights)).sum())
    entropy, classes, sumsq, hit = out
    return PairStats(entropy, classes.astype(np.int64), sumsq, hit, h_pairs - entropy, m)


def pair_phase(state) -> bool:
    """Return whether a state is a Xordle position with no word found yet (where the pairs, not the boards, are
    scored)."""
    return state.game.observation.merged and not state.boards[0].solved


def sum_scores(game, state, rows: np.ndarray | None = None) -> np.ndarray:
    """Return the `sum` rule's score of each guess in a pair position: the pairs' entropy left after it (bits),
    less a millionth of its chance to find a word (so near ties go to a guess that may find one); lower is better.

    Parameters
    ----------
    game : Game
        The Xordle game.
    state : State
        A position with no word found yet (`pair_phase`).
    rows : numpy.ndarray, optional
        The guess ids (default: every guess).

    Returns
    -------
    numpy.ndarray
        float64 scores.
    """
    assert state.pairs is not None  # Xordle's state
    first, second = state.pairs
    stats = pair_stats(game, first, second, rows)
    return stats.remaining - 1e-6 * stats.hit
