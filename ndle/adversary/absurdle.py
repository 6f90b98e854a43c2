"""Absurdle's host: it never fixes an answer, it replies with the feedback that keeps the most answers alive.

One board (qntm's Absurdle): the candidates still possible are split by the
feedback the guess would show; the host shows the feedback of the largest
class (its "bucket"). Absurdle's pages document only that the largest bucket
is chosen; ties are ndle's rule: the fewest greens, then the fewest yellows
(the reply that reveals the least), then the lowest zip code. So the host
shows GGGGG only when the guess is the one answer left. Under a rule without
tiles (Mastermind's pegs, Jotto's counts: `host_ties`) a tie goes to a reply
that is not the solved one, then to the lowest code (the fewest black pegs,
then white; the fewest letters in common).

n boards: the hidden answers are n *distinct* words (as the real games draw
them), so the host keeps alive every tuple of distinct answers, one a board,
that fits the feedback so far, and replies on every unsolved board at once
with the joint feedback whose class holds the most such tuples. Ties as on
one board, greens and yellows counted over the boards, then the codes in board
order. A tuple's words must also differ from the answers of the boards already
solved. Counting tuples of distinct words is exact (a sum over the ways the
boards can share words, `distinct_tuples`); up to `MAX_BOARDS` boards.
"""

from __future__ import annotations

import heapq
import math
from typing import Sequence

import numpy as np

from ndle.errors import NdleError
from ndle.patterns.feedback.base import rule_named
from ndle.words import MAX_LENGTH

MAX_BOARDS = 8  # the exact count of distinct tuples grows as 3**boards


def host_ties(feedback, length: int) -> int | None:
    """Return how the host breaks ties under a feedback rule: None for a rule of tiles (base-3 codes, the solved
    mark 2: the fewest greens, then yellows), else the rule's solved code (not solved first, then the lowest code).

    Parameters
    ----------
    feedback : str or FeedbackRule
        The feedback rule (`ndle.patterns.feedback`).
    length : int
        The word (code) length.

    Returns
    -------
    int or None
        The `solved` argument of `reply`.
    """
    rule = rule_named(feedback)
    return None if rule.tiles else rule.solved(length)


