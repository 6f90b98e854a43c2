"""PNG figures after Hayes: a guess's zip-code spectrum (log scale) and the pattern matrix (his Figure 14).

A zip code is coloured by how many gray, gold and green tiles it has (their
positions ignored), interpolating between Wordle's three colours, as in
Hayes's Program 2 and Figure 14. matplotlib is imported only when a figure is
drawn (the optional extra `plot`); no pyplot global state is touched.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ndle.errors import NdleError
from ndle.render.png import figure, require_matplotlib, save_png
from ndle.patterns.codes import n_patterns

TILE_RGB = {"B": (58, 58, 64), "Y": (228, 186, 36), "G": (46, 168, 72)}  # vivid, so mixtures stay distinct


def code_colours(codes: np.ndarray, length: int, n_codes: int | None = None) -> np.ndarray:
    """Return (..., 3) uint8 RGB colours of zip codes of `length` letters: the mean of each code's tile colours
    (`n_codes` given: a rule without tiles, whose codes 0 to n_codes - 1 run from gray to green)."""
    rest = np.asarray(codes).astype(np.int64)
    if n_codes is not None:
        t = (rest / max(n_codes - 1, 1))[..., None]
        rgb = {c: np.array(TILE_RGB[c], dtype=np.float64) for c in "BG"}
        return np.rint((1 - t) * rgb["B"] + t * rgb["G"]).astype(np.uint8)
    out = np.zeros(rest.shape + (3,))
    for _ in range(length):
        out += np.array([TILE_RGB[c] for c in "BYG"], dtype=np.float64)[rest % 3]
        rest = rest // 3
    return np.rint(out / length).astype(np.uint8)


def pattern_colours(length: int = 5) -> np.ndarray:
    """Return (3**length, 3) uint8 RGB colours of every zip code (243 of them for five letters)."""
    return code_colours(np.arange(n_patterns(length)), length)


def spectrum_png(sizes: np.ndarray, path: str | Path, title: str = "", *, length: int = 5, rule=None) -> Path:
    """Write a guess's spectrum (3**length codes; a `rule`'s own codes, a FeedbackRule, when given) as a log-scale
    bar chart (Hayes's Program 2); return the path."""
    sizes = np.asarray(sizes)
    fig, canvas = figure(10, 3.6, dpi=120, layout=None)
    ax = fig.add_subplot()
    codes = np.flatnonzero(sizes)
    counts_only = rule is not None and not rule.tiles
    n = rule.n_patterns(length) if rule is not None else n_patterns(length)
    colours = code_colours(codes, length, n if counts_only else None) / 255.0
    ax.bar(codes, sizes[codes], width=0.9, color=colours)
    ax.set_yscale("log")
    ax.set_ylim(0.5, max(2.0, float(sizes.max()) * 1.5))
    ax.set_xlim(-1, n)
    if counts_only:
        ax.set_xticks([0, n - 1], [rule.show(0, length), rule.show(n - 1, length)])
    else:
        marks = rule.tiles if rule is not None else "BYG"
        ax.set_xticks([0, (n - 1) // 2, n - 1], [m * length for m in marks])
    ax.set_xlabel("zip code")
    ax.set_ylabel("candidates (log scale)")
    if title:
        ax.set_title(title)
    fig.tight_layout()
    return save_png(canvas, path)


def matrix_image(matrix: np.ndarray, length: int = 5, n_codes: int | None = None) -> np.ndarray:
    """Return the RGB image (targets down, guesses across) of a guesses x answers matrix of `length`-letter words
    (`n_codes`: of a rule without tiles, see `code_colours`)."""
    return code_colours(np.asarray(matrix).T, length, n_codes)


def matrix_png(matrix: np.ndarray, path: str | Path, length: int = 5, n_codes: int | None = None) -> Path:
    """Write the pattern matrix as an image, one pixel per (target row, guess column), as Hayes's Figure 14 (under
    a rule without tiles, `n_codes` codes from gray to green)."""
    require_matplotlib()
    from matplotlib.image import imsave

    path = Path(path)
    try:
        imsave(str(path), matrix_image(matrix, length, n_codes), format="png")
    except OSError as e:
        raise NdleError(f"cannot write {path}: {e.strerror or e}") from None
    return path
