"""Sphinx configuration: API pages from the docstrings (autodoc, napoleon, autosummary), the README as the guide."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ndle._version import __version__  # noqa: E402

project = "ndle"
author = "the ndle developers"
copyright = "2026, the ndle developers"
version = release = __version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.napoleon",
    "myst_parser",
]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
templates_path = ["_templates"]

autosummary_generate = True
autosummary_imported_members = False
autodoc_default_options = {"members": True, "ignore-module-all": True, "member-order": "bysource"}
autodoc_typehints = "signature"
autodoc_mock_imports = ["matplotlib", "pandas", "dask", "distributed"]
napoleon_google_docstring = True
napoleon_numpy_docstring = True

myst_heading_anchors = 3
suppress_warnings = ["myst.header"]  # the README is included whole; its first heading is the page title

html_theme = "alabaster"
html_title = f"ndle {__version__}"
