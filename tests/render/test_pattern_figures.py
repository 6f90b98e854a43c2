import numpy as np
import pytest

from ndle.render.pattern_figures import TILE_RGB, matrix_image, matrix_png, pattern_colours, spectrum_png
from ndle.cli import main
from ndle.patterns.codes import encode

pytest.importorskip("matplotlib")


def test_colours_depend_on_tile_counts_only():
    c = pattern_colours()
    assert c.shape == (243, 3) and c.dtype == np.uint8
    assert tuple(c[encode("GGGGG")]) == TILE_RGB["G"] and tuple(c[0]) == TILE_RGB["B"]
    assert (c[encode("GYBBB")] == c[encode("BBBYG")]).all()
    assert not (c[encode("GYBBB")] == c[encode("GGBBB")]).all()


def test_matrix_image_orientation(wordle):
    sub = wordle.matrix[wordle.words.answer_guess[:30], :40]  # 30 guesses x 40 answers
    img = matrix_image(sub)
    assert img.shape == (40, 30, 3)  # targets down, guesses across
    assert (img[5, 5] == pattern_colours()[242]).all()  # the diagonal is all green


def test_pngs(tmp_path, wordle):
    p = spectrum_png(np.bincount(wordle.matrix[0], minlength=243), tmp_path / "s.png", "aahed")
    assert p.read_bytes()[:4] == b"\x89PNG"
    q = matrix_png(wordle.matrix[:50, :60], tmp_path / "m.png")
    assert q.read_bytes()[:4] == b"\x89PNG"
    from ndle.errors import NdleError
    with pytest.raises(NdleError):
        matrix_png(wordle.matrix[:5, :5], tmp_path / "missing" / "m.png")


def test_cli_spectrum_and_matrix(tmp_path, capsys):
    png = tmp_path / "trout.png"
    assert main(["spectrum", "trout", "--given", "slate=YBBYB", "--png", str(png), "--json"]) == 0
    import json
    out = json.loads(capsys.readouterr().out)
    assert out["candidates"] == 24 and sum(out["spectrum"]) == 24 and png.exists()
    assert out["scatter"] == sum(1 for n in out["spectrum"] if n)
    assert main(["spectrum", "qajaq"]) == 0
    text = capsys.readouterr().out
    assert "chi = 18" in text and "H = 1.8918" in text
    assert main(["spectrum", "soare", "--given", "slate=YBBYQ"]) == 2
    assert main(["matrix", "--png", str(tmp_path / "m.png"), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["guesses"] == info["answers"] == 2315 and info["all_green"] == 2315
    assert (tmp_path / "m.png").stat().st_size > 1000
