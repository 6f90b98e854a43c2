"""A directive that documents the `ndle` command line from its own parser: a section per command, its description
and exactly what `ndle COMMAND --help` prints, so the reference cannot drift from the code."""

from __future__ import annotations

import argparse
import os

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

HELP_WIDTH = 100  # the columns argparse wraps the help text to on this page


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Return the parser's subcommands by name, in the order they were registered."""
    for action in parser._actions:  # argparse has no public way to list them: the subparsers action's choices
        if isinstance(action.choices, dict):
            return dict(action.choices)
    return {}


def _help(parser: argparse.ArgumentParser) -> str:
    """Return the parser's --help text at a fixed width, whatever the terminal."""
    before = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(HELP_WIDTH)
    try:
        return parser.format_help()
    finally:
        if before is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = before


class CliReference(SphinxDirective):
    """``.. ndle-cli::``: the top-level help, then one section per command."""

    def run(self) -> list[nodes.Node]:
        from ndle.cli import build_parser

        parser = build_parser()
        out: list[nodes.Node] = [nodes.literal_block(text=_help(parser), language="text")]
        for name, sub in _subcommands(parser).items():
            title = f"ndle {name}"
            section = nodes.section(ids=[nodes.make_id(title)], names=[nodes.fully_normalize_name(title)])
            section += nodes.title(text=title)
            if sub.description:
                section += nodes.paragraph(text=sub.description)
            section += nodes.literal_block(text=_help(sub), language="text")
            self.state.document.note_implicit_target(section)
            out.append(section)
        return out


def setup(app):
    app.add_directive("ndle-cli", CliReference)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
