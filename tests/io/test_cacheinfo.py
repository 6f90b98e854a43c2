"""`ndle cache` and `ndle.io.cacheinfo`: the cache folder's contents and size, and clearing it."""

from __future__ import annotations

import json

import numpy as np

from ndle.io.cacheinfo import clear, human_size, inventory
from tests.players_util import run_cli


def _fill(folder, stem="patterns-5-abc"):
    folder.mkdir()
    np.save(folder / f"{stem}.npy", np.zeros((3, 4), dtype=np.uint8))
    (folder / f"{stem}.json").write_text(json.dumps({"words": "mine", "rule": "exact", "shape": [3, 4]}))
    kernels = folder / "numba" / "measures_x"
    kernels.mkdir(parents=True)
    (kernels / "k.nbi").write_bytes(b"x" * 1000)
    (kernels / "k.nbc").write_bytes(b"y" * 500)


def test_inventory_names_each_item_and_clear_empties_the_folder(tmp_path):
    folder = tmp_path / "cache"
    _fill(folder)
    entries = {e.name: e for e in inventory(folder)}
    kernels, matrix = entries.pop("numba"), entries.pop("patterns-5-abc.npy")
    assert kernels.kind == "numba's compiled kernels, 2 files" and (kernels.files, kernels.size) == (2, 1500)
    assert matrix.kind == "pattern matrix: mine list, exact feedback, 3 x 4" and matrix.files == 2  # with its .json
    assert matrix.size == sum(p.stat().st_size for p in folder.glob("patterns-5-abc.*")) and not entries
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    assert clear(folder) == (4, total) and folder.is_dir() and not any(folder.iterdir())
    assert inventory(tmp_path / "none") == [] and clear(tmp_path / "none") == (0, 0)
    assert human_size(999) == "999 bytes" and human_size(93_700_000) == "93.7 MB"


def test_cache_command_shows_then_clears(capsys, tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    _fill(folder)
    monkeypatch.setenv("NDLE_CACHE_DIR", str(folder))
    code, out, _ = run_cli(capsys, "cache")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith(f"{folder}: ") and "in 4 files" in lines[0]
    assert "numba  (numba's compiled kernels, 2 files)" in out and "pattern matrix: mine list" in out
    assert "older ndle" not in out
    code, out, _ = run_cli(capsys, "cache", "--json")
    info = json.loads(out)
    assert info["folder"] == str(folder) and info["bytes"] == sum(e["size"] for e in info["entries"])
    code, out, _ = run_cli(capsys, "cache", "--clear")
    assert code == 0 and out == f"removed 4 files, {human_size(info['bytes'])}, from {folder}\n"
    assert not any(folder.iterdir())


def test_matrices_of_an_older_naming_are_marked_and_counted(capsys, tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    _fill(folder, stem="patterns-abc")  # older versions named a matrix without its word length
    (folder / "patterns-5-def.json").write_text("{}")  # a checksum whose matrix is gone
    (folder / "patterns-5-0a1-naive.npy").write_bytes(b"\x93NUMPY")  # a matrix whose checksum is gone
    kinds = {e.name: e.kind for e in inventory(folder)}
    assert kinds["patterns-abc.npy"] == "pattern matrix: mine list, exact feedback, 3 x 4; written by an older ndle, " \
                                        "no longer read"
    assert kinds["patterns-5-def.npy"] == "a pattern matrix's checksum, without its matrix"
    assert kinds["patterns-5-0a1-naive.npy"] == "pattern matrix, without a readable checksum file"
    monkeypatch.setenv("NDLE_CACHE_DIR", str(folder))
    code, out, _ = run_cli(capsys, "cache")
    stale = sum(p.stat().st_size for p in folder.glob("patterns-abc.*"))
    assert code == 0 and out.splitlines()[-1].startswith(f"1 of them ({human_size(stale)}) written by an older ndle")


def test_clear_leaves_what_is_not_ndles(capsys, tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    _fill(folder)
    (folder / ".patterns-5-abc.npy.k2j4.tmp").write_bytes(b"half")  # a write a stopped run left
    (folder / "notes.txt").write_text("mine")  # NDLE_CACHE_DIR set to a folder that holds other things too
    (folder / "photos").mkdir()
    (folder / "photos" / "a.jpg").write_bytes(b"x" * 10)
    kinds = {e.name: (e.kind, e.ndle) for e in inventory(folder)}
    assert kinds[".patterns-5-abc.npy.k2j4.tmp"] == ("a pattern matrix's unfinished write (left by a stopped run)",
                                                     True)
    assert kinds["notes.txt"] == ("not ndle's: left alone", False)
    assert kinds["photos"] == ("not ndle's: left alone, 1 files", False)
    monkeypatch.setenv("NDLE_CACHE_DIR", str(folder))
    code, out, _ = run_cli(capsys, "cache", "--clear")
    assert code == 0 and out.startswith("removed 5 files, ")
    assert out.endswith("; left alone, not ndle's: notes.txt, photos\n")
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt", "photos"]
    assert (folder / "photos" / "a.jpg").exists()


def test_a_matrix_of_a_rule_named_in_two_words_is_ndles(tmp_path):
    folder = tmp_path / "cache"
    _fill(folder, "patterns-4-abc-bulls-cows")
    entries = {e.name: e for e in inventory(folder)}
    matrix = entries["patterns-4-abc-bulls-cows.npy"]
    assert matrix.ndle and matrix.kind == "pattern matrix: mine list, exact feedback, 3 x 4" and matrix.files == 2
    clear(folder)
    assert not any(folder.iterdir())