def _marks(codes: np.ndarray, solved: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Return the two tie keys of each code: its greens and yellows (leading blacks add neither, so any word
    length); with `solved` (a rule without tiles), whether it is solved and nothing."""
    rest = np.asarray(codes, dtype=np.int64)
    if solved is not None:
        return (rest == solved).astype(np.int64), np.zeros_like(rest)
    greens, yellows = np.zeros_like(rest), np.zeros_like(rest)
    for _ in range(MAX_LENGTH):
        digit, rest = rest % 3, rest // 3
        greens, yellows = greens + (digit == 2), yellows + (digit == 1)
    return greens, yellows


def one_board_reply(codes: np.ndarray, solved: int | None = None) -> int:
    """Return the host's reply on one board: `codes` are the feedback codes of the guess on each candidate
    (`solved`: see `host_ties`)."""
    present, sizes = np.unique(codes, return_counts=True)
    greens, yellows = _marks(present, solved)
    return int(present[np.lexsort((present, yellows, greens, -sizes))[0]])


def distinct_tuples(sets: Sequence[np.ndarray]) -> int:
    """Return how many tuples of one word from each set, all different, there are.

    Words lying in exactly the same sets form a group; a dynamic programme over the boards filled so far
    adds each group's ordered choices.

    Parameters
    ----------
    sets : sequence of numpy.ndarray
        One array of word indices per board.

    Returns
    -------
    int
        The number of tuples.
    """
    k = len(sets)
    if k == 0:
        return 1
    if k == 1:
        return len(sets[0])
    groups: dict[int, int] = {}
    members: dict[int, int] = {}
    for b, s in enumerate(sets):
        for w in s.tolist():
            members[w] = members.get(w, 0) | (1 << b)
    for mask in members.values():
        groups[mask] = groups.get(mask, 0) + 1
    ways = {0: 1}
    for mask, count in groups.items():
        nxt = dict(ways)
        for filled, n in ways.items():
            free = mask & ~filled
            sub = free
            while sub:  # every non-empty subset of the free boards this group's words can fill
                j = bin(sub).count("1")
                if j <= count:
                    nxt[filled | sub] = nxt.get(filled | sub, 0) + n * math.perm(count, j)
                sub = (sub - 1) & free
        ways = nxt
    return ways.get((1 << k) - 1, 0)


def position_after(parts: Sequence[np.ndarray], codes: Sequence[int], taken: tuple, answer: int, green: int
                   ) -> tuple[tuple[np.ndarray, ...], tuple[int, ...]]:
    """Return the position after a guess showed `codes`: each unsolved board's answers left, and the solved answers.

    Parameters
    ----------
    parts : sequence of numpy.ndarray
        Each board's answers that show the guess its code (answer indices).
    codes : sequence of int
        The feedback code on each board (`green` solves it).
    taken : tuple of int
        The answers of the boards solved before.
    answer : int
        The guess's answer index (used only where a code is `green`).
    green : int
        The all-green code of the word length (`ndle.patterns.codes.all_green`).

    Returns
    -------
    tuple
        (the boards still unsolved: their answers, none of them a solved board's; the solved answers, sorted).
    """
    solved = tuple(sorted(taken + tuple(answer for c in codes if c == green)))
    gone = np.array(solved, dtype=np.int32)
    rest = tuple(np.setdiff1d(p, gone).astype(np.int32) for p, c in zip(parts, codes) if c != green)
    return rest, solved


def reply(matrix: np.ndarray, candidates: Sequence[np.ndarray], guess: int,
          taken: Sequence[int] = (), *, solved: int | None = None) -> tuple[int, ...]:
    """Return the host's feedback code on each unsolved board for `guess`.

    Parameters
    ----------
    matrix : numpy.ndarray
        The pattern matrix (guesses x answers).
    candidates : sequence of numpy.ndarray
        Each unsolved board's answers still possible (answer indices).
    guess : int
        The guess (a matrix row).
    taken : sequence of int
        The answers of the boards already solved (no unsolved board's answer may be one of them).
    solved : int, optional
        How ties are broken (`host_ties`): None for Wordle's and the other rules of tiles, else the solved code of
        a rule without tiles.

    Returns
    -------
    tuple of int
        One feedback code per unsolved board (solved, 3**length - 1 under Wordle's, where the guess is the board's
        one answer left).

    Raises
    ------
    NdleError
        With more than `MAX_BOARDS` boards, or when no tuple of distinct answers fits any more.
    """
    k = len(candidates)
    if k > MAX_BOARDS:
        raise NdleError(f"the absurdle host plays at most {MAX_BOARDS} boards at once, got {k}")
    row = matrix[guess]
    ruled_out = np.asarray(list(taken), dtype=np.int64)
    live = [np.setdiff1d(c, ruled_out) if ruled_out.size else np.asarray(c) for c in candidates]
    if any(len(c) == 0 for c in live) or (k > 1 and distinct_tuples(live) == 0):
        raise NdleError("no answers are left that fit the feedback so far")
    if k == 1:
        return (one_board_reply(row[live[0]], solved),)
    classes = []  # per board: (codes largest class first, their members)
    for c in live:
        codes = row[c]
        present, sizes = np.unique(codes, return_counts=True)
        order = [int(p) for p in present[np.lexsort((present, -sizes))]]  # largest class first, then lower code
        classes.append((order, [c[codes == p] for p in order]))
    return _best_joint(classes, solved)


def _best_joint(classes: list, solved: int | None = None) -> tuple[int, ...]:
    """Return the joint reply with the most distinct tuples, best first by the product of class sizes (an upper
    bound of the count), stopping once that bound falls below the best count found; ties by the host's rule."""
    k = len(classes)
    size = lambda idx: math.prod(len(classes[b][1][i]) for b, i in enumerate(idx))  # noqa: E731
    start = (0,) * k
    heap, seen = [(-size(start), start)], {start}
    best, best_key = -1, None
    while heap:
        neg, idx = heapq.heappop(heap)
        if -neg < best:
            break
        count = distinct_tuples([classes[b][1][i] for b, i in enumerate(idx)])
        codes = tuple(classes[b][0][i] for b, i in enumerate(idx))
        greens, yellows = _marks(np.array(codes), solved)
        key = (-count, int(greens.sum()), int(yellows.sum()), codes)
        if count > 0 and (best_key is None or key < best_key):
            best, best_key = count, key
        for b in range(k):
            if idx[b] + 1 < len(classes[b][0]):
                nxt = idx[:b] + (idx[b] + 1,) + idx[b + 1:]
                if nxt not in seen:
                    seen.add(nxt)
                    heapq.heappush(heap, (-size(nxt), nxt))
    if best_key is None:
        raise NdleError("no answers are left that fit the feedback so far")
    return best_key[3]
