"""A pattern matrix of a gigabyte or more is announced before it is built (`ndle.patterns.cache`), in a pipe too."""

from __future__ import annotations

import ndle.patterns.cache as cache
from ndle.words import code_space


def test_a_large_matrix_is_announced_before_it_is_built(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("NDLE_PROGRESS", raising=False)
    monkeypatch.setattr(cache, "usable_cache_dir", lambda: tmp_path)
    monkeypatch.setattr(cache, "ANNOUNCE_BYTES", 9)  # a 3 x 3 matrix of one byte a code "is large"
    cache.matrix_for.cache_clear()
    try:
        cache.matrix_for(code_space(2, "ab"), "mastermind")  # 4 x 4: announced
        cache.matrix_for.cache_clear()
        cache.matrix_for(code_space(2, "ab"), "mastermind")  # read back from the cache folder: nothing to announce
        monkeypatch.setattr(cache, "ANNOUNCE_BYTES", 17)
        cache.matrix_for(code_space(2, "abc"), "mastermind")  # 9 x 9: announced
        cache.matrix_for(code_space(2, "ab"), "jotto")  # 4 x 4 = 16 bytes, under 17: not announced
    finally:
        cache.matrix_for.cache_clear()
    lines = capsys.readouterr().err.splitlines()
    assert [line.split(" pattern matrix")[0] for line in lines] == ["ndle: building the 4 x 4",
                                                                    "ndle: building the 9 x 9"]
    assert lines[0].endswith(f"under mastermind feedback: 0.00 GB of memory, written once to {tmp_path}")
