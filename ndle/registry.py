"""Registries found by name (strategies, feedback rules): each built-in member registers itself when its module is
imported, so a registry imports its package's modules before it is read."""

from __future__ import annotations

import importlib
import pkgutil


def load_submodules(package: str) -> None:
    """Import every public module of a package but its `base` (each registers what it defines).

    Parameters
    ----------
    package : str
        The package's dotted name, e.g. ``"ndle.strategies"``.

    Returns
    -------
    None
    """
    for info in pkgutil.iter_modules(importlib.import_module(package).__path__):
        if not info.name.startswith("_") and info.name != "base":
            importlib.import_module(f"{package}.{info.name}")
