"""numba's kernel folder is keyed by ndle's sources: a change to any module gives fresh kernels."""

from __future__ import annotations

import os

from ndle.io.cachedir import source_stamp


def test_the_stamp_follows_every_source_file(tmp_path):
    (tmp_path / "solver").mkdir()
    a, b = tmp_path / "solver" / "bounds.py", tmp_path / "kernels.py"
    a.write_text("x = 1\n")
    b.write_text("y = 2\n")
    (tmp_path / "notes.txt").write_text("not source")
    first = source_stamp(tmp_path)
    assert len(first) == 16 and source_stamp(tmp_path) == first
    (tmp_path / "notes.txt").write_text("still not source, changed")
    assert source_stamp(tmp_path) == first
    st = a.stat()
    a.write_text("x = 3\n")  # same size: the time tells
    os.utime(a, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    second = source_stamp(tmp_path)
    assert second != first
    (tmp_path / "new.py").write_text("")
    assert source_stamp(tmp_path) not in (first, second)


def test_ndles_own_stamp_is_stable():
    assert source_stamp() == source_stamp()
