"""A directive that lists the registered strategies from the registry itself (each one's name and summary, as
`ndle strategies` prints them), so adding a strategy is its module alone and no page's list can fall behind."""

from __future__ import annotations

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

HEADER = ("strategy", "what it plays")


def strategy_rows() -> list[tuple[str, str]]:
    """Return (name, summary) of every registered strategy, by name; the default's summary says so."""
    from ndle.strategies import DEFAULT_STRATEGY
    from ndle.strategies.base import registered

    return [(name, cls.summary + (" (the default)" if name == DEFAULT_STRATEGY else ""))
            for name, cls in registered().items()]


def _row(cells: tuple[nodes.Node, nodes.Node]) -> nodes.row:
    """Return a table row of two cells."""
    row = nodes.row()
    for cell in cells:
        entry = nodes.entry()
        entry += nodes.paragraph("", "", cell)
        row += entry
    return row


class StrategyTable(SphinxDirective):
    """``.. ndle-strategies::``: a table of the registered strategies, one row each."""

    def run(self) -> list[nodes.Node]:
        group = nodes.tgroup(cols=2)
        group += [nodes.colspec(colwidth=1), nodes.colspec(colwidth=4)]
        head, body = nodes.thead(), nodes.tbody()
        head += _row(tuple(nodes.Text(h) for h in HEADER))
        for name, summary in strategy_rows():
            body += _row((nodes.literal(text=name), nodes.Text(summary)))
        group += [head, body]
        table = nodes.table()
        table += group
        return [table]


def setup(app):
    app.add_directive("ndle-strategies", StrategyTable)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
