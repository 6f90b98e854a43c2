"""The slow readable expectimax the n-board searches are held to: every guess (in consistent play every candidate of
an unsolved board), every board's feedback classes, each board's answer drawn independently (equally likely, or in
proportion to integer weights)."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import lru_cache

from ndle.patterns.cache import matrix_for


def expectimax_value(words, pos, objective: str, weights=None, rule: str = "exact", consistent: bool = False,
                     first: int | None = None) -> Fraction:
    """The least expected further score of a position by plain expectimax over every guess (tiny lists only):
    each board's answer among its candidates with probability proportional to its integer weight (default
    equal); `rule` is the feedback rule; `consistent`: only the candidates of the unsolved boards are guessed;
    `first`: that guess played first (None: the best)."""
    M = matrix_for(words, rule)
    green = int(M[words.answer_guess[0], 0])
    w = [1] * len(words.answers) if weights is None else [int(x) for x in weights]

    @lru_cache(maxsize=None)
    def value(pos, only: int | None = None) -> Fraction:
        if not pos:
            return Fraction(0)
        best = None
        every = range(len(words.guesses))
        if consistent:
            every = sorted({int(words.answer_guess[a]) for b in pos for a in b})
        for g in every if only is None else [only]:
            splits = []
            for board in pos:
                parts: dict[int, list[int]] = {}
                for a in board:
                    parts.setdefault(int(M[g, a]), []).append(a)
                mass = sum(w[a] for a in board)
                splits.append([(Fraction(sum(w[a] for a in p), mass), () if c == green else tuple(p))
                               for c, p in parts.items()])
            if all(len(s) == 1 and s[0][1] == b for s, b in zip(splits, pos)):
                continue  # changes nothing: never better
            v = Fraction(1 if objective == "last" else len(pos))
            for combo in itertools.product(*splits):
                p = Fraction(1)
                for q, _ in combo:
                    p *= q
                v += p * value(tuple(sorted(part for _, part in combo if part)))
            best = v if best is None or v < best else best
        return best

    return value(pos, first)
