"""Leaf values for look-ahead: the expected further guesses of an n-board position, from its boards' candidate counts.

A position with unsolved boards of m_1, ..., m_k candidates is valued by a
linear model fitted to ndle's own simulations (`ndle.analysis.value_fit`,
shipped in `ndle/data/value.json`):

    R = b0 + w . sum_b phi(m_b) + w_max . max_b log2 m_b + w_sq . k^2

with per-board features phi(m) = (1, log2 m, (log2 m)^2, [m = 1], [m = 2]) and
k the number of unsolved boards (the sum of the boards' solve turns grows
like k^2), one fit per board count and objective (`last`: turns until the last board is
solved; `total`: the sum over unsolved boards of the turns until each is
solved). For n = 1 the model is V(m), the expected further guesses for a board
of m candidates. Every term is a per-board sum or a maximum over boards, so the
expectation over a guess's feedback classes is exact (boards taken as
independent): sums board by board, the maximum through the product of the
boards' distribution functions, k^2 as the mean square of a sum of
independent indicators. No sampling is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import numpy as np

from ndle.checks import a_path
from ndle.errors import ConfigError, NdleError
from ndle.io.untrusted import check_fields, parse_json, read_bounded
from ndle.patterns.codes import all_green
from ndle.checks import counted

OBJECTIVES = ("last", "total")
FEATURES = ("boards", "log2m", "log2m_sq", "one_left", "two_left", "max_log2m", "boards_sq")
N_BOARD_FEATURES = 5


def board_features(m: np.ndarray) -> np.ndarray:
    """Return phi(m) for an array of candidate counts (a zero count, a solved board, gives zeros): shape (..., 5)."""
    m = np.asarray(m)
    lg = np.log2(np.maximum(m, 1))
    live = (m >= 1).astype(np.float64)
    return np.stack([live, lg, lg * lg, (m == 1).astype(np.float64), (m == 2).astype(np.float64)], axis=-1)


def position_features(counts) -> np.ndarray:
    """Return the feature row (without intercept) of a position from its unsolved boards' candidate counts."""
    counts = np.asarray(counts, dtype=np.int64)
    summed = board_features(counts).sum(axis=0) if counts.size else np.zeros(N_BOARD_FEATURES)
    return np.append(summed, [np.log2(counts.max()) if counts.size else 0.0, float(counts.size) ** 2])


@dataclass(frozen=True)
class Fit:
    """One fitted model: intercept and weights (FEATURES order), for a board count and objective."""

    boards: int
    objective: str
    intercept: float
    weights: tuple[float, ...]
    positions: int = 0
    rmse: float = 0.0

    def value(self, counts) -> float:
        """Return the estimated further guesses of a position (0 once every board is solved)."""
        if len(counts) == 0:
            return 0.0
        return float(self.intercept + np.dot(self.weights, position_features(counts)))


class ValueModel:
    """The fitted models by (board count, objective); a board count not fitted uses the nearest one (log scale)."""

    def __init__(self, fits: list[Fit], source: str = ""):
        if not fits:
            raise NdleError(f"{source or 'value model'}: no fits")
        self.fits = {(f.boards, f.objective): f for f in fits}
        self.source = source
        self._tables: dict[tuple, np.ndarray] = {}

    @classmethod
    def load(cls, path: str | Path | None = None) -> "ValueModel":
        """Return the model stored at `path` (default: the shipped ndle/data/value.json)."""
        try:
            if path is None:
                text: str | bytes = resources.files("ndle.data").joinpath("value.json").read_text(encoding="utf-8")
                path = "ndle/data/value.json"
            else:  # bounded in size; a wrong type, a folder or a FIFO refused in one line
                text = read_bounded(a_path(path, "a value model", ConfigError))
            data = parse_json(text, str(path))  # strict: NaN and infinite weights are refused
        except OSError as e:
            raise NdleError(f"{path}: not a value model ({e})") from None
        if not isinstance(data, dict) or not isinstance(data.get("fits"), list):
            raise ConfigError(f"{path}: not a value model (no list of fits)")
        fits = [Fit(**{**d, "weights": tuple(d["weights"])})  # every field of the right type, finite
                for i, d in enumerate(data["fits"]) if check_fields(f"{path}: fit {i + 1}", d, Fit, required=True)]
        for f in fits:
            if (f.objective not in OBJECTIVES or len(f.weights) != len(FEATURES) or f.boards < 1 or f.positions < 0
                    or f.rmse < 0):
                raise NdleError(f"{path}: bad fit for {counted(f.boards, 'board')}, {f.objective!r}")
        return cls(fits, str(path))

    def fit_for(self, boards: int, objective: str) -> Fit:
        """Return the fit for a board count (or the nearest fitted one) and objective."""
        if objective not in OBJECTIVES:
            raise NdleError(f"unknown objective {objective!r}; choose one of {', '.join(OBJECTIVES)}")
        have = sorted(n for n, o in self.fits if o == objective)
        if not have:
            raise NdleError(f"{self.source}: no fit for objective {objective!r}")
        near = min(have, key=lambda n: (abs(np.log(n / boards)), n))
        return self.fits[(near, objective)]

    def table(self, fit: Fit, size: int) -> np.ndarray:
        """Return w . phi(s) for s = 0..size (cached; entry 0, a solved board, is 0)."""
        key = (fit.boards, fit.objective)
        t = self._tables.get(key)
        if t is None or len(t) <= size:
            s = np.arange(max(size + 1, 2 * (0 if t is None else len(t)), 4096))
            t = board_features(s) @ np.asarray(fit.weights[:N_BOARD_FEATURES])
            self._tables[key] = t
        return t


