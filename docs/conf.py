"""Sphinx configuration: MyST pages (guide, research), the example notebooks executed (myst-nb), the command line
reference from the parser, the API reference of the public names (autodoc, numpydoc).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "docs" / "_ext"))
os.environ.setdefault("NDLE_PROGRESS", "0")  # no progress bars in the rendered notebooks

from ndle._version import __version__  # noqa: E402

project = "ndle"
author = "the ndle developers"
copyright = "2026, the ndle developers"
version = release = __version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "numpydoc",  # the docstrings' Parameters / Returns sections
    "myst_nb",  # MyST Markdown pages and .ipynb notebooks (it brings myst_parser with it)
    "cli_reference",  # docs/_ext: the command line reference from ndle.cli.build_parser
    "public_api",  # docs/_ext: the API pages from the public packages' __all__ (written into docs/api/)
    "strategy_table",  # docs/_ext: the table of strategies from their registry
]
source_suffix = {".rst": "restructuredtext", ".md": "myst-nb", ".ipynb": "myst-nb"}
exclude_patterns = ["_build", "generated", "Thumbs.db", ".DS_Store", "examples/.ipynb_checkpoints"]
templates_path = ["_templates"]

# The notebooks are stored without outputs and run here, top to bottom, on every build; a failing cell fails it.
nb_execution_mode = "force"
nb_execution_timeout = 300
nb_execution_raise_on_error = True
nb_execution_show_tb = True

autosummary_generate = False  # the tables link to the objects on the same page; public_api writes the pages
autodoc_default_options = {"member-order": "bysource"}
autodoc_typehints = "signature"
autodoc_mock_imports = ["dask", "distributed"]
numpydoc_show_class_members = False  # autodoc's :members: lists them
numpydoc_xref_param_type = False

# Every cross-reference must resolve (nitpicky), except to other libraries (no intersphinx: CI has no network) and
# to the internal modules' own types that signatures name (ndle.package.module.Name: not public, no page).
nitpicky = True
nitpick_ignore_regex = [
    (r"py:(class|obj|data)", r"(numpy|np|pathlib|collections|typing|os|argparse|concurrent|joblib|dask|distributed|"
                             r"pandas|matplotlib)(\..*)?"),
    (r"py:(class|obj|data)", r"(dict|list|tuple|set|frozenset)\[.*"),  # a generic alias cut at a comma
    (r"py:(class|obj|data)", r"ndle(\.\w+){3,}"),
    # a signature shown as written (a name imported for type checkers only): private classes and the id aliases
    (r"py:(class|obj|data)", r"(_\w+|GuessId|AnswerId|Filled)"),  # Filled: a field type (ndle.game.filled)
]

myst_heading_anchors = 3
myst_enable_extensions = ["dollarmath"]

html_theme = "alabaster"
html_title = f"ndle {__version__}"
