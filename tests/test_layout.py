"""The package's shape: imports go one way (no cycle between ndle's modules, subpackages on declared floors, no two
importing each other), no private name crosses a module, and modules stay small."""

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


def type_checking_nodes(tree: ast.AST) -> set[int]:
    """Return the ids of the nodes under `if TYPE_CHECKING:` (imports for annotations only, never run)."""
    return {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for n in ast.walk(node)}


def imports_of(name: str, path: Path, files: dict[str, Path]) -> list[tuple[str, str | None, bool]]:
    """Return (ndle module, the name taken from it or None, lazy?) for each import run by a module's body."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text())
    skip = type_checking_nodes(tree)
    found = []

    def walk(node: ast.AST, lazy: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = lazy or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if id(child) in skip:
                continue
            if isinstance(child, ast.Import):
                found.extend((a.name, None, inner) for a in child.names if a.name in files)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - child.level + 1] + ([base] if base else []))
                for a in child.names:
                    if f"{base}.{a.name}" in files:
                        found.append((f"{base}.{a.name}", None, inner))
                    elif base in files:
                        found.append((base, a.name, inner))
            walk(child, inner)

    walk(tree, False)
    return found


def module_files() -> dict[str, Path]:
    """Return each ndle module's dotted name and file."""
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def import_graph() -> dict[str, set[str]]:
    """Return, for each ndle module, the ndle modules it imports anywhere in its body (lazy imports too)."""
    files = module_files()
    return {name: {t for t, _, _ in imports_of(name, path, files) if t != name} for name, path in files.items()}


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
    assert "ndle.patterns.codes" in graph["ndle.patterns.matrix"] or "ndle.words.lists" in graph["ndle.patterns.matrix"]
    assert "ndle.game.game" in graph["ndle.playing.loop"] or "ndle.game" in graph["ndle.playing.loop"]


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


# The floors of the house, lowest first: a module may import from its own floor or a lower one, never a higher.
# A unit is a subpackage (ndle.solver) or a top-level module (ndle.checks); "ndle" is the package's own front.
FLOORS = [
    {"_version", "errors"},
    {"checks", "registry", "io", "parallel"},  # argument checks, registries; files, input, caches, journals; processes
    {"words"},  # word lists, the shipped ones, generated codes
    {"patterns"},  # feedback rules (patterns/feedback/), codes, the pattern matrix and its cache
    {"rules", "measures", "render", "adversary"},  # what a game is declared as; what a guess is worth; showing; hosts
    {"xordle"},  # Xordle's pairs and their merged rows' statistics
    {"game"},  # a game played: Game, State, boards, the prior, how rows are observed
    {"solver"},  # the exact solvers: one/, nboard/, worst/, xordle/
    {"strategies"},
    {"playing"},  # the game loop, first guesses kept, rankings, hints, the assistant, a person's game
    {"montecarlo"},
    {"analysis", "web"},
    {"commands", "cli", "ndle"},
]


