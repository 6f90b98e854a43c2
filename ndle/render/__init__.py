"""Showing things: coloured text grids, PNG figures (matplotlib, optional)."""

from ndle.render.text import render_state, tile_row

__all__ = ["render_state", "tile_row"]
