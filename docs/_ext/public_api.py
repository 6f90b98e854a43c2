"""Writes the API reference's pages from the public names only: one page per public package, listing its `__all__`,
and the front page's table of the packages (docs/api/packages.inc, included by docs/api.md).

Each object is documented once, on the page of the first package below that exports it (so `ndle.simulate` is
documented as `ndle.simulate`, and `ndle.montecarlo`'s page links to it). Internal modules get no page. The pages
are written into docs/api/ when the build starts (kept out of git), so they follow `__all__` as it changes.
"""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

PUBLIC = {  # package: what its page is about
    "ndle": "The names most scripts need, importable from ``ndle`` itself.",
    "ndle.words": "Word lists: the shipped ones, your own files, generated code spaces.",
    "ndle.rules": "What a game is declared as: the table of its settings, the real games and modes, ``Rules``.",
    "ndle.game": "A game played: ``Game``, ``State`` and its boards, the answer prior, rows that lie, Xordle's rows.",
    "ndle.playing": "Playing, assisting and hinting: the game loop, ranked suggestions, hints, the live assistant.",
    "ndle.strategies": "Strategies: the base class, the registry, making one by name.",
    "ndle.montecarlo": "Many seeded games: runs, their results, paired comparisons, experiment configs.",
    "ndle.analysis": "Whole-list analyses of one board: decision trees and benchmarks, game reviews, opener rankings.",
    "ndle.solver": "Exact solvers, one folder per problem: one board's least total (Selby's search, strategy-tree "
                   "files), n boards' least expected turns, the worst case and forced wins.",
    "ndle.patterns": "Feedback codes, the feedback rules, the pattern matrix and its cache.",
    "ndle.measures": "What a guess is worth on one board: partitions, entropy, spectrum and letter statistics.",
    "ndle.render": "Showing things: coloured text grids.",
    "ndle.adversary": "Hosts that choose their feedback against the player (Absurdle's).",
}


def _directive(package: str, name: str, obj) -> str:
    """Return the autodoc directive that documents `package.name`."""
    target = f"{package}.{name}"
    if inspect.isclass(obj):
        return f".. autoclass:: {target}\n   :members:\n   :show-inheritance:\n"
    if callable(obj):
        return f".. autofunction:: {target}\n"
    return f".. py:data:: {name}\n\n   {_value(obj)}\n"  # relative to the page's py:module


def _value(obj) -> str:
    """Return a one-line description of a constant: its value, or a container's type and keys."""
    if isinstance(obj, (str, int, float)):
        return f"``{obj!r}``"
    if isinstance(obj, dict):
        return f"A ``dict`` of {len(obj)}: " + ", ".join(f"``{k}``" for k in obj)
    if isinstance(obj, (tuple, list, frozenset, set)):
        return f"A ``{type(obj).__name__}`` of {len(obj)}: " + ", ".join(f"``{v!r}``" for v in obj)
    return f"A ``{type(obj).__name__}``."


def _page(package: str, about: str, seen: dict[int, str]) -> str:
    """Return the reST page of one package, and note in `seen` where each of its objects is documented."""
    module = importlib.import_module(package)
    names = list(getattr(module, "__all__", []))
    title = f"``{package}``"
    lines = [title, "=" * len(title), "", f".. py:module:: {package}", "", about, ""]
    here, elsewhere = [], []
    for name in names:
        obj = getattr(module, name)
        key = id(obj)
        if key in seen and not isinstance(obj, (str, int, float, tuple)):
            elsewhere.append(f"- :py:obj:`{package}.{name} <{seen[key]}>` (documented as ``{seen[key]}``)")
        else:
            seen.setdefault(key, f"{package}.{name}")
            here.append((name, obj))
    summarised = [name for name, obj in here if callable(obj)]  # constants' docstrings are their types'
    if summarised:
        lines += [".. autosummary::", "   :nosignatures:", ""]
        lines += [f"   {name}" for name in summarised] + [""]  # relative to the current module
    if elsewhere:
        lines += ["Also exported here:", ""] + elsewhere + [""]
    for name, obj in here:
        lines += [_directive(package, name, obj)]
    return "\n".join(lines)


def _front_table() -> str:
    """Return the API front page's table of the public packages (MyST Markdown, included by docs/api.md)."""
    rows = ["| package | what it holds | public names |", "|---|---|---:|"]
    for package, about in PUBLIC.items():
        count = len(getattr(importlib.import_module(package), "__all__", []))
        rows.append(f"| {{doc}}`{package} </api/{package}>` | {about} | {count} |")
    return "\n".join(rows) + "\n"


def write_pages(app) -> None:
    """Write docs/api/PACKAGE.rst for every public package and the front page's table, docs/api/packages.inc
    (each only when its text changed)."""
    out = Path(app.srcdir) / "api"
    out.mkdir(exist_ok=True)
    seen: dict[int, str] = {}
    pages = {f"{package}.rst": _page(package, about, seen) for package, about in PUBLIC.items()}
    for name, text in {**pages, "packages.inc": _front_table()}.items():
        path = out / name
        if not path.exists() or path.read_text() != text:
            path.write_text(text)


def setup(app):
    app.connect("builder-inited", write_pages)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
