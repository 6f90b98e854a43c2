"""The package's shape: imports go one way (no cycle between ndle's modules), and modules stay small."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ndle

PACKAGE = Path(ndle.__file__).resolve().parent
MAX_LINES = 300


def module_name(path: Path) -> str:
    """Return the dotted name of a module file under the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """Return, for each ndle module, the ndle modules it imports anywhere in its body (lazy imports too)."""
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in files else base for a in node.names]
            else:
                continue
            edges |= {t for t in targets if t in files and t != name}
        graph[name] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """Return one import cycle as a list of modules, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_cycle_finder_finds_a_planted_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_in_the_package():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_graph_sees_real_edges():
    graph = import_graph()
    assert "ndle.patterns.codes" in graph["ndle.patterns.matrix"] or "ndle.words" in graph["ndle.patterns.matrix"]
    assert "ndle.game" in graph["ndle.loop"]


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_modules_stay_small(path):
    assert len(path.read_text().splitlines()) <= MAX_LINES


def test_every_subpackage_declares_all():
    for init in PACKAGE.glob("*/__init__.py"):
        if init.parent.name in ("commands", "data"):
            continue
        tree = ast.parse(init.read_text())
        names = [t.id for node in tree.body if isinstance(node, ast.Assign)
                 for t in node.targets if isinstance(t, ast.Name)]
        assert "__all__" in names, f"{init} has no __all__"


def other_libraries_private_imports(source: str) -> list[str]:
    """Return the imports in `source` that reach into another library's private modules or names (`_x`)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module or ""] + [f"{node.module}.{a.name}" for a in node.names]
        else:
            continue
        found += [n for n in names if n.split(".")[0] != "ndle" and not n.startswith("__future__")
                  and any(p.startswith("_") and not p.startswith("__") for p in n.split("."))]
    return found


def test_no_private_module_of_another_library_is_imported():
    found = {module_name(p): bad for p in PACKAGE.rglob("*.py")
             if (bad := other_libraries_private_imports(p.read_text()))}
    assert found == {}  # a library's private modules change without notice (joblib's _parallel_backends did)


def test_the_private_import_finder_sees_one():
    assert other_libraries_private_imports("from joblib._parallel_backends import LokyBackend\nimport os._x\n"
                                           "from ndle._version import v\nimport numpy as np") == \
        ["joblib._parallel_backends", "joblib._parallel_backends.LokyBackend", "os._x"]