def class_sizes(matrix: np.ndarray, guesses: np.ndarray, candidates: np.ndarray, length: int, *,
                solved: int | None = None) -> np.ndarray:
    """Return the (K, C) feedback-class sizes of a candidate set under each of K guesses, the all-green (`solved`)
    class in the last column: one column per code up to 243 codes (five letters), else C = candidates + 1
    columns (the non-green classes first, in code order, then zeros)."""
    codes = matrix[np.ix_(guesses, candidates)].astype(np.int64)
    green = all_green(length) if solved is None else solved
    K, m, n = len(guesses), len(candidates), green + 1
    if n <= 243:
        codes += (np.arange(K) * n)[:, None]
        return np.bincount(codes.ravel(), minlength=K * n).reshape(K, n)
    codes.sort(axis=1)
    green = codes == green
    new = ~green
    new[:, 1:] &= codes[:, 1:] != codes[:, :-1]
    part = np.cumsum(new, axis=1) - 1  # each non-green entry's class, numbered within its row
    index = (np.arange(K)[:, None] * (m + 1) + part)[~green]
    sizes = np.bincount(index, minlength=K * (m + 1)).reshape(K, m + 1)
    sizes[:, m] = green.sum(axis=1)
    return sizes


def expected_values(model: ValueModel, fit: Fit, class_sizes: list[np.ndarray],
                    class_probs: list[np.ndarray] | None = None) -> np.ndarray:
    """Return the expected model value after each guess: `class_sizes` holds, per unsolved board, a (K, C) array
    of its candidates' class sizes under K guesses, the all-green class (solved) in the last column; `class_probs`
    (under an answer prior) the classes' probabilities in the same layout (default: size / candidates). The
    model still values a class by its size."""
    K = class_sizes[0].shape[0]
    S = max(int(c.max()) for c in class_sizes)
    table = model.table(fit, S)
    total = np.zeros(K)
    all_solved = np.ones(K)
    live_mean, live_var = np.zeros(K), np.zeros(K)  # of k, the number of boards left unsolved
    cdf_max = np.ones((K, S + 1))  # P(largest class size <= s), a product over boards
    rows = np.arange(K)[:, None] * (S + 1)
    for b, c in enumerate(class_sizes):
        m = c.sum(axis=1, keepdims=True).astype(np.float64)
        live = c.copy()
        green = live[:, -1].astype(np.float64) / m[:, 0]
        live[:, -1] = 0
        if class_probs is not None:
            prob = class_probs[b].copy()
            green = prob[:, -1].copy()
            prob[:, -1] = 0.0
            total += (prob * table[live]).sum(axis=1)
        else:
            total += (live * table[live]).sum(axis=1) / m[:, 0]
        all_solved *= green
        live_mean += 1.0 - green
        live_var += green * (1.0 - green)
        share = live / m if class_probs is None else prob
        hist = np.bincount((rows + live).ravel(), weights=share.ravel(), minlength=K * (S + 1))
        hist = hist.reshape(K, S + 1)
        hist[:, 0] += green  # a solved board has size 0
        cdf = np.cumsum(hist, axis=1)
        cdf_max *= np.minimum(cdf, 1.0)
    w_max, w_sq = fit.weights[N_BOARD_FEATURES:]
    total += w_sq * (live_var + live_mean**2)
    if w_max and S > 1:
        steps = np.diff(np.log2(np.arange(1, S + 1)))  # log2(s+1) - log2(s), s = 1..S-1
        e_max = ((1.0 - cdf_max[:, 1:S]) * steps).sum(axis=1)
        total += w_max * e_max
    return total + fit.intercept * (1.0 - all_solved)


def shown_values(model: ValueModel, fit: Fit, game, guesses: np.ndarray, boards) -> np.ndarray:
    """Return `expected_values` through the rows a lying game may show (`ndle.measures.shown.shown_classes`):
    each row shown valued by the candidates that explain it, weighed by its probability."""
    from ndle.measures.shown import shown_classes

    shown = [shown_classes(game, guesses, b) for b in boards]
    return expected_values(model, fit, [s for s, _ in shown], [p for _, p in shown])
