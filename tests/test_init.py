"""The top-level namespace: `__all__` is the public API, nothing else leaks, `import ndle` loads no heavy library."""

from __future__ import annotations

import subprocess
import sys

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