def unit(module: str) -> str:
    """Return the unit of the house a module belongs to: its subpackage or top-level module ("ndle": the front)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "ndle"


def unit_edges() -> dict[tuple[str, str], set[str]]:
    """Return each import between two units, with the modules that make it ("a -> b (lazy)")."""
    files = module_files()
    edges: dict[tuple[str, str], set[str]] = {}
    for name, path in files.items():
        for target, _, lazy in imports_of(name, path, files):
            if unit(name) != unit(target):
                edges.setdefault((unit(name), unit(target)), set()).add(f"{name} -> {target}" + (" (lazy)" * lazy))
    return edges


def mutual_pairs(edges) -> list[tuple[str, str]]:
    """Return the pairs of units that import each other (either way, lazily or not)."""
    return sorted((a, b) for a, b in edges if a < b and (b, a) in edges)


def upward_imports(edges, floors: list[set[str]]) -> list[str]:
    """Return the imports that go up the floors (and the units no floor holds)."""
    floor = {u: i for i, units in enumerate(floors) for u in units}
    units = {u for pair in edges for u in pair}
    unplaced = [f"{u} is on no floor" for u in sorted(units - set(floor))]
    return unplaced + sorted(m for (a, b), made in edges.items() if a in floor and b in floor and floor[b] > floor[a]
                             for m in made)


def test_every_unit_is_on_a_floor_once():
    placed = [u for units in FLOORS for u in units]
    assert len(placed) == len(set(placed))
    modules = module_files()
    assert {unit(m) for m in modules} == set(placed)


def test_no_two_subpackages_import_each_other():
    edges = unit_edges()
    assert mutual_pairs(edges) == [], {pair: edges[pair] | edges[pair[::-1]] for pair in mutual_pairs(edges)}


def test_imports_go_down_the_floors():
    assert upward_imports(unit_edges(), FLOORS) == []


def test_the_floor_checks_see_planted_faults():
    edges = {("game", "render"): {"ndle.game.game -> ndle.render.text (lazy)"}, ("render", "game"): {"x -> y"},
             ("words", "game"): {"ndle.words.lists -> ndle.game.game"}, ("nowhere", "errors"): {"z"}}
    assert mutual_pairs(edges) == [("game", "render")]
    floors = [{"errors"}, {"words"}, {"render"}, {"game"}]
    assert upward_imports(edges, floors) == ["nowhere is on no floor", "ndle.words.lists -> ndle.game.game", "x -> y"]


def private_names_taken(name: str, path: Path, files: dict[str, Path]) -> list[str]:
    """Return each private name (`_x`) a module takes from another ndle module: imported, or read off it."""
    found = [f"{name}: {target}.{attr}" for target, attr, _ in imports_of(name, path, files)
             if attr and is_private(attr)]
    aliases = module_aliases(path, files)
    return found + [f"{name}: {aliases[node.value.id]}.{node.attr}" for node in ast.walk(ast.parse(path.read_text()))
                    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id in aliases and is_private(node.attr)]


def private_imports() -> list[str]:
    """Return every private name that crosses from one ndle module to another."""
    files = module_files()
    return sorted(m for name, path in files.items() for m in private_names_taken(name, path, files))


def is_private(name: str) -> bool:
    """Return whether a name is private (`_x`, not a dunder)."""
    return name.startswith("_") and not name.startswith("__")


def module_aliases(path: Path, files: dict[str, Path]) -> dict[str, str]:
    """Return the local names a module binds to other ndle modules (`from ndle.solver.one import kernels as K`)."""
    aliases = {}
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            aliases |= {a.asname or a.name: f"{node.module}.{a.name}" for a in node.names
                        if f"{node.module}.{a.name}" in files}
        elif isinstance(node, ast.Import):
            aliases |= {a.asname: a.name for a in node.names if a.asname and a.name in files}
    return aliases


def test_no_private_name_crosses_a_module():
    assert private_imports() == []


def test_the_private_name_finder_sees_both_ways(tmp_path):
    source = tmp_path / "user.py"
    source.write_text("from ndle.solver.one.memo import _lookup, INF\nfrom ndle.solver.one import kernels as K\n"
                      "import ndle.words.lists as W\n\n\ndef f():\n    from ndle.measures.entropy import _SCALE\n"
                      "    return K._partition, K.fine, W._x, W.__name__\n")
    files = dict.fromkeys(("ndle.solver.one.memo", "ndle.solver.one.kernels", "ndle.words.lists",
                           "ndle.measures.entropy"), tmp_path)
    assert sorted(private_names_taken("ndle.user", source, files)) == [
        "ndle.user: ndle.measures.entropy._SCALE", "ndle.user: ndle.solver.one.kernels._partition",
        "ndle.user: ndle.solver.one.memo._lookup", "ndle.user: ndle.words.lists._x"]
