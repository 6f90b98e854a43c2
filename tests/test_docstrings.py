"""The public API's docstrings follow numpydoc: every public function and class (the names in `ndle.__all__` and the
public subpackages' `__all__`) documents each of its parameters in a Parameters section (a class: its constructor's,
under Parameters or Attributes), and every function that returns a value has a Returns (or Yields) section. Every
public name is checked: a new one must come documented."""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path

import pytest

numpydoc = pytest.importorskip("numpydoc.docscrape")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "docs" / "_ext"))
from public_api import PUBLIC  # noqa: E402 (the API reference's packages: one list for the docs and this test)


def public_callables() -> dict[str, object]:
    """Return each public function and class once, under the first public name that exports it."""
    found: dict[int, tuple[str, object]] = {}
    for package in PUBLIC:
        module = importlib.import_module(package)
        for name in module.__all__:
            obj = getattr(module, name)
            if callable(obj) and id(obj) not in found:
                found[id(obj)] = (f"{package}.{name}", obj)
    return dict(found.values())


def missing_sections(obj) -> list[str]:
    """Return what the object's numpydoc docstring lacks: undocumented parameters, a Returns section."""
    is_class = inspect.isclass(obj)
    doc = numpydoc.ClassDoc(obj) if is_class else numpydoc.FunctionDoc(obj)
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):  # no signature to check (a builtin)
        return []
    entries = doc["Parameters"] + doc["Other Parameters"] + (doc["Attributes"] if is_class else [])
    documented = {n.strip().lstrip("*") for entry in entries for n in entry.name.split(",")}
    missing = [f"parameter {p}" for p in signature.parameters if p not in ("self", "cls") and p not in documented]
    returns = signature.return_annotation not in (None, "None", inspect.Signature.empty)
    if not is_class and returns and not (doc["Returns"] or doc["Yields"]):
        missing.append("a Returns section")
    return missing


def test_the_public_api_is_found():
    names = public_callables()
    assert {"ndle.simulate", "ndle.Game", "ndle.montecarlo.paired"} <= set(names)


@pytest.mark.parametrize("name", sorted(public_callables()))
def test_numpydoc_sections(name):
    missing = missing_sections(public_callables()[name])
    assert not missing, f"{name}: no " + ", no ".join(missing) + " in its numpydoc docstring"


def test_the_checker_sees_a_missing_parameter():
    def documented(a, b=1) -> int:
        """Return a sum.

        Parameters
        ----------
        a, b : int
            The terms.

        Returns
        -------
        int
        """

    def undocumented(a, *, c) -> int:
        """Return something."""

    assert missing_sections(documented) == []
    assert missing_sections(undocumented) == ["parameter a", "parameter c", "a Returns section"]


INFRASTRUCTURE = ("ndle.io.cachedir", "ndle.checks", "ndle.commands._crash", "ndle.io.files", "ndle.io.untrusted",
                  "ndle.parallel.backends", "ndle.parallel.cluster", "ndle.montecarlo.driver",
                  "ndle.parallel.scheduler",
                  "ndle.solver.arguments", "ndle.solver.one.journal_checks",
                  "ndle.solver.one.journal")  # internal modules whose public names are held to the same rule


def infrastructure_callables() -> dict[str, object]:
    """Return the public functions and classes each INFRASTRUCTURE module defines."""
    found = {}
    for package in INFRASTRUCTURE:
        for name, obj in vars(importlib.import_module(package)).items():
            if not name.startswith("_") and callable(obj) and getattr(obj, "__module__", None) == package:
                found[f"{package}.{name}"] = obj
    return found


@pytest.mark.parametrize("name", sorted(infrastructure_callables()))
def test_numpydoc_sections_of_the_infrastructure(name):
    missing = missing_sections(infrastructure_callables()[name])
    assert not missing, f"{name}: no " + ", no ".join(missing) + " in its numpydoc docstring"
