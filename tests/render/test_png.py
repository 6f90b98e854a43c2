"""The off-screen PNG figure: one clear error without matplotlib or a writable path, and pyplot left alone."""

from __future__ import annotations

import sys

import pytest

from ndle.errors import NdleError
from ndle.render import png


def test_without_matplotlib_the_error_names_the_extra(monkeypatch):
    monkeypatch.setattr(png, "have_matplotlib", lambda: False)
    with pytest.raises(NdleError, match=r"matplotlib.*plot"):
        png.figure(2, 2)


def test_a_figure_is_written_whole_and_an_unwritable_path_is_one_error(tmp_path):
    fig, canvas = png.figure(2, 2)
    fig.add_subplot().plot([0, 1], [1, 0])
    assert png.save_png(canvas, tmp_path / "a.png").read_bytes().startswith(b"\x89PNG")
    (tmp_path / "dir.png").mkdir()
    with pytest.raises(NdleError, match="cannot write"):
        png.save_png(canvas, tmp_path / "dir.png")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.png", "dir.png"]


def test_drawing_never_chooses_a_backend_for_the_user():
    before = sys.modules.get("matplotlib.pyplot")
    png.figure(1, 1)
    assert sys.modules.get("matplotlib.pyplot") is before
