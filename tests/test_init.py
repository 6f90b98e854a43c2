"""The top-level namespace: `__all__` is the public API, nothing else leaks, `import ndle` loads no heavy library."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import ndle

HEAVY = ("numba", "scipy", "matplotlib", "pandas", "joblib", "tqdm", "asyncio", "ndle.io.files")


def test_all_is_the_public_api_and_every_name_resolves():
    assert len(set(ndle.__all__)) == len(ndle.__all__)
    assert dir(ndle) == sorted(ndle.__all__)
    for name in ndle.__all__:
        assert getattr(ndle, name) is not None
    assert {"Game", "play", "simulate", "compare", "Results", "top_guesses", "NdleError"} <= set(ndle.__all__)
    for leak in ("Path", "annotations", "files", "cachedir", "importlib", "os", "sys"):
        assert leak not in ndle.__all__


def test_a_fresh_import_leaks_nothing_and_loads_no_heavy_library():
    code = ("import sys, ndle\n"
            "print(sorted(k for k, v in vars(ndle).items() if not k.startswith('_') and type(v) is not type(sys)))\n"
            f"print([m for m in {HEAVY!r} if m in sys.modules])\n"
            "print([hasattr(ndle, n) for n in ('Path', 'annotations', 'files')])\n"
            "ns = {}\nexec('from ndle import *', ns)\n"
            "print(sorted(k for k in ns if k != '__builtins__') == sorted(ndle.__all__))\n"
            "print([hasattr(ndle, n) for n in ('Path', 'annotations')])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[0] == "[]"  # only private names (and the submodule it imports) until a public name is used
    assert out[1] == "[]"
    assert out[2] == "[False, False, False]"
    assert out[3] == "True"
    assert out[4] == "[False, False]"


def test_unknown_names_are_attribute_errors():
    with pytest.raises(AttributeError, match="no_such_name"):
        _ = ndle.no_such_name


def test_every_error_class_is_public():
    import inspect

    from ndle import errors

    classes = {n for n, c in vars(errors).items() if inspect.isclass(c) and issubclass(c, errors.NdleError)}
    assert classes <= set(ndle.__all__) and len(classes) >= 13


def _lazy_fronts() -> list[str]:
    """Return the packages whose front imports its public names on first use (a `_WHERE` table)."""
    root = Path(ndle.__file__).parent
    return sorted(module_of(path, root) for path in root.rglob("__init__.py") if "_WHERE = " in path.read_text())


def module_of(path: Path, root: Path) -> str:
    """Return the dotted name of a package's front file."""
    return ".".join(("ndle", *path.parent.relative_to(root).parts))


def _checked_imports(package: str) -> dict[str, str]:
    """Return name -> module of the imports a front makes for type checkers only (under `if TYPE_CHECKING`)."""
    tree = ast.parse(Path(importlib.import_module(package).__file__).read_text())
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom) and imp.module, ast.unparse(imp)
                found.update({alias.asname or alias.name: imp.module for alias in imp.names})
    return found


def test_the_lazy_fronts_are_found():
    assert {"ndle", "ndle.solver", "ndle.parallel", "ndle.analysis", "ndle.adversary"} <= set(_lazy_fronts())


@pytest.mark.parametrize("package", _lazy_fronts())
def test_type_checkers_see_every_public_name_from_its_module(package):
    front = importlib.import_module(package)
    where = {name: (module if module.startswith("ndle") else f"{package}.{module}")
             for name, module in front._WHERE.items()}
    checked = _checked_imports(package)
    assert checked == where  # each public name, imported for the checker from the module `__getattr__` loads
    for name, module in checked.items():  # and the module does define it
        assert not isinstance(getattr(importlib.import_module(module), name), type(sys))
    assert sorted(front.__all__) == sorted([*where, *(["__version__"] if package == "ndle" else [])])
    assert len(set(front.__all__)) == len(front.__all__)
